/**
 * The bdsx surface the adapter uses, passed in as one object: index.ts fills it from the real
 * bdsx modules, the tests from a fake. The adapter imports bdsx only as types, so it loads (and is
 * tested) without a bdsx checkout.
 */
import type { AbilitiesIndex } from "bdsx/bds/abilities";
import type { Actor, ActorDefinitionIdentifier } from "bdsx/bds/actor";
import type { BlockSource } from "bdsx/bds/block";
import type { BlockPos, Vec3 } from "bdsx/bds/blockpos";
import type { CommandPermissionLevel } from "bdsx/bds/command";
import type { FormData, FormResponse } from "bdsx/bds/form";
import type { ItemStack } from "bdsx/bds/inventory";
import type { NetworkIdentifier } from "bdsx/bds/networkidentifier";
import type { ServerPlayer } from "bdsx/bds/player";
import type { MovePlayerPacket } from "bdsx/bds/packets";
import type { BlockPlaceEvent } from "bdsx/event_impl/blockevent";
import type { MinecraftPacketIds } from "bdsx/bds/packetids";
import type { command } from "bdsx/command";
import type { CANCEL } from "bdsx/common";
import type { events } from "bdsx/event";
import type { Storage } from "bdsx/storage";
import type { NbtFactory } from "./nbt-bridge";

export interface BdsxHost {
  events: typeof events;
  CANCEL: CANCEL;
  sendForm<T extends FormData["type"]>(target: NetworkIdentifier, data: FormData & { type: T }): Promise<FormResponse<T>>;
  command: typeof command;
  /** Command parameter types (bdsx/nativetype). */
  CxxString: typeof import("bdsx/nativetype").CxxString;
  permission: { Normal: CommandPermissionLevel; Operator: CommandPermissionLevel };
  inventoryContainerId: number;
  /** AbilitiesIndex.Build: placing blocks (off for visitors and for custom permissions without it). */
  buildAbility: AbilitiesIndex;
  /**
   * The blockPlace event BDS would fire for the player's own placement of `blockName` (bdsx fires
   * it from BlockSource::mayPlace), for a block the plugin sets itself. Null: BDS knows no such block.
   */
  placeEvent(player: ServerPlayer, blockName: string, region: BlockSource, pos: BlockPos): BlockPlaceEvent | null;
  /** A new MovePlayerPacket (the caller disposes it), and its mode that turns the look only. */
  movePacket(): MovePlayerPacket;
  lookMode: number;
  loginPacketId: MinecraftPacketIds.Login;
  newItem(name: string, amount: number): ItemStack;
  newBlockPos(x: number, y: number, z: number): BlockPos;
  newVec3(x: number, y: number, z: number): Vec3;
  /** bdsx declares Actor, but BDS's spawnEntityAt gives null when it cannot spawn (e.g. the chunk is not ticking). */
  summon(region: BlockSource, pos: Vec3, type: ActorDefinitionIdentifier): Actor | null;
  /**
   * bdsx/decay: an actor BDS removed (despawned, killed, unloaded) is "decayed" and every method
   * on it throws; this is the only safe test (Actor has no isValid).
   */
  isDecayed(actor: Actor): boolean;
  actorType(fullName: string): ActorDefinitionIdentifier;
  spawnItem(region: BlockSource, item: ItemStack, pos: Vec3): void;
  executeCommand(command: string): boolean;
  /** Runs fn once the current event is over (blockPlace fires before the block is in the world). */
  defer(fn: () => void): void;
  nbt: NbtFactory;
  storage<T>(key: string): Storage<T>;
}
