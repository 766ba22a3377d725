// The match-win table the bots weigh knock-or-wait outcomes with, and that it changes their play.
import { describe, expect, it } from "vitest";
import { createLookaheadBot, HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { matchWinChance } from "../../../../src/games/gin-rummy/bots/match-odds";
import { canKnockWith, discardable } from "../../../../src/games/gin-rummy/bots/legal";
import { applyActionInPlace } from "../../../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../../../src/games/gin-rummy/engine/match";
import { createRng } from "../../../../src/util/random";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import type { Seat } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";

describe("matchWinChance", () => {
  it("is certain at the target and even at the start", () => {
    expect(matchWinChance(100, 40, 100)).toBe(1);
    expect(matchWinChance(40, 100, 100)).toBe(0);
    expect(matchWinChance(0, 0, 100)).toBeCloseTo(0.5, 9);
  });

  it("is symmetric: our chance from (a, b) and theirs from (b, a) add up to one", () => {
    for (const [a, b] of [[0, 30], [55, 90], [99, 1], [25, 26]]) {
      expect(matchWinChance(a, b, 100) + matchWinChance(b, a, 100)).toBeCloseTo(1, 9);
    }
  });

  it("grows with our score and falls with theirs", () => {
    for (let a = 0; a < 99; a += 7) {
      for (let b = 0; b < 99; b += 7) {
        expect(matchWinChance(a + 1, b, 100)).toBeGreaterThanOrEqual(matchWinChance(a, b, 100));
        expect(matchWinChance(a, b + 1, 100)).toBeLessThanOrEqual(matchWinChance(a, b, 100));
      }
    }
    expect(matchWinChance(90, 10, 100)).toBeGreaterThan(0.9);
  });

  it("reads other targets on the same scale", () => {
    expect(matchWinChance(250, 100, 500)).toBeCloseTo(matchWinChance(50, 20, 100), 9);
  });
});

it("hard knocks more often when a knock would nearly finish the match than with no scores", () => {
  // Decision points where hard may knock, from hands of hard against simple.
  const rng = createRng(31);
  const player = createBot("hard", createRng(32));
  const other = createBot("simple", createRng(33));
  let points = 0;
  let knocksNoScores = 0;
  let knocksNearTarget = 0;
  for (let h = 0; points < 120 && h < 2000; h++) {
    const s = dealHand(HOUSE_RULES, rng, (h % 2) as Seat);
    while (s.phase !== "over") {
      const seat = s.turn;
      const view = seatView(s, seat);
      if (seat === 0 && view.phase === "discard" && discardable(view).some((c) => canKnockWith(view, c))) {
        points++;
        const knocks = (scores: [number, number] | undefined): boolean => {
          const a = createLookaheadBot("hard", createRng(points), HARD).decide(seatView(s, 0, scores));
          return a.do === "discard" && a.knock === true;
        };
        if (knocks(undefined)) knocksNoScores++;
        if (knocks([92, 0])) knocksNearTarget++;
      }
      applyActionInPlace(s, (seat === 0 ? player : other).decide(view));
    }
  }
  expect(points).toBeGreaterThanOrEqual(120);
  expect(knocksNearTarget).toBeGreaterThan(knocksNoScores);
}, 120_000);
