/**
 * The LuaJIT command-line entry (dist/lua/game_tables_cli.lua): the same `replay` as the Node CLI,
 * reading JSONL from stdin. Used by `game-tables replay --runtime lua` and the cross-runtime tests.
 */
import { replayLine } from "../../src/engine/record";
import { parseJson } from "../../src/util/json";

/** Lua's script arguments: arg[1] is the first (a plain table, so no index shifting). */
declare const arg: Record<number, string | undefined>;

function main(this: void, command: string): void {
  if (command === "replay") {
    for (const [line] of io.lines()) {
      if (line !== "") io.write(replayLine(line, parseJson), "\n");
    }
    return;
  }
  io.stderr.write(`unknown command: ${command}\n`);
  os.exit(2);
}

main(arg[1] ?? "replay");
