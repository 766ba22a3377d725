import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allCards, applyAction, checkAction, legalActions } from "../../../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../../../src/games/gin-rummy/engine/match";
import { createRng, randomInt } from "../../../../src/util/random";
import { HOUSE_RULES, Rules } from "../../../../src/games/gin-rummy/engine/rules";
import type { Action, HandState, Seat } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";

const ALL = Array.from({ length: 52 }, (_, i) => i);
const VARIANTS: Partial<Rules>[] = [{}, { oklahoma: true }, { bigGin: true }, { straightGin: true, bigGin: true }, { deadHand: "reshuffle" }];

function same(a: Action, b: Action): boolean {
  if (a.do !== b.do || a.seat !== b.seat) return false;
  if (a.do === "discard" && b.do === "discard") return a.card === b.card && (a.knock === true) === (b.knock === true);
  return true;
}

function everyAction(seat: Seat): Action[] {
  const out: Action[] = [{ seat, do: "pass" }, { seat, do: "take" }, { seat, do: "stock" }, { seat, do: "bigGin" }];
  for (let c = 0; c < 52; c++) out.push({ seat, do: "discard", card: c }, { seat, do: "discard", card: c, knock: true });
  return out;
}

/** Plays a random hand, checking the invariants at every state. */
function check(seed: number, variant: number): void {
  const rng = createRng(seed);
  const rules: Rules = { ...HOUSE_RULES, ...VARIANTS[variant] };
  let s: HandState = dealHand(rules, rng, randomInt(rng, 2) as Seat);
  for (let steps = 0; steps < 400; steps++) {
    expect(allCards(s).sort((a, b) => a - b)).toEqual(ALL);
    const legal = legalActions(s);
    if (s.phase === "over") {
      expect(legal).toEqual([]);
      return;
    }
    // Every offered action is accepted, and every accepted action was offered.
    for (const seat of [0, 1] as Seat[]) {
      for (const a of everyAction(seat)) {
        const offered = legal.some((l) => same(l, a));
        // A plain check: expect() per candidate would dominate the run time.
        if ((checkAction(s, a) === undefined) !== offered) throw new Error(`${JSON.stringify(a)}: offered=${offered}`);
      }
    }
    // Each seat's view holds exactly its own hand.
    for (const seat of [0, 1] as Seat[]) {
      const v = seatView(s, seat);
      expect(v.hand.slice().sort((a, b) => a - b)).toEqual(s.hands[seat].slice().sort((a, b) => a - b));
      expect(v.legal.length > 0).toBe(seat === s.turn);
    }
    // applyAction must agree with checkAction on the move actually played.
    const r = applyAction(s, legal[randomInt(rng, legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  throw new Error("hand did not end");
}

describe("engine properties", () => {
  it("conserves 52 cards, and offers exactly the actions it accepts, in every state", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: VARIANTS.length - 1 }), (seed, variant) => check(seed, variant)),
      { numRuns: 200 },
    );
  });
});
