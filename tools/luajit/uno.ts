/**
 * The LuaJIT entry for Uno No Mercy's benchmark (dist/lua/game_tables_uno.lua):
 *   bench   the Uno figures of `npm run bench -- uno` (tools/bench/uno-bench.ts), timed with os.clock
 * Its transcripts run through the entry every game shares (tools/luajit/games.ts).
 */
import { unoFigures } from "../bench/uno-bench";
import { tuneJit } from "./jit-tuning";

declare const arg: Record<number, string | undefined>;

function main(this: void): void {
  if (arg[1] === "bench") {
    // The same trace limits as the Luanti mod, so the figures are what a server gets.
    tuneJit();
    for (const line of unoFigures(() => os.clock() * 1000, "lua")) io.write(line, "\n");
    return;
  }
  io.stderr.write("usage: bench\n");
  os.exit(2);
}

main();
