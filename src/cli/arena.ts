/**
 * `game-tables arena --a LEVEL --b LEVEL --matches N --seed S [--jobs J] [--json]`: whole matches
 * to 100 between two bots, A always in seat 0, the first dealer alternating by match. Built-in bots
 * play in worker processes; `--b "cmd:COMMAND LINE"` plays against an external bot process
 * speaking docs/bot-protocol.md (J concurrent matches, one process each).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ARENA_LEVELS, ArenaLevel, createArenaBot, isArenaLevel } from "../games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed, mergeTally, Tally } from "../games/gin-rummy/bots/match-play";
import { HOUSE_RULES } from "../games/gin-rummy/engine/rules";
import type { Seat } from "../games/gin-rummy/engine/types";
import { formatUnoReport, parseUnoArenaArgs, runUnoArena, UNO_USAGE } from "./arena-uno";
import type { BotLevel } from "../games/gin-rummy/bots/bot";
import { isMultiBotLevel, MULTI_BOT_LEVELS } from "../games/gin-rummy/bots/multi";
import { formatMultiReport, runMultiArena } from "./arena-multi";
import { ExternalBot } from "./bot-client";
import { localPlayer, playMatchAsync, Player } from "./bot-match";
import type { Command } from "./commands";
import { multiArenaAgainstCommand, unoArenaAgainstCommand } from "./protocol-matches";
import { wilson95 } from "./stats";

export interface ArenaOptions {
  a: ArenaLevel;
  b: string;
  matches: number;
  seed: number;
  jobs: number;
  json: boolean;
  /** 2, or 3–4 for the 3–4-player game (built-in levels that play it only). */
  players?: number;
}

export interface ArenaReport {
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
  seconds: number;
  matchesPerSecond: number;
}

const USAGE = 'usage: game-tables arena [--game gin-rummy|uno-no-mercy] [--players 2|3|4] --a LEVEL --b LEVEL|"cmd:COMMAND" --matches N --seed S [--jobs J] [--json]';

export function parseArenaArgs(args: string[]): ArenaOptions | string {
  let a = "";
  const o: ArenaOptions = { a: "easy", b: "", matches: 100, seed: 1, jobs: 1, json: false };
  for (let i = 0; i < args.length; i++) {
    const key = args[i];
    if (key === "--json") {
      o.json = true;
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) return `${key} needs a value`;
    i++;
    if (key === "--a") a = value;
    else if (key === "--b") o.b = value;
    else if (key === "--matches" || key === "--seed" || key === "--jobs" || key === "--players") {
      const n = Number(value);
      if (!Number.isInteger(n)) return `${key} must be an integer`;
      if (key === "--matches") o.matches = n;
      else if (key === "--seed") o.seed = n;
      else if (key === "--players") o.players = n;
      else o.jobs = n;
    } else return `unknown option ${key}`;
  }
  if (!isArenaLevel(a)) return `--a must be one of ${ARENA_LEVELS.join(", ")}`;
  o.a = a;
  if (!isArenaLevel(o.b) && !o.b.startsWith("cmd:")) return `--b must be one of ${ARENA_LEVELS.join(", ")} or "cmd:COMMAND LINE"`;
  if (o.b === "cmd:") return "--b cmd: needs a command line";
  if (o.matches < 1) return "--matches must be at least 1";
  const players = o.players ?? 2;
  if (players < 2 || players > 4) return "--players must be 2, 3 or 4";
  if (players > 2 && (!isMultiBotLevel(o.a) || (!isMultiBotLevel(o.b) && !o.b.startsWith("cmd:")))) return `with --players ${players}, --a and --b must be one of ${MULTI_BOT_LEVELS.join(", ")}`;
  if (o.jobs < 1 || o.jobs > 64) return "--jobs must be 1..64";
  return o;
}

/** Built-in bots: ranges of matches handed out to J worker processes as they finish. */
async function runLocal(o: ArenaOptions): Promise<Tally> {
  const total = emptyTally();
  const chunk = Math.max(1, Math.min(25, Math.ceil(o.matches / (o.jobs * 4))));
  let next = 0;
  const workerFile = fileURLToPath(new URL("./arena-worker.ts", import.meta.url));
  const lanes: Promise<void>[] = [];
  for (let j = 0; j < Math.min(o.jobs, Math.ceil(o.matches / chunk)); j++) {
    lanes.push(
      new Promise<void>((resolve, reject) => {
        const child = fork(workerFile, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
        const give = (): void => {
          if (next >= o.matches) {
            child.disconnect();
            return;
          }
          const from = next;
          next = Math.min(o.matches, next + chunk);
          child.send({ a: o.a, b: o.b, seed: o.seed, from, to: next });
        };
        child.on("message", (t: Tally) => {
          mergeTally(total, t);
          give();
        });
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`arena worker exited with code ${code}`))));
        child.on("error", reject);
        give();
      }),
    );
  }
  await Promise.all(lanes);
  return total;
}

/** Against an external process: J lanes, each with its own bot process, playing matches in turn. */
async function runExternal(o: ArenaOptions): Promise<Tally> {
  const total = emptyTally();
  const command = o.b.slice("cmd:".length);
  let next = 0;
  const lanes: Promise<void>[] = [];
  for (let j = 0; j < Math.min(o.jobs, o.matches); j++) {
    lanes.push(
      (async () => {
        const external = new ExternalBot(command, { log: (line) => console.error(line) });
        try {
          while (next < o.matches) {
            const i = next++;
            const s = matchSeed(o.seed, i);
            const players: [Player, Player] = [localPlayer(createArenaBot(o.a, botRng(s, 0))), external];
            await playMatchAsync(HOUSE_RULES, s, (i % 2) as Seat, players, total);
          }
        } finally {
          await external.close();
        }
      })(),
    );
  }
  await Promise.all(lanes);
  return total;
}

export async function runArena(o: ArenaOptions): Promise<ArenaReport> {
  const t0 = performance.now();
  const t = o.b.startsWith("cmd:") ? await runExternal(o) : await runLocal(o);
  const seconds = (performance.now() - t0) / 1000;
  const ci = wilson95(t.matchWins[0], t.matches);
  const knocks = (s: 0 | 1): number => t.gins[s] + t.knockWins[s] + t.undercuts[s === 0 ? 1 : 0];
  const share = (n: number, of: number): number => (of > 0 ? n / of : 0);
  return {
    a: o.a,
    b: o.b,
    seed: o.seed,
    matches: t.matches,
    winsA: t.matchWins[0],
    winsB: t.matchWins[1],
    winRateA: t.matchWins[0] / t.matches,
    ci95: ci,
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
    seconds,
    matchesPerSecond: t.matches / seconds,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatReport(r: ArenaReport): string {
  const row = (label: string, a: number, b: number): string => `${label.padEnd(12)} A ${String(a).padStart(7)}   B ${String(b).padStart(7)}`;
  return [
    `arena: A = ${r.a} (seat 0), B = ${r.b} (seat 1), ${r.matches} matches to 100, seed ${r.seed}`,
    row("match wins", r.winsA, r.winsB),
    row("hand wins", r.handWinsA, r.handWinsB) + `   dead ${r.dead} of ${r.hands} hands`,
    row("gins", r.ginsA, r.ginsB),
    row("undercuts", r.undercutsA, r.undercutsB),
    row("knock wins", r.knockWinsA, r.knockWinsB),
    row("points", r.pointsA, r.pointsB),
    `knocks       A ${String(r.knocksA).padStart(7)} (${pct(r.ginRateA)} gin, ${pct(r.undercutRateA)} of the rest undercut)   B ${String(r.knocksB).padStart(7)} (${pct(r.ginRateB)} gin, ${pct(r.undercutRateB)} of the rest undercut)`,
    `win rate A   ${pct(r.winRateA)}  (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])})`,
    `speed        ${r.matchesPerSecond.toFixed(2)} matches/s (${r.seconds.toFixed(1)} s)`,
  ].join("\n");
}

export const arenaCommand: Command = {
  name: "arena",
  summary: "play bots against each other: match wins, gins, undercuts, win rate with a 95% interval",
  async run(args) {
    const game = args.indexOf("--game");
    if (game >= 0 && args[game + 1] === "uno-no-mercy") {
      const u = parseUnoArenaArgs(args);
      if (typeof u === "string") {
        console.error(`${u}\n${UNO_USAGE}`);
        return 2;
      }
      const report = u.b.startsWith("cmd:") ? await unoArenaAgainstCommand(u) : runUnoArena(u);
      console.log(u.json ? JSON.stringify(report) : formatUnoReport(report));
      return report.illegal === 0 ? 0 : 1;
    }
    // Gin Rummy is the default game; `--game gin-rummy` names it.
    if (game >= 0 && args[game + 1] === "gin-rummy") args = args.slice(0, game).concat(args.slice(game + 2));
    else if (game >= 0) {
      console.error(`--game must be gin-rummy or uno-no-mercy\n${USAGE}`);
      return 2;
    }
    const o = parseArenaArgs(args);
    if (typeof o === "string") {
      console.error(`${o}\n${USAGE}`);
      return 2;
    }
    // Ctrl-C or a kill still ends through process.exit, whose hook stops every cmd: bot's group.
    process.once("SIGINT", () => process.exit(130));
    process.once("SIGTERM", () => process.exit(143));
    if (o.players !== undefined && o.players > 2) {
      const multi = o.b.startsWith("cmd:") ? await multiArenaAgainstCommand(o) : runMultiArena(o.players, o.a as BotLevel, o.b as BotLevel, o.matches, o.seed);
      console.log(o.json ? JSON.stringify(multi) : formatMultiReport(multi));
      return 0;
    }
    const report = await runArena(o);
    console.log(o.json ? JSON.stringify(report) : formatReport(report));
    return 0;
  },
};
