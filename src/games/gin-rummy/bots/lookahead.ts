/**
 * One-draw lookahead: the expected deadwood of a 10-card hand after drawing one more stock card
 * and discarding the best card. Stock cards are weighted by how likely each is still in the
 * stock. Cards that cannot join a meld with the hand only swap with the worst deadwood card, so
 * they need no search; the others cost one deadwood look-up per possible discard.
 */
import type { Card } from "../engine/cards";
import { cardPoints } from "../engine/cards";
import { addCard, dw, hasCard, Masks, removeCard, touches } from "./hand-masks";

/** The least deadwood reachable by removing one card of `cards` (all in m). */
export function bestAfterRemoving(m: Masks, cards: readonly Card[]): number {
  let best = 1000;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (!hasCard(m, c)) continue;
    removeCard(m, c);
    const d = dw(m);
    addCard(m, c);
    if (d < best) {
      best = d;
      if (d === 0) break;
    }
  }
  return best;
}

/**
 * Expected deadwood after one draw and the best discard. `hand` lists the cards of m; `pStock[c]`
 * is the weight of c being the next stock card (0 for cards that cannot be).
 */
export function expectedAfterDraw(m: Masks, hand: readonly Card[], candidates: readonly Card[], pStock: readonly number[]): number {
  const d0 = dw(m);
  if (d0 === 0) return 0;
  const swap = bestAfterRemoving(m, hand);
  let sum = 0;
  let total = 0;
  for (let i = 0; i < candidates.length; i++) {
    const u = candidates[i];
    const w = pStock[u];
    if (w <= 0 || hasCard(m, u)) continue;
    let v: number;
    if (!touches(m, u)) {
      const viaSwap = swap + cardPoints(u);
      v = viaSwap < d0 ? viaSwap : d0;
    } else {
      addCard(m, u);
      v = d0;
      for (let j = 0; j < hand.length && v > 0; j++) {
        const x = hand[j];
        if (!hasCard(m, x)) continue;
        removeCard(m, x);
        const d = dw(m);
        addCard(m, x);
        if (d < v) v = d;
      }
      removeCard(m, u);
    }
    sum += w * v;
    total += w;
  }
  return total > 0 ? sum / total : d0;
}

