/**
 * `game-tables play [--game G] [--players N] [--level LEVEL] [--seed S] [--preset PRESET] [--record
 * FILE]`: a whole match in the terminal, you in seat 0 against bots, of any game whose CLI side
 * plays at the terminal (GameCli.play; the first one unless --game names another). (A developer's
 * and tester's tool: in-world screens are the translated ones.)
 */
import { appendFileSync } from "node:fs";
import { GAME_CLIS } from "./game-clis";
import { readArgs } from "./args";
import type { Command } from "./commands";
import { oneOf } from "../util/text";
import { chooseGame, cliName, type GameCli, levelsText, type PlayOptions, seatCounts } from "./game-cli";
import { terminal } from "./terminal";

type Playable = GameCli & { play: NonNullable<GameCli["play"]> };

function playable(): Playable[] {
  return GAME_CLIS.filter((c): c is Playable => c.play !== undefined);
}

function usage(): string {
  const games = playable();
  const min = Math.min(...games.map((c) => c.game.rules.minSeats));
  const max = Math.max(...games.map((c) => c.game.rules.maxSeats));
  const lines = [`usage: game-tables play [--game ${games.map((c) => cliName(c.game)).join("|")}] [--players ${min}..${max}] [--level LEVEL] [--seed S] [--preset PRESET] [--record FILE]`];
  for (const c of games) lines.push(`  ${cliName(c.game)}: --level ${levelsText(c.game, "|")}, --preset ${c.game.rules.presets.join("|")}`);
  lines.push("  --record FILE: appends each hand's record (docs/hand-records.md)");
  return lines.join("\n");
}

const OPTIONS = {
  game: { type: "string" },
  players: { type: "string" },
  level: { type: "string" },
  seed: { type: "string" },
  preset: { type: "string" },
  record: { type: "string" },
} as const;

/** The options and the game's CLI side, or why not. */
export function parsePlayArgs(args: string[]): { options: PlayOptions; cli: Playable } | string {
  const read = readArgs(args, OPTIONS);
  if (typeof read === "string") return read;
  const v = read.values;
  const cli = chooseGame(playable(), (c) => c.game, v.game);
  if (typeof cli === "string") return cli;
  const game = cli.game;
  const seats = seatCounts(game.rules.minSeats, game.rules.maxSeats);
  const players = v.players ?? String(game.rules.minSeats);
  if (seats.indexOf(players) < 0) return `--players must be ${oneOf(seats)}`;
  const o: PlayOptions = {
    game: game.kind,
    players: Number(players),
    level: v.level ?? cli.play.level,
    seed: v.seed ?? `${Date.now()}`,
    preset: v.preset ?? game.rules.presets[0],
    record: v.record ?? "",
  };
  const levels = game.table.bots.levels(o.players);
  if (levels.indexOf(o.level) < 0) return `--level must be one of ${levels.join(", ")} here`;
  if (game.rules.presets.indexOf(o.preset) < 0) return `--preset must be one of ${game.rules.presets.join(", ")}`;
  return { options: o, cli };
}

export const playCommand: Command = {
  name: "play",
  summary: "play a match in the terminal against bots (--game, --players, --level, --seed, --preset, --record)",
  async run(args) {
    const parsed = parsePlayArgs(args);
    if (typeof parsed === "string") {
      console.error(`${parsed}\n${usage()}`);
      return 2;
    }
    const o = parsed.options;
    if (o.record !== "") {
      // Said before the match starts, not when its first hand ends.
      try {
        appendFileSync(o.record, "");
      } catch (e) {
        console.error(`--record: cannot write ${o.record}: ${(e as Error).message}`);
        return 2;
      }
    }
    const term = terminal();
    try {
      return await parsed.cli.play.run(o, term);
    } finally {
      term.close();
    }
  },
};
