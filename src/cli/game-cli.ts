/**
 * What the command line needs of a game beyond its Game: the Node-only side a game may bring in
 * src/games/<game>/cli/index.ts, found from the game's registry line (game-clis.ts). The commands
 * dispatch over those sides and the registry and name no game. Every part is optional: a game without a CLI side still
 * plays in the arena with its built-in bots (Game.tooling.arena) and replays its records (Game.tooling.records).
 */
import type { AnyGame, ArenaOptions } from "../games/game";
import type { Terminal } from "./terminal";
import { oneOf } from "../util/text";

/** `game-tables play`, checked against the game (its seats, levels and presets). */
export interface PlayOptions {
  /** The game's kind. */
  game: string;
  players: number;
  level: string;
  seed: string;
  preset: string;
  /** Where each finished hand's record goes (JSONL, appended), or "". */
  record: string;
}

/** One `bot serve` session: protocol lines in, reply lines out (docs/bot-protocol.md). */
export interface BotSession {
  /** Handles one line; returns the reply line for a `decide`, else undefined. Never throws. */
  handle(line: string): string | undefined;
  /** Set once `end` came: the session reads no more. */
  ended: boolean;
}

/** An arena run whose seats but the first are played by an external bot process each (`--b "cmd:..."`). */
export interface CommandRun extends ArenaOptions {
  /** The command line every such seat runs (`--b` without "cmd:"). */
  command: string;
  /** Lanes of bot processes playing at once, where the game plays several (protocol-matches.ts, inLanes: lane j plays every jobs-th match from j). */
  jobs: number;
  /** Where the bots' errors go. */
  log(line: string): void;
}

export interface GameCli {
  /** The registered game (src/games/registry.ts) this is the command line of. */
  game: AnyGame;
  /** `play`: a match at the terminal, the person in seat 0 and built-in bots in the others. */
  play?: {
    /** The bots' level when --level is not given. */
    level: string;
    /** Plays it; the exit code. Options are checked (seats, level, preset); the record file is writable. */
    run(o: PlayOptions, term: Terminal): Promise<number>;
  };
  /** `bot serve`: a session of the game's bot at `level` (one of Game.table.bots.levels()), seeded by `seed`. */
  serve?(level: string, seed: number, log: (line: string) => void): BotSession;
  /** `arena --b "cmd:..."`: plays the run into the game's arena tally (Game.tooling.arena.emptyTally). */
  againstCommand?(run: CommandRun, tally: unknown): Promise<void>;
}

/** A game's name on the command line: its kind with dashes ("card_game" is card-game); the kind itself also works. */
export function cliName(game: AnyGame): string {
  return game.kind.split("_").join("-");
}

/**
 * The entry of the game `--game` names (its kind or CLI name; the first entry when not given), or
 * the line that says which games there are.
 */
export function chooseGame<T>(entries: readonly T[], gameOf: (entry: T) => AnyGame, name: string | undefined): T | string {
  if (entries.length === 0) return "no game here does that";
  if (name === undefined) return entries[0];
  for (const e of entries) if (gameOf(e).kind === name || cliName(gameOf(e)) === name) return e;
  return `--game must be ${oneOf(entries.map((e) => cliName(gameOf(e))))}`;
}

/** The seat counts `from`..`to` as text ("2", "3", "4"). */
export function seatCounts(from: number, to: number): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(String(n));
  return out;
}

/**
 * The game's bot levels by seat count, joined by `sep`: one list when every seat count has the
 * same, else the fewest seats' list and then the others' ("easy|normal (3–4 players: easy)").
 */
export function levelsText(game: AnyGame, sep: string): string {
  const groups: { from: number; to: number; levels: string }[] = [];
  for (let seats = game.rules.minSeats; seats <= game.rules.maxSeats; seats++) {
    const levels = game.table.bots.levels(seats).join(sep);
    const last = groups[groups.length - 1];
    if (last !== undefined && last.levels === levels) last.to = seats;
    else groups.push({ from: seats, to: seats, levels });
  }
  const more = groups.slice(1).map((g) => `${g.from === g.to ? g.from : `${g.from}–${g.to}`} players: ${g.levels}`);
  return groups[0].levels + (more.length > 0 ? ` (${more.join("; ")})` : "");
}
