/**
 * The board items, one per registered game (Game.presentation.board): item name, texts and
 * textures. Both hosts' items and recipes are generated from these (a recipe in
 * recipes/recipes.json names the item).
 */
import type { BoardDef } from "../games/game";
import { GAMES } from "../games/registry";

export type { BoardDef } from "../games/game";

export const BOARDS: readonly BoardDef[] = GAMES.map((g) => g.presentation.board);

export function boardOfKind(kind: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.kind === kind) return b;
  return undefined;
}

/** The board an item name (without namespace) is, if any. */
export function boardOfItem(item: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.item === item) return b;
  return undefined;
}
