// Bedrock plugin figures (one JSON line each), run by `npm run bench`: writing and reading the
// board item's NBT for the largest snapshot a board can carry (prismarine-nbt encode, the bdsx NBT
// bridge, zod validation), table-state writes through the journaled storage port (one fsync each),
// and the size of the ES2017 plugin bundle that bdsx loads.
import "../../plugin/bdsx/build/esm-require";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { legalActions } from "../../src/games/gin-rummy/engine/hand";
import { applyMatchAction, newMatch, type MatchState } from "../../src/games/gin-rummy/engine/match";
import { createRng } from "../../src/util/random";
import { presetRules } from "../../src/games/gin-rummy/engine/rules";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { encodeSnapshot } from "../../src/tables/persistence/snapshot";
import { boardTag, MAX_TAG_BYTES, readBoardTag } from "../../plugin/bdsx/src/board-nbt";
import { fromBdsx, toBdsx, type NbtFactory } from "../../plugin/bdsx/src/nbt-bridge";
import { openStorage } from "../../plugin/bdsx/src/storage-port";

const ROOT = join(import.meta.dirname, "../..");
const figure = (name: string, value: number, unit: string): string => JSON.stringify({ name, runtime: "node", value: Math.round(value * 100) / 100, unit });

// bdsx's NBT number wrappers, as plain classes (the bench runs without bdsx).
abstract class Num {
  constructor(readonly n: number) {}
  valueOf(): number {
    return this.n;
  }
}
class B extends Num {}
class S extends Num {}
class I extends Num {}
class F extends Num {}
class D extends Num {}
class L {
  constructor(readonly value: string) {}
}
const N: NbtFactory = {
  byte: (n) => new B(n),
  short: (n) => new S(n),
  int: (n) => new I(n),
  int64: (n) => new L(n),
  float: (n) => new F(n),
  double: (n) => new D(n),
  Byte: B,
  Short: S,
  Int: I,
  Int64: L,
  Float: F,
  Double: D,
};

// The largest snapshot: long ids, big numbers, a hand whose history is longer than a snapshot keeps.
let m: MatchState = newMatch({ ...presetRules("classic"), deadHand: "reshuffle" }, createRng(5), 0);
for (let i = 0; i < 300; i++) {
  const legal = legalActions(m.hand).filter((a) => !(a.do === "discard" && a.knock === true) && a.do !== "bigGin");
  const a = legal.find((x) => x.do === "take") ?? legal[0];
  if (a === undefined) break;
  const r = applyMatchAction(m, a);
  if (!r.ok) break;
  m = r.state;
}
m = { ...m, scores: [99999, 99999], handsWon: [9999, 9999], handNumber: 99999 };
const secret = Array.from({ length: 32 }, (_, i) => i);
const snapshot = encodeSnapshot(
  { server: "c2VydmVy", matchId: "x".repeat(22), gen: 999999999, seats: [{ player: "p".repeat(64), bot: "" }, { player: "q".repeat(64), bot: "" }], escrow: true, match: m },
  secret,
  ginRummy.table.codec,
);

const time = (runs: number, fn: () => void): number => {
  for (let i = 0; i < 200; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return ((performance.now() - t0) * 1000) / runs;
};

let bdsxValue: unknown;
const write = time(5000, () => {
  bdsxValue = toBdsx(N, boardTag({ kind: "gin_rummy", snapshot }));
});
const read = time(5000, () => {
  const r = readBoardTag(fromBdsx(N, bdsxValue, MAX_TAG_BYTES));
  if (!r.ok || r.board.snapshot !== snapshot) throw new Error("board NBT round trip failed");
});
console.log(figure("board_nbt_snapshot_chars", snapshot.length, "chars"));
console.log(figure("board_nbt_write_us", write, "us"));
console.log(figure("board_nbt_read_validate_us", read, "us"));

// Table-state writes through the storage port: the fsync'ed journal plus bdsx storage as its copy.
const dir = mkdtempSync(join(tmpdir(), "gt-bench-"));
let data: Record<string, string> | undefined;
const { storage: port, close } = openStorage(
  { get data() { return data; }, isLoaded: true, init: (v) => { data = v; }, close: () => true },
  join(dir, "game-tables.journal"),
);
const record = "x".repeat(600); // about a table record with a match in it
const writes = 2000;
const t0 = performance.now();
for (let i = 0; i < writes; i++) port.set(`t/${i % 50}`, record);
console.log(figure("storage_writes_per_s", writes / ((performance.now() - t0) / 1000), "writes/s"));
close();

const bundle = join(ROOT, "dist/bedrock/plugin/game-tables/index.js");
if (existsSync(bundle)) console.log(figure("bdsx_plugin_bundle_kib", statSync(bundle).size / 1024, "KiB"));
