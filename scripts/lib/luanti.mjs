// Running a real Luanti server (Debian's minetest 5.6.1 unless GT_SERVER_BIN names another, e.g.
// the Luanti 5.10 of scripts/lib/luanti-trixie.mjs): worlds, configs, the server process and
// waiting on its log. Shared by `npm start`, the in-server tests, the client tests and the scale
// benchmark.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { join } from "node:path";

export const SERVER_BIN = process.env.GT_SERVER_BIN || "/usr/lib/minetest/minetestserver";
export const CLIENT_BIN = "/usr/games/minetest";
export const GAME_ID = "minetest_game";
/** Debian packages of the server and minetest_game (the client adds "minetest"). */
export const SERVER_PACKAGES = ["minetest-server", "minetest-data"];

/**
 * Creates (or updates) a world: world.mt enabling minetest_game and the given mods, and the mods
 * copied into worldmods/ (refreshed on every call so a rebuilt mod is picked up). Map, players and
 * mod storage already in the world are kept.
 */
export function prepareWorld(dir, mods, extra = {}) {
  mkdirSync(join(dir, "worldmods"), { recursive: true });
  const lines = [
    `gameid = ${GAME_ID}`,
    "backend = sqlite3",
    "player_backend = sqlite3",
    "auth_backend = sqlite3",
    "mod_storage_backend = sqlite3",
    "creative_mode = false",
    "enable_damage = false",
  ];
  for (const [name, src] of Object.entries(mods)) {
    const dest = join(dir, "worldmods", name);
    rmSync(dest, { recursive: true, force: true });
    cpSync(src, dest, { recursive: true });
    lines.push(`load_mod_${name} = true`);
  }
  for (const [k, v] of Object.entries(extra)) lines.push(`${k} = ${v}`);
  writeFileSync(join(dir, "world.mt"), lines.join("\n") + "\n");
}

/**
 * The mod is trusted so its storage journal can fsync each write (plugin/luanti/mod/durable.lua);
 * every server these scripts run has this setting.
 */
export const TRUSTED = { "secure.trusted_mods": "game_tables" };

/**
 * Stale mod storage (issue 11): Luanti saves mod storage on its own schedule, so after a crash the
 * copy on disk can be older than the mod's journal. keepModStorage copies the world's
 * mod_storage.sqlite (call it while the server is stopped); bringBackModStorage puts game_tables'
 * rows of that copy back (only the mod's: other mods keep theirs), as a crash would leave them.
 */
export function keepModStorage(world, to) {
  copyFileSync(join(world, "mod_storage.sqlite"), to);
}

export function bringBackModStorage(world, from) {
  const kept = from.replace(/'/g, "''");
  const sql = `ATTACH '${kept}' AS kept; BEGIN; DELETE FROM entries WHERE modname = 'game_tables'; INSERT INTO entries SELECT * FROM kept.entries WHERE modname = 'game_tables'; COMMIT;`;
  execFileSync("sqlite3", [join(world, "mod_storage.sqlite"), sql]);
}

/** A minetest.conf from a settings object (with TRUSTED unless the settings say otherwise). */
export function writeConfig(path, settings) {
  const all = { ...TRUSTED, ...settings };
  writeFileSync(path, Object.entries(all).map(([k, v]) => `${k} = ${v}`).join("\n") + "\n");
}

/**
 * A port no one holds now, on UDP (Luanti's protocol, bound on every interface) and on TCP: the
 * kernel's pick for a UDP socket bound to port 0. A TCP check alone let concurrent servers (three
 * soaks at once) pick a UDP port another server already held.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const udp = createSocket("udp4");
    udp.on("error", reject);
    udp.bind(0, "0.0.0.0", () => {
      const { port } = udp.address();
      const tcp = createServer();
      tcp.unref();
      tcp.on("error", () => udp.close(() => resolve(freePort())));
      tcp.listen(port, "0.0.0.0", () => tcp.close(() => udp.close(() => resolve(port))));
    });
  });
}

/**
 * Starts minetestserver. Returns { proc, lines, waitFor(regex, ms), exited }: `lines` collects
 * stdout+stderr lines; `waitFor` resolves with the first line (past or future) matching, or
 * rejects on timeout or exit.
 */
export function startServer({ world, config, port, logFile, onLine, bin = SERVER_BIN }) {
  const args = ["--world", world, "--config", config, "--port", String(port), "--gameid", GAME_ID];
  if (logFile) args.push("--logfile", logFile);
  const proc = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  const lines = [];
  const waiters = [];
  let exitCode;
  const exited = new Promise((resolve) =>
    proc.on("exit", (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      for (const w of waiters.splice(0)) w.reject(new Error(`server exited (${exitCode}) before: ${w.re}`));
      resolve(exitCode);
    }),
  );
  const feed = (buf, rest) => {
    const text = rest.value + buf.toString("utf8");
    const parts = text.split("\n");
    rest.value = parts.pop();
    for (const line of parts) {
      lines.push(line);
      onLine?.(line);
      for (let i = waiters.length - 1; i >= 0; i--) {
        if (waiters[i].re.test(line)) {
          const [w] = waiters.splice(i, 1);
          w.resolve(line);
        }
      }
    }
  };
  const so = { value: "" };
  const se = { value: "" };
  proc.stdout.on("data", (b) => feed(b, so));
  proc.stderr.on("data", (b) => feed(b, se));
  function waitFor(re, ms = 60000, from = 0) {
    for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return Promise.resolve(lines[i]);
    if (exitCode !== undefined) return Promise.reject(new Error(`server exited (${exitCode}) before: ${re}`));
    return new Promise((resolve, reject) => {
      const w = { re, resolve, reject };
      waiters.push(w);
      setTimeout(() => {
        const i = waiters.indexOf(w);
        if (i >= 0) {
          waiters.splice(i, 1);
          reject(new Error(`timed out after ${ms} ms waiting for ${re}`));
        }
      }, ms).unref();
    });
  }
  function stop(ms = 20000) {
    if (exitCode !== undefined) return Promise.resolve(exitCode);
    proc.kill("SIGTERM");
    const t = setTimeout(() => proc.kill("SIGKILL"), ms);
    t.unref();
    return exited;
  }
  return { proc, lines, waitFor, exited, stop };
}

export function serverInstalled() {
  return existsSync(SERVER_BIN) && existsSync(`/usr/share/games/minetest/games/${GAME_ID}`);
}
