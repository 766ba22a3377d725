/**
 * The board items, one per board kind: item name, texts and textures. Items and recipes exist for
 * every board here; the table service plays a kind only once its game is in src/games/registry.ts
 * (until then fitting that board is refused with tables.error.unknown_board and nothing moves).
 */
import { msg } from "../i18n/index";
import type { Message } from "../i18n/types";
import { BOARD_TEXTURES } from "./textures";
import { UNO_BOARD_TEXTURES } from "./uno-textures";

export interface BoardDef {
  /** The board kind items and records carry. */
  kind: string;
  /** Item name without namespace. */
  item: string;
  displayName: Message;
  hint: Message;
  /** Inventory icon and the top of a table it is fitted on. */
  icon: string;
  top: string;
}

export const BOARDS: readonly BoardDef[] = [
  {
    kind: "gin_rummy",
    item: "gin_rummy_board",
    displayName: msg("item.board.name"),
    hint: msg("item.board.hint"),
    icon: BOARD_TEXTURES.item,
    top: BOARD_TEXTURES.top,
  },
  {
    kind: "uno_no_mercy",
    item: "uno_no_mercy_board",
    displayName: msg("item.uno_board.name"),
    hint: msg("item.uno_board.hint"),
    icon: UNO_BOARD_TEXTURES.item,
    top: UNO_BOARD_TEXTURES.top,
  },
];

export function boardOfKind(kind: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.kind === kind) return b;
  return undefined;
}

/** The board an item name (without namespace) is, if any. */
export function boardOfItem(item: string): BoardDef | undefined {
  for (const b of BOARDS) if (b.item === item) return b;
  return undefined;
}
