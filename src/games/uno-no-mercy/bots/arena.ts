/**
 * Uno No Mercy in `game-tables arena`: whole matches to 1000, A in seat 0 and B in every other
 * seat, the first dealer drawn from each match's seed. Reports the matches, per-seat wins and
 * `illegal`: replies of an external bot the host had to play a move for (0 for built-in bots; the
 * arena then exits 1, docs/bot-protocol.md "Arena exit code").
 */
import type { ArenaOptions, GameArena } from "../../game";
import { wilson95 } from "../../../util/stats";
import { unoPresetRules } from "../engine/rules";
import { isUnoBotLevel, UNO_BOT_LEVELS } from "./index";
import { emptyUnoTally, playUnoMatch, unoMatchSeed, type UnoTally } from "./match-play";
import { unoTranscript } from "./transcript";

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

function report(o: ArenaOptions, t: UnoTally, seconds: number): UnoArenaReport {
  return {
    game: "uno-no-mercy",
    preset: o.preset,
    players: o.players,
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: t.matches,
    wins: t.wins,
    winRateA: t.wins[0] / o.matches,
    ci95: wilson95(t.wins[0], o.matches),
    hands: t.hands,
    moves: t.moves,
    illegal: t.illegal,
    seconds,
  };
}

function format(r: UnoArenaReport): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  return [
    `arena: Uno No Mercy (${r.preset}), ${r.players} seats, A = ${r.a} (seat 0), B = ${r.b} (the others), ${r.matches} matches to 1000, seed ${r.seed}`,
    `wins by seat  ${r.wins.join("  ")}`,
    `win rate A    ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}; an equal share is ${pct(1 / r.players)})`,
    `hands ${r.hands}, moves ${r.moves}, illegal ${r.illegal}, ${r.seconds.toFixed(1)} s`,
  ].join("\n");
}

/** A in seat 0, B in every other seat. */
function seatLevels(o: ArenaOptions): string[] {
  const levels = [o.a];
  while (levels.length < o.players) levels.push(o.b);
  return levels;
}

export const UNO_ARENA: GameArena<UnoTally> = {
  players: 4,
  a: "hard",
  b: "simple",
  // --b may also be "cmd:COMMAND LINE" (docs/bot-protocol.md): one bot process per seat but the first.
  check: (o) =>
    !isUnoBotLevel(o.a) || (!isUnoBotLevel(o.b) && !o.b.startsWith("cmd:"))
      ? `--a and --b must be one of ${UNO_BOT_LEVELS.join(", ")} (--b also "cmd:COMMAND LINE")`
      : o.b === "cmd:"
        ? "--b cmd: needs a command line"
        : undefined,
  emptyTally: (o) => emptyUnoTally(o.players),
  play: (o, from, to, tally) => {
    const levels = seatLevels(o);
    const rules = unoPresetRules(o.preset);
    for (let i = from; i < to; i++) playUnoMatch(rules, unoMatchSeed(o.seed, i), levels, tally);
  },
  merge: (into, t) => {
    into.matches += t.matches;
    into.hands += t.hands;
    into.moves += t.moves;
    into.illegal += t.illegal;
    for (let s = 0; s < into.wins.length; s++) into.wins[s] += t.wins[s];
  },
  illegal: (t) => t.illegal,
  report: (o, t, seconds) => report(o, t, seconds),
  format: (r) => format(r as UnoArenaReport),
  transcript: (o, count) => unoTranscript(seatLevels(o), o.seed, count, o.preset),
};
