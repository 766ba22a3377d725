/**
 * The Luanti host's storage under LuaJIT, with and without the fsync of a trusted mod: a deleted
 * escrow stays deleted when Luanti's mod storage comes back older than the journal (twice), a torn
 * write is ignored, a damaged journal is refused. On the storage before issue 11 the escrow came
 * back "held" after the second kill.
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
  `after kill 1 mod storage: k:${PAID} k:t/T1=table`,
  `after kill 2: ${PAID} t/T1=table`,
  `after kill 2 mod storage: k:${PAID} k:t/T1=table`,
  `after a torn write: ${PAID} t/T1=table`,
  `after a torn write mod storage: k:${PAID} k:t/T1=table`,
  `after the next start: ${PAID} t/T1=table t/T3=later`,
  `after the next start mod storage: k:${PAID} k:t/T1=table k:t/T3=later`,
  "damaged: line 5 is damaged (not a write this mod made); the file is left as it is",
];

describe("Luanti storage (LuaJIT)", () => {
  it("with fsync (a trusted mod): the newest acknowledged state after every kill, deletions included", () => {
    expect(run(true)).toEqual(["durable yes", ...EXPECTED]);
  });

  it("without fsync (not trusted): the same after a killed server", () => {
    expect(run(false)).toEqual(["durable no", ...EXPECTED]);
  });
});
