/**
 * The opponent-hand belief's fitted correction (issue 21). knowledge.ts weighs each unseen card by
 * hand-set multipliers on the neighbours of what the opponent discarded, declined and took; fit to
 * play (tools/bots/belief-fit.ts: log-loss of "the opponent holds this card" at `hard`'s
 * decisions), those multipliers stand, and what the fit adds is the card's points by how late in
 * the hand it is.
 */
import type { SeatView } from "../engine/view";
import { Knowledge, UNSEEN } from "./knowledge";

/**
 * The fitted correction to knowledge.ts's weights: an unseen card's weight grows by
 * 1 + `lateWeight` × its points / 10 × how late in the hand it is (0 at the deal, 1 when the stock
 * runs out). Late in a hand an unseen high card is more often in the opponent's hand than in the
 * stock: players throw their loose high cards, so one still unseen is likely melded. Plain
 * arithmetic (no exp or pow), so Node and LuaJIT agree to the bit.
 */
export function applyLateWeight(k: Knowledge, view: SeatView, lateWeight: number): void {
  const late = 1 - view.stockCount / 31;
  let total = 0;
  for (let c = 0; c < 52; c++) {
    if (k.where[c] !== UNSEEN) continue;
    const r = c % 13;
    const pts = r < 9 ? r + 1 : 10;
    k.weight[c] *= 1 + (lateWeight * pts * late) / 10;
    total += k.weight[c];
  }
  for (let c = 0; c < 52; c++) {
    if (k.where[c] === UNSEEN) k.pOpp[c] = total > 0 ? Math.min(0.95, (k.oppUnknown * k.weight[c]) / total) : 0;
  }
}
