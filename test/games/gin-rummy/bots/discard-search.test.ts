/**
 * `hard`'s discard search (PlanOptions.discardSearch, search.ts searchDiscard): while the replayed
 * belief holds, each of the learned discard's choices is also judged by playing the hand out on
 * deals of the belief's hands. Checked with a belief that is the truth but says nothing of the
 * danger (its own danger 0, so only the playouts know `simple`'s hand): where some of the choices
 * would let `simple` take the card and knock at once and some would not, `hard` throws such a card
 * far less often with the search than without. With no belief the search is off.
 */
import { describe, expect, it } from "vitest";
import { formsMeld, masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { bestAfterRemoving } from "../../../../src/games/gin-rummy/bots/lookahead";
import { discardChoices, planDecide, PlanOptions } from "../../../../src/games/gin-rummy/bots/planner";
import type { Card } from "../../../../src/games/gin-rummy/engine/cards";
import type { Action } from "../../../../src/games/gin-rummy/engine/types";
import { createRng } from "../../../../src/util/random";
import { certainBelief, play } from "./spy-play";

/** A belief certain of `hand` with no danger of its own (the marginals' alone count). */
const silentTruth = (hand: readonly Card[]) => certainBelief(hand, false);

const WITH: PlanOptions = { ...HARD, discardSearch: { deals: 24, weight: 1 } };
const WITHOUT: PlanOptions = { ...HARD, discardSearch: undefined };

/** Whether `simple`, holding `theirs`, takes `card` (it melds) and can knock at once. */
function letsKnock(theirs: readonly Card[], card: Card, limit: number): boolean {
  if (!formsMeld(masksOf(theirs), card)) return false;
  const h = theirs.concat([card]);
  return bestAfterRemoving(masksOf(h), h) <= limit;
}

describe("hard's discard search", () => {
  it("rarely throws a card that lets the other hand knock when its deals are the truth", () => {
    let split = 0;
    let plain = 0;
    let searched = 0;
    play(20, 31, ({ view, hand: theirs }) => {
      if (view.phase !== "discard") return;
      const lets = (c: Card): boolean => letsKnock(theirs, c, view.knockLimit);
      const choices = discardChoices(view, HARD, createRng(split), 0, silentTruth(theirs));
      const n = choices.filter((c) => lets(c.card)).length;
      if (n === 0 || n === choices.length) return;
      split++;
      const thrown = (a: Action): boolean => a.do === "discard" && !a.knock && lets(a.card);
      if (thrown(planDecide(view, WITHOUT, createRng(split), 0, silentTruth(theirs)))) plain++;
      if (thrown(planDecide(view, WITH, createRng(split), 0, silentTruth(theirs)))) searched++;
    });
    expect(split).toBeGreaterThan(120);
    expect(plain).toBeGreaterThan(25);
    expect(searched).toBeLessThan(plain * 0.7);
  });

  it("is off without a belief: the same moves as without the search", () => {
    let views = 0;
    play(3, 32, ({ view }) => {
      views++;
      expect(planDecide(view, WITH, createRng(views), 0)).toEqual(planDecide(view, WITHOUT, createRng(views), 0));
    });
    expect(views).toBeGreaterThan(100);
  });
});
