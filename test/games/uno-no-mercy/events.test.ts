/**
 * The public log (issue 24, item 4): every move that changes a hand or the colour is an event —
 * a wild's colour (a bot's too), a 7's swap partner, a 0's pass, a Discard All's count, an UNO call,
 * and one card left without a call (catchable). Codec round trip keeps them.
 */
import { describe, expect, it } from "vitest";
import { DISCARD_ALL, DRAW_FOUR, WILD_DRAW_SIX } from "../../../src/games/uno-no-mercy/engine/cards";
import { applyUno } from "../../../src/games/uno-no-mercy/engine/hand";
import type { UnoAction, UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { decodeUno, encodeUno } from "../../../src/games/uno-no-mercy/codec";
import { unoResultPart } from "../../../src/games/uno-no-mercy/result";
import { NO_MERCY_RULES } from "../../../src/games/uno-no-mercy/engine/rules";
import { B, card, G, R, setup, W } from "./setup";

function ok(s: UnoState, a: UnoAction): UnoState {
  const n = applyUno(s, a);
  if (n === undefined) throw new Error("illegal: " + JSON.stringify(a));
  return n;
}

/** The events the move added, as "kind:n". */
function added(before: UnoState, after: UnoState): string[] {
  return after.events.slice(before.events.length).map((e) => `${e.seat}${e.kind}:${e.n}`);
}

const filler = [card(G, 1, 1), card(G, 2, 1), card(G, 3, 1)];

describe("Uno's log", () => {
  it("a wild's colour is its own line", () => {
    const s = setup({ hands: [[card(W, WILD_DRAW_SIX), card(R, 4), card(R, 5)], filler], top: card(B, 9) });
    expect(added(s, ok(s, { seat: 0, do: "play", card: card(W, WILD_DRAW_SIX), colour: G }))).toEqual([`0play:${card(W, WILD_DRAW_SIX)}`, `0colour:${G}`]);
  });

  it("a 7 names whom it swapped with; a 0 says the hands passed on", () => {
    const h = [[card(R, 7), card(R, 0), card(B, 1)], [card(G, 1)], [card(G, 2), card(G, 3)]];
    const s = setup({ hands: h, top: card(R, 5) });
    expect(added(s, ok(s, { seat: 0, do: "play", card: card(R, 7), target: 2 }))).toEqual([`0play:${card(R, 7)}`, "0swap:2"]);
    expect(added(s, ok(s, { seat: 0, do: "play", card: card(R, 0) }))).toEqual([`0play:${card(R, 0)}`, "0rotate:1"]);
  });

  it("a Discard All says how many cards went with it", () => {
    const s = setup({ hands: [[card(B, DISCARD_ALL), card(B, 2), card(B, 3), card(R, 4), card(R, 6)], filler], top: card(B, 9) });
    expect(added(s, ok(s, { seat: 0, do: "play", card: card(B, DISCARD_ALL) }))).toEqual([`0play:${card(B, DISCARD_ALL)}`, "0discard:2"]);
  });

  it("UNO called is a line; one card without the call is a line offering the catch", () => {
    const s = setup({ hands: [[card(R, 4), card(B, 2)], filler], top: card(R, 9) });
    expect(added(s, ok(s, { seat: 0, do: "play", card: card(R, 4), uno: true }))).toEqual([`0play:${card(R, 4)}`, "0uno:0"]);
    const open = ok(s, { seat: 0, do: "play", card: card(R, 4) });
    expect(added(s, open)).toEqual([`0play:${card(R, 4)}`, "0open:0"]);
    const back = decodeUno(encodeUno(open));
    expect(typeof back === "string" ? back : back.events).toEqual(open.events);
  });

  it("a mercy knock-out says who scores the bonus, and the hand's result says the totals hold it", () => {
    const rules = { ...NO_MERCY_RULES, mercyLimit: 6 };
    const s = setup({ rules, hands: [[card(R, DRAW_FOUR), card(R, 5), card(R, 6)], [card(G, 1), card(G, 2), card(G, 3)]], top: card(R, 9) });
    const played = ok(s, { seat: 0, do: "play", card: card(R, DRAW_FOUR) });
    const took = ok(played, { seat: 1, do: "take" });
    expect(added(played, took).slice(0, 3)).toEqual(["1take:4", "1out:7", `0bonus:${rules.mercyBonus}`]);
    expect(took.phase).toBe("over");
    expect(unoResultPart(took, ["Ann", "Bob"], -1).lines.map((m) => m.key)).toContain("uno.result.bonus_note");
  });
});
