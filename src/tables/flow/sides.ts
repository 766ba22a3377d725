/**
 * Which empty sides of a table new occupants take: each goes to the free side farthest round the
 * table from those already taken (ties: table order). So one bot sits across from a lone player,
 * as in the two-player game, and a resumed two-player match sits face to face.
 */

/** Round-the-table distance between seats a and b of n. */
function apart(a: number, b: number, n: number): number {
  const d = a > b ? a - b : b - a;
  return d < n - d ? d : n - d;
}

/** `count` free sides (not `taken`), in the order they are picked. */
export function spreadSides(taken: readonly boolean[], count: number): number[] {
  const n = taken.length;
  const used = taken.slice();
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    let best = -1;
    let bestGap = -1;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      let gap = n;
      for (let j = 0; j < n; j++) if (used[j] && apart(i, j, n) < gap) gap = apart(i, j, n);
      if (gap > bestGap) {
        best = i;
        bestGap = gap;
      }
    }
    if (best < 0) break;
    used[best] = true;
    out.push(best);
  }
  return out;
}
