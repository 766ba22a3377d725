/**
 * The inventory port on players' inventory containers. Each transfer id is recorded as a player
 * dynamic property (`gtx:<txId>` = "<ms>|<result>") in the same script call as the container
 * change: Bedrock saves both with the player's data, so after a crash they come back together.
 * Offline players' data cannot be reached by a script: every call for them answers "offline".
 */
import type { InventoryPort, ItemStack, PlayerId, TakeResult } from "../../../src/tables/ports";
import { planTake, type SlotStack } from "../../../src/tables/items/stacks";
import { recordedLeft } from "../../../src/tables/items/transfer";
import type { GtContainer, GtEnchantmentType, GtItem, GtPlayer } from "./api";
import { applyParts, itemMeta, metaParts, portability, type ItemParts } from "./item-meta";

const TX = "gtx:";
/** Transfer records older than this are dropped when the player joins (ports.ts allows a month). */
export const TX_EXPIRY_MS = 31 * 24 * 3600 * 1000;
/** Bedrock saves player data on its save cycle; a generous bound (longer is only slower cleanup). */
export const SAVE_DELAY_MS = 5 * 60 * 1000;

/** Why an item is refused as a stake (the message names the item). */
export type StakeRefusal = "tables.stake.hidden_data" | "tables.stake.no_copy" | "tables.stake.unreadable";


export interface InventoryDeps {
  player(id: PlayerId): GtPlayer | undefined;
  /** Whether an item id is one of our boards (the only non-stackable items offered for stakes). */
  isBoard(typeId: string): boolean;
  newItem(typeId: string, amount: number): GtItem;
  enchantmentType(id: string): GtEnchantmentType;
  now(): number;
  /** The server's tick count (system.currentTick): BDS saves by ticks, which slow down on a busy server. */
  tick(): number;
}

export class ContainerInventoryPort implements InventoryPort {
  constructor(private readonly deps: InventoryDeps) {}

  /** A fresh item of `typeId` and `amount` carrying `parts`. */
  rebuild(typeId: string, amount: number, parts: ItemParts): GtItem {
    const item = this.deps.newItem(typeId, amount);
    applyParts(item, parts, (id) => this.deps.enchantmentType(id));
    return item;
  }

  /**
   * The port's stack for an item, or undefined when the item is not portable (see item-meta.ts).
   * Throws nothing: an item the game will not rebuild is not portable.
   */
  stackOf(item: GtItem): ItemStack | undefined {
    if (portability(item, (parts) => this.rebuild(item.typeId, 1, parts)) !== "ok") return undefined;
    const meta = itemMeta(item);
    return meta === undefined ? { item: item.typeId, count: item.amount } : { item: item.typeId, count: item.amount, meta };
  }

  /**
   * Why an item cannot be staked (a message key), or undefined when it can: stakeable items are
   * the portable stackable ones and our own boards. Every other non-stackable item is refused,
   * because item dynamic properties are scoped per behaviour pack: another add-on's data on it is
   * invisible here, and would not come back (docs/bedrock-addon.md, "Stakes: which items").
   */
  stakeRefusal(item: GtItem): StakeRefusal | undefined {
    const p = portability(item, (parts) => this.rebuild(item.typeId, 1, parts));
    if (p !== "ok") return p === "no_copy" ? "tables.stake.no_copy" : "tables.stake.unreadable";
    return !item.isStackable && !this.deps.isBoard(item.typeId) ? "tables.stake.hidden_data" : undefined;
  }

  /** The stakeable stacks by slot (an item that is not is left out: see stakeRefusal). */
  private held(c: GtContainer): SlotStack[] {
    const held: SlotStack[] = [];
    for (let slot = 0; slot < c.size; slot++) {
      const item = c.getItem(slot);
      if (item === undefined || this.stakeRefusal(item) !== undefined) continue;
      const stack = this.stackOf(item);
      if (stack !== undefined) held.push({ slot, stack });
    }
    return held;
  }

  /** The items in the player's inventory that cannot be staked, each kind once, with why. */
  refusedStakes(player: PlayerId): { typeId: string; why: StakeRefusal }[] {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    const out: { typeId: string; why: StakeRefusal }[] = [];
    if (c === undefined) return out;
    for (let slot = 0; slot < c.size; slot++) {
      const item = c.getItem(slot);
      const why = item === undefined ? undefined : this.stakeRefusal(item);
      if (item !== undefined && why !== undefined && !out.some((o) => o.typeId === item.typeId && o.why === why)) out.push({ typeId: item.typeId, why });
    }
    return out;
  }

  private container(p: GtPlayer): GtContainer | undefined {
    const inv = p.getComponent("minecraft:inventory");
    return inv !== undefined ? inv.container : undefined;
  }

  private recorded(p: GtPlayer, txId: string): string | undefined {
    const v = p.getDynamicProperty(TX + txId);
    if (typeof v !== "string") return undefined;
    return v.substring(v.indexOf("|") + 1);
  }

  private record(p: GtPlayer, txId: string, result: string): void {
    p.setDynamicProperty(TX + txId, String(this.deps.now()) + "|" + result);
  }

  list(player: PlayerId): ItemStack[] {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    return c === undefined ? [] : this.held(c).map((h) => h.stack);
  }

  take(player: PlayerId, txId: string, stack: ItemStack): TakeResult {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    if (p === undefined || c === undefined) return "offline";
    const known = this.recorded(p, txId);
    if (known !== undefined) return known === "ok" ? "ok" : "missing";
    // Which slots give how many; nothing moves unless the whole stack is there.
    const plan = planTake(this.held(c), [stack]);
    if (plan === undefined) {
      this.record(p, txId, "missing");
      return "missing";
    }
    for (const [slot, n] of plan) {
      const item = c.getItem(slot) as GtItem;
      if (item.amount === n) c.setItem(slot, undefined);
      else {
        item.amount -= n;
        c.setItem(slot, item);
      }
    }
    this.record(p, txId, "ok");
    return "ok";
  }

  /**
   * The stack as the game's items, at most a full stack each. Built before anything moves, so an
   * item the game refuses to rebuild throws here and the inventory is unchanged.
   */
  private build(s: ItemStack): GtItem[] {
    const parts = metaParts(s.meta);
    const max = Math.max(1, this.rebuild(s.item, 1, parts).maxAmount);
    const out: GtItem[] = [];
    for (let count = s.count; count > 0; count -= max) out.push(this.rebuild(s.item, Math.min(count, max), parts));
    return out;
  }

  give(player: PlayerId, txId: string, stack: ItemStack): number | "offline" {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    if (p === undefined || c === undefined) return "offline";
    const known = this.recorded(p, txId);
    if (known !== undefined) return recordedLeft(known);
    const items = this.build(stack);
    let left = 0;
    for (const item of items) {
      const leftover = c.addItem(item);
      if (leftover !== undefined) left += leftover.amount;
    }
    this.record(p, txId, String(left));
    return left;
  }

  drop(player: PlayerId, txId: string, stack: ItemStack): boolean {
    const p = this.deps.player(player);
    if (p === undefined) return false;
    if (this.recorded(p, txId) !== undefined) return true;
    for (const item of this.build(stack)) p.dimension.spawnItem(item, p.location);
    this.record(p, txId, "0");
    return true;
  }

  forget(player: PlayerId, txId: string): void {
    // An offline player's record stays until it expires (expireOld at the next join).
    const p = this.deps.player(player);
    if (p !== undefined) p.setDynamicProperty(TX + txId, undefined);
  }

  applied(player: PlayerId, txId: string): boolean | "offline" {
    const p = this.deps.player(player);
    if (p === undefined) return "offline";
    return this.recorded(p, txId) !== undefined;
  }

  saveDelayMs(): number {
    return SAVE_DELAY_MS;
  }

  saveClockMs(): number {
    return this.deps.tick() * 50;
  }

  /** Drops the player's transfer records older than TX_EXPIRY_MS. */
  expireOld(p: GtPlayer): void {
    const now = this.deps.now();
    for (const id of p.getDynamicPropertyIds()) {
      if (!id.startsWith(TX)) continue;
      const v = p.getDynamicProperty(id);
      const at = typeof v === "string" ? parseInt(v.substring(0, v.indexOf("|")), 10) : NaN;
      if (isNaN(at) || now - at > TX_EXPIRY_MS) p.setDynamicProperty(id, undefined);
    }
  }
}
