import { describe, expect, it } from "vitest";
import { CARD_COLOUR, CARD_FACE, cardPoints, DECK_SIZE, DISCARD_ALL, DRAW_FOUR, DRAW_TWO, REVERSE, SKIP, SKIP_EVERYONE, WILD_DRAW_SIX, WILD_DRAW_TEN, WILD_REVERSE_FOUR, WILD_ROULETTE } from "../../../src/games/uno-no-mercy/engine/cards";
import { applyUno, legalUno, nextUnoHand } from "../../../src/games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../../../src/games/uno-no-mercy/engine/rules";
import type { UnoAction, UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { unoSeatView } from "../../../src/games/uno-no-mercy/engine/view";
import { B, card, cardCount, G, R, setup, W, Y } from "./setup";

function ok(s: UnoState, a: UnoAction): UnoState {
  const n = applyUno(s, a);
  if (n === undefined) throw new Error("illegal: " + JSON.stringify(a));
  expect(cardCount(n)).toBe(DECK_SIZE);
  return n;
}

const filler = (k: number): number[] => Array.from({ length: 3 }, (_, i) => card(G, 1 + 3 * k + i, 1));

describe("the deck", () => {
  it("has 168 cards as published", () => {
    expect(DECK_SIZE).toBe(168);
    const count = (colour: number, face: number): number => CARD_FACE.filter((f, c) => f === face && CARD_COLOUR[c] === colour).length;
    for (const colour of [R, Y, G, B]) {
      for (let n = 0; n <= 9; n++) expect(count(colour, n)).toBe(2);
      expect([SKIP, REVERSE, DRAW_TWO, DISCARD_ALL, SKIP_EVERYONE, DRAW_FOUR].map((f) => count(colour, f))).toEqual([3, 3, 3, 3, 2, 2]);
    }
    expect([WILD_REVERSE_FOUR, WILD_DRAW_SIX, WILD_DRAW_TEN, WILD_ROULETTE].map((f) => count(W, f))).toEqual([8, 4, 4, 8]);
    expect(cardPoints(card(R, 7))).toBe(7);
    expect(cardPoints(card(B, SKIP))).toBe(20);
    expect(cardPoints(card(Y, DRAW_FOUR))).toBe(20);
    expect(cardPoints(card(W, WILD_DRAW_TEN))).toBe(50);
  });
});

describe("playing", () => {
  it("matches colour or face; wilds always; draws only when nothing plays", () => {
    const s = setup({ hands: [[card(R, 3), card(B, 5), card(Y, 8)], filler(0)], top: card(G, 5) });
    const plays = legalUno(s, 0).map((a) => (a.do === "play" ? a.card : a.do));
    expect(plays).toEqual([card(B, 5)]);
    const t = setup({ hands: [[card(R, 3), card(Y, 8)], filler(0)], top: card(G, 5) });
    expect(legalUno(t, 0)).toEqual([{ seat: 0, do: "draw" }]);
    expect(legalUno(t, 1)).toEqual([]);
  });

  it("draws until a playable card shows, then must play it", () => {
    const s = setup({ hands: [[card(R, 3), card(Y, 8)], filler(0)], top: card(G, 5), drawTop: [card(R, 1), card(B, 2), card(G, 9), card(G, 6)] });
    const d = ok(s, { seat: 0, do: "draw" });
    expect(d.hands[0].length).toBe(5);
    expect(d.phase).toBe("drawn");
    expect(d.drawn).toBe(card(G, 9));
    expect(legalUno(d, 0)).toEqual([{ seat: 0, do: "play", card: card(G, 9) }]);
    expect(applyUno(d, { seat: 0, do: "play", card: card(R, 3) })).toBeUndefined();
    const p = ok(d, { seat: 0, do: "play", card: card(G, 9) });
    expect(p.turn).toBe(1);
    const keepRules = { ...unoPresetRules("no-mercy"), playDrawn: false };
    const k = ok(setup({ hands: [[card(R, 3), card(R, 4)], filler(0)], top: card(G, 5), drawTop: [card(G, 6)], rules: keepRules }), { seat: 0, do: "draw" });
    expect(legalUno(k, 0).map((a) => a.do)).toEqual(["play", "keep"]);
    expect(ok(k, { seat: 0, do: "keep" }).turn).toBe(1);
  });

  it("reshuffles the discard pile under its top card when the draw pile runs out", () => {
    const s = setup({ hands: [[card(R, 3), card(R, 4)], filler(0)], top: card(G, 5) });
    s.discard = [...s.drawPile, card(G, 5)];
    s.drawPile = [];
    const n = ok(s, { seat: 0, do: "draw" });
    expect(n.discard).toEqual([card(G, 5)]);
    expect(n.phase).toBe("drawn");
    expect(n.drawPile.length).toBe(168 - 1 - 3 - n.hands[0].length);
    expect(n.drawPile).not.toEqual(s.discard.slice(0, n.drawPile.length));
  });

  it("Skip, Reverse (Skip with two players), Skip Everyone", () => {
    const hands = [[card(R, SKIP), card(R, REVERSE), card(R, SKIP_EVERYONE), card(B, 1)], filler(0), filler(1), filler(2)];
    const s = setup({ hands, top: card(R, 5) });
    expect(ok(s, { seat: 0, do: "play", card: card(R, SKIP) }).turn).toBe(2);
    const r = ok(s, { seat: 0, do: "play", card: card(R, REVERSE) });
    expect([r.turn, r.direction]).toEqual([3, -1]);
    expect(ok(s, { seat: 0, do: "play", card: card(R, SKIP_EVERYONE) }).turn).toBe(0);
    const two = setup({ hands: [hands[0], filler(0)], top: card(R, 5) });
    expect(ok(two, { seat: 0, do: "play", card: card(R, REVERSE) }).turn).toBe(0);
    expect(ok(two, { seat: 0, do: "play", card: card(R, SKIP) }).turn).toBe(0);
  });

  it("Discard All discards every card of its colour", () => {
    const s = setup({ hands: [[card(B, DISCARD_ALL), card(B, 2), card(B, SKIP), card(R, 4), card(W, WILD_DRAW_SIX)], filler(0)], top: card(B, 9) });
    const n = ok(s, { seat: 0, do: "play", card: card(B, DISCARD_ALL) });
    expect(n.hands[0]).toEqual([card(R, 4), card(W, WILD_DRAW_SIX)]);
    expect(n.discard[n.discard.length - 1]).toBe(card(B, DISCARD_ALL));
    expect(n.turn).toBe(1);
  });

  it("7 swaps hands with the chosen player; 0 passes every hand on in the direction of play", () => {
    const h = [[card(R, 7), card(R, 0), card(B, 1)], [card(G, 1)], [card(G, 2), card(G, 3)], [card(G, 4), card(G, 5), card(G, 6), card(G, 7)]];
    const s = setup({ hands: h, top: card(R, 5) });
    expect(legalUno(s, 0).filter((a) => a.do === "play" && a.card === card(R, 7)).map((a) => (a.do === "play" ? a.target : 0))).toEqual([1, 2, 3]);
    const seven = ok(s, { seat: 0, do: "play", card: card(R, 7), target: 3 });
    expect(seven.hands[0]).toEqual(h[3]);
    expect(seven.hands[3]).toEqual([card(R, 0), card(B, 1)]);
    const zero = ok(s, { seat: 0, do: "play", card: card(R, 0) });
    expect(zero.hands).toEqual([h[3], [card(R, 7), card(B, 1)], h[1], h[2]]);
    s.direction = -1;
    const back = ok(s, { seat: 0, do: "play", card: card(R, 0) });
    expect(back.hands).toEqual([h[1], h[2], h[3], [card(R, 7), card(B, 1)]]);
  });
});

describe("draw cards", () => {
  const hands = [
    [card(R, DRAW_TWO), card(B, 1), card(B, 2)],
    [card(Y, DRAW_TWO), card(G, DRAW_FOUR), card(W, WILD_DRAW_TEN), card(B, 3)],
    [card(W, WILD_DRAW_SIX), card(B, 4), card(B, 5)],
    [card(Y, 9), card(B, 6)],
  ];

  it("stack by equal or higher value; the next player takes the sum and loses the turn", () => {
    const s = setup({ hands, top: card(R, 5) });
    const a = ok(s, { seat: 0, do: "play", card: card(R, DRAW_TWO) });
    expect([a.pending, a.turn]).toEqual([2, 1]);
    const stacks = legalUno(a, 1).map((x) => (x.do === "play" ? CARD_FACE[x.card] : x.do));
    expect(new Set(stacks)).toEqual(new Set([DRAW_TWO, DRAW_FOUR, WILD_DRAW_TEN, "take"]));
    const b = ok(a, { seat: 1, do: "play", card: card(G, DRAW_FOUR) });
    expect(b.pending).toBe(6);
    expect(legalUno(b, 2).filter((x) => x.do === "play").length).toBe(4); // Draw Six, any of 4 colours
    const c = ok(b, { seat: 2, do: "play", card: card(W, WILD_DRAW_SIX), colour: B });
    expect([c.pending, c.turn, c.colour]).toEqual([12, 3, B]);
    expect(legalUno(c, 3)).toEqual([{ seat: 3, do: "take" }]);
    const d = ok(c, { seat: 3, do: "take" });
    expect([d.hands[3].length, d.pending, d.turn]).toEqual([14, 0, 0]);
  });

  it("a lower draw card does not stack; nothing stacks on a Wild Draw Ten", () => {
    const s = setup({ hands, top: card(R, 5), turn: 1, colour: G });
    const a = ok(s, { seat: 1, do: "play", card: card(G, DRAW_FOUR) });
    expect(legalUno(a, 2).every((x) => x.do !== "play" || CARD_FACE[x.card] === WILD_DRAW_SIX)).toBe(true);
    const t = setup({ hands: [[card(W, WILD_DRAW_TEN), card(B, 1), card(B, 3)], [card(W, WILD_DRAW_TEN, 1), card(B, 2)]], top: card(R, 5) });
    const ten = ok(t, { seat: 0, do: "play", card: card(W, WILD_DRAW_TEN), colour: R });
    expect(legalUno(ten, 1)).toEqual([{ seat: 1, do: "take" }]);
  });

  it("classic-stacking stacks only equal values", () => {
    const s = setup({ hands, top: card(R, 5), rules: unoPresetRules("classic-stacking") });
    const a = ok(s, { seat: 0, do: "play", card: card(R, DRAW_TWO) });
    expect(legalUno(a, 1).map((x) => (x.do === "play" ? CARD_FACE[x.card] : x.do))).toEqual([DRAW_TWO, "take"]);
  });

  it("Wild Reverse Draw Four reverses, then the next player in the new direction draws", () => {
    const s = setup({ hands: [[card(W, WILD_REVERSE_FOUR), card(B, 1)], filler(0), filler(1), filler(2)], top: card(R, 5) });
    const a = ok(s, { seat: 0, do: "play", card: card(W, WILD_REVERSE_FOUR), colour: Y });
    expect([a.direction, a.turn, a.pending, a.colour]).toEqual([-1, 3, 4, Y]);
  });

  it("Wild Color Roulette: the next player names a colour and takes cards until it shows", () => {
    const s = setup({ hands: [[card(W, WILD_ROULETTE), card(B, 1), card(B, 2)], filler(0), filler(1)], top: card(R, 5), drawTop: [card(R, 1), card(W, WILD_DRAW_SIX), card(Y, 3), card(B, 7), card(Y, 4)] });
    const a = ok(s, { seat: 0, do: "play", card: card(W, WILD_ROULETTE) });
    expect([a.phase, a.turn]).toEqual(["roulette", 1]);
    expect(legalUno(a, 1).map((x) => x.do)).toEqual(["pick", "pick", "pick", "pick"]);
    const b = ok(a, { seat: 1, do: "pick", colour: B });
    expect(b.hands[1].length).toBe(3 + 4);
    expect([b.colour, b.turn, b.phase]).toEqual([B, 2, "play"]);
  });
});

describe("mercy, going out, UNO and the match", () => {
  it("25 cards knocks a player out; the player who caused it scores 250; the last one in wins the hand", () => {
    const big = Array.from({ length: 20 }, (_, i) => card(i < 10 ? G : Y, i % 10, 0));
    const s = setup({ hands: [[card(W, WILD_DRAW_SIX), card(B, 1)], big, filler(1)], top: card(R, 5) });
    const a = ok(s, { seat: 0, do: "play", card: card(W, WILD_DRAW_SIX), colour: B });
    const b = ok(a, { seat: 1, do: "take" });
    expect(b.out).toEqual([false, true, false]);
    expect(b.hands[1]).toEqual([]);
    expect(b.scores[0]).toBe(250);
    expect(b.turn).toBe(2);
    const two = setup({ hands: [[card(W, WILD_DRAW_SIX), card(B, 1)], big], top: card(R, 5) });
    const c = ok(ok(two, { seat: 0, do: "play", card: card(W, WILD_DRAW_SIX), colour: B }), { seat: 1, do: "take" });
    expect(c.phase).toBe("over");
    expect(c.last).toEqual({ winner: 0, points: 1 });
    expect(c.scores[0]).toBe(251);
  });

  it("a seat caught out of its own extra turn is knocked out and the turn passes on", () => {
    const rules = { ...unoPresetRules("no-mercy"), mercyLimit: 3 };
    const s = setup({ hands: [[card(R, SKIP_EVERYONE), card(R, 1)], [card(B, 1)], [card(B, 2)]], top: card(R, 5), rules });
    const a = ok(s, { seat: 0, do: "play", card: card(R, SKIP_EVERYONE) });
    expect([a.turn, a.unoOpen]).toEqual([0, 0]);
    const b = ok(a, { seat: 2, do: "catch" });
    expect(b.out).toEqual([true, false, false]);
    expect(b.scores).toEqual([0, 0, 250]);
    expect([b.turn, b.phase]).toEqual([1, "play"]);
  });

  it("going out scores the cards left in the other hands", () => {
    const s = setup({ hands: [[card(R, 9)], [card(B, 7), card(B, SKIP)], [card(W, WILD_ROULETTE), card(G, DRAW_FOUR)]], top: card(R, 5) });
    const a = ok(s, { seat: 0, do: "play", card: card(R, 9) });
    expect(a.last).toEqual({ winner: 0, points: 7 + 20 + 50 + 20 });
    expect(a.scores).toEqual([97, 0, 0]);
    expect(a.turn).toBe(-1);
    const next = nextUnoHand(a) as UnoState;
    expect([next.dealer, next.handNumber, next.hands.map((h) => h.length)]).toEqual([1, 2, [7, 7, 7]]);
    expect(cardCount(next)).toBe(DECK_SIZE);
  });

  it("the match ends when a score reaches 1000", () => {
    const s = setup({ hands: [[card(R, 9)], [card(B, 7)]], top: card(R, 5) });
    s.scores = [995, 990];
    const a = ok(s, { seat: 0, do: "play", card: card(R, 9) });
    expect(a.winner).toBe(0);
    expect(nextUnoHand(a)).toBeUndefined();
  });

  it("UNO: call when a play leaves one card; an uncalled one may be caught for 2 before the next move", () => {
    const s = setup({ hands: [[card(R, 9), card(R, 8)], filler(0), filler(1)], top: card(R, 5) });
    const plays = legalUno(s, 0).filter((a) => a.do === "play" && a.card === card(R, 9));
    expect(plays).toEqual([{ seat: 0, do: "play", card: card(R, 9) }, { seat: 0, do: "play", card: card(R, 9), uno: true }]);
    const called = ok(s, { seat: 0, do: "play", card: card(R, 9), uno: true });
    expect(called.unoOpen).toBe(-1);
    const quiet = ok(s, { seat: 0, do: "play", card: card(R, 9) });
    expect(quiet.unoOpen).toBe(0);
    expect(legalUno(quiet, 2)).toEqual([{ seat: 2, do: "catch" }]);
    expect(legalUno(quiet, 0)).toEqual([]);
    const caught = ok(quiet, { seat: 2, do: "catch" });
    expect([caught.hands[0].length, caught.unoOpen, caught.turn]).toEqual([3, -1, 1]);
    const moved = ok(quiet, legalUno(quiet, 1).find((a) => a.do !== "catch") as UnoAction);
    expect(moved.unoOpen).toBe(-1);
    expect(applyUno(moved, { seat: 2, do: "catch" })).toBeUndefined();
  });

  it("a seat's view hides the other hands and the draw pile", () => {
    const s = setup({ hands: [[card(R, 9), card(R, 8)], filler(0)], top: card(R, 5) });
    const v = unoSeatView(s, 1);
    expect(v.hand).toEqual(filler(0));
    expect(v.handSizes).toEqual([2, 3]);
    expect(JSON.stringify(v)).not.toContain("drawPile");
    expect(v.drawCount).toBe(s.drawPile.length);
    expect(unoSeatView(s, -1).hand).toEqual([]);
  });

  it("illegal actions are refused and the state is untouched", () => {
    const s = setup({ hands: [[card(R, 9), card(R, 8)], filler(0)], top: card(R, 5) });
    const before = JSON.stringify(s);
    expect(applyUno(s, { seat: 1, do: "draw" })).toBeUndefined();
    expect(applyUno(s, { seat: 0, do: "play", card: card(B, 9) })).toBeUndefined();
    expect(applyUno(s, { seat: 0, do: "take" })).toBeUndefined();
    ok(s, { seat: 0, do: "play", card: card(R, 9) });
    expect(JSON.stringify(s)).toBe(before);
  });
});
