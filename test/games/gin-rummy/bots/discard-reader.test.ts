// The arena's discard-reader (discard-reader.ts) draws and knocks as `simple`, and trades at most
// READ_WEIGHT points of deadwood for a discard the opponent is less likely to meld.
import { describe, expect, it } from "vitest";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { READ_WEIGHT } from "../../../../src/games/gin-rummy/bots/discard-reader";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { meldDanger, readKnowledge } from "../../../../src/games/gin-rummy/bots/knowledge";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { simpleDraw } from "../../../../src/games/gin-rummy/bots/simple";
import { minDeadwood } from "../../../../src/games/gin-rummy/engine/melds";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";

describe("the discard-reader", () => {
  it("draws as simple, knocks whenever its least-deadwood discard allows, and otherwise discards safer within its weight", () => {
    let read = 0;
    let plain = 0;
    let knocks = 0;
    for (let i = 0; i < 6; i++) {
      const s = matchSeed(91, i);
      const reader = createArenaBot("reader", botRng(s, 0));
      const probe: Bot = {
        level: "reader",
        decide(view) {
          const a = reader.decide(view);
          if (view.phase !== "discard") {
            expect(a).toEqual(simpleDraw(view));
            return a;
          }
          if (a.do !== "discard") return a;
          const taken = view.history[view.history.length - 1];
          const allowed = view.hand.filter((c) => !(taken.kind === "take" && taken.card === c));
          const left = (c: number): number => minDeadwood(view.hand.filter((x) => x !== c));
          const least = Math.min(...allowed.map(left));
          const knockable = least <= view.knockLimit;
          expect(a.knock === true).toBe(knockable);
          if (knockable) {
            knocks++;
            expect(left(a.card)).toBe(least);
            return a;
          }
          expect(left(a.card)).toBeLessThanOrEqual(least + READ_WEIGHT);
          if (left(a.card) > least) {
            read++;
            // It gave up deadwood only for a card the opponent is less likely to meld than every least-deadwood one.
            const k = readKnowledge(view);
            for (const c of allowed) if (left(c) === least) expect(meldDanger(k, a.card)).toBeLessThan(meldDanger(k, c));
          } else plain++;
          return a;
        },
      };
      playMatch(HOUSE_RULES, s, i % 2, [probe, createArenaBot("simple", botRng(s, 1))], emptyTally());
    }
    expect(read).toBeGreaterThan(5);
    expect(plain).toBeGreaterThan(5);
    expect(knocks).toBeGreaterThan(5);
  });
});
