/**
 * The woods of minetest_game. Tables and chairs come in each so furniture matches the room; the
 * tiles are the game's own plank textures, so texture packs restyle them too.
 */
export interface Wood {
  /** Our name, used in node names: game_tables:small_game_table_<id>. */
  id: string;
  /** The planks node a recipe for this variant uses. */
  planks: string;
  texture: string;
}

export const WOODS: readonly Wood[] = [
  { id: "apple", planks: "default:wood", texture: "default_wood.png" },
  { id: "pine", planks: "default:pine_wood", texture: "default_pine_wood.png" },
  { id: "jungle", planks: "default:junglewood", texture: "default_junglewood.png" },
  { id: "acacia", planks: "default:acacia_wood", texture: "default_acacia_wood.png" },
  { id: "aspen", planks: "default:aspen_wood", texture: "default_aspen_wood.png" },
];

export const MOD = "game_tables";
export const BOARD_ITEM = MOD + ":gin_rummy_board";

export function tableName(wood: Wood, fitted: boolean): string {
  return `${MOD}:small_game_table_${wood.id}${fitted ? "_fitted" : ""}`;
}

export function chairName(wood: Wood): string {
  return `${MOD}:game_chair_${wood.id}`;
}
