// Uno No Mercy figures in Node and LuaJIT (one JSON line each), run by `npm run bench -- uno`:
// moves/s of whole four-seat simple-bot matches, applyUno p50/p99/max, and the decision time
// p50/p99 of the simple and hard bots (tools/bench/uno-bench.ts, the same code in both runtimes).
// Node times with process.cpuUsage, Lua with os.clock (CPU time), so a busy machine skews less.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { unoFigures } from "../../tools/bench/uno-bench";

const ROOT = join(import.meta.dirname, "../..");
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const line of unoFigures(cpuMs, "node")) console.log(line);

const build = spawnSync("npx", ["tstl", "-p", "tsconfig.lua-uno.json"], { cwd: ROOT, encoding: "utf8" });
if (build.status !== 0) throw new Error(`lua uno build failed: ${build.stdout}${build.stderr}`);
const lua = spawnSync("luajit", [join(ROOT, "dist/lua/game_tables_uno.lua"), "bench"], { encoding: "utf8" });
if (lua.status !== 0) throw new Error(`luajit uno bench failed: ${lua.stderr}`);
process.stdout.write(lua.stdout);
