/**
 * Match transcripts and decision timings, shared by Node and the LuaJIT build so both runtimes
 * can be compared byte for byte and timed on the same positions. Clocks come from the caller.
 */
import { HOUSE_RULES, type Rules } from "../engine/rules";
import type { Seat } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { ArenaLevel, Bot } from "./bot";
import { createArenaBot } from "./index";
import { botRng, emptyTally, matchSeed, playMatch } from "./match-play";

/** Every action and hand result of matches [0, count) of a run, one line each. */
export function transcript(a: ArenaLevel, b: ArenaLevel, seed: number, count: number, rules: Rules = HOUSE_RULES): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = matchSeed(seed, i);
    const first: Seat = i % 2 === 0 ? 0 : 1;
    lines.push(`match ${i} seed ${s} ${a} vs ${b}`);
    const winner = playMatch(rules, s, first, [createArenaBot(a, botRng(s, 0)), createArenaBot(b, botRng(s, 1))], emptyTally(), (line) => lines.push(line));
    lines.push(`winner ${winner}`);
  }
  return lines;
}

/** Milliseconds per decision of `level` playing `count` matches against `opponent`. */
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
    playMatch(HOUSE_RULES, s, i % 2 === 0 ? 0 : 1, [timed, createArenaBot(opponent, botRng(s, 1))], emptyTally());
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
