/**
 * What one seat may see. Built only from public facts plus the seat's own hand, so a screen or a
 * bot working from a view cannot learn the other hand or the stock order. The showdown result
 * (both hands revealed) is included once the hand is over.
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
  opponentCards: number;
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
  legal: Action[];
  result: HandResult | undefined;
  /** The match scores before this hand, by seat (public), when the hand belongs to a match. */
  scores: readonly [number, number] | undefined;
}

export function seatView(s: HandState, seat: Seat, scores?: readonly [number, number]): SeatView {
  const hand = s.hands[seat];
  const mine = s.turn === seat && s.phase !== "over";
  return {
    seat,
    rules: s.rules,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hand,
    opponentCards: s.hands[seat === 0 ? 1 : 0].length,
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
    legal: mine ? legalActions(s) : [],
    result: s.result,
    scores,
  };
}

/** What a bystander sees: no hand at all. */
export interface PublicView {
  phase: Phase;
  turn: Seat;
  dealer: Seat;
  topDiscard: Card;
  stockCount: number;
  handSizes: [number, number];
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
    handSizes: [s.hands[0].length, s.hands[1].length],
    history: s.history,
    result: s.result,
  };
}
