/**
 * The arena's discard-reader (`reader`, never offered at a table): `simple`'s draws and knocks, but
 * its discards read the other player's picks, passes and discards (knowledge.ts) and avoid feeding
 * it a meld. It throws the card that minimises the deadwood left plus READ_WEIGHT points × the
 * chance the opponent can meld that card at once; when the least-deadwood discard allows a knock it
 * knocks with it, as `simple` does. A sparring partner for issue 21: a plain player who does not
 * hand `hard` the cards it waits for.
 */
import type { Card } from "../engine/cards";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Bot } from "./bot";
import { addCard, dw, masksOf, removeCard } from "./hand-masks";
import { meldDanger, readKnowledge } from "./knowledge";
import { canKnockWith, discardAction, discardable, findLegal } from "./legal";
import { simpleDraw } from "./simple";

/** Deadwood points a discard the opponent surely melds is worth avoiding (a 5 kept over a 2). */
export const READ_WEIGHT = 5;

export function readerDecide(view: SeatView): Action {
  if (view.phase !== "discard") return findLegal(view, "bigGin") ?? simpleDraw(view);
  const big = findLegal(view, "bigGin");
  if (big !== undefined) return big;
  const allowed = discardable(view);
  const m = masksOf(view.hand);
  let least: Card = allowed[0];
  let leastDw = 1000;
  const left: number[] = [];
  for (const c of allowed) {
    removeCard(m, c);
    const d = dw(m);
    addCard(m, c);
    left.push(d);
    if (d < leastDw) {
      leastDw = d;
      least = c;
    }
  }
  if (canKnockWith(view, least)) return discardAction(view, least, true);
  const k = readKnowledge(view);
  let card: Card = least;
  let best = 1e9;
  for (let i = 0; i < allowed.length; i++) {
    const v = left[i] + READ_WEIGHT * meldDanger(k, allowed[i]);
    if (v < best) {
      best = v;
      card = allowed[i];
    }
  }
  return discardAction(view, card, false);
}

export function createReaderBot(): Bot {
  return { level: "reader", decide: (view) => readerDecide(view) };
}
