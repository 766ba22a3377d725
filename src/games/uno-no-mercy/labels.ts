/**
 * Uno No Mercy's words and art names shared by its panel and its result: the deck id, the pile
 * colours, a card's and a colour's name, a seat's name.
 */
import type { SeatName } from "../game";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE } from "./engine/cards";

/** Uno No Mercy's card art (deck.ts; a face is the engine's card number 0..167) and colours. */
export { UNO_COLORS, UNO_DECK } from "./textures";
const COLOUR_KEYS: MessageKey[] = ["uno.colour.red", "uno.colour.yellow", "uno.colour.green", "uno.colour.blue"];
/** Card name keys by face from 10 (Skip) on; faces 0..9 are numbers. */
const FACE_KEYS: MessageKey[] = [
  "uno.card.skip",
  "uno.card.reverse",
  "uno.card.draw_two",
  "uno.card.discard_all",
  "uno.card.skip_everyone",
  "uno.card.draw_four",
  "uno.card.wild_reverse_four",
  "uno.card.wild_draw_six",
  "uno.card.wild_draw_ten",
  "uno.card.wild_roulette",
];

export function colourMessage(colour: number): Message {
  return msg(COLOUR_KEYS[colour >= 0 && colour < 4 ? colour : 0]);
}

export function unoCardMessage(c: Card): Message {
  const face = CARD_FACE[c];
  if (face <= 9) return msg("uno.card.number", { colour: colourMessage(CARD_COLOUR[c]), n: face });
  return CARD_COLOUR[c] < 0 ? msg(FACE_KEYS[face - 10]) : msg(FACE_KEYS[face - 10], { colour: colourMessage(CARD_COLOUR[c]) });
}

export function nameOf(names: readonly SeatName[], seat: number): string | Message {
  const n = names[seat];
  return n === undefined ? "?" : n;
}
