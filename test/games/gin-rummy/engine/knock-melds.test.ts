import { describe, expect, it } from "vitest";
import { parseCard } from "../../../../src/games/gin-rummy/engine/cards";
import { applyAction } from "../../../../src/games/gin-rummy/engine/hand";
import { defaultKnockChoice, knockMeldsChoice } from "../../../../src/games/gin-rummy/engine/knock-melds";
import { optimalArrangements } from "../../../../src/games/gin-rummy/engine/melds";
import type { Action, HandState } from "../../../../src/games/gin-rummy/engine/types";
import { cards, handWith, meldNames } from "../../../support/cards";

// Seat 0 draws 2S and knocks with KD out: three sevens, three eights, three nines and 2S, which
// meld as three sets or as three runs. Seat 1 holds 7S and 8S, which lay off on the sets only.
function ready(): HandState {
  let s = handWith({
    hand0: "7C 7D 7H 8C 8D 8H 9C 9D 9H KD",
    hand1: "7S 8S KC QD QS JC 2C 3D 4H AH",
    upcard: "5D",
    stockTop: "2S",
  });
  for (const a of [{ seat: 0, do: "pass" }, { seat: 1, do: "pass" }, { seat: 0, do: "stock" }] as Action[]) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const knock = (melds?: string[]): Action => {
  const a: Action = { seat: 0, do: "discard", card: parseCard("KD"), knock: true };
  return melds === undefined ? a : { ...a, melds: melds.map(cards) };
};

function refused(melds: unknown): { code: string; message: string } {
  const s = ready();
  const before = JSON.stringify(s);
  const r = applyAction(s, { seat: 0, do: "discard", card: parseCard("KD"), knock: true, melds } as Action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error("accepted");
  return r.error;
}

describe("the knocker's melds", () => {
  it("are laid down as the knocker names them", () => {
    const r = applyAction(ready(), knock(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]));
    if (!r.ok) throw new Error(r.error.message);
    const res = r.state.result!;
    expect(meldNames(res.melds[0])).toEqual(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]);
    expect(res.layoffs).toEqual([]);
    expect(res.deadwood).toEqual([2, 7 + 8 + 10 + 10 + 10 + 10 + 2 + 3 + 4 + 1]);
  });

  it("default to the arrangement open to the fewest layoff points, whatever the defender holds", () => {
    const r = applyAction(ready(), knock());
    if (!r.ok) throw new Error(r.error.message);
    const res = r.state.result!;
    expect(meldNames(res.melds[0])).toEqual(["7C 7D 7H", "8C 8D 8H", "9C 9D 9H"]);
    expect(res.layoffs.map((l) => l.card)).toEqual(cards("7S 8S"));
  });

  it("may be written in any order, a long run split in two", () => {
    const hand = cards("AC 2C 3C 4C 5C 6C 7D 7H 7S KH");
    const all = optimalArrangements(hand);
    expect(knockMeldsChoice(hand, [cards("7S 7H 7D"), cards("4C 5C 6C"), cards("3C 2C AC")])).toBe(0);
    expect(all).toHaveLength(1);
  });

  it("refuse melds that are not the knocker's least-deadwood arrangement, with a clear reason", () => {
    expect(refused([cards("7C 8C 9C"), cards("7D 8D 9D")])).toEqual({ code: "bad_melds", message: "these melds leave deadwood 26; the least is 2" });
    expect(refused([cards("7S 8S 9S")]).message).toBe("7S is not in the knocker's hand");
    expect(refused([cards("7C 7D 8D")]).message).toBe("7C 7D 8D is not a meld");
    expect(refused([cards("7C 8C 9C"), cards("7C 7D 7H")]).message).toBe("7C is in two melds");
    expect(refused([cards("KD QD JD")]).message).toBe("KD is not in the knocker's hand");
    expect(refused("7C 8C 9C").message).toBe("melds must be a list of melds");
    expect(refused([["7C"]]).message).toBe("a meld holds something that is not a card");
    expect(refused([7]).message).toBe("each meld must be a list of cards");
  });

  it("come only with a knock", () => {
    const r = applyAction(ready(), { seat: 0, do: "discard", card: parseCard("KD"), melds: [cards("7C 8C 9C")] } as Action);
    expect(r.ok ? "" : r.error.code).toBe("bad_action");
  });

  it("default among arrangements with the knocker's own cards closing layoff spots", () => {
    // 5H is the knocker's: the run 6H-8H is open at 9H only, the four-card set not at all.
    const hand = cards("5C 5D 5H 5S 6H 7H 8H AC 2S 3D");
    const all = optimalArrangements(hand);
    expect(all.map((a) => meldNames(a.melds))).toEqual([["5C 5D 5H 5S", "6H 7H 8H"], ["5C 5D 5S", "5H 6H 7H 8H"]]);
    expect(defaultKnockChoice(hand, all)).toBe(0);
  });
});
