/**
 * `easy`: plays like a beginner. It melds the obvious, but sometimes misses a face-up card that
 * melds, sometimes throws away a card it should keep, and hesitates to knock with much deadwood.
 */
import type { Card } from "../engine/cards";
import { bestArrangement } from "../engine/melds";
import { randomFloat, randomInt, RngState } from "../../../util/random";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Bot } from "./bot";
import { dwWithout, formsMeld, masksOf } from "./hand-masks";
import { canKnockWith, discardAction, discardable, findLegal } from "./legal";
import { leastDeadwoodDiscard } from "./simple";

const MISS_MELD = 0.3;
const CARELESS_DISCARD = 0.35;
const HESITATE_KNOCK = 0.5;

function easyDecide(view: SeatView, rng: RngState): Action {
  const big = findLegal(view, "bigGin");
  if (big !== undefined) return big;
  if (view.phase !== "discard") {
    const take = findLegal(view, "take");
    const other = findLegal(view, view.phase === "firstUpcard" ? "pass" : "stock") ?? view.legal[0];
    if (take !== undefined && formsMeld(masksOf(view.hand), view.topDiscard) && randomFloat(rng) >= MISS_MELD) return take;
    return other;
  }
  const allowed = discardable(view);
  let card: Card;
  if (randomFloat(rng) < CARELESS_DISCARD) {
    // Any card outside its melds, not necessarily the worst one.
    const loose: Card[] = [];
    for (const c of bestArrangement(view.hand, view.rules.mahjong === true).deadwoodCards) if (allowed.indexOf(c) >= 0) loose.push(c);
    card = loose.length > 0 ? loose[randomInt(rng, loose.length)] : leastDeadwoodDiscard(view.hand, allowed, rng);
  } else {
    card = leastDeadwoodDiscard(view.hand, allowed, rng);
  }
  let knock = canKnockWith(view, card);
  if (knock) {
    const d = dwWithout(masksOf(view.hand), card);
    if (d > 0 && d > view.knockLimit / 2 && randomFloat(rng) < HESITATE_KNOCK) knock = false;
  }
  return discardAction(view, card, knock);
}

export function createEasyBot(rng: RngState): Bot {
  return { level: "easy", decide: (view) => easyDecide(view, rng) };
}
