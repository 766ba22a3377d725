/** Random legal play: thousands of seeded hands, every state checked (168 distinct cards, seats sane), the codec round-trips. */
import { describe, expect, it } from "vitest";
import { decodeUno, encodeUno } from "../../../src/games/uno-no-mercy/codec";
import { DECK_SIZE } from "../../../src/games/uno-no-mercy/engine/cards";
import { applyUno, legalUno, newUnoMatch, nextUnoHand } from "../../../src/games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../../../src/games/uno-no-mercy/engine/rules";
import type { UnoAction, UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { createRng, randomInt } from "../../../src/util/random";
import { byTier } from "../../support/tier";

function check(s: UnoState): void {
  const all = [...s.drawPile, ...s.discard, ...s.hands.flat()];
  if (all.length !== DECK_SIZE || new Set(all).size !== DECK_SIZE) throw new Error(`cards: ${all.length}`);
  for (let i = 0; i < s.seats; i++) {
    if (s.out[i] && s.hands[i].length > 0) throw new Error("out seat holds cards");
    if (s.hands[i].length >= s.rules.mercyLimit) throw new Error("over the mercy limit");
  }
  if (s.phase !== "over" && (s.turn < 0 || s.out[s.turn])) throw new Error("bad turn");
  if (s.phase === "over" && s.last === undefined) throw new Error("no result");
}

describe("random play", () => {
  it("2000 hands of random legal moves keep every card and a sane state; the codec round-trips", () => {
    const rng = createRng(2026);
    let hands = 0;
    let moves = 0;
    let catches = 0;
    let outs = 0;
    // 2,000 hands; the fast tier plays the first 400, expecting a fifth of each count below.
    const total = byTier(2000, 400);
    for (let game = 0; hands < total; game++) {
      const seats = 2 + (game % 3);
      let s = newUnoMatch(unoPresetRules(game % 2 === 0 ? "no-mercy" : "classic-stacking"), seats, createRng(game), game % seats);
      for (let step = 0; step < 4000 && s.winner === undefined; step++) {
        check(s);
        if (s.phase === "over") {
          hands++;
          if (s.out.some((o) => o)) outs++;
          s = nextUnoHand(s) as UnoState;
          continue;
        }
        const legal: UnoAction[] = [];
        for (let seat = 0; seat < seats; seat++) legal.push(...legalUno(s, seat));
        expect(legal.length).toBeGreaterThan(0);
        const a = legal[randomInt(rng, legal.length)];
        if (a.do === "catch") catches++;
        const n = applyUno(s, a);
        if (n === undefined) throw new Error("legal action refused: " + JSON.stringify(a));
        s = n;
        moves++;
        if (moves % 97 === 0) expect(decodeUno(encodeUno(s))).toEqual(s);
      }
    }
    expect(catches).toBeGreaterThan((100 * total) / 2000);
    expect(outs).toBeGreaterThan((10 * total) / 2000);
  });
});
