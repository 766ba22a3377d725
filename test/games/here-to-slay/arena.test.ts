/** Here to Slay's arena: a tally adds up however the matches are split, and the simple bot beats the easy one. */
import { describe, expect, it } from "vitest";
import { HTS_ARENA } from "../../../src/games/here-to-slay/bots/arena";
import type { HtsArenaReport } from "../../../src/games/here-to-slay/bots/arena";
import type { ArenaOptions } from "../../../src/games/game";

describe("the Here to Slay arena", () => {
  it("adds up the same whether the matches are played at once or in parts", () => {
    const o: ArenaOptions = { players: 3, a: "simple", b: "easy", preset: "standard", matches: 6, seed: 4 };
    const whole = HTS_ARENA.emptyTally(o);
    HTS_ARENA.play(o, 0, 6, whole);
    const a = HTS_ARENA.emptyTally(o);
    const b = HTS_ARENA.emptyTally(o);
    HTS_ARENA.play(o, 0, 2, a);
    HTS_ARENA.play(o, 2, 6, b);
    HTS_ARENA.merge(a, b);
    expect(a).toEqual(whole);
    expect(whole.ends.reduce((x, y) => x + y, 0)).toBe(6);
    // Every match ended by Monsters or classes has its winner.
    expect(whole.wins.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(whole.ends[0] + whole.ends[1]);
    expect(whole.leaderPlayed.reduce((x, y) => x + y, 0)).toBe(18);
  });

  it("refuses levels it does not have", () => {
    expect(HTS_ARENA.check({ players: 4, a: "genius", b: "easy", preset: "standard", matches: 1, seed: 1 })).toMatch(/must be one of/);
  });

  it("simple beats easy well above an equal share", () => {
    const o: ArenaOptions = { players: 2, a: "simple", b: "easy", preset: "standard", matches: 40, seed: 5 };
    const t = HTS_ARENA.emptyTally(o);
    HTS_ARENA.play(o, 0, o.matches, t);
    const r = HTS_ARENA.report(o, t, 0) as HtsArenaReport;
    expect(r.ci95[0]).toBeGreaterThan(0.5);
    expect(HTS_ARENA.format(r)).toContain("The Velvet Hand");
  });
});
