/**
 * The LuaJIT entry for Here to Slay's bot benchmark (bundled by scripts/bench/here-to-slay.ts
 * through tools/lua-bundle.ts, so it needs no tsconfig of its own):
 *   bench   the figures of tools/bench/hts-bench.ts, timed with os.clock (CPU time)
 */
import { htsFigures } from "../bench/hts-bench";
import { tuneJit } from "./jit-tuning";

declare const arg: Record<number, string | undefined>;

function main(this: void): void {
  if (arg[1] === "bench") {
    // The same trace limits as the Luanti mod, so the figures are what a server gets.
    tuneJit();
    for (const line of htsFigures(() => os.clock() * 1000, "lua")) io.write(line, "\n");
    return;
  }
  io.stderr.write("usage: bench\n");
  os.exit(2);
}

main();
