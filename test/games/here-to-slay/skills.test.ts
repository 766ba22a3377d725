/** The lasting skills and triggers of the effect language, from leaders, slain Monsters and Items. */
import { describe, expect, it } from "vitest";
import { legalHts } from "../../../src/games/here-to-slay/engine/rules";
import { allPass, card, dice, faceUp, play, table, toHand, toParty } from "./build";

describe("lasting skills", () => {
  it("attack +N (The Iron Captain) is added to attack rolls only", () => {
    const s = table(2, ["The Iron Captain", "The Ash Sage"]);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    const h = toParty(s, 0, "Star Reader");
    toParty(s, 0, "Lute Dancer");
    expect(play(s, { seat: 0, do: "attack", card: wyrm }).roll.bonus).toBe(1);
    expect(play(s, { seat: 0, do: "roll", card: h }).roll.bonus).toBe(0);
  });

  it("effect +N (The Silver Voice) is added to Hero rolls, with the Hero's Item's roll ±N", () => {
    const s = table(2, ["The Silver Voice", "The Ash Sage"]);
    const h = toParty(s, 0, "Star Reader", "Runed Blade");
    const cursedHero = toParty(s, 0, "Lute Dancer", "Cracked Hourglass");
    expect(play(s, { seat: 0, do: "roll", card: h }).roll.bonus).toBe(3);
    expect(play(s, { seat: 0, do: "roll", card: cursedHero }).roll.bonus).toBe(-2);
  });

  it("challenge +N (a slain Salt Kraken) is added to the seat's challenge rolls, as player or challenger", () => {
    let s = table(2, ["The Iron Captain", "The Ash Sage"]);
    faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    s.parties[1].slain.push(card("Salt Kraken"));
    s.monsterDeck.splice(s.monsterDeck.indexOf(card("Salt Kraken")), 1);
    const [magic] = toHand(s, 0, "Windfall");
    toHand(s, 1, "Stand-Off");
    s = play(s, { seat: 0, do: "play", card: magic });
    s = play(s, { seat: 1, do: "challenge", card: card("Stand-Off") });
    expect([s.roll.bonus, s.roll.vsBonus]).toEqual([0, 2]);
  });

  it("turn-draw N (a slain Cave Troll Mother) draws at the start of each of the seat's turns", () => {
    let s = table(2, ["The Iron Captain", "The Ash Sage"]);
    faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    const troll = card("Cave Troll Mother");
    s.monsterDeck.splice(s.monsterDeck.indexOf(troll), 1);
    s.parties[1].slain.push(troll);
    s = play(s, { seat: 0, do: "end" });
    expect([s.active, s.hands[1].length]).toEqual([1, 1]);
  });

  it("points +N (a slain Hollow King) gives more action points each turn", () => {
    let s = table(2, ["The Iron Captain", "The Ash Sage"]);
    faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    const king = card("Hollow King");
    s.monsterDeck.splice(s.monsterDeck.indexOf(king), 1);
    s.parties[1].slain.push(king);
    s = play(s, { seat: 0, do: "end" });
    expect(s.points).toBe(4);
  });

  // guard: effects.test.ts (destroy); class: rules.test.ts (six classes).
  it("seal (a Cursed Item) keeps its Hero from rolling", () => {
    const s = table(2, ["The Iron Captain", "The Ash Sage"]);
    toParty(s, 0, "Star Reader", "Leaden Shackles");
    expect(legalHts(s, 0).some((a) => a.do === "roll")).toBe(false);
  });
});

describe("triggers", () => {
  it("on slay (The Hawk Marshal): draw 2 after a Monster is slain", () => {
    let s = table(2, ["The Hawk Marshal", "The Ash Sage"]);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    toParty(s, 0, "Star Reader");
    toParty(s, 0, "Lute Dancer");
    s = allPass(dice(play(s, { seat: 0, do: "attack", card: wyrm }), 6, 6));
    expect(s.hands[0]).toHaveLength(2);
  });

  it("on magic (The Ash Sage): draw 1 after its Magic card resolves, not after one that is challenged away", () => {
    let s = table(2, ["The Ash Sage", "The Iron Captain"]);
    const [magic] = toHand(s, 0, "Second Wind");
    const t = allPass(play(s, { seat: 0, do: "play", card: magic }));
    expect(t.hands[0]).toHaveLength(1);
    toHand(s, 1, "Stand-Off");
    s = play(s, { seat: 0, do: "play", card: magic });
    s = allPass(dice(play(s, { seat: 1, do: "challenge", card: card("Stand-Off") }), 1, 1, [1, 1]));
    expect(s.hands[0]).toHaveLength(0);
  });

  it("on draw (a slain Dune Sphinx): the DRAW action draws one more; a card's draw does not", () => {
    let s = table(3, ["The Velvet Hand", "The Ash Sage", "The Iron Captain"]);
    faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    s.parties[0].slain.push(card("Dune Sphinx"));
    s.monsterDeck.splice(s.monsterDeck.indexOf(card("Dune Sphinx")), 1);
    s = play(s, { seat: 0, do: "draw" });
    expect(s.hands[0]).toHaveLength(2);
    const [w] = toHand(s, 0, "Windfall");
    s = allPass(play(s, { seat: 0, do: "play", card: w }));
    expect(s.hands[0]).toHaveLength(4);
  });

  it("on loss (The Stone Warden) runs for the seat that lost the Hero, on steal and return too", () => {
    let s = table(2, ["The Iron Captain", "The Stone Warden"]);
    const h = toParty(s, 1, "Star Reader");
    const [magic] = toHand(s, 0, "Banish");
    s = allPass(play(s, { seat: 0, do: "play", card: magic }));
    s = play(s, { seat: 0, do: "pick", card: h });
    // Star Reader back in hand, and one card drawn.
    expect(s.hands[1]).toHaveLength(2);
  });
});
