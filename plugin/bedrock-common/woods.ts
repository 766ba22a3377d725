/**
 * The Bedrock furniture: a table and a chair per wood (the woods and the namespace come from the
 * content area, src/content), with the block ids the packs define and the plugin recognises.
 */
import { boardOfItem, boardOfKind, DEFAULT_BOARD, type BoardDef } from "../../src/content/boards";
import { NAMESPACE } from "../../src/content/items";
import { woodsFor } from "../../src/content/woods";

export { NAMESPACE };

export interface Wood {
  id: string;
  /** Map colour of the blocks (the planks' colour). */
  color: string;
}

/** Bedrock map colours of each wood's planks. */
const MAP_COLORS: Record<string, string> = {
  oak: "#a2834f",
  spruce: "#735531",
  birch: "#c0af79",
  jungle: "#a0734d",
  acacia: "#a85a32",
  dark_oak: "#432b14",
  mangrove: "#773731",
  cherry: "#e3b3ad",
  bamboo: "#c2af52",
  crimson: "#653147",
  warped: "#2b6963",
};

export const WOODS: readonly Wood[] = woodsFor("bedrock").map((w) => ({ id: w.id, color: MAP_COLORS[w.id] ?? "#a2834f" }));

export const tableId = (wood: string): string => `${NAMESPACE}:small_game_table_${wood}`;
export const chairId = (wood: string): string => `${NAMESPACE}:game_chair_${wood}`;
/** The default board's item (src/content/boards.ts). */
export const BOARD_ITEM = `${NAMESPACE}:${DEFAULT_BOARD.item}`;
/** The board a Bedrock item id is (`game_tables:<BoardDef.item>`: src/content/boards.ts), if any. */
export function boardOfItemId(id: string): BoardDef | undefined {
  return id.startsWith(NAMESPACE + ":") ? boardOfItem(id.substring(NAMESPACE.length + 1)) : undefined;
}
/** The item id of a board kind (the default board's for a kind without an item). */
export function boardItemId(kind: string): string {
  const b = boardOfKind(kind);
  return b !== undefined ? `${NAMESPACE}:${b.item}` : BOARD_ITEM;
}
export const SEAT_ENTITY = `${NAMESPACE}:seat`;

/** Parses a block name to its kind and wood, or undefined for anything else. */
export function parseFurniture(blockName: string): { kind: "table" | "chair"; wood: string } | undefined {
  for (const w of WOODS) {
    if (blockName === tableId(w.id)) return { kind: "table", wood: w.id };
    if (blockName === chairId(w.id)) return { kind: "chair", wood: w.id };
  }
  return undefined;
}
