/**
 * Player inventories through bdsx (PlayerInventory, ItemStack). Exactly-once transfers: each
 * applied transfer id becomes a tag on the player (`gt.tx.<id>`), and entity tags are saved with
 * the player in the same save as the inventory, so after a crash either both the items and the
 * tag are there or neither is. The result of a give (what did not fit) is stored before any item
 * moves, so a retried give answers the same. Item metadata (NBT other than name and count)
 * travels as base64 of its little-endian NBT and is put back unchanged.
 */
import * as nbt from "prismarine-nbt";
import type { ItemStack as BdsItem } from "bdsx/bds/inventory";
import type { ServerPlayer } from "bdsx/bds/player";
import type { InventoryPort, ItemStack, PlayerId, StoragePort, TakeResult } from "../../../src/tables/ports";
import { planTake, sameKind, type SlotStack } from "../../../src/tables/items/stacks";
import { recordedLeft } from "../../../src/tables/items/transfer";
import type { BdsxHost } from "./host";
import { fromBdsx, toBdsx } from "./nbt-bridge";
import type { TypedCompound } from "./board-nbt";

/** Main inventory slots (hotbar included). */
export const INVENTORY_SLOTS = 36;
const META_MAX_BYTES = 64 * 1024;
const TX_TAG = "gt.tx.";

export function itemMeta(host: BdsxHost, item: BdsItem): string | undefined {
  const saved = item.save();
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(saved).sort()) {
    if (key === "Name" || key === "Count" || key === "WasPickedUp") continue;
    rest[key] = saved[key];
  }
  const keys = Object.keys(rest);
  if (keys.length === 0 || (keys.length === 1 && keys[0] === "Damage" && Number(rest["Damage"]) === 0)) return undefined;
  const typed = fromBdsx(host.nbt, rest, META_MAX_BYTES) as TypedCompound;
  return nbt.writeUncompressed({ type: "compound", name: "", value: typed.value }, "little").toString("base64");
}

/** A native stack of `stack` (the caller destructs it). */
export function makeItem(host: BdsxHost, stack: ItemStack): BdsItem {
  const item = host.newItem(stack.item, stack.count);
  if (stack.meta !== undefined && stack.meta !== "") {
    const typed = nbt.parseUncompressed(Buffer.from(stack.meta, "base64"), "little");
    const saved = item.save();
    const extra = toBdsx(host.nbt, { type: "compound", value: typed.value }) as Record<string, unknown>;
    for (const key of Object.keys(extra)) saved[key] = extra[key];
    item.load(saved as never);
  }
  return item;
}


export class BdsxInventoryPort implements InventoryPort {
  constructor(
    private readonly host: BdsxHost,
    private readonly online: (player: PlayerId) => ServerPlayer | undefined,
    /** Transfer results, by player|txId (durable: written before items move). */
    private readonly records: StoragePort,
    /** Drops for players who were offline, by player|txId: delivered when they join. */
    private readonly pendingDrops: StoragePort,
  ) {}

  /**
   * The player's occupied slots. `stack` is undefined for an item whose NBT the port cannot carry
   * (over 64 KiB, or an End tag: itemMeta throws): that item is neither listed nor taken, and its
   * slot counts as full, so one such item never blocks the player's other items.
   */
  private slots(p: ServerPlayer): { slot: number; item: BdsItem; stack: ItemStack | undefined }[] {
    const inv = p.getInventory();
    const out: { slot: number; item: BdsItem; stack: ItemStack | undefined }[] = [];
    for (let slot = 0; slot < INVENTORY_SLOTS; slot++) {
      const item = inv.getItem(slot, this.host.inventoryContainerId);
      if (item.isNull() || item.getAmount() <= 0) continue;
      out.push({ slot, item, stack: this.stackOf(item) });
    }
    return out;
  }

  /** The port's stack of an item, or undefined when its NBT cannot be carried whole. */
  private stackOf(item: BdsItem): ItemStack | undefined {
    let meta: string | undefined;
    try {
      meta = itemMeta(this.host, item);
    } catch {
      return undefined;
    }
    return meta === undefined ? { item: item.getName(), count: item.getAmount() } : { item: item.getName(), count: item.getAmount(), meta };
  }

  /** The slots whose items can be staked. */
  private held(p: ServerPlayer): SlotStack[] {
    const out: SlotStack[] = [];
    for (const s of this.slots(p)) if (s.stack !== undefined) out.push({ slot: s.slot, stack: s.stack });
    return out;
  }

  list(player: PlayerId): ItemStack[] {
    const p = this.online(player);
    return p === undefined ? [] : this.held(p).map((s) => s.stack);
  }

  /** The kinds of item the player holds that cannot be staked (their NBT cannot be carried whole). */
  refusedStakes(player: PlayerId): string[] {
    const p = this.online(player);
    const out: string[] = [];
    if (p === undefined) return out;
    for (const s of this.slots(p)) if (s.stack === undefined && out.indexOf(s.item.getName()) < 0) out.push(s.item.getName());
    return out;
  }

  private recordKey(player: PlayerId, txId: string): string {
    return `${player}|${txId}`;
  }

  private tagged(p: ServerPlayer, txId: string): boolean {
    return p.hasTag(TX_TAG + txId);
  }

  take(player: PlayerId, txId: string, stack: ItemStack): TakeResult {
    const key = this.recordKey(player, txId);
    const recorded = this.records.get(key);
    if (recorded === "missing") return recorded;
    const p = this.online(player);
    if (p === undefined) return recorded === "ok" ? "ok" : "offline";
    // The tag, saved with the inventory, is the truth: a record without it is a take the server
    // lost in a crash before saving the player, and is taken again (the ledger replays it).
    if (this.tagged(p, txId)) return "ok";
    const all = this.slots(p);
    const plan = planTake(this.held(p), [stack]);
    if (plan === undefined) {
      this.records.set(key, "missing");
      return "missing";
    }
    const inv = p.getInventory();
    for (const [slot, n] of plan) {
      const h = all.find((x) => x.slot === slot) as (typeof all)[number];
      const count = h.item.getAmount() - n;
      if (count === 0) inv.clearSlot(h.slot, this.host.inventoryContainerId);
      else h.item.setAmount(count);
    }
    p.addTag(TX_TAG + txId);
    this.records.set(key, "ok");
    p.sendInventory();
    return "ok";
  }

  /** How many of `stack` fit, given the room left per slot (a slot whose item cannot be read is full). */
  private fits(p: ServerPlayer, s: ItemStack, max: number): number {
    let n = s.count;
    let free = 0;
    for (const h of this.slots(p)) free += h.stack !== undefined && sameKind(h.stack, s) ? Math.max(0, h.item.getMaxStackSize() - h.item.getAmount()) : 0;
    n -= Math.min(n, free);
    const empty = INVENTORY_SLOTS - this.slots(p).length;
    n -= Math.min(n, empty * max);
    return s.count - n;
  }

  /** The stack as native items of at most a full stack each (the caller destructs them), built before anything moves. */
  private build(s: ItemStack, count: number): BdsItem[] {
    const out: BdsItem[] = [];
    try {
      const probe = makeItem(this.host, { ...s, count: 1 });
      const max = Math.max(1, probe.getMaxStackSize());
      probe.destruct();
      for (let n = count; n > 0; n -= max) {
        const item = makeItem(this.host, { ...s, count: 1 });
        item.setAmount(Math.min(n, max));
        out.push(item);
      }
    } catch (e) {
      for (const item of out) item.destruct();
      throw e;
    }
    return out;
  }

  give(player: PlayerId, txId: string, stack: ItemStack): number | "offline" {
    const key = this.recordKey(player, txId);
    const p = this.online(player);
    const recorded = this.records.get(key);
    if (p !== undefined && this.tagged(p, txId)) return recorded !== undefined ? recordedLeft(recorded) : 0;
    if (p === undefined) return "offline";
    const probe = makeItem(this.host, { ...stack, count: 1 });
    const max = Math.max(1, probe.getMaxStackSize());
    probe.destruct();
    const fit = this.fits(p, stack, max);
    const items = this.build(stack, fit);
    // Intent first: a retry after a crash answers with the same leftovers.
    this.records.set(key, String(stack.count - fit));
    const inv = p.getInventory();
    for (const item of items) {
      inv.addItem(item, true);
      item.destruct();
    }
    p.addTag(TX_TAG + txId);
    p.sendInventory();
    return stack.count - fit;
  }

  drop(player: PlayerId, txId: string, stack: ItemStack): void {
    const key = this.recordKey(player, txId);
    const p = this.online(player);
    if (p !== undefined && this.tagged(p, txId)) return;
    if (p === undefined) {
      this.pendingDrops.set(key, JSON.stringify([stack]));
      return;
    }
    this.dropAt(p, [stack]);
    p.addTag(TX_TAG + txId);
  }

  private dropAt(p: ServerPlayer, stacks: ItemStack[]): void {
    const pos = p.getPosition();
    const items: BdsItem[] = [];
    for (const s of stacks) for (const item of this.build(s, s.count)) items.push(item);
    for (const item of items) {
      this.host.spawnItem(p.getRegion(), item, this.host.newVec3(pos.x, pos.y, pos.z));
      item.destruct();
    }
  }

  /** Drops that waited for this player (it was offline): at its feet now. */
  deliverPending(player: PlayerId): void {
    const p = this.online(player);
    if (p === undefined) return;
    for (const key of this.pendingDrops.list(player + "|").sort()) {
      const txId = key.substring(player.length + 1);
      const stacks = this.pendingDrops.get(key);
      if (stacks !== undefined && !this.tagged(p, txId)) {
        // A stack that cannot be built now waits for the next join, and never blocks this one.
        try {
          this.dropAt(p, JSON.parse(stacks) as ItemStack[]);
        } catch {
          continue;
        }
        p.addTag(TX_TAG + txId);
      }
      this.pendingDrops.delete(key);
    }
  }

  /**
   * BDS saves players with the level on its own schedule, which bdsx does not expose: ten minutes
   * is far beyond it, and only keeps the ledger's entries a little longer.
   */
  saveDelayMs(): number {
    return 10 * 60 * 1000;
  }

  /** Server ticks since start (levelTick), 50 ms each: BDS saves by ticks, which slow down under load. */
  private ticks = 0;

  /** Counts one level tick (index.ts subscribes it to bdsx's levelTick). */
  tick(): void {
    this.ticks++;
  }

  saveClockMs(): number {
    return this.ticks * 50;
  }

  applied(player: PlayerId, txId: string): boolean | "offline" {
    const p = this.online(player);
    return p === undefined ? "offline" : this.tagged(p, txId);
  }

  forget(player: PlayerId, txId: string): void {
    this.records.delete(this.recordKey(player, txId));
    const p = this.online(player);
    if (p !== undefined) p.removeTag(TX_TAG + txId);
  }
}
