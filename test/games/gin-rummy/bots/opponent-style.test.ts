// Learning over a match whether the opponent holds out for gin (opponent-style.ts), from the
// scores alone, checked against the knocks that really happened.
import { describe, expect, it } from "vitest";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { createArenaBot, type ArenaLevel } from "../../../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { ginSeekerShare, newOpponentStyle, observeMove, observeView, OpponentStyle } from "../../../../src/games/gin-rummy/bots/opponent-style";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { canKnockWith, discardable } from "../../../../src/games/gin-rummy/bots/legal";
import { planDecide } from "../../../../src/games/gin-rummy/bots/planner";
import { applyActionInPlace } from "../../../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../../../src/games/gin-rummy/engine/match";
import { minDeadwood } from "../../../../src/games/gin-rummy/engine/melds";
import { createRng } from "../../../../src/util/random";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import type { Seat } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";

/** `simple` in seat 0 watching the opponent; returns what it learned and the real tally. */
function watch(opponent: ArenaLevel, seed: number): { style: OpponentStyle; gins: number; short: number } {
  const style = newOpponentStyle();
  const inner = createArenaBot("simple", botRng(seed, 0));
  const watcher: Bot = {
    level: "simple",
    decide(view) {
      observeView(style, view);
      const a = inner.decide(view);
      observeMove(style, view, a);
      return a;
    },
  };
  const tally = emptyTally();
  playMatch(HOUSE_RULES, seed, 0, [watcher, createArenaBot(opponent, botRng(seed, 1))], tally);
  // Knocks by seat 1: its gins, its plain knock wins, and its knocks seat 0 undercut.
  return { style, gins: tally.gins[1], short: tally.knockWins[1] + tally.undercuts[0] };
}

describe("opponent style", () => {
  it("counts the opponent's gins and short knocks as they happened (the hand that ends the match unseen)", () => {
    let counted = 0;
    for (let i = 0; i < 12; i++) {
      const { style, gins, short } = watch(i % 2 === 0 ? "ginseeker" : "simple", matchSeed(5, i));
      // The last hand ends the match: no later view shows its scores.
      expect(style.gins).toBeLessThanOrEqual(gins);
      expect(style.short).toBeLessThanOrEqual(short);
      expect(gins + short - (style.gins + style.short)).toBeLessThanOrEqual(1);
      counted += style.gins + style.short;
    }
    expect(counted).toBeGreaterThan(20);
  });

  it("tells a gin seeker from a player who knocks at once", () => {
    let seeker = 0;
    let knocker = 0;
    for (let i = 0; i < 10; i++) {
      seeker += ginSeekerShare(watch("ginseeker", matchSeed(9, i)).style, HARD.stylePrior);
      knocker += ginSeekerShare(watch("simple", matchSeed(9, i)).style, HARD.stylePrior);
    }
    // A match shows only a few of the opponent's knocks, and the gin seeker's knocks in its first
    // turns are short of gin too (0.21 and 0.13 on these seeds, from 0.25).
    expect(seeker / 10).toBeGreaterThan(knocker / 10 + 0.05);
    expect(knocker / 10).toBeLessThan(0.16);
  });

  it("starts from the prior", () => {
    expect(ginSeekerShare(newOpponentStyle(), [0.5, 1.5])).toBeCloseTo(0.25, 9);
  });
});

it("hard knocks more often when it takes the opponent for a gin seeker (no waiting to undercut one)", () => {
  // Decision points where hard may knock short of gin, from hands of hard against the gin seeker.
  const rng = createRng(41);
  const player = createArenaBot("hard", createRng(42));
  const other = createArenaBot("ginseeker", createRng(43));
  let points = 0;
  let knocksAtOnce = 0;
  let knocksSeeker = 0;
  for (let h = 0; points < 80 && h < 2000; h++) {
    const s = dealHand(HOUSE_RULES, rng, (h % 2) as Seat);
    while (s.phase !== "over") {
      const seat = s.turn;
      const view = seatView(s, seat);
      if (seat === 0 && view.phase === "discard" && minDeadwood(view.hand) > 0 && discardable(view).some((c) => canKnockWith(view, c))) {
        points++;
        const knocks = (share: number): boolean => {
          const a = planDecide(view, HARD, createRng(points), share);
          return a.do === "discard" && a.knock === true;
        };
        if (knocks(0)) knocksAtOnce++;
        if (knocks(1)) knocksSeeker++;
      }
      applyActionInPlace(s, (seat === 0 ? player : other).decide(view));
    }
  }
  expect(points).toBeGreaterThanOrEqual(80);
  // 15 and 31 of 80 on these seeds.
  expect(knocksSeeker).toBeGreaterThan(knocksAtOnce + 8);
}, 120_000);
