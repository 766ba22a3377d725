/**
 * Cards are small integers so hands fit in bit masks and tables:
 * card = suit * 13 + rank, rank 0..12 = A..K, suit 0..3 = clubs, diamonds, hearts, spades.
 */
export type Card = number;

export const RANKS = "A23456789TJQK";
export const SUITS = "CDHS";
export const DECK_SIZE = 52;

export function rankOf(card: Card): number {
  return card % 13;
}

export function suitOf(card: Card): number {
  return Math.floor(card / 13);
}

export function makeCard(rank: number, suit: number): Card {
  return suit * 13 + rank;
}

/** Deadwood points: aces 1, pips face value, faces 10. */
export function cardPoints(card: Card): number {
  const r = card % 13;
  return r < 9 ? r + 1 : 10;
}

export function cardName(card: Card): string {
  return RANKS.charAt(card % 13) + SUITS.charAt(Math.floor(card / 13));
}

/** Parses "TD"-style notation; returns -1 for anything else. */
export function parseCard(text: string): Card {
  if (text.length !== 2) return -1;
  const r = RANKS.indexOf(text.charAt(0));
  const s = SUITS.indexOf(text.charAt(1));
  if (r < 0 || s < 0) return -1;
  return s * 13 + r;
}

export function isCard(value: unknown): value is Card {
  return typeof value === "number" && value >= 0 && value < DECK_SIZE && Math.floor(value) === value;
}

/** A fresh deck in canonical order (AC..KC, AD..KD, AH..KH, AS..KS). */
export function newDeck(): Card[] {
  // A literal: LuaJIT makes it at its size at once, where 52 appends reallocate it seven times (lists.ts).
  return [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51,
  ];
}

/** Sort by suit then rank: the order melds and hands are shown in. */
export function sortCards(cards: readonly Card[]): Card[] {
  const out = cards.slice();
  out.sort((a, b) => a - b);
  return out;
}
