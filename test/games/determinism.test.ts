/**
 * Every registered game plays alike in Node and LuaJIT: bot match transcripts through Game.tooling.arena,
 * compared byte for byte with the one LuaJIT entry all games share (tools/luajit/games.ts).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { ArenaOptions } from "../../src/games/game";
import { GAMES } from "../../src/games/registry";
import { luaEntry } from "../support/lua";

/** Runs per game: seats, preset, levels A and B, seed, and how many matches. */
const RUNS: Record<string, [number, string, string, string, number, number][]> = {
  gin_rummy: [
    [2, "house", "hard", "simple", 3, 1],
    [2, "oklahoma", "simple", "easy", 4, 1],
    [3, "house", "simple", "easy", 5, 1],
    [4, "classic", "normal", "simple", 6, 3],
    [2, "mahjong", "hard", "simple", 7, 1],
    [2, "tedesco", "normal", "simple", 8, 1],
    [3, "hollywood", "simple", "easy", 9, 1],
  ],
  uno_no_mercy: [
    [4, "no-mercy", "hard", "simple", 3, 2],
    [2, "classic-stacking", "simple", "hard", 4, 2],
    [3, "no-mercy", "hard", "hard", 5, 1],
  ],
  here_to_slay: [
    [4, "standard", "hard", "simple", 3, 2],
    [2, "standard", "simple", "easy", 4, 2],
    [3, "standard", "easy", "simple", 5, 1],
  ],
};

/** The LuaJIT entry all games share. */
const bundle = (): string => luaEntry("tools/luajit/games.ts");

describe("Node = LuaJIT for every game", () => {
  it("has runs for every game with an arena", () => {
    expect(GAMES.filter((g) => g.tooling.arena !== undefined).map((g) => g.kind).sort()).toEqual(Object.keys(RUNS).sort());
  });

  it("plays identical matches, byte for byte", () => {
    const lua = bundle();
    for (const game of GAMES) {
      const arena = game.tooling.arena;
      if (arena === undefined) continue;
      for (const [players, preset, a, b, seed, count] of RUNS[game.kind]) {
        const o: ArenaOptions = { players, preset, a, b, seed, matches: count };
        expect(arena.check(o)).toBeUndefined();
        const got = execFileSync("luajit", [lua, "transcript", game.kind, String(players), preset, a, b, String(seed), String(count)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
        const want = arena.transcript(o, count);
        expect(want.length, `${game.kind} ${players} ${preset}`).toBeGreaterThan(100);
        expect(got, `${game.kind} ${players} ${preset}`).toBe(want.map((l) => `${l}\n`).join(""));
      }
    }
  });

  it("refuses an unknown game or levels with a clear message", () => {
    const lua = bundle();
    expect(() => execFileSync("luajit", [lua, "transcript", "chess"], { encoding: "utf8", stdio: "pipe" })).toThrow(/usage: transcript KIND/);
    expect(() => execFileSync("luajit", [lua, "transcript", "uno_no_mercy", "4", "no-mercy", "genius", "simple", "1", "1"], { encoding: "utf8", stdio: "pipe" })).toThrow(/--a and --b must be one of/);
  });
});
