import { describe, expect, it } from "vitest";
import { chooseKnockMelds } from "../../../../src/games/gin-rummy/bots/knock-melds";
import { parseCard } from "../../../../src/games/gin-rummy/engine/cards";
import { applyAction } from "../../../../src/games/gin-rummy/engine/hand";
import type { Action, HandState } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";
import { cards, handWith, meldNames } from "../../../support/cards";

// Seat 0 holds 7s, 8s and 9s of three suits (three sets or three runs) and draws 2S.
function ready(): HandState {
  let s = handWith({ hand0: "7C 7D 7H 8C 8D 8H 9C 9D 9H KD", hand1: "7S 8S KC QD QS JC 2C 3D 4H AH", upcard: "5D", stockTop: "2S" });
  for (const a of [{ seat: 0, do: "pass" }, { seat: 1, do: "pass" }, { seat: 0, do: "stock" }] as Action[]) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe("a bot's knock melds", () => {
  it("leave the fewest likely layoffs by what the bot knows, not what the opponent holds", () => {
    const view = seatView(ready(), 0);
    // Nothing known: the sets are open to 24 points of spades, the runs to 48 of sixes and tens.
    expect(meldNames(chooseKnockMelds(view, parseCard("KD")) ?? [])).toEqual(["7C 7D 7H", "8C 8D 8H", "9C 9D 9H"]);
    // Every six and ten seen in the discard pile: the runs are closed, so lay down runs.
    const seen = { ...view, discardPile: [...view.discardPile, ...cards("6C TC 6D TD 6H TH")] };
    expect(meldNames(chooseKnockMelds(seen, parseCard("KD")) ?? [])).toEqual(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]);
  });

  it("leave the choice to the engine when there is none", () => {
    let s = handWith({ hand0: "AH 2H 3H 7C 7D 7S KC KD KS 5D", hand1: "2C 3C 4C 9D 9H 9S QH QD JS 8D", upcard: "6S", stockTop: "4D" });
    for (const a of [{ seat: 0, do: "pass" }, { seat: 1, do: "pass" }, { seat: 0, do: "stock" }] as Action[]) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(chooseKnockMelds(seatView(s, 0), parseCard("5D"))).toBeUndefined();
  });
});
