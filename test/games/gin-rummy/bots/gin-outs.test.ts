// `hard` with a hand low enough to knock picks its discard partly for the chance of gin on the
// next draw (PlanOptions.ginOutsWeight): against a gin seeker a waiting low hand races it to gin.
import { describe, expect, it } from "vitest";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { planDecide } from "../../../../src/games/gin-rummy/bots/planner";
import type { Card } from "../../../../src/games/gin-rummy/engine/cards";
import { minDeadwood } from "../../../../src/games/gin-rummy/engine/melds";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import type { SeatView } from "../../../../src/games/gin-rummy/engine/view";
import { createRng } from "../../../../src/util/random";

/** Cards not in the hand nor the pile that, drawn, give the 10-card hand gin (one card thrown). */
function ginOuts(view: SeatView, hand: readonly Card[]): number {
  let outs = 0;
  for (let u = 0; u < 52; u++) {
    if (hand.indexOf(u) >= 0 || view.discardPile.indexOf(u) >= 0) continue;
    const eleven = hand.concat([u]);
    for (const x of hand) {
      if (minDeadwood(eleven.filter((c) => c !== x)) === 0) {
        outs++;
        break;
      }
    }
  }
  return outs;
}

describe("hard's discard with a low hand", () => {
  it("differs from the plain discard and keeps more gin outs, against the gin seeker", () => {
    const withOuts: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = matchSeed(31, i);
      const hard = createArenaBot("hard", botRng(s, 0));
      const probe: Bot = {
        level: "hard",
        decide(view) {
          if (view.phase === "discard" && minDeadwood(view.hand) <= 25) {
            const a = planDecide(view, HARD, createRng(1), 0.25);
            const b = planDecide(view, { ...HARD, ginOutsWeight: 0 }, createRng(1), 0.25);
            if (a.do === "discard" && b.do === "discard" && a.knock !== true && b.knock !== true && a.card !== b.card) {
              withOuts.push(ginOuts(view, view.hand.filter((c) => c !== a.card)));
              without.push(ginOuts(view, view.hand.filter((c) => c !== b.card)));
            }
          }
          return hard.decide(view);
        },
      };
      playMatch(HOUSE_RULES, s, 0, [probe, createArenaBot("ginseeker", botRng(s, 1))], emptyTally());
    }
    expect(withOuts.length).toBeGreaterThanOrEqual(5);
    // Each differing discard keeps at least as many outs (counted over every card not seen, where
    // the bot weighs them by where they likely are), and most keep more.
    let more = 0;
    for (let j = 0; j < withOuts.length; j++) {
      expect(withOuts[j]).toBeGreaterThanOrEqual(without[j]);
      if (withOuts[j] > without[j]) more++;
    }
    expect(more * 2).toBeGreaterThan(withOuts.length);
  });
});
