/**
 * The inventory port on players' "main" lists. Exactness is the point: `take` removes exactly the
 * stacks asked for (same item, same wear and metadata) or nothing; `give` returns what did not fit.
 * Each transfer id is recorded in the player's meta in the same server step as the inventory
 * change; Luanti saves a player's meta and inventory together, so after a crash both are rolled
 * back or neither, and a replayed transfer is applied exactly once (see src/tables/ports.ts).
 */
import type { InventoryPort, ItemStack as HostStack, PlayerId, TakeResult } from "../../../src/tables/ports";
import { planTake, type SlotStack } from "../../../src/tables/items/stacks";
import { getPlayer } from "./players";

const LIST = "main";
const TX = "game_tables:tx:";

/** Host stack from a Luanti stack: `meta` carries wear and metadata as a one-item itemstring. */
export function fromLuanti(s: ItemStack): HostStack {
  const one = ItemStack(s);
  one.set_count(1);
  const plain = one.get_wear() === 0 && isEmptyMeta(one);
  return plain ? { item: s.get_name(), count: s.get_count() } : { item: s.get_name(), count: s.get_count(), meta: canonicalString(one) };
}

/**
 * A one-item itemstring with the metadata fields in key order. Luanti's own to_string follows an
 * unordered map, so two copies of one item could serialise their fields in different orders and
 * fail to match (a stake or a paused board "missing" from the inventory that holds it).
 */
function canonicalString(one: ItemStack): string {
  const keys: string[] = [];
  const fields = one.get_meta().to_table()?.fields;
  if (fields !== undefined) for (const [k, v] of fields) if (v !== "") keys.push(k);
  keys.sort();
  let meta = "\u0001";
  for (const k of keys) meta += k + "\u0002" + (fields as LuaTable<string, string>).get(k) + "\u0003";
  return `${one.get_name()} 1 ${one.get_wear()} ${jsonQuoted(meta)}`;
}

/** The string in double quotes, JSON-escaped as Luanti's itemstring reader expects. */
function jsonQuoted(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) out += '\\"';
    else if (c === 92) out += "\\\\";
    else if (c < 32) out += "\\u00" + (c < 16 ? "0" : "1") + "0123456789abcdef".charAt(c % 16);
    else out += s.charAt(i);
  }
  return out + '"';
}

function isEmptyMeta(s: ItemStack): boolean {
  const t = s.get_meta().to_table();
  if (t === undefined) return true;
  for (const [, v] of t.fields) {
    if (v !== "") return false;
  }
  return true;
}

export function toLuanti(h: HostStack): ItemStack {
  const s = ItemStack(h.meta !== undefined && h.meta !== "" ? h.meta : h.item);
  s.set_count(h.count);
  return s;
}

function encodeStacks(list: HostStack[]): string {
  const parts: string[] = [];
  for (const h of list) parts.push(toLuanti(h).to_string());
  return parts.join("\n");
}

/**
 * What a give recorded after its "=": how many did not fit, or, from before stacks moved one by
 * one, the itemstrings of the stacks that did not fit (one a line).
 */
function leftCount(text: string): number {
  const n = Number(text);
  if (text !== "" && n === n) return n;
  let left = 0;
  if (text !== "") for (const line of text.split("\n")) left += ItemStack(line).get_count();
  return left;
}

export class LuantiInventory implements InventoryPort {
  /** Where a drop lands for a player that is offline (their last position, else the table). */
  readonly lastPos = new Map<PlayerId, Vec3>();

  list(player: PlayerId): HostStack[] {
    const p = getPlayer(player);
    const inv = p?.get_inventory();
    if (inv === undefined) return [];
    const out: HostStack[] = [];
    for (const s of inv.get_list(LIST) ?? []) {
      if (!s.is_empty()) out.push(fromLuanti(s));
    }
    return out;
  }

  take(player: PlayerId, txId: string, stack: HostStack): TakeResult {
    const p = getPlayer(player);
    if (p === undefined) return "offline";
    const meta = p.get_meta();
    const done = meta.get_string(TX + txId);
    if (done !== "") return done === "ok" ? "ok" : "missing";
    const inv = p.get_inventory();
    if (inv === undefined) return "offline";
    // The shared plan: which slots give how many; nothing moves unless the whole stack is there.
    const held: SlotStack[] = [];
    const size = inv.get_size(LIST);
    for (let i = 1; i <= size; i++) {
      const s = inv.get_stack(LIST, i);
      if (!s.is_empty()) held.push({ slot: i, stack: fromLuanti(s) });
    }
    const plan = stack.count > 0 ? planTake(held, [stack]) : undefined;
    if (plan === undefined) {
      meta.set_string(TX + txId, "missing");
      return "missing";
    }
    for (const [slot, n] of plan) {
      const s = inv.get_stack(LIST, slot);
      s.take_item(n);
      inv.set_stack(LIST, slot, s);
    }
    meta.set_string(TX + txId, "ok");
    return "ok";
  }

  give(player: PlayerId, txId: string, stack: HostStack): number | "offline" {
    const p = getPlayer(player);
    if (p === undefined) return "offline";
    const meta = p.get_meta();
    const key = TX + txId;
    if (meta.contains(key) === true) return leftCount(meta.get_string(key).substring(1));
    const inv = p.get_inventory();
    if (inv === undefined) return "offline";
    const rest = inv.add_item(LIST, toLuanti(stack));
    const left = rest.is_empty() ? 0 : rest.get_count();
    // "=" prefix so a give with nothing left is still a recorded (non-empty) value.
    meta.set_string(key, "=" + tostring(left));
    return left;
  }

  drop(player: PlayerId, txId: string, stack: HostStack): void {
    const key = "game_tables:drop:" + txId;
    const store = dropRecord();
    if (store.get_string(key) !== "") return;
    const p = getPlayer(player);
    const pos = p?.get_pos() ?? this.lastPos.get(player);
    if (pos === undefined) {
      minetest.log("error", `[game_tables] no place to drop ${encodeStacks([stack])} for ${player}`);
      return;
    }
    minetest.add_item(pos, toLuanti(stack));
    store.set_string(key, "1");
  }

  /**
   * Luanti saves every player's inventory and meta every server_map_save_interval (5.3 s by
   * default): after two of those and a second more, a move is surely on disk.
   */
  saveDelayMs(): number {
    const interval = Number(minetest.settings.get("server_map_save_interval") ?? "5.3");
    return Math.ceil((2 * (interval > 0 ? interval : 5.3) + 1) * 1000);
  }

  /** Game time: Luanti counts its save interval in the steps' dtimes, behind the wall clock when it lags. */
  saveClockMs(): number {
    return Math.floor(gameSeconds * 1000);
  }

  applied(player: PlayerId, txId: string): boolean | "offline" {
    const p = getPlayer(player);
    if (p === undefined) return "offline";
    return p.get_meta().contains(TX + txId) === true;
  }

  forget(player: PlayerId, txId: string): void {
    getPlayer(player)?.get_meta().set_string(TX + txId, "");
    dropRecord().set_string("game_tables:drop:" + txId, "");
  }
}

let dropStore: StorageRef | undefined;

/** Drops land in the world (saved with the map), so their ids live in mod storage. */
function dropRecord(): StorageRef {
  if (dropStore === undefined) error("game_tables: inventory used before init");
  return dropStore;
}

export function initInventory(storage: StorageRef): void {
  dropStore = storage;
}

/** Seconds of game time this run: the sum of the dtimes the server steps by (and saves players by). */
let gameSeconds = 0;
minetest.register_globalstep((dtime) => {
  gameSeconds += dtime;
});
