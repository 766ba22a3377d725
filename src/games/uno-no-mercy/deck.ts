/** Uno No Mercy's card art for the hosts, and the colours its discard pile stands for. */
import type { DeckArt } from "../game";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "./engine/cards";
import { unoCardMessage } from "./labels";
import { UNO_CARD_BACK, UNO_COLOUR_LETTERS, unoCardTexture, unoFaceOf } from "./textures";

/** Bedrock form images of card art: the resource pack keeps it under one folder (plugin/bedrock-common/packs.ts). */
const FORM_CARDS = "textures/game_tables/cards/";

/** An Uno card's face file: the engine's card 0..167 by its colour and face; anything else shows the back. */
function unoTexture(card: number): string {
  const face = card >= 0 && card < DECK_SIZE ? unoFaceOf(CARD_COLOUR[card], CARD_FACE[card]) : undefined;
  return face !== undefined ? unoCardTexture(face) : UNO_CARD_BACK;
}

/** A short Uno card: the colour's letter (W for wilds, as in the art's file names) and the face's sign. */
/** Signs of faces 10..19: Skip, Reverse, Draw Two, Discard All, Skip Everyone, Draw Four, then the wilds. */
const UNO_SIGNS = ["Ø", "↔", "+2", "×", "ØØ", "+4", "+4↔", "+6", "+10", "?"];

/** Uno No Mercy's deck: a face is the engine's card number (engine/cards.ts), twin copies share art. */
export const UNO_ART: DeckArt = {
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

/** Pile colours (UNO_COLORS in textures.ts) as hosts paint them: the inks of the cards (tools/art/uno-cards.ts). */
export const UNO_PILE_COLOURS: Record<string, string> = {
  red: "#d8262e",
  yellow: "#f5c518",
  green: "#2d9c46",
  blue: "#1f62cc",
};
