/** Uno No Mercy plays alike in Node and LuaJIT: whole bot matches compared byte for byte (tools/luajit/uno.ts). */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unoTranscript } from "../../../src/games/uno-no-mercy/bots/transcript";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("Uno determinism", () => {
  it("the same seed gives the same matches; another seed other matches", () => {
    const a = unoTranscript(["hard", "simple", "simple"], 42, 1);
    expect(unoTranscript(["hard", "simple", "simple"], 42, 1)).toEqual(a);
    expect(unoTranscript(["hard", "simple", "simple"], 43, 1)).not.toEqual(a);
  });

  it("Node and LuaJIT play identical matches, byte for byte", () => {
    const out = mkdtempSync(join(tmpdir(), "gt-lua-uno-"));
    execFileSync("npx", ["tstl", "-p", "tsconfig.lua-uno.json", "--outDir", out], { cwd: ROOT, stdio: "pipe" });
    const lua = join(out, "game_tables_uno.lua");
    const runs: [number, number, string, string[]][] = [
      [3, 2, "no-mercy", ["hard", "simple", "simple", "simple"]],
      [4, 2, "classic-stacking", ["simple", "hard"]],
      [5, 1, "no-mercy", ["hard", "hard", "simple"]],
    ];
    for (const [seed, count, preset, levels] of runs) {
      const got = execFileSync("luajit", [lua, "transcript", String(seed), String(count), preset, ...levels], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const want = unoTranscript(levels, seed, count, preset);
      expect(want.length).toBeGreaterThan(100);
      expect(got).toBe(want.map((l) => `${l}\n`).join(""));
    }
  });
});
