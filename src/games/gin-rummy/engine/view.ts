/**
 * What one seat may see. Built only from public facts plus the seat's own hand, so a screen or a
 * bot working from a view cannot learn another hand or the stock order. The showdown result
 * (every hand revealed) is included once the hand is over.
 *
 * Views share the state's arrays instead of copying them (bots build one per decision, so a copy
 * of the history each time would make a hand quadratic). They are read-only, and stay true as long
 * as the state is not changed in place — which the pure applyAction never does.
 */
import type { Card } from "./cards";
import { legalActions } from "./hand";
import type { Rules } from "./rules";
import type { Action, HandResult, HandState, Phase, PublicEvent, Seat } from "./types";

export interface SeatView {
  seat: Seat;
  rules: Rules;
  dealer: Seat;
  phase: Phase;
  turn: Seat;
  /** Its best melds are bestArrangement(hand), found by whoever needs them: most decisions do not. */
  hand: readonly Card[];
  /** Cards held by seat (this seat's included); their count is the table's seats. */
  handSizes: readonly number[];
  /** The face-up card, or -1 when the pile is empty. */
  topDiscard: Card;
  /** Every card in the discard pile, bottom first (all were seen face up). */
  discardPile: readonly Card[];
  stockCount: number;
  upcard: Card;
  knockLimit: number;
  multiplier: number;
  stockOnly: boolean;
  justTaken: Card;
  /** The stock card this seat just drew (its own secret), or -1. */
  justDrawn: Card;
  history: readonly PublicEvent[];
  /** This seat's legal actions (empty when it is not its turn). */
  legal: readonly Action[];
  result: HandResult | undefined;
  /** The match scores before this hand, by seat (public), when the hand belongs to a match. */
  scores: readonly number[] | undefined;
}

function sizesOf(s: HandState): number[] {
  const h = s.hands;
  const n = h.length;
  // Array literals of the right size, no loop: LuaJIT sizes a literal at once (lists.ts), and a
  // loop (truncate's) starts a trace of its own in every view.
  if (n === 2) return [h[0].length, h[1].length];
  if (n === 3) return [h[0].length, h[1].length, h[2].length];
  return [h[0].length, h[1].length, h[2].length, h[3].length];
}

/**
 * Seat views' hand sizes, made once per combination (views are built at every decision; in LuaJIT
 * each small array was garbage). Shared and read-only, like the view's other arrays.
 */
const sharedSizes: number[][] = [];

function viewSizes(s: HandState): readonly number[] {
  const h = s.hands;
  const n = h.length;
  // The seat count then each size, four bits apiece (no loop: see sizesOf).
  const k2 = (n * 16 + h[0].length) * 16 + h[1].length;
  const key = n === 2 ? k2 : n === 3 ? k2 * 16 + h[2].length : (k2 * 16 + h[2].length) * 16 + h[3].length;
  const found = sharedSizes[key];
  if (found !== undefined) return found;
  const sizes = sizesOf(s);
  // Hands hold at most 11 cards; a larger one (never dealt) is not shared, so keys stay distinct.
  for (let i = 0; i < n; i++) if (h[i].length > 15) return sizes;
  sharedSizes[key] = sizes;
  return sizes;
}

/** The legal list of a seat not to move (shared, read-only). */
const NO_ACTIONS: readonly Action[] = [];

export function seatView(s: HandState, seat: Seat, scores?: readonly number[]): SeatView {
  const mine = s.turn === seat && s.phase !== "over";
  return {
    seat,
    rules: s.rules,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hand: s.hands[seat],
    handSizes: viewSizes(s),
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
    legal: mine ? legalActions(s) : NO_ACTIONS,
    result: s.result,
    scores,
  };
}

/** The cards every other seat holds together (a bot's one opponent, however many seats). */
export function othersCards(v: SeatView): number {
  let n = 0;
  for (let s = 0; s < v.handSizes.length; s++) if (s !== v.seat) n += v.handSizes[s];
  return n;
}

/** What a bystander sees: no hand at all. */
export interface PublicView {
  phase: Phase;
  turn: Seat;
  dealer: Seat;
  topDiscard: Card;
  stockCount: number;
  handSizes: number[];
  history: readonly PublicEvent[];
  result: HandResult | undefined;
}

export function publicView(s: HandState): PublicView {
  return {
    phase: s.phase,
    turn: s.turn,
    dealer: s.dealer,
    topDiscard: s.discard.length > 0 ? s.discard[s.discard.length - 1] : -1,
    stockCount: s.stock.length,
    handSizes: sizesOf(s),
    history: s.history,
    result: s.result,
  };
}

/** By seat, the cards taken face up and still held, from the public events alone. */
export function takenCards(seats: number, history: readonly PublicEvent[]): Card[][] {
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
