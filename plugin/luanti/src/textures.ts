/** Texture names inside the mod (the build copies them from resources/, see scripts/build-luanti.mjs). */
import type { Card } from "../../../src/engine/cards";
import { cardName } from "../../../src/engine/cards";

export const TEX = {
  felt: "game_tables_ui_felt.png",
  slot: "game_tables_ui_slot.png",
  turn: "game_tables_ui_turn.png",
  select: "game_tables_ui_select.png",
  stock: "game_tables_ui_stock.png",
  boardTop: "game_tables_board_top.png",
  boardItem: "game_tables_board_item.png",
};

export const CARD_BACK = "game_tables_card_back.png";

export function cardTexture(card: Card): string {
  return `game_tables_card_${cardName(card).toLowerCase()}.png`;
}
