import type { Card } from "./cards";
import type { RngState } from "../../../util/random";
import type { Rules } from "./rules";

/** A seat: 0..seats-1 in turn order (play passes to the left, seat + 1). */
export type Seat = number;

/**
 * An action, as in hand records. `pass` only during the first-upcard offer; `take` takes the
 * face-up card; `stock` draws the stock's top card; `discard` may end the hand with `knock`, and a
 * knock may name the knocker's melds (a least-deadwood arrangement; absent: the default choice).
 */
export type Action =
  | { seat: Seat; do: "pass" }
  | { seat: Seat; do: "take" }
  | { seat: Seat; do: "stock" }
  | { seat: Seat; do: "discard"; card: Card; knock?: boolean; melds?: Card[][] }
  | { seat: Seat; do: "bigGin" };

export type ActionKind = Action["do"];

/** firstUpcard: the offer of the first face-up card; draw/discard: a turn; over: the hand has a result. */
export type Phase = "firstUpcard" | "draw" | "discard" | "over";

/** A public event: what every seat (and bystanders) saw happen. Stock draws show no card. */
export type PublicEvent =
  | { seat: Seat; kind: "pass"; card: Card }
  | { seat: Seat; kind: "take"; card: Card }
  | { seat: Seat; kind: "stock" }
  | { seat: Seat; kind: "discard"; card: Card }
  | { seat: Seat; kind: "reshuffle"; stock: number };

export type Outcome = "knock" | "gin" | "undercut" | "bigGin" | "dead";

/** A card an opponent laid off onto one of the knocker's melds. */
export interface Layoff {
  seat: Seat;
  card: Card;
  /** The meld as it was before this card was added. */
  onto: Card[];
}

export interface HandResult {
  outcome: Outcome;
  /** The seat that knocked (or declared gin / big gin); -1 for a dead hand. */
  knocker: Seat;
  /** The seat that scored most (docs/rules.md, "Showdown"); -1 for a dead hand. */
  winner: Seat;
  /** Deadwood by seat, the opponents' after their layoffs. */
  deadwood: number[];
  /** Points by seat this hand (with more than one opponent, undercutters score beside the knocker). */
  points: number[];
  /** By seat: the knocker's melds as laid down, each opponent's own. */
  melds: Card[][][];
  /** In the order made: opponents one at a time, in turn order from the knocker's left. */
  layoffs: Layoff[];
  /** Every final hand (the knocker's after its discard). */
  hands: Card[][];
  /** 2 when an Oklahoma spade upcard doubled the hand. */
  multiplier: number;
  /** Tedesco: the streak bonus included in the winner's points (absent when none). */
  streakBonus?: number;
}

export interface HandState {
  rules: Rules;
  dealer: Seat;
  /** By seat; their count is the table's seats. */
  hands: Card[][];
  /** Stock, top card LAST (records list it top first). */
  stock: Card[];
  /** Discard pile, top card last. */
  discard: Card[];
  upcard: Card;
  knockLimit: number;
  multiplier: number;
  phase: Phase;
  turn: Seat;
  /** Passes made on the first upcard (0..seats). */
  passes: number;
  /** After everyone passed, the dealer's left must draw from the stock. */
  stockOnly: boolean;
  /** The face-up card taken this turn (may not be discarded now), or -1. */
  justTaken: Card;
  /** The stock card drawn this turn, or -1 (private to the drawer). */
  justDrawn: Card;
  /** How many reshuffles happened (the reshuffle rule allows one). */
  reshuffles: number;
  history: PublicEvent[];
  /** For the reshuffle rule only. */
  rng: RngState;
  result: HandResult | undefined;
}

/** Why an action was refused. The state is unchanged. */
export type ErrorCode =
  | "hand_over"
  | "not_your_turn"
  | "wrong_phase"
  | "bad_seat"
  | "bad_action"
  | "card_not_in_hand"
  | "just_taken"
  | "stock_only"
  | "deadwood_too_high"
  | "no_knocking"
  | "big_gin_off"
  | "not_big_gin"
  | "bad_card"
  | "bad_melds";

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ApplyResult = { ok: true; state: HandState } | { ok: false; error: EngineError };
