/**
 * Match transcripts and decision timings, shared by Node and the LuaJIT build so both runtimes
 * can be compared byte for byte and timed on the same positions. Clocks come from the caller.
 */
import { HOUSE_RULES, rulesForSeats, type Rules } from "../engine/rules";
import type { SeatView } from "../engine/view";
import type { ArenaLevel, Bot } from "./bot";
import { createArenaBot } from "./index";
import { botRng, emptyTally, matchSeed, playMatch } from "./match-play";

/** The bots of an arena match seeded `seed`: A in seat 0, B in every other seat. */
export function seatBots(a: ArenaLevel, b: ArenaLevel, seed: number, seats: number): Bot[] {
  const bots: Bot[] = [];
  for (let seat = 0; seat < seats; seat++) bots.push(createArenaBot(seat === 0 ? a : b, botRng(seed, seat)));
  return bots;
}

/** Every action and hand result of matches [0, count) of a run at `seats` (rules capped for them), one line each. */
export function transcript(a: ArenaLevel, b: ArenaLevel, seed: number, count: number, rules: Rules = HOUSE_RULES, seats = 2): string[] {
  const lines: string[] = [];
  const played = rulesForSeats(rules, seats);
  for (let i = 0; i < count; i++) {
    const s = matchSeed(seed, i);
    lines.push(`match ${i} seed ${s} ${a} vs ${b}${seats > 2 ? ` x${seats - 1}` : ""}`);
    const winner = playMatch(played, s, i % seats, seatBots(a, b, s, seats), emptyTally(seats), (line) => lines.push(line));
    lines.push(`winner ${winner}`);
  }
  return lines;
}

/** Milliseconds per decision of `level` playing `count` two-seat matches against `opponent`. */
export function decisionTimes(level: ArenaLevel, seed: number, count: number, nowMs: (this: void) => number, opponent: ArenaLevel = "simple"): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = matchSeed(seed, i);
    const inner = createArenaBot(level, botRng(s, 0));
    const timed: Bot = {
      level,
      decide(view: SeatView) {
        const t0 = nowMs();
        const action = inner.decide(view);
        times.push(nowMs() - t0);
        return action;
      },
    };
    playMatch(HOUSE_RULES, s, i % 2, [timed, createArenaBot(opponent, botRng(s, 1))], emptyTally());
  }
  return times;
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = values.slice();
  sorted.sort((x, y) => x - y);
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}
