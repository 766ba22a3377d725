/**
 * The discard trainer's fit (tools/bots/train-discard.ts): least squares of a hand's points on
 * [x, mean, 1], where x is a choice's features minus the choices' average and mean that average.
 * Kept apart from the trainer so a test can check it without playing.
 */

/** One recorded decision: the hand's points, the chosen features minus the average, the average. */
export type Row = [number, number[], number[]];

export interface Fit {
  /** The weight of each feature of x (0 for one the rows never vary). */
  weights: number[];
  /** Their standard errors (0 for a feature not read). */
  se: number[];
  /** Whether the rows vary the feature at all: the threat's features are 0 without `--threat`. */
  read: boolean[];
  /** The standard deviation of the points. */
  sd: number;
}

/** Solves A x = b (A square, invertible) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => row.concat([b[i]]));
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** Least squares of points on [x, mean, 1] over the columns the rows vary. */
export function fitRows(rows: readonly Row[], features: number): Fit {
  const design = (r: Row): number[] => r[1].concat(r[2], [1]);
  // A column that is 0 in every row would make the system singular (every weight NaN): it is left
  // out and reported as not read.
  const all = 2 * features + 1;
  const varies: boolean[] = new Array<boolean>(all).fill(false);
  varies[all - 1] = true;
  for (const r of rows) {
    const d = design(r);
    for (let i = 0; i < all; i++) if (d[i] !== 0) varies[i] = true;
  }
  const used: number[] = [];
  for (let i = 0; i < all; i++) if (varies[i]) used.push(i);
  const k = used.length;
  const xtx: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  for (const r of rows) {
    const d = design(r);
    for (let i = 0; i < k; i++) {
      const xi = d[used[i]];
      xty[i] += xi * r[0];
      for (let j = 0; j < k; j++) xtx[i][j] += xi * d[used[j]];
    }
  }
  const beta = solve(xtx, xty);
  let rss = 0;
  let sum = 0;
  for (const r of rows) {
    const d = design(r);
    let y = 0;
    for (let i = 0; i < k; i++) y += beta[i] * d[used[i]];
    rss += (r[0] - y) ** 2;
    sum += r[0];
  }
  let ss = 0;
  for (const r of rows) ss += (r[0] - sum / rows.length) ** 2;
  const sigma2 = rss / (rows.length - k);
  const weights: number[] = [];
  const se: number[] = [];
  const read: boolean[] = [];
  for (let f = 0; f < features; f++) {
    const at = used.indexOf(f);
    read.push(at >= 0);
    if (at < 0) {
      weights.push(0);
      se.push(0);
      continue;
    }
    const unit = new Array<number>(k).fill(0);
    unit[at] = 1;
    weights.push(beta[at]);
    se.push(Math.sqrt(sigma2 * solve(xtx, unit)[at]));
  }
  return { weights, se, read, sd: Math.sqrt(ss / rows.length) };
}
