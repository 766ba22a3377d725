/** Constructed Uno No Mercy states for the rule tests: named cards where a test puts them, the rest in the draw pile. */
import { createRng } from "../../../src/util/random";
import type { Card } from "../../../src/games/uno-no-mercy/engine/cards";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "../../../src/games/uno-no-mercy/engine/cards";
import { newUnoMatch } from "../../../src/games/uno-no-mercy/engine/hand";
import type { UnoRules } from "../../../src/games/uno-no-mercy/engine/rules";
import { NO_MERCY_RULES } from "../../../src/games/uno-no-mercy/engine/rules";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";

export const R = 0;
export const Y = 1;
export const G = 2;
export const B = 3;
export const W = -1;

/** The k-th copy of a card (colour W for wilds). */
export function card(colour: number, face: number, k = 0): Card {
  let n = 0;
  for (let c = 0; c < DECK_SIZE; c++) {
    if (CARD_COLOUR[c] === colour && CARD_FACE[c] === face) {
      if (n === k) return c;
      n++;
    }
  }
  throw new Error(`no card ${colour}/${face}/${k}`);
}

export interface Setup {
  hands: Card[][];
  top: Card;
  turn?: number;
  colour?: number;
  rules?: UnoRules;
  /** Cards on top of the draw pile, the first drawn first. */
  drawTop?: Card[];
}

export function setup(o: Setup): UnoState {
  const s = newUnoMatch(o.rules ?? NO_MERCY_RULES, o.hands.length, createRng(5), 0);
  const used = new Set<Card>([o.top, ...o.hands.flat(), ...(o.drawTop ?? [])]);
  const rest: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!used.has(c)) rest.push(c);
  s.hands = o.hands.map((h) => h.slice());
  s.discard = [o.top];
  s.drawPile = rest.concat((o.drawTop ?? []).slice().reverse());
  s.colour = o.colour ?? CARD_COLOUR[o.top];
  s.turn = o.turn ?? 0;
  s.out = o.hands.map(() => false);
  return s;
}

/** How many cards the state holds in all (always 168). */
export function cardCount(s: UnoState): number {
  return s.drawPile.length + s.discard.length + s.hands.reduce((n, h) => n + h.length, 0);
}
