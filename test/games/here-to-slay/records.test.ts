/**
 * Here to Slay's hand records (docs/hand-records.md, version 2): whole 2–4-seat bot matches, written
 * as dealt and played, replay to the result the match had, in Node and byte for byte in LuaJIT;
 * broken records get clear errors with the index of the first bad action.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { localPlayer, playGameMatch } from "../../../src/cli/game-match";
import type { Game } from "../../../src/games/game";
import { createHtsBot, type HtsBotLevel } from "../../../src/games/here-to-slay/bots/index";
import { htsArenaDeal } from "../../../src/games/here-to-slay/bots/transcript";
import { newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import type { HtsView } from "../../../src/games/here-to-slay/engine/view";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { HTS_RECORDS, htsRecordJson, htsResultJson } from "../../../src/games/here-to-slay/records";
import { parseJson } from "../../../src/util/json";
import { createRng } from "../../../src/util/random";
import { luaEntry } from "../../support/lua";

const HTS = hereToSlay as Game<HtsState, HtsAction, HtsView>;

function replay(line: string): string {
  const p = parseJson(line);
  if (!p.ok) throw new Error(p.error);
  return HTS_RECORDS.replay(p.value, line);
}

/** `count` matches at `seats`: [the record, the result line of the match as it ended]. */
async function matches(seats: number, count: number, seed: number): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const levels: HtsBotLevel[] = ["simple", "easy", "simple", "easy"];
  for (let i = 0; i < count; i++) {
    const deal = htsArenaDeal(seats, seed, i);
    const players = [];
    for (let seat = 0; seat < seats; seat++) players.push(localPlayer(createHtsBot(levels[seat], deal.botRngs[seat])));
    await playGameMatch(HTS, deal.start, players, { hand: (dealt, moves, end) => out.push([htsRecordJson(dealt, moves), htsResultJson(end)]) });
  }
  return out;
}

describe("Here to Slay hand records", () => {
  it("every match of 2, 3 and 4 seats replays to the result it had, in Node and LuaJIT alike", async () => {
    const all: [string, string][] = [];
    for (const seats of [2, 3, 4]) all.push(...(await matches(seats, 3, 20 + seats)));
    const winners = new Set<unknown>();
    for (const [record, result] of all) {
      expect(replay(record)).toBe(result);
      winners.add((JSON.parse(result) as { winner: unknown }).winner);
    }
    expect(winners.size).toBeGreaterThan(1);
    const first = JSON.parse(all[0][0]) as Record<string, unknown>;
    expect(Object.keys(first)).toEqual(["version", "game", "seats", "first", "hands", "deck", "monsters", "monsterDeck", "rng", "actions"]);
    expect(first.version).toBe(2);
    expect(first.game).toBe("here_to_slay");
    // Broken records among them: LuaJIT must print the same error lines too.
    const broken = brokenRecords(all[0][0]).map(([line]) => line);
    const lines = all.map(([r]) => r).concat(broken);
    const node = lines.map((l) => `${replay(l)}\n`).join("");
    const lua = execFileSync("luajit", [luaEntry("test/games/here-to-slay/lua/records-entry.ts")], { input: lines.join("\n") + "\n", encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(lua).toBe(node);
  });

  it("says what is wrong with a broken record, and which action", async () => {
    const [[record]] = await matches(3, 1, 9);
    for (const [line, error] of brokenRecords(record)) expect(replay(line), error).toBe(error);
  });

  it("a record of the first move only is incomplete; an empty match is too", () => {
    const s = newHtsMatch(2, createRng(4), 1);
    expect(JSON.parse(replay(htsRecordJson(s, [])))).toEqual({ error: { index: 0, code: "incomplete", message: "the actions end before the match does" } });
  });
});

/** Records broken one way each, with the error line each must give. */
function brokenRecords(record: string): [string, string][] {
  const r = JSON.parse(record) as Record<string, unknown> & { hands: number[][]; deck: number[]; actions: Record<string, unknown>[] };
  const err = (index: number, code: string, message: string): string => JSON.stringify({ error: { index, code, message } });
  const line = (change: Record<string, unknown>): string => JSON.stringify({ ...r, ...change });
  const twice = r.hands.map((h, i) => (i === 0 ? [r.deck[0]].concat(h.slice(1)) : h));
  const actions = r.actions.slice();
  const out: [string, string][] = [
    [line({ seats: 5 }), err(-1, "bad_record", "seats must be 2..4")],
    [line({ first: 7 }), err(-1, "bad_record", `first must be 0..${(r.seats as number) - 1}`)],
    [line({ hands: r.hands.slice(1) }), err(-1, "bad_record", `hands must hold ${r.seats} hands`)],
    [line({ hands: twice }), err(-1, "bad_record", `card ${r.deck[0]} is in two places`)],
    [line({ deck: r.deck.slice(1) }), err(-1, "bad_record", "expected 121 cards, found 120")],
    [line({ deck: ["AS"] }), err(-1, "bad_record", "deck holds something that is not a card id (0..120)")],
    [line({ rng: [1, 2] }), err(-1, "bad_record", "rng must be four signed 32-bit integers")],
    [line({ actions: [{ seat: 0, do: "fly" }] }), err(0, "bad_action", "do must be one of leader, draw, play, roll, attack, redraw, end, pass, challenge, modify, pick")],
    [line({ actions: [actions[0], { ...actions[1], card: 1.5 }] }), err(1, "bad_action", "card must be an integer -1..120")],
    [line({ actions: [actions[0], { ...actions[0] }] }), err(1, "illegal", "not a legal action now")],
    [line({ actions: actions.slice(0, 5) }), err(5, "incomplete", "the actions end before the match does")],
    [line({ actions: actions.concat([{ seat: 0, do: "end" }]) }), err(actions.length, "hand_over", "the match is over")],
    ["[1]", err(-1, "bad_record", "a record is an object")],
  ];
  return out;
}
