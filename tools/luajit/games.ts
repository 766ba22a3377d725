/**
 * The LuaJIT entry for every registered game (dist/lua/game_tables_games.lua): bot match
 * transcripts through Game.tooling.arena, compared byte for byte with Node's in test/games/determinism.test.ts.
 *   transcript KIND PLAYERS PRESET A B SEED COUNT   every move and result of COUNT matches
 */
import { GAMES } from "../../src/games/registry";

declare const arg: Record<number, string | undefined>;

function main(this: void): void {
  const kind = arg[2] ?? "";
  let arena = undefined;
  for (const g of GAMES) if (g.kind === kind) arena = g.tooling.arena;
  if (arg[1] !== "transcript" || arena === undefined) {
    io.stderr.write("usage: transcript KIND PLAYERS PRESET A B SEED COUNT (KIND: a registered game with an arena)\n");
    os.exit(2);
    return;
  }
  const o = { players: tonumber(arg[3] ?? "2") ?? 2, preset: arg[4] ?? "", a: arg[5] ?? "", b: arg[6] ?? "", seed: tonumber(arg[7] ?? "1") ?? 1, matches: 1 };
  const wrong = arena.check(o);
  if (wrong !== undefined) {
    io.stderr.write(wrong + "\n");
    os.exit(2);
    return;
  }
  for (const line of arena.transcript(o, tonumber(arg[8] ?? "1") ?? 1)) io.write(line, "\n");
}

main();
