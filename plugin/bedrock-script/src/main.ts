/**
 * The add-on's script entry (the behaviour pack's scripts/main.js). It hands the real Script API
 * to the host as a ScriptApi: the compiler checks here that Mojang's `world`, `system`, forms and
 * item stacks satisfy the narrow interfaces the host (and the tests' fake) use.
 */
import {
  BlockPermutation,
  CommandPermissionLevel,
  CustomCommandParamType,
  CustomCommandStatus,
  GameMode,
  ItemStack,
  system,
  world,
  type Player,
} from "@minecraft/server";
import { ActionFormData, FormCancelationReason, ModalFormData, uiManager } from "@minecraft/server-ui";
import type { ScriptApi } from "./api";
import { GameTablesAddon } from "./addon";

const api: ScriptApi = {
  world,
  system,
  actionForm: () => new ActionFormData(),
  modalForm: () => new ModalFormData(),
  // Only real players reach here (the host's players come from world events).
  closeForms: (player) => uiManager.closeAllForms(player as Player),
  newItem: (typeId, amount) => new ItemStack(typeId, amount),
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
    userBusy: FormCancelationReason.UserBusy,
  },
};

new GameTablesAddon(api, { log: (line) => console.warn(line) }).install();
