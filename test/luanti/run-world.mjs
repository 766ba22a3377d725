// `npm run test:world`: the in-server integration suite. Builds the mod, makes a temporary world
// with game_tables and the test mod (test/luanti/mod/game_tables_test), and runs the headless
// minetestserver once per phase: a phase ends with the server shutting down (or crashing on
// purpose), so restarts in the middle of a match or a settlement are real process restarts.
// Prints every PASS/FAIL line and "N passed, N failed"; exit code 0 only when all passed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLuanti, MOD_DIR } from "../../scripts/build-luanti.mjs";
import { bringBackModStorage, freePort, keepModStorage, prepareWorld, SERVER_BIN, startServer, writeConfig } from "../../scripts/lib/luanti.mjs";
import { suiteMain } from "../../scripts/lib/luanti-trixie.mjs";
import { ROOT } from "../../scripts/lib/setup.mjs";

const TEST_MOD = join(ROOT, "test", "luanti", "mod", "game_tables_test");
const PHASE_TIMEOUT_MS = 240_000;
const MAX_PHASES = 12;

export async function runWorldSuite({ build = true, keep = false, bin = SERVER_BIN } = {}) {
  if (build && !process.env.GT_NO_BUILD) await buildLuanti();
  const dir = mkdtempSync(join(tmpdir(), "gt-world-"));
  const world = join(dir, "world");
  // Debian's mesecons (a piston must not move a table): enabled from the system mod path.
  prepareWorld(world, { game_tables: MOD_DIR, game_tables_test: TEST_MOD }, { load_mod_mesecons: "true", load_mod_mesecons_mvps: "true" });
  let passed = 0;
  let failed = 0;
  try {
    const last = Number(process.env.GT_LAST_PHASE ?? MAX_PHASES);
    for (let phase = Number(process.env.GT_FIRST_PHASE ?? 1); phase <= last; phase++) {
      const config = join(dir, "minetest.conf");
      writeConfig(config, {
        "game_tables_test.phase": phase,
        "game_tables.bot_delay_ms": 0,
        "game_tables.next_hand_seconds": 1,
        "game_tables.stakes_vs_bots": "false",
        "server_map_save_interval": 1,
        "enable_damage": "false",
        "static_spawnpoint": "0,2,0",
        "mg_name": "flat",
        "debug_log_level": "action",
        // Unload unused blocks soon (default 29 s), so a test that relies on a block staying loaded
        // with no player near fails every time here, not now and then on a slow machine. The test
        // mod force-loads its strip of the map the way present players keep theirs loaded.
        "server_unload_unused_data_timeout": 5,
        "max_forceloaded_blocks": 64,
      });
      const server = startServer({ world, config, port: await freePort(), logFile: join(dir, `debug-${phase}.txt`), bin });
      const timer = setTimeout(() => server.stop(), PHASE_TIMEOUT_MS);
      const code = await server.exited;
      clearTimeout(timer);
      writeFileSync(join(dir, `server-${phase}.log`), server.lines.join("\n"));
      let summary = false;
      let crashing = false;
      for (const line of server.lines) {
        if (/^PASS /.test(line)) passed++;
        if (/^FAIL /.test(line)) failed++;
        if (/^(PASS|FAIL) /.test(line)) console.log(line);
        if (/^CRASHING on purpose/.test(line)) crashing = true;
        if (/^phase \d+: \d+ passed, \d+ failed/.test(line)) summary = true;
        if (/^phase \d+: no tests/.test(line)) return finish();
      }
      // Issue 11: a phase that prints "WORLD: keep mod storage" has game_tables' rows of the mod
      // storage kept when it ends; "WORLD: bring back ..." puts them back before the next start.
      const kept = join(dir, "kept-mod-storage.sqlite");
      if (server.lines.includes("WORLD: keep mod storage")) keepModStorage(world, kept);
      if (server.lines.includes("WORLD: bring back the kept mod storage")) bringBackModStorage(world, kept);
      if (crashing && code !== 0) {
        passed++;
        console.log(`PASS phase ${phase} ended in the planned crash (exit ${code})`);
      } else if (!summary) {
        failed += 1;
        console.log(`FAIL phase ${phase}: the server exited (${code}) without a result; last lines:`);
        for (const l of server.lines.slice(-25)) console.log("  " + l);
      }
    }
    return finish();
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`world kept in ${dir}`);
  }
  function finish() {
    console.log(`${passed} passed, ${failed} failed`);
    return { passed, failed };
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await suiteMain(runWorldSuite);
}
