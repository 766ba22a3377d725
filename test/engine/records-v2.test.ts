/**
 * Hand records, version 2 (docs/hand-records.md): every hand of whole 3–4-player Gin Rummy and
 * Uno No Mercy matches, written as it was dealt and played, replays to the result the match had;
 * old two-player records replay as before through the same reader; broken records get clear
 * errors; and LuaJIT prints the same bytes.
 */
import { describe, expect, it } from "vitest";
import { matchSeed } from "../../src/games/gin-rummy/bots/match-play";
import { recordJson, replayLine, resultJson } from "../../src/games/gin-rummy/engine/record";
import { createBot } from "../../src/games/gin-rummy/bots/index";
import { botRng } from "../../src/games/gin-rummy/bots/match-play";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../../src/games/gin-rummy/engine/match";
import type { Action, HandResult } from "../../src/games/gin-rummy/engine/types";
import { seatView, type SeatView } from "../../src/games/gin-rummy/engine/view";
import { presetRules, rulesForSeats } from "../../src/games/gin-rummy/engine/rules";
import { ginRummy } from "../../src/games/gin-rummy/game";
import type { Game } from "../../src/games/game";
import { replayAnyLine } from "../../src/games/records";
import { createUnoBot } from "../../src/games/uno-no-mercy/bots/index";
import { unoMatchSeed } from "../../src/games/uno-no-mercy/bots/match-play";
import { newUnoMatch } from "../../src/games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../../src/games/uno-no-mercy/engine/rules";
import type { UnoAction, UnoState } from "../../src/games/uno-no-mercy/engine/types";
import type { UnoView } from "../../src/games/uno-no-mercy/engine/view";
import { unoNoMercy } from "../../src/games/uno-no-mercy/game";
import { unoRecordJson } from "../../src/games/uno-no-mercy/record";
import { parseJson } from "../../src/util/json";
import { createRng, mix32 } from "../../src/util/random";
import { localPlayer, playGameMatch } from "../../src/cli/game-match";
import { loadReferee, refereeToRecord } from "../support/conformance";
import { runLua } from "../support/lua";

const UNO = unoNoMercy as Game<UnoState, UnoAction, UnoView>;
const GIN = ginRummy as unknown as Game<MatchState, Action, SeatView>;

/** Every hand of `matches` Uno matches: [record line, the result line its hand had]. */
async function unoHands(seats: number, matches: number, preset: string): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (let i = 0; i < matches; i++) {
    const seed = unoMatchSeed(11 + seats, i);
    const players = [];
    for (let seat = 0; seat < seats; seat++) players.push(localPlayer(createUnoBot(seat % 2 === 0 ? "hard" : "simple", createRng(mix32(seed, seat)))));
    await playGameMatch(UNO, newUnoMatch(unoPresetRules(preset), seats, createRng(seed), i % seats), players, {
      hand: (dealt, moves, end) => {
        const gained = end.scores.map((n, s) => n - dealt.scores[s]);
        const out2: number[] = [];
        for (let s = 0; s < seats; s++) if (end.out[s]) out2.push(s);
        const result = JSON.stringify({ winner: end.last?.winner, points: end.last?.points, scores: gained, out: out2 });
        out.push([unoRecordJson(dealt, moves), result]);
      },
    });
  }
  return out;
}

/** Every hand of `matches` matches: [record line, the result line its hand had, whether the stock was reshuffled]. */
async function ginHands(seats: number, matches: number, preset: "house" | "classic" | "oklahoma" | "straight"): Promise<[string, string, boolean][]> {
  const out: [string, string, boolean][] = [];
  const rules = rulesForSeats({ ...presetRules(preset), deadHand: "reshuffle" }, seats);
  for (let i = 0; i < matches; i++) {
    const seed = matchSeed(21 + seats, i);
    const players = [];
    for (let seat = 0; seat < seats; seat++) players.push(localPlayer(createBot(seat === 0 ? "normal" : "easy", botRng(seed, seat))));
    await playGameMatch(GIN, newMatch(rules, createRng(seed), i % seats, seats), players, {
      hand: (dealt, moves, end) => out.push([recordJson(dealt.hand, moves), resultJson(end.hand.result as HandResult, 2), end.hand.reshuffles > 0]),
    });
  }
  return out;
}

describe("version-2 hand records", () => {
  it("every Uno No Mercy hand of 2, 3 and 4 seats replays to the result it had", async () => {
    let hands = 0;
    for (const seats of [2, 3, 4]) {
      for (const [record, result] of await unoHands(seats, 3, seats === 3 ? "classic-stacking" : "no-mercy")) {
        expect(replayAnyLine(record, parseJson)).toBe(result);
        hands++;
      }
    }
    expect(hands).toBeGreaterThan(20);
  });

  it("every 3–4-player Gin Rummy hand replays to the result it had (reshuffles included)", async () => {
    const all = [...(await ginHands(3, 3, "house")), ...(await ginHands(4, 4, "classic"))];
    for (const [record, result] of all) expect(replayAnyLine(record, parseJson)).toBe(result);
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(([, , reshuffled]) => reshuffled).length).toBeGreaterThan(0);
  });

  it("two-player hands written by recordJson replay to the result they had (version 1 with rng)", () => {
    let hands = 0;
    for (let i = 0; i < 4; i++) {
      const seed = matchSeed(31, i);
      const bots = [createBot("normal", botRng(seed, 0)), createBot("easy", botRng(seed, 1))];
      let m = newMatch({ ...presetRules(i % 2 === 0 ? "house" : "oklahoma"), deadHand: "reshuffle" }, createRng(seed), (i % 2) as 0 | 1);
      for (;;) {
        const dealt = m.hand;
        const actions: Action[] = [];
        while (m.hand.phase !== "over") {
          const a = bots[m.hand.turn].decide(seatView(m.hand, m.hand.turn, m.scores));
          const r = applyMatchAction(m, a);
          if (!r.ok) throw new Error(r.error.message);
          m = r.state;
          actions.push(a);
        }
        expect(replayAnyLine(recordJson(dealt, actions), parseJson)).toBe(resultJson(m.hand.result as HandResult));
        hands++;
        if (m.result !== undefined) break;
        const next = startNextHand(m);
        if (!next.ok) throw new Error(next.error.message);
        m = next.state;
      }
    }
    expect(hands).toBeGreaterThan(10);
  });

  it("two-player records without a version replay exactly as before", () => {
    const referee = loadReferee().slice(0, 200);
    for (const h of referee) {
      const line = JSON.stringify(refereeToRecord(h));
      expect(replayAnyLine(line, parseJson)).toBe(replayLine(line, parseJson));
      expect(replayAnyLine(JSON.stringify({ ...refereeToRecord(h), version: 1 }), parseJson)).toBe(replayLine(line, parseJson));
    }
  });

  it("names what is wrong with a broken record", async () => {
    const [[uno]] = await unoHands(2, 1, "no-mercy");
    const u = JSON.parse(uno) as Record<string, unknown>;
    const actions = u.actions as Record<string, unknown>[];
    const err = (v: unknown): unknown => JSON.parse(replayAnyLine(JSON.stringify(v), parseJson)).error;
    expect(err({ ...u, version: 3 })).toMatchObject({ index: -1, code: "bad_record" });
    expect(err({ ...u, game: "chess" })).toEqual({ index: -1, code: "bad_record", message: "game must be gin_rummy, uno_no_mercy or here_to_slay" });
    expect(err({ ...u, seats: 5 })).toEqual({ index: -1, code: "bad_record", message: "seats must be 2..4" });
    expect(err({ ...u, rules: { mercyLimit: 1 } })).toEqual({ index: -1, code: "bad_record", message: "rules.mercyLimit: integer 2..168 expected" });
    expect(err({ ...u, draw: [...(u.draw as string[]), "R5"] })).toMatchObject({ code: "bad_record" });
    expect(err({ ...u, rng: [1, 2, 3] })).toEqual({ index: -1, code: "bad_record", message: "rng must be four signed 32-bit integers" });
    expect(err({ ...u, actions: [{ seat: actions[0].seat, do: "play", card: "Z9" }] })).toMatchObject({ index: 0, code: "bad_card" });
    expect(err({ ...u, actions: [{ seat: actions[0].seat, do: "fly" }] })).toMatchObject({ index: 0, code: "bad_action" });
    expect(err({ ...u, actions: [{ seat: ((actions[0].seat as number) + 1) % 2, do: "draw" }] })).toEqual({ index: 0, code: "illegal", message: "not a legal action now" });
    expect(err({ ...u, actions: actions.slice(0, 1) })).toMatchObject({ index: 1, code: "incomplete" });
    expect(err({ ...u, actions: [...actions, actions[0]] })).toMatchObject({ index: actions.length, code: "hand_over" });
    const [[gin]] = await ginHands(3, 1, "house");
    const g = JSON.parse(gin) as Record<string, unknown>;
    expect(err({ ...g, hands: (g.hands as string[][]).slice(0, 2) })).toEqual({ index: -1, code: "bad_record", message: "hands must hold 3 hands" });
    expect(err({ ...g, actions: [{ seat: 3, do: "pass" }] })).toEqual({ index: 0, code: "bad_action", message: "seat must be 0..2" });
    expect(err({ ...g, actions: [] })).toMatchObject({ index: 0, code: "incomplete" });
  });

  it("LuaJIT prints the same bytes for version-2 records", async () => {
    const lines = [...(await unoHands(4, 1, "no-mercy")), ...(await ginHands(3, 1, "house"))].map(([r]) => r);
    lines.push('{"version":2,"game":"uno_no_mercy"}', '{"version":2,"game":"gin_rummy","seats":4}', '{"version":"2"}');
    const node = lines.map((l) => replayAnyLine(l, parseJson) + "\n").join("");
    expect(runLua(["replay"], lines.join("\n") + "\n")).toBe(node);
  });
});
