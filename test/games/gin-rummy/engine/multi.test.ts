/**
 * Gin Rummy for three or four players, rule by rule on constructed hands (docs/rules.md, "Three
 * or four players"): the upcard offered around the table, turn order, the knock limit, layoffs
 * one opponent at a time onto the knocker's melds only, per-opponent settlement (undercut by one
 * of several), gin, the void hand and the match.
 */
import { describe, expect, it } from "vitest";
import { cardName } from "../../../../src/games/gin-rummy/engine/cards";
import { applyAction, legalActions } from "../../../../src/games/gin-rummy/engine/hand";
import { applyMatchAction, MatchState, newMatch, nextDealer, startNextHand } from "../../../../src/games/gin-rummy/engine/match";
import type { Action, HandState } from "../../../../src/games/gin-rummy/engine/types";
import { HOUSE_RULES, seatKnockLimit } from "../../../../src/games/gin-rummy/engine/rules";
import { createRng } from "../../../../src/util/random";
import { cards, meldNames } from "../../../support/cards";
import { multiHandWith } from "../../../support/multi-cards";

function play(s: HandState, actions: Action[]): HandState {
  let h = s;
  for (const a of actions) {
    const r = applyAction(h, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    h = r.state;
  }
  return h;
}

function refused(s: HandState, a: Action): string {
  const r = applyAction(s, a);
  return r.ok ? "accepted" : r.error.code;
}

const card = (t: string): number => cards(t)[0];

// Dealer 0 of three: the offer and the play go 1, 2, 0.
const KNOCKER = "5H 6H 7H KC KD KS 6D";
const pass3: Action[] = [
  { seat: 1, do: "pass" },
  { seat: 2, do: "pass" },
  { seat: 0, do: "pass" },
];

describe("3–4 players: the deal and the first upcard", () => {
  it("deals 7 each from the dealer's left, then the upcard; the stock holds the rest", () => {
    for (const seats of [3, 4]) {
      const m = newMatch(HOUSE_RULES, createRng(9), seats - 1, seats);
      expect(m.hand.hands.map((h) => h.length)).toEqual(Array(seats).fill(7));
      expect(m.hand.stock.length).toBe(52 - 7 * seats - 1);
      expect(m.hand.turn).toBe(0);
      expect(m.hand.phase).toBe("firstUpcard");
    }
  });

  it("offers the upcard around the table; when all pass, the dealer's left must draw from the stock", () => {
    const s = multiHandWith({ hands: ["QS JD 8D 2S 3S 4C TC", KNOCKER, "2D 3D 4D 9C 9D 9S AS"], upcard: "QD", stockTop: "2C" });
    expect(s.turn).toBe(1);
    expect(refused(s, { seat: 0, do: "take" })).toBe("not_your_turn");
    expect(refused(s, { seat: 3, do: "take" })).toBe("bad_seat");
    expect(refused(s, { seat: 1, do: "stock" })).toBe("wrong_phase");
    const twoPassed = play(s, pass3.slice(0, 2));
    expect(twoPassed.turn).toBe(0);
    expect(twoPassed.phase).toBe("firstUpcard");
    const allPassed = play(s, pass3);
    expect(allPassed.phase).toBe("draw");
    expect(allPassed.turn).toBe(1);
    expect(allPassed.stockOnly).toBe(true);
    expect(refused(allPassed, { seat: 1, do: "take" })).toBe("stock_only");
    expect(legalActions(allPassed)).toEqual([{ seat: 1, do: "stock" }]);
    const drawn = play(allPassed, [{ seat: 1, do: "stock" }]);
    expect(drawn.hands[1].length).toBe(8);
    expect(drawn.justDrawn).toBe(card("2C"));
  });

  it("a player who takes the upcard discards (not that card), and play goes on from its left", () => {
    const s = multiHandWith({ hands: ["QS JD 8D 2S 3S 4C TC", KNOCKER, "2D 3D 4D 9C 9D 9S AS"], upcard: "QD", stockTop: "2C" });
    const taken = play(s, [{ seat: 1, do: "pass" }, { seat: 2, do: "take" }]);
    expect(taken.phase).toBe("discard");
    expect(taken.hands[2]).toContain(card("QD"));
    expect(refused(taken, { seat: 2, do: "discard", card: card("QD") })).toBe("just_taken");
    const after = play(taken, [{ seat: 2, do: "discard", card: card("AS") }]);
    expect(after.turn).toBe(0);
    expect(after.phase).toBe("draw");
    expect(after.stockOnly).toBe(false);
    expect(after.history.map((e) => `${e.seat} ${e.kind}`)).toEqual(["1 pass", "2 take", "2 discard"]);
  });
});

describe("3–4 players: knocking and the showdown", () => {
  it("the knock limit is 7 for three players and 10 for four", () => {
    expect(seatKnockLimit(3)).toBe(7);
    expect(seatKnockLimit(4)).toBe(10);
    // Seat 1 holds 5-6-7H and three kings; with 8D drawn, discarding 2C leaves deadwood 8.
    const s = play(multiHandWith({ hands: ["QS JD 9D 2S 3S 4C TC", "5H 6H 7H KC KD KS 2C", "2D 3D 4D 9C AD 9S AS"], upcard: "QD", stockTop: "8D" }), [...pass3, { seat: 1, do: "stock" }]);
    expect(s.knockLimit).toBe(7);
    expect(refused(s, { seat: 1, do: "discard", card: card("2C"), knock: true })).toBe("deadwood_too_high");
    const four = play(
      multiHandWith({ hands: ["QS JD 9D 2S 3S 4C TC", "5H 6H 7H KC KD KS 2C", "2D 3D 4D 9C AD 9S AS", "JS JC 8C 7C 6S 5S 4S"], upcard: "QD", stockTop: "8D" }),
      [{ seat: 1, do: "pass" }, { seat: 2, do: "pass" }, { seat: 3, do: "pass" }, { seat: 0, do: "pass" }, { seat: 1, do: "stock" }],
    );
    expect(four.knockLimit).toBe(10);
    expect(refused(four, { seat: 1, do: "discard", card: card("2C"), knock: true })).toBe("accepted");
  });

  it("opponents lay off one at a time from the knocker's left, onto the knocker's melds (with earlier layoffs), never onto each other's", () => {
    // Seat 1 knocks with 5-6-7H and KC KD KS (deadwood AD = 1). Seat 2 lays off 8H and KH and
    // melds 3-4-5C itself; then seat 0 lays off 4H and 9H (the run now reaches 8H), but not 6C,
    // which would only extend seat 2's own meld.
    const s = play(multiHandWith({ hands: ["9H 6C 4H QS JD 8D 2S", "5H 6H 7H KC KD KS 2C", "8H KH 3C 4C 5C 9S TS"], upcard: "QD", stockTop: "AD" }), [
      ...pass3,
      { seat: 1, do: "stock" },
      { seat: 1, do: "discard", card: card("2C"), knock: true },
    ]);
    const r = s.result!;
    expect(s.phase).toBe("over");
    expect(r.outcome).toBe("knock");
    expect(r.knocker).toBe(1);
    expect(meldNames(r.melds[1])).toEqual(["KC KD KS", "5H 6H 7H"]);
    expect(r.layoffs.map((l) => `${l.seat} ${cardName(l.card)} onto ${l.onto.map(cardName).join(" ")}`)).toEqual([
      "2 8H onto 5H 6H 7H",
      "2 KH onto KC KD KS",
      "0 4H onto 5H 6H 7H 8H",
      "0 9H onto 4H 5H 6H 7H 8H",
    ]);
    expect(meldNames(r.melds[2])).toEqual(["3C 4C 5C"]);
    expect(r.deadwood).toEqual([6 + 10 + 10 + 8 + 2, 1, 19]);
    // Each opponent settles with the knocker: (36 - 1) + (19 - 1).
    expect(r.points).toEqual([0, 35 + 18, 0]);
    expect(r.winner).toBe(1);
  });

  it("an opponent at or under the knocker's deadwood undercuts it alone; the knocker still scores the others", () => {
    const s = play(multiHandWith({ hands: ["QS JD 8D 2S 3S 4C TC", KNOCKER, "2D 3D 4D 9C 9D 9S AS"], upcard: "QD", stockTop: "2C" }), [
      ...pass3,
      { seat: 1, do: "stock" },
      { seat: 1, do: "discard", card: card("2C"), knock: true },
    ]);
    const r = s.result!;
    expect(r.outcome).toBe("undercut");
    expect(r.deadwood).toEqual([47, 6, 1]);
    // Seat 2 undercuts: 25 + (6 - 1); the knocker takes 47 - 6 from seat 0.
    expect(r.points).toEqual([0, 41, 30]);
    expect(r.winner).toBe(1);
  });

  it("gin: every opponent pays the gin bonus plus its deadwood, with no layoffs", () => {
    const s = play(multiHandWith({ hands: ["QS JD 8D 2S 3S 4C TC", "5H 6H 7H KC KD KS 2C", "9H KH 2D 3D 4D JC QC"], upcard: "QD", stockTop: "8H" }), [
      ...pass3,
      { seat: 1, do: "stock" },
      { seat: 1, do: "discard", card: card("2C"), knock: true },
    ]);
    const r = s.result!;
    expect(r.outcome).toBe("gin");
    expect(r.layoffs).toEqual([]);
    expect(r.deadwood).toEqual([47, 0, 39]);
    expect(r.points).toEqual([0, 25 + 47 + 25 + 39, 0]);
  });
});

describe("3–4 players: the void hand and the match", () => {
  /** Plays without ever knocking: pass the upcard, draw from the stock, discard the first card. */
  function noKnocks(m: MatchState): MatchState {
    let cur = m;
    while (cur.hand.phase !== "over") {
      const legal = legalActions(cur.hand);
      const a = legal.find((x) => x.do === "pass" || x.do === "stock" || (x.do === "discard" && x.knock !== true))!;
      const r = applyMatchAction(cur, a);
      if (!r.ok) throw new Error(r.error.message);
      cur = r.state;
    }
    return cur;
  }

  it("the hand is void when a discard leaves two stock cards: no score, the same dealer deals again", () => {
    for (const seats of [3, 4]) {
      const m = noKnocks(newMatch(HOUSE_RULES, createRng(seats), 1, seats));
      expect(m.hand.result!.outcome).toBe("dead");
      expect(m.hand.stock.length).toBe(2);
      expect(m.scores).toEqual(Array(seats).fill(0));
      const next = startNextHand(m);
      if (!next.ok) throw new Error(next.error.message);
      expect(next.state.hand.dealer).toBe(1);
      expect(next.state.handNumber).toBe(2);
    }
  });

  it("scores every seat's points, passes the deal left, and ends at the target with the highest score", () => {
    const hand = multiHandWith({ hands: ["QS JD 8D 2S 3S 4C TC", KNOCKER, "2D 3D 4D 9C 9D 9S AS"], upcard: "QD", stockTop: "2C" });
    const base = newMatch(HOUSE_RULES, createRng(1), 0, 3);
    let m: MatchState = { ...base, hand, scores: [0, 10, 20] };
    for (const a of [...pass3, { seat: 1, do: "stock" }, { seat: 1, do: "discard", card: card("2C"), knock: true }] as Action[]) {
      const r = applyMatchAction(m, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.state;
    }
    expect(m.scores).toEqual([0, 51, 50]);
    expect(m.handsWon).toEqual([0, 1, 0]);
    expect(m.result).toBeUndefined();
    expect(nextDealer(m.rules, m.hand)).toBe(1);
    // The same hand from [0, 10, 80]: seat 2's undercut takes it to 110, over seat 1's 51.
    let end: MatchState = { ...base, hand, scores: [0, 10, 80] };
    for (const a of [...pass3, { seat: 1, do: "stock" }, { seat: 1, do: "discard", card: card("2C"), knock: true }] as Action[]) {
      const r = applyMatchAction(end, a);
      if (!r.ok) throw new Error(r.error.message);
      end = r.state;
    }
    expect(end.result).toEqual({ winner: 2, totals: [0, 51, 110], handsWon: [0, 1, 0] });
    expect(startNextHand(end).ok).toBe(false);
  });
});
