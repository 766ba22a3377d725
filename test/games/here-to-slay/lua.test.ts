/** Here to Slay plays alike in Node and LuaJIT: seeded bot matches of 2-4 seats (shuffles, dice, every move) byte for byte. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { HtsBotLevel } from "../../../src/games/here-to-slay/bots/index";
import { htsTranscript } from "../../../src/games/here-to-slay/bots/transcript";
import { luaEntry } from "../../support/lua";

const RUNS: [number, number, HtsBotLevel[]][] = [
  [1, 2, ["simple", "easy"]],
  [2, 1, ["simple", "simple", "easy"]],
  [3, 2, ["easy", "simple", "easy", "simple"]],
  // The hard bot's worth sums are floating point: they must add up alike in both runtimes.
  [4, 2, ["hard", "simple", "easy", "hard"]],
  [5, 1, ["hard", "hard"]],
];

describe("Here to Slay under LuaJIT", () => {
  it("plays the same matches as Node, byte for byte", () => {
    const lua = luaEntry("test/games/here-to-slay/lua/entry.ts");
    for (const [seed, count, levels] of RUNS) {
      const want = htsTranscript(levels, seed, count);
      expect(want.length).toBeGreaterThan(100);
      const got = execFileSync("luajit", [lua, String(seed), String(count), ...levels], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      expect(got, `seed ${seed}, ${levels.join(" ")}`).toBe(want.map((l) => `${l}\n`).join(""));
    }
  });
});
