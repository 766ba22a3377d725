/**
 * What one seat of a 3–4-player hand may see: its own hand, every other player's card count and
 * the cards each took face up and still holds, the discard pile and the public events. The
 * showdown result (every hand shown) once the hand is over. Shares the state's arrays (read-only).
 */
import type { Card } from "./cards";
import type { Rules } from "./rules";
import type { Phase } from "./types";
import type { MultiAction, MultiEvent, MultiHandResult, MultiHandState } from "./multi-types";
import { multiLegalActions } from "./multi-hand";

export interface MultiSeatView {
  seat: number;
  seats: number;
  rules: Rules;
  dealer: number;
  phase: Phase;
  turn: number;
  /** Its best melds: bestArrangement(hand), as for two seats. */
  hand: readonly Card[];
  /** Cards held, by seat (this seat's included). */
  handSizes: number[];
  /** By seat: the face-up cards it took and has not discarded since (public knowledge). */
  taken: Card[][];
  topDiscard: Card;
  discardPile: readonly Card[];
  stockCount: number;
  upcard: Card;
  knockLimit: number;
  multiplier: number;
  stockOnly: boolean;
  justTaken: Card;
  justDrawn: Card;
  history: readonly MultiEvent[];
  legal: MultiAction[];
  result: MultiHandResult | undefined;
  scores: readonly number[] | undefined;
}

/** By seat, the cards taken from the pile and still held, from the public events alone. */
export function takenCards(seats: number, history: readonly MultiEvent[]): Card[][] {
  const out: Card[][] = [];
  for (let s = 0; s < seats; s++) out.push([]);
  for (const e of history) {
    if (e.kind === "take") out[e.seat].push(e.card);
    else if (e.kind === "discard") {
      const list = out[e.seat];
      const at = list.indexOf(e.card);
      if (at >= 0) list.splice(at, 1);
    }
  }
  return out;
}

export function multiSeatView(s: MultiHandState, seat: number, scores?: readonly number[]): MultiSeatView {
  const hand = s.hands[seat];
  const sizes: number[] = [];
  for (const h of s.hands) sizes.push(h.length);
  return {
    seat,
    seats: s.seats,
    rules: s.rules,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hand,
    handSizes: sizes,
    taken: takenCards(s.seats, s.history),
    topDiscard: s.discard.length > 0 ? s.discard[s.discard.length - 1] : -1,
    discardPile: s.discard,
    stockCount: s.stock.length,
    upcard: s.upcard,
    knockLimit: s.knockLimit,
    multiplier: s.multiplier,
    stockOnly: s.stockOnly,
    justTaken: s.turn === seat ? s.justTaken : -1,
    justDrawn: s.turn === seat ? s.justDrawn : -1,
    history: s.history,
    legal: s.turn === seat && s.phase !== "over" ? multiLegalActions(s) : [],
    result: s.result,
    scores,
  };
}
