/**
 * Hands as four 13-bit suit masks, so bots can add and remove cards and ask the engine's
 * table-driven minimal deadwood without allocating.
 */
import type { Card } from "../engine/cards";
import { minDeadwoodMasks } from "../engine/melds";

export type Masks = [number, number, number, number];

export function masksOf(cards: readonly Card[]): Masks {
  const m: Masks = [0, 0, 0, 0];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const s = Math.floor(c / 13);
    m[s] = m[s] | (1 << (c - s * 13));
  }
  return m;
}

/**
 * Aces high or low (Mahjong gin) in the decision being made: bots/index.ts sets it from the view
 * before every decision (decisions run one at a time, to the end), so the many deadwood look-ups
 * of a decision need no rules passed down to them.
 */
let acesHighNow = false;

export function playAcesHigh(on: boolean): void {
  acesHighNow = on;
}

export function acesHigh(): boolean {
  return acesHighNow;
}

export function dw(m: Masks): number {
  return minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHighNow);
}

export function hasCard(m: Masks, c: Card): boolean {
  const s = Math.floor(c / 13);
  return (m[s] & (1 << (c - s * 13))) !== 0;
}

export function addCard(m: Masks, c: Card): void {
  const s = Math.floor(c / 13);
  m[s] = m[s] | (1 << (c - s * 13));
}

export function removeCard(m: Masks, c: Card): void {
  const s = Math.floor(c / 13);
  m[s] = m[s] & ~(1 << (c - s * 13));
}

/** Takes card c out of the list `cards` (a hand: no repeats), the others keeping their order. */
export function dropCard(cards: Card[], c: Card): void {
  const n = cards.length;
  let i = 0;
  while (i < n && cards[i] !== c) i++;
  if (i === n) return;
  for (; i < n - 1; i++) cards[i] = cards[i + 1];
  cards.pop();
}

/** Deadwood of the hand with card `c` removed (m is restored). */
export function dwWithout(m: Masks, c: Card): number {
  removeCard(m, c);
  const d = dw(m);
  addCard(m, c);
  return d;
}

/** runThrough[w]: whether the 5 ranks r-2..r+2 held as bits of w (r is bit 2, held) contain a run of 3 through r. */
const runThrough: boolean[] = [];
for (let w = 0; w < 32; w++) runThrough[w] = (w & 7) === 7 || (w & 14) === 14 || (w & 28) === 28;

/**
 * True when c forms a set or a run with cards of the hand (the hand need not be optimal with it).
 * Counts and a look-up rather than loops and branches: it runs for every upcard a bot sees, and
 * LuaJIT gives every branch taken in a hot loop its own side trace.
 */
export function formsMeld(m: Masks, c: Card): boolean {
  const s = Math.floor(c / 13);
  const r = c - s * 13;
  const own = m[s] | (1 << r);
  // Cards of rank r held in the other suits.
  const same = ((m[0] >> r) & 1) + ((m[1] >> r) & 1) + ((m[2] >> r) & 1) + ((m[3] >> r) & 1) - ((m[s] >> r) & 1);
  return same >= 2 || runThrough[((own << 2) >> r) & 31];
}

/** True when c shares a rank with, or lies within two ranks in suit of, a card of the hand. */
export function touches(m: Masks, c: Card): boolean {
  const s = Math.floor(c / 13);
  const r = c - s * 13;
  const bit = 1 << r;
  for (let k = 0; k < 4; k++) if (k !== s && (m[k] & bit) !== 0) return true;
  const near = ((bit << 1) | (bit << 2) | (bit >> 1) | (bit >> 2)) & 0x1fff;
  return (m[s] & near) !== 0;
}
