/**
 * Gin Rummy's texture names (files under resources/, listed in resources/manifest.json): the 52
 * faces in two styles and the board; its back is the shared classic one (src/content/textures.ts).
 * Names are prefixed and unique, so hosts copy them flat.
 */
import type { CardDeck } from "../../content/textures";
import { cardName, type Card } from "./engine/cards";

/** A card face: `game_tables_card_th.png` (classic) or `game_tables_card4_th.png` (four-colour). */
export function cardTexture(card: Card, deck: CardDeck = "classic"): string {
  return (deck === "four" ? "game_tables_card4_" : "game_tables_card_") + cardName(card).toLowerCase() + ".png";
}

export const BOARD_TEXTURES = {
  item: "game_tables_board_item.png",
  top: "game_tables_board_top.png",
};
