/**
 * Here to Slay's side of the command line (Node-only; src/cli/game-clis.ts finds it from the
 * registry): `play` at the terminal, `bot serve --game here-to-slay`, and `cmd:` bots in the arena.
 * The protocol's messages are protocol.ts; the hand records are ../records.ts (Game.tooling.records, shared with Lua).
 */
import type { GameCli } from "../../../cli/game-cli";
import { createRng } from "../../../util/random";
import type { AnyGame } from "../../game";
import { hereToSlay } from "../game";
import { htsRunAgainstCommand } from "./against";
import { playHts } from "./play";
import { HtsServeSession } from "./serve";

export const GAME_CLI: GameCli = {
  game: hereToSlay as unknown as AnyGame,
  play: { level: "hard", run: playHts },
  serve: (level, seed, log) => new HtsServeSession(hereToSlay.table.bots.create(level, createRng(seed)), log),
  againstCommand: htsRunAgainstCommand,
};
