/**
 * The stored text of an Uno No Mercy match, for table records and the board item's snapshot:
 * UNO_FIELDS fields joined by "." (none holds a "."), two base64url characters per card, lists
 * inside a field joined by "~". The whole match is bounded (168 cards, the last 8 events), so the
 * record and the snapshot are the same text. Decoding checks every field and that every one of
 * the 168 cards is somewhere exactly once: a damaged text is a clear error, never a broken match.
 */
import { decodeWord, encodeWord } from "../../util/base64";
import { natText, parseNat, splitOn } from "../../util/text";
import type { Card } from "./engine/cards";
import { COLOURS, DECK_SIZE } from "./engine/cards";
import type { UnoRules } from "./engine/rules";
import type { UnoEvent, UnoPhase, UnoState } from "./engine/types";
import { EVENT_LIMIT } from "./engine/types";

const VERSION = "u1";
export const UNO_FIELDS = 30;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const PHASES: UnoPhase[] = ["play", "drawn", "roulette", "over"];
const PHASE_CHARS = "pdro";
const EVENT_KINDS: UnoEvent["kind"][] = ["play", "draw", "take", "pick", "catch", "out", "win", "keep", "colour", "swap", "rotate", "discard", "uno", "open", "bonus"];
const EVENT_CHARS = "pdtkcoweCSRDUOB";

/** Each card's two characters, made once: a record encodes every card on every move. */
const CARD_TEXT: string[] = [];
for (let c = 0; c < DECK_SIZE; c++) CARD_TEXT.push(ALPHABET.charAt(Math.floor(c / 64)) + ALPHABET.charAt(c % 64));

function cardText(c: Card): string {
  return CARD_TEXT[c];
}

/** One list of pieces for every cardsText: a match is written after every move, its piles a hundred cards and more. */
const pieces: string[] = [];

function cardsText(cards: readonly Card[]): string {
  const parts = pieces;
  parts.length = 0;
  for (const c of cards) parts.push(cardText(c));
  const text = parts.join("");
  parts.length = 0;
  return text;
}

function textCards(t: string): Card[] | undefined {
  if (t.length % 2 !== 0) return undefined;
  const out: Card[] = [];
  for (let i = 0; i < t.length; i += 2) {
    const hi = ALPHABET.indexOf(t.charAt(i));
    const lo = ALPHABET.indexOf(t.charAt(i + 1));
    if (hi < 0 || lo < 0) return undefined;
    const c = hi * 64 + lo;
    if (c >= DECK_SIZE) return undefined;
    out.push(c);
  }
  return out;
}

/** -1 as "-", else the number. */
function seatText(n: number): string {
  return n < 0 ? "-" : natText(n);
}

function flag(b: boolean): string {
  return b ? "1" : "0";
}

function numsText(ns: readonly number[]): string {
  const parts: string[] = [];
  for (const n of ns) parts.push(natText(n));
  return parts.join("~");
}

export function encodeUno(s: UnoState): string {
  const r = s.rules;
  const hands: string[] = [];
  for (const h of s.hands) hands.push(cardsText(h));
  const outs: string[] = [];
  for (const o of s.out) outs.push(flag(o));
  const events: string[] = [];
  for (const e of s.events) events.push(natText(e.seat) + EVENT_CHARS.charAt(EVENT_KINDS.indexOf(e.kind)) + seatText(e.n));
  return [
    VERSION,
    flag(r.stackHigher),
    flag(r.playDrawn),
    natText(r.matchTarget),
    natText(r.mercyLimit),
    natText(r.mercyBonus),
    natText(r.unoPenalty),
    natText(s.seats),
    encodeWord(s.rng.a) + encodeWord(s.rng.b) + encodeWord(s.rng.c) + encodeWord(s.rng.d),
    natText(s.dealer),
    seatText(s.turn),
    s.direction > 0 ? "+" : "-",
    PHASE_CHARS.charAt(PHASES.indexOf(s.phase)),
    natText(s.colour),
    natText(s.pending),
    natText(s.pendingValue),
    seatText(s.causer),
    seatText(s.drawn),
    seatText(s.unoOpen),
    outs.join(""),
    numsText(s.scores),
    numsText(s.handsWon),
    natText(s.handNumber),
    natText(s.moves),
    hands.join("~"),
    cardsText(s.drawPile),
    cardsText(s.discard),
    s.last === undefined ? "-" : natText(s.last.winner) + "~" + natText(s.last.points),
    s.winner === undefined ? "-" : natText(s.winner),
    events.join("~"),
  ].join(".");
}

export function decodeUno(text: string): UnoState | string {
  if (typeof text !== "string") return "not text";
  return decodeUnoFields(splitOn(text, "."));
}

/** Reads a field as a number in [lo, hi], or "-" as -1 when `dash`. */
function num(f: string, lo: number, hi: number, dash = false): number | undefined {
  if (dash && f === "-") return -1;
  const n = parseNat(f);
  return n === undefined || n < lo || n > hi ? undefined : n;
}

function nums(f: string, count: number, hi: number): number[] | undefined {
  const parts = splitOn(f, "~");
  if (parts.length !== count) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    const n = num(p, 0, hi);
    if (n === undefined) return undefined;
    out.push(n);
  }
  return out;
}

const BIG = 999999999;

export function decodeUnoFields(f: readonly string[]): UnoState | string {
  if (f.length !== UNO_FIELDS) return `expected ${UNO_FIELDS} fields, found ${f.length}`;
  if (f[0] !== VERSION) return "unknown version " + f[0];
  const flags: boolean[] = [];
  for (const i of [1, 2]) {
    if (f[i] !== "0" && f[i] !== "1") return `field ${i}: expected 0 or 1`;
    flags.push(f[i] === "1");
  }
  const target = num(f[3], 1, BIG);
  const limit = num(f[4], 2, 168);
  const bonus = num(f[5], 0, BIG);
  const penalty = num(f[6], 0, 20);
  if (target === undefined || limit === undefined || bonus === undefined || penalty === undefined) return "bad rule numbers";
  const rules: UnoRules = { stackHigher: flags[0], playDrawn: flags[1], matchTarget: target, mercyLimit: limit, mercyBonus: bonus, unoPenalty: penalty };
  const seats = num(f[7], 2, 4);
  if (seats === undefined) return "seats must be 2..4";
  if (f[8].length !== 24) return "bad random state";
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const w = decodeWord(f[8].substring(i * 6, i * 6 + 6));
    if (w === undefined) return "bad random state";
    words.push(w);
  }
  const dealer = num(f[9], 0, seats - 1);
  const turn = num(f[10], 0, seats - 1, true);
  if (dealer === undefined || turn === undefined) return "bad dealer or turn";
  if (f[11] !== "+" && f[11] !== "-") return "bad direction";
  const pi = f[12].length === 1 ? PHASE_CHARS.indexOf(f[12]) : -1;
  if (pi < 0) return "bad phase";
  const phase = PHASES[pi];
  const colour = num(f[13], 0, COLOURS - 1);
  const pending = num(f[14], 0, DECK_SIZE * 10);
  const pendingValue = num(f[15], 0, 10);
  const causer = num(f[16], 0, seats - 1, true);
  const drawn = num(f[17], 0, DECK_SIZE - 1, true);
  const unoOpen = num(f[18], 0, seats - 1, true);
  if (colour === undefined || pending === undefined || pendingValue === undefined || causer === undefined || drawn === undefined || unoOpen === undefined) return "bad turn fields";
  if (pendingValue !== 0 && pendingValue !== 2 && pendingValue !== 4 && pendingValue !== 6 && pendingValue !== 10) return "bad pending value";
  if ((pending === 0) !== (pendingValue === 0) || pending < pendingValue) return "pending draws disagree";
  if (f[19].length !== seats) return "bad knock-out flags";
  const out: boolean[] = [];
  for (let i = 0; i < seats; i++) {
    const ch = f[19].charAt(i);
    if (ch !== "0" && ch !== "1") return "bad knock-out flags";
    out.push(ch === "1");
  }
  const scores = nums(f[20], seats, BIG);
  const won = nums(f[21], seats, BIG);
  const handNumber = num(f[22], 1, BIG);
  const moves = num(f[23], 0, BIG);
  if (scores === undefined || won === undefined || handNumber === undefined || moves === undefined) return "bad scores";
  const handTexts = splitOn(f[24], "~");
  if (handTexts.length !== seats) return "expected one hand per seat";
  const hands: Card[][] = [];
  for (const h of handTexts) {
    const cards = textCards(h);
    if (cards === undefined) return "bad hand";
    hands.push(cards);
  }
  const drawPile = textCards(f[25]);
  const discard = textCards(f[26]);
  if (drawPile === undefined || discard === undefined || discard.length === 0) return "bad piles";
  const seen: boolean[] = [];
  let count = 0;
  for (const list of [drawPile, discard, ...hands]) {
    for (const c of list) {
      if (seen[c]) return "card " + c + " appears twice";
      seen[c] = true;
      count++;
    }
  }
  if (count !== DECK_SIZE) return `expected ${DECK_SIZE} cards, found ${count}`;
  for (let i = 0; i < seats; i++) if (out[i] && hands[i].length > 0) return "a knocked-out seat holds cards";
  let last: UnoState["last"];
  if (f[27] !== "-") {
    const l = nums(f[27], 2, BIG);
    if (l === undefined || l[0] >= seats) return "bad hand result";
    last = { winner: l[0], points: l[1] };
  }
  const winner = num(f[28], 0, seats - 1, true);
  if (winner === undefined) return "bad winner";
  if ((phase === "over") !== (last !== undefined) || (phase === "over") !== (turn === -1)) return "phase disagrees with turn or result";
  if (winner !== -1 && phase !== "over") return "a winner while the hand runs";
  if (turn !== -1 && out[turn]) return "the seat to move is knocked out";
  if (phase === "drawn" ? drawn === -1 || hands[turn].indexOf(drawn) < 0 : drawn !== -1) return "bad drawn card";
  const events: UnoEvent[] = [];
  if (f[29] !== "") {
    const parts = splitOn(f[29], "~");
    if (parts.length > EVENT_LIMIT) return "too many events";
    for (const p of parts) {
      const seat = num(p.substring(0, 1), 0, seats - 1);
      const k = p.length >= 2 ? EVENT_CHARS.indexOf(p.charAt(1)) : -1;
      const n = num(p.substring(2), 0, BIG, true);
      if (seat === undefined || k < 0 || n === undefined) return "bad event";
      events.push({ seat, kind: EVENT_KINDS[k], n });
    }
  }
  return {
    rules,
    seats,
    rng: { a: words[0], b: words[1], c: words[2], d: words[3] },
    hands,
    drawPile,
    discard,
    colour,
    direction: f[11] === "+" ? 1 : -1,
    turn,
    dealer,
    phase,
    pending,
    pendingValue,
    causer,
    drawn,
    unoOpen,
    out,
    scores,
    handsWon: won,
    handNumber,
    moves,
    last,
    winner: winner === -1 ? undefined : winner,
    events,
  };
}
