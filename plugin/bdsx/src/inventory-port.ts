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
import { planTake, sameKind } from "../../../src/tables/stacks";
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

  private slots(p: ServerPlayer): { slot: number; item: BdsItem; stack: ItemStack }[] {
    const inv = p.getInventory();
    const out: { slot: number; item: BdsItem; stack: ItemStack }[] = [];
    for (let slot = 0; slot < INVENTORY_SLOTS; slot++) {
      const item = inv.getItem(slot, this.host.inventoryContainerId);
      if (item.isNull() || item.getAmount() <= 0) continue;
      const meta = itemMeta(this.host, item);
      const stack: ItemStack = meta === undefined ? { item: item.getName(), count: item.getAmount() } : { item: item.getName(), count: item.getAmount(), meta };
      out.push({ slot, item, stack });
    }
    return out;
  }

  list(player: PlayerId): ItemStack[] {
    const p = this.online(player);
    return p === undefined ? [] : this.slots(p).map((s) => s.stack);
  }

  private recordKey(player: PlayerId, txId: string): string {
    return `${player}|${txId}`;
  }

  private tagged(p: ServerPlayer, txId: string): boolean {
    return p.hasTag(TX_TAG + txId);
  }

  take(player: PlayerId, txId: string, stacks: ItemStack[]): TakeResult {
    const key = this.recordKey(player, txId);
    const recorded = this.records.get(key);
    if (recorded === "missing") return recorded;
    const p = this.online(player);
    if (p === undefined) return recorded === "ok" ? "ok" : "offline";
    // The tag, saved with the inventory, is the truth: a record without it is a take the server
    // lost in a crash before saving the player, and is taken again (the ledger replays it).
    if (this.tagged(p, txId)) return "ok";
    const held = this.slots(p);
    const plan = planTake(held, stacks);
    if (plan === undefined) {
      this.records.set(key, "missing");
      return "missing";
    }
    const inv = p.getInventory();
    for (const [slot, n] of plan) {
      const h = held.find((x) => x.slot === slot) as (typeof held)[number];
      h.stack.count -= n;
      if (h.stack.count === 0) inv.clearSlot(h.slot, this.host.inventoryContainerId);
      else h.item.setAmount(h.stack.count);
    }
    p.addTag(TX_TAG + txId);
    this.records.set(key, "ok");
    p.sendInventory();
    return "ok";
  }

  /** How many of `stack` fit, given the room left per slot (updated as stacks are planned). */
  private plan(p: ServerPlayer, stacks: ItemStack[]): { fit: ItemStack[]; left: ItemStack[] } {
    const held = this.slots(p);
    const room: { kind: ItemStack | undefined; free: number }[] = [];
    for (let slot = 0; slot < INVENTORY_SLOTS; slot++) room.push({ kind: undefined, free: -1 });
    for (const h of held) {
      const max = h.item.getMaxStackSize();
      room[h.slot] = { kind: h.stack, free: Math.max(0, max - h.stack.count) };
    }
    const fit: ItemStack[] = [];
    const left: ItemStack[] = [];
    for (const s of stacks) {
      const probe = makeItem(this.host, { item: s.item, count: 1, meta: s.meta });
      const max = Math.max(1, probe.getMaxStackSize());
      probe.destruct();
      let n = s.count;
      for (const r of room) {
        if (n === 0) break;
        if (r.kind !== undefined && sameKind(r.kind, s) && r.free > 0) {
          const k = Math.min(n, r.free);
          r.free -= k;
          n -= k;
        }
      }
      for (const r of room) {
        if (n === 0) break;
        if (r.kind === undefined) {
          const k = Math.min(n, max);
          r.kind = s;
          r.free = max - k;
          n -= k;
        }
      }
      if (s.count - n > 0) fit.push({ ...s, count: s.count - n });
      if (n > 0) left.push({ ...s, count: n });
    }
    return { fit, left };
  }

  give(player: PlayerId, txId: string, stacks: ItemStack[]): ItemStack[] | "offline" {
    const key = this.recordKey(player, txId);
    const p = this.online(player);
    const recorded = this.records.get(key);
    if (p !== undefined && this.tagged(p, txId)) return recorded !== undefined ? (JSON.parse(recorded) as ItemStack[]) : [];
    if (p === undefined) return "offline";
    const { fit, left } = this.plan(p, stacks);
    // Intent first: a retry after a crash answers with the same leftovers.
    this.records.set(key, JSON.stringify(left));
    const inv = p.getInventory();
    for (const s of fit) {
      let n = s.count;
      while (n > 0) {
        const item = makeItem(this.host, { ...s, count: 1 });
        const max = Math.max(1, item.getMaxStackSize());
        const k = Math.min(n, max);
        item.setAmount(k);
        inv.addItem(item, true);
        item.destruct();
        n -= k;
      }
    }
    p.addTag(TX_TAG + txId);
    p.sendInventory();
    return left;
  }

  drop(player: PlayerId, txId: string, stacks: ItemStack[]): void {
    const key = this.recordKey(player, txId);
    const p = this.online(player);
    if (p !== undefined && this.tagged(p, txId)) return;
    if (p === undefined) {
      this.pendingDrops.set(key, JSON.stringify(stacks));
      return;
    }
    this.dropAt(p, stacks);
    p.addTag(TX_TAG + txId);
  }

  private dropAt(p: ServerPlayer, stacks: ItemStack[]): void {
    const pos = p.getPosition();
    for (const s of stacks) {
      let n = s.count;
      while (n > 0) {
        const item = makeItem(this.host, { ...s, count: 1 });
        const k = Math.min(n, Math.max(1, item.getMaxStackSize()));
        item.setAmount(k);
        this.host.spawnItem(p.getRegion(), item, this.host.newVec3(pos.x, pos.y, pos.z));
        item.destruct();
        n -= k;
      }
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
        this.dropAt(p, JSON.parse(stacks) as ItemStack[]);
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
