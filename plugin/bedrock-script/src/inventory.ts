/**
 * The inventory port on players' inventory containers. Each transfer id is recorded as a player
 * dynamic property (`gtx:<txId>` = "<ms>|<result>") in the same script call as the container
 * change: Bedrock saves both with the player's data, so after a crash they come back together.
 * Offline players' data cannot be reached by a script: every call for them answers "offline".
 */
import type { InventoryPort, ItemStack, PlayerId, TakeResult } from "../../../src/tables/ports";
import { planTake, type SlotStack } from "../../../src/tables/stacks";
import type { GtContainer, GtEnchantmentType, GtItem, GtPlayer } from "./api";
import { applyParts, isPortable, itemMeta, metaParts, type ItemParts } from "./item-meta";

const TX = "gtx:";
/** Transfer records older than this are dropped when the player joins (ports.ts allows a month). */
export const TX_EXPIRY_MS = 31 * 24 * 3600 * 1000;
/** Bedrock saves player data on its save cycle; a generous bound (longer is only slower cleanup). */
export const SAVE_DELAY_MS = 5 * 60 * 1000;

export interface InventoryDeps {
  player(id: PlayerId): GtPlayer | undefined;
  newItem(typeId: string, amount: number): GtItem;
  enchantmentType(id: string): GtEnchantmentType;
  now(): number;
}

export class ContainerInventoryPort implements InventoryPort {
  constructor(private readonly deps: InventoryDeps) {}

  /** A fresh item of `typeId` and `amount` carrying `parts`. */
  rebuild(typeId: string, amount: number, parts: ItemParts): GtItem {
    const item = this.deps.newItem(typeId, amount);
    applyParts(item, parts, (id) => this.deps.enchantmentType(id));
    return item;
  }

  /** The port's stack for an item, or undefined when the item is not portable (see item-meta.ts). */
  stackOf(item: GtItem): ItemStack | undefined {
    if (!isPortable(item, (parts) => this.rebuild(item.typeId, 1, parts))) return undefined;
    const meta = itemMeta(item);
    return meta === undefined ? { item: item.typeId, count: item.amount } : { item: item.typeId, count: item.amount, meta };
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
    if (c === undefined) return [];
    const out: ItemStack[] = [];
    for (let i = 0; i < c.size; i++) {
      const item = c.getItem(i);
      if (item === undefined) continue;
      const s = this.stackOf(item);
      if (s !== undefined) out.push(s);
    }
    return out;
  }

  take(player: PlayerId, txId: string, stacks: ItemStack[]): TakeResult {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    if (p === undefined || c === undefined) return "offline";
    const known = this.recorded(p, txId);
    if (known !== undefined) return known === "ok" ? "ok" : "missing";
    // Which slots give how many of each wanted stack; nothing moves unless all are there.
    const held: SlotStack[] = [];
    for (let slot = 0; slot < c.size; slot++) {
      const item = c.getItem(slot);
      const stack = item === undefined ? undefined : this.stackOf(item);
      if (stack !== undefined) held.push({ slot, stack });
    }
    const plan = planTake(held, stacks);
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

  give(player: PlayerId, txId: string, stacks: ItemStack[]): ItemStack[] | "offline" {
    const p = this.deps.player(player);
    const c = p !== undefined ? this.container(p) : undefined;
    if (p === undefined || c === undefined) return "offline";
    const known = this.recorded(p, txId);
    if (known !== undefined) return JSON.parse(known) as ItemStack[];
    const rest: ItemStack[] = [];
    for (const s of stacks) {
      const parts = metaParts(s.meta);
      let count = s.count;
      let over = 0;
      while (count > 0) {
        const probe = this.rebuild(s.item, 1, parts);
        const n = Math.min(count, Math.max(1, probe.maxAmount));
        const leftover = c.addItem(this.rebuild(s.item, n, parts));
        if (leftover !== undefined) over += leftover.amount;
        count -= n;
      }
      if (over > 0) rest.push(s.meta === undefined ? { item: s.item, count: over } : { item: s.item, count: over, meta: s.meta });
    }
    this.record(p, txId, JSON.stringify(rest));
    return rest;
  }

  drop(player: PlayerId, txId: string, stacks: ItemStack[]): boolean {
    const p = this.deps.player(player);
    if (p === undefined) return false;
    if (this.recorded(p, txId) !== undefined) return true;
    for (const s of stacks) {
      const parts = metaParts(s.meta);
      let count = s.count;
      while (count > 0) {
        const n = Math.min(count, Math.max(1, this.rebuild(s.item, 1, parts).maxAmount));
        p.dimension.spawnItem(this.rebuild(s.item, n, parts), p.location);
        count -= n;
      }
    }
    this.record(p, txId, "[]");
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
