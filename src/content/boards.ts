/**
 * The board items, one per registered game (Game.presentation.board): item name, texts and
 * textures. Both hosts' items and recipes are generated from these (a recipe in
 * recipes/recipes.json names the item).
 */
import type { BoardDef } from "../games/game";
import { DEFAULT_BOARD_KIND, GAMES } from "../games/registry";

export type { BoardDef } from "../games/game";

export const BOARDS: readonly BoardDef[] = GAMES.map((g) => g.presentation.board);

/**
 * The board of DEFAULT_BOARD_KIND, the first registered game's: what a board item, record or
 * table block that names no kind holds (everything from before boards had kinds), and the
 * hosts' fallback look and item for a kind no game plays.
 */
export const DEFAULT_BOARD: BoardDef = BOARDS.filter((b) => b.kind === DEFAULT_BOARD_KIND)[0];

export function boardOfKind(kind: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.kind === kind) return b;
  return undefined;
}

/** The board an item name (without namespace) is, if any. */
export function boardOfItem(item: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.item === item) return b;
  return undefined;
}
