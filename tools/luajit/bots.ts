/**
 * The LuaJIT entry for bots (dist/lua/game_tables_bots.lua): match transcripts, compared byte for
 * byte with Node's in test/games/gin-rummy/bots/determinism.test.ts, and decision timings for `npm run bench`.
 *   transcript A B SEED COUNT     every action and result of COUNT matches
 *   bench-decisions LEVEL SEED COUNT [OPPONENT]   p50/p99 decision milliseconds against OPPONENT (simple)
 *   multi-transcript SEATS A B SEED COUNT   the same for 3–4-player matches (A in seat 0, B elsewhere)
 * The JIT runs with the trace limits the Luanti mod sets (jit-tuning.ts), so the timings are of the
 * server's LuaJIT: at the defaults it flushed and recompiled every trace ~25 times a match.
 */
import { isArenaLevel, playsSeats } from "../../src/games/gin-rummy/bots/bot";
import { decisionTimes, quantile, transcript } from "../../src/games/gin-rummy/bots/transcript";
import { obj, writeJson } from "../../src/util/json";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import { tuneJit } from "./jit-tuning";

declare const arg: Record<number, string | undefined>;

function main(this: void, command: string): void {
  if (command === "transcript") {
    const a = arg[2];
    const b = arg[3];
    if (!isArenaLevel(a) || !isArenaLevel(b)) {
      io.stderr.write("transcript A B SEED COUNT: unknown level\n");
      os.exit(2);
      return;
    }
    for (const line of transcript(a, b, tonumber(arg[4] ?? "1") ?? 1, tonumber(arg[5] ?? "1") ?? 1)) io.write(line, "\n");
    return;
  }
  if (command === "multi-transcript") {
    const seats = tonumber(arg[2] ?? "3") ?? 3;
    const a = arg[3];
    const b = arg[4];
    if (seats < 3 || seats > 4 || !playsSeats(a, seats) || !playsSeats(b, seats)) {
      io.stderr.write("multi-transcript SEATS A B SEED COUNT: 3 or 4 seats, easy, simple or normal\n");
      os.exit(2);
      return;
    }
    for (const line of transcript(a, b, tonumber(arg[5] ?? "1") ?? 1, tonumber(arg[6] ?? "1") ?? 1, HOUSE_RULES, seats)) io.write(line, "\n");
    return;
  }
  if (command === "bench-decisions") {
    const level = arg[2] ?? "hard";
    const opponent = arg[5] ?? "simple";
    if (!isArenaLevel(level) || !isArenaLevel(opponent)) {
      io.stderr.write("bench-decisions LEVEL SEED COUNT [OPPONENT]: unknown level\n");
      os.exit(2);
      return;
    }
    const times = decisionTimes(level, tonumber(arg[3] ?? "1") ?? 1, tonumber(arg[4] ?? "20") ?? 20, () => os.clock() * 1000, opponent);
    for (const [name, q] of [["p50", 0.5], ["p99", 0.99]] as [string, number][]) {
      const v = Math.round(quantile(times, q) * 100) / 100;
      io.write(writeJson(obj([["name", opponent === "simple" ? `${level}_decision_ms_${name}` : `${level}_vs_${opponent}_decision_ms_${name}`], ["runtime", "lua"], ["value", v], ["unit", "ms"]])), "\n");
    }
    return;
  }
  io.stderr.write(`unknown command: ${command}\n`);
  os.exit(2);
}

tuneJit();
main(arg[1] ?? "transcript");
