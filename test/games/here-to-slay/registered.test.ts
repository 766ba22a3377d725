/**
 * Here to Slay through the registered command line: `arena --game here-to-slay` (the same figures
 * in one process or in --jobs workers; against `bot serve --game here-to-slay` processes with no
 * failed reply) and `replay` of its records, in Node and through the Lua CLI alike.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseArenaArgs, runArena } from "../../../src/cli/arena";
import { localPlayer, playGameMatch } from "../../../src/cli/game-match";
import type { Game } from "../../../src/games/game";
import { createHtsBot } from "../../../src/games/here-to-slay/bots/index";
import { htsArenaDeal } from "../../../src/games/here-to-slay/bots/transcript";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import type { HtsView } from "../../../src/games/here-to-slay/engine/view";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { htsRecordJson, htsResultJson } from "../../../src/games/here-to-slay/records";
import { replayAnyLine } from "../../../src/games/records";
import { parseJson } from "../../../src/util/json";
import { runLua } from "../../support/lua";

const BIN = resolve(import.meta.dirname, "../../../bin/game-tables.mjs");
const HTS = hereToSlay as Game<HtsState, HtsAction, HtsView>;

async function arena(args: string[]): Promise<{ report: Record<string, unknown>; illegal: number }> {
  const o = parseArenaArgs(args);
  if (typeof o === "string") throw new Error(o);
  const r = await runArena(o);
  return { report: { ...(r.report as Record<string, unknown>), seconds: 0 }, illegal: r.illegal };
}

describe("Here to Slay on the registered command line", () => {
  it("arena --game here-to-slay --players 4: the same figures with --jobs 1 and 2", async () => {
    const args = ["--game", "here-to-slay", "--players", "4", "--a", "simple", "--b", "easy", "--matches", "6", "--seed", "3"];
    const one = await arena([...args, "--jobs", "1"]);
    const two = await arena([...args, "--jobs", "2"]);
    expect(one.report.matches).toBe(6);
    expect(two).toEqual(one);
    expect(parseArenaArgs([...args, "--a", "genius"])).toBe('--a and --b must be one of easy, simple, hard (--b also "cmd:COMMAND LINE")');
  }, 120000);

  it("arena against bot serve --game here-to-slay processes: every match played, no failed reply", async () => {
    const r = await arena(["--game", "here-to-slay", "--players", "3", "--a", "hard", "--b", `cmd:node ${BIN} bot serve --game here-to-slay --level hard`, "--matches", "1", "--seed", "2"]);
    expect(r.report.matches).toBe(1);
    expect(r.illegal).toBe(0);
  }, 120000);

  it("replay reads its records among every game's, Node and LuaJIT alike", async () => {
    const lines: string[] = [];
    const results: string[] = [];
    for (const seats of [2, 4]) {
      const deal = htsArenaDeal(seats, 8, 0);
      const players = [];
      for (let seat = 0; seat < seats; seat++) players.push(localPlayer(createHtsBot("simple", deal.botRngs[seat])));
      await playGameMatch(HTS, deal.start, players, {
        hand: (dealt, moves, end) => {
          lines.push(htsRecordJson(dealt, moves));
          results.push(htsResultJson(end));
        },
      });
    }
    lines.push(lines[0].replace('"game":"here_to_slay"', '"game":"chess"'));
    const node = lines.map((l) => replayAnyLine(l, parseJson));
    expect(node.slice(0, 2)).toEqual(results);
    expect(node[2]).toContain("game must be");
    expect(node[2]).toContain("here_to_slay");
    expect(runLua(["replay"], lines.join("\n") + "\n")).toBe(node.map((l) => `${l}\n`).join(""));
  }, 120000);
});
