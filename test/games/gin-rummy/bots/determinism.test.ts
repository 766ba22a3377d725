/**
 * Bots are deterministic given their seed, and the LuaJIT build (tools/luajit/bots.ts) plays the
 * very same matches: whole transcripts compared byte for byte, every level.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { matchSeed } from "../../../../src/games/gin-rummy/bots/match-play";
import { transcript } from "../../../../src/games/gin-rummy/bots/transcript";
import type { BotLevel } from "../../../../src/games/gin-rummy/bots/bot";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import { luaEntry } from "../../../support/lua";

const luaBots = (): string => luaEntry("tools/luajit/bots.ts");

const text = (lines: string[]): string => lines.map((l) => `${l}\n`).join("");

describe("bot determinism", () => {
  it("the same seed gives the same games; another seed other games", () => {
    const a = transcript("hard", "normal", 42, 1);
    expect(transcript("hard", "normal", 42, 1)).toEqual(a);
    expect(transcript("hard", "normal", 43, 1)).not.toEqual(a);
    expect(a.filter((l) => l.startsWith("{")).length).toBeGreaterThan(1);
  });

  it("runs with different seeds play different matches, not the same ones in another order", () => {
    const of = (seed: number): Set<number> => {
      const out = new Set<number>();
      for (let i = 0; i < 2000; i++) out.add(matchSeed(seed, i));
      return out;
    };
    const runs = [of(3), of(5), of(7), of(2026)];
    for (const r of runs) expect(r.size).toBe(2000);
    for (let a = 0; a < runs.length; a++) {
      for (let b = a + 1; b < runs.length; b++) expect([...runs[a]].filter((x) => runs[b].has(x))).toEqual([]);
    }
  });

  it("Node and LuaJIT play identical matches, byte for byte, for every level", () => {
    const lua = luaBots();
    const pairs: [string, string, number, number][] = [
      ["easy", "simple", 5, 4],
      ["normal", "simple", 6, 2],
      ["hard", "easy", 7, 1],
      ["hard", "normal", 8, 1],
      // hard reads simple's hand by replaying its rules (replay-belief.ts): the same chain in both.
      ["hard", "simple", 11, 1],
      ["ginseeker", "hard", 9, 1],
      ["reader", "hard", 10, 1],
    ];
    for (const [a, b, seed, count] of pairs) {
      const out = execFileSync("luajit", [lua, "transcript", a, b, String(seed), String(count)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      expect(out).toBe(text(transcript(a as never, b as never, seed, count)));
    }
  });

  it("Node and LuaJIT play identical 3- and 4-player matches, byte for byte", () => {
    const lua = luaBots();
    const multi: [number, BotLevel, BotLevel, number, number][] = [
      [3, "normal", "simple", 5, 2],
      [4, "easy", "normal", 6, 2],
    ];
    for (const [seats, a, b, seed, count] of multi) {
      const out = execFileSync("luajit", [lua, "multi-transcript", String(seats), a, b, String(seed), String(count)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const node = transcript(a, b, seed, count, HOUSE_RULES, seats);
      expect(node.filter((l) => l.startsWith("knock") || l.startsWith("gin") || l.startsWith("undercut")).length).toBeGreaterThan(2);
      expect(out).toBe(text(node));
    }
  });
});
