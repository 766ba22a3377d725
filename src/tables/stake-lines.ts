/** Stake lines: item stacks as the screen shows them and as a pause record stores them. */
import type { StakeLine } from "../screen/model";
import type { Json, Out } from "../util/json";
import { obj } from "../util/json";
import type { ItemStack } from "./ports";
import { withCount } from "./stacks";

export function linesOf(stacks: readonly ItemStack[]): StakeLine[] {
  const out: StakeLine[] = [];
  for (const s of stacks) out.push(withCount(s, s.count));
  return out;
}

export function stacksJson(stacks: readonly ItemStack[]): Out {
  const out: Out[] = [];
  for (const s of stacks) out.push(s.meta !== undefined ? obj([["i", s.item], ["c", s.count], ["m", s.meta]]) : obj([["i", s.item], ["c", s.count]]));
  return out;
}

export function readLines(v: Json): ItemStack[] {
  const out: ItemStack[] = [];
  if (!Array.isArray(v)) return out;
  for (const e of v) {
    if (typeof e !== "object" || e === null || Array.isArray(e)) continue;
    const item = e["i"];
    const count = e["c"];
    const meta = e["m"];
    if (typeof item === "string" && typeof count === "number") out.push(typeof meta === "string" ? { item, count, meta } : { item, count });
  }
  return out;
}
