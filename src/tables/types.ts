/** Public result types of the table service (what hosts get back from each call). */
import type { Message } from "../i18n/types";
import type { TablePile } from "../games/game";
import type { Occupant } from "./items/occupant";
import type { PlayerId, TableId } from "./ports";

/** A refused call: nothing changed; the message says why (the service already told the actor). */
export type Outcome = { ok: true } | { ok: false; error: Message };

/** A board's game, as its Game names it (Game.kind; src/games/registry.ts lists them). */
export type BoardKind = string;

/** A seat at the table: 0..seats-1 (the chair's side; a match numbers its seats in table order). */
export type Seat = number;

/** What fitting a board did: `resumed` when its snapshot restored a paused match. */
export type FitOutcome =
  | { ok: true; resumed: boolean; notice?: Message }
  | { ok: false; error: Message };

/** Breaking a table hands back the fitted board (if any) as a plain item; a running match is aborted and refunded. */
export type BreakOutcome = { ok: true; board: BoardKind | "" } | { ok: false; error: Message };

export type TablePhase = "empty" | "lobby" | "playing" | "paused" | "result";

/** What a host needs to draw a table in the world. */
export interface TableInfo {
  id: TableId;
  owner: PlayerId;
  board: BoardKind | "";
  phase: TablePhase;
  /** The table's seats. Loop to this, not to `seats.length`: an empty seat is a hole in Lua. */
  seatCount: number;
  /** Seat occupants, one per seat of the table (undefined: empty). */
  seats: (Occupant | undefined)[];
  /** Seated, connected and not away (a seat kept for an absent player is not present). */
  present: boolean[];
  matchId: string;
}

/** What start-up recovery did, for the host's log. */
export interface RecoveryReport {
  tables: number;
  settlementsFinished: number;
  refunds: number;
  pausesCleared: number;
}

/** The public face of a running match (no hand): for drawing the tabletop. */
export interface PublicTableState {
  matchId: string;
  paused: boolean;
  /** The game's phase name (its own words: "draw", "discard", "over", ...). */
  phase: string;
  turn: number;
  dealer: number;
  /** The piles in the middle of the table (a draw pile, a discard pile, ...). */
  piles: TablePile[];
  /** What lies face up in front of each match seat (Tabletop.fronts); absent: nothing. */
  fronts?: TablePile[][];
  /** The table seat of each match seat: hand sizes and scores are by match seat. */
  at: number[];
  handSizes: number[];
  scores: number[];
  handNumber: number;
}
