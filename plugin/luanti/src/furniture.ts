/**
 * Small Game Table (plain and with a board fitted) and Game Chair, one of each per wood. What a
 * click means is decided by the hooks the table layer installs (hooks.ts); this file only shapes
 * the nodes and orients chairs towards tables.
 */
import { DIRS, add, facedirOf } from "./geometry";
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { hooks } from "./hooks";
import { clientText } from "./host";
import { BOARDS } from "../../../src/content/boards";
import { MOD, WOODS, Wood, chairName, tableName } from "./woods";

const P = 1 / 16;

/** Top 2px thick at the block's top, four 2x2 legs. */
const TABLE_BOX: number[][] = [
  [-0.5, 0.5 - 2 * P, -0.5, 0.5, 0.5, 0.5],
  [-0.5 + P, -0.5, -0.5 + P, -0.5 + 3 * P, 0.5 - 2 * P, -0.5 + 3 * P],
  [0.5 - 3 * P, -0.5, -0.5 + P, 0.5 - P, 0.5 - 2 * P, -0.5 + 3 * P],
  [-0.5 + P, -0.5, 0.5 - 3 * P, -0.5 + 3 * P, 0.5 - 2 * P, 0.5 - P],
  [0.5 - 3 * P, -0.5, 0.5 - 3 * P, 0.5 - P, 0.5 - 2 * P, 0.5 - P],
];

/** The fitted board: a 1px felt board lying on the top, inset by 1px. */
const BOARD_BOX: number[] = [-0.5 + P, 0.5, -0.5 + P, 0.5 - P, 0.5 + P, 0.5 - P];

/** Seat at half height, backrest on the local -z side: a sitter faces local +z (the facedir). */
const CHAIR_BOX: number[][] = [
  [-5 * P, -P, -5 * P, 5 * P, P, 5 * P],
  [-5 * P, P, -5 * P, 5 * P, 14 * P, -3 * P],
  [-5 * P, -0.5, -5 * P, -3 * P, -P, -3 * P],
  [3 * P, -0.5, -5 * P, 5 * P, -P, -3 * P],
  [-5 * P, -0.5, 3 * P, -3 * P, -P, 5 * P],
  [3 * P, -0.5, 3 * P, 5 * P, -P, 5 * P],
];

/** The chair's selection stops below the table top beside it (8/16 above the node's centre). */
export const CHAIR_REACH_TOP = 6 * P;

function woodName(wood: Wood): Message {
  return msg(`wood.${wood.id}` as "wood.apple");
}

export function woodSounds(): unknown {
  const def = _G.get("default") as { node_sound_wood_defaults?: (this: void) => unknown } | undefined;
  return def?.node_sound_wood_defaults?.();
}

export function isTable(name: string): boolean {
  return minetest.registered_nodes.get(name)?.groups?.game_tables_table !== undefined;
}

export function isFittedTable(name: string): boolean {
  return minetest.registered_nodes.get(name)?.groups?.game_tables_fitted !== undefined;
}

export function isChair(name: string): boolean {
  return minetest.registered_nodes.get(name)?.groups?.game_tables_chair !== undefined;
}

/** The same table (same wood) bare, or with a board of `kind` on it (its own top). */
export function tableVariant(name: string, fitted: boolean, kind = ""): string {
  for (const w of WOODS) {
    if (name === tableName(w, false)) return tableName(w, fitted, kind);
    for (const b of BOARDS) if (name === tableName(w, true, b.kind)) return tableName(w, fitted, kind);
  }
  return name;
}

/**
 * The board a table node shows: "" for a bare table, the kind of a fitted one; undefined for a
 * node that is no table of ours.
 */
export function boardShown(name: string): string | undefined {
  for (const w of WOODS) {
    if (name === tableName(w, false)) return "";
    for (const b of BOARDS) if (name === tableName(w, true, b.kind)) return b.kind;
  }
  return undefined;
}

/** A chair beside no table faces its placer. */
export function facePlacer(pos: Vec3, placer: ObjectRef | undefined): void {
  if (placer === undefined || !placer.is_player()) return;
  const node = minetest.get_node(pos);
  const p = placer.get_pos();
  const dx = p.x - pos.x;
  const dz = p.z - pos.z;
  const dir = Math.abs(dx) > Math.abs(dz) ? { x: dx > 0 ? 1 : -1, y: 0, z: 0 } : { x: 0, y: 0, z: dz > 0 ? 1 : -1 };
  minetest.swap_node(pos, { name: node.name, param2: facedirOf(dir) });
}

/** Chairs around a table that face it, by the side they stand on (facedir index). */
export function chairsFacing(tablePos: Vec3): Vec3[] {
  const out: Vec3[] = [];
  for (let fd = 0; fd < 4; fd++) {
    const p = add(tablePos, DIRS[fd]);
    const node = minetest.get_node(p);
    // The chair at DIRS[fd] faces back towards the table: facedir (fd + 2) % 4.
    if (isChair(node.name) && ((node.param2 ?? 0) & 3) === (fd + 2) % 4) out.push(p);
  }
  return out;
}

function registerTable(wood: Wood, fitted: boolean, boardTop: string, kind = ""): void {
  const name = tableName(wood, fitted, kind);
  const wood3 = wood.texture;
  minetest.register_node(name, {
    description: clientText(msg("item.table.name", { wood: woodName(wood) })),
    drawtype: "nodebox",
    tiles: fitted ? [boardTop, wood3] : [wood3],
    paramtype: "light",
    paramtype2: "facedir",
    is_ground_content: false,
    sunlight_propagates: true,
    groups: fitted
      ? { choppy: 2, oddly_breakable_by_hand: 2, game_tables_table: 1, game_tables_fitted: 1, not_in_creative_inventory: 1 }
      : { choppy: 2, oddly_breakable_by_hand: 2, flammable: 2, game_tables_table: 1 },
    sounds: woodSounds(),
    node_box: { type: "fixed", fixed: fitted ? [...TABLE_BOX, BOARD_BOX] : TABLE_BOX },
    selection_box: { type: "fixed", fixed: [-0.5, -0.5, -0.5, 0.5, fitted ? 0.5 + P : 0.5, 0.5] },
    drop: tableName(wood, false),
    after_place_node: (pos, placer) => {
      hooks.tablePlaced(pos, placer);
      return false;
    },
    on_rightclick: (pos, node, clicker, itemstack) => hooks.tableRightClick(pos, node, clicker, itemstack),
    on_dig: (pos, node, digger) => hooks.tableDig(pos, node, digger),
    on_punch: (pos, node, puncher, pointed) => {
      hooks.punched(pos);
      minetest.node_punch(pos, node, puncher, pointed);
    },
    on_destruct: (pos) => hooks.tableGone(pos),
    on_blast: () => undefined,
  });
}

function registerChair(wood: Wood): void {
  minetest.register_node(chairName(wood), {
    description: clientText(msg("item.chair.name", { wood: woodName(wood) })),
    drawtype: "nodebox",
    tiles: [wood.texture],
    paramtype: "light",
    paramtype2: "facedir",
    is_ground_content: false,
    sunlight_propagates: true,
    groups: { choppy: 2, oddly_breakable_by_hand: 2, flammable: 2, game_tables_chair: 1 },
    sounds: woodSounds(),
    node_box: { type: "fixed", fixed: CHAIR_BOX },
    // Seat and the backrest below the table top only: a sitter's eyes are above the seat and must
    // not point at the chair, and a player behind a chair points past its backrest at the table.
    selection_box: { type: "fixed", fixed: [[-5 * P, -0.5, -5 * P, 5 * P, P, 5 * P], [-5 * P, P, -5 * P, 5 * P, CHAIR_REACH_TOP, -3 * P]] },
    on_place: (itemstack, placer, pointed) => {
      // Used on a table: the world controller puts the chair on the table's next free side.
      if (pointed.type === "node" && placer !== undefined && placer.is_player() && isTable(minetest.get_node(pointed.under).name)) {
        return hooks.chairOnTable(itemstack, placer, pointed.under, pointed.above);
      }
      const [rest] = minetest.item_place(itemstack, placer, pointed);
      return rest;
    },
    after_place_node: (pos, placer) => {
      hooks.chairPlaced(pos, placer);
      return false;
    },
    on_rightclick: (pos, _node, clicker, itemstack) => {
      hooks.chairRightClick(pos, clicker);
      return itemstack;
    },
    can_dig: (pos, player) => hooks.chairCanDig(pos, player),
    on_punch: (pos, node, puncher, pointed) => {
      hooks.punched(pos);
      minetest.node_punch(pos, node, puncher, pointed);
    },
    on_destruct: (pos) => hooks.chairGone(pos),
  });
}

/**
 * Mesecons pistons and movestones move nodes without digging them: a table would leave its match
 * and stakes keyed to the old position. When mesecons is installed, tables and chairs refuse to move.
 */
function stopPistons(): void {
  // Only read the global when the mod is there: Luanti warns about undeclared globals.
  if (minetest.get_modpath("mesecons_mvps") === undefined) return;
  const mesecon = _G.get("mesecon") as { register_mvps_stopper?: (this: void, name: string) => void } | undefined;
  if (mesecon?.register_mvps_stopper === undefined) return;
  for (const wood of WOODS) {
    mesecon.register_mvps_stopper(tableName(wood, false));
    for (const b of BOARDS) mesecon.register_mvps_stopper(tableName(wood, true, b.kind));
    mesecon.register_mvps_stopper(chairName(wood));
  }
}

export interface FurnitureTextures {
  boardTop: string;
}

export function registerFurniture(tex: FurnitureTextures): void {
  for (const wood of WOODS) {
    registerTable(wood, false, tex.boardTop);
    // One fitted node per board, each with its board's top (the first keeps the name it always had).
    for (const b of BOARDS) registerTable(wood, true, b.top, b.kind);
    registerChair(wood);
  }
  stopPistons();
  // Every board of src/content/boards.ts is an item; the table service decides which kinds it plays.
  for (const b of BOARDS) {
    minetest.register_craftitem(MOD + ":" + b.item, {
      description: clientText(b.displayName) + "\n" + minetest.colorize("#a5d6a7", clientText(b.hint)),
      inventory_image: b.icon,
      stack_max: 1,
      groups: { game_tables_board: 1 },
      on_place: (itemstack, placer, pointed) => hooks.boardPlace(itemstack, placer, pointed),
    });
  }
}
