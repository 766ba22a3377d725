/** The Uno benchmark (tools/bench/uno-bench.ts) times each decision and each apply on its own, and names every figure. */
import { describe, expect, it } from "vitest";
import { unoFigures } from "../../tools/bench/uno-bench";

describe("Uno bench figures", () => {
  it("prints every figure once as a JSON line, each timed interval being one decision or one apply", () => {
    // A clock that moves 1 ms per reading: an interval that timed exactly one call reads 1 ms.
    let t = 0;
    const lines = unoFigures(() => ++t, "node").map((l) => JSON.parse(l) as { name: string; runtime: string; value: number; unit: string });
    expect(lines.map((l) => l.name)).toEqual([
      "uno_selfplay_moves_per_s",
      "uno_simple_decision_ms_p50",
      "uno_simple_decision_ms_p99",
      "uno_apply_ms_p50",
      "uno_apply_ms_p99",
      "uno_apply_ms_max",
      "uno_hard_decision_ms_p50",
      "uno_hard_decision_ms_p99",
    ]);
    for (const l of lines) expect(l.runtime).toBe("node");
    for (const l of lines.slice(1)) {
      expect(l.unit).toBe("ms");
      expect(l.value).toBe(1);
    }
    // The untimed run reads the clock twice: its moves/s is its move count per 1 ms.
    expect(lines[0].unit).toBe("moves/s");
    expect(lines[0].value).toBeGreaterThan(40 * 100 * 1000);
  });
});
