// Here to Slay bot figures in Node and LuaJIT (one JSON line each), run by `npm run bench -- here-to-slay`:
// the decision time p50/p99/max of the hard and simple bots over whole four-seat matches, and
// moves/s of hard self-play (tools/bench/hts-bench.ts, the same code in both runtimes). Node
// times with process.cpuUsage, Lua with os.clock (CPU time), so a busy machine skews less.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { htsFigures } from "../../tools/bench/hts-bench";
import { buildLuaBundle } from "../../tools/lua-bundle";

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const line of htsFigures(cpuMs, "node")) console.log(line);

const root = resolve(import.meta.dirname, "../..");
const bundle = buildLuaBundle("tools/luajit/hts-bench.ts", "hts_bench.lua", root);
const lua = spawnSync("luajit", [bundle, "bench"], { encoding: "utf8" });
if (lua.status !== 0) throw new Error(`luajit here-to-slay bench failed: ${lua.stderr}`);
process.stdout.write(lua.stdout);
