/** `game-tables arena --game uno-no-mercy`: options checked, one JSON object with per-seat wins and no illegal moves. */
import { execFileSync, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseArenaArgs, runArena } from "../../../src/cli/arena";
import type { UnoArenaReport } from "../../../src/games/uno-no-mercy/bots/arena";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("the Uno arena", () => {
  it("rejects bad options with a clear message", () => {
    expect(parseArenaArgs(["--game", "uno-no-mercy", "--players", "5"])).toBe("--players must be 2, 3 or 4");
    expect(parseArenaArgs(["--game", "uno-no-mercy", "--a", "genius"])).toBe('--a and --b must be one of simple, hard (--b also "cmd:COMMAND LINE")');
    expect(parseArenaArgs(["--game", "uno-no-mercy", "--preset", "x"])).toBe("--preset must be one of no-mercy, classic-stacking");
    // An external bot process plays every seat but the first (docs/bot-protocol.md); an empty command is refused.
    expect(parseArenaArgs(["--game", "uno-no-mercy", "--b", "cmd:bot"])).toMatchObject({ game: "uno_no_mercy", b: "cmd:bot" });
    expect(parseArenaArgs(["--game", "uno-no-mercy", "--b", "cmd:"])).toBe("--b cmd: needs a command line");
    // The kind names the game as well; its defaults fill what is not given.
    expect(parseArenaArgs(["--game", "uno_no_mercy"])).toEqual({ game: "uno_no_mercy", players: 4, a: "hard", b: "simple", preset: "no-mercy", matches: 100, seed: 1, jobs: 1, json: false });
    const r = spawnSync("node", ["bin/game-tables.mjs", "arena", "--game", "chess"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--game must be gin-rummy, uno-no-mercy or here-to-slay/);
  });

  it("is deterministic for a seed, however the matches are split over worker processes, and plays only legal moves", async () => {
    const o = { game: "uno_no_mercy", players: 3, matches: 20, seed: 4, a: "hard", b: "simple", preset: "no-mercy", jobs: 1, json: true };
    const a = (await runArena(o)).report as UnoArenaReport;
    const b = (await runArena({ ...o, jobs: 2 })).report as UnoArenaReport;
    expect(b.wins).toEqual(a.wins);
    expect(b.moves).toBe(a.moves);
    expect(a.wins.reduce((x, y) => x + y, 0)).toBe(20);
    expect(a.illegal).toBe(0);
  });

  it("prints one JSON object with matches, per-seat wins and illegal (the CLI)", () => {
    const out = execFileSync("node", ["bin/game-tables.mjs", "arena", "--game", "uno-no-mercy", "--players", "4", "--matches", "10", "--seed", "3", "--json"], { cwd: ROOT, encoding: "utf8" });
    const r = JSON.parse(out) as { matches: number; wins: number[]; illegal: number };
    expect(r.matches).toBe(10);
    expect(r.wins.length).toBe(4);
    expect(r.wins.reduce((x, y) => x + y, 0)).toBe(10);
    expect(r.illegal).toBe(0);
  });
});
