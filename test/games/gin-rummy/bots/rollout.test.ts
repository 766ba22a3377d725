// The playouts behind `hard`'s knock-or-wait search (bots/rollout.ts): both sides take a face-up
// card that melds, throw their least-deadwood card, knock by their rule (never above the knock
// limit), and the hand dies when a discard leaves two stock cards.
import { describe, expect, it } from "vitest";
import { DIED, playOut, THEY_KNOCKED, type Deal, type KnockRule } from "../../../../src/games/gin-rummy/bots/rollout";
import { masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { parseCard, type Card } from "../../../../src/games/gin-rummy/engine/cards";

const cards = (text: string): Card[] => text.split(" ").map(parseCard);
const NEVER: KnockRule = { most: -1, opening: -1, openingStock: 99 };
const AT_TEN: KnockRule = { most: 10, opening: 10, openingStock: 99 };

function deal(ours: string, theirs: string, stock: string, top: string, left: number, limit = 10): Deal {
  const o = cards(ours);
  const t = cards(theirs);
  return { ours: o, oursM: masksOf(o), theirs: t, theirsM: masksOf(t), stock: cards(stock), next: 0, left, top: parseCard(top), limit };
}

const JUNK = "2S 4S 6S 8S TS QS 3H JH 9C JC";

describe("playouts", () => {
  it("a side takes the face-up card that melds, throws its worst card and knocks with gin", () => {
    const d = deal(JUNK, "AC 2C 3C 4D 5D 6D 7H 8H 9H KS", "KC QH QD KD", "4C", 20);
    expect(playOut(d, true, NEVER, { most: 0, opening: 0, openingStock: 99 })).toBe(THEY_KNOCKED);
    expect(d.theirs).toContain(parseCard("4C"));
    expect(d.theirs).not.toContain(parseCard("KS"));
    expect(d.top).toBe(parseCard("KS"));
    expect(d.left).toBe(20);
  });

  it("a knock rule never knocks above the knock limit, and a discard leaving two stock cards ends the hand", () => {
    const theirs = "AC 2C 3C 4D 5D 6D 7H 8H 9H 7S";
    const atTen = deal(JUNK, theirs, "KC QH QD KD", "KD", 4);
    expect(playOut(atTen, true, NEVER, AT_TEN)).toBe(THEY_KNOCKED);
    expect(atTen.theirs).not.toContain(parseCard("KC"));
    const atFive = deal(JUNK, theirs, "KC QH QD KD", "KD", 4, 5);
    expect(playOut(atFive, true, NEVER, AT_TEN)).toBe(DIED);
    expect(atFive.left).toBe(2);
    expect(atFive.ours).toHaveLength(10);
  });
});
