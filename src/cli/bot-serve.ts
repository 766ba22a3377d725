/**
 * `game-tables bot serve [--game G] --level LEVEL [--seed S]`: a built-in bot of any game whose CLI
 * side serves one (GameCli.serve; the first unless --game names another) behind the bot protocol
 * (docs/bot-protocol.md) on stdin/stdout, so it can play in any host speaking it.
 */
import { GAME_CLIS } from "./game-clis";
import { intOption, readArgs } from "./args";
import type { Command } from "./commands";
import { type BotSession, chooseGame, cliName, type GameCli, levelsText } from "./game-cli";
import { readLines, TOO_LONG } from "./read-lines";

type Serving = GameCli & { serve: NonNullable<GameCli["serve"]> };

function serving(): Serving[] {
  return GAME_CLIS.filter((c): c is Serving => c.serve !== undefined);
}

function usage(): string {
  const games = serving();
  const levels = games.map((c) => `${cliName(c.game)} levels: ${levelsText(c.game, ", ")}`).join("; ");
  return `usage: game-tables bot serve [--game ${games.map((c) => cliName(c.game)).join("|")}] --level LEVEL [--seed S]\n  ${levels}`;
}

const OPTIONS = { game: { type: "string" }, level: { type: "string" }, seed: { type: "string" } } as const;

/** The session the arguments (after `serve`) ask for, or why not. */
export function serveSession(args: string[], log: (line: string) => void): BotSession | string {
  const read = readArgs(args, OPTIONS);
  if (typeof read === "string") return read;
  const v = read.values;
  const cli = chooseGame(serving(), (c) => c.game, v.game);
  if (typeof cli === "string") return cli;
  const levels = cli.game.table.bots.levels();
  if (v.level === undefined) return `--level is needed: ${cliName(cli.game)} levels are ${levels.join(", ")}`;
  if (levels.indexOf(v.level) < 0) return `--level must be one of ${levels.join(", ")}`;
  const seed = intOption("seed", v.seed);
  if (typeof seed === "string") return seed;
  return cli.serve(v.level, seed ?? 1, log);
}

export const botCommand: Command = {
  name: "bot",
  summary: "bot serve [--game G] --level LEVEL [--seed S]: a built-in bot on stdin/stdout (docs/bot-protocol.md)",
  async run(args) {
    const [sub, ...rest] = args;
    const session = sub === "serve" ? serveSession(rest, (line) => console.error(line)) : sub === undefined ? "bot needs a subcommand: serve" : `unknown subcommand ${sub}: bot serve is the one`;
    if (typeof session === "string") {
      console.error(`${session}\n${usage()}`);
      return 2;
    }
    await new Promise<void>((resolve) => {
      const stop = readLines(process.stdin, {
        line: (text) => {
          if (session.ended) return;
          const reply = session.handle(text);
          if (reply !== undefined) process.stdout.write(`${reply}\n`);
          if (session.ended) {
            stop();
            resolve();
          }
        },
        tooLong: () => console.error(`bot serve: ignored a line ${TOO_LONG}`),
        end: resolve,
      });
      process.stdin.on("error", () => resolve());
    });
    process.stdin.pause();
    return 0;
  },
};
