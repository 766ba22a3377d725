// The playouts behind `hard`'s knock-or-wait search (bots/rollout.ts): both sides take a face-up
// card that melds, throw their least-deadwood card, knock by their rule (never above the knock
// limit), and the hand dies when a discard leaves two stock cards.
import { describe, expect, it } from "vitest";
import { DIED, playOut, playOutRules, THEY_KNOCKED, type Deal, type KnockRule } from "../../../../src/games/gin-rummy/bots/rollout";
import { dw, masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { createRng, randomInt, shuffle } from "../../../../src/util/random";
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

  it("one playout for several of our rules ends each where its own playout ends", () => {
    // The search plays every rule on one playout: a rule's hand must end exactly as if it had been
    // played alone (same knock turn, same hands), on many random deals and stock counts.
    const rules: KnockRule[] = [AT_TEN, { most: 5, opening: 10, openingStock: 20 }, { most: 0, opening: 0, openingStock: 99 }, NEVER];
    const rng = createRng(21);
    const ended = (d: Deal, how: number): number => how * 1e6 + d.left * 1e4 + dw(d.oursM) * 100 + dw(d.theirsM);
    const endings = [0, 0, 0];
    for (let n = 0; n < 300; n++) {
      const deck: Card[] = [];
      for (let c = 0; c < 52; c++) deck.push(c);
      shuffle(rng, deck);
      const left = 3 + randomInt(rng, 29);
      const fresh = (): Deal => {
        const o = deck.slice(0, 10);
        const t = deck.slice(10, 20);
        return { ours: o, oursM: masksOf(o), theirs: t, theirsM: masksOf(t), stock: deck.slice(21), next: 0, left, top: deck[20], limit: 10 };
      };
      const together: number[] = [];
      playOutRules(fresh(), n % 2 === 0, rules, AT_TEN, ended, together);
      for (let j = 0; j < rules.length; j++) {
        const alone = fresh();
        const how = playOut(alone, n % 2 === 0, rules[j], AT_TEN);
        expect(together[j]).toBe(ended(alone, how));
        endings[how]++;
      }
    }
    // The deals reach every ending (DIED, WE_KNOCKED, THEY_KNOCKED), so the check is not vacuous.
    for (const count of endings) expect(count).toBeGreaterThan(30);
  });
});
