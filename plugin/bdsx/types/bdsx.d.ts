/**
 * Hand-written declarations for exactly the bdsx API subset this plugin uses. bdsx's modern API is
 * not on the npm registry, so CI type-checks against these instead of a checkout; the plugin is
 * also checked against a real bdsx checkout with `npm run check:bdsx -- --bdsx DIR` (docs/bedrock.md
 * records the result), and these declarations must not promise more than bdsx has.
 *
 * Written from bdsx/bdsx at commit 3cb7d804635bd25923e731b8f0bafa3f1700b1ef (2024-08-01,
 * "update 1.21.3.01"): bdsx/version-bds.json pins Bedrock Dedicated Server 1.21.3.01 and
 * bdsx/version-bdsx.json says bdsx 1.0.14.2. Signatures follow bdsx/event.ts,
 * bdsx/event_impl/{blockevent,entityevent}.ts, bdsx/bds/{form,inventory,nbt,actor,player,block,
 * blockpos,command,commandorigin,networkidentifier}.ts, bdsx/command.ts and bdsx/storage/index.ts
 * there (and bdsx/bds/{abilities,packet,packets}.ts). Native classes are declared as interfaces
 * where the plugin never constructs them.
 */

declare module "bdsx/common" {
  export const CANCEL: unique symbol;
  export type CANCEL = typeof CANCEL;
}

declare module "bdsx/eventtarget" {
  /** bdsx/eventtarget.ts: listeners run in order; a listener returning CANCEL cancels a cancellable event. */
  export class Event<T extends (...args: never[]) => unknown> {
    on(listener: T): void;
    /** Calls the listeners in order; stops at the first that returns CANCEL (or a number) and gives that back. */
    fire(...v: Parameters<T>): ReturnType<T> | undefined;
  }
}

declare module "bdsx/bds/networkidentifier" {
  /** A client connection: forms are sent to it. Opaque here. */
  export interface NetworkIdentifier {
    readonly __networkIdentifier?: never;
  }
}

declare module "bdsx/bds/blockpos" {
  export interface VectorXYZ {
    x: number;
    y: number;
    z: number;
  }
  export class BlockPos implements VectorXYZ {
    x: number;
    y: number;
    z: number;
    static create(x: number, y: number, z: number): BlockPos;
  }
  export class Vec3 implements VectorXYZ {
    x: number;
    y: number;
    z: number;
    static create(x: number, y: number, z: number): Vec3;
    set(pos: VectorXYZ): void;
  }
}

declare module "bdsx/bds/block" {
  import type { BlockPos } from "bdsx/bds/blockpos";
  import type { CompoundTag } from "bdsx/bds/nbt";
  export class Block {
    /** The block's default permutation by name, a block BDS keeps (never destructed); null for an unknown name. */
    static create(blockName: string, data?: number): Block | null;
    /** The block's identifier, e.g. "game_tables:small_game_table_oak". */
    getName(): string;
    /** The block as BDS saves it, `{ name, states, version }`: a reference into BDS (never destructed). */
    getSerializationId(): CompoundTag;
  }
  export interface BlockSource {
    getBlock(blockPos: BlockPos): Block;
  }
}

declare module "bdsx/bds/nbt" {
  /**
   * bdsx/bds/nbt.ts: plain JS values stand for tags (number -> IntTag, string -> StringTag, ...).
   * A ByteTag reads back as NBT.Byte holding 0..255 (unsigned; NBT.byte(n) keeps n & 0xff); a
   * LongTag as NBT.Int64 holding a bin64_t: four 16-bit words in a string, the lowest first.
   */
  export type NBT = Int32Array | Uint8Array | NBT.Compound | NBT[] | NBT.Primitive | NBT.Numeric | number | string | boolean | null;
  export namespace NBT {
    interface Compound {
      [key: string]: NBT;
    }
    abstract class Primitive {}
    abstract class Numeric extends Primitive {
      valueOf(): number;
    }
    class Byte extends Numeric {}
    class Short extends Numeric {}
    class Int extends Numeric {}
    class Int64 extends Primitive {
      constructor(n: string);
      /** bin64_t */
      get value(): string;
    }
    class Float extends Numeric {}
    class Double extends Numeric {}
    function byte(n: number): Byte;
    function short(n: number): Short;
    function int(n: number): Int;
    function int64(n: string | number): Int64;
    function float(n: number): Float;
    function double(n: number): Double;
  }
  /** A native compound tag; value() gives its JS form (a byte as NBT.Byte, a string as a string). */
  export interface CompoundTag {
    value(): Record<string, unknown>;
  }
}

declare module "bdsx/bds/inventory" {
  import type { NBT } from "bdsx/bds/nbt";
  export enum ContainerId {
    Inventory = 0,
  }
  export class ItemStack {
    /** Allocates a native stack; the caller must destruct() it. */
    static constructWith(itemName: string, amount?: number, data?: number): ItemStack;
    isNull(): boolean;
    getName(): string;
    getAmount(): number;
    setAmount(amount: number): void;
    getMaxStackSize(): number;
    setCustomLore(lores: string[] | string): void;
    /** The whole item as a JS NBT compound: Name, Count, Damage, WasPickedUp, tag (user data), ... */
    save(): Record<string, unknown>;
    load(tag: NBT.Compound): void;
    destruct(): void;
  }
  export interface PlayerInventory {
    /** -1 when every main-inventory slot holds something. */
    getFirstEmptySlot(): number;
    addItem(itemStack: ItemStack, linkEmptySlot: boolean): boolean;
    getItem(slot: number, containerId: ContainerId): ItemStack;
    clearSlot(slot: number, containerId: ContainerId): void;
    getSelectedSlot(): number;
  }
}

declare module "bdsx/bds/command" {
  export enum CommandPermissionLevel {
    Normal = 0,
    Operator = 1,
    Host = 2,
    Automation = 3,
    Admin = 4,
    Internal = 5,
  }
  export interface CommandOrigin {
    /** The player (or other entity) that ran the command; null for the console. */
    getEntity(): import("bdsx/bds/actor").Actor | null;
  }
  export interface CommandOutput {
    success(message?: string): void;
    error(message: string): void;
  }
}

declare module "bdsx/bds/actor" {
  import type { BlockSource } from "bdsx/bds/block";
  import type { Vec3 } from "bdsx/bds/blockpos";
  import type { CommandPermissionLevel } from "bdsx/bds/command";
  export class ActorDefinitionIdentifier {
    static constructWith(fullName: string): ActorDefinitionIdentifier;
    destruct(): void;
  }
  /** The id a client knows an entity by (a 64-bit value). */
  export class ActorRuntimeID {
    readonly __actorRuntimeId?: never;
  }
  /** bdsx/bds/actor.ts. There is no isValid() here (that is EntityContext's): see bdsx/decay. */
  export class Actor {
    getRuntimeID(): ActorRuntimeID;
    /** Declared as Actor, but BDS's CommandUtils::spawnEntityAt returns null when nothing spawned. */
    static summonAt(region: BlockSource, pos: Vec3, type: ActorDefinitionIdentifier): Actor;
    isPlayer(): boolean;
    /** The effective game type: a player's Default resolves to the world's default game type. */
    isCreative(): boolean;
    isAdventure(): boolean;
    isSpectator(): boolean;
    /** With an entity: whether this rides that one. */
    isRiding(): boolean;
    isRiding(entity: Actor): boolean;
    getPosition(): Vec3;
    getRegion(): BlockSource;
    getDimensionId(): number;
    getCommandPermissionLevel(): CommandPermissionLevel;
    /** Rides `ride`; false when it cannot (not rideable, seat taken). */
    startRiding(ride: Actor): boolean;
    /** Moves the entity; with facePosition it turns to look at that point. */
    teleport(pos: Vec3, dimensionId?: number, facePosition?: Vec3 | null): void;
    despawn(): void;
    /** Tags are saved with the entity (for a player: in the same save as its inventory). */
    addTag(tag: string): boolean;
    hasTag(tag: string): boolean;
    removeTag(tag: string): boolean;
  }
}

declare module "bdsx/bds/player" {
  import { Actor } from "bdsx/bds/actor";
  import type { ItemStack, PlayerInventory } from "bdsx/bds/inventory";
  import type { NetworkIdentifier } from "bdsx/bds/networkidentifier";
  /** bdsx/bds/player.ts. */
  export enum GameType {
    Survival = 0,
    Creative = 1,
    Adventure = 2,
    SurvivalSpectator = 3,
    CreativeSpectator = 4,
    Default = 5,
    Spectator = 6,
  }
  export class Player extends Actor {
    getName(): string;
    /** The player's abilities, every layer applied (permission level, custom permissions). */
    getAbilities(): import("bdsx/bds/abilities").LayeredAbilities;
    sendNetworkPacket(packet: import("bdsx/bds/packet").Packet): void;
    /** Player::getPlayerGameType. */
    getGameType(): GameType;
    getInventory(): PlayerInventory;
    getMainhandSlot(): ItemStack;
    sendMessage(message: string): void;
    sendInventory(shouldSelectSlot?: boolean): void;
  }
  export class ServerPlayer extends Player {
    getXuid(): string;
    getNetworkIdentifier(): NetworkIdentifier;
  }
}

declare module "bdsx/event_impl/blockevent" {
  import type { Block, BlockSource } from "bdsx/bds/block";
  import type { BlockPos } from "bdsx/bds/blockpos";
  import type { ItemStack } from "bdsx/bds/inventory";
  import type { Player, ServerPlayer } from "bdsx/bds/player";
  /** Fired from BlockSource::mayPlace once BDS found the place fit, before the block is set. */
  export class BlockPlaceEvent {
    constructor(player: ServerPlayer, block: Block, blockSource: BlockSource, blockPos: BlockPos);
    player: ServerPlayer;
    block: Block;
    blockSource: BlockSource;
    blockPos: BlockPos;
  }
  export interface BlockDestroyEvent {
    player: ServerPlayer;
    blockPos: BlockPos;
    blockSource: BlockSource;
    itemStack: ItemStack;
  }
  export interface BlockInteractedWithEvent {
    player: Player;
    blockPos: BlockPos;
  }
}

declare module "bdsx/event_impl/entityevent" {
  import type { Actor } from "bdsx/bds/actor";
  import type { ItemStack } from "bdsx/bds/inventory";
  import type { ServerPlayer } from "bdsx/bds/player";
  /** ItemStack::useOn: only with an item in hand; the stack is decayed after the event. */
  export interface ItemUseOnBlockEvent {
    itemStack: ItemStack;
    actor: Actor;
    x: number;
    y: number;
    z: number;
    face: number;
  }
  export interface PlayerJoinEvent {
    readonly player: ServerPlayer;
    readonly isSimulated: boolean;
  }
  export interface PlayerLeftEvent {
    player: ServerPlayer;
    skipMessage: boolean;
  }
  /** Fired before the ride is left (bdsx hooks Actor::stopRiding), so `entity` still rides it. */
  export interface EntityStopRidingEvent {
    entity: Actor;
    exitFromRider: boolean;
    actorIsBeingDestroyed: boolean;
    switchingRides: boolean;
  }
}

declare module "bdsx/event" {
  import type { CANCEL } from "bdsx/common";
  import type { Event } from "bdsx/eventtarget";
  import type { BlockDestroyEvent, BlockInteractedWithEvent, BlockPlaceEvent } from "bdsx/event_impl/blockevent";
  import type { EntityStopRidingEvent, ItemUseOnBlockEvent, PlayerJoinEvent, PlayerLeftEvent } from "bdsx/event_impl/entityevent";
  export namespace events {
    /** Cancellable. */
    const blockPlace: Event<(event: BlockPlaceEvent) => void | CANCEL>;
    /** Cancellable. */
    const blockDestroy: Event<(event: BlockDestroyEvent) => void | CANCEL>;
    /** bdsx: "Cancellable but only in a few cases" (vanilla blocks with their own use, e.g. an anvil). */
    const blockInteractedWith: Event<(event: BlockInteractedWithEvent) => void | CANCEL>;
    /** Cancellable: fires for every item used on a block; not for an empty hand. */
    const itemUseOnBlock: Event<(event: ItemUseOnBlockEvent) => void | CANCEL>;
    /** Cancellable. */
    const entityStopRiding: Event<(event: EntityStopRidingEvent) => void | CANCEL>;
    const playerJoin: Event<(event: PlayerJoinEvent) => void>;
    const playerLeft: Event<(event: PlayerLeftEvent) => void>;
    /** After BDS launched: commands can be registered from here on. */
    const serverOpen: Event<() => void>;
    /** Every level tick (20 a second when the server keeps up). */
    const levelTick: Event<(event: unknown) => void>;
    /** Before the server stops, the level still alive. */
    const serverLeave: Event<() => void>;
  }
}

declare module "bdsx/bds/form" {
  import type { NetworkIdentifier } from "bdsx/bds/networkidentifier";
  export interface FormItemButton {
    text: string;
    image?: { type: "path" | "url"; data: string };
  }
  export interface FormItemDropdown {
    type: "dropdown";
    text: string;
    options: string[];
    default?: number;
  }
  export interface FormItemInput {
    type: "input";
    text: string;
    placeholder?: string;
    default?: string;
  }
  /** The CustomForm components this plugin uses (bdsx also has label, toggle, slider, step_slider). */
  export type FormItem = FormItemDropdown | FormItemInput;
  export interface FormDataSimple {
    type: "form";
    title: string;
    content: string;
    buttons: FormItemButton[];
  }
  export interface FormDataModal {
    type: "modal";
    title: string;
    content: string;
    button1: string;
    button2: string;
  }
  export interface FormDataCustom {
    type: "custom_form";
    title: string;
    content: FormItem[];
  }
  export type FormData = FormDataSimple | FormDataModal | FormDataCustom;
  /** SimpleForm: the button index or null (closed); ModalForm: boolean; CustomForm: the values or null. */
  export type FormResponse<T extends FormData["type"]> = T extends "form"
    ? number | null
    : T extends "modal"
      ? boolean
      : T extends "custom_form"
        ? unknown[] | null
        : never;
  export class Form {
    /** Sends a form (ModalFormRequestPacket); resolves with the player's answer, rejects on timeout or server close. */
    static sendTo<T extends FormData["type"]>(target: NetworkIdentifier, data: FormData & { type: T }): Promise<FormResponse<T>>;
  }
}

declare module "bdsx/nativetype" {
  /** A std::string command parameter type. */
  export const CxxString: { readonly name: "CxxString"; readonly __value?: string };
}

declare module "bdsx/command" {
  import type { CommandOrigin, CommandOutput, CommandPermissionLevel } from "bdsx/bds/command";
  export interface CommandEnum<V extends string> {
    readonly __value?: V;
    readonly name: string;
  }
  type ParamType = { readonly __value?: unknown };
  type ParamValue<P> = P extends [infer T, boolean]
    ? (T extends { readonly __value?: infer V } ? V : never) | undefined
    : P extends { readonly __value?: infer V }
      ? V
      : never;
  export interface CustomCommandFactory {
    overload<PARAMS extends Record<string, ParamType | [ParamType, boolean]>>(
      callback: (params: { [K in keyof PARAMS]: ParamValue<PARAMS[K]> }, origin: CommandOrigin, output: CommandOutput) => void,
      parameters: PARAMS,
    ): this;
  }
  export const command: {
    /** Must run after serverOpen; throws when the name is taken. */
    register(name: string, description: string, perm?: CommandPermissionLevel): CustomCommandFactory;
    enum<V extends string>(name: string, ...values: V[]): CommandEnum<V>;
  };
}

declare module "bdsx/storage" {
  /** bdsx/storage/index.ts: a JSON-like value saved by bdsx's storage driver (files under storage/). */
  export interface Storage<T> {
    readonly data: T | undefined;
    readonly isLoaded: boolean;
    /** Replaces the whole value and requests a save. */
    init(value: T | undefined): void;
    close(): boolean;
  }
  export const storageManager: {
    getSync<T = unknown>(key: string): Storage<T>;
  };
}

declare module "bdsx/launcher" {
  export namespace bedrockServer {
    interface CommandResult {
      isSuccess(): boolean;
    }
    /** Runs a command as the server (mute: no console output). Used for /setblock with block states. */
    function executeCommand(command: string, mute?: boolean): CommandResult;
    /** The level: item entities are spawned through its Spawner. */
    const level: {
      getSpawner(): {
        spawnItem(region: import("bdsx/bds/block").BlockSource, itemStack: import("bdsx/bds/inventory").ItemStack, pos: import("bdsx/bds/blockpos").Vec3, throwTime: number): unknown;
      };
    };
  }
}

declare module "bdsx/bds/packetids" {
  export enum MinecraftPacketIds {
    Login = 1,
  }
}

declare module "bdsx/bds/abilities" {
  /** bdsx/bds/abilities.ts (only the index used here). */
  export enum AbilitiesIndex {
    Build = 0,
  }
  export class LayeredAbilities {
    /** The ability's value across the layers. */
    getBool(abilityIndex: AbilitiesIndex): boolean;
  }
}

declare module "bdsx/bds/packet" {
  export class Packet {
    /** Frees a packet from allocate(). */
    dispose(): void;
  }
}

declare module "bdsx/bds/packets" {
  import type { ActorRuntimeID } from "bdsx/bds/actor";
  import type { Vec3 } from "bdsx/bds/blockpos";
  import { Packet } from "bdsx/bds/packet";
  /** Moves or turns a player on its client; pitch and yaws in degrees. */
  export class MovePlayerPacket extends Packet {
    /** A new packet: the caller must dispose() it. */
    static allocate(): MovePlayerPacket;
    actorId: ActorRuntimeID;
    readonly pos: Vec3;
    pitch: number;
    yaw: number;
    headYaw: number;
    mode: number;
    onGround: boolean;
    ridingActorId: ActorRuntimeID;
  }
  export namespace MovePlayerPacket {
    /** bdsx's names; Pitch (3) is the protocol's "rotation" mode: the client turns its look only. */
    enum Modes {
      Normal = 0,
      Reset = 1,
      Teleport = 2,
      Pitch = 3,
    }
  }
  export interface LoginPacket {
    /** null for a client bdsx cannot read. */
    connreq: {
      /** getXuid() is "" when the server runs with online-mode=false; getId() is the player name. */
      getCertificate(): { getXuid(): string; getId(): string } | null;
      /** The client's own data: LanguageCode is the client's locale ("de_DE"). */
      getJsonValue(): { LanguageCode?: string } | null;
    } | null;
  }
}

declare module "bdsx/event" {
  import type { Event } from "bdsx/eventtarget";
  import type { MinecraftPacketIds } from "bdsx/bds/packetids";
  import type { LoginPacket } from "bdsx/bds/packets";
  import type { NetworkIdentifier } from "bdsx/bds/networkidentifier";
  export namespace events {
    /** After BDS processed a packet; only Login is declared here (bdsx maps every id to its packet class). */
    function packetAfter<ID extends MinecraftPacketIds.Login>(id: ID): Event<(packet: LoginPacket, ni: NetworkIdentifier) => void>;
  }
}

declare module "bdsx/decay" {
  import type { Actor } from "bdsx/bds/actor";
  /** bdsx/decay.ts: a native object bdsx has released; touching any property of it throws. */
  export namespace decay {
    function isDecayed(obj: Actor): boolean;
  }
}

declare module "bdsx/fsutil" {
  export namespace fsutil {
    /** The bdsx project folder (BDS itself runs with bedrock_server/ as its working folder). */
    const projectPath: string;
  }
}
