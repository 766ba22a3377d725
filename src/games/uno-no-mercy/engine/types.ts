/** The state of an Uno No Mercy match and the actions on it (plain data, see hand.ts for the rules). */
import type { RngState } from "../../../util/random";
import type { Card } from "./cards";
import type { UnoRules } from "./rules";

/**
 * play: the seat to move plays or draws (or, with `pending` set, stacks or takes);
 * drawn: the seat drew until playable and plays `drawn` (or keeps it, when the rules allow);
 * roulette: the seat to move names the colour a Wild Color Roulette makes it turn up;
 * over: the hand is over (`last` says how), or the match is (`winner` set).
 */
export type UnoPhase = "play" | "drawn" | "roulette" | "over";

export type UnoAction =
  /** `colour` for a wild other than the roulette, `target` for a 7, `uno` to call UNO. */
  | { seat: number; do: "play"; card: Card; colour?: number; target?: number; uno?: boolean }
  /** Draw until a playable card shows (no pending draws). */
  | { seat: number; do: "draw" }
  /** Keep the card just drawn (only when the rules let a player keep it). */
  | { seat: number; do: "keep" }
  /** Take the pending draw cards instead of stacking. */
  | { seat: number; do: "take" }
  /** Name the colour for a Wild Color Roulette played on you. */
  | { seat: number; do: "pick"; colour: number }
  /** Catch the player who went down to one card without calling UNO (any other seat, any time before the next move). */
  | { seat: number; do: "catch" };

/**
 * A public event, for the screen's event lines: every move that changes a hand or the colour is
 * one (a wild's colour, a 7's swap, a 0's pass, a Discard All's count, an UNO call, one missed).
 */
export interface UnoEvent {
  seat: number;
  kind: "play" | "draw" | "take" | "pick" | "catch" | "out" | "win" | "keep" | "colour" | "swap" | "rotate" | "discard" | "uno" | "open" | "bonus";
  /**
   * The card played; how many cards were drawn, taken or discarded with a Discard All; the colour
   * picked or named; the seat swapped with; the direction hands passed (1, -1); the mercy bonus
   * scored; else 0.
   */
  n: number;
}

export interface UnoHandResult {
  winner: number;
  points: number;
}

export interface UnoState {
  rules: UnoRules;
  seats: number;
  /** Shuffles (reshuffles of the discard pile) draw from here. */
  rng: RngState;
  hands: Card[][];
  /** Face down; the top is the last card. */
  drawPile: Card[];
  /** Face up; the top is the last card. */
  discard: Card[];
  /** The colour in force (0..3). */
  colour: number;
  /** 1 or -1. */
  direction: number;
  turn: number;
  dealer: number;
  phase: UnoPhase;
  /** Cards the stack of draw cards makes the player to move take, and the value of its top card. */
  pending: number;
  pendingValue: number;
  /** Who played the last draw card or roulette (scores a knock-out it causes), or -1. */
  causer: number;
  /** The card just drawn (phase drawn), else -1. */
  drawn: Card;
  /** The seat that went down to one card without calling UNO, catchable until the next move, or -1. */
  unoOpen: number;
  /** Knocked out of the running hand by the mercy rule. */
  out: boolean[];
  scores: number[];
  handsWon: number[];
  handNumber: number;
  /** Every move of the match so far. */
  moves: number;
  /** The last hand's result while phase is over. */
  last?: UnoHandResult;
  /** The match winner once someone reached the target. */
  winner?: number;
  /** The latest public events (at most EVENT_LIMIT). */
  events: UnoEvent[];
}

export const EVENT_LIMIT = 12;
