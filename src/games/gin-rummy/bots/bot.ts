/**
 * The bot interface. A bot decides from one seat's view (what a human at that seat sees) and its
 * own seeded RNG, so it cannot peek at the stock or the other hand. Decisions are deterministic
 * given the seed: no clocks, effort is counted in evaluations, never in milliseconds.
 */
import type { SeatView } from "../engine/view";
import type { Action } from "../engine/types";

export type BotLevel = "easy" | "simple" | "normal" | "hard";

/** Weakest first: the order screens list them in. */
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "simple", "normal", "hard"];

/**
 * Levels the arena and benchmarks also play, never offered at a table (levels.ts): `ginseeker`
 * holds out for gin, the style `hard` has to beat; `knocker` knocks lower as the hand goes on,
 * wary of undercuts; `reader` is `simple` with discards that avoid feeding the opponent's melds.
 */
export type ArenaLevel = BotLevel | "ginseeker" | "knocker" | "reader";

export const ARENA_LEVELS: readonly ArenaLevel[] = ["easy", "simple", "normal", "hard", "ginseeker", "knocker", "reader"];

/**
 * The levels that play three or four seats, seeing the other seats as one opponent holding all
 * their cards (docs/rules.md, "Three or four players"). The lookahead of `hard` and the gin seeker
 * models one real opponent, so they play two seats only.
 */
const MANY_SEAT_LEVELS: readonly BotLevel[] = ["easy", "simple", "normal"];

/** The levels offered at a table of `seats`, weakest first. */
export function botLevels(seats: number): readonly BotLevel[] {
  return seats > 2 ? MANY_SEAT_LEVELS : BOT_LEVELS;
}

/** Whether `level` is one of the arena's levels and plays `seats`. */
export function playsSeats(level: unknown, seats: number): level is ArenaLevel {
  return seats > 2 ? MANY_SEAT_LEVELS.indexOf(level as BotLevel) >= 0 : isArenaLevel(level);
}

export interface Bot {
  level: ArenaLevel;
  /** One of view.legal (the view must be this bot's turn). */
  decide(view: SeatView): Action;
}

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === "string" && BOT_LEVELS.indexOf(value as BotLevel) >= 0;
}

export function isArenaLevel(value: unknown): value is ArenaLevel {
  return typeof value === "string" && ARENA_LEVELS.indexOf(value as ArenaLevel) >= 0;
}
