/**
 * The LuaJIT command-line entry (dist/lua/game_tables_cli.lua): the same `replay` as the Node CLI,
 * reading JSONL from stdin. Used by `game-tables replay --runtime lua` and the cross-runtime tests.
 */
import { replayAnySink } from "../../src/games/records";
import { parseJson } from "../../src/util/json";
import { endLines, feedLines, lineSplitter } from "../../src/util/lines";
import { createRng, nextInt32 } from "../../src/util/random";
import { tuneJit } from "./jit-tuning";
import { engineFigures } from "../bench/engine-bench";

/** Lua's script arguments: arg[1] is the first (a plain table, so no index shifting). */
declare const arg: Record<number, string | undefined>;

function main(this: void, command: string): void {
  if (command === "replay") {
    // Chunks, not io.lines(): LuaJIT's line reader stops at a NUL byte and merges lines.
    const lines = lineSplitter();
    const sink = replayAnySink(parseJson, (out) => io.write(out, "\n"));
    for (;;) {
      const chunk = io.read(65536);
      if (chunk === undefined) break;
      feedLines(lines, chunk, sink);
    }
    endLines(lines, sink);
    return;
  }
  if (command === "rng") {
    // rng SEED COUNT: the PRNG's outputs, one per line (seeds that are not numbers are hashed strings).
    const seedText = arg[2] ?? "0";
    const asNumber = tonumber(seedText);
    const rng = createRng(asNumber !== undefined ? asNumber : seedText);
    const count = tonumber(arg[3] ?? "10") ?? 10;
    for (let i = 0; i < count; i++) io.write(`${nextInt32(rng)}\n`);
    return;
  }
  if (command === "bench-engine") {
    // bench-engine [deadwood|selfplay]: both figures, or one.
    const only = arg[2];
    const which = only === "deadwood" || only === "selfplay" ? only : undefined;
    for (const line of engineFigures(() => os.clock(), "lua", which)) io.write(line, "\n");
    return;
  }
  io.stderr.write(`unknown command: ${command}\n`);
  os.exit(2);
}

tuneJit();
main(arg[1] ?? "replay");
