import { describe, expect, it } from "vitest";
import { parseCard } from "../../../../src/games/gin-rummy/engine/cards";
import { applyAction, allCards, dealFromDeck, legalActions } from "../../../../src/games/gin-rummy/engine/hand";
import { applyMatchAction, newMatch, nextDealer, startNextHand } from "../../../../src/games/gin-rummy/engine/match";
import { createRng } from "../../../../src/util/random";
import { HOUSE_RULES, presetRules, validateRules } from "../../../../src/games/gin-rummy/engine/rules";
import type { Action, HandState, Seat } from "../../../../src/games/gin-rummy/engine/types";
import { publicView, seatView } from "../../../../src/games/gin-rummy/engine/view";
import { handWith } from "../../../support/cards";

function act(s: HandState, a: Action): HandState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${a.do}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

function refuse(s: HandState, a: Action): string {
  const before = JSON.stringify(s);
  const r = applyAction(s, a);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`${a.do} was accepted`);
  return r.error.code;
}

const discard = (seat: Seat, card: string, knock = false): Action =>
  knock ? { seat, do: "discard", card: parseCard(card), knock: true } : { seat, do: "discard", card: parseCard(card) };

// Seat 0 holds three melds and two low cards; seat 1 junk. Dealer is seat 1, so seat 0 acts first.
const BASE = {
  hand0: "AH 2H 3H 7C 7D 7S KC KD KS 5D",
  hand1: "2C 3C 4C 9D 9H 9S QH QD JS 8D",
  upcard: "6S",
  stockTop: "4D 2S TC",
};

describe("the deal", () => {
  it("gives 10 cards each, one face up, 31 in the stock", () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const d = dealFromDeck(deck, 0);
    expect(d.hands[0]).toHaveLength(10);
    expect(d.hands[1]).toHaveLength(10);
    expect(d.stock).toHaveLength(31);
    expect(d.upcard).toBe(20);
    // The non-dealer gets the first card.
    expect(d.hands[1][0]).toBe(0);
  });
});

describe("the first upcard", () => {
  it("is offered to the non-dealer, then the dealer; after two passes the non-dealer draws from the stock", () => {
    let s = handWith(BASE);
    expect(s.turn).toBe(0);
    expect(legalActions(s).map((a) => a.do)).toEqual(["take", "pass"]);
    expect(refuse(s, { seat: 0, do: "stock" })).toBe("wrong_phase");
    expect(refuse(s, { seat: 1, do: "pass" })).toBe("not_your_turn");
    s = act(s, { seat: 0, do: "pass" });
    expect(s.turn).toBe(1);
    s = act(s, { seat: 1, do: "pass" });
    expect(s.turn).toBe(0);
    expect(s.phase).toBe("draw");
    expect(legalActions(s).map((a) => a.do)).toEqual(["stock"]);
    expect(refuse(s, { seat: 0, do: "take" })).toBe("stock_only");
    expect(refuse(s, { seat: 0, do: "pass" })).toBe("wrong_phase");
    s = act(s, { seat: 0, do: "stock" });
    expect(s.hands[0]).toContain(parseCard("4D"));
    s = act(s, discard(0, "KC"));
    // Now the face-up card may be taken again.
    expect(legalActions(s).map((a) => a.do)).toEqual(["take", "stock"]);
  });

  it("when the dealer takes it, the dealer discards and the non-dealer plays next", () => {
    let s = handWith(BASE);
    s = act(s, { seat: 0, do: "pass" });
    s = act(s, { seat: 1, do: "take" });
    expect(s.phase).toBe("discard");
    expect(s.hands[1]).toHaveLength(11);
    s = act(s, discard(1, "QH"));
    expect(s.turn).toBe(0);
    expect(s.phase).toBe("draw");
  });

  it("forbids discarding the face-up card just taken", () => {
    let s = handWith(BASE);
    s = act(s, { seat: 0, do: "take" });
    expect(refuse(s, discard(0, "6S"))).toBe("just_taken");
    expect(legalActions(s).some((a) => a.do === "discard" && a.card === parseCard("6S"))).toBe(false);
    s = act(s, discard(0, "5D"));
    expect(s.discard[s.discard.length - 1]).toBe(parseCard("5D"));
    // A card drawn from the stock may be discarded at once.
    s = act(s, { seat: 1, do: "stock" });
    s = act(s, discard(1, "4D"));
    expect(s.turn).toBe(0);
  });
});

describe("knocking", () => {
  it("allows a knock at 10 or less after discarding and refuses 11", () => {
    // Two melds plus loose cards; the stock's 7H completes four sevens.
    const deal = { ...BASE, upcard: "QS", stockTop: "7H" };
    const draw = (hand0: string): HandState => {
      let s = handWith({ ...deal, hand0 });
      s = act(s, { seat: 0, do: "pass" });
      s = act(s, { seat: 1, do: "pass" });
      return act(s, { seat: 0, do: "stock" });
    };
    const eleven = draw("AH 2H 3H 7C 7D 7S 2S 4D 5C KC");
    expect(refuse(eleven, discard(0, "KC", true))).toBe("deadwood_too_high");
    expect(legalActions(eleven).some((a) => a.do === "discard" && a.knock === true)).toBe(false);
    const ten = draw("AH 2H 3H 7C 7D 7S 2S 4D 4S KC");
    expect(legalActions(ten).filter((a) => a.do === "discard" && a.knock === true)).toHaveLength(1);
    const knocked = act(ten, discard(0, "KC", true));
    expect(knocked.phase).toBe("over");
    expect(knocked.result?.outcome).toBe("knock");
    expect(knocked.result?.deadwood[0]).toBe(10);
    // Knocking is a choice: the same discard without it passes the turn.
    expect(act(ten, discard(0, "KC")).turn).toBe(1);
  });

  it("ends with gin at the stock wall rather than a dead hand", () => {
    // Drain the stock to three cards, then seat 0 draws the gin card with two left.
    let s = handWith({ ...BASE, hand0: "AH 2H 3H 7C 7D 7S KC KD KS 5D", upcard: "QC" });
    s = { ...s, stock: s.stock.slice(s.stock.length - 3) };
    s.stock[s.stock.length - 1] = parseCard("4H");
    s = act(s, { seat: 0, do: "pass" });
    s = act(s, { seat: 1, do: "pass" });
    s = act(s, { seat: 0, do: "stock" });
    expect(s.stock).toHaveLength(2);
    const gin = act(s, discard(0, "5D", true));
    expect(gin.result?.outcome).toBe("gin");
    expect(gin.result?.points[0]).toBe(25 + gin.result!.deadwood[1]);
  });
});

describe("dead hand", () => {
  it("ends with no score when two stock cards remain after a discard with no knock; the same dealer deals again", () => {
    let s = handWith(BASE);
    s = { ...s, stock: s.stock.slice(s.stock.length - 3) };
    s = act(s, { seat: 0, do: "pass" });
    s = act(s, { seat: 1, do: "pass" });
    s = act(s, { seat: 0, do: "stock" });
    s = act(s, discard(0, "KC"));
    expect(s.phase).toBe("over");
    expect(s.result?.outcome).toBe("dead");
    expect(s.result?.points).toEqual([0, 0]);
    expect(nextDealer(HOUSE_RULES, s)).toBe(s.dealer);
  });

  it("reshuffles the discard pile under the stock once when the rule says so", () => {
    let s = handWith({ ...BASE, rules: { deadHand: "reshuffle" } });
    const cut = s.stock.length - 3;
    s = { ...s, stock: s.stock.slice(cut), discard: s.stock.slice(0, cut).concat(s.discard) };
    s = act(s, { seat: 0, do: "take" });
    s = act(s, discard(0, "KC"));
    s = act(s, { seat: 1, do: "stock" });
    const top = parseCard("QD");
    s = act(s, discard(1, "QD"));
    expect(s.phase).toBe("draw");
    expect(s.reshuffles).toBe(1);
    expect(s.discard).toEqual([top]);
    expect(s.stock.length).toBeGreaterThan(20);
    expect(allCards(s).sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(s.history[s.history.length - 1].kind).toBe("reshuffle");
  });
});

describe("options", () => {
  it("Oklahoma: the upcard sets the knock limit, an ace means gin only, a spade doubles", () => {
    const four = handWith({ ...BASE, upcard: "4D", stockTop: "6S", rules: { oklahoma: true } });
    expect(four.knockLimit).toBe(4);
    expect(four.multiplier).toBe(1);
    const ace = handWith({ ...BASE, hand0: "2H 3H 4H 7C 7D 7S KC KD KS 5D", upcard: "AS", stockTop: "AH", rules: { oklahoma: true } });
    expect(ace.knockLimit).toBe(0);
    expect(ace.multiplier).toBe(2);
    let s = act(ace, { seat: 0, do: "pass" });
    s = act(s, { seat: 1, do: "pass" });
    s = act(s, { seat: 0, do: "stock" });
    // Knocking with 5D (deadwood 5) is refused; discarding it for gin is not.
    expect(refuse(s, discard(0, "KC", true))).toBe("no_knocking");
    const gin = act(s, discard(0, "5D", true));
    expect(gin.result?.outcome).toBe("gin");
    expect(gin.result?.points[0]).toBe(2 * (25 + gin.result!.deadwood[1]));
  });

  it("straight gin: no knocking, only gin", () => {
    let s = handWith({ ...BASE, rules: { straightGin: true } });
    expect(s.knockLimit).toBe(0);
    s = act(s, { seat: 0, do: "take" });
    expect(refuse(s, discard(0, "5D", true))).toBe("no_knocking");
  });

  it("big gin: eleven melded cards declared without a discard, only when the rules allow it", () => {
    const ten = { hand0: "AH 2H 3H 4H 7C 7D 7S KC KD KS", hand1: BASE.hand1, upcard: "7H", stockTop: "5S" };
    let s = handWith({ ...ten, rules: { bigGin: true } });
    s = act(s, { seat: 0, do: "take" });
    expect(legalActions(s).some((a) => a.do === "bigGin")).toBe(true);
    const big = act(s, { seat: 0, do: "bigGin" });
    expect(big.result?.outcome).toBe("bigGin");
    expect(big.result?.hands[0]).toHaveLength(11);
    expect(big.result?.points[0]).toBe(31 + big.result!.deadwood[1]);
    // The same hand may instead discard and go gin with ten cards.
    const discarded = act(s, discard(0, "7S", true));
    expect(discarded.result?.outcome).toBe("gin");
    // Off by default.
    let off = handWith(ten);
    off = act(off, { seat: 0, do: "take" });
    expect(refuse(off, { seat: 0, do: "bigGin" })).toBe("big_gin_off");
    // Not all eleven melded.
    let not = handWith({ ...ten, upcard: "6C", rules: { bigGin: true } });
    not = act(not, { seat: 0, do: "take" });
    expect(refuse(not, { seat: 0, do: "bigGin" })).toBe("not_big_gin");
  });

  it("validates rules with clear errors", () => {
    expect(validateRules({ knockLimit: 7 })).toMatchObject({ ok: true, rules: { knockLimit: 7 } });
    expect(validateRules({ knockLimit: 11 })).toMatchObject({ ok: false, error: { field: "knockLimit" } });
    expect(validateRules({ knockLimit: 2.5 })).toMatchObject({ ok: false });
    expect(validateRules({ bigGin: "yes" })).toMatchObject({ ok: false, error: { field: "bigGin" } });
    expect(validateRules({ surprise: 1 })).toMatchObject({ ok: false, error: { reason: "unknown rule" } });
    expect(validateRules([1])).toMatchObject({ ok: false });
    expect(validateRules({ preset: "oklahoma", matchTarget: 200 })).toMatchObject({ ok: true, rules: { oklahoma: true, matchTarget: 200 } });
    expect(validateRules({ preset: "poker" })).toMatchObject({ ok: false, error: { field: "preset" } });
    expect(presetRules("straight").straightGin).toBe(true);
  });
});

describe("illegal actions", () => {
  it("get a typed reason and leave the state unchanged", () => {
    let s = handWith(BASE);
    expect(refuse(s, { seat: 2 as Seat, do: "pass" })).toBe("bad_seat");
    expect(refuse(s, { seat: 0, do: "dance" } as unknown as Action)).toBe("bad_action");
    s = act(s, { seat: 0, do: "take" });
    expect(refuse(s, discard(0, "QH"))).toBe("card_not_in_hand");
    expect(refuse(s, { seat: 0, do: "discard", card: 99 })).toBe("bad_card");
    expect(refuse(s, { seat: 0, do: "discard", card: parseCard("5D"), knock: "yes" } as unknown as Action)).toBe("bad_action");
    s = act(s, discard(0, "5D", true));
    expect(refuse(s, { seat: 1, do: "stock" })).toBe("hand_over");
  });
});

describe("views", () => {
  it("show a seat its own hand and public facts only", () => {
    let s = handWith(BASE);
    s = act(s, { seat: 0, do: "pass" });
    s = act(s, { seat: 1, do: "pass" });
    s = act(s, { seat: 0, do: "stock" });
    const v0 = seatView(s, 0);
    const v1 = seatView(s, 1);
    expect(v0.hand).toHaveLength(11);
    expect(v0.justDrawn).toBe(parseCard("4D"));
    expect(v1.justDrawn).toBe(-1);
    expect(v1.handSizes).toEqual([11, 10]);
    expect(v1.legal).toEqual([]);
    const text1 = JSON.stringify(v1);
    for (const c of s.hands[0]) expect(v1.hand).not.toContain(c);
    // The stock's order appears nowhere in a view.
    expect(text1).not.toContain(JSON.stringify(s.stock.slice(-3)));
    expect(JSON.stringify(v1.history)).not.toContain(String(parseCard("4D")));
    const pub = publicView(s);
    expect(JSON.stringify(pub)).not.toContain('"hand"');
    expect(pub.handSizes).toEqual([11, 10]);
  });
});

describe("a match", () => {
  it("plays to the target with scores, alternating deals and classic bonuses", () => {
    const rules = { ...presetRules("classic"), matchTarget: 30 };
    let m = newMatch(rules, createRng(7), 0);
    const dealers: Seat[] = [m.hand.dealer];
    for (let guard = 0; guard < 5000 && m.result === undefined; guard++) {
      if (m.hand.phase === "over") {
        const n = startNextHand(m);
        if (!n.ok) throw new Error(n.error.code);
        dealers.push(n.state.hand.dealer);
        m = n.state;
        continue;
      }
      const legal = legalActions(m.hand);
      const knock = legal.find((a) => a.do === "bigGin" || (a.do === "discard" && a.knock === true));
      const pick = knock ?? legal.find((a) => a.do === "stock") ?? legal[legal.length - 1];
      const r = applyMatchAction(m, pick);
      if (!r.ok) throw new Error(r.error.code);
      m = r.state;
    }
    const res = m.result!;
    expect(res).toBeDefined();
    expect(m.scores[res.winner]).toBeGreaterThanOrEqual(30);
    const sum = m.results.reduce((acc, r) => [acc[0] + r.points[0], acc[1] + r.points[1]], [0, 0]);
    expect(m.scores).toEqual(sum);
    const lines = [m.handsWon[0] * 25, m.handsWon[1] * 25];
    const game = m.scores[1 - res.winner] === 0 ? 200 : 100;
    expect(res.totals[res.winner]).toBe(m.scores[res.winner] + lines[res.winner] + game);
    // Deals alternate after scored hands, and stay after dead ones.
    for (let i = 1; i < dealers.length; i++) {
      const prev = m.results[i - 1];
      expect(dealers[i]).toBe(prev.winner === -1 ? dealers[i - 1] : 1 - dealers[i - 1]);
    }
    expect(applyMatchAction(m, { seat: 0, do: "stock" }).ok).toBe(false);
  });

  it("deals the same match from the same seed", () => {
    const a = newMatch(HOUSE_RULES, createRng("table-42"), 1);
    const b = newMatch(HOUSE_RULES, createRng("table-42"), 1);
    const c = newMatch(HOUSE_RULES, createRng("table-43"), 1);
    expect(a.hand.hands).toEqual(b.hand.hands);
    expect(a.hand.stock).toEqual(b.hand.stock);
    expect(a.hand.hands).not.toEqual(c.hand.hands);
  });

  it("lets the winner or the loser deal next when the rules say so", () => {
    let s = handWith(BASE);
    s = act(s, { seat: 0, do: "take" });
    s = act(s, discard(0, "5D", true));
    expect(s.result?.winner).toBe(0);
    expect(nextDealer({ ...HOUSE_RULES, nextDealer: "winner" }, s)).toBe(0);
    expect(nextDealer({ ...HOUSE_RULES, nextDealer: "loser" }, s)).toBe(1);
    expect(nextDealer(HOUSE_RULES, s)).toBe(0);
  });
});

describe("classic bonuses", () => {
  it("double the game bonus on a shutout", () => {
    const rules = { ...presetRules("classic"), matchTarget: 20 };
    let m = newMatch(rules, createRng(1), 1);
    // Seat 0 knocks at once with a hand worth at least 20 points to it.
    m = {
      ...m,
      hand: handWith({ ...BASE, hand1: "2C 3C 4C 9D 9H 9S QH QD JS JD", rules }),
    };
    let r = applyMatchAction(m, { seat: 0, do: "take" });
    if (!r.ok) throw new Error(r.error.code);
    r = applyMatchAction(r.state, discard(0, "5D", true));
    if (!r.ok) throw new Error(r.error.code);
    const res = r.state.result!;
    expect(res.winner).toBe(0);
    expect(r.state.scores[1]).toBe(0);
    expect(res.totals).toEqual([r.state.scores[0] + 25 + 200, 0]);
  });
});
