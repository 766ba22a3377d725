// The scoring of the variant presets (docs/rules.md, "Hollywood", "Tedesco"): hands whose winner
// and points the test decides, played through the match engine, then the codec.
import { describe, expect, it } from "vitest";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../../../../src/games/gin-rummy/engine/match";
import { presetRules, TEDESCO_STREAK_BONUS, type Rules } from "../../../../src/games/gin-rummy/engine/rules";
import { createRng } from "../../../../src/util/random";
import type { Action, Seat } from "../../../../src/games/gin-rummy/engine/types";
import { decodeMatch, encodeMatch } from "../../../../src/games/gin-rummy/codec";
import { cards, handWith } from "../../../support/cards";

const MELDED = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC";
/** 62 deadwood, no meld: gin against it scores 25 + 62 = 87. */
const LOOSE = "AD 2D 5D 7D 9D JD KD 3H 6H 9H";

/** The match with its running hand replaced by one where `winner` goes gin at once (or, with `dead`, a hand nobody wins). */
function dealt(m: MatchState, winner: Seat, rules: Rules): MatchState {
  const hand = handWith({
    hand0: winner === 0 ? MELDED : LOOSE,
    hand1: winner === 0 ? LOOSE : MELDED,
    upcard: "8H",
    stockTop: "QH",
    dealer: (1 - winner) as Seat,
    rules,
  });
  return { ...m, hand };
}

function play(m: MatchState, actions: Action[]): MatchState {
  let s = m;
  for (const a of actions) {
    const r = applyMatchAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/** `winner` passes, the other passes, `winner` draws QH and discards it, knocking with 0 deadwood: gin for 87. */
function gin(m: MatchState, winner: Seat): MatchState {
  const other = (1 - winner) as Seat;
  return play(dealt(m, winner, m.rules), [
    { seat: winner, do: "pass" },
    { seat: other, do: "pass" },
    { seat: winner, do: "stock" },
    { seat: winner, do: "discard", card: cards("QH")[0], knock: true },
  ]);
}

/** The next hand dealt (as the engine deals it), then replaced by the test's. */
function next(m: MatchState): MatchState {
  const r = startNextHand(m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function roundTrip(m: MatchState): void {
  const text = encodeMatch(m);
  const back = decodeMatch(text);
  if (typeof back === "string") throw new Error(back);
  expect(encodeMatch(back)).toBe(text);
  expect(back.scores).toEqual(m.scores);
  expect(back.laterGames).toEqual(m.laterGames);
  expect(back.streakFrom).toEqual(m.streakFrom);
  expect(back.hand.result).toEqual(m.hand.result);
  expect(back.result).toEqual(m.result);
}

describe("Tedesco", () => {
  const rules = presetRules("tedesco");

  it("is Oklahoma with the classic bonuses and a streak bonus of 25", () => {
    expect(rules.oklahoma).toBe(true);
    expect(rules.classicBonuses).toBe(true);
    expect(rules.matchTarget).toBe(150);
    expect(rules.streakBonus).toBe(TEDESCO_STREAK_BONUS);
    expect(TEDESCO_STREAK_BONUS).toBe(25);
  });

  it("an ace upcard means gin only, and a spade doubles the hand", () => {
    const ace = handWith({ hand0: LOOSE, hand1: MELDED, upcard: "AH", rules });
    expect(ace.knockLimit).toBe(0);
    const spade = handWith({ hand0: LOOSE, hand1: MELDED, upcard: "8S", rules });
    expect(spade.knockLimit).toBe(8);
    expect(spade.multiplier).toBe(2);
  });

  it("adds the bonus to a hand won right after the same seat's win, across a dead hand, and not after another's", () => {
    let m = newMatch(rules, createRng(3), 0);
    expect(m.streakFrom).toBe(-1);
    m = gin(m, 1);
    expect(m.hand.result?.points).toEqual([0, 87]);
    expect(m.hand.result?.streakBonus).toBeUndefined();
    roundTrip(m);
    m = gin(next(m), 1);
    expect(m.streakFrom).toBe(1);
    expect(m.hand.result?.points).toEqual([0, 87 + 25]);
    expect(m.hand.result?.streakBonus).toBe(25);
    expect(m.scores).toEqual([0, 87 + 87 + 25]);
    // The match ended at 150: the classic bonuses are on top.
    expect(m.result?.winner).toBe(1);
    expect(m.result?.totals).toEqual([0, 87 + 87 + 25 + 2 * 25 + 2 * 100]);
    roundTrip(m);
  });

  it("keeps the streak over a dead hand and passes it on to the next winner", () => {
    // A lower target so the match runs on: a streak rule without Oklahoma's doubling.
    const r: Rules = { ...presetRules("house"), streakBonus: 25, matchTarget: 1000 };
    let m = gin(newMatch(r, createRng(4), 0), 0);
    // A dead hand: nobody wins, the streak stays with seat 0.
    m = next(m);
    m = { ...m, hand: { ...m.hand, result: { outcome: "dead", knocker: -1, winner: -1, deadwood: [0, 0], points: [0, 0], melds: [[], []], layoffs: [], hands: m.hand.hands, multiplier: 1 }, phase: "over" } };
    m = next(m);
    expect(m.streakFrom).toBe(0);
    m = gin(m, 0);
    expect(m.hand.result?.points).toEqual([87 + 25, 0]);
    m = gin(next(m), 1);
    expect(m.hand.result?.points).toEqual([0, 87]);
    expect(m.scores).toEqual([87 + 87 + 25, 87]);
    roundTrip(m);
  });
});

describe("Hollywood", () => {
  const rules = presetRules("hollywood");

  it("scores a seat's first win in game 1, its second in games 1 and 2, later ones in all three", () => {
    let m = newMatch(rules, createRng(5), 0);
    expect(m.laterGames).toEqual([[0, 0], [0, 0]]);
    m = gin(m, 0);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[87, 0], [0, 0], [0, 0]]);
    roundTrip(m);
    m = gin(next(m), 1);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[87, 87], [0, 0], [0, 0]]);
    // Seat 0's second win decides game 1 (174 >= 100) and starts its game 2.
    m = gin(next(m), 0);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[174, 87], [87, 0], [0, 0]]);
    expect(m.result).toBeUndefined();
    roundTrip(m);
    // Game 1 is decided: seat 1's second win goes to game 2 only.
    m = gin(next(m), 1);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[174, 87], [87, 87], [0, 0]]);
    // Seat 0's third: game 2 (decided now) and game 3.
    m = gin(next(m), 0);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[174, 87], [174, 87], [87, 0]]);
    expect(m.result).toBeUndefined();
    // Seat 1's third win: game 3 only (1 and 2 are decided), which it now wins.
    m = gin(next(m), 1);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[174, 87], [174, 87], [87, 87]]);
    expect(m.result).toBeUndefined();
    m = gin(next(m), 1);
    expect([m.scores, ...(m.laterGames ?? [])]).toEqual([[174, 87], [174, 87], [87, 174]]);
    // All three decided: seat 0 won two games.
    expect(m.result?.winner).toBe(0);
    expect(m.result?.gameWinners).toEqual([0, 0, 1]);
    expect(m.result?.totals).toEqual([174 + 174 + 87, 87 + 87 + 174]);
    roundTrip(m);
  });
});

describe("rules without the variants", () => {
  it("copy, write and read as before they existed", () => {
    for (const p of ["house", "classic", "oklahoma", "straight"] as const) {
      const r = presetRules(p);
      expect(Object.keys(r)).not.toContain("hollywood");
      expect(Object.keys(r)).not.toContain("streakBonus");
      expect(Object.keys(r)).not.toContain("mahjong");
      const m = newMatch(r, createRng(1), 0);
      expect(encodeMatch(m).split(".")[0].split("-")).toHaveLength(13);
      expect(m.laterGames).toBeUndefined();
      expect(m.streakFrom).toBeUndefined();
    }
  });
});
