/**
 * The woods furniture comes in, so it matches the room: woods.lua, which the build generates from
 * recipes/recipes.json (one planks table for recipes and nodes). The tiles are the planks' own
 * textures (minetest_game names them after the node), so texture packs restyle them too.
 */
import { DEFAULT_BOARD } from "../../../src/content/boards";

export interface Wood {
  /** Our name, used in node names: game_tables:small_game_table_<id>. */
  id: string;
  /** The planks node a recipe for this variant uses. */
  planks: string;
  texture: string;
}

function loadWoods(): Wood[] {
  const out: Wood[] = [];
  const rows = dofile((minetest.get_modpath("game_tables") ?? ".") + "/woods.lua") as unknown[];
  for (const row of rows) {
    const r = row as { id?: unknown; planks?: unknown };
    if (typeof r.id !== "string" || typeof r.planks !== "string" || r.planks.indexOf(":") < 0) {
      minetest.log("error", "[game_tables] woods.lua: an entry without an id and a planks node name; skipped");
      continue;
    }
    out.push({ id: r.id, planks: r.planks, texture: r.planks.replace(":", "_") + ".png" });
  }
  return out;
}

export const WOODS: readonly Wood[] = loadWoods();

export const MOD = "game_tables";
/** The default board's item (src/content/boards.ts): the item of a board kind no game plays. */
export const BOARD_ITEM = MOD + ":" + DEFAULT_BOARD.item;

/**
 * The table node of a wood, bare or with a board of `kind` on it: the default board keeps the name
 * fitted tables always had (`..._fitted`); another board's top is its own node
 * (`..._fitted_<kind>`), since a node's top is its tile.
 */
export function tableName(wood: Wood, fitted: boolean, kind = ""): string {
  const top = fitted && kind !== "" && kind !== DEFAULT_BOARD.kind ? "_" + kind : "";
  return `${MOD}:small_game_table_${wood.id}${fitted ? "_fitted" : ""}${top}`;
}

export function chairName(wood: Wood): string {
  return `${MOD}:game_chair_${wood.id}`;
}
