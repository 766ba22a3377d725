/**
 * `game-tables arena [--game KIND] [--players N] --a LEVEL --b LEVEL --matches N --seed S
 * [--preset P] [--jobs J] [--json]`: whole matches between bots of any registered game, through
 * its Game.tooling.arena (which checks the levels, plays, counts and reports). `--jobs J` hands ranges of
 * matches to J worker processes as they finish; matches are seeded by index, so the figures are
 * the same. `--b "cmd:COMMAND LINE"` plays external bot processes speaking docs/bot-protocol.md:
 * two-player Gin Rummy in J concurrent matches (one process each); 3–4-player Gin Rummy and Uno No
 * Mercy with one process per seat but the first (protocol-matches.ts).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { AnyGame, ArenaOptions, GameArena } from "../games/game";
import { GIN_ARENA } from "../games/gin-rummy/bots/arena";
import { createArenaBot, isArenaLevel } from "../games/gin-rummy/bots/index";
import type { MultiTally } from "../games/gin-rummy/bots/multi-play";
import { botRng, matchSeed, type Tally } from "../games/gin-rummy/bots/match-play";
import { presetRules, type PresetName } from "../games/gin-rummy/engine/rules";
import type { Seat } from "../games/gin-rummy/engine/types";
import { GAMES } from "../games/registry";
import { UNO_ARENA } from "../games/uno-no-mercy/bots/arena";
import type { UnoTally } from "../games/uno-no-mercy/bots/match-play";
import { ExternalBot } from "./bot-client";
import { localPlayer, playMatchAsync, Player } from "./bot-match";
import type { Command } from "./commands";
import { multiGinAgainstCommand, unoAgainstCommand, type ExternalRun } from "./protocol-matches";

export interface CliArenaOptions extends ArenaOptions {
  /** The game's board kind. */
  game: string;
  jobs: number;
  json: boolean;
}

/** A game's name on the command line: its kind with dashes ("uno-no-mercy"); the kind itself also works. */
function gameName(game: AnyGame): string {
  return game.kind.split("_").join("-");
}

function findGame(name: string): AnyGame | undefined {
  for (const g of GAMES) if (g.kind === name || gameName(g) === name) return g;
  return undefined;
}

/** "a, b or c". */
function oneOf(xs: readonly string[]): string {
  return xs.length <= 1 ? xs.join("") : xs.slice(0, -1).join(", ") + " or " + xs[xs.length - 1];
}

function range(from: number, to: number): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(String(n));
  return out;
}

function arenaGames(): AnyGame[] {
  return GAMES.filter((g) => g.tooling.arena !== undefined);
}

export function usage(): string {
  const games = arenaGames();
  const names = games.map(gameName).join("|");
  let min = 99;
  let max = 0;
  for (const g of games) {
    min = Math.min(min, g.rules.minSeats);
    max = Math.max(max, g.rules.maxSeats);
  }
  return `usage: game-tables arena [--game ${names}] [--players ${range(min, max).join("|")}] --a LEVEL --b LEVEL|"cmd:COMMAND" --matches N --seed S [--preset P] [--jobs J] [--json]`;
}

/** The options, or why they are wrong. The game is the first registered one unless --game names another. */
export function parseArenaArgs(args: string[]): CliArenaOptions | string {
  let game: AnyGame | undefined = arenaGames()[0];
  let players: number | undefined;
  let a: string | undefined;
  let b: string | undefined;
  let preset: string | undefined;
  const o = { matches: 100, seed: 1, jobs: 1, json: false };
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
      game = findGame(value);
      if (game === undefined || game.tooling.arena === undefined) return `--game must be ${oneOf(arenaGames().map(gameName))}`;
    } else if (key === "--a") a = value;
    else if (key === "--b") b = value;
    else if (key === "--preset") preset = value;
    else if (key === "--matches" || key === "--seed" || key === "--jobs" || key === "--players") {
      const n = Number(value);
      if (!Number.isInteger(n)) return `${key} must be an integer`;
      if (key === "--matches") o.matches = n;
      else if (key === "--seed") o.seed = n;
      else if (key === "--players") players = n;
      else o.jobs = n;
    } else return `unknown option ${key}`;
  }
  const arena = game?.tooling.arena;
  if (game === undefined || arena === undefined) return "no game here plays in the arena";
  const full: CliArenaOptions = {
    game: game.kind,
    players: players ?? arena.players,
    a: a ?? arena.a,
    b: b ?? arena.b,
    preset: preset ?? game.rules.presets[0],
    matches: o.matches,
    seed: o.seed,
    jobs: o.jobs,
    json: o.json,
  };
  if (full.players < game.rules.minSeats || full.players > game.rules.maxSeats) return `--players must be ${oneOf(range(game.rules.minSeats, game.rules.maxSeats))}`;
  if (game.rules.presets.indexOf(full.preset) < 0) return `--preset must be one of ${game.rules.presets.join(", ")}`;
  const wrong = arena.check(full);
  if (wrong !== undefined) return wrong;
  if (full.matches < 1) return "--matches must be at least 1";
  if (full.jobs < 1 || full.jobs > 64) return "--jobs must be 1..64";
  if (full.b.startsWith("cmd:") && EXTERNAL[full.game] === undefined) return `--b cmd: plays ${oneOf(Object.keys(EXTERNAL))} only`;
  return full;
}

/** Built-in bots: in this process, or ranges of matches handed out to J worker processes as they finish. */
async function runLocal(arena: GameArena<unknown>, o: CliArenaOptions): Promise<unknown> {
  const total = arena.emptyTally(o);
  if (o.jobs === 1) {
    arena.play(o, 0, o.matches, total);
    return total;
  }
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
          child.send({ options: o, from, to: next });
        };
        child.on("message", (t: unknown) => {
          arena.merge(total, t);
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

/** Games whose arena plays an external bot process (`--b cmd:...`), by kind: into the game's own tally. */
const EXTERNAL: Record<string, (o: CliArenaOptions, tally: unknown) => Promise<void>> = {
  gin_rummy: (o, tally) => (o.players === 2 ? runExternalGin(o, tally as Tally) : runExternalMulti(o, tally as MultiTally)),
  uno_no_mercy: (o, tally) => runExternalUno(o, tally as UnoTally),
};

/** The seats but the first each run the command (one process per seat): protocol-matches.ts. */
function externalRun(o: CliArenaOptions): ExternalRun {
  return { seats: o.players, a: o.a, command: o.b.slice("cmd:".length), matches: o.matches, seed: o.seed, opts: { log: (line) => console.error(line) } };
}

async function runExternalMulti(o: CliArenaOptions, total: MultiTally): Promise<void> {
  GIN_ARENA.merge(total, await multiGinAgainstCommand(externalRun(o), presetRules(o.preset as PresetName)));
}

async function runExternalUno(o: CliArenaOptions, total: UnoTally): Promise<void> {
  UNO_ARENA.merge(total, await unoAgainstCommand(externalRun(o), o.preset));
}

/** Gin Rummy against an external process: J lanes, each with its own bot process, playing matches in turn. */
async function runExternalGin(o: CliArenaOptions, total: Tally): Promise<void> {
  const command = o.b.slice("cmd:".length);
  const a = o.a;
  if (!isArenaLevel(a)) throw new Error("arena: unknown level " + a);
  const rules = presetRules(o.preset as PresetName);
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
            const players: [Player, Player] = [localPlayer(createArenaBot(a, botRng(s, 0))), external];
            await playMatchAsync(rules, s, (i % 2) as Seat, players, total);
          }
        } finally {
          await external.close();
          total.illegal += external.failed;
        }
      })(),
    );
  }
  await Promise.all(lanes);
}

/** Plays the run; the report the game makes of it, and whether every bot answer was legal. */
export async function runArena(o: CliArenaOptions): Promise<{ report: object; text: () => string; illegal: number }> {
  const arena = findGame(o.game)?.tooling.arena;
  if (arena === undefined) throw new Error("arena: no arena for " + o.game);
  const t0 = performance.now();
  let tally: unknown;
  if (o.b.startsWith("cmd:")) {
    tally = arena.emptyTally(o);
    await EXTERNAL[o.game](o, tally);
  } else tally = await runLocal(arena, o);
  const report = arena.report(o, tally, (performance.now() - t0) / 1000);
  return { report, text: () => arena.format(report), illegal: arena.illegal(tally) };
}

export const arenaCommand: Command = {
  name: "arena",
  summary: "play bots against each other: match wins, gins, undercuts, win rate with a 95% interval",
  async run(args) {
    const o = parseArenaArgs(args);
    if (typeof o === "string") {
      console.error(`${o}\n${usage()}`);
      return 2;
    }
    // Ctrl-C or a kill still ends through process.exit, whose hook kills every cmd: bot's processes.
    process.once("SIGINT", () => process.exit(130));
    process.once("SIGTERM", () => process.exit(143));
    const r = await runArena(o);
    console.log(o.json ? JSON.stringify(r.report) : r.text());
    return r.illegal === 0 ? 0 : 1;
  },
};
