// The arena's undercut-aware knocker (levels.ts KNOCKER) knocks short of gin by its schedule: 10 or
// less while the stock holds 25 cards or more, 6 or less down to 15, then 3 or less; gin always.
import { describe, expect, it } from "vitest";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { minDeadwood } from "../../../../src/games/gin-rummy/engine/melds";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";

function limit(stock: number): number {
  if (stock >= 25) return 10;
  return stock >= 15 ? 6 : 3;
}

describe("the knocker", () => {
  it("knocks exactly when its least-deadwood knock is within the stock's limit", () => {
    let knocks = 0;
    let waits = 0;
    for (let i = 0; i < 6; i++) {
      const s = matchSeed(77, i);
      const knocker = createArenaBot("knocker", botRng(s, 0));
      const probe: Bot = {
        level: "knocker",
        decide(view) {
          const a = knocker.decide(view);
          const canKnock = view.legal.some((l) => l.do === "discard" && l.knock === true);
          if (view.phase === "discard" && canKnock && a.do === "discard") {
            let least = 1000;
            for (const c of view.hand) least = Math.min(least, minDeadwood(view.hand.filter((x) => x !== c)));
            const should = least === 0 || least <= limit(view.stockCount);
            expect(a.knock === true).toBe(should);
            if (should) knocks++;
            else waits++;
          }
          return a;
        },
      };
      playMatch(HOUSE_RULES, s, i % 2, [probe, createArenaBot("simple", botRng(s, 1))], emptyTally());
    }
    // Both branches were seen.
    expect(knocks).toBeGreaterThan(5);
    expect(waits).toBeGreaterThan(5);
  });
});
