// `npm run soak -- --kills N --seed S [--keep] [--verbose]`: the crash-loop soak on a real Luanti
// server (issue #11). Stand-in players play staked matches at six tables of the three boards, three
// and four people, and one person with two or three bots (the test mod's soak mode,
// test/luanti/mod/game_tables_test/soak.lua); the server is killed with SIGKILL at a moment chosen
// from the seed (during start-up, staking, play, settlement, a board lift or a fit), started again,
// and after every start the mod counts every staked item and every board. One server at a time.
// Prints one line per kill, a line per violation as it is first seen, the kills per phase, and last
// "N kills, M violations". Exit code 0 only with no violation.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLuanti, MOD_DIR } from "../../scripts/build-luanti.mjs";
import { bringBackModStorage, freePort, keepModStorage, prepareWorld, startServer, writeConfig } from "../../scripts/lib/luanti.mjs";
import { ROOT } from "../../scripts/lib/setup.mjs";

const TEST_MOD = join(ROOT, "test", "luanti", "mod", "game_tables_test");
export const PHASES = ["startup", "staking", "play", "settlement", "lift", "fit"];
/** A run that never reaches its kill point is killed after this long anyway (and says so). */
const RUN_CAP_MS = 30_000;
/** How many runs back a stale mod storage may come from. */
const STALE_COPIES = 3;
/** Setup and the final census end on their own; a server that hangs is stopped. */
const CLEAN_RUN_MS = 120_000;

/** mulberry32: the kill plan depends on the seed only. */
function rng(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/**
 * Kill i of a seed's plan. Phases take turns, from a place the seed picks, so any 11 kills in a
 * row hit every phase (start-up less often: a kill there leaves no census for its run). Most kills
 * land right after a chosen storage write of the phase; the rest at a delay after the phase
 * began, wherever the server is by then.
 */
export function planKills(seed, kills) {
  const next = rng(seed);
  const order = ["staking", "play", "settlement", "lift", "fit", "startup", "staking", "play", "settlement", "lift", "fit"];
  const from = next(order.length);
  const plan = [];
  for (let i = 0; i < kills; i++) {
    const phase = order[(from + i) % order.length];
    const occurrence = phase === "startup" ? 1 : 1 + next(2);
    const k = next(10) < 8 ? { mode: "write", phase, occurrence, writes: 1 + next(6) } : { mode: "timed", phase, occurrence, delayMs: next(200) };
    // One restart in four comes back with game_tables' mod storage as a run before this one left
    // it (1 to STALE_COPIES runs older), as if Luanti had not saved it since: the journal must win.
    k.staleBy = next(4) === 0 ? 1 + next(STALE_COPIES) : 0;
    plan.push(k);
  }
  return plan;
}

function killSetting(k) {
  return k.mode === "write" ? `write:${k.phase}:${k.occurrence}:${k.writes}` : `timed:${k.phase}:${k.occurrence}`;
}

function describe(k, staleFrom) {
  const stale = staleFrom !== undefined ? `; started with the mod storage run ${staleFrom} left` : "";
  return (k.mode === "write" ? `${k.phase} #${k.occurrence}, write ${k.writes}` : `${k.phase} #${k.occurrence} + ${k.delayMs} ms`) + stale;
}

export async function runSoak({ kills = 3, seed = 1, build = true, keep = false, verbose = false, log = console.log } = {}) {
  if (build && !process.env.GT_NO_BUILD) await buildLuanti();
  const dir = mkdtempSync(join(tmpdir(), "gt-soak-"));
  const world = join(dir, "world");
  prepareWorld(world, { game_tables: MOD_DIR, game_tables_test: TEST_MOD });
  const started = Date.now();
  const violations = [];
  const seenProblems = new Set();
  // Per phase: kills right after one of its writes (exact), and timed kills that came after it began.
  const hits = Object.fromEntries(PHASES.map((p) => [p, { write: 0, timed: 0 }]));
  const ended = new Map(); // match id -> the kill number after which it was seen ending
  let run = 0;
  let censuses = 0;
  let capped = 0;
  let stale = 0;

  function violation(after, text) {
    if (seenProblems.has(text)) return;
    seenProblems.add(text);
    violations.push(text);
    log(`VIOLATION (first seen after kill ${after}): ${text}`);
  }

  /** One server run: `kill` is "setup", "final" or a planned kill. Resolves with what it saw. */
  async function serverRun(kill) {
    const config = join(dir, "minetest.conf");
    writeConfig(config, {
      "game_tables_test.mode": "soak",
      "game_tables_test.soak_seed": seed,
      "game_tables_test.soak_run": run,
      "game_tables_test.soak_kill": typeof kill === "string" ? kill : killSetting(kill),
      "game_tables.bot_delay_ms": 0,
      "game_tables.next_hand_seconds": 1,
      "game_tables.stakes_vs_bots": "true", // a bot's winnings go to the house, which the census counts
      "enable_damage": "false",
      "static_spawnpoint": "0,2,0",
      "mg_name": "flat",
      "debug_log_level": "action",
      "max_forceloaded_blocks": 64,
    });
    // The mod storage each run left (kept while no server runs), for stale starts.
    if (run >= 1) keepModStorage(world, join(dir, `mod-storage-${run}.sqlite`));
    rmSync(join(dir, `mod-storage-${run - STALE_COPIES - 1}.sqlite`), { force: true });
    let staleFrom;
    if (typeof kill !== "string" && kill.staleBy > 0 && run - kill.staleBy >= 1) {
      bringBackModStorage(world, join(dir, `mod-storage-${run - kill.staleBy}.sqlite`));
      staleFrom = run - kill.staleBy - 1;
      stale++;
    }
    const seen = { phase: "startup", killLine: "", census: [], problems: [], ended: [], live: [], errors: [], setupDone: false, staleFrom };
    const server = startServer({
      world,
      config,
      port: await freePort(),
      logFile: join(dir, "debug.txt"),
      onLine: (line) => {
        if (!line.startsWith("SOAK ")) return;
        if (verbose) log(`  [run ${run}] ${line}`);
        const m = /^SOAK phase (\S+)/.exec(line);
        if (m) seen.phase = m[1];
        else if (line.startsWith("SOAK KILL ")) {
          seen.killLine = line.substring(10);
          server.proc.kill("SIGKILL");
        } else if (line === "SOAK ARM") setTimeout(() => server.proc.kill("SIGKILL"), kill.delayMs).unref();
        else if (line.startsWith("SOAK census ")) seen.census.push(line.substring(12));
        else if (line.startsWith("SOAK violation ")) seen.problems.push(line.replace(/^SOAK violation run \d+: /, ""));
        else if (line.startsWith("SOAK ended ")) seen.ended.push(line.substring(11));
        else if (line.startsWith("SOAK live ")) seen.live.push(line.substring(10));
        else if (line.startsWith("SOAK driver-error ")) seen.errors.push(line.substring(18));
        else if (line === "SOAK setup done") seen.setupDone = true;
      },
    });
    const cap = setTimeout(() => {
      seen.capped = true;
      server.proc.kill("SIGKILL");
    }, typeof kill === "string" ? CLEAN_RUN_MS : RUN_CAP_MS);
    seen.code = await server.exited;
    clearTimeout(cap);
    seen.lines = server.lines;
    writeFileSync(join(dir, `server-${run}.log`), server.lines.join("\n"));
    run++;
    return seen;
  }

  /** Checks a run's census and matches against everything seen so far. */
  function check(after, seen) {
    for (const p of seen.problems) violation(after, p);
    for (const mid of seen.live) if (ended.has(mid)) violation(after, `match ${mid} ended (seen after kill ${ended.get(mid)}) and is live again`);
    for (const mid of seen.ended) {
      if (ended.has(mid)) violation(after, `match ${mid} ended twice (after kills ${ended.get(mid)} and ${after})`);
      else ended.set(mid, after);
    }
    if (seen.census.length > 0) censuses++;
  }

  function tail(seen) {
    return seen.lines.filter((l) => !l.startsWith("SOAK ")).slice(-15).map((l) => "    " + l).join("\n");
  }

  try {
    const setup = await serverRun("setup");
    if (!setup.setupDone || setup.code !== 0) {
      violation(0, `the setup run failed (exit ${setup.code})\n${tail(setup)}`);
      return finish();
    }
    const plan = planKills(seed, kills);
    for (let i = 1; i <= kills; i++) {
      const k = plan[i - 1];
      const seen = await serverRun(k);
      check(i - 1, seen);
      const hit = seen.killLine !== "" ? seen.killLine.split(" ")[0] : seen.phase;
      if (seen.capped && seen.killLine === "") capped++;
      else if (hit in hits) hits[hit][seen.killLine !== "" ? "write" : "timed"]++;
      const how = seen.killLine !== "" ? seen.killLine : seen.capped ? `${seen.phase} (the kill point never came: killed at the cap)` : k.mode === "timed" ? `${seen.phase} (timed: the last phase begun)` : `server exited by itself (${seen.code})`;
      const census = seen.census.length > 0 ? `census ${seen.census[0]}` : "no census (killed first)";
      const errors = seen.errors.length > 0 ? `; driver errors: ${seen.errors.join(" | ")}` : "";
      log(`kill ${i}/${kills} [${describe(k, seen.staleFrom)}]: hit ${how}; ${census}${errors}`);
      if (seen.code !== 128 && !seen.capped) violation(i - 1, `run ${run - 1} ended with exit ${seen.code} before its kill\n${tail(seen)}`);
    }
    const last = await serverRun("final");
    check(kills, last);
    if (last.census.length === 0) violation(kills, `the final run printed no census (exit ${last.code})\n${tail(last)}`);
    else log(`final census ${last.census[0]}`);
    return finish();
  } finally {
    // A violation keeps the world and every run's log (server-<run>.log) for a look.
    if (!keep && violations.length === 0) rmSync(dir, { recursive: true, force: true });
    else log(`world kept in ${dir}`);
  }

  function finish() {
    const secs = Math.round((Date.now() - started) / 1000);
    const perPhase = PHASES.map((p) => `${p} ${hits[p].write + hits[p].timed} (${hits[p].write} at a write, ${hits[p].timed} timed)`);
    log(`kills per phase: ${perPhase.join(", ")}; ${capped} at the cap (the planned moment never came); ${stale} starts with a stale mod storage; ${censuses} censuses, ${ended.size} matches ended; ${secs} s`);
    log(`${kills} kills, ${violations.length} violations`);
    return { kills, violations, hits, seconds: secs };
  }
}

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) {
    console.error(`${name} needs a whole number, got ${JSON.stringify(process.argv[i + 1] ?? "")}`);
    process.exit(2);
  }
  return v;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runSoak({ kills: arg("--kills", 20), seed: arg("--seed", 1), keep: process.argv.includes("--keep"), verbose: process.argv.includes("--verbose") });
  process.exit(r.violations.length === 0 ? 0 : 1);
}
