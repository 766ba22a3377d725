/** Every step of the effect language, run on constructed tables (build.ts), and the language's reader. */
import { describe, expect, it } from "vitest";
import { CARDS } from "../../../src/games/here-to-slay/engine/deck";
import { options, skills, steps } from "../../../src/games/here-to-slay/engine/language";
import { legalHts } from "../../../src/games/here-to-slay/engine/rules";
import { allPass, card, dice, picks, play, run, table, toDiscard, toHand, toParty } from "./build";

const LEADERS = ["The Iron Captain", "The Stone Warden", "The Hawk Marshal", "The Ash Sage"];

describe("the effect language", () => {
  it("reads steps, skills and modifier options", () => {
    expect(steps("draw 2; discard 1")).toEqual([{ verb: "draw", n: 2 }, { verb: "discard", n: 1 }]);
    expect(steps("search magic")).toEqual([{ verb: "search", n: 2 }]);
    const k = skills("attack +2; on slay: draw 2; roll -3");
    expect([k.attack, k.roll, k.on[0]]).toEqual([2, -3, [{ verb: "draw", n: 2 }]]);
    expect(skills("class wizard").classIs).toBe(4);
    expect(options("+1/-3")).toEqual([1, -3]);
  });

  it("refuses a card text it cannot read, saying which", () => {
    expect(() => steps("fly 2")).toThrow(/unknown step "fly 2"/);
    expect(() => steps("draw")).toThrow(/needs a number/);
    expect(() => steps("destroy 2")).toThrow(/takes no number/);
    expect(() => steps("search gold")).toThrow(/search needs a type/);
    expect(() => skills("attack")).toThrow(/needs one number/);
    expect(() => skills("on win: draw 1")).toThrow(/a trigger is on/);
    expect(() => options("+0")).toThrow(/signed number/);
  });

  it("every card of the box reads, and the deck has what the rules ask", () => {
    const count = (kind: string): number => CARDS.filter((c) => c.kind === kind).length;
    expect([count("leader"), count("monster")]).toEqual([6, 15]);
    const main = CARDS.filter((c) => c.kind !== "leader" && c.kind !== "monster");
    expect(main.length).toBe(100);
    for (let cls = 0; cls < 6; cls++) expect(CARDS.filter((c) => c.kind === "hero" && c.cls === cls).length).toBeGreaterThanOrEqual(8);
    for (const kind of ["item", "cursed", "magic", "modifier", "challenge"]) expect(count(kind), kind).toBeGreaterThan(0);
    expect(CARDS.some((c) => c.kind === "modifier" && c.options.length === 2)).toBe(true);
    const heroNames = CARDS.filter((c) => c.kind === "hero").map((c) => c.name);
    expect(new Set(heroNames).size).toBe(heroNames.length);
  });
});

describe("each step", () => {
  it("draw N: N cards from the deck, the discard pile shuffled in when it runs out", () => {
    let s = table(3, LEADERS);
    s = run(s, 0, "draw 2");
    expect(s.hands[0]).toHaveLength(2);
    // An empty deck: the discard pile becomes the deck.
    const all = s.deck.splice(0);
    s.discard.push(...all);
    s = run(s, 1, "draw 3");
    expect(s.hands[1]).toHaveLength(3);
    expect(s.discard).toHaveLength(0);
    expect(s.deck).toHaveLength(all.length - 3);
  });

  it("discard N: the seat picks N cards of its hand, one at a time", () => {
    let s = table(3, LEADERS);
    const [a, b, c] = toHand(s, 0, "Windfall", "Fire Rain", "Banish");
    s = run(s, 0, "discard 2");
    expect(s.prompt.seat).toBe(0);
    expect(picks(s).sort()).toEqual([a, b, c].sort());
    s = play(s, { seat: 0, do: "pick", card: b });
    expect(s.prompt.seat).toBe(0);
    s = play(s, { seat: 0, do: "pick", card: a });
    expect(s.prompt.seat).toBe(-1);
    expect(s.hands[0]).toEqual([c]);
    expect(s.discard.slice(-2)).toEqual([b, a]);
  });

  it("discard with an empty hand does nothing", () => {
    const s = run(table(2, LEADERS), 0, "discard 1");
    expect(s.prompt.seat).toBe(-1);
  });

  it("each-discard N: every other seat in turn discards N", () => {
    let s = table(3, LEADERS);
    const [x] = toHand(s, 1, "Windfall");
    const [y] = toHand(s, 2, "Fire Rain");
    toHand(s, 0, "Banish");
    s = run(s, 0, "each-discard 1");
    expect(s.prompt.seat).toBe(1);
    s = play(s, { seat: 1, do: "pick", card: x });
    expect(s.prompt.seat).toBe(2);
    s = play(s, { seat: 2, do: "pick", card: y });
    expect(s.hands.map((h) => h.length)).toEqual([1, 0, 0]);
  });

  it("sacrifice N: the seat puts its own Heroes (with their Items) in the discard pile", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 0, "Ember Squire", "Lucky Charm");
    const k = toParty(s, 0, "Lute Dancer");
    toParty(s, 1, "Star Reader");
    s = run(s, 0, "sacrifice 1");
    expect(picks(s).sort()).toEqual([h, k].sort());
    s = play(s, { seat: 0, do: "pick", card: h });
    expect(s.parties[0].heroes).toEqual([k]);
    expect(s.parties[0].items).toEqual([-1]);
    expect(s.discard).toContain(card("Lucky Charm"));
    expect(s.discard).toContain(h);
  });

  it("each-sacrifice N: every other seat sacrifices; a seat without Heroes is skipped", () => {
    let s = table(3, LEADERS);
    const h = toParty(s, 2, "Star Reader");
    s = run(s, 0, "each-sacrifice 1");
    expect(s.prompt.seat).toBe(2);
    s = play(s, { seat: 2, do: "pick", card: h });
    expect(s.parties[2].heroes).toEqual([]);
  });

  it("destroy: another seat's Hero, not a protected or guarded one, to the discard pile; its owner's loss trigger runs", () => {
    let s = table(3, LEADERS);
    toParty(s, 0, "Lute Dancer");
    const victim = toParty(s, 1, "Star Reader", "Runed Blade");
    const guarded = toParty(s, 1, "Pocket Sparrow", "Warden's Sigil");
    const sheltered = toParty(s, 2, "Thornwood Scout");
    s.protect[2] = true;
    s = run(s, 0, "destroy");
    expect(picks(s)).toEqual([victim]);
    expect(picks(s)).not.toContain(guarded);
    expect(picks(s)).not.toContain(sheltered);
    const before = s.hands[1].length;
    s = play(s, { seat: 0, do: "pick", card: victim });
    expect(s.discard).toEqual(expect.arrayContaining([victim, card("Runed Blade")]));
    // The Stone Warden (seat 1): on loss, draw 1.
    expect(s.hands[1].length).toBe(before + 1);
  });

  it("destroy-item: any equipped Item, a cursed one on your own Hero included", () => {
    let s = table(2, LEADERS);
    toParty(s, 0, "Lute Dancer", "Crow's Omen");
    toParty(s, 1, "Star Reader", "Lucky Charm");
    s = run(s, 0, "destroy-item");
    expect(picks(s).sort()).toEqual([card("Crow's Omen"), card("Lucky Charm")].sort());
    s = play(s, { seat: 0, do: "pick", card: card("Crow's Omen") });
    expect(s.parties[0].items).toEqual([-1]);
    expect(s.discard).toContain(card("Crow's Omen"));
  });

  it("steal: another seat's Hero joins your Party with its Item", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 1, "Star Reader", "Owl Mask");
    s = run(s, 0, "steal");
    s = play(s, { seat: 0, do: "pick", card: h });
    expect(s.parties[0].heroes).toEqual([h]);
    expect(s.parties[0].items).toEqual([card("Owl Mask")]);
    expect(s.parties[1].heroes).toEqual([]);
  });

  it("return: another seat's Hero back to its owner's hand, its Item to the discard pile", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 1, "Star Reader", "Lucky Charm");
    s = run(s, 0, "return");
    s = play(s, { seat: 0, do: "pick", card: h });
    expect(s.hands[1]).toContain(h);
    expect(s.discard).toContain(card("Lucky Charm"));
  });

  it("search TYPE: a card of that type from the discard pile into the hand", () => {
    let s = table(2, LEADERS);
    const [hero, magic, item] = toDiscard(s, "Star Reader", "Windfall", "Leaden Shackles");
    s = run(s, 0, "search item");
    expect(picks(s)).toEqual([item]);
    s = play(s, { seat: 0, do: "pick", card: item });
    expect(s.hands[0]).toEqual([item]);
    s = run(s, 0, "search any");
    expect(picks(s).sort()).toEqual([hero, magic].sort());
    expect(run(table(2, LEADERS), 0, "search hero").prompt.seat).toBe(-1);
  });

  it("pull N: N random cards from the hand of the seat picked", () => {
    let s = table(3, LEADERS);
    toHand(s, 1, "Windfall", "Fire Rain", "Banish");
    s = run(s, 0, "pull 2");
    // Only seats with cards in hand are offered.
    expect(picks(s)).toEqual([1]);
    s = play(s, { seat: 0, do: "pick", card: 1 });
    expect(s.hands[0]).toHaveLength(2);
    expect(s.hands[1]).toHaveLength(1);
  });

  it("protect: the seat's Heroes cannot be destroyed, stolen or returned until its next turn", () => {
    let s = table(2, LEADERS);
    s.active = 1;
    const h = toParty(s, 1, "Star Reader");
    s = run(s, 1, "protect");
    s.active = 0;
    for (const verb of ["destroy", "steal", "return"]) expect(run(s, 0, verb).prompt.seat, verb).toBe(-1);
    // Seat 0 ends its turn: seat 1's turn starts, its protection is over.
    s = play(s, { seat: 0, do: "end" });
    expect(s.protect[1]).toBe(false);
    s.active = 0;
    expect(picks(run(s, 0, "destroy"))).toEqual([h]);
  });

  it("action N: more action points this turn, for the seat to move only", () => {
    const s = table(2, LEADERS);
    expect(run(s, 0, "action 2").points).toBe(5);
    expect(run(s, 1, "action 2").points).toBe(3);
  });

  it("bonus N: added to the seat's rolls for the rest of the turn", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 0, "Archmage Vellum");
    s = run(s, 0, "bonus 2");
    s = play(s, { seat: 0, do: "roll", card: h });
    expect(s.roll.bonus).toBe(2);
    // 4 + 4 + 2 = 10: Archmage Vellum's 10 is met; draw 3.
    s = allPass(dice(s, 4, 4));
    expect(s.hands[0]).toHaveLength(3);
  });

  it("a step that names no one to choose runs on (steps of one effect in order)", () => {
    let s = table(2, LEADERS);
    s = run(s, 0, "destroy; draw 1");
    expect(s.hands[0]).toHaveLength(1);
  });

  it("every legal pick is one of the options and applies", () => {
    let s = table(3, LEADERS);
    toParty(s, 1, "Star Reader");
    toParty(s, 2, "Lute Dancer");
    s = run(s, 0, "destroy");
    for (const a of legalHts(s, 0)) expect(play(s, a).prompt.seat).toBe(-1);
  });
});
