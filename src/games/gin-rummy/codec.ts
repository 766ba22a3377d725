/**
 * A compact text form of a running match, for the table records in storage and for the signed
 * snapshot on a board item (docs/tables.md has the layout). One character per card, six per
 * 32-bit word, fields joined by "." and no "." inside a field. Decoding checks every field and
 * rebuilds the state through the engine, so a damaged text is an error, never a broken match.
 */
import { DECK_SIZE } from "./engine/cards";
import type { Card } from "./engine/cards";
import type { MatchState } from "./engine/match";
import { decidedMatch } from "./engine/match";
import type { RngState } from "../../util/random";
import type { Rules } from "./engine/rules";
import { validateRules } from "./engine/rules";
import { knockMeldsChoice } from "./engine/knock-melds";
import { optimalArrangements } from "./engine/melds";
import { bestDefence, deadHandResult, showdown } from "./engine/showdown";
import type { HandResult, HandState, Phase, PublicEvent, Seat } from "./engine/types";
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
    c.lineBonus === r.lineBonus
  ) {
    return lastRulesText;
  }
  const text = [
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
  ].join("-");
  // A copy: the cache must not change if the caller's object does.
  lastRules = { ...r };
  lastRulesText = text;
  return text;
}

export function textRules(text: string): Rules | undefined {
  const f = splitOn(text, "-");
  if (f.length !== 13) return undefined;
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

/** Every event's two characters, by (seat * 5 + kind) * 53 + card + 1 (built once: no concatenation per move). */
const EVENT_PAIRS: string[] = [];
for (let code = 0; code < 10; code++) {
  for (let card = -1; card < DECK_SIZE; card++) EVENT_PAIRS.push(String.fromCharCode(48 + code) + cardChar(card));
}

function historyText(h: readonly PublicEvent[]): string {
  const parts = pieces;
  parts.length = 0;
  for (let i = 0; i < h.length; i++) {
    const e = h[i];
    let card = -1;
    if (e.kind === "pass" || e.kind === "take" || e.kind === "discard") card = e.card;
    else if (e.kind === "reshuffle") card = e.stock;
    // cardChar writes "-" for anything outside the deck; so does the table's first column.
    const col = card >= 0 && card < DECK_SIZE ? card + 1 : 0;
    parts.push(EVENT_PAIRS[(e.seat * 5 + KIND_INDEX[e.kind]) * (DECK_SIZE + 1) + col]);
  }
  return joinPieces();
}

function textHistory(text: string): PublicEvent[] | undefined {
  if (text.length % 2 !== 0) return undefined;
  const out: PublicEvent[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return undefined;
    const seat: Seat = code >= 5 ? 1 : 0;
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

/** How a finished hand ended, so its result can be recomputed (showdowns are deterministic). */
function endChar(h: HandState): string {
  const r = h.result;
  if (r === undefined) return "-";
  if (r.outcome === "dead") return "d";
  return r.outcome === "bigGin" ? "b" : "k";
}

/** The knocker's chosen arrangement as one character (its index), "-" when no knock ended the hand. */
function choiceChar(h: HandState): string {
  const r = h.result;
  if (r === undefined || r.knocker === -1) return "-";
  const choice = knockMeldsChoice(r.hands[r.knocker], r.melds[r.knocker]);
  return typeof choice === "number" ? cardChar(choice) : "-";
}

/**
 * The match as text. `over` hands keep how they ended; the result is recomputed on decode.
 * `historyLimit` keeps only the latest public events (snapshots: a hand where both keep taking
 * the discard never runs out of stock, so its history has no bound).
 */
export function encodeMatch(m: MatchState, historyLimit = -1): string {
  const h = m.hand;
  const flags =
    natText(h.dealer) +
    natText(h.turn) +
    PHASE_CHARS.charAt(PHASES.indexOf(h.phase)) +
    natText(h.passes) +
    (h.stockOnly ? "1" : "0") +
    natText(h.reshuffles) +
    cardChar(h.justTaken) +
    cardChar(h.justDrawn) +
    cardChar(h.upcard) +
    endChar(h) +
    (h.multiplier === 2 ? "2" : "1") +
    CARD_CHARS.charAt(h.knockLimit) +
    choiceChar(h);
  return [
    rulesText(m.rules),
    natText(m.scores[0]) + "-" + natText(m.scores[1]) + "-" + natText(m.handsWon[0]) + "-" + natText(m.handsWon[1]) + "-" + natText(m.handNumber),
    rngText(m.rng),
    flags,
    cardsText(h.hands[0]),
    cardsText(h.hands[1]),
    cardsText(h.stock),
    cardsText(h.discard),
    rngText(h.rng),
    historyText(historyLimit >= 0 && h.history.length > historyLimit ? h.history.slice(h.history.length - historyLimit) : h.history),
  ].join(".");
}

/** Number of "."-separated fields `encodeMatch` writes. */
export const MATCH_FIELDS = 10;

/** Rebuilds a match from `encodeMatch` fields; a string says what is wrong. */
export function decodeMatchFields(f: readonly string[]): MatchState | string {
  if (f.length !== MATCH_FIELDS) return "wrong number of fields";
  const rules = textRules(f[0]);
  if (rules === undefined) return "bad rules";
  const sc = splitOn(f[1], "-");
  if (sc.length !== 5) return "bad scores";
  const nums: number[] = [];
  for (const s of sc) {
    const n = parseNat(s);
    if (n === undefined) return "bad scores";
    nums.push(n);
  }
  const rng = textRng(f[2]);
  if (rng === undefined) return "bad match seed";
  const flags = f[3];
  // 12 characters: written before the knocker chose its melds (no choice character).
  if (flags.length !== 12 && flags.length !== 13) return "bad hand flags";
  const choice = flags.length === 13 ? charCard(flags.charAt(12)) : LEGACY_CHOICE;
  if (choice === undefined) return "bad hand flags";
  const knockLimit = CARD_CHARS.indexOf(flags.charAt(11));
  const dealer = parseNat(flags.charAt(0));
  const turn = parseNat(flags.charAt(1));
  const phaseIndex = PHASE_CHARS.indexOf(flags.charAt(2));
  const passes = parseNat(flags.charAt(3));
  const stockOnly = flags.charAt(4);
  const reshuffles = parseNat(flags.charAt(5));
  const justTaken = charCard(flags.charAt(6));
  const justDrawn = charCard(flags.charAt(7));
  const upcard = charCard(flags.charAt(8));
  const end = flags.charAt(9);
  const mult = flags.charAt(10);
  if (dealer === undefined || dealer > 1 || turn === undefined || turn > 1 || phaseIndex < 0) return "bad hand flags";
  if (passes === undefined || passes > 2 || (stockOnly !== "0" && stockOnly !== "1") || reshuffles === undefined || reshuffles > 1) {
    return "bad hand flags";
  }
  if (justTaken === undefined || justDrawn === undefined || upcard === undefined || upcard < 0) return "bad hand flags";
  if (knockLimit < 0 || knockLimit > 10 || (mult !== "1" && mult !== "2")) return "bad hand flags";
  const phase = PHASES[phaseIndex];
  if ((phase === "over") !== (end !== "-") || "-kbd".indexOf(end) < 0) return "bad hand flags";
  const h0 = textCards(f[4]);
  const h1 = textCards(f[5]);
  const stock = textCards(f[6]);
  const discard = textCards(f[7]);
  if (h0 === undefined || h1 === undefined || stock === undefined || discard === undefined) return "bad cards";
  const seen: boolean[] = [];
  const all = h0.concat(h1, stock, discard);
  if (all.length !== DECK_SIZE) return "not a whole deck";
  for (const c of all) {
    if (seen[c]) return "a card appears twice";
    seen[c] = true;
  }
  if (h0.length < 10 || h0.length > 11 || h1.length < 10 || h1.length > 11) return "bad hand sizes";
  const handRng = textRng(f[8]);
  if (handRng === undefined) return "bad hand seed";
  const history = textHistory(f[9]);
  if (history === undefined) return "bad history";
  const hand: HandState = {
    rules,
    dealer: dealer as Seat,
    hands: [h0, h1],
    stock,
    discard,
    upcard,
    knockLimit,
    multiplier: mult === "2" ? 2 : 1,
    phase,
    turn: turn as Seat,
    passes,
    stockOnly: stockOnly === "1",
    justTaken,
    justDrawn,
    reshuffles,
    history,
    rng: handRng,
    result: undefined,
  };
  // The seat to move holds 11 cards exactly in the discard phase (and after big gin).
  const expectEleven = phase === "discard" || end === "b";
  const mover = hand.hands[hand.turn].length;
  const waiting = hand.hands[hand.turn === 0 ? 1 : 0].length;
  if (waiting !== 10 || mover !== (expectEleven ? 11 : 10)) return "bad hand sizes";
  if (phase === "over") {
    if ((end === "k" || end === "b") && choice >= optimalArrangements(hand.hands[hand.turn]).length) return "bad hand flags";
    hand.result = recomputeResult(hand, end, choice);
  }
  const m: MatchState = {
    rules,
    scores: [nums[0], nums[1]],
    handsWon: [nums[2], nums[3]],
    handNumber: nums[4],
    hand,
    results: hand.result !== undefined ? [hand.result] : [],
    rng,
    result: undefined,
  };
  // A finished match is stored as its last hand: the hand that reached the target decides it again.
  m.result = decidedMatch(m);
  return m;
}

/** The choice of flags written before knockers chose: the showdown then took legacyChoice. */
const LEGACY_CHOICE = -2;

function recomputeResult(h: HandState, end: string, choice: number): HandResult {
  if (end === "d") return deadHandResult(h.hands, h.multiplier);
  const knocker = h.turn;
  const c = choice === LEGACY_CHOICE ? legacyChoice(h.hands[knocker], h.hands[knocker === 0 ? 1 : 0]) : choice;
  return showdown({ rules: h.rules, knocker, hands: h.hands, bigGin: end === "b", multiplier: h.multiplier, choice: c });
}

/**
 * How showdowns chose the knocker's melds before the knocker did (it looked at the defender's
 * hand: the arrangement leaving it the most deadwood, the first on ties). Kept only so that a
 * finished hand stored then shows the result it was scored with.
 */
function legacyChoice(knocker: readonly Card[], defender: readonly Card[]): number {
  const all = optimalArrangements(knocker);
  if (all[0].deadwood === 0) return 0;
  let best = 0;
  let most = -1;
  for (let i = 0; i < all.length; i++) {
    const d = bestDefence(defender, all[i].melds, true).deadwood;
    if (d > most) {
      best = i;
      most = d;
    }
  }
  return best;
}

export function decodeMatch(text: string): MatchState | string {
  return decodeMatchFields(splitOn(text, "."));
}
