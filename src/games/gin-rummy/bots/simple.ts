/**
 * `simple`: the yardstick policy, kept exactly as the 2021 EAAI challenge's reference player
 * (checked against that referee's transcripts, test/games/gin-rummy/bots/simple.test.ts):
 * - draw: take the face-up card only when it forms a meld (a set or a run) with cards of the hand,
 *   else draw from the stock (on the first upcard: take or pass by the same rule);
 * - discard: the card leaving the least deadwood, never the face-up card just taken, ties at random;
 * - knock as soon as the deadwood allows (gin included), with the least-deadwood melds (the engine's
 *   showdown melds the knocker optimally).
 * Big gin, where the rules have it, is declared whenever it is legal.
 */
import { Card, cardPoints } from "../engine/cards";
import { fillSuitMasks, minDeadwoodMasks, minDeadwoodWithout } from "../engine/melds";
import { randomInt, RngState } from "../../../util/random";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Bot } from "./bot";
import { acesHigh, formsMeld, Masks } from "./hand-masks";
import { findLegal } from "./legal";

// Scratch buffers shared by every decision (decisions never nest), so a decision allocates
// nothing: in LuaJIT the per-decision garbage was a large part of a self-play hand's time.
const masks: Masks = [0, 0, 0, 0];
const discards: Card[] = [];
const ties: Card[] = [];

/** The hand's suit masks, in the shared buffer. */
function handMasks(hand: readonly Card[]): Masks {
  fillSuitMasks(hand, masks);
  return masks;
}

export function simpleDraw(view: SeatView): Action {
  const take = findLegal(view, "take");
  if (take !== undefined && formsMeld(handMasks(view.hand), view.topDiscard)) return take;
  return findLegal(view, view.phase === "firstUpcard" ? "pass" : "stock") ?? view.legal[0];
}

/** The discard leaving the least deadwood; ties at random. */
export function leastDeadwoodDiscard(hand: readonly Card[], candidates: readonly Card[], rng: RngState): Card {
  return leastOf(hand, candidates, candidates.length, rng);
}

/** leastDeadwoodDiscard over the first `count` candidates. */
function leastOf(hand: readonly Card[], list: readonly Card[], count: number, rng: RngState): Card {
  const m = handMasks(hand);
  // Discarding c leaves at least the hand's deadwood less c's points: when that bound is above the
  // best so far, c can neither beat nor tie it, so its deadwood is not computed.
  const whole = minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHigh());
  let best = 1000;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = list[i];
    if (whole - cardPoints(c) > best) continue;
    const d = minDeadwoodWithout(m[0], m[1], m[2], m[3], c, acesHigh());
    if (d < best) {
      best = d;
      n = 0;
    }
    if (d === best) ties[n++] = c;
  }
  return n === 1 ? ties[0] : ties[randomInt(rng, n)];
}

export function simpleDecide(view: SeatView, rng: RngState): Action {
  if (view.phase !== "discard") return findLegal(view, "bigGin") ?? simpleDraw(view);
  // One pass over the legal list: big gin if it is there, else the plain discards (never the
  // card just taken), as `discardable` lists them.
  let count = 0;
  for (const a of view.legal) {
    if (a.do === "bigGin") return a;
    if (a.do === "discard" && a.knock !== true) discards[count++] = a.card;
  }
  const card = leastOf(view.hand, discards, count, rng);
  // Knock with it when allowed (`discardAction(view, card, canKnockWith(view, card))` in one pass).
  let plain: Action | undefined;
  for (const a of view.legal) {
    if (a.do !== "discard" || a.card !== card) continue;
    if (a.knock === true) return a;
    plain = a;
  }
  return plain ?? view.legal[0];
}

export function createSimpleBot(rng: RngState): Bot {
  return { level: "simple", decide: (view) => simpleDecide(view, rng) };
}
