/**
 * `arena --game here-to-slay --b "cmd:..."`: the CLI side's run against external bot processes
 * (GameCli.againstCommand), one process per seat but the first, in `--jobs` lanes. A bot that keeps
 * nothing between decisions gives the same figures under any number of lanes; a failing one is
 * counted move by move (the arena then exits 1).
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CommandRun } from "../../../src/cli/game-cli";
import { loadGameClis } from "../../../src/cli/game-clis";
import { HTS_ARENA, type HtsArenaReport, type HtsTally } from "../../../src/games/here-to-slay/bots/arena";
import { IN_PROGRESS } from "../contract/in-progress";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import type { AnyGame } from "../../../src/games/game";

const SCRIPTED = resolve(import.meta.dirname, "../../bots/fixtures/scripted-bot.mjs");

/** The game's CLI side as the command line finds it (by its kind). */
async function cli() {
  const game = (IN_PROGRESS as AnyGame[]).find((g) => g.kind === "here_to_slay") ?? (hereToSlay as unknown as AnyGame);
  const [side] = await loadGameClis([game]);
  expect(side.game).toBe(game);
  return side;
}

async function run(command: string, jobs: number, log: string[]): Promise<HtsArenaReport> {
  const side = await cli();
  const o: CommandRun = { players: 4, a: "simple", b: `cmd:${command}`, preset: "standard", matches: 3, seed: 6, command, jobs, log: (l) => log.push(l) };
  const tally = HTS_ARENA.emptyTally(o) as HtsTally;
  await side.againstCommand?.(o, tally);
  return HTS_ARENA.report(o, tally, 0) as HtsArenaReport;
}

describe("Here to Slay against cmd: bots", () => {
  it("plays every match, the same figures in one lane or two, no failed reply", async () => {
    const log: string[] = [];
    const one = await run(`node ${SCRIPTED} good`, 1, log);
    const two = await run(`node ${SCRIPTED} good`, 2, log);
    expect(log).toEqual([]);
    expect(one.matches).toBe(3);
    expect(one.ends.monsters + one.ends.classes + one.ends.limit).toBe(3);
    expect(one.illegal).toBe(0);
    expect(two).toEqual(one);
  }, 180000);

  it("the arena takes --b cmd: with a command line for this game", () => {
    const o = { players: 4, a: "simple", b: "cmd:python3 bot.py", preset: "standard", matches: 1, seed: 1 };
    expect(HTS_ARENA.check(o)).toBeUndefined();
    expect(HTS_ARENA.check({ ...o, b: "cmd:" })).toBe("--b cmd: needs a command line");
    expect(HTS_ARENA.check({ ...o, b: "genius" })).toBe('--a and --b must be one of easy, simple, hard (--b also "cmd:COMMAND LINE")');
  });

  it("counts every move the host played for a failing bot", async () => {
    const log: string[] = [];
    const r = await run(`node ${SCRIPTED} malformed`, 1, log);
    // 3 failures in a row per process, then the simple bot plays its seat.
    expect(r.illegal).toBe(3 * 3);
    expect(log.filter((l) => l.includes("replaced by the hard bot")).length).toBe(3);
  }, 120000);
});
