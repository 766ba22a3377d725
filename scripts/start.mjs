// `npm start`: installs what is missing (Debian: minetest-server + minetest-data; npm packages),
// builds the Luanti mod and runs a Luanti (Minetest 5.6) server with minetest_game and Game Tables
// on 127.0.0.1:30000. The world lives in ./world (kept between runs; see docs/luanti.md).
// Options: --port N (or GAME_TABLES_PORT), --bind ADDRESS (default 127.0.0.1),
//          --world DIR (or GAME_TABLES_WORLD), --survival (default: creative, for trying it out).
// Ctrl-C stops the server cleanly (it saves the world) and exits.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildLuanti, MOD_DIR, registryFacts } from "./build-luanti.mjs";
import { prepareWorld, SERVER_BIN, SERVER_PACKAGES, startServer, TRUSTED, writeConfig } from "./lib/luanti.mjs";
import { ensureApt, ensureNodeModules, ROOT } from "./lib/setup.mjs";

function option(name, env, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i > 0 && process.argv[i + 1] !== undefined) return process.argv[i + 1];
  return process.env[env] ?? fallback;
}

const port = Number(option("port", "GAME_TABLES_PORT", "30000"));
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`bad port: ${port}`);
  process.exit(2);
}
const bind = option("bind", "GAME_TABLES_BIND", "127.0.0.1");
const world = resolve(ROOT, option("world", "GAME_TABLES_WORLD", "world"));
const creative = !process.argv.includes("--survival");

ensureNodeModules();
ensureApt(SERVER_PACKAGES);
await buildLuanti();
const { games } = await registryFacts();

mkdirSync(world, { recursive: true });
const fresh = !existsSync(join(world, "world.mt"));
prepareWorld(world, { game_tables: MOD_DIR }, { creative_mode: creative ? "true" : "false" });
// The server config sits beside the world; operators may edit game_tables.* settings in it
// (documented in docs/luanti.md and the mod's settingtypes.txt). Network settings come from flags.
const config = join(world, "minetest.conf");
if (!existsSync(config)) {
  writeConfig(config, {
    server_name: "Game Tables",
    server_description: `Game Tables: ${games} at Small Game Tables`,
    default_privs: "interact, shout",
    creative_mode: creative ? "true" : "false",
    enable_damage: "false",
    // Players' inventories are saved this often; boards moved by a table are safe from a crash
    // only once saved (docs/luanti.md, "The window that remains").
    server_map_save_interval: 1,
    "game_tables.turn_seconds": 60,
    "game_tables.grace_seconds": 120,
    "game_tables.stakes_vs_bots": "false",
  });
}
// The server reads one config file: the operator's settings plus this run's network settings.
const runConfig = join(world, ".server.conf");
const operator = readFileSync(config, "utf8")
  .split("\n")
  .filter((l) => !/^\s*(bind_address|port)\s*=/.test(l));
// A world made before the mod was trusted gets the setting too (unless the operator set it).
const trust = operator.some((l) => /^\s*secure\.trusted_mods\s*=/.test(l)) ? [] : Object.entries(TRUSTED).map(([k, v]) => `${k} = ${v}`);
writeFileSync(runConfig, [...operator, ...trust, `bind_address = ${bind}`, `port = ${port}`, ""].join("\n"));

console.log(`${fresh ? "Created" : "Using"} world ${world}`);
console.log(`Starting ${SERVER_BIN} on ${bind}:${port} ...`);
const server = startServer({
  world,
  config: runConfig,
  port,
  onLine: (line) => {
    if (/ERROR|WARNING|game_tables|Server for gameid|listening/i.test(line)) console.log(line);
  },
});
server.waitFor(/listening on/i, 60000).then(
  () => {
    console.log("");
    console.log("Game Tables is running. Join it with a Luanti/Minetest 5.6+ client:");
    console.log(`  Join Game -> Address ${bind === "0.0.0.0" ? "<this machine>" : bind}, Port ${port}, any name and password`);
    console.log(`  or: minetest --address ${bind === "0.0.0.0" ? "127.0.0.1" : bind} --port ${port} --name YOURNAME --password SECRET --go`);
    console.log("  Craft (or, in creative, take) a Small Game Table, up to four Game Chairs (one per side) and a");
    console.log(`  board (${games}); right-click the table with the board, sit down, right-click the`);
    console.log("  board (Play alone adds bots). Ctrl-C stops the server.");
  },
  (err) => console.error(String(err.message ?? err)),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping the server (saving the world)...");
  server.proc.kill("SIGINT");
  setTimeout(() => server.proc.kill("SIGKILL"), 30000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
const code = await server.exited;
console.log(`Server stopped (${code}). The world is kept in ${world}.`);
process.exit(stopping ? 0 : code);
