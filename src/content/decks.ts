/**
 * The card art sets the screen parts name (CardZone.deck), and what a host needs of each: the
 * face's texture, its form image, its spoken name and a two-glyph short name. A new board adds its
 * deck here (with its art in resources/); the renderers look decks up and never ask for a game.
 */
import { cardMessage } from "../i18n/card-label";
import type { Message } from "../i18n/types";
import { cardName } from "../games/gin-rummy/engine/cards";
import { cardTexture, UI_TEXTURES, type CardDeck } from "./textures";

export interface DeckArt {
  /** The face's texture file (Luanti); `style` is the viewer's face preference (four-colour). */
  texture(face: number, style: CardDeck): string;
  /** The face's image path in the Bedrock resource pack (without ".png"). */
  formImage(face: number): string;
  /** The card's name in words ("Seven of Hearts"). */
  name(face: number): Message;
  /** The card in a few glyphs, the same in every language ("7♥"). */
  short(face: number): string;
}

const SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"];

const CLASSIC52: DeckArt = {
  texture: (face, style) => cardTexture(face, style),
  formImage: (face) => `textures/game_tables/cards/game_tables_card_${cardName(face).toLowerCase()}`,
  name: (face) => cardMessage(face),
  short: (face) => {
    const rank = cardName(face).charAt(0);
    return (rank === "T" ? "10" : rank) + SUIT_SYMBOLS[Math.floor(face / 13)];
  },
};

export const DECKS: Record<string, DeckArt> = { classic52: CLASSIC52 };

/** A deck no board registered: faces by number, on the blank card (never a crash on a screen). */
const UNKNOWN: DeckArt = {
  texture: () => UI_TEXTURES.slot,
  formImage: () => "textures/game_tables/cards/game_tables_card_back",
  name: (face) => ({ key: "card.face", params: { face } }),
  short: (face) => "#" + face,
};

export function deckArt(deck: string): DeckArt {
  return DECKS[deck] ?? UNKNOWN;
}

/** Pile colours (CardZone.colour) as hosts paint them. */
export const COLOURS: Record<string, string> = {
  red: "#e53935",
  yellow: "#fdd835",
  green: "#43a047",
  blue: "#1e88e5",
};
