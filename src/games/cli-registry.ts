/**
 * The command line's side of each registered game that has one (Node-only: terminal play, the
 * bot protocol, `cmd:` bots; src/cli/game-cli.ts says what a side holds). src/cli dispatches over
 * this list and registry.ts and names no game. Not part of the Lua build (tsconfig.lua-check.json).
 */
import type { GameCli } from "../cli/game-cli";
import { GIN_RUMMY_CLI } from "./gin-rummy/cli/index";
import { UNO_NO_MERCY_CLI } from "./uno-no-mercy/cli/index";

export const GAME_CLIS: readonly GameCli[] = [GIN_RUMMY_CLI, UNO_NO_MERCY_CLI];
