// Scale of the Luanti mod: K tables playing at once on one real minetestserver, K growing in
// stages. Each table is a stand-in player against a bot, the stand-in moving at the bot's pace
// (the default 1.2 s bot delay, ±50%), so every table plays like a bot-vs-bot match: nobody is
// connected, so no formspec is drawn (drawing one costs ~0.7 ms, see docs/benchmarks.md);
// matches restart with Rematch. For each
// K: the server step's Lua time (p99 and max, every globalstep callback included: the table
// service's tick, bot decisions, screens, storage, the stand-ins' moves) and the step interval.
// Prints one JSON line per figure ({"name","runtime":"lua","value","unit"}), then the first K
// whose slowest step took more than 100 ms.
// Options (env): GT_BENCH_GAME (gin, uno: Uno No Mercy, hts: Here to Slay, or mixed: the three in
// turn, table by table, each with its default bots), GT_BENCH_BOTS (bots per table: gin 1, uno and
// hts 3), GT_BENCH_STAGES (default 50,100,200,300,500,750,1000), GT_BENCH_LEVEL (gin easy, uno and
// hts simple), GT_BENCH_SECONDS (10 per stage), GT_BENCH_PROFILE (a file: LuaJIT's profile of the
// last stage, by function), GT_BENCH_ALLOC (a file: where the last stage's first 3 s allocate, JIT
// off; that stage's other figures then measure the interpreter), GT_BENCH_GC ("pause,stepmul": the
// collector's settings, LuaJIT's default 200,200). Figure names carry the game (but Gin's two-seat
// default, named as before) and the level: luanti_..._k500_uno4_simple.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildLuanti, MOD_DIR } from "../build-luanti.mjs";
import { freePort, prepareWorld, SERVER_PACKAGES, startServer, TRUSTED, writeConfig } from "../lib/luanti.mjs";
import { ensureApt, ROOT } from "../lib/setup.mjs";

ensureApt(SERVER_PACKAGES);
if (!process.env.GT_NO_BUILD) await buildLuanti();
const stages = process.env.GT_BENCH_STAGES ?? "50,100,200,300,500,750,1000";
const game = process.env.GT_BENCH_GAME ?? "gin";
if (!["gin", "uno", "hts", "mixed"].includes(game)) throw new Error(`GT_BENCH_GAME: gin, uno, hts or mixed, not ${game}`);
const bots = Number(process.env.GT_BENCH_BOTS ?? (game === "gin" ? "1" : "3"));
if (!Number.isInteger(bots) || bots < 1 || bots > 3) throw new Error("GT_BENCH_BOTS: 1, 2 or 3");
const level = process.env.GT_BENCH_LEVEL ?? (game === "gin" ? "easy" : "simple");
if (game === "mixed" && (process.env.GT_BENCH_BOTS || process.env.GT_BENCH_LEVEL)) throw new Error("mixed tables play each game's default bots");
// Mixed: a third of the tables each, Gin Rummy (one easy bot), Uno No Mercy and Here to Slay (three simple bots).
const tag = game === "mixed" ? "mixed" : game === "gin" && bots === 1 ? level : `${game}${bots + 1}_${level}`;
const seconds = Number(process.env.GT_BENCH_SECONDS ?? "10");
const dir = mkdtempSync(join(tmpdir(), "gt-bench-"));
const world = join(dir, "world");
prepareWorld(world, { game_tables: MOD_DIR, game_tables_test: join(ROOT, "test", "luanti", "mod", "game_tables_test") });
const config = join(dir, "minetest.conf");
writeConfig(config, {
  // The test mod too: it reads the server thread's CPU clock (and can run LuaJIT's profiler).
  "secure.trusted_mods": `${TRUSTED["secure.trusted_mods"]},game_tables_test`,
  "game_tables_test.bench_profile": process.env.GT_BENCH_PROFILE ?? "",
  "game_tables_test.bench_alloc": process.env.GT_BENCH_ALLOC ?? "",
  "game_tables_test.bench_gc": process.env.GT_BENCH_GC ?? "",
  "game_tables_test.mode": "bench",
  "game_tables_test.bench_stages": stages,
  "game_tables_test.bench_game": game,
  "game_tables_test.bench_bots": bots,
  "game_tables_test.bench_level": level,
  "game_tables_test.bench_seconds": seconds,
  // The default pace: bots wait 1.2 s before moving; the stand-ins do the same.
  "game_tables.bot_delay_ms": 1200,
  "game_tables.next_hand_seconds": 3,
  mg_name: "flat",
  // No player is near the tables: keep their map blocks loaded for the whole run.
  server_unload_unused_data_timeout: 3600,
  enable_damage: "false",
  debug_log_level: "warning",
});
const server = startServer({ world, config, port: await freePort() });
const guard = setTimeout(() => server.stop(), 60 * 60_000);
const code = await server.exited;
clearTimeout(guard);
if (process.env.GT_BENCH_LOG) writeFileSync(process.env.GT_BENCH_LOG, server.lines.join("\n"));
rmSync(dir, { recursive: true, force: true });

const emit = (name, value, unit) => console.log(JSON.stringify({ name, runtime: "lua", value, unit }));
let over;
let lastK = 0;
for (const line of server.lines) {
  const m = /^BENCH k=(\d+) steps=(\d+) lua_p99=([\d.]+) lua_max=([\d.]+) dt_p99=([\d.]+) dt_max=([\d.]+) moves=(\d+) lua_p50=([\d.]+) over100=(\d+) lua_total=([\d.]+) updates=(\d+)/.exec(line);
  if (!m) continue;
  const [k, steps, p99, max, dtp99, dtmax, moves, p50, over100, total, updates] = m.slice(1).map(Number);
  // All Lua time of the stage per stand-in move (with the bots' moves between two of them), and per
  // move at a table (counted as new screens the stand-ins got: their moves, the bots', the deals).
  if (moves > 0) emit(`luanti_lua_ms_per_move_k${k}_${tag}`, Math.round((total / moves) * 100) / 100, "ms");
  if (updates > 0) emit(`luanti_lua_ms_per_table_move_k${k}_${tag}`, Math.round((total / updates) * 1000) / 1000, "ms");
  emit(`luanti_table_moves_per_s_k${k}_${tag}`, Math.round(updates / seconds), "moves/s");
  emit(`luanti_step_lua_ms_p50_k${k}_${tag}`, p50, "ms");
  emit(`luanti_steps_over_100ms_k${k}_${tag}`, over100, `of ${steps} steps`);
  lastK = k;
  emit(`luanti_step_lua_ms_p99_k${k}_${tag}`, p99, "ms");
  emit(`luanti_step_lua_ms_max_k${k}_${tag}`, max, "ms");
  emit(`luanti_step_interval_ms_p99_k${k}_${tag}`, dtp99, "ms");
  emit(`luanti_moves_per_s_k${k}_${tag}`, Math.round(moves / seconds), "moves/s");
  const cpu = server.lines.map((l) => /^BENCH cpu k=(\d+) p50=([\d.]+) p99=([\d.]+) max=([\d.]+) total=([\d.]+)/.exec(l)).find((c) => c && Number(c[1]) === k);
  if (cpu) {
    // The server thread's CPU time of a step: what the step costs, without other processes' share of the core.
    emit(`luanti_step_cpu_ms_p50_k${k}_${tag}`, Number(cpu[2]), "ms");
    emit(`luanti_step_cpu_ms_p99_k${k}_${tag}`, Number(cpu[3]), "ms");
    emit(`luanti_step_cpu_ms_max_k${k}_${tag}`, Number(cpu[4]), "ms");
    if (updates > 0) emit(`luanti_cpu_ms_per_table_move_k${k}_${tag}`, Math.round((Number(cpu[5]) / updates) * 1000) / 1000, "ms");
  }
  if (over === undefined && max > 100) over = k;
  void steps;
  void dtmax;
}
for (const line of server.lines) {
  const r = /^BENCH render_ms=([\d.]+)/.exec(line);
  if (r) emit("luanti_formspec_render_ms", Number(r[1]), "ms");
}
if (lastK === 0 || !server.lines.some((l) => /^BENCH done/.test(l))) {
  console.error(`the bench server stopped early (exit ${code}):`);
  console.error(server.lines.slice(-30).join("\n"));
  process.exit(1);
}
emit(`luanti_tables_first_step_over_100ms_${tag}`, over ?? -1, over === undefined ? `tables (none up to ${lastK})` : "tables");
