/**
 * Uno No Mercy's side of the command line (Node-only; src/cli/game-clis.ts finds it from the registry): `play`
 * at the terminal, `bot serve --game uno-no-mercy`, and `cmd:` bots in the arena. The protocol's
 * messages are protocol.ts; the hand records are ../record.ts (Game.tooling.records, shared with Lua).
 */
import type { GameCli } from "../../../cli/game-cli";
import { createUnoBot } from "../bots/index";
import { unoNoMercy } from "../game";
import { createRng } from "../../../util/random";
import type { AnyGame } from "../../game";
import { unoRunAgainstCommand } from "./against";
import { playUno } from "./play";
import { UnoServeSession } from "./serve";

export const GAME_CLI: GameCli = {
  game: unoNoMercy as unknown as AnyGame,
  play: { level: "hard", run: playUno },
  serve: (level, seed, log) => new UnoServeSession(createUnoBot(level, createRng(seed)), log),
  againstCommand: unoRunAgainstCommand,
};
