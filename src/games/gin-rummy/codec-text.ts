/**
 * The pieces of a match's stored text (codec.ts): one character per card, six per 32-bit word,
 * the rules and the public events, none holding a ".". Writers cache what every move writes again.
 */
import { DECK_SIZE } from "./engine/cards";
import type { Card } from "./engine/cards";
import type { RngState } from "../../util/random";
import type { Rules } from "./engine/rules";
import { streakBonusOf, validateRules } from "./engine/rules";
import type { Phase, PublicEvent } from "./engine/types";
import { decodeWord, encodeWord } from "../../util/base64";
import { natText, parseNat, splitOn } from "../../util/text";

/** Card c is CARD_CHARS[c]; "-" is "no card". */
export const CARD_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const PHASES: Phase[] = ["firstUpcard", "draw", "discard", "over"];
export const PHASE_CHARS = "fdco";
export const EVENT_KINDS: PublicEvent["kind"][] = ["pass", "take", "stock", "discard", "reshuffle"];

/** CARD_CHARS as single characters, built once (cardChar runs for every card of every record). */
const CARD_CHAR_LIST: string[] = [];
for (let c = 0; c < DECK_SIZE; c++) CARD_CHAR_LIST.push(CARD_CHARS.charAt(c));

export function cardChar(c: Card): string {
  return c >= 0 && c < DECK_SIZE ? CARD_CHAR_LIST[c] : "-";
}

export function charCard(ch: string): Card | undefined {
  if (ch === "-") return -1;
  const i = CARD_CHARS.indexOf(ch);
  return i >= 0 && ch.length === 1 ? i : undefined;
}

/**
 * One list of pieces for cardsText and historyText (neither calls the other while it writes): a
 * match is written after every move, its stock and history dozens of pieces each.
 */
const pieces: string[] = [];

/** The pieces joined, the list emptied for the next text. */
function joinPieces(): string {
  const text = pieces.join("");
  pieces.length = 0;
  return text;
}

export function cardsText(cards: readonly Card[]): string {
  const parts = pieces;
  parts.length = 0;
  for (const c of cards) parts.push(cardChar(c));
  return joinPieces();
}

export function textCards(text: string): Card[] | undefined {
  const out: Card[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = charCard(text.charAt(i));
    if (c === undefined || c < 0) return undefined;
    out.push(c);
  }
  return out;
}

function flagText(v: boolean): string {
  return v ? "1" : "0";
}

/** The last rules written and their text: every move of a match writes the same rules again. */
let lastRules: Rules | undefined = undefined;
let lastRulesText = "";

export function rulesText(r: Rules): string {
  const c = lastRules;
  if (
    c !== undefined &&
    c.knockLimit === r.knockLimit &&
    c.ginBonus === r.ginBonus &&
    c.undercutBonus === r.undercutBonus &&
    c.bigGin === r.bigGin &&
    c.bigGinBonus === r.bigGinBonus &&
    c.matchTarget === r.matchTarget &&
    c.oklahoma === r.oklahoma &&
    c.straightGin === r.straightGin &&
    c.deadHand === r.deadHand &&
    c.nextDealer === r.nextDealer &&
    c.classicBonuses === r.classicBonuses &&
    c.gameBonus === r.gameBonus &&
    c.lineBonus === r.lineBonus &&
    c.hollywood === r.hollywood &&
    c.streakBonus === r.streakBonus &&
    c.mahjong === r.mahjong
  ) {
    return lastRulesText;
  }
  const text: string[] = [
    natText(r.knockLimit),
    natText(r.ginBonus),
    natText(r.undercutBonus),
    flagText(r.bigGin),
    natText(r.bigGinBonus),
    natText(r.matchTarget),
    flagText(r.oklahoma),
    flagText(r.straightGin),
    r.deadHand === "reshuffle" ? "s" : "r",
    r.nextDealer === "winner" ? "w" : r.nextDealer === "loser" ? "l" : "a",
    flagText(r.classicBonuses),
    natText(r.gameBonus),
    natText(r.lineBonus),
  ];
  // The variants add three fields, only when one is on: every text written before them stays as it was.
  if (hasVariant(r)) text.push(flagText(r.hollywood === true), natText(streakBonusOf(r)), flagText(r.mahjong === true));
  const joined = text.join("-");
  // A copy: the cache must not change if the caller's object does.
  lastRules = { ...r };
  lastRulesText = joined;
  return joined;
}

function hasVariant(r: Rules): boolean {
  return r.hollywood === true || streakBonusOf(r) > 0 || r.mahjong === true;
}

export function textRules(text: string): Rules | undefined {
  const f = splitOn(text, "-");
  if (f.length !== 13 && f.length !== 16) return undefined;
  const nums: number[] = [];
  for (const i of [0, 1, 2, 4, 5, 11, 12]) {
    const n = parseNat(f[i]);
    if (n === undefined) return undefined;
    nums.push(n);
  }
  const flag = (s: string): boolean | undefined => (s === "1" ? true : s === "0" ? false : undefined);
  const bigGin = flag(f[3]);
  const oklahoma = flag(f[6]);
  const straightGin = flag(f[7]);
  const classic = flag(f[10]);
  if (bigGin === undefined || oklahoma === undefined || straightGin === undefined || classic === undefined) return undefined;
  const deadHand = f[8] === "s" ? "reshuffle" : f[8] === "r" ? "redeal" : undefined;
  const nextDealer = f[9] === "w" ? "winner" : f[9] === "l" ? "loser" : f[9] === "a" ? "alternate" : undefined;
  if (deadHand === undefined || nextDealer === undefined) return undefined;
  let hollywood: boolean | undefined = false;
  let streakBonus: number | undefined = 0;
  let mahjong: boolean | undefined = false;
  if (f.length === 16) {
    hollywood = flag(f[13]);
    streakBonus = parseNat(f[14]);
    mahjong = flag(f[15]);
    if (hollywood === undefined || streakBonus === undefined || mahjong === undefined) return undefined;
    // The three fields are written only when a variant is on: all off is not a text we write.
    if (!hollywood && streakBonus === 0 && !mahjong) return undefined;
  }
  // Through the engine's gate, so ranges are checked exactly as for any other rules source.
  const v = validateRules({
    knockLimit: nums[0],
    ginBonus: nums[1],
    undercutBonus: nums[2],
    bigGin,
    bigGinBonus: nums[3],
    matchTarget: nums[4],
    oklahoma,
    straightGin,
    deadHand,
    nextDealer,
    classicBonuses: classic,
    gameBonus: nums[5],
    lineBonus: nums[6],
    hollywood,
    streakBonus,
    mahjong,
  });
  return v.ok ? v.rules : undefined;
}

interface RngText {
  a: number;
  b: number;
  c: number;
  d: number;
  text: string;
}

/**
 * The text of each generator state, by its first word (the other three are checked): a match's
 * generators change about once a hand, its table record is written every move.
 */
const rngTexts = new Map<number, RngText>();
/** Bounds the cache: states no match uses any more are dropped wholesale now and then. */
const RNG_TEXTS_MAX = 4096;

export function rngText(r: RngState): string {
  const seen = rngTexts.get(r.a);
  if (seen !== undefined && seen.b === r.b && seen.c === r.c && seen.d === r.d) return seen.text;
  const text = encodeWord(r.a) + encodeWord(r.b) + encodeWord(r.c) + encodeWord(r.d);
  if (rngTexts.size >= RNG_TEXTS_MAX) rngTexts.clear();
  rngTexts.set(r.a, { a: r.a, b: r.b, c: r.c, d: r.d, text });
  return text;
}

export function textRng(text: string): RngState | undefined {
  if (text.length !== 24) return undefined;
  const a = decodeWord(text.substring(0, 6));
  const b = decodeWord(text.substring(6, 12));
  const c = decodeWord(text.substring(12, 18));
  const d = decodeWord(text.substring(18, 24));
  if (a === undefined || b === undefined || c === undefined || d === undefined) return undefined;
  return { a, b, c, d };
}

const KIND_INDEX: Record<PublicEvent["kind"], number> = { pass: 0, take: 1, stock: 2, discard: 3, reshuffle: 4 };

/**
 * An event is two characters: its code (seat * 5 + kind) in a form's code characters, then its
 * card (or the stock count after a reshuffle), "-" for none.
 */
export interface EventCodes {
  chars: string;
  /** Every event's two characters, by code * 53 + card + 1 (built once: no concatenation per move). */
  pairs: string[];
}

function eventCodes(chars: string): EventCodes {
  const pairs: string[] = [];
  for (let code = 0; code < chars.length; code++) {
    for (let card = -1; card < DECK_SIZE; card++) pairs.push(chars.charAt(code) + cardChar(card));
  }
  return { chars, pairs };
}

/** Two-seat texts write codes as digits. */
export const DIGIT_CODES = eventCodes("0123456789");
/** Three- and four-seat texts write them as card characters. */
export const LETTER_CODES = eventCodes(CARD_CHARS.substring(0, 20));

export function historyText(h: readonly PublicEvent[], codes: EventCodes): string {
  const pairs = codes.pairs;
  const parts = pieces;
  parts.length = 0;
  for (let i = 0; i < h.length; i++) {
    const e = h[i];
    let card = -1;
    if (e.kind === "pass" || e.kind === "take" || e.kind === "discard") card = e.card;
    else if (e.kind === "reshuffle") card = e.stock;
    // cardChar writes "-" for anything outside the deck; so does the table's first column.
    const col = card >= 0 && card < DECK_SIZE ? card + 1 : 0;
    parts.push(pairs[(e.seat * 5 + KIND_INDEX[e.kind]) * (DECK_SIZE + 1) + col]);
  }
  return joinPieces();
}

/** The events of `seats` seats written with `codes`, or undefined when the text is not such events. */
export function textHistory(text: string, codes: EventCodes, seats: number): PublicEvent[] | undefined {
  if (text.length % 2 !== 0) return undefined;
  const out: PublicEvent[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const code = codes.chars.indexOf(text.charAt(i));
    if (code < 0 || code >= seats * 5) return undefined;
    const seat = Math.floor(code / 5);
    const kind = EVENT_KINDS[code % 5];
    const card = charCard(text.charAt(i + 1));
    if (card === undefined) return undefined;
    if (kind === "stock") {
      if (card !== -1) return undefined;
      out.push({ seat, kind });
    } else {
      if (card < 0) return undefined;
      if (kind === "reshuffle") out.push({ seat, kind, stock: card });
      else out.push({ seat, kind, card });
    }
  }
  return out;
}
