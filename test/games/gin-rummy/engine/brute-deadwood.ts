// The least deadwood by brute force, knowing only the rule: every valid meld of the hand, then
// every disjoint choice of them. With `acesHigh` (Mahjong gin) a run may go on from the king to the
// ace (rank 13), never on to the 2.
import { cardPoints, rankOf } from "../../../../src/games/gin-rummy/engine/cards";

export function bruteDeadwood(hand: number[], acesHigh = false): number {
  const melds: number[][] = [];
  for (let r = 0; r < 13; r++) {
    const same = hand.filter((c) => rankOf(c) === r);
    for (let mask = 0; mask < 1 << same.length; mask++) {
      const pick = same.filter((_, i) => (mask & (1 << i)) !== 0);
      if (pick.length >= 3) melds.push(pick);
    }
  }
  const top = acesHigh ? 13 : 12;
  for (let s = 0; s < 4; s++) {
    for (let lo = 0; lo < 13; lo++) {
      const run: number[] = [];
      // From the ace itself a run stops at the king: the ace would be in it twice.
      for (let r = lo; r <= (lo === 0 ? 12 : top) && hand.includes(s * 13 + (r % 13)); r++) {
        run.push(s * 13 + (r % 13));
        if (run.length >= 3) melds.push(run.slice());
      }
    }
  }
  const total = hand.reduce((a, c) => a + cardPoints(c), 0);
  let best = total;
  const walk = (i: number, used: Set<number>, saved: number): void => {
    if (total - saved < best) best = total - saved;
    for (let j = i; j < melds.length; j++) {
      const m = melds[j];
      if (m.some((c) => used.has(c))) continue;
      const next = new Set(used);
      for (const c of m) next.add(c);
      walk(j + 1, next, saved + m.reduce((a, c) => a + cardPoints(c), 0));
    }
  };
  walk(0, new Set(), 0);
  return best;
}
