/**
 * `game-tables arena --game uno-no-mercy --players N --matches M --seed S [--a LEVEL] [--b LEVEL]
 * [--preset P] [--json]`: whole Uno No Mercy matches to 1000 in this process, A in seat 0 and B in
 * every other seat, the first dealer drawn from each match's seed. Prints the matches, per-seat
 * wins and `illegal` (bot answers that were no legal action; always 0).
 */
import { playUnoMatch, emptyUnoTally, unoMatchSeed, UnoTally } from "../games/uno-no-mercy/bots/match-play";
import { isUnoBotLevel, UNO_BOT_LEVELS } from "../games/uno-no-mercy/bots/index";
import { UNO_PRESETS, unoPresetRules } from "../games/uno-no-mercy/engine/rules";
import { wilson95 } from "./stats";

export interface UnoArenaOptions {
  players: number;
  matches: number;
  seed: number;
  a: string;
  b: string;
  preset: string;
  json: boolean;
}

export interface UnoArenaReport {
  game: string;
  preset: string;
  players: number;
  a: string;
  b: string;
  seed: number;
  matches: number;
  wins: number[];
  winRateA: number;
  ci95: [number, number];
  hands: number;
  moves: number;
  illegal: number;
  seconds: number;
}

export const UNO_USAGE = 'usage: game-tables arena --game uno-no-mercy --players 2..4 --matches N --seed S [--a LEVEL] [--b LEVEL|"cmd:COMMAND"] [--preset P] [--json]';

export function parseUnoArenaArgs(args: string[]): UnoArenaOptions | string {
  const o: UnoArenaOptions = { players: 4, matches: 100, seed: 1, a: "hard", b: "simple", preset: "no-mercy", json: false };
  for (let i = 0; i < args.length; i++) {
    const key = args[i];
    if (key === "--json") {
      o.json = true;
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) return `${key} needs a value`;
    i++;
    if (key === "--game") {
      if (value !== "uno-no-mercy") return `unknown game ${value}`;
    } else if (key === "--a") o.a = value;
    else if (key === "--b") o.b = value;
    else if (key === "--preset") o.preset = value;
    else if (key === "--players" || key === "--matches" || key === "--seed") {
      const n = Number(value);
      if (!Number.isInteger(n)) return `${key} must be an integer`;
      if (key === "--players") o.players = n;
      else if (key === "--matches") o.matches = n;
      else o.seed = n;
    } else return `unknown option ${key}`;
  }
  if (o.players < 2 || o.players > 4) return "--players must be 2..4";
  if (o.matches < 1) return "--matches must be at least 1";
  // --b may also be "cmd:COMMAND LINE" (docs/bot-protocol.md).
  if (!isUnoBotLevel(o.a) || (!isUnoBotLevel(o.b) && !o.b.startsWith("cmd:"))) return `--a and --b must be one of ${UNO_BOT_LEVELS.join(", ")}`;
  if (o.b === "cmd:") return "--b cmd: needs a command line";
  if (UNO_PRESETS.indexOf(o.preset as never) < 0) return `--preset must be one of ${UNO_PRESETS.join(", ")}`;
  return o;
}

export function runUnoArena(o: UnoArenaOptions): UnoArenaReport {
  const t0 = performance.now();
  const tally = emptyUnoTally(o.players);
  const levels = [o.a];
  while (levels.length < o.players) levels.push(o.b);
  const rules = unoPresetRules(o.preset);
  for (let i = 0; i < o.matches; i++) playUnoMatch(rules, unoMatchSeed(o.seed, i), levels, tally);
  return unoReport(o, tally, (performance.now() - t0) / 1000);
}

/** The report of a run's tally (built-in bots, or `cmd:` bots in seats 1 on). */
export function unoReport(o: UnoArenaOptions, tally: UnoTally, seconds: number): UnoArenaReport {
  return {
    game: "uno-no-mercy",
    preset: o.preset,
    players: o.players,
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: tally.matches,
    wins: tally.wins,
    winRateA: tally.wins[0] / o.matches,
    ci95: wilson95(tally.wins[0], o.matches),
    hands: tally.hands,
    moves: tally.moves,
    illegal: tally.illegal,
    seconds,
  };
}

export function formatUnoReport(r: UnoArenaReport): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  return [
    `arena: Uno No Mercy (${r.preset}), ${r.players} seats, A = ${r.a} (seat 0), B = ${r.b} (the others), ${r.matches} matches to 1000, seed ${r.seed}`,
    `wins by seat  ${r.wins.join("  ")}`,
    `win rate A    ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}; an equal share is ${pct(1 / r.players)})`,
    `hands ${r.hands}, moves ${r.moves}, illegal ${r.illegal}, ${r.seconds.toFixed(1)} s`,
  ].join("\n");
}
