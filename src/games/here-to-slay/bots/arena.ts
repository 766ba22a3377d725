/**
 * Here to Slay bot against bot (Game.tooling.arena, for `game-tables arena --game
 * here-to-slay`): A in seat 0, B in every other seat. Besides the wins by seat it counts the wins by
 * Party Leader against the matches each leader played (the deck's balance: no leader should win
 * far above its share) and how matches ended: three Monsters slain, six classes, the turn limit.
 */
import type { ArenaOptions, GameArena } from "../../game";
import { wilson95 } from "../../../util/stats";
import { CARDS, LEADER_COUNT } from "../engine/deck";
import type { HtsState } from "../engine/types";
import type { HtsBotLevel } from "./index";
import { HTS_BOT_LEVELS, isHtsBotLevel } from "./index";
import { htsTranscript, playHtsMatch } from "./transcript";

export interface HtsTally {
  matches: number;
  wins: number[];
  /** By leader (card id): matches it played, matches it won. */
  leaderPlayed: number[];
  leaderWon: number[];
  /** How matches ended: Monsters, classes, turn limit. */
  ends: number[];
  moves: number;
  turns: number;
  /** Moves the host played for an external bot (`cmd:`, src/games/here-to-slay/cli/against.ts); 0 for built-in bots. */
  illegal: number;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

function seatLevels(o: ArenaOptions): HtsBotLevel[] {
  const levels: HtsBotLevel[] = [o.a as HtsBotLevel];
  while (levels.length < o.players) levels.push(o.b as HtsBotLevel);
  return levels;
}

/** Counts a finished match into the tally (also the CLI's matches against `cmd:` bots). */
export function tallyHtsMatch(t: HtsTally, s: HtsState): void {
  t.matches++;
  t.moves += s.moves;
  t.turns += s.turns;
  for (const p of s.parties) t.leaderPlayed[p.leader]++;
  if (s.winner >= 0) {
    t.wins[s.winner]++;
    t.leaderWon[s.parties[s.winner].leader]++;
  }
  t.ends[s.events[s.events.length - 1].a]++;
}

export interface HtsArenaReport {
  game: string;
  players: number;
  a: string;
  b: string;
  seed: number;
  matches: number;
  wins: number[];
  winRateA: number;
  ci95: [number, number];
  /** Each leader's wins over its equal share (1 = fair), with its matches and wins. */
  leaders: { name: string; played: number; won: number; ofShare: number }[];
  ends: { monsters: number; classes: number; limit: number };
  movesPerMatch: number;
  turnsPerMatch: number;
  illegal: number;
  seconds: number;
}

export const HTS_ARENA: GameArena<HtsTally> = {
  players: 4,
  a: "simple",
  b: "simple",
  check: (o) =>
    !isHtsBotLevel(o.a) || (!isHtsBotLevel(o.b) && !o.b.startsWith("cmd:"))
      ? `--a and --b must be one of ${HTS_BOT_LEVELS.join(", ")} (--b also "cmd:COMMAND LINE")`
      : o.b === "cmd:"
        ? "--b cmd: needs a command line"
        : o.players < 2 || o.players > 4
          ? "--players must be 2..4"
          : undefined,
  emptyTally: (o) => ({ matches: 0, wins: zeros(o.players), leaderPlayed: zeros(LEADER_COUNT), leaderWon: zeros(LEADER_COUNT), ends: [0, 0, 0], moves: 0, turns: 0, illegal: 0 }),
  play: (o, from, to, t) => {
    const levels = seatLevels(o);
    for (let i = from; i < to; i++) tallyHtsMatch(t, playHtsMatch(levels, o.seed, i));
  },
  merge: (into, t) => {
    into.matches += t.matches;
    into.moves += t.moves;
    into.turns += t.turns;
    into.illegal += t.illegal;
    for (let i = 0; i < into.wins.length; i++) into.wins[i] += t.wins[i];
    for (let i = 0; i < LEADER_COUNT; i++) {
      into.leaderPlayed[i] += t.leaderPlayed[i];
      into.leaderWon[i] += t.leaderWon[i];
    }
    for (let i = 0; i < 3; i++) into.ends[i] += t.ends[i];
  },
  illegal: (t) => t.illegal,
  report: (o, t, seconds): HtsArenaReport => ({
    game: "here-to-slay",
    players: o.players,
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: t.matches,
    wins: t.wins,
    winRateA: t.matches > 0 ? t.wins[0] / t.matches : 0,
    ci95: wilson95(t.wins[0], t.matches),
    leaders: t.leaderPlayed.map((played, i) => ({ name: CARDS[i].name, played, won: t.leaderWon[i], ofShare: played > 0 ? (t.leaderWon[i] / played) * o.players : 0 })),
    ends: { monsters: t.ends[0], classes: t.ends[1], limit: t.ends[2] },
    movesPerMatch: t.matches > 0 ? t.moves / t.matches : 0,
    turnsPerMatch: t.matches > 0 ? t.turns / t.matches : 0,
    illegal: t.illegal,
    seconds,
  }),
  format: (report) => {
    const r = report as HtsArenaReport;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const lines = [
      `arena: Here to Slay, ${r.players} seats, A = ${r.a} (seat 0), B = ${r.b} (the others), ${r.matches} matches, seed ${r.seed}`,
      `wins by seat  ${r.wins.join("  ")}`,
      `win rate A    ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}; an equal share is ${pct(1 / r.players)})`,
      `ended by      Monsters ${r.ends.monsters}, classes ${r.ends.classes}, turn limit ${r.ends.limit}`,
      `per match     ${r.movesPerMatch.toFixed(0)} moves, ${r.turnsPerMatch.toFixed(1)} turns; illegal ${r.illegal}; ${r.seconds.toFixed(1)} s`,
    ];
    for (const l of r.leaders) lines.push(`leader        ${l.name}: won ${l.won} of ${l.played}, ${l.ofShare.toFixed(2)}x its share`);
    return lines.join("\n");
  },
  transcript: (o, count) => htsTranscript(seatLevels(o), o.seed, count),
};
