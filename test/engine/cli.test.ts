import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { replayLine } from "../../src/games/gin-rummy/engine/record";
import { parseJson } from "../../src/util/json";
import { generateRecord } from "../support/generate";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "bin/game-tables.mjs");

describe("game-tables replay", () => {
  const dir = mkdtempSync(join(tmpdir(), "gt-cli-"));
  const file = join(dir, "hands.jsonl");
  const lines = Array.from({ length: 300 }, (_, i) => JSON.stringify(generateRecord(10000 + i)));
  writeFileSync(file, lines.join("\r\n") + "\n\n");
  const expected = lines.map((l) => replayLine(l, parseJson) + "\n").join("");

  it("prints one result line per record in Node", () => {
    expect(execFileSync("node", [BIN, "replay", file], { cwd: ROOT, encoding: "utf8" })).toBe(expected);
  });

  it("prints the same bytes through LuaJIT", () => {
    expect(execFileSync("node", [BIN, "replay", file, "--runtime", "lua"], { cwd: ROOT, encoding: "utf8" })).toBe(expected);
  });

  it("reads stdin and explains usage errors", () => {
    expect(execFileSync("node", [BIN, "replay", "-"], { cwd: ROOT, input: lines[0], encoding: "utf8" })).toBe(expected.split("\n")[0] + "\n");
    const bad = spawnSync("node", [BIN, "replay", file, "--runtime", "python"], { cwd: ROOT, encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--runtime takes node or lua");
    const missing = spawnSync("node", [BIN, "replay", join(dir, "nope.jsonl")], { cwd: ROOT, encoding: "utf8" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("cannot read");
  });

  it("agrees byte for byte in Node and LuaJIT on NUL bytes, a BOM, stray bytes and an over-long line", () => {
    const record = lines[0];
    const input = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${record}\n{"a":1}\u0000\n${record}\n`),
      Buffer.from('{"rules":{"\xff\xfe\xc3":1}}\n', "latin1"),
      Buffer.from('{"rules":{"zz":1,"aa":3,"ginBonus":"x"}}\n'),
      Buffer.from(`${"x".repeat(1100000)}\n${record}\r\n{"dealer":\u0000}`),
    ]);
    const bytes = join(dir, "bytes.jsonl");
    writeFileSync(bytes, input);
    const node = execFileSync("node", [BIN, "replay", bytes], { cwd: ROOT });
    const lua = execFileSync("node", [BIN, "replay", bytes, "--runtime", "lua"], { cwd: ROOT });
    const first = replayLine(record, parseJson);
    const out = node.toString("latin1").split("\n");
    expect(out[0]).toBe(first); // the BOM is dropped
    expect(out[1]).toContain('"bad_json"'); // the NUL line on its own
    expect(out[2]).toBe(first); // and the next line read apart from it
    expect(out[3]).toBe('{"error":{"index":-1,"code":"bad_record","message":"rules.\xff\xfe\xc3: unknown rule"}}');
    // Several bad rules: the first in byte order is named, whatever order each runtime keeps keys in.
    expect(out[4]).toBe('{"error":{"index":-1,"code":"bad_record","message":"rules.aa: unknown rule"}}');
    expect(out[5]).toContain('"line_too_long"');
    expect(out[6]).toBe(first);
    expect(out[7]).toContain('"bad_json"');
    expect(out).toHaveLength(9);
    expect(lua.equals(node)).toBe(true);
  });
});
