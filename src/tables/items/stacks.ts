/** Item stacks as stored (JSON through util/json), the small arithmetic stakes need, and take plans. */
import type { Json, Out } from "../../util/json";
import { isJsonObject, jsonList, obj, writeOut } from "../../util/json";
import type { ItemStack } from "../ports";

export function stackOut(s: ItemStack): Out {
  return s.meta !== undefined && s.meta !== "" ? obj([["i", s.item], ["c", s.count], ["m", s.meta]]) : obj([["i", s.item], ["c", s.count]]);
}

export function stacksOut(list: readonly ItemStack[]): Out[] {
  const out: Out[] = [];
  for (const s of list) out.push(stackOut(s));
  return out;
}

/** The text of stacksOut(list), appended to `parts` (records written on every move: no Out tree). */
export function writeStacks(list: readonly ItemStack[], parts: string[]): void {
  parts.push("[");
  for (let i = 0; i < list.length; i++) {
    const s = list[i];
    parts.push(i > 0 ? ',{"i":' : '{"i":');
    writeOut(s.item, parts);
    parts.push(',"c":');
    writeOut(s.count, parts);
    if (s.meta !== undefined && s.meta !== "") {
      parts.push(',"m":');
      writeOut(s.meta, parts);
    }
    parts.push("}");
  }
  parts.push("]");
}

/** Stacks from stored JSON; undefined when anything is not a stack of 1..65535 items. */
export function readStacks(v: Json | undefined): ItemStack[] | undefined {
  const list = jsonList(v);
  if (list === undefined) return undefined;
  const out: ItemStack[] = [];
  for (const e of list) {
    if (!isJsonObject(e)) return undefined;
    const item = e["i"];
    const count = e["c"];
    const meta = e["m"];
    if (typeof item !== "string" || item === "" || typeof count !== "number" || Math.floor(count) !== count || count < 1 || count > 65535) {
      return undefined;
    }
    if (meta !== undefined && typeof meta !== "string") return undefined;
    out.push(meta !== undefined && meta !== "" ? { item, count, meta } : { item, count });
  }
  return out;
}

/**
 * Stacks from a stored list that may hold bad entries (a pause record's pot): the good ones are
 * kept, so a damaged entry costs only itself.
 */
export function readStacksLoose(v: Json | undefined): ItemStack[] {
  const out: ItemStack[] = [];
  for (const e of jsonList(v) ?? []) {
    if (!isJsonObject(e)) continue;
    const item = e["i"];
    const count = e["c"];
    const meta = e["m"];
    if (typeof item === "string" && typeof count === "number") out.push(typeof meta === "string" ? { item, count, meta } : { item, count });
  }
  return out;
}

/** Fresh copies (what the screen model shows: nothing there may alias the service's state). */
export function copyStacks(stacks: readonly ItemStack[]): ItemStack[] {
  const out: ItemStack[] = [];
  for (const s of stacks) out.push(withCount(s, s.count));
  return out;
}

/** A held stack and the host's slot it is in. */
export interface SlotStack {
  slot: number;
  stack: ItemStack;
}

/**
 * Which slots give how many for a take, as [slot, count] in order: each wanted stack from the
 * first slots holding its kind. Undefined when anything is short: then nothing may be taken.
 * Hosts apply the entries one by one (a slot may appear more than once).
 */
export function planTake(held: readonly SlotStack[], wanted: readonly ItemStack[]): [number, number][] | undefined {
  const left: number[] = [];
  for (const h of held) left.push(h.stack.count);
  const plan: [number, number][] = [];
  for (const want of wanted) {
    let need = want.count;
    for (let i = 0; i < held.length && need > 0; i++) {
      if (left[i] <= 0 || !sameKind(held[i].stack, want)) continue;
      const n = Math.min(left[i], need);
      left[i] -= n;
      need -= n;
      plan.push([held[i].slot, n]);
    }
    if (need > 0) return undefined;
  }
  return plan;
}

export function sameKind(a: ItemStack, b: ItemStack): boolean {
  return a.item === b.item && (a.meta ?? "") === (b.meta ?? "");
}

/** Adds `count` of a kind to a list, merging with a stack of the same kind. Returns a new list. */
export function addToStacks(list: readonly ItemStack[], kind: ItemStack, count: number): ItemStack[] {
  const out: ItemStack[] = [];
  let merged = false;
  for (const s of list) {
    if (!merged && sameKind(s, kind)) {
      out.push(withCount(s, s.count + count));
      merged = true;
    } else out.push(withCount(s, s.count));
  }
  if (!merged) out.push(withCount(kind, count));
  return out;
}

export function withCount(s: ItemStack, count: number): ItemStack {
  return s.meta !== undefined && s.meta !== "" ? { item: s.item, count, meta: s.meta } : { item: s.item, count };
}

/** Total count of one kind in a list. */
export function countOf(list: readonly ItemStack[], kind: ItemStack): number {
  let n = 0;
  for (const s of list) if (sameKind(s, kind)) n += s.count;
  return n;
}

export function totalItems(list: readonly ItemStack[]): number {
  let n = 0;
  for (const s of list) n += s.count;
  return n;
}

/** What `all` holds beyond `part` (a give's stacks less what did not fit: what really moved). */
export function minusStacks(all: readonly ItemStack[], part: readonly ItemStack[]): ItemStack[] {
  const out: ItemStack[] = [];
  for (const s of all) {
    if (countOf(out, s) > 0) continue;
    const n = countOf(all, s) - countOf(part, s);
    if (n > 0) out.push(withCount(s, n));
  }
  return out;
}

/** Whether two lists hold the same items in the same counts (in any order and split). */
export function sameStacks(a: readonly ItemStack[], b: readonly ItemStack[]): boolean {
  return minusStacks(a, b).length === 0 && minusStacks(b, a).length === 0;
}
