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
  freeForChair: (at) => minetest.registered_nodes.get(minetest.get_node(vec(at)).name)?.buildable_to === true,
};
