/**
 * Unplayable cards are marked, with why (issue 24, item 5): on the viewer's turn every card of the
 * hand is either pressable or carries the reason it cannot be played now; off turn nothing is.
 */
import { describe, expect, it } from "vitest";
import { DRAW_FOUR, WILD_DRAW_SIX } from "../../../src/games/uno-no-mercy/engine/cards";
import { unoView } from "../../../src/games/uno-no-mercy/panel";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { B, card, G, R, setup, W } from "./setup";

const NAMES = ["Ann", "Bob"];

function handCards(s: UnoState, seat: number) {
  const view = unoView(s, seat, NAMES, false, -1, "");
  const hand = view.game.zones.find((z) => z.id === "hand")!;
  return hand.groups.flatMap((g) => g.cards);
}

describe("unplayable Uno cards", () => {
  it("a card that does not match says so; playable ones are buttons without a reason", () => {
    const s = setup({ hands: [[card(R, 4), card(B, 2), card(W, WILD_DRAW_SIX)], [card(G, 1), card(G, 2)]], top: card(R, 9) });
    const cards = handCards(s, 0);
    const blue = cards.find((c) => c.face === card(B, 2))!;
    expect(blue.action).toBeUndefined();
    expect(blue.blocked?.key).toBe("uno.blocked.match");
    for (const c of cards.filter((x) => x.face !== card(B, 2))) {
      expect(c.action).toBeDefined();
      expect(c.blocked).toBeUndefined();
    }
  });

  it("a stack to answer is the reason when only draw cards may go on it", () => {
    const s = setup({ hands: [[card(R, 4), card(R, DRAW_FOUR)], [card(G, 1), card(G, 2)]], top: card(R, DRAW_FOUR, 1) });
    s.pending = 4;
    s.pendingValue = 4;
    const red4 = handCards(s, 0).find((c) => c.face === card(R, 4))!;
    expect(red4.blocked?.key).toBe("uno.blocked.stack");
  });

  it("while a 7's player is chosen the hand waits unmarked (its cards do match)", () => {
    const seven = card(G, 7);
    // Three seats: the 7 opens the choice of whom to swap with.
    const s = setup({ hands: [[seven, card(G, 2), card(B, 3)], [card(G, 1), card(G, 2)], [card(R, 1)]], top: card(G, 9) });
    const view = unoView(s, 0, ["Ann", "Bob", "Cat"], false, -1, `play.${seven}`);
    expect(view.choice).toBeDefined();
    const hand = view.game.zones.find((z) => z.id === "hand")!;
    for (const c of hand.groups.flatMap((g) => g.cards)) {
      expect(c.action).toBeUndefined();
      expect(c.blocked).toBeUndefined();
    }
  });

  it("off turn no card is marked", () => {
    const s = setup({ hands: [[card(R, 4)], [card(G, 1), card(B, 2)]], top: card(R, 9) });
    for (const c of handCards(s, 1)) expect(c.blocked).toBeUndefined();
  });
});
