/**
 * A belief over the opponent's hand with weights fit to play (tools/bots/belief-fit.ts), in place
 * of knowledge.ts's hand-set neighbour multipliers. Each unseen card's weight is
 * exp(sum of theta_i × n_i), n_i counting the evidence that touches it: the opponent's discards,
 * the face-up cards it declined and the ones it took (still held, or thrown again since), each by
 * relation (same rank, the same suit one or two ranks away), the latest discard again on its own,
 * and the card's points (alone and by how late in the hand it is).
 */
import type { Card } from "../engine/cards";
import type { SeatView } from "../engine/view";
import { Knowledge, UNSEEN } from "./knowledge";

export const BELIEF_FEATURES = [
  "discarded0", "discarded1", "discarded2",
  "declined0", "declined1", "declined2",
  "takenHeld0", "takenHeld1", "takenHeld2",
  "takenGone0", "takenGone1", "takenGone2",
  "lastDiscard0", "lastDiscard1", "lastDiscard2",
  "points", "pointsLate",
];

const N = BELIEF_FEATURES.length;

function bump(counts: number[][], card: Card, base: number): void {
  const s = Math.floor(card / 13);
  const r = card - s * 13;
  for (let k = 0; k < 4; k++) if (k !== s) counts[k * 13 + r][base]++;
  for (let d = 1; d <= 2; d++) {
    if (r - d >= 0) counts[s * 13 + r - d][base + d]++;
    if (r + d < 13) counts[s * 13 + r + d][base + d]++;
  }
}

/** Per card (0..51), its evidence counts in BELIEF_FEATURES order. */
export function beliefCounts(view: SeatView): number[][] {
  const seat = view.seat;
  const counts: number[][] = [];
  for (let c = 0; c < 52; c++) {
    const row: number[] = [];
    for (let j = 0; j < N; j++) row.push(0);
    counts.push(row);
  }
  const discarded: Card[] = [];
  const declined: Card[] = [];
  const taken: Card[] = [];
  const gone: boolean[] = [];
  for (let c = 0; c < 52; c++) gone.push(false);
  const pile: Card[] = [view.upcard];
  let passes = 0;
  for (const e of view.history) {
    const opp = e.seat !== seat;
    if (e.kind === "pass") {
      passes++;
      if (opp) declined.push(e.card);
    } else if (e.kind === "take") {
      pile.pop();
      if (opp) {
        taken.push(e.card);
        gone[e.card] = false;
      }
    } else if (e.kind === "stock") {
      const forced = passes === 2;
      passes = 0;
      if (opp && !forced && pile.length > 0) declined.push(pile[pile.length - 1]);
    } else if (e.kind === "discard") {
      passes = 0;
      pile.push(e.card);
      if (opp) {
        discarded.push(e.card);
        gone[e.card] = true;
      }
    } else {
      pile.splice(0, pile.length - 1);
    }
  }
  for (const c of discarded) bump(counts, c, 0);
  for (const c of declined) bump(counts, c, 3);
  for (const c of taken) bump(counts, c, gone[c] ? 9 : 6);
  if (discarded.length > 0) bump(counts, discarded[discarded.length - 1], 12);
  const late = 1 - view.stockCount / 31;
  for (let c = 0; c < 52; c++) {
    const r = c % 13;
    const pts = (r < 9 ? r + 1 : 10) / 10;
    counts[c][15] = pts;
    counts[c][16] = pts * late;
  }
  return counts;
}

/** Replaces the knowledge's weights and opponent chances of the unseen cards by the fitted belief. */
export function applyBelief(k: Knowledge, view: SeatView, theta: readonly number[]): void {
  const counts = beliefCounts(view);
  let total = 0;
  for (let c = 0; c < 52; c++) {
    if (k.where[c] !== UNSEEN) continue;
    let x = 0;
    const row = counts[c];
    for (let j = 0; j < N; j++) x += theta[j] * row[j];
    const w = Math.exp(x);
    k.weight[c] = w;
    total += w;
  }
  for (let c = 0; c < 52; c++) {
    if (k.where[c] === UNSEEN) k.pOpp[c] = total > 0 ? Math.min(0.95, (k.oppUnknown * k.weight[c]) / total) : 0;
  }
}
