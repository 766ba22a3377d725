/** A seat's legal actions from its own view: the engine's rule, on a state that holds only what the seat sees. */
import { cloneRng } from "../../../util/random";
import type { Card } from "../engine/cards";
import { CARD_COLOUR, COLOURS, DECK_SIZE, isWild } from "../engine/cards";
import { legalUno } from "../engine/hand";
import type { UnoAction, UnoState } from "../engine/types";
import type { UnoView } from "../engine/view";

/** A state that agrees with the view wherever the rules look for the viewer's moves. */
export function stateOfView(v: UnoView): UnoState {
  const hands: Card[][] = [];
  for (let i = 0; i < v.seats; i++) hands.push(i === v.seat ? v.hand.slice() : []);
  return {
    rules: v.rules,
    seats: v.seats,
    rng: cloneRng({ a: 1, b: 2, c: 3, d: 4 }),
    hands,
    drawPile: [],
    discard: v.discard.slice(),
    colour: v.colour,
    direction: v.direction,
    turn: v.turn,
    dealer: v.dealer,
    phase: v.phase,
    pending: v.pending,
    pendingValue: v.pendingValue,
    causer: -1,
    drawn: v.drawn,
    unoOpen: v.unoOpen,
    out: v.out.slice(),
    scores: v.scores.slice(),
    handsWon: [],
    handNumber: v.handNumber,
    moves: 0,
    events: [],
  };
}

export function legalOfView(v: UnoView): UnoAction[] {
  return legalUno(stateOfView(v), v.seat);
}

/** The colour the hand holds most of (wilds aside), lowest colour on a tie. */
export function bestColour(hand: readonly Card[]): number {
  const n = [0, 0, 0, 0];
  for (const c of hand) if (!isWild(c)) n[CARD_COLOUR[c]]++;
  let best = 0;
  for (let k = 1; k < COLOURS; k++) if (n[k] > n[best]) best = k;
  return best;
}

/** Per colour, the cards the seat has not seen (not in its hand, not on the pile). */
export function unseenByColour(v: UnoView): number[] {
  const seen: boolean[] = [];
  for (const c of v.hand) seen[c] = true;
  for (const c of v.discard) seen[c] = true;
  const n = [0, 0, 0, 0];
  for (let c = 0; c < DECK_SIZE; c++) if (!seen[c] && !isWild(c)) n[CARD_COLOUR[c]]++;
  return n;
}
