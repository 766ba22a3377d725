// hard plays a gin seeker and a player who knocks at once differently, by the gin-seeker share it
// learns (PlanOptions.seekerRamp): the gin race and the gin seeker's discard only against the first.
import { describe, expect, it } from "vitest";
import { SEEKER_WEIGHTS } from "../../../../src/games/gin-rummy/bots/discard-model";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { discardChoices, planDecide } from "../../../../src/games/gin-rummy/bots/planner";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import type { Action } from "../../../../src/games/gin-rummy/engine/types";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import { createRng } from "../../../../src/util/random";

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

describe("hard against a gin seeker and against a quick knocker", () => {
  it("plays a quick knocker as if neither were there, and a gin seeker otherwise", () => {
    const plain = { ...HARD, seekerWeights: undefined, ginOutsWeight: 0 };
    let discards = 0;
    let differs = 0;
    for (let i = 0; i < 4; i++) {
      const s = matchSeed(13, i);
      const hard = createArenaBot("hard", botRng(s, 0));
      const probe: Bot = {
        level: "hard",
        decide(view) {
          if (view.phase === "discard") {
            discards++;
            // At or below the ramp's foot (share 0.1) the options are off: the same move on the
            // same random stream.
            expect(same(planDecide(view, HARD, createRng(3), 0.05), planDecide(view, plain, createRng(3), 0.05))).toBe(true);
            expect(same(planDecide(view, HARD, createRng(3), 0.1), planDecide(view, plain, createRng(3), 0.1))).toBe(true);
            // At its top they count.
            if (!same(planDecide(view, HARD, createRng(3), 0.3), planDecide(view, plain, createRng(3), 0.3))) differs++;
          }
          return hard.decide(view);
        },
      };
      playMatch(HOUSE_RULES, s, i % 2, [probe, createArenaBot("ginseeker", botRng(s, 1))], emptyTally());
    }
    expect(discards).toBeGreaterThan(100);
    expect(differs).toBeGreaterThan(discards / 20);
  });

  it("reads the threat of the opponent's knock from sampled hands: more late in a hand than early, none without samples", () => {
    const early: number[] = [];
    const late: number[] = [];
    const s = matchSeed(13, 7);
    const hard = createArenaBot("hard", botRng(s, 0));
    const probe: Bot = {
      level: "hard",
      decide(view) {
        if (view.phase === "discard" && view.legal.length > 2) {
          const f = discardChoices(view, HARD, createRng(5), 0.5)[0].features;
          // expected × threat over expected: the threat itself, a share of 16 samples.
          const threat = f[0] > 0 ? f[9] / f[0] : 0;
          expect(threat).toBeGreaterThanOrEqual(0);
          expect(threat).toBeLessThanOrEqual(1);
          (view.stockCount >= 25 ? early : late).push(threat);
          const none = discardChoices(view, { ...HARD, threatSamples: 0 }, createRng(5), 0.5)[0].features;
          expect([none[8], none[9]]).toEqual([0, 0]);
        }
        return hard.decide(view);
      },
    };
    playMatch(HOUSE_RULES, s, 0, [probe, createArenaBot("ginseeker", botRng(s, 1))], emptyTally());
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(early.length).toBeGreaterThan(10);
    expect(late.length).toBeGreaterThan(10);
    expect(mean(late)).toBeGreaterThan(mean(early));
    expect(Math.max(...late)).toBeGreaterThan(0);
  });

  it("has a weight per feature for the gin seeker too", () => {
    expect(SEEKER_WEIGHTS.length).toBe(HARD.discardWeights?.length);
    expect(HARD.seekerWeights).toBe(SEEKER_WEIGHTS);
  });
});
