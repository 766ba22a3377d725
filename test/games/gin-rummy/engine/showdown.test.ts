import { describe, expect, it } from "vitest";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import { showdown } from "../../../../src/games/gin-rummy/engine/showdown";
import type { Seat } from "../../../../src/games/gin-rummy/engine/types";
import { cards, meldNames, names } from "../../../support/cards";

function show(knocker: string, defender: string, opts: { bigGin?: boolean; multiplier?: number; choice?: number } = {}) {
  return showdown({
    rules: HOUSE_RULES,
    knocker: 0 as Seat,
    hands: [cards(knocker), cards(defender)],
    bigGin: opts.bigGin ?? false,
    multiplier: opts.multiplier ?? 1,
    choice: opts.choice ?? -1,
  });
}

function layoffs(r: ReturnType<typeof show>): string[] {
  return r.layoffs.map((l) => `${names([l.card])[0]}>${names(l.onto).join(" ")}`);
}

describe("showdown", () => {
  it("scores a knock as the deadwood difference", () => {
    const r = show("AH 2H 3H 7C 7D 7S KC KD KS 5D", "2C 3C 4C 9D 9H 9S QH QD JS 8D");
    expect(r.outcome).toBe("knock");
    expect(r.deadwood).toEqual([5, 38]);
    expect(r.points).toEqual([33, 0]);
    expect(r.winner).toBe(0);
  });

  it("gives gin 25 plus the defender's deadwood and allows no layoffs", () => {
    const r = show("AH 2H 3H 4H 7C 7D 7S KC KD KS", "5H 6H 9D 9H 9S QH QD JS 8D 2C");
    expect(r.outcome).toBe("gin");
    // 5H and 6H would lay off onto A-4H, but gin takes no layoffs.
    expect(r.layoffs).toEqual([]);
    expect(r.deadwood).toEqual([0, 5 + 6 + 10 + 10 + 10 + 8 + 2]);
    expect(r.points).toEqual([25 + 51, 0]);
  });

  it("scores an undercut on a tie: 25 plus the difference to the defender", () => {
    const r = show("AH 2H 3H 7C 7D 7S KC KD KS 5D", "2C 3C 4C 9D 9H 9S JC JD JS 5S");
    expect(r.outcome).toBe("undercut");
    expect(r.deadwood).toEqual([5, 5]);
    expect(r.points).toEqual([0, 25]);
    expect(r.winner).toBe(1);
  });

  it("lets the defender break its own set to lay off and turn a loss into an undercut", () => {
    // Kept whole, 7C 7D 7H leaves 8H 5C 6C dead (19). Broken, 7H and 8H go onto 4H-5H-6H and
    // 7C joins 5C 6C: only 7D stays dead (7), equal to the knocker's 7S.
    const r = show("4H 5H 6H KC KD KS 2S 3S 4S 7S", "7C 7D 7H 8H 5C 6C JC JD JH JS");
    expect(layoffs(r)).toEqual(["7H>4H 5H 6H", "8H>4H 5H 6H 7H"]);
    expect(meldNames(r.melds[1])).toEqual(["JC JD JH JS", "5C 6C 7C"]);
    expect(r.deadwood).toEqual([7, 7]);
    expect(r.outcome).toBe("undercut");
    expect(r.points).toEqual([0, 25]);
  });

  it("lays down the knocker's chosen arrangement, and by default the one open to the fewest layoff points", () => {
    // Four fives and 6H-7H-8H are open to 9H only (9 points); 5C 5D 5S and 5H-8H to 4H and 9H (13).
    // The default knows nothing of the defender, whose 4H then 3H would undercut the second.
    const hands = ["5C 5D 5H 5S 6H 7H 8H AC 2S 3D", "3H 4H AS 2D TC TD TS JC JD JS"] as const;
    const r = show(hands[0], hands[1]);
    expect(meldNames(r.melds[0])).toEqual(["5C 5D 5H 5S", "6H 7H 8H"]);
    expect(r.layoffs).toEqual([]);
    expect(r.outcome).toBe("knock");
    expect(r.deadwood).toEqual([6, 10]);
    expect(r.points).toEqual([4, 0]);
    const other = show(hands[0], hands[1], { choice: 1 });
    expect(meldNames(other.melds[0])).toEqual(["5C 5D 5S", "5H 6H 7H 8H"]);
    expect(layoffs(other)).toEqual(["4H>5H 6H 7H 8H", "3H>4H 5H 6H 7H 8H"]);
    expect(other.outcome).toBe("undercut");
    expect(other.deadwood).toEqual([6, 3]);
  });

  it("chooses the default from the knocker's cards alone, even when the defender can lay off on it", () => {
    // Three sets (open to 7S 8S 9S: 24 points) or three runs (open to the sixes and tens: 48).
    // Peeking at a defender holding 7S and 8S would have laid down the runs instead.
    const knocker = "7C 7D 7H 8C 8D 8H 9C 9D 9H 2S";
    const a = show(knocker, "7S 8S KC KD QS JC 2C 3D 4H AH");
    const b = show(knocker, "6C TC KC KD QS JC 2C 3D 4H AH");
    expect(meldNames(a.melds[0])).toEqual(["7C 7D 7H", "8C 8D 8H", "9C 9D 9H"]);
    expect(meldNames(b.melds[0])).toEqual(meldNames(a.melds[0]));
    expect(layoffs(a)).toEqual(["7S>7C 7D 7H", "8S>8C 8D 8H"]);
  });

  it("lays a card that fits a set or a run on the run when a later card chains", () => {
    const r = show("7C 7D 7S 4H 5H 6H KC KD KS 2C", "7H 8H AD 3S 9C TC JD QD 2D 9S");
    expect(layoffs(r)).toEqual(["7H>4H 5H 6H", "8H>4H 5H 6H 7H"]);
  });

  it("chains layoffs onto a run from both ends", () => {
    const r = show("5D 6D 7D KC KD KS 2C 2H 2S AC", "3D 4D 8D 9D QC QH JS JH TC 6S");
    expect(layoffs(r)).toEqual(["4D>5D 6D 7D", "3D>4D 5D 6D 7D", "8D>3D 4D 5D 6D 7D", "9D>3D 4D 5D 6D 7D 8D"]);
    expect(r.deadwood[1]).toBe(10 + 10 + 10 + 10 + 10 + 6);
  });

  it("lays nothing onto a four-card set, and the missing card onto a three-card set", () => {
    const four = show("9C 9D 9H 9S 2C 3C 4C KD KH AS", "KC KS 8C 8S TD TS 5D 6H JC QC");
    expect(four.layoffs.filter((l) => l.onto.length === 4 && names(l.onto)[0][0] === "9")).toEqual([]);
    expect(layoffs(four)).toEqual([]);
    const three = show("9C 9D 9H 2C 3C 4C KD KH KS AS", "9S KC 3S TD 2S 5D 6H JH QD 7D");
    expect(layoffs(three)).toEqual(["9S>9C 9D 9H", "KC>KD KH KS"]);
  });

  it("scores big gin 31 plus the defender's deadwood, with no layoffs", () => {
    const r = show("AH 2H 3H 4H 7C 7D 7S 7H KC KD KS", "5H 6H 9D 9H 9S QH QD JS 8D 2C", { bigGin: true });
    expect(r.outcome).toBe("bigGin");
    expect(r.layoffs).toEqual([]);
    expect(r.deadwood).toEqual([0, 51]);
    expect(r.points).toEqual([31 + 51, 0]);
  });

  it("applies the hand multiplier (Oklahoma spade) to the points", () => {
    const r = show("AH 2H 3H 7C 7D 7S KC KD KS 5D", "2C 3C 4C 9D 9H 9S QH QD JS 8D", { multiplier: 2 });
    expect(r.points).toEqual([66, 0]);
  });
});
