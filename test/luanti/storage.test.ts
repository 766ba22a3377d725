/**
 * The Luanti host's storage under LuaJIT, with and without the fsync of a trusted mod: a deleted
 * escrow stays deleted when Luanti's mod storage comes back older than the journal (twice), a torn
 * write is ignored, a damaged journal is refused. On the storage before issue 11 the escrow came
 * back "held" after the second kill. A journal put back from a backup, older than the mod storage
 * Luanti saved, is refused with one line and left as it is (issue 20, problem 11: it used to
 * start and bring back the older world).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { luaEntry } from "../support/lua";

const ROOT = resolve(import.meta.dirname, "../..");
const bundle = luaEntry("test/luanti/storage/entry.ts");

function run(durable: boolean): string[] {
  const dir = mkdtempSync(join(tmpdir(), "gt-luanti-storage-"));
  const durableLua = durable ? join(ROOT, "plugin/luanti/mod/durable.lua") : "";
  return execFileSync("luajit", [bundle, dir, durableLua], { encoding: "utf8" }).trimEnd().split("\n");
}

const PAID = "m/ann/m1.pay=tab\there<NL>new line \\ backslash";
const EXPECTED = [
  "first start: ",
  "first start mod storage: ",
  `after kill 1: ${PAID} t/T1=table`,
  `after kill 1 mod storage: k:#writes=4 k:${PAID} k:t/T1=table`,
  `after kill 2: ${PAID} t/T1=table`,
  `after kill 2 mod storage: k:#writes=4 k:${PAID} k:t/T1=table`,
  `after a torn write: ${PAID} t/T1=table`,
  `after a torn write mod storage: k:#writes=4 k:${PAID} k:t/T1=table`,
  `after the next start: ${PAID} t/T1=table t/T3=later`,
  `after the next start mod storage: k:#writes=5 k:${PAID} k:t/T1=table k:t/T3=later`,
  "backup put back: <dir>/game_tables.journal went back in time: it holds 5 writes, but the copy in Luanti's mod storage saw 7 (a backup put back, or writes the disk lost); starting would bring back ended matches and lose items, so nothing was changed. Put back the newest journal, or move this one away to start from that newer copy",
  "journal untouched: true",
  `journal moved away: ${PAID} t/T1=table t/T3=later`,
  `journal moved away mod storage: k:#writes=7 k:${PAID} k:t/T1=table k:t/T3=later`,
  "damaged: line 6 is damaged (not a write this mod made); the file is left as it is",
];

describe("Luanti storage (LuaJIT)", () => {
  it("with fsync (a trusted mod): the newest acknowledged state after every kill, deletions included", () => {
    expect(run(true)).toEqual(["durable yes", ...EXPECTED]);
  });

  it("without fsync (not trusted): the same after a killed server", () => {
    expect(run(false)).toEqual(["durable no", ...EXPECTED]);
  });
});
