/**
 * Gin Rummy in `game-tables arena`. Two players: whole matches to 100 between two bots, A always
 * in seat 0, the first dealer alternating by match (B may also be an external bot process, which
 * ../cli/against.ts plays into the same tally). Three or four: A in seat 0 and B in every other seat, the
 * first dealer rotating by match; the counts are per seat. `illegal`, for every seat count: the
 * replies of an external bot the host had to play a move for (docs/bot-protocol.md, "Arena exit
 * code"); the arena then exits 1.
 */
import type { ArenaOptions, GameArena } from "../../game";
import { wilson95 } from "../../../util/stats";
import { presetRules, rulesForSeats, type PresetName } from "../engine/rules";
import { ARENA_LEVELS, botLevels, isArenaLevel, playsSeats } from "./index";
import { emptyTally, mergeTally, playMatches, type Tally } from "./match-play";
import { seatBots, transcript } from "./transcript";

export interface TwoArenaReport {
  a: string;
  b: string;
  seed: number;
  matches: number;
  winsA: number;
  winsB: number;
  winRateA: number;
  ci95: [number, number];
  hands: number;
  handWinsA: number;
  handWinsB: number;
  dead: number;
  ginsA: number;
  ginsB: number;
  undercutsA: number;
  undercutsB: number;
  knockWinsA: number;
  knockWinsB: number;
  /** Hands each side ended by knocking (gin included), the share of those that were gin, and the share of its knocks short of gin the other side undercut. */
  knocksA: number;
  knocksB: number;
  ginRateA: number;
  ginRateB: number;
  undercutRateA: number;
  undercutRateB: number;
  pointsA: number;
  pointsB: number;
  /** Replies of a `cmd:` bot the host played a move for. */
  illegal: number;
  seconds: number;
  matchesPerSecond: number;
  /** Only when not the house rules. */
  preset?: string;
}

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
  /** Only when not the house rules. */
  preset?: string;
}

const HOUSE = "house";

function twoReport(o: ArenaOptions, t: Tally, seconds: number): TwoArenaReport {
  const knocks = (s: number): number => t.knocks[s];
  const share = (n: number, of: number): number => (of > 0 ? n / of : 0);
  const r: TwoArenaReport = {
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: t.matches,
    winsA: t.matchWins[0],
    winsB: t.matchWins[1],
    winRateA: t.matchWins[0] / t.matches,
    ci95: wilson95(t.matchWins[0], t.matches),
    hands: t.hands,
    handWinsA: t.handWins[0],
    handWinsB: t.handWins[1],
    dead: t.dead,
    ginsA: t.gins[0],
    ginsB: t.gins[1],
    undercutsA: t.undercuts[0],
    undercutsB: t.undercuts[1],
    knockWinsA: t.knockWins[0],
    knockWinsB: t.knockWins[1],
    knocksA: knocks(0),
    knocksB: knocks(1),
    ginRateA: share(t.gins[0], knocks(0)),
    ginRateB: share(t.gins[1], knocks(1)),
    undercutRateA: share(t.undercuts[1], knocks(0) - t.gins[0]),
    undercutRateB: share(t.undercuts[0], knocks(1) - t.gins[1]),
    pointsA: t.points[0],
    pointsB: t.points[1],
    illegal: t.illegal,
    seconds,
    matchesPerSecond: t.matches / seconds,
  };
  if (o.preset !== HOUSE) r.preset = o.preset;
  return r;
}

function multiReport(o: ArenaOptions, t: Tally, seconds: number): MultiArenaReport {
  const r: MultiArenaReport = {
    players: o.players,
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: t.matches,
    wins: t.matchWins,
    winRateA: t.matchWins[0] / t.matches,
    evenShare: 1 / o.players,
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
  if (o.preset !== HOUSE) r.preset = o.preset;
  return r;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const rulesNote = (preset: string | undefined): string => (preset !== undefined ? ` (${preset})` : "");

function formatTwo(r: TwoArenaReport): string {
  const row = (label: string, a: number, b: number): string => `${label.padEnd(12)} A ${String(a).padStart(7)}   B ${String(b).padStart(7)}`;
  return [
    `arena: A = ${r.a} (seat 0), B = ${r.b} (seat 1), ${r.matches} matches to 100, seed ${r.seed}${rulesNote(r.preset)}`,
    row("match wins", r.winsA, r.winsB),
    row("hand wins", r.handWinsA, r.handWinsB) + `   dead ${r.dead} of ${r.hands} hands`,
    row("gins", r.ginsA, r.ginsB),
    row("undercuts", r.undercutsA, r.undercutsB),
    row("knock wins", r.knockWinsA, r.knockWinsB),
    row("points", r.pointsA, r.pointsB),
    `knocks       A ${String(r.knocksA).padStart(7)} (${pct(r.ginRateA)} gin, ${pct(r.undercutRateA)} of the rest undercut)   B ${String(r.knocksB).padStart(7)} (${pct(r.ginRateB)} gin, ${pct(r.undercutRateB)} of the rest undercut)`,
    `win rate A   ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])})`,
    `illegal      ${r.illegal}`,
    `speed        ${r.matchesPerSecond.toFixed(2)} matches/s (${r.seconds.toFixed(1)} s)`,
  ].join("\n");
}

function formatMulti(r: MultiArenaReport): string {
  return [
    `arena: ${r.players} players, A = ${r.a} (seat 0), B = ${r.b} (seats 1-${r.players - 1}), ${r.matches} matches, seed ${r.seed}${rulesNote(r.preset)}`,
    `match wins   ${r.wins.join(" / ")}`,
    `hand wins    ${r.handWins.join(" / ")}   dead ${r.dead} of ${r.hands} hands`,
    `knocks       ${r.knocks.join(" / ")}   gins ${r.gins.join(" / ")}   undercuts ${r.undercuts.join(" / ")}`,
    `points       ${r.points.join(" / ")}`,
    `win rate A   ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}; even share ${pct(r.evenShare)})`,
    `illegal      ${r.illegal}`,
  ].join("\n");
}

function check(o: ArenaOptions): string | undefined {
  if (!isArenaLevel(o.a)) return `--a must be one of ${ARENA_LEVELS.join(", ")}`;
  if (!isArenaLevel(o.b) && !o.b.startsWith("cmd:")) return `--b must be one of ${ARENA_LEVELS.join(", ")} or "cmd:COMMAND LINE"`;
  if (o.b === "cmd:") return "--b cmd: needs a command line";
  if (!playsSeats(o.a, o.players) || (!playsSeats(o.b, o.players) && !o.b.startsWith("cmd:"))) return `with --players ${o.players}, --a and --b must be one of ${botLevels(o.players).join(", ")}`;
  return undefined;
}

export const GIN_ARENA: GameArena<Tally> = {
  players: 2,
  a: "",
  b: "",
  check: (o) => check(o),
  emptyTally: (o) => emptyTally(o.players),
  play: (o, from, to, tally) => {
    const a = o.a;
    const b = o.b;
    if (!isArenaLevel(a) || !isArenaLevel(b)) throw new Error("arena: unknown level");
    playMatches(rulesForSeats(presetRules(o.preset as PresetName), o.players), o.seed, from, to, (s) => seatBots(a, b, s, o.players), tally);
  },
  merge: (into, t) => mergeTally(into, t),
  illegal: (t) => t.illegal,
  // Two seats report A against B; three or four report by seat.
  report: (o, t, seconds) => (o.players === 2 ? twoReport(o, t, seconds) : multiReport(o, t, seconds)),
  format: (r) => ((r as MultiArenaReport).players !== undefined ? formatMulti(r as MultiArenaReport) : formatTwo(r as TwoArenaReport)),
  transcript: (o, count) => {
    if (!isArenaLevel(o.a) || !isArenaLevel(o.b)) throw new Error("arena: unknown level");
    return transcript(o.a, o.b, o.seed, count, presetRules(o.preset as PresetName), o.players);
  },
};
