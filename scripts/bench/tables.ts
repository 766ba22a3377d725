// Table-service figures in Node and LuaJIT (one JSON line each). Run through `npm run bench`.
// Node: service moves per second (screens rendered and table records written for every move),
// snapshot encode+verify per second, HMAC-SHA256 of a snapshot-sized message per second.
// Both: wall time of the cross-runtime scenario (test/tables/scenario.ts; Lua includes start-up).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { buildLuaBundle } from "../../tools/lua-bundle";
import { newMatch } from "../../src/games/gin-rummy/engine/match";
import { createRng } from "../../src/util/random";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { decodeSnapshot, encodeSnapshot } from "../../src/tables/persistence/snapshot";
import { hmacSha256 } from "../../src/util/hmac";
import { press } from "../../test/tables/fake-host";
import { playToEnd, twoSeated } from "../../test/tables/helpers";
import { scenarioLines } from "../../test/tables/scenario";

const figure = (name: string, runtime: string, value: number, unit: string): string =>
  JSON.stringify({ name, runtime, value: Math.round(value * 10) / 10, unit });
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function movesPerSecond(): number {
  let moves = 0;
  const t0 = cpu();
  for (let k = 0; k < 6; k++) {
    const s = twoSeated({ botDelayMs: 0 }, {}, 100 + k);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    moves += playToEnd(s);
  }
  return moves / (cpu() - t0);
}

function snapshotsPerSecond(): number {
  const secret = Array.from({ length: 32 }, (_, i) => i);
  const match = newMatch(HOUSE_RULES, createRng(3), 0);
  const seats: [{ player: string; bot: string }, { player: string; bot: string }] = [
    { player: "ann", bot: "" },
    { player: "bob", bot: "" },
  ];
  const n = 3000;
  const t0 = cpu();
  for (let i = 0; i < n; i++) {
    const text = encodeSnapshot({ server: "abcdefghijk", matchId: "ZZZZZZZZZZZ", gen: i, seats, escrow: true, match }, secret, ginRummy.table.codec);
    if (!decodeSnapshot(text, "abcdefghijk", secret, ginRummy.table.codec).ok) throw new Error("snapshot did not verify");
  }
  return n / (cpu() - t0);
}

function hmacPerSecond(): number {
  const key = Array.from({ length: 32 }, (_, i) => i);
  const msg = Array.from({ length: 400 }, (_, i) => i & 255);
  const n = 5000;
  const t0 = cpu();
  for (let i = 0; i < n; i++) hmacSha256(key, msg);
  return n / (cpu() - t0);
}

/** Wall time of the cross-runtime scenario (a staked match through the screens, pause, resume, a bot match). */
function luaScenarioMs(): number {
  const root = resolve(import.meta.dirname ?? ".", "../..");
  const bundle = buildLuaBundle("test/tables/lua/entry.ts", "s.lua", root);
  const t0 = performance.now();
  const r = spawnSync("luajit", [bundle], { encoding: "utf8" });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  return seconds * 1000;
}

function nodeScenarioMs(): number {
  scenarioLines(7);
  const t0 = performance.now();
  scenarioLines(7);
  return performance.now() - t0;
}

movesPerSecond(); // warm-up
console.log(figure("table_moves_per_s", "node", movesPerSecond(), "moves/s"));
console.log(figure("snapshot_encode_verify_per_s", "node", snapshotsPerSecond(), "snapshots/s"));
console.log(figure("hmac_sha256_400B_per_s", "node", hmacPerSecond(), "macs/s"));
console.log(figure("table_scenario_ms", "node", nodeScenarioMs(), "ms"));
console.log(figure("table_scenario_ms", "lua", luaScenarioMs(), "ms"));
