/**
 * Gin Rummy's side of the command line (Node-only; src/cli/game-clis.ts finds it from the registry): `play` at
 * the terminal, `bot serve`, and `cmd:` bots in the arena, for two to four seats (protocol.ts:
 * version 1 for two, version 2 for three or four). The hand records are Game.tooling.records (../records.ts).
 */
import type { GameCli } from "../../../cli/game-cli";
import { ginRummy } from "../game";
import type { AnyGame } from "../../game";
import { ginAgainstCommand } from "./against";
import { playGin } from "./play";
import { serveGin } from "./serve";

export const GAME_CLI: GameCli = {
  game: ginRummy as unknown as AnyGame,
  play: { level: "normal", run: playGin },
  serve: serveGin,
  againstCommand: ginAgainstCommand,
};
