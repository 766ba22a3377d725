// The discard trainer's least squares (tools/bots/least-squares.ts): it recovers the weights that
// made the points, and a feature the hands never vary weighs 0 instead of turning every weight NaN
// (the trainer's default run, without --threat, printed NaN for all ten before).
import { describe, expect, it } from "vitest";
import { fitRows, Row } from "../../../../tools/bots/least-squares";
import { createRng, randomFloat } from "../../../../src/util/random";

function rows(n: number, noise: number, zeroLast: boolean): Row[] {
  const rng = createRng(5);
  const out: Row[] = [];
  for (let i = 0; i < n; i++) {
    const x = [randomFloat(rng) - 0.5, randomFloat(rng) - 0.5, zeroLast ? 0 : randomFloat(rng) - 0.5];
    const mean = [randomFloat(rng) * 10, randomFloat(rng) * 10, zeroLast ? 0 : randomFloat(rng)];
    const points = 2 * x[0] - 3 * x[1] + (zeroLast ? 0 : 1.5 * x[2]) + 0.5 * mean[0] - 0.25 * mean[1] + 7 + noise * (randomFloat(rng) - 0.5);
    out.push([points, x, mean]);
  }
  return out;
}

describe("the discard trainer's fit", () => {
  it("recovers the weights of features the rows vary, with their standard errors", () => {
    const fit = rows(4000, 4, false);
    const f = fitRows(fit, 3);
    expect(f.read).toEqual([true, true, true]);
    expect(f.weights[0]).toBeCloseTo(2, 0);
    expect(f.weights[1]).toBeCloseTo(-3, 0);
    expect(f.weights[2]).toBeCloseTo(1.5, 0);
    for (let i = 0; i < 3; i++) {
      expect(f.se[i]).toBeGreaterThan(0);
      expect(Math.abs(f.weights[i] - [2, -3, 1.5][i])).toBeLessThan(4 * f.se[i]);
    }
  });

  it("gives a feature that is 0 in every row weight 0, and the others stay exact", () => {
    const f = fitRows(rows(500, 0, true), 3);
    expect(f.read).toEqual([true, true, false]);
    expect(f.weights[2]).toBe(0);
    expect(f.se[2]).toBe(0);
    expect(f.weights[0]).toBeCloseTo(2, 6);
    expect(f.weights[1]).toBeCloseTo(-3, 6);
    for (const w of f.weights) expect(Number.isNaN(w)).toBe(false);
  });
});
