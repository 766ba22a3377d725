/**
 * Gin Rummy's side of the command line (Node-only; src/cli/game-clis.ts finds it from the registry): `play` at
 * the terminal, `bot serve`, and `cmd:` bots in the arena, for two seats (protocol version 1,
 * protocol.ts) and three or four (protocol-multi.ts). The hand records are Game.tooling.records (../records.ts).
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
