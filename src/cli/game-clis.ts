/**
 * Each registered game's side of the command line, found by convention rather than listed: the
 * game whose kind is `card_game` keeps it in src/games/card-game/cli/index.ts (its CLI name,
 * cliName), exporting `GAME_CLI` (a GameCli for that registered game). So src/games/registry.ts
 * stays the one line a game adds, and the Lua build never sees a game's Node-only side (it is
 * loaded here, at run time, by dynamic import). A game without that file has no CLI side: it still
 * plays in the arena with its built-in bots and replays its records. test/games/one-folder.test.ts
 * checks that every cli/ folder under src/games is reached from a registered kind.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AnyGame } from "../games/game";
import { GAMES } from "../games/registry";
import { cliName, type GameCli } from "./game-cli";

/** Where the CLI side of `game` is, whether or not it has one. */
export function gameCliFile(game: AnyGame): string {
  return fileURLToPath(new URL(`../games/${cliName(game)}/cli/index.ts`, import.meta.url));
}

/** The CLI side of every registered game that has one, in registry order; throws on a side that does not follow the convention. */
export async function loadGameClis(games: readonly AnyGame[] = GAMES): Promise<GameCli[]> {
  const out: GameCli[] = [];
  for (const game of games) {
    const file = gameCliFile(game);
    if (!existsSync(file)) continue;
    const side = ((await import(file)) as { GAME_CLI?: GameCli }).GAME_CLI;
    if (side === undefined || side.game !== game) throw new Error(`${file} must export GAME_CLI, the command line of the registered game ${game.kind}`);
    out.push(side);
  }
  return out;
}

export const GAME_CLIS: readonly GameCli[] = await loadGameClis();
