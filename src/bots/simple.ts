/**
 * `simple`: the yardstick policy, kept exactly as the 2021 EAAI challenge's reference player
 * (checked against that referee's transcripts, test/bots/simple.test.ts):
 * - draw: take the face-up card only when it forms a meld (a set or a run) with cards of the hand,
 *   else draw from the stock (on the first upcard: take or pass by the same rule);
 * - discard: the card leaving the least deadwood, never the face-up card just taken, ties at random;
 * - knock as soon as the deadwood allows (gin included), with the least-deadwood melds (the engine's
 *   showdown melds the knocker optimally).
 * Big gin, where the rules have it, is declared whenever it is legal.
 */
import type { Card } from "../engine/cards";
import { randomInt, RngState } from "../engine/random";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Bot } from "./bot";
import { dwWithout, formsMeld, masksOf } from "./hand-masks";
import { canKnockWith, discardAction, discardable, findLegal } from "./legal";

export function simpleDraw(view: SeatView): Action {
  const take = findLegal(view, "take");
  if (take !== undefined && formsMeld(masksOf(view.hand), view.topDiscard)) return take;
  return findLegal(view, view.phase === "firstUpcard" ? "pass" : "stock") ?? view.legal[0];
}

/** The discard leaving the least deadwood; ties at random. */
export function leastDeadwoodDiscard(hand: readonly Card[], candidates: readonly Card[], rng: RngState): Card {
  const m = masksOf(hand);
  let best = 1000;
  const ties: Card[] = [];
  for (const c of candidates) {
    const d = dwWithout(m, c);
    if (d < best) {
      best = d;
      ties.length = 0;
      ties.push(c);
    } else if (d === best) {
      ties.push(c);
    }
  }
  return ties.length === 1 ? ties[0] : ties[randomInt(rng, ties.length)];
}

export function simpleDecide(view: SeatView, rng: RngState): Action {
  const big = findLegal(view, "bigGin");
  if (big !== undefined) return big;
  if (view.phase !== "discard") return simpleDraw(view);
  const card = leastDeadwoodDiscard(view.hand, discardable(view), rng);
  return discardAction(view, card, canKnockWith(view, card));
}

export function createSimpleBot(rng: RngState): Bot {
  return { level: "simple", decide: (view) => simpleDecide(view, rng) };
}
