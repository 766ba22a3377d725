// The operator-install suite: the mod installed on a server the way docs/luanti.md "Installing the
// mod on an existing server" says, its steps quoted below, and nothing else: a fresh minetest_game world,
// no game_tables setting, no `npm start` helpers (the mod is not trusted, so its journal is not
// fsync'ed). The test mod (test/luanti/mod/game_tables_test, mode "install": its only setting)
// stands in for a player: it places a table, fits a board and plays a match against a bot to its
// result. The server's log must be clean: no error, no warning, nothing deprecated (but the mod's
// own advice on its safety settings).
// Prints every PASS/FAIL line and "N passed, N failed"; exit code 0 only when all passed.
//   node test/luanti/run-install.mjs [--keep]      (GT_SERVER_BIN: another server binary)
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLuanti, MOD_DIR } from "../../scripts/build-luanti.mjs";
import { freePort, SERVER_BIN, startServer } from "../../scripts/lib/luanti.mjs";
import { suiteMain } from "../../scripts/lib/luanti-trixie.mjs";
import { ROOT } from "../../scripts/lib/setup.mjs";

const TEST_MOD = join(ROOT, "test", "luanti", "mod", "game_tables_test");
/** A safety net only: the suite ends on the test mod's summary line. Bots think 1.2 s a move here. */
const TIMEOUT_MS = 900_000;
/** Log lines that make the log unclean (Luanti writes "ERROR[", "WARNING[" and "DEPRECATED"). */
const UNCLEAN = /ERROR\[|WARNING\[|deprecat/i;
/**
 * The mod's own advice to an operator who left its safety settings alone (plugin/luanti/src/
 * tables.ts): the only warnings a default install may log.
 */
const MOD_ADVICE = /WARNING\[Main\]: \[game_tables\] (table writes reach the operating system but are never synced|server_map_save_interval is )/;

export async function runInstallSuite({ build = true, keep = false, bin = SERVER_BIN } = {}) {
  // 1. "`npm run build` (or `node scripts/build-luanti.mjs`) writes the mod to `dist/luanti/game_tables`."
  //    (npm test has built it already.)
  if (build && !process.env.GT_NO_BUILD) await buildLuanti();
  const dir = mkdtempSync(join(tmpdir(), "gt-install-"));
  const world = join(dir, "world");
  let passed = 0;
  let failed = 0;
  const check = (ok, name) => {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? "PASS" : "FAIL"} ${name}`);
  };
  try {
    const config = join(dir, "minetest.conf");
    writeFileSync(config, "game_tables_test.mode = install\n");
    // A fresh minetest_game world, made by the server on its first start (without the mod).
    const fresh = startServer({ world, config, port: await freePort(), bin });
    await fresh.waitFor(/listening on/, TIMEOUT_MS);
    await fresh.stop();
    // 2. "Copy that folder into the world's `worldmods/` (or the server's `mods/`)."
    cpSync(MOD_DIR, join(world, "worldmods", "game_tables"), { recursive: true });
    // 3. "Enable it: add `load_mod_game_tables = true` to the world's `world.mt`."
    appendFileSync(join(world, "world.mt"), "load_mod_game_tables = true\n");
    // The stand-in player (not part of an install).
    cpSync(TEST_MOD, join(world, "worldmods", "game_tables_test"), { recursive: true });
    // 4. "Start the server. No setting is needed: the tables run on the defaults under Settings below."
    const logFile = join(dir, "debug.txt");
    const server = startServer({ world, config, port: await freePort(), logFile, bin });
    const timer = setTimeout(() => server.stop(), TIMEOUT_MS);
    let summary = false;
    try {
      await server.waitFor(/^install: \d+ passed, \d+ failed/, TIMEOUT_MS);
      summary = true;
    } catch (e) {
      console.log(`FAIL the test mod's summary: ${e.message}`);
      failed++;
    }
    const code = await server.exited;
    clearTimeout(timer);
    writeFileSync(join(dir, "server.log"), server.lines.join("\n"));
    for (const line of server.lines) {
      if (/^PASS /.test(line)) passed++;
      if (/^FAIL /.test(line)) failed++;
      if (/^(PASS|FAIL) /.test(line)) console.log(line);
    }
    const log = readFileSync(logFile, "utf8").split("\n");
    const version = execFileSync(bin, ["--version"], { encoding: "utf8" }).split("\n")[0];
    check(log.some((l) => /\[game_tables\] ready: /.test(l)), `the tables start with no settings on ${version}`);
    const unclean = [...new Set([...log, ...server.lines])].filter((l) => UNCLEAN.test(l) && !MOD_ADVICE.test(l));
    check(unclean.length === 0, "the server log has no error, warning or deprecation");
    for (const l of unclean.slice(0, 20)) console.log("  " + l);
    check(summary && code === 0, `the server shut down cleanly (exit ${code})`);
    if (!summary) for (const l of server.lines.slice(-25)) console.log("  " + l);
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`world kept in ${dir}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return { passed, failed };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await suiteMain(runInstallSuite);
}
