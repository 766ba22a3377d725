/**
 * How `hard`'s planner uses a replayed belief (replay-belief.ts): a discard's danger is partly the
 * belief's, and the knock search deals the belief's hands. Checked with a belief that is the
 * truth (simple's real hand as its one sample): `hard` then throws far fewer cards simple can meld
 * at once than with no belief, and every hand the knock search deals is the belief's.
 */
import { describe, expect, it } from "vitest";
import { formsMeld, hasCard, masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { planDecide, sampledHands } from "../../../../src/games/gin-rummy/bots/planner";
import { newReplayBelief, ReplayBelief } from "../../../../src/games/gin-rummy/bots/replay-belief";
import type { Card } from "../../../../src/games/gin-rummy/engine/cards";
import { createRng } from "../../../../src/util/random";
import { play } from "./spy-play";

/** A belief certain of `hand`: its one sample, and a danger of 1 exactly for the cards it melds. */
function truthBelief(hand: readonly Card[]): ReplayBelief {
  const b = newReplayBelief();
  b.sampled.push(hand.slice());
  b.count = 1;
  const m = masksOf(hand);
  for (let c = 0; c < 52; c++) b.danger[c] = !hasCard(m, c) && formsMeld(m, c) ? 1 : 0;
  return b;
}

describe("hard's planner with a replayed belief", () => {
  it("throws fewer cards the other hand melds when the belief is the truth", () => {
    let views = 0;
    let blind = 0;
    let told = 0;
    play(6, 21, ({ view, hand: theirs }) => {
      if (view.phase !== "discard") return;
      const melds = (a: ReturnType<typeof planDecide>): boolean => a.do === "discard" && !a.knock && formsMeld(masksOf(theirs), a.card);
      views++;
      if (melds(planDecide(view, HARD, createRng(views), 0))) blind++;
      if (melds(planDecide(view, HARD, createRng(views), 0, truthBelief(theirs)))) told++;
    });
    expect(views).toBeGreaterThan(200);
    expect(blind).toBeGreaterThan(20);
    expect(told).toBeLessThan(blind * 0.6);
  });

  it("deals the knock search the belief's hands", () => {
    let checked = 0;
    play(2, 22, ({ view, hand: theirs }) => {
      if (view.phase !== "discard" || checked >= 20) return;
      checked++;
      const hands = sampledHands(view, HARD, createRng(checked), 8, 0, truthBelief(theirs));
      for (const h of hands) expect(h.slice().sort((x, y) => x - y)).toEqual(theirs.slice().sort((x, y) => x - y));
      // Without the belief the hands are the clue sampler's, rarely the truth.
      const guessed = sampledHands(view, HARD, createRng(checked), 8, 0);
      expect(guessed.some((h) => h.slice().sort((x, y) => x - y).join() !== theirs.slice().sort((x, y) => x - y).join())).toBe(true);
    });
    expect(checked).toBe(20);
  });
});
