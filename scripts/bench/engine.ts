// Engine figures in Node and LuaJIT (one JSON line each). Run through `npm run bench`.
// Both runtimes run the same warm-up and the same timed work (tools/bench/engine-bench.ts) and time
// CPU seconds of the process (os.clock in Lua), so a busy machine skews less.
import { spawnSync } from "node:child_process";
import { engineFigures } from "../../tools/bench/engine-bench";

const clock = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (const line of engineFigures(clock, "node")) console.log(line);

const lua = spawnSync("luajit", ["dist/lua/game_tables_cli.lua", "bench-engine"], { encoding: "utf8" });
if (lua.status !== 0) throw new Error(`luajit bench failed: ${lua.stderr}`);
process.stdout.write(lua.stdout);
