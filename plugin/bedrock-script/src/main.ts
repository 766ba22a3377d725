/**
 * The add-on's script entry (the behaviour pack's scripts/main.js). It hands the real Script API
 * to the host as a ScriptApi: the compiler checks here that Mojang's `world`, `system`, forms and
 * item stacks satisfy the narrow interfaces the host (and the tests' fake) use.
 */
import {
  BlockPermutation,
  EnchantmentType,
  CommandPermissionLevel,
  CustomCommandParamType,
  CustomCommandStatus,
  GameMode,
  ItemStack,
  PlayerPermissionLevel,
  system,
  world,
  type EntityInventoryComponent,
  type EntityRideableComponent,
  type EntityRidingComponent,
  type ItemDurabilityComponent,
  type ItemDyeableComponent,
  type ItemEnchantableComponent,
  type Player,
} from "@minecraft/server";
import { ActionFormData, FormCancelationReason, ModalFormData, uiManager } from "@minecraft/server-ui";
import type { GtDurability, GtDyeable, GtEnchantable, GtInventory, GtRideable, GtRiding, ScriptApi } from "./api";
import { GameTablesAddon } from "./addon";

const api: ScriptApi = {
  world,
  system,
  actionForm: () => new ActionFormData(),
  modalForm: () => new ModalFormData(),
  // Only real players reach here (the host's players come from world events).
  closeForms: (player) => uiManager.closeAllForms(player as Player),
  newItem: (typeId, amount) => new ItemStack(typeId, amount),
  enchantmentType: (id) => new EnchantmentType(id),
  permutation: (typeId, states) => BlockPermutation.resolve(typeId, states),
  enums: {
    permissionAny: CommandPermissionLevel.Any,
    // Operators get GameDirectors by default (server.properties op-permission-level=1).
    permissionOperator: CommandPermissionLevel.GameDirectors,
    paramString: CustomCommandParamType.String,
    paramEnum: CustomCommandParamType.Enum,
    success: CustomCommandStatus.Success,
    failure: CustomCommandStatus.Failure,
    creative: GameMode.Creative,
    survival: GameMode.Survival,
    member: PlayerPermissionLevel.Member,
    operator: PlayerPermissionLevel.Operator,
    userBusy: FormCancelationReason.UserBusy,
  },
};

/** Compiles only when the real component type fits the narrow one (see api.ts). */
type Fits<Narrow, Real extends Narrow> = [Narrow, Real];
export type ComponentChecks = [
  Fits<GtEnchantable, ItemEnchantableComponent>,
  Fits<GtDurability, ItemDurabilityComponent>,
  Fits<GtDyeable, ItemDyeableComponent>,
  Fits<GtInventory, EntityInventoryComponent>,
  Fits<GtRiding, EntityRidingComponent>,
  Fits<GtRideable, EntityRideableComponent>,
];

new GameTablesAddon(api, { log: (line) => console.warn(line) }).install();
