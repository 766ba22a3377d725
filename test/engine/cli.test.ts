import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { replayLine } from "../../src/engine/record";
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
});
