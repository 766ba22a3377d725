/**
 * An item's per-stack data as the port's opaque `meta` string, and back. The Script API reads and
 * writes only some of an item's data: name, lore, enchantments, damage, dye colour, dynamic
 * properties, keep-on-death, the slot lock and the adventure-mode block lists. An item is `portable` when a copy rebuilt from those is the same item:
 * - stackable items: the copy must stack with the original (Bedrock compares all the item's data);
 * - non-stackable items (stacking tells nothing): only plain items, tools and weapons whose every
 *   component is one the script reads or that carries no per-item data; armour is refused (its
 *   trim is not readable), as are books, containers (shulker boxes, bundles) and potions.
 * Only portable stackable items (and our boards) can be staked, so a staked item always comes back
 * whole: a non-stackable item may carry another behaviour pack's dynamic properties, which this
 * pack cannot see (they are scoped per pack), so it is refused (inventory.ts stakeRefusal).
 */
import type { ItemLockMode } from "@minecraft/server";
import type { GtEnchantmentType, GtItem } from "./api";

export interface ItemParts {
  /** Custom name. */
  n?: string;
  /** Lore lines. */
  l?: string[];
  /** Enchantments [id, level], sorted by id. */
  e?: [string, number][];
  /** Durability damage. */
  d?: number;
  /** Dye colour [r, g, b] (0..1). */
  c?: [number, number, number];
  /** Dynamic properties, sorted by id. */
  p?: [string, string | number | boolean][];
  /** Kept on death. */
  k?: true;
  /** Lock mode ("slot", "inventory"; absent: none). */
  m?: string;
  /** Adventure mode: blocks it can be placed on, blocks it can break. */
  cp?: string[];
  cd?: string[];
}

/** Components with no per-item data, or whose data ItemParts carries. */
const READABLE_COMPONENTS = ["minecraft:durability", "minecraft:enchantable", "minecraft:dyeable", "minecraft:cooldown", "minecraft:food", "minecraft:compostable"];

export function itemParts(item: GtItem): ItemParts {
  const parts: ItemParts = {};
  if (item.nameTag !== undefined && item.nameTag !== "") parts.n = item.nameTag;
  const lore = item.getLore();
  if (lore.length > 0) parts.l = lore.slice();
  const ench = item.getComponent("minecraft:enchantable");
  if (ench !== undefined) {
    const list = ench.getEnchantments().map((x): [string, number] => [x.type.id, x.level]);
    list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    if (list.length > 0) parts.e = list;
  }
  const dur = item.getComponent("minecraft:durability");
  if (dur !== undefined && dur.damage > 0) parts.d = dur.damage;
  const dye = item.getComponent("minecraft:dyeable");
  if (dye !== undefined && dye.color !== undefined) parts.c = [dye.color.red, dye.color.green, dye.color.blue];
  const ids = item.isStackable ? [] : item.getDynamicPropertyIds().slice().sort();
  const props: [string, string | number | boolean][] = [];
  for (const id of ids) {
    const v = item.getDynamicProperty(id);
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") props.push([id, v]);
  }
  if (props.length > 0) parts.p = props;
  if (item.keepOnDeath) parts.k = true;
  if (String(item.lockMode) !== "none") parts.m = String(item.lockMode);
  const placeOn = item.getCanPlaceOn();
  if (placeOn.length > 0) parts.cp = placeOn.slice();
  const destroy = item.getCanDestroy();
  if (destroy.length > 0) parts.cd = destroy.slice();
  return parts;
}

/** The meta string of parts (undefined for a plain item). Same parts, same string. */
export function partsMeta(parts: ItemParts): string | undefined {
  const ordered: ItemParts = {};
  if (parts.n !== undefined) ordered.n = parts.n;
  if (parts.l !== undefined) ordered.l = parts.l;
  if (parts.e !== undefined) ordered.e = parts.e;
  if (parts.d !== undefined) ordered.d = parts.d;
  if (parts.c !== undefined) ordered.c = parts.c;
  if (parts.p !== undefined) ordered.p = parts.p;
  if (parts.k !== undefined) ordered.k = parts.k;
  if (parts.m !== undefined) ordered.m = parts.m;
  if (parts.cp !== undefined) ordered.cp = parts.cp;
  if (parts.cd !== undefined) ordered.cd = parts.cd;
  const text = JSON.stringify(ordered);
  return text === "{}" ? undefined : text;
}

export function itemMeta(item: GtItem): string | undefined {
  return partsMeta(itemParts(item));
}

/** Parses a meta string written by partsMeta; throws on anything else (a corrupted record). */
export function metaParts(meta: string | undefined): ItemParts {
  if (meta === undefined || meta === "") return {};
  const raw = JSON.parse(meta) as unknown;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new Error("game-tables: item meta is not an object");
  return raw as ItemParts;
}

/** Writes parts onto a fresh item (the inverse of itemParts). */
export function applyParts(item: GtItem, parts: ItemParts, enchantment: (id: string) => GtEnchantmentType): void {
  if (parts.n !== undefined) item.nameTag = parts.n;
  if (parts.l !== undefined) item.setLore(parts.l);
  if (parts.e !== undefined) {
    const ench = item.getComponent("minecraft:enchantable");
    if (ench !== undefined) ench.addEnchantments(parts.e.map(([type, level]) => ({ type: enchantment(type), level })));
  }
  if (parts.d !== undefined) {
    const dur = item.getComponent("minecraft:durability");
    if (dur !== undefined) dur.damage = parts.d;
  }
  if (parts.c !== undefined) {
    const dye = item.getComponent("minecraft:dyeable");
    if (dye !== undefined) dye.color = { red: parts.c[0], green: parts.c[1], blue: parts.c[2] };
  }
  if (parts.p !== undefined) for (const [id, v] of parts.p) item.setDynamicProperty(id, v);
  if (parts.k === true) item.keepOnDeath = true;
  // The lock mode's text came from the game's own enum (itemParts).
  if (parts.m !== undefined) item.lockMode = parts.m as unknown as ItemLockMode;
  if (parts.cp !== undefined) item.setCanPlaceOn(parts.cp);
  if (parts.cd !== undefined) item.setCanDestroy(parts.cd);
}

/**
 * Whether a copy rebuilt from what the script reads is the same item (see the file comment):
 * "ok", "no_copy" when the game refuses to rebuild it (setLore, addEnchantments throw past their
 * limits: an item made by a command or another add-on can hold what a script may not write), or
 * "unreadable". The rebuild is tried for every item, so such an item is refused when it is offered
 * and never reaches a give.
 */
export function portability(item: GtItem, rebuild: (parts: ItemParts) => GtItem): "ok" | "no_copy" | "unreadable" {
  let parts: ItemParts;
  let copy: GtItem;
  try {
    parts = itemParts(item);
    copy = rebuild(parts);
  } catch {
    return "no_copy";
  }
  if (item.isStackable) return copy.isStackableWith(item) ? "ok" : "unreadable";
  if (item.hasTag("minecraft:trimmable_armors") || item.hasTag("minecraft:is_armor")) return "unreadable";
  // A vector property is not carried by ItemParts.
  for (const id of item.getDynamicPropertyIds()) if (typeof item.getDynamicProperty(id) === "object") return "unreadable";
  for (const c of item.getComponents()) if (READABLE_COMPONENTS.indexOf(c.typeId) < 0) return "unreadable";
  return "ok";
}
