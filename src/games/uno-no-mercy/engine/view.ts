/** What one seat may see of a match: its own hand, every other hand's size, the pile's top, never the draw pile's order. */
import type { Card } from "./cards";
import type { UnoRules } from "./rules";
import type { UnoEvent, UnoHandResult, UnoPhase, UnoState } from "./types";

export interface UnoView {
  rules: UnoRules;
  seat: number;
  seats: number;
  hand: Card[];
  handSizes: number[];
  out: boolean[];
  /** Every face-up card on the pile, bottom first (public: each was seen when played). */
  discard: Card[];
  drawCount: number;
  colour: number;
  direction: number;
  turn: number;
  dealer: number;
  phase: UnoPhase;
  pending: number;
  pendingValue: number;
  /** The seat's own card just drawn (phase drawn, its turn), else -1. */
  drawn: Card;
  unoOpen: number;
  scores: number[];
  handNumber: number;
  last?: UnoHandResult;
  winner?: number;
  events: UnoEvent[];
}

export function unoSeatView(s: UnoState, seat: number): UnoView {
  const sizes: number[] = [];
  for (const h of s.hands) sizes.push(h.length);
  const mine = seat >= 0 && seat < s.seats;
  return {
    rules: s.rules,
    seat,
    seats: s.seats,
    hand: mine ? s.hands[seat].slice() : [],
    handSizes: sizes,
    out: s.out.slice(),
    discard: s.discard.slice(),
    drawCount: s.drawPile.length,
    colour: s.colour,
    direction: s.direction,
    turn: s.turn,
    dealer: s.dealer,
    phase: s.phase,
    pending: s.pending,
    pendingValue: s.pendingValue,
    drawn: mine && s.turn === seat ? s.drawn : -1,
    unoOpen: s.unoOpen,
    scores: s.scores.slice(),
    handNumber: s.handNumber,
    last: s.last,
    winner: s.winner,
    events: s.events.slice(),
  };
}
