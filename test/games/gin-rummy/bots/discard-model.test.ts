// hard's learned discard: it chooses among the heuristic's best few, by the model's score.
import { describe, expect, it } from "vitest";
import { DISCARD_CHOICES, DISCARD_FEATURES, DISCARD_WEIGHTS, discardFeatures, discardScore } from "../../../../src/games/gin-rummy/bots/discard-model";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";
import { discardable } from "../../../../src/games/gin-rummy/bots/legal";
import { createLookaheadBot, HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { discardChoices, planDecide } from "../../../../src/games/gin-rummy/bots/planner";
import { applyActionInPlace } from "../../../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../../../src/games/gin-rummy/engine/match";
import { createRng } from "../../../../src/util/random";
import { minDeadwood } from "../../../../src/games/gin-rummy/engine/melds";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import type { Seat } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";

describe("the learned discard", () => {
  it("has a weight per feature, and features that follow the card and the stage", () => {
    expect(DISCARD_WEIGHTS.length).toBe(DISCARD_FEATURES.length);
    // Ace of clubs early, king of spades with the stock run out.
    expect(discardFeatures(20, 30, 0.5, 0, 31)).toEqual([20, 30, 0.5, 1, 0, 0, 0, 0.25, 0, 0]);
    expect(discardFeatures(20, 30, 0.5, 51, 0, 0.5)).toEqual([20, 30, 0.5, 10, 0.5, 20, 30, 0.25, 15, 10]);
    expect(discardScore([1, 2], [3, 4, 100])).toBe(11);
  });

  it("hard throws one of the heuristic's best few, the one the model scores highest; without weights, the best", () => {
    const rng = createRng(17);
    const opponent = createBot("simple", createRng(18));
    // The knocker's weights alone (the gin seeker's are mixed in by the learned share: seeker-ramp.test.ts).
    const hard = createLookaheadBot("hard", createRng(19), { ...HARD, seekerWeights: undefined });
    let checked = 0;
    let differs = 0;
    for (let h = 0; h < 40; h++) {
      const s = dealHand(HOUSE_RULES, rng, (h % 2) as Seat);
      while (s.phase !== "over") {
        const view = seatView(s, s.turn, undefined);
        if (s.turn === 1) {
          applyActionInPlace(s, opponent.decide(view));
          continue;
        }
        const action = hard.decide(view);
        // A hand that can knock discards for its gin chance instead (gin-outs.test.ts).
        const low = view.phase === "discard" && view.hand.some((c) => minDeadwood(view.hand.filter((x) => x !== c)) <= view.knockLimit);
        if (view.phase === "discard" && action.do === "discard" && action.knock !== true && !low) {
          const choices = discardChoices(view, HARD, createRng(1));
          expect(choices.length).toBe(Math.min(DISCARD_CHOICES, discardable(view).length));
          let best = choices[0];
          for (const c of choices) if (discardScore(DISCARD_WEIGHTS, c.features) > discardScore(DISCARD_WEIGHTS, best.features)) best = c;
          expect(action.card).toBe(best.card);
          if (best.card !== choices[0].card) differs++;
          // Without weights the planner keeps the heuristic's best.
          const plain = planDecide(view, { ...HARD, discardWeights: undefined, knockSamples: 0 }, createRng(2));
          if (plain.do === "discard" && plain.knock !== true) expect(plain.card).toBe(choices[0].card);
          checked++;
        }
        applyActionInPlace(s, action);
      }
    }
    expect(checked).toBeGreaterThan(200);
    // The model changes some choices, not most.
    expect(differs).toBeGreaterThan(checked / 50);
    expect(differs).toBeLessThan(checked / 2);
  });
});
