/**
 * `game-tables arena [--game G] [--players N] --a LEVEL --b LEVEL --matches N --seed S [--preset P]
 * [--jobs J] [--json]`: whole matches between bots of any registered game, through its Game.tooling.arena
 * (which checks the levels, plays, counts and reports). `--jobs J` hands ranges of matches to J
 * worker processes as they finish; matches are seeded by index, so the figures are the same.
 * `--b "cmd:COMMAND LINE"` plays external bot processes speaking docs/bot-protocol.md, for games
 * whose CLI side plays them (GameCli.againstCommand, src/games/<game>/cli/against.ts); there `--jobs`
 * may change the figures (a bot process plays every J-th match, protocol-matches.ts inLanes).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { AnyGame, ArenaOptions, GameArena } from "../games/game";
import { GAME_CLIS } from "./game-clis";
import { GAMES } from "../games/registry";
import { intOption, readArgs } from "./args";
import type { Command } from "./commands";
import { oneOf } from "../util/text";
import { chooseGame, cliName, type GameCli, seatCounts } from "./game-cli";

export interface CliArenaOptions extends ArenaOptions {
  /** The game's board kind. */
  game: string;
  jobs: number;
  json: boolean;
}

function arenaGames(): AnyGame[] {
  return GAMES.filter((g) => g.tooling.arena !== undefined);
}

export function usage(): string {
  const games = arenaGames();
  const names = games.map(cliName).join("|");
  let min = 99;
  let max = 0;
  for (const g of games) {
    min = Math.min(min, g.rules.minSeats);
    max = Math.max(max, g.rules.maxSeats);
  }
  return `usage: game-tables arena [--game ${names}] [--players ${seatCounts(min, max).join("|")}] --a LEVEL --b LEVEL|"cmd:COMMAND" --matches N --seed S [--preset P] [--jobs J] [--json]`;
}

const OPTIONS = {
  game: { type: "string" },
  players: { type: "string" },
  a: { type: "string" },
  b: { type: "string" },
  preset: { type: "string" },
  matches: { type: "string" },
  seed: { type: "string" },
  jobs: { type: "string" },
  json: { type: "boolean" },
} as const;

/** The options, or why they are wrong. The game is the first registered one unless --game names another. */
export function parseArenaArgs(args: string[]): CliArenaOptions | string {
  const read = readArgs(args, OPTIONS);
  if (typeof read === "string") return read;
  const v = read.values;
  const numbers: Record<"matches" | "seed" | "jobs" | "players", number | undefined> = { matches: undefined, seed: undefined, jobs: undefined, players: undefined };
  for (const key of ["matches", "seed", "jobs", "players"] as const) {
    const n = intOption(key, v[key]);
    if (typeof n === "string") return n;
    numbers[key] = n;
  }
  const game = chooseGame(arenaGames(), (g) => g, v.game);
  if (typeof game === "string") return game;
  const arena = game.tooling.arena;
  if (arena === undefined) return "no game here plays in the arena";
  const full: CliArenaOptions = {
    game: game.kind,
    players: numbers.players ?? arena.players,
    a: v.a ?? arena.a,
    b: v.b ?? arena.b,
    preset: v.preset ?? game.rules.presets[0],
    matches: numbers.matches ?? 100,
    seed: numbers.seed ?? 1,
    jobs: numbers.jobs ?? 1,
    json: v.json === true,
  };
  if (full.players < game.rules.minSeats || full.players > game.rules.maxSeats) return `--players must be ${oneOf(seatCounts(game.rules.minSeats, game.rules.maxSeats))}`;
  if (game.rules.presets.indexOf(full.preset) < 0) return `--preset must be one of ${game.rules.presets.join(", ")}`;
  const wrong = arena.check(full);
  if (wrong !== undefined) return wrong;
  if (full.matches < 1) return "--matches must be at least 1";
  if (full.jobs < 1 || full.jobs > 64) return "--jobs must be 1..64";
  if (full.b.startsWith("cmd:") && againstCommand(game) === undefined) return `--b cmd: plays ${oneOf(GAME_CLIS.filter((c) => c.againstCommand !== undefined).map((c) => cliName(c.game)))} only`;
  return full;
}

/** The game's runs against external bot processes, if its CLI side plays them. */
function againstCommand(game: AnyGame): GameCli["againstCommand"] {
  return GAME_CLIS.find((c) => c.game.kind === game.kind)?.againstCommand;
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
        // tsx by its resolved address: a bare "tsx" resolves from the working directory, which may be outside the checkout.
        const child = fork(workerFile, [], { execArgv: ["--import", import.meta.resolve("tsx")], stdio: ["ignore", "inherit", "inherit", "ipc"] });
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

/** Plays the run; the report the game makes of it, and whether every bot answer was legal. */
export async function runArena(o: CliArenaOptions): Promise<{ report: object; text: () => string; illegal: number }> {
  const game = GAMES.find((g) => g.kind === o.game);
  const arena = game?.tooling.arena;
  if (game === undefined || arena === undefined) throw new Error("arena: no arena for " + o.game);
  const t0 = performance.now();
  let tally: unknown;
  if (o.b.startsWith("cmd:")) {
    const against = againstCommand(game);
    if (against === undefined) throw new Error("arena: no cmd: bots for " + o.game);
    tally = arena.emptyTally(o);
    await against({ ...o, command: o.b.slice("cmd:".length), log: (line) => console.error(line) }, tally);
  } else tally = await runLocal(arena, o);
  const report = arena.report(o, tally, (performance.now() - t0) / 1000);
  return { report, text: () => arena.format(report), illegal: arena.illegal(tally) };
}

export const arenaCommand: Command = {
  name: "arena",
  summary: "play bots against each other: wins, the game's own figures, win rate with a 95% interval",
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
