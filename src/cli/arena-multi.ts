/**
 * `game-tables arena --players 3|4 --a LEVEL --b LEVEL --matches N --seed S [--json]`: 3–4-player
 * Gin Rummy matches, A in seat 0 and B in every other seat, the first dealer rotating by match.
 * One process (3–4-player matches are short); the counts are per seat, `illegal` counts answers
 * the engine refused (a bug when not 0).
 */
import { emptyMultiTally, MultiTally, playMultiMatches } from "../games/gin-rummy/bots/multi-play";
import type { BotLevel } from "../games/gin-rummy/bots/bot";
import { HOUSE_RULES } from "../games/gin-rummy/engine/rules";
import { wilson95 } from "./stats";

export interface MultiArenaReport {
  players: number;
  a: string;
  b: string;
  seed: number;
  matches: number;
  /** Match wins by seat (seat 0 is A). */
  wins: number[];
  winRateA: number;
  /** A's share if every seat were equally strong. */
  evenShare: number;
  ci95: [number, number];
  hands: number;
  dead: number;
  handWins: number[];
  knocks: number[];
  gins: number[];
  undercuts: number[];
  points: number[];
  illegal: number;
  seconds: number;
}

export function runMultiArena(players: number, a: BotLevel, b: BotLevel, matches: number, seed: number): MultiArenaReport {
  const t0 = performance.now();
  const t = emptyMultiTally(players);
  playMultiMatches(HOUSE_RULES, players, a, b, seed, 0, matches, t);
  return multiReport(a, b, seed, t, (performance.now() - t0) / 1000);
}

/** The report of a run's tally (built-in bots, or `cmd:` bots in seats 1 on). */
export function multiReport(a: string, b: string, seed: number, t: MultiTally, seconds: number): MultiArenaReport {
  const players = t.seats;
  return {
    players,
    a,
    b,
    seed,
    matches: t.matches,
    wins: t.matchWins,
    winRateA: t.matchWins[0] / t.matches,
    evenShare: 1 / players,
    ci95: wilson95(t.matchWins[0], t.matches),
    hands: t.hands,
    dead: t.dead,
    handWins: t.handWins,
    knocks: t.knocks,
    gins: t.gins,
    undercuts: t.undercuts,
    points: t.points,
    illegal: t.illegal,
    seconds,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatMultiReport(r: MultiArenaReport): string {
  return [
    `arena: ${r.players} players, A = ${r.a} (seat 0), B = ${r.b} (seats 1-${r.players - 1}), ${r.matches} matches, seed ${r.seed}`,
    `match wins   ${r.wins.join(" / ")}`,
    `hand wins    ${r.handWins.join(" / ")}   dead ${r.dead} of ${r.hands} hands`,
    `knocks       ${r.knocks.join(" / ")}   gins ${r.gins.join(" / ")}   undercuts ${r.undercuts.join(" / ")}`,
    `points       ${r.points.join(" / ")}`,
    `win rate A   ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}; even share ${pct(r.evenShare)})`,
    `illegal      ${r.illegal}`,
  ].join("\n");
}
