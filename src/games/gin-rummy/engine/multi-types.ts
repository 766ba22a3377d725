/**
 * Gin Rummy for three or four players (docs/rules.md, "Three or four players"): its own state
 * type beside the two-player HandState, so the two-player game, its records and its codec stay
 * exactly as they were. Seats are 0..seats-1 in turn order (to the left); cards and rules are shared.
 */
import type { Card } from "./cards";
import type { RngState } from "../../../util/random";
import type { Rules } from "./rules";
import type { Outcome, Phase } from "./types";

/** An action of a 3–4-player hand: the two-player actions with any seat number. */
export type MultiAction =
  | { seat: number; do: "pass" }
  | { seat: number; do: "take" }
  | { seat: number; do: "stock" }
  | { seat: number; do: "discard"; card: Card; knock?: boolean; melds?: Card[][] }
  | { seat: number; do: "bigGin" };

export type MultiEvent =
  | { seat: number; kind: "pass"; card: Card }
  | { seat: number; kind: "take"; card: Card }
  | { seat: number; kind: "stock" }
  | { seat: number; kind: "discard"; card: Card }
  | { seat: number; kind: "reshuffle"; stock: number };

/** A layoff by one opponent onto one of the knocker's melds (as it stood then). */
export interface MultiLayoff {
  seat: number;
  card: Card;
  onto: Card[];
}

export interface MultiHandResult {
  outcome: Outcome;
  /** The seat that knocked (or went gin / big gin); -1 for a dead hand. */
  knocker: number;
  /** The seat that scored most this hand (the knocker on ties); -1 for a dead hand. */
  winner: number;
  /** Deadwood per seat, opponents' after their layoffs. */
  deadwood: number[];
  /** Points per seat this hand (several seats may score: the knocker and any undercutters). */
  points: number[];
  /** The knocker's melds as laid down; each opponent's own melds. */
  melds: Card[][][];
  /** In the order made: opponents one at a time, in turn order from the knocker's left. */
  layoffs: MultiLayoff[];
  /** Every final hand (the knocker's after its discard). */
  hands: Card[][];
  multiplier: number;
}

export interface MultiHandState {
  rules: Rules;
  seats: number;
  dealer: number;
  hands: Card[][];
  /** Stock, top card LAST. */
  stock: Card[];
  /** Discard pile, top card last. */
  discard: Card[];
  upcard: Card;
  knockLimit: number;
  multiplier: number;
  phase: Phase;
  turn: number;
  /** Passes made on the first upcard (0..seats). */
  passes: number;
  /** After everyone passed, the player left of the dealer must draw from the stock. */
  stockOnly: boolean;
  justTaken: Card;
  justDrawn: Card;
  reshuffles: number;
  history: MultiEvent[];
  rng: RngState;
  result: MultiHandResult | undefined;
}
