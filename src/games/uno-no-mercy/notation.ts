/**
 * Uno No Mercy in text, for hand records and the bot protocol (docs/hand-records.md, "Uno No
 * Mercy"): a card is its colour letter and face (`R7`, `YS`, `GD2`), a wild `W` and its face
 * (`WD6`); both copies of a card share a name, since the rules never tell them apart. Actions are
 * JSON objects like the engine's, cards and colours named. Portable: records replay in Lua too.
 */
import type { Json, Out } from "../../util/json";
import { isJsonObject, obj } from "../../util/json";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "./engine/cards";
import type { UnoAction } from "./engine/types";
import { UNO_COLORS, UNO_COLOUR_LETTERS } from "./textures";

/** Colour names in actions, by the engine's colour 0..3. */
export const COLOUR_NAMES: readonly string[] = UNO_COLORS;
/** Face codes by face 0..19 (docs/hand-records.md lists them). */
const FACE_CODES = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "D2", "DA", "SE", "D4", "RD4", "D6", "D10", "CR"];

export function unoCardName(c: Card): string {
  const colour = CARD_COLOUR[c];
  return (colour < 0 ? "W" : UNO_COLOUR_LETTERS[colour]) + FACE_CODES[CARD_FACE[c]];
}

/** Every card's name, by card, built once. */
const NAMES: string[] = [];
for (let c = 0; c < DECK_SIZE; c++) NAMES.push(unoCardName(c));

export function isUnoCardName(name: unknown): boolean {
  return typeof name === "string" && NAMES.indexOf(name) >= 0;
}

export function unoCardNames(cards: readonly Card[]): string[] {
  const out: string[] = [];
  for (const c of cards) out.push(NAMES[c]);
  return out;
}

/** The first card among `cards` with this name, or -1. */
export function unoCardAmong(name: string, cards: readonly Card[]): Card {
  for (const c of cards) if (NAMES[c] === name) return c;
  return -1;
}

/**
 * Cards for a list of names, each copy a card not used yet (`used` marks cards, and is updated);
 * the name that has no copy left, as a string, when there is none.
 */
export function unoCardsOfNames(names: readonly string[], used: boolean[]): Card[] | string {
  const out: Card[] = [];
  for (const name of names) {
    let found = -1;
    for (let c = 0; c < DECK_SIZE && found < 0; c++) if (!used[c] && NAMES[c] === name) found = c;
    if (found < 0) return name;
    used[found] = true;
    out.push(found);
  }
  return out;
}

export function colourIndex(name: unknown): number {
  return typeof name === "string" ? COLOUR_NAMES.indexOf(name) : -1;
}

/** An action in notation, keys in a fixed order (seat first, like Gin Rummy's). */
export function unoActionOut(a: UnoAction): Out {
  const entries: [string, Out][] = [
    ["seat", a.seat],
    ["do", a.do],
  ];
  if (a.do === "play") {
    entries.push(["card", NAMES[a.card]]);
    if (a.colour !== undefined) entries.push(["colour", COLOUR_NAMES[a.colour]]);
    if (a.target !== undefined) entries.push(["target", a.target]);
    if (a.uno === true) entries.push(["uno", true]);
  } else if (a.do === "pick") entries.push(["colour", COLOUR_NAMES[a.colour]]);
  return obj(entries);
}

/** An action read from notation before its card is found in a hand: `card` is a name. */
export interface NamedUnoAction {
  seat: number;
  do: UnoAction["do"];
  card: string;
  colour: number;
  target: number;
  uno: boolean;
}

const DOS: readonly string[] = ["play", "draw", "keep", "take", "pick", "catch"];

/** What is wrong with an action: `bad_card` for a card name that is not one, else `bad_action`. */
export interface UnoActionError {
  code: string;
  message: string;
}

const bad = (message: string): UnoActionError => ({ code: "bad_action", message });

/** Reads an action (seat 0..seats-1); else what is wrong with it. */
export function readUnoAction(v: Json, seats: number): NamedUnoAction | UnoActionError {
  if (!isJsonObject(v)) return bad("an action must be an object");
  const seat = v["seat"];
  if (typeof seat !== "number" || Math.floor(seat) !== seat || seat < 0 || seat >= seats) return bad(`seat must be 0..${seats - 1}`);
  const kind = v["do"];
  if (typeof kind !== "string" || DOS.indexOf(kind) < 0) return bad("do must be one of play, draw, keep, take, pick, catch");
  const a: NamedUnoAction = { seat, do: kind as UnoAction["do"], card: "", colour: -1, target: -1, uno: false };
  const colour = v["colour"];
  if (kind === "pick" || (kind === "play" && colour !== undefined && colour !== null)) {
    a.colour = colourIndex(colour);
    if (a.colour < 0) return bad(`colour must be one of ${COLOUR_NAMES.join(", ")}`);
  }
  if (kind !== "play") return a;
  const card = v["card"];
  if (typeof card !== "string") return bad("play needs a card");
  if (!isUnoCardName(card)) return { code: "bad_card", message: `"${card.length > 8 ? card.substring(0, 8) + "..." : card}" is not a card (R Y G B then 0-9 S R D2 DA SE D4, or W then RD4 D6 D10 CR)` };
  a.card = card;
  const target = v["target"];
  if (target !== undefined && target !== null) {
    if (typeof target !== "number" || Math.floor(target) !== target || target < 0 || target >= seats) return bad(`target must be 0..${seats - 1}`);
    a.target = target;
  }
  const uno = v["uno"];
  if (uno !== undefined && uno !== null && typeof uno !== "boolean") return bad("uno must be true or false");
  a.uno = uno === true;
  return a;
}

/** The engine's action for a named one, its card the first of that name in `hand` (-1 when none). */
export function unoActionOf(a: NamedUnoAction, hand: readonly Card[]): UnoAction {
  if (a.do === "play") {
    const out: UnoAction = { seat: a.seat, do: "play", card: unoCardAmong(a.card, hand) };
    if (a.colour >= 0) out.colour = a.colour;
    if (a.target >= 0) out.target = a.target;
    if (a.uno) out.uno = true;
    return out;
  }
  if (a.do === "pick") return { seat: a.seat, do: "pick", colour: a.colour };
  return { seat: a.seat, do: a.do } as UnoAction;
}
