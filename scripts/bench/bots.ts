// Bot figures (one JSON line each), run by `npm run bench`: hard decision time p50/p99 in Node and
// LuaJIT (hard against simple, and against the arena's gin seeker and undercut-aware knocker, which
// make it weigh many more knocks: every decision of whole matches), and arena matches/s (normal vs normal, the arena
// worker's loop on one core).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { createBot } from "../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, playMatches } from "../../src/games/gin-rummy/bots/match-play";
import { decisionTimes, quantile } from "../../src/games/gin-rummy/bots/transcript";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";

const ROOT = join(import.meta.dirname, "../..");
const MATCHES = 30;
const figure = (name: string, runtime: string, value: number, unit: string): string =>
  JSON.stringify({ name, runtime, value: Math.round(value * 100) / 100, unit });

decisionTimes("hard", 99, 3, () => performance.now()); // warm the JIT up
const OPPONENTS = ["simple", "ginseeker", "knocker"] as const;
for (const opponent of OPPONENTS) {
  const times = decisionTimes("hard", 1, MATCHES, () => performance.now(), opponent);
  const name = opponent === "simple" ? "hard_decision_ms" : `hard_vs_${opponent}_decision_ms`;
  console.log(figure(`${name}_p50`, "node", quantile(times, 0.5), "ms"));
  console.log(figure(`${name}_p99`, "node", quantile(times, 0.99), "ms"));
}

const build = spawnSync("npx", ["tstl", "-p", "tsconfig.lua-bots.json"], { cwd: ROOT, encoding: "utf8" });
if (build.status !== 0) throw new Error(`lua bots build failed: ${build.stdout}${build.stderr}`);
for (const opponent of OPPONENTS) {
  const lua = spawnSync("luajit", [join(ROOT, "dist/lua/game_tables_bots.lua"), "bench-decisions", "hard", "1", String(MATCHES), opponent], { encoding: "utf8" });
  if (lua.status !== 0) throw new Error(`luajit bench failed: ${lua.stderr}`);
  process.stdout.write(lua.stdout);
}

const ARENA_MATCHES = 100;
const t0 = performance.now();
playMatches(HOUSE_RULES, 1, 0, ARENA_MATCHES, (s) => [createBot("normal", botRng(s, 0)), createBot("normal", botRng(s, 1))], emptyTally());
console.log(figure("arena_matches_per_s", "node", ARENA_MATCHES / ((performance.now() - t0) / 1000), "matches/s"));
