/**
 * The world controller's port on Luanti (src/tables/world/port.ts): nodes for furniture, the
 * fitted node per board for the look, sit.ts for seats. Table ids are node positions ("x,y,z").
 */
import { msg } from "../../../src/i18n/index";
import type { Furniture, Place, WorldPort } from "../../../src/tables/world/port";
import { boardShown, isChair, isTable, tableVariant } from "./furniture";
import { posKey } from "./geometry";
import { getPlayer } from "./players";
import { sit, unsit } from "./sit";

export function vec(at: Place): Vec3 {
  return { x: at.x, y: at.y, z: at.z };
}

export function place(pos: Vec3): Place {
  return { space: "", x: pos.x, y: pos.y, z: pos.z };
}

/** The chair stack in hand while a chair's on_place asks the controller where it goes (placeChair takes from it). */
let hand: { stack: ItemStack; placer: ObjectRef } | undefined;

/** Runs fn with `stack` as the placer's hand for placeChair; returns what is left of the stack. */
export function withHand(stack: ItemStack, placer: ObjectRef, fn: () => void): ItemStack {
  const h = { stack, placer };
  hand = h;
  try {
    fn();
  } finally {
    hand = undefined;
  }
  return h.stack;
}

export const luantiWorld: WorldPort = {
  key: (at) => posKey(at),
  furnitureAt: (at): Furniture | undefined => {
    const node = minetest.get_node_or_nil(vec(at));
    if (node === undefined) return undefined;
    if (isTable(node.name)) return { kind: "table" };
    if (isChair(node.name)) return { kind: "chair", facing: (node.param2 ?? 0) & 3 };
    return undefined;
  },
  turnChair: (chair, facing) => {
    const node = minetest.get_node(vec(chair));
    minetest.swap_node(vec(chair), { name: node.name, param2: facing });
  },
  showBoard: (table, kind) => {
    const node = minetest.get_node(vec(table));
    const name = tableVariant(node.name, kind !== "", kind);
    if (name !== node.name) minetest.swap_node(vec(table), { name, param2: node.param2 });
  },
  shownBoard: (table) => {
    const name = minetest.get_node(vec(table)).name;
    const kind = boardShown(name);
    return kind !== undefined ? { ok: true, kind } : { ok: false, value: name };
  },
  seat: (player, chair) => {
    const p = getPlayer(player);
    if (p === undefined) return msg("chair.unavailable");
    return sit(p, vec(chair));
  },
  removeSeat: (player) => unsit(player),
  freeForChair: (at) => {
    const node = minetest.get_node_or_nil(vec(at));
    return node !== undefined && minetest.registered_nodes.get(node.name)?.buildable_to === true;
  },
  placeChair: (player, at, facing) => {
    if (hand === undefined || hand.placer.get_player_name() !== player) return "failed";
    // Luanti's own placement (protection, creative, the count taken). param2 turns the chair to its
    // table; after_place_node, which turns a chair to the first table beside it, is skipped.
    const [rest, placed] = minetest.item_place_node(hand.stack, hand.placer, { type: "node", under: vec(at), above: vec(at) }, facing, true);
    // Refused by protection (item_place_node recorded the violation), or not placeable for another reason.
    if (placed === undefined) return minetest.is_protected(vec(at), player) ? "refused" : "failed";
    hand.stack = rest;
    return "placed";
  },
};
