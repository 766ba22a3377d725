// Engine figures in Node and LuaJIT (one JSON line each). Run through `npm run bench`.
// Both runtimes time CPU seconds of the process (os.clock in Lua), so a busy machine skews less.
import { spawnSync } from "node:child_process";
import { benchDeadwood, benchSelfplay, figure } from "../../tools/bench/engine-bench";

const clock = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
// Warm up the JIT before measuring.
benchDeadwood(clock, 200000);
benchSelfplay(clock, 1000);
console.log(figure("deadwood_evals_per_s", "node", benchDeadwood(clock, 5000000), "evals/s"));
console.log(figure("selfplay_hands_per_s", "node", benchSelfplay(clock, 20000), "hands/s"));

const lua = spawnSync("luajit", ["dist/lua/game_tables_cli.lua", "bench-engine"], { encoding: "utf8" });
if (lua.status !== 0) throw new Error(`luajit bench failed: ${lua.stderr}`);
process.stdout.write(lua.stdout);
