/**
 * What a seat can infer about the other hand from the public history (at three or four seats, the
 * other seats together are that one opponent). Cards the opponent took face up are known until it
 * discards them. For the unseen cards (stock or opponent) a weight says how likely each is in the
 * opponent's hand: a card it discarded or declined makes its meld neighbours (same rank, nearby in
 * suit) less likely, a card it took makes them more likely.
 */
import type { Card } from "../engine/cards";
import type { Seat } from "../engine/types";
import { othersCards, SeatView } from "../engine/view";

export const MINE = 0;
export const PILE = 1;
export const OPP = 2;
export const UNSEEN = 3;

export interface Knowledge {
  seat: Seat;
  /** Per card: MINE, PILE (in the discard pile), OPP (known in the opponent's hand) or UNSEEN. */
  where: number[];
  unseen: Card[];
  oppKnown: Card[];
  /** Opponent cards that are not known. */
  oppUnknown: number;
  /** Per card: probability it is in the opponent's hand (1 known, 0 seen elsewhere). */
  pOpp: number[];
  /** Per unseen card: relative weight of being in the opponent's hand. */
  weight: number[];
  /** Cards the opponent discarded this hand (in order). */
  oppDiscards: Card[];
  /** Face-up cards the opponent passed or declined for the stock this hand (in order). */
  oppDeclined: Card[];
  /** The face-up card the opponent declined at its latest draw (-1: it took the card, or has not drawn). */
  lastDeclined: Card;
  /** The face-up card the opponent took at its latest draw (-1: it drew from the stock). */
  lastTaken: Card;
  /** How many times the opponent drew from the stock this hand. */
  oppStockDraws: number;
}

/** Evidence strengths: multipliers on the neighbours of a card (same rank, suit distance 1, 2). */
const DISCARDED: [number, number, number] = [0.55, 0.55, 0.8];
const DECLINED: [number, number, number] = [0.6, 0.6, 0.85];
const TAKEN: [number, number, number] = [1.8, 1.8, 1.3];


function scaleNeighbours(weight: number[], card: Card, f: readonly number[]): void {
  const s = Math.floor(card / 13);
  const r = card - s * 13;
  for (let k = 0; k < 4; k++) if (k !== s) weight[k * 13 + r] *= f[0];
  for (let d = 1; d <= 2; d++) {
    if (r - d >= 0) weight[s * 13 + r - d] *= f[d];
    if (r + d < 13) weight[s * 13 + r + d] *= f[d];
  }
}

export function readKnowledge(view: SeatView): Knowledge {
  const seat = view.seat;
  const weight: number[] = [];
  for (let c = 0; c < 52; c++) weight.push(1);
  const held: boolean[] = [];
  for (let c = 0; c < 52; c++) held.push(false);
  const oppDiscards: Card[] = [];
  const oppDeclined: Card[] = [];
  let lastDeclined = -1;
  let lastTaken = -1;
  let oppStockDraws = 0;
  // Replay the pile to know which card the opponent declined when it drew from the stock.
  const pile: Card[] = [view.upcard];
  let passes = 0;
  for (const e of view.history) {
    const opp = e.seat !== seat;
    if (e.kind === "pass") {
      passes++;
      if (opp) {
        scaleNeighbours(weight, e.card, DECLINED);
        oppDeclined.push(e.card);
        lastDeclined = e.card;
      }
    } else if (e.kind === "take") {
      pile.pop();
      if (opp) {
        held[e.card] = true;
        scaleNeighbours(weight, e.card, TAKEN);
        lastDeclined = -1;
        lastTaken = e.card;
      }
    } else if (e.kind === "stock") {
      const forced = passes === 2;
      passes = 0;
      // After two passes the stock draw is forced: the pass already said what it declined.
      if (opp) {
        lastTaken = -1;
        oppStockDraws++;
      }
      if (opp && !forced) {
        lastDeclined = -1;
        if (pile.length > 0) {
          const top = pile[pile.length - 1];
          scaleNeighbours(weight, top, DECLINED);
          oppDeclined.push(top);
          lastDeclined = top;
        }
      }
    } else if (e.kind === "discard") {
      passes = 0;
      pile.push(e.card);
      if (opp) {
        held[e.card] = false;
        oppDiscards.push(e.card);
        scaleNeighbours(weight, e.card, DISCARDED);
      }
    } else {
      pile.splice(0, pile.length - 1);
    }
  }
  const where: number[] = [];
  for (let c = 0; c < 52; c++) where.push(UNSEEN);
  for (const c of view.discardPile) where[c] = PILE;
  for (const c of view.hand) where[c] = MINE;
  const oppKnown: Card[] = [];
  for (let c = 0; c < 52; c++) {
    if (held[c] && where[c] === UNSEEN) {
      where[c] = OPP;
      oppKnown.push(c);
    }
  }
  const unseen: Card[] = [];
  let total = 0;
  for (let c = 0; c < 52; c++) {
    if (where[c] === UNSEEN) {
      unseen.push(c);
      total += weight[c];
    }
  }
  const oppUnknown = Math.max(0, othersCards(view) - oppKnown.length);
  const pOpp: number[] = [];
  for (let c = 0; c < 52; c++) {
    if (where[c] === OPP) pOpp.push(1);
    else if (where[c] === UNSEEN && total > 0) pOpp.push(Math.min(0.95, (oppUnknown * weight[c]) / total));
    else pOpp.push(0);
  }
  return { seat, where, unseen, oppKnown, oppUnknown, pOpp, weight, oppDiscards, oppDeclined, lastDeclined, lastTaken, oppStockDraws };
}

/** Probability that the opponent can meld `card` at once (a set or run with two of its cards). */
export function meldDanger(k: Knowledge, card: Card): number {
  const p = k.pOpp;
  const s = Math.floor(card / 13);
  const r = card - s * 13;
  const q: number[] = [];
  for (let t = 0; t < 4; t++) if (t !== s) q.push(p[t * 13 + r]);
  const pSet = q[0] * q[1] + q[0] * q[2] + q[1] * q[2] - 2 * q[0] * q[1] * q[2];
  const at = (rank: number): number => (rank >= 0 && rank < 13 ? p[s * 13 + rank] : 0);
  const a = at(r - 2);
  const b = at(r - 1);
  const c = at(r + 1);
  const d = at(r + 2);
  const pRun = 1 - (1 - a * b) * (1 - b * c) * (1 - c * d);
  return 1 - (1 - pSet) * (1 - pRun);
}
