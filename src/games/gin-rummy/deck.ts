/** Gin Rummy's card art for the hosts: the classic 52-card deck (a face is the engine's card 0..51). */
import type { DeckArt } from "../game";
import { cardMessage } from "./card-label";
import { cardName } from "./engine/cards";
import { CARD_BACK } from "../../content/textures";
import { cardTexture } from "./textures";

/** The deck id its card zones and piles carry. */
export const DECK = "classic52";

const SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"];

export const CLASSIC52: DeckArt = {
  texture: (face, style) => cardTexture(face, style),
  formImage: (face) => `textures/game_tables/cards/game_tables_card_${cardName(face).toLowerCase()}`,
  name: (face) => cardMessage(face),
  short: (face) => {
    const rank = cardName(face).charAt(0);
    return (rank === "T" ? "10" : rank) + SUIT_SYMBOLS[Math.floor(face / 13)];
  },
  back: CARD_BACK,
  fourColour: true,
};
