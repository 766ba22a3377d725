/**
 * The LuaJIT entry for Uno No Mercy (dist/lua/game_tables_uno.lua): match transcripts, compared
 * byte for byte with Node's in test/games/uno-no-mercy/determinism.test.ts.
 *   transcript SEED COUNT PRESET LEVEL...   every move and result of COUNT matches
 *   bench   the Uno figures of `npm run bench -- uno` (tools/bench/uno-bench.ts), timed with os.clock
 */
import { isUnoBotLevel } from "../../src/games/uno-no-mercy/bots/index";
import { unoTranscript } from "../../src/games/uno-no-mercy/bots/transcript";
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
  const levels: string[] = [];
  for (let i = 5; arg[i] !== undefined; i++) levels.push(arg[i] as string);
  if (arg[1] !== "transcript" || levels.length < 2 || levels.length > 4 || !levels.every((l) => isUnoBotLevel(l))) {
    io.stderr.write("usage: transcript SEED COUNT PRESET LEVEL LEVEL [LEVEL [LEVEL]]\n");
    os.exit(2);
    return;
  }
  for (const line of unoTranscript(levels, tonumber(arg[2] ?? "1") ?? 1, tonumber(arg[3] ?? "1") ?? 1, arg[4] ?? "no-mercy")) io.write(line, "\n");
}

main();
