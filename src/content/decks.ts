/**
 * The card art sets the screen parts name (CardZone.deck), and what a host needs of each: the
 * face's texture, its form image, its spoken name and a two-glyph short name. A new board adds its
 * deck here (with its art in resources/); the renderers look decks up and never ask for a game.
 */
import { cardMessage } from "../i18n/card-label";
import type { Message } from "../i18n/types";
import { cardName } from "../games/gin-rummy/engine/cards";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "../games/uno-no-mercy/engine/cards";
import { unoCardMessage } from "../games/uno-no-mercy/labels";
import { CARD_BACK, cardTexture, UI_TEXTURES, type CardDeck } from "./textures";
import { UNO_CARD_BACK, UNO_DECK, unoCardTexture, unoFaceOf } from "./uno-textures";

export interface DeckArt {
  /** The face's texture file (Luanti); `style` is the viewer's face preference (four-colour). */
  texture(face: number, style: CardDeck): string;
  /** The face's image path in the Bedrock resource pack (without ".png"). */
  formImage(face: number): string;
  /** The card's name in words ("Seven of Hearts"). */
  name(face: number): Message;
  /** The card in a few glyphs, the same in every language ("7♥"). */
  short(face: number): string;
  /** The back's texture file (Luanti): other seats' hands, face-down piles. */
  back: string;
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
  back: CARD_BACK,
};

/** Bedrock form images of card art: the resource pack keeps it under one folder (plugin/bdsx/build/packs.ts). */
const FORM_CARDS = "textures/game_tables/cards/";

/** An Uno card's face file: the engine's card 0..167 by its colour and face; anything else shows the back. */
function unoTexture(card: number): string {
  const face = card >= 0 && card < DECK_SIZE ? unoFaceOf(CARD_COLOUR[card], CARD_FACE[card]) : undefined;
  return face !== undefined ? unoCardTexture(face) : UNO_CARD_BACK;
}

/** A short Uno card: the colour's letter (W for wilds, as in the art's file names) and the face's sign. */
const UNO_COLOUR_LETTERS = ["R", "Y", "G", "B"];
/** Signs of faces 10..19: Skip, Reverse, Draw Two, Discard All, Skip Everyone, Draw Four, then the wilds. */
const UNO_SIGNS = ["Ø", "↔", "+2", "×", "ØØ", "+4", "+4↔", "+6", "+10", "?"];

/** Uno No Mercy's deck: a face is the engine's card number (engine/cards.ts), twin copies share art. */
const UNO: DeckArt = {
  texture: (face) => unoTexture(face),
  formImage: (face) => {
    const file = unoTexture(face);
    return FORM_CARDS + file.substring(0, file.length - 4);
  },
  name: (face) => (face >= 0 && face < DECK_SIZE ? unoCardMessage(face) : { key: "card.face", params: { face } }),
  short: (face) => {
    if (face < 0 || face >= DECK_SIZE) return "#" + face;
    const colour = CARD_COLOUR[face];
    const f = CARD_FACE[face];
    return (colour >= 0 ? UNO_COLOUR_LETTERS[colour] : "W") + (f <= 9 ? "" + f : UNO_SIGNS[f - 10]);
  },
  back: UNO_CARD_BACK,
};

export const DECKS: Record<string, DeckArt> = { classic52: CLASSIC52, [UNO_DECK]: UNO };

/** A deck no board registered: faces by number, on the blank card (never a crash on a screen). */
const UNKNOWN: DeckArt = {
  texture: () => UI_TEXTURES.slot,
  formImage: () => "textures/game_tables/cards/game_tables_card_back",
  name: (face) => ({ key: "card.face", params: { face } }),
  short: (face) => "#" + face,
  back: CARD_BACK,
};

export function deckArt(deck: string): DeckArt {
  return DECKS[deck] ?? UNKNOWN;
}

/** Pile colours (CardZone.colour) as hosts paint them: the inks of the Uno cards (tools/art/uno-cards.ts). */
export const COLOURS: Record<string, string> = {
  red: "#d8262e",
  yellow: "#f5c518",
  green: "#2d9c46",
  blue: "#1f62cc",
};
