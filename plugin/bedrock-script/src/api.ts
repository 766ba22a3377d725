/**
 * The part of Mojang's Script API (@minecraft/server 2.x, @minecraft/server-ui 2.x) this add-on
 * uses, as narrow interfaces cut from the official typings (Pick<> where a member is used as is).
 * main.ts passes the real `world`, `system`, form classes and enums, so the compiler proves the
 * real API satisfies every interface here; the tests' fake world implements the same interfaces.
 * The add-on's other files import @minecraft/* as types only, so they load without the game.
 */
import type {
  Block,
  BlockPermutation,
  ClientSystemInfo,
  CommandPermissionLevel,
  Container,
  CustomCommand,
  CustomCommandParamType,
  CustomCommandResult,
  CustomCommandStatus,
  Dimension,
  Direction,
  EnchantmentType,
  Entity,
  GameMode,
  ItemDurabilityComponent,
  ItemDyeableComponent,
  ItemStack,
  Player,
  PlayerPermissionLevel,
  System,
  Vector3,
  World,
} from "@minecraft/server";
import type { ActionFormResponse, FormCancelationReason, ModalFormResponse } from "@minecraft/server-ui";

/**
 * What the add-on passes back into the game (a rider, a form's viewer): an object the game gave it.
 * Typed by the one member every such object has, so the real methods (taking Entity or Player)
 * and the fake's accept it.
 */
export type GtRef = Pick<Entity, "id">;

/** An event signal: only subscribing is used. */
export interface Signal<E> {
  subscribe(callback: (event: E) => void): unknown;
}

export type GtDynamicProperties = Pick<World, "getDynamicProperty" | "setDynamicProperty" | "getDynamicPropertyIds">;

export interface GtItem
  extends Pick<
    ItemStack,
    "typeId" | "amount" | "maxAmount" | "isStackable" | "nameTag" | "getLore" | "setLore" | "hasTag" | "keepOnDeath" | "lockMode" | "getCanDestroy" | "getCanPlaceOn" | "setCanDestroy" | "setCanPlaceOn"
  > {
  clone(): GtItem;
  isStackableWith(other: GtItem): boolean;
  getDynamicProperty(id: string): boolean | number | string | Vector3 | undefined;
  setDynamicProperty(id: string, value?: boolean | number | string | Vector3): void;
  getDynamicPropertyIds(): string[];
  getComponent(id: "minecraft:enchantable"): GtEnchantable | undefined;
  getComponent(id: "minecraft:durability"): GtDurability | undefined;
  getComponent(id: "minecraft:dyeable"): GtDyeable | undefined;
  getComponents(): { readonly typeId: string }[];
}

/*
 * Components are read through getComponent overloads. TypeScript does not hold the real generic
 * getComponent to them, so main.ts checks each component type below against the real one.
 */
export type GtEnchantmentType = Pick<EnchantmentType, "id">;
export interface GtEnchantable {
  getEnchantments(): { type: GtEnchantmentType; level: number }[];
  addEnchantments(enchantments: { type: GtEnchantmentType; level: number }[]): void;
}
export type GtDurability = Pick<ItemDurabilityComponent, "damage">;
export type GtDyeable = Pick<ItemDyeableComponent, "color">;
export interface GtRideable {
  addRider(rider: GtRef): boolean;
  ejectRiders(): void;
}
export interface GtRiding {
  readonly entityRidingOn: GtEntity;
}
export interface GtInventory {
  readonly container: GtContainer;
}

export interface GtContainer extends Pick<Container, "size" | "emptySlotsCount"> {
  getItem(slot: number): GtItem | undefined;
  setItem(slot: number, item?: GtItem): void;
  addItem(item: GtItem): GtItem | undefined;
}

export interface GtEntity extends Pick<Entity, "id" | "typeId" | "isValid" | "location" | "remove" | "setRotation" | "getRotation"> {
  getComponent(id: "minecraft:rideable"): GtRideable | undefined;
}

export interface GtPlayer extends Pick<Player, "id" | "name" | "isValid" | "location" | "sendMessage" | "getGameMode" | "selectedSlotIndex" | "commandPermissionLevel" | "playerPermissionLevel" | "setRotation"> {
  readonly dimension: GtDimension;
  readonly clientSystemInfo: Pick<ClientSystemInfo, "locale">;
  getDynamicProperty(id: string): boolean | number | string | Vector3 | undefined;
  setDynamicProperty(id: string, value?: boolean | number | string | Vector3): void;
  getDynamicPropertyIds(): string[];
  getComponent(id: "minecraft:inventory"): GtInventory | undefined;
  getComponent(id: "minecraft:riding"): GtRiding | undefined;
}

export interface GtDimension extends Pick<Dimension, "id"> {
  getBlock(location: Vector3): GtBlock | undefined;
  spawnEntity(identifier: string, location: Vector3): GtEntity;
  spawnItem(item: GtItem, location: Vector3): unknown;
  getEntities(options: { type: string }): GtEntity[];
}

export interface GtBlock extends Pick<Block, "typeId" | "isValid" | "x" | "y" | "z" | "setType"> {
  readonly dimension: GtDimension;
  /** Read for the states only (a table's board look). */
  readonly permutation: Pick<BlockPermutation, "getAllStates">;
  setPermutation(permutation: GtPermutation): void;
}

/** A permutation the add-on sets is made by api.permutation; one it reads gives only its states. */
export type GtPermutation = object;

export interface GtBlockInteract {
  readonly block: GtBlock;
  /** The face of the block the player clicked. */
  readonly face: Direction;
  readonly player?: GtPlayer;
}

/** The block custom component the tables and chairs name (onPlayerInteract fires with an empty hand too). */
export interface GtBlockComponent {
  onPlayerInteract?(event: GtBlockInteract): void;
}

export interface GtCommandOrigin {
  readonly sourceEntity?: Pick<Entity, "id" | "typeId">;
}

export interface GtStartup {
  readonly blockComponentRegistry: { registerCustomComponent(name: string, component: GtBlockComponent): void };
  readonly customCommandRegistry: {
    registerCommand(command: CustomCommand, callback: (origin: GtCommandOrigin, ...args: (string | undefined)[]) => CustomCommandResult | undefined): void;
    registerEnum(name: string, values: string[]): void;
  };
}

export interface GtWorld extends GtDynamicProperties {
  getAllPlayers(): GtPlayer[];
  getDimension(id: string): GtDimension;
  readonly afterEvents: {
    readonly playerSpawn: Signal<{ readonly player: GtPlayer; readonly initialSpawn: boolean }>;
    readonly playerPlaceBlock: Signal<{ readonly player: GtPlayer; readonly block: GtBlock; readonly dimension: GtDimension }>;
  };
  readonly beforeEvents: {
    readonly playerLeave: Signal<{ readonly player: GtPlayer }>;
    readonly playerBreakBlock: Signal<{ readonly player: GtPlayer; readonly block: GtBlock; cancel: boolean }>;
  };
}

export interface GtSystem extends Pick<System, "run" | "runTimeout" | "runInterval" | "currentTick"> {
  readonly beforeEvents: { readonly startup: Signal<GtStartup> };
}

export type GtActionResponse = Pick<ActionFormResponse, "canceled" | "cancelationReason" | "selection">;
export type GtModalResponse = Pick<ModalFormResponse, "canceled" | "cancelationReason" | "formValues">;

export interface GtActionForm {
  title(text: string): GtActionForm;
  body(text: string): GtActionForm;
  button(text: string, iconPath?: string): GtActionForm;
  show(player: GtRef): Promise<GtActionResponse>;
}

export interface GtModalForm {
  title(text: string): GtModalForm;
  dropdown(label: string, items: string[], options?: { defaultValueIndex?: number }): GtModalForm;
  textField(label: string, placeholder: string): GtModalForm;
  show(player: GtRef): Promise<GtModalResponse>;
}

/** The enum values the add-on needs at run time (the typings' enums exist only in the game). */
export interface GtEnums {
  permissionAny: CommandPermissionLevel;
  permissionOperator: CommandPermissionLevel;
  paramString: CustomCommandParamType;
  paramEnum: CustomCommandParamType;
  success: CustomCommandStatus;
  failure: CustomCommandStatus;
  creative: GameMode;
  survival: GameMode;
  /** Player permission levels that may build (visitors cannot; a custom level's abilities cannot be read). */
  member: PlayerPermissionLevel;
  operator: PlayerPermissionLevel;
  userBusy: FormCancelationReason;
}

/** Everything the add-on takes from the game, in one object (main.ts fills it; tests fake it). */
export interface ScriptApi {
  world: GtWorld;
  system: GtSystem;
  actionForm(): GtActionForm;
  modalForm(): GtModalForm;
  closeForms(player: GtRef): void;
  newItem(typeId: string, amount: number): GtItem;
  /** An enchantment type by id (new EnchantmentType). */
  enchantmentType(id: string): GtEnchantmentType;
  /** A block permutation with the given states (BlockPermutation.resolve). */
  permutation(typeId: string, states: Record<string, boolean | number | string>): GtPermutation;
  enums: GtEnums;
}
