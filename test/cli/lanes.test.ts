/**
 * `arena --b "cmd:..." --jobs J`: which bot processes play which match is fixed by J (lane j plays
 * matches j, j + J, ...), never by which lane finishes first, so a bot that carries state from match
 * to match gives the same figures for the same command (docs/benchmarks.md).
 */
import { describe, expect, it } from "vitest";
import { inLanes } from "../../src/cli/protocol-matches";
import type { HostSide } from "../../src/cli/bot-client";

// One seat: the lanes start no process, so the test sees only how matches are shared out.
const side = {} as HostSide<unknown, unknown>;
const run = (matches: number) => ({ seats: 1, a: "x", command: "none", matches, seed: 1 });

describe("cmd: bots in lanes", () => {
  it("gives lane j the matches j, j + J, j + 2J... in order, whatever the timing", async () => {
    for (const delays of [[5, 0], [0, 5]]) {
      const byLane = new Map<unknown, number[]>();
      await inLanes(run(7), 2, side, async (i, bots) => {
        if (!byLane.has(bots)) byLane.set(bots, []);
        byLane.get(bots)?.push(i);
        await new Promise((resolve) => setTimeout(resolve, delays[i % 2]));
      });
      expect([...byLane.values()]).toEqual([
        [0, 2, 4, 6],
        [1, 3, 5],
      ]);
    }
  });

  it("plays every match once, in one lane when J is 1 and never more lanes than matches", async () => {
    const played: number[] = [];
    const lanes = new Set<unknown>();
    await inLanes(run(3), 8, side, async (i, bots) => {
      played.push(i);
      lanes.add(bots);
    });
    expect(played.sort()).toEqual([0, 1, 2]);
    expect(lanes.size).toBe(3);
    const one: number[] = [];
    await inLanes(run(4), 1, side, async (i) => void one.push(i));
    expect(one).toEqual([0, 1, 2, 3]);
  });
});
