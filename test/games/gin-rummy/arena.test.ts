/**
 * The arena: options are checked, results do not depend on how the work is split across worker
 * processes, the JSON report has the documented fields, and a fixed-seed sanity check of the
 * ladder's bottom rungs (deterministic, so it cannot flake).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseArenaArgs, runArena } from "../../../src/cli/arena";
import type { MultiArenaReport, TwoArenaReport } from "../../../src/games/gin-rummy/bots/arena";
import { wilson95 } from "../../../src/util/stats";

const ROOT = resolve(import.meta.dirname, "../../..");
const SCRIPTED = resolve(import.meta.dirname, "../../bots/fixtures/scripted-bot.mjs");

/** A two-player Gin Rummy run of built-in bots, as the arena reports it. */
async function gin(o: { a: string; b: string; matches: number; seed: number; jobs: number }): Promise<TwoArenaReport> {
  const r = await runArena({ game: "gin_rummy", players: 2, preset: "house", json: true, ...o });
  return r.report as TwoArenaReport;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("arena", () => {
  it("rejects bad options with a clear message", () => {
    expect(parseArenaArgs(["--a", "genius", "--b", "simple"])).toMatch(/--a must be one of easy, simple, normal, hard, ginseeker, knocker, reader/);
    // The gin seeker plays in the arena only (the lobby offers BOT_LEVELS).
    expect(parseArenaArgs(["--a", "hard", "--b", "ginseeker"])).toMatchObject({ a: "hard", b: "ginseeker" });
    expect(parseArenaArgs(["--a", "easy", "--b", "cmd:"])).toMatch(/needs a command line/);
    expect(parseArenaArgs(["--a", "easy", "--b", "simple", "--matches", "x"])).toMatch(/integer/);
    expect(parseArenaArgs(["--a", "easy", "--b", "simple", "--jobs", "0"])).toMatch(/--jobs/);
    expect(parseArenaArgs(["--a", "easy", "--b", "simple", "--wat", "1"])).toMatch(/unknown option/);
    expect(parseArenaArgs(["--a", "hard", "--b", "simple", "--matches", "5", "--seed", "3", "--jobs", "2", "--json"])).toEqual({
      game: "gin_rummy",
      players: 2,
      preset: "house",
      a: "hard",
      b: "simple",
      matches: 5,
      seed: 3,
      jobs: 2,
      json: true,
    });
  });

  it("gives the same results with one worker or three", async () => {
    const one = await gin({ a: "simple", b: "easy", matches: 30, seed: 8, jobs: 1 });
    const three = await gin({ a: "simple", b: "easy", matches: 30, seed: 8, jobs: 3 });
    for (const key of ["winsA", "winsB", "hands", "handWinsA", "ginsA", "undercutsB", "pointsA", "pointsB"] as const) expect(three[key]).toBe(one[key]);
    expect(one.winsA + one.winsB).toBe(30);
  });

  it("plays 3–4-player Gin Rummy through the same arena: split over workers alike, a preset other than house named", async () => {
    const o = { game: "gin_rummy", players: 3, a: "simple", b: "easy", preset: "house", matches: 12, seed: 5, jobs: 1, json: true };
    const one = (await runArena(o)).report as MultiArenaReport;
    const two = (await runArena({ ...o, jobs: 2 })).report as MultiArenaReport;
    expect(two.wins).toEqual(one.wins);
    expect(two.points).toEqual(one.points);
    expect(one.wins.reduce((x, y) => x + y, 0)).toBe(12);
    expect(one.preset).toBeUndefined();
    const classic = (await runArena({ ...o, preset: "classic" })).report as MultiArenaReport;
    expect(classic.preset).toBe("classic");
    expect(parseArenaArgs(["--a", "easy", "--b", "simple", "--preset", "nope"])).toBe("--preset must be one of house, classic, oklahoma, straight, hollywood, tedesco, mahjong");
    expect(parseArenaArgs(["--players", "3", "--a", "hard", "--b", "easy"])).toBe("with --players 3, --a and --b must be one of easy, simple, normal");
  });

  it("prints one JSON object with the documented fields (the CLI)", () => {
    const out = execFileSync("node", ["bin/game-tables.mjs", "arena", "--a", "easy", "--b", "simple", "--matches", "6", "--seed", "2", "--json"], { cwd: ROOT, encoding: "utf8" });
    const r = JSON.parse(out) as Record<string, unknown>;
    expect(r.matches).toBe(6);
    expect(typeof r.winsA).toBe("number");
    expect(r.winRateA).toBe((r.winsA as number) / 6);
    expect(r.ci95).toEqual(wilson95(r.winsA as number, 6));
    expect(r.matchesPerSecond as number).toBeGreaterThan(0);
    // Knocks: gins, plain knock wins and the other side's undercuts of them.
    expect(r.knocksA).toBe((r.ginsA as number) + (r.knockWinsA as number) + (r.undercutsB as number));
    expect(r.ginRateA).toBe((r.knocksA as number) > 0 ? (r.ginsA as number) / (r.knocksA as number) : 0);
  });

  it("leaves no cmd: bot running, even one that ignores SIGTERM behind a shell", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), "gt-arena-")), "pid");
    // "; true" keeps /bin/sh alive as the bot's parent: killing only the shell would orphan the bot.
    const r = spawnSync("node", ["bin/game-tables.mjs", "arena", "--a", "easy", "--b", `cmd:node ${SCRIPTED} stubborn ${pidFile}; true`, "--matches", "1", "--json"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(0);
    const pid = Number(readFileSync(pidFile, "utf8"));
    // SIGKILL reached the bot's group before arena exited; the kernel may take a moment to reap it.
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((done) => setTimeout(done, 100));
    const still = alive(pid);
    if (still) process.kill(pid, "SIGKILL");
    expect(still).toBe(false);
  });

  it("leaves nothing a cmd: bot started running, even a child that left its process group (setsid)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-arena-"));
    // One helper in a new session with its own output, one that keeps the bot's pipes open and
    // also clears its environment (its parent, still the bot's shell, finds it).
    const escapee = `setsid sh -c 'echo $$ > ${dir}/a; exec sleep 600' </dev/null >/dev/null 2>&1 &`;
    const holder = `setsid env -i sh -c 'echo $$ > ${dir}/b; exec sleep 600' &`;
    const r = spawnSync("node", ["bin/game-tables.mjs", "arena", "--a", "easy", "--b", `cmd:${escapee} ${holder} node ${SCRIPTED} good`, "--matches", "1", "--json"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(r.status).toBe(0);
    const pids = ["a", "b"].map((f) => Number(readFileSync(join(dir, f), "utf8")));
    for (let i = 0; i < 50 && pids.some(alive); i++) await new Promise((done) => setTimeout(done, 100));
    const still = pids.filter(alive);
    for (const pid of still) process.kill(pid, "SIGKILL");
    expect(still).toEqual([]);
  });

  it("ladder sanity at a fixed seed: simple beats easy over 200 matches", async () => {
    const r = await gin({ a: "simple", b: "easy", matches: 200, seed: 1, jobs: 2 });
    expect(r.winRateA).toBeGreaterThan(0.6);
  });
});

describe("wilson95", () => {
  it("brackets the rate and narrows with more matches", () => {
    const [lo, hi] = wilson95(160, 200);
    expect(lo).toBeLessThan(0.8);
    expect(hi).toBeGreaterThan(0.8);
    const [lo2, hi2] = wilson95(1600, 2000);
    expect(hi2 - lo2).toBeLessThan(hi - lo);
    expect(wilson95(0, 10)[0]).toBe(0);
    expect(wilson95(10, 10)[1]).toBe(1);
  });
});
