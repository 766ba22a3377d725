/**
 * The inventory port on players' "main" lists. Exactness is the point: `take` removes exactly the
 * stacks asked for (same item, same wear and metadata) or nothing; `give` returns what did not fit.
 * Each transfer id is recorded in the player's meta in the same server step as the inventory
 * change; Luanti saves a player's meta and inventory together, so after a crash both are rolled
 * back or neither, and a replayed transfer is applied exactly once (see src/tables/ports.ts).
 */
import type { InventoryPort, ItemStack as HostStack, PlayerId, TakeResult } from "../../../src/tables/ports";
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

function sameKind(s: ItemStack, h: HostStack): boolean {
  if (s.is_empty() || s.get_name() !== h.item) return false;
  const f = fromLuanti(s);
  return (f.meta ?? "") === (h.meta ?? "");
}

function encodeStacks(list: HostStack[]): string {
  const parts: string[] = [];
  for (const h of list) parts.push(toLuanti(h).to_string());
  return parts.join("\n");
}

function decodeStacks(text: string): HostStack[] {
  const out: HostStack[] = [];
  if (text === "") return out;
  for (const line of text.split("\n")) out.push(fromLuanti(ItemStack(line)));
  return out;
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

  take(player: PlayerId, txId: string, stacks: HostStack[]): TakeResult {
    const p = getPlayer(player);
    if (p === undefined) return "offline";
    const meta = p.get_meta();
    const done = meta.get_string(TX + txId);
    if (done !== "") return done === "ok" ? "ok" : "missing";
    const inv = p.get_inventory();
    if (inv === undefined) return "offline";
    const size = inv.get_size(LIST);
    const slots: ItemStack[] = [];
    for (let i = 1; i <= size; i++) slots.push(inv.get_stack(LIST, i));
    // Plan first on copies: all or nothing.
    for (const want of stacks) {
      if (want.count <= 0) return "missing";
      let need = want.count;
      for (const s of slots) {
        if (need === 0) break;
        if (!sameKind(s, want)) continue;
        const n = Math.min(need, s.get_count());
        s.take_item(n);
        need -= n;
      }
      if (need > 0) {
        meta.set_string(TX + txId, "missing");
        return "missing";
      }
    }
    for (let i = 1; i <= size; i++) inv.set_stack(LIST, i, slots[i - 1]);
    meta.set_string(TX + txId, "ok");
    return "ok";
  }

  give(player: PlayerId, txId: string, stacks: HostStack[]): HostStack[] | "offline" {
    const p = getPlayer(player);
    if (p === undefined) return "offline";
    const meta = p.get_meta();
    const key = TX + txId;
    if (meta.contains(key) === true) return decodeStacks(meta.get_string(key).substring(1));
    const inv = p.get_inventory();
    if (inv === undefined) return "offline";
    const left: HostStack[] = [];
    for (const h of stacks) {
      const rest = inv.add_item(LIST, toLuanti(h));
      if (!rest.is_empty()) left.push(fromLuanti(rest));
    }
    // "=" prefix so a give with nothing left is still a recorded (non-empty) value.
    meta.set_string(key, "=" + encodeStacks(left));
    return left;
  }

  drop(player: PlayerId, txId: string, stacks: HostStack[]): void {
    const key = "game_tables:drop:" + txId;
    const store = dropRecord();
    if (store.get_string(key) !== "") return;
    const p = getPlayer(player);
    const pos = p?.get_pos() ?? this.lastPos.get(player);
    if (pos === undefined) {
      minetest.log("error", `[game_tables] no place to drop ${encodeStacks(stacks)} for ${player}`);
      return;
    }
    for (const h of stacks) minetest.add_item(pos, toLuanti(h));
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
