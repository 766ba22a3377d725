/**
 * `simple` is the yardstick: it must play like the 2021 EAAI referee's simple player. Replaying
 * the referee's 1,000 hands (test/fixtures/conformance), at every decision our simple bot must make
 * the same draw choice, a discard among its least-deadwood ties, and the same knock choice.
 */
import { describe, expect, it } from "vitest";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";
import { dwWithout, masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { discardable } from "../../../../src/games/gin-rummy/bots/legal";
import { applyActionInPlace } from "../../../../src/games/gin-rummy/engine/hand";
import { createRng } from "../../../../src/util/random";
import { readRecord, recordStart } from "../../../../src/games/gin-rummy/engine/record";
import type { Json } from "../../../../src/util/json";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";
import { loadReferee, refereeToRecord } from "../../../support/conformance";

describe("simple plays like the referee's simple player", () => {
  it("on every decision of the referee's 1,000 hands", () => {
    const bot = createBot("simple", createRng(1));
    let draws = 0;
    let discards = 0;
    let knocks = 0;
    for (const h of loadReferee()) {
      const rec = readRecord(refereeToRecord(h) as unknown as Json);
      if (!rec.ok) throw new Error(rec.error.message);
      const s = recordStart(rec.record);
      for (const action of rec.record.actions) {
        const view = seatView(s, s.turn);
        const mine = bot.decide(view);
        if (action.do === "discard") {
          // Ties are random: the referee's card must be one of the least-deadwood discards.
          const m = masksOf(view.hand);
          const best = Math.min(...discardable(view).map((c) => dwWithout(m, c)));
          expect(dwWithout(m, action.card)).toBe(best);
          expect(mine.do === "discard" && mine.knock === true).toBe(action.knock === true);
          discards++;
          if (action.knock === true) knocks++;
        } else {
          expect(mine.do).toBe(action.do);
          draws++;
        }
        expect(applyActionInPlace(s, action)).toBeUndefined();
      }
    }
    expect(draws).toBeGreaterThan(10000);
    expect(discards).toBeGreaterThan(10000);
    expect(knocks).toBeGreaterThan(900);
  });
});
