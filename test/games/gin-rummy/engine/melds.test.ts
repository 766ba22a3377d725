import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardPoints, parseCard, cardName, newDeck, rankOf, suitOf } from "../../../../src/games/gin-rummy/engine/cards";
import { bestArrangement, isMeld, minDeadwood, optimalArrangements } from "../../../../src/games/gin-rummy/engine/melds";
import { cards, meldNames } from "../../../support/cards";
import { bruteDeadwood } from "./brute-deadwood";

describe("cards", () => {
  it("scores aces 1, pips face value, faces 10", () => {
    expect(cardPoints(parseCard("AS"))).toBe(1);
    expect(cardPoints(parseCard("7D"))).toBe(7);
    expect(cardPoints(parseCard("TD"))).toBe(10);
    expect(cardPoints(parseCard("JC"))).toBe(10);
    expect(cardPoints(parseCard("KH"))).toBe(10);
  });
  it("round-trips every card name and rejects others", () => {
    for (const c of newDeck()) expect(parseCard(cardName(c))).toBe(c);
    for (const bad of ["", "1S", "AX", "10H", "as", "KHX"]) expect(parseCard(bad)).toBe(-1);
    expect(suitOf(parseCard("QS"))).toBe(3);
  });
});

describe("melds", () => {
  it("knows sets of 3-4 and runs of 3+, aces low, no wrap", () => {
    expect(isMeld(cards("7C 7D 7H"))).toBe(true);
    expect(isMeld(cards("7C 7D 7H 7S"))).toBe(true);
    expect(isMeld(cards("7C 7D"))).toBe(false);
    expect(isMeld(cards("AH 2H 3H"))).toBe(true);
    expect(isMeld(cards("JS QS KS"))).toBe(true);
    expect(isMeld(cards("QS KS AS"))).toBe(false);
    expect(isMeld(cards("KS AS 2S"))).toBe(false);
    expect(isMeld(cards("4H 5H 7H"))).toBe(false);
    expect(isMeld(cards("4H 5D 6H"))).toBe(false);
  });

  it("counts deadwood of the unmelded cards", () => {
    expect(minDeadwood(cards("AH 2H 3H 7C 7D 7S KC QD JS TH"))).toBe(40);
    expect(minDeadwood(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH"))).toBe(0);
    expect(minDeadwood(cards("QS KS AS 2S"))).toBe(23);
  });

  it("uses one card in one meld only, choosing the better use", () => {
    // 7H fits the set of sevens and the run 5H-6H-7H: the set wins when 5H 6H are low.
    const a = bestArrangement(cards("7C 7D 7H 5H 6H"));
    expect(a.deadwood).toBe(11);
    expect(meldNames(a.melds)).toEqual(["7C 7D 7H"]);
    // With four sevens, three make the set and 7H completes the run.
    const b = bestArrangement(cards("7C 7D 7H 7S 5H 6H"));
    expect(b.deadwood).toBe(0);
    expect(meldNames(b.melds)).toEqual(["7C 7D 7S", "5H 6H 7H"]);
  });

  it("lists every minimal arrangement", () => {
    const all = optimalArrangements(cards("5C 5D 5H 5S 6H 7H 8H AC 2S 3D"));
    expect(all.map((a) => meldNames(a.melds))).toEqual([
      ["5C 5D 5H 5S", "6H 7H 8H"],
      ["5C 5D 5S", "5H 6H 7H 8H"],
    ]);
    for (const a of all) expect(a.deadwood).toBe(6);
  });

  it("equals a brute-force search on random hands of 10 and 11 cards", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(newDeck(), { minLength: 10, maxLength: 11 }), (hand) => {
        expect(minDeadwood(hand)).toBe(bruteDeadwood(hand));
        const a = bestArrangement(hand);
        expect(a.deadwood).toBe(minDeadwood(hand));
        const melded = a.melds.flat();
        expect(melded.length + a.deadwoodCards.length).toBe(hand.length);
        expect(new Set([...melded, ...a.deadwoodCards])).toEqual(new Set(hand));
        for (const m of a.melds) expect(isMeld(m)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("equals brute force on hands dense in sets and runs", () => {
    // Random hands rarely hold sets; draw from a few ranks and two suits to stress the set search.
    const dense = newDeck().filter((c) => rankOf(c) >= 3 && rankOf(c) <= 8);
    fc.assert(
      fc.property(fc.shuffledSubarray(dense, { minLength: 10, maxLength: 11 }), (hand) => {
        expect(minDeadwood(hand)).toBe(bruteDeadwood(hand));
      }),
      { numRuns: 1500 },
    );
  });
});
