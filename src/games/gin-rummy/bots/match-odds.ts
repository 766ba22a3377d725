/**
 * The chance of winning the match from a pair of scores, so a bot can weigh a hand's outcomes by
 * what they do to the match rather than by points: ten points that reach the target are worth
 * more than a gamble on twenty-five, and a gamble is right when the other side is about to win.
 *
 * Model: each hand is won by either side with equal chance, for points drawn from the shape of
 * `hard` against itself (5-point bins, counted from 3,965 decided hands of 600 matches). Scores
 * are read on a 100-point scale, so other targets use the same table.
 */
const WON_HAND_BINS = [351, 308, 201, 155, 109, 1533, 730, 227, 138, 84, 54, 29, 15, 7, 10, 5, 3, 4, 2];
const SCALE = 100;

let table: number[] | undefined;

/** P(win) for scores a (ours) and b (theirs) on the 100 scale, both below it; index a * SCALE + b. */
function build(): number[] {
  let total = 0;
  for (const n of WON_HAND_BINS) total += n;
  const w: number[] = [];
  const pts: number[] = [];
  for (let i = 0; i < WON_HAND_BINS.length; i++) {
    w.push(WON_HAND_BINS[i] / total / 2);
    pts.push(i * 5 + 2);
  }
  const t: number[] = [];
  for (let i = 0; i < SCALE * SCALE; i++) t.push(0);
  for (let a = SCALE - 1; a >= 0; a--) {
    for (let b = SCALE - 1; b >= 0; b--) {
      let p = 0;
      for (let i = 0; i < pts.length; i++) {
        const a2 = a + pts[i];
        const b2 = b + pts[i];
        p += w[i] * (a2 >= SCALE ? 1 : t[a2 * SCALE + b]);
        p += w[i] * (b2 >= SCALE ? 0 : t[a * SCALE + b2]);
      }
      t[a * SCALE + b] = p;
    }
  }
  return t;
}

/**
 * Our chance of winning the match when the scores are `ours` and `theirs` (after a hand) with
 * `target` to reach.
 */
export function matchWinChance(ours: number, theirs: number, target: number): number {
  if (ours >= target) return 1;
  if (theirs >= target) return 0;
  if (table === undefined) table = build();
  const a = Math.floor((ours * SCALE) / target);
  const b = Math.floor((theirs * SCALE) / target);
  return table[a * SCALE + b];
}
