/**
 * External conformance: 1,000 hands played by an independent referee (test/fixtures/conformance).
 * Every hand must replay as legal, the referee's knocker melds fed as the knocker's choice; the
 * knocker lays exactly those down with the referee's deadwood; the defender's, under our optimal
 * layoffs onto them, never exceeds the referee's greedy layoffs, and points match when equal.
 */
import { describe, expect, it } from "vitest";
import { parseCard, cardPoints } from "../../../src/games/gin-rummy/engine/cards";
import { readRecord, replayRecord } from "../../../src/games/gin-rummy/engine/record";
import { knockerArrangement } from "../../../src/games/gin-rummy/engine/knock-melds";
import { bestDefence } from "../../../src/games/gin-rummy/engine/showdown";
import type { Json } from "../../../src/util/json";
import { loadReferee, refereeToRecord, type RefereeHand } from "../../support/conformance";

function refereeDeadwood(h: RefereeHand, seat: 0 | 1): number {
  const melded = new Set<string>();
  const melds = h.knock !== null && h.knock.p === seat ? h.knock.melds : h.oppMelds.p === seat ? h.oppMelds.melds : [];
  for (const m of melds) for (const c of m) melded.add(c);
  if (h.knock !== null && h.knock.p !== seat) for (const l of h.layoffs) melded.add(l.card);
  let d = 0;
  for (const c of h.finalHands[seat]) if (!melded.has(c)) d += cardPoints(parseCard(c));
  return d;
}

/** Melds up to how runs are split: the sets, then every melded card. */
function meldShape(melds: readonly (readonly number[])[]): string {
  const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);
  const sets = melds.filter((m) => m[0] % 13 === m[1] % 13).map((m) => sorted(m).join(" "));
  return sets.sort().join(",") + " | " + sorted(melds.flat()).join(" ");
}

describe("independent referee transcripts", () => {
  const hands = loadReferee();
  const stats = { replayed: 0, knocks: 0, dead: 0, lowerDefender: 0, notDefault: 0 };

  it("has the full set of transcripts", () => {
    expect(hands.length).toBe(1000);
  });

  it("every transcript replays legally and scores as the referee does", () => {
    for (const h of hands) {
      const rec = readRecord(refereeToRecord(h) as unknown as Json);
      if (!rec.ok) throw new Error(`game ${h.game} hand ${h.hand}: ${rec.error.message}`);
      const res = replayRecord(rec.record);
      if (!res.ok) throw new Error(`game ${h.game} hand ${h.hand}: action ${res.error.index} ${res.error.code}`);
      stats.replayed++;
      const r = res.result;
      // Final hands agree card for card.
      for (const seat of [0, 1] as const) {
        expect(r.hands[seat].map((c) => c).sort((a, b) => a - b)).toEqual(h.finalHands[seat].map(parseCard).sort((a, b) => a - b));
      }
      const gained: [number, number] = [h.scores[0] - h.before[0], h.scores[1] - h.before[1]];
      if (h.knock === null) {
        stats.dead++;
        expect(r.outcome).toBe("dead");
        expect(r.points).toEqual([0, 0]);
        continue;
      }
      stats.knocks++;
      const k = h.knock.p;
      const d = k === 0 ? 1 : 0;
      expect(r.knocker).toBe(k);
      expect(r.deadwood[k]).toBe(refereeDeadwood(h, k));
      const theirs = refereeDeadwood(h, d);
      // The knocker laid down the referee's melds (a long run split in two is shown whole).
      const theirMelds = h.knock.melds.map((m) => m.map(parseCard));
      expect(meldShape(r.melds[k])).toBe(meldShape(theirMelds));
      if (meldShape(knockerArrangement(r.hands[k], -1).melds) !== meldShape(theirMelds)) stats.notDefault++;
      // Our optimal defence against those melds never does worse than the referee's greedy layoffs.
      const sameMelds = bestDefence(r.hands[d], theirMelds, refereeDeadwood(h, k) > 0);
      expect(r.deadwood[d]).toBe(sameMelds.deadwood);
      expect(r.deadwood[d]).toBeLessThanOrEqual(theirs);
      if (r.deadwood[d] < theirs) stats.lowerDefender++;
      if (r.deadwood[d] === theirs) expect(r.points).toEqual(gained);
    }
    expect(stats.replayed).toBe(1000);
    expect(stats.knocks + stats.dead).toBe(1000);
    console.log(`conformance: ${JSON.stringify(stats)}`);
    // The README says optimal layoffs lower the defender's deadwood in about 2% of hands.
    expect(stats.lowerDefender).toBeLessThan(60);
    // Some referee knockers chose other melds than our default would: the choice was theirs.
    expect(stats.notDefault).toBeGreaterThan(0);
  });
});
