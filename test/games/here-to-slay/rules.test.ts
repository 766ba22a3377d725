/** Here to Slay's rules on constructed tables: set-up, action points, plays and their windows, rolls, Monsters, wins, views, the codec. */
import { describe, expect, it } from "vitest";
import { decodeHts, encodeHts } from "../../../src/games/here-to-slay/codec";
import { CARDS, THIEF_LEADER } from "../../../src/games/here-to-slay/engine/deck";
import { meets } from "../../../src/games/here-to-slay/engine/party";
import { applyHts, htsTurn, legalHts, newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import { htsSeatView } from "../../../src/games/here-to-slay/engine/view";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { createRng } from "../../../src/util/random";
import { allPass, card, dice, faceUp, play, table, toHand, toParty } from "./build";

const LEADERS = ["The Iron Captain", "The Stone Warden", "The Hawk Marshal", "The Ash Sage"];

describe("set-up", () => {
  it("deals five cards each and three Monsters face up; seats pick leaders in turn, the last to pick goes first", () => {
    let s = newHtsMatch(3, createRng(3), 1);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(s.monsters).toHaveLength(3);
    expect(htsTurn(s)).toBe(1);
    for (const seat of [1, 2, 0]) {
      expect(htsTurn(s)).toBe(seat);
      s = play(s, legalHts(s, seat)[0]);
    }
    expect(s.phase).toBe("play");
    expect(s.active).toBe(0);
    expect(s.points).toBe(3);
  });

  it("leaves the thief's leader out of two-player matches", () => {
    const s = newHtsMatch(2, createRng(3), 0);
    expect(legalHts(s, 0).map((a) => a.card)).not.toContain(THIEF_LEADER);
    expect(legalHts(newHtsMatch(3, createRng(3), 0), 0).map((a) => a.card)).toContain(THIEF_LEADER);
  });
});

describe("a turn", () => {
  it("costs 1 to draw, play or roll, 2 to attack, 3 to discard the hand for five; the turn passes at 0", () => {
    let s = table(2, LEADERS);
    toHand(s, 0, "Star Reader", "Windfall");
    s = play(s, { seat: 0, do: "draw" });
    expect(s.points).toBe(2);
    s = play(s, { seat: 0, do: "play", card: card("Windfall") });
    expect(s.points).toBe(1);
    s = allPass(s);
    // Windfall drew 2; the last point is spent on a draw and the turn passes.
    s = play(s, { seat: 0, do: "draw" });
    expect([s.active, s.points]).toEqual([1, 3]);
    s = play(s, { seat: 1, do: "redraw" });
    expect(s.hands[1]).toHaveLength(5);
    expect(s.active).toBe(0);
  });

  it("rolls each Hero once per turn, spending the point even when the roll fails", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 0, "Archmage Vellum");
    s = play(s, { seat: 0, do: "roll", card: h });
    s = allPass(dice(s, 1, 1));
    expect(s.points).toBe(2);
    expect(s.hands[0]).toHaveLength(0);
    expect(legalHts(s, 0).some((a) => a.do === "roll")).toBe(false);
  });

  it("a Hero played joins the Party after its window and may roll at once, free", () => {
    let s = table(2, LEADERS);
    const [h] = toHand(s, 0, "Lantern Watcher");
    s = play(s, { seat: 0, do: "play", card: h });
    expect(s.window.kind).toBe("challenge");
    expect(htsTurn(s)).toBe(1);
    s = allPass(s);
    expect(s.parties[0].heroes).toEqual([h]);
    expect(s.prompt.verb).toBe("roll?");
    s = play(s, { seat: 0, do: "pick", card: h });
    s = allPass(dice(s, 3, 3));
    expect(s.hands[0]).toHaveLength(1);
    expect(s.points).toBe(2);
  });

  it("an Item goes under a Hero of your own, a Cursed Item under another's; never on a leader", () => {
    let s = table(2, LEADERS);
    const mine = toParty(s, 0, "Lute Dancer");
    const theirs = toParty(s, 1, "Star Reader");
    const [charm, omen] = toHand(s, 0, "Lucky Charm", "Crow's Omen");
    const plays = legalHts(s, 0).filter((a) => a.do === "play");
    expect(plays.map((a) => [a.card, a.target])).toEqual([[charm, mine], [omen, theirs]]);
    s = allPass(play(s, { seat: 0, do: "play", card: omen, target: theirs }));
    expect(s.parties[1].items).toEqual([omen]);
  });

  it("a sealed Hero cannot roll", () => {
    const s = table(2, LEADERS);
    toParty(s, 0, "Lute Dancer", "Leaden Shackles");
    expect(legalHts(s, 0).some((a) => a.do === "roll")).toBe(false);
  });
});

describe("challenges", () => {
  it("any other seat may challenge a card played; the challenger wins ties and the card is discarded", () => {
    let s = table(3, LEADERS);
    const [magic] = toHand(s, 0, "Windfall");
    const [ch] = toHand(s, 2, "Stand-Off");
    s = play(s, { seat: 0, do: "play", card: magic });
    expect(legalHts(s, 2).map((a) => a.do)).toEqual(["pass", "challenge"]);
    s = play(s, { seat: 2, do: "challenge", card: ch });
    expect(s.window.kind).toBe("modify");
    s = allPass(dice(s, 3, 4, [5, 2]));
    expect(s.discard).toContain(magic);
    expect(s.hands[0]).toHaveLength(0);
  });

  it("a card that survives its challenge resolves; at most one challenge per card", () => {
    let s = table(3, LEADERS);
    const [magic] = toHand(s, 0, "Windfall");
    const [ch] = toHand(s, 1, "Stand-Off");
    toHand(s, 2, card("Stand-Off", 1));
    s = play(s, { seat: 0, do: "play", card: magic });
    s = play(s, { seat: 1, do: "challenge", card: ch });
    expect(legalHts(s, 2).some((a) => a.do === "challenge")).toBe(false);
    s = allPass(dice(s, 6, 5, [1, 1]));
    expect(s.hands[0]).toHaveLength(2);
  });

  it("Modifiers change either roll of a challenge", () => {
    let s = table(2, LEADERS);
    const [magic] = toHand(s, 0, "Windfall");
    toHand(s, 1, "Stand-Off");
    const [mod] = toHand(s, 0, "Heroic Surge");
    s = play(s, { seat: 0, do: "play", card: magic });
    s = play(s, { seat: 1, do: "challenge", card: card("Stand-Off") });
    s = dice(s, 2, 2, [4, 4]);
    s = play(s, { seat: 0, do: "modify", card: mod, target: 0, option: 0 });
    expect(s.roll.mods).toBe(4);
    s = allPass(s);
    // 8 + 0 against 8: still a tie, and the challenger wins it.
    expect(s.discard).toContain(magic);
  });
});

describe("Modifiers", () => {
  it("any seat plays any number after a roll, each picking one option; every seat is asked again after each", () => {
    let s = table(3, LEADERS);
    const h = toParty(s, 0, "Archmage Vellum");
    const [trick] = toHand(s, 1, "Trick of Light");
    const [surge] = toHand(s, 0, "Heroic Surge");
    s = play(s, { seat: 0, do: "roll", card: h });
    s = dice(s, 3, 3);
    expect(legalHts(s, 1).filter((a) => a.do === "modify").map((a) => CARDS[a.card].options[a.option])).toEqual([1, -3]);
    s = play(s, { seat: 0, do: "pass" });
    s = play(s, { seat: 1, do: "modify", card: trick, target: 0, option: 1 });
    expect(s.window.waiting).toEqual([true, true, true]);
    s = play(s, { seat: 0, do: "modify", card: surge, target: 0, option: 0 });
    expect(s.roll.mods).toBe(1);
    s = allPass(s);
    // 6 + 1 = 7 < 10: no cards.
    expect(s.hands[0]).toHaveLength(0);
  });
});

describe("Monsters", () => {
  it("a Hero fills one requirement, of its class or any; the leader is no Hero", () => {
    const s = table(2, LEADERS);
    const [basilisk] = faceUp(s, "Glass Basilisk", "Bramble Wyrm", "Fen Witch");
    toParty(s, 0, "Ember Squire");
    expect(meets(s.parties[0], basilisk)).toBe(false);
    toParty(s, 0, "Star Reader");
    expect(meets(s.parties[0], basilisk)).toBe(true);
    const t = table(2, LEADERS);
    faceUp(t, "Glass Basilisk", "Bramble Wyrm", "Fen Witch");
    toParty(t, 0, "Star Reader");
    toParty(t, 0, "Lute Dancer");
    expect(meets(t.parties[0], basilisk)).toBe(false);
  });

  it("slay: at or above the slay number, it joins the Party, a new Monster is flipped, its skill counts", () => {
    let s = table(2, LEADERS);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    toParty(s, 0, "Star Reader");
    toParty(s, 0, "Lute Dancer");
    s = play(s, { seat: 0, do: "attack", card: wyrm });
    expect(s.roll.bonus).toBe(1); // The Iron Captain: attack +1.
    s = allPass(dice(s, 4, 3));
    expect(s.parties[0].slain).toEqual([wyrm]);
    expect(s.monsters).toHaveLength(3);
    expect(s.monsters).not.toContain(wyrm);
    expect(s.points).toBe(1);
  });

  it("fight-back: within its range the attacker pays the penalty; between, nothing", () => {
    let s = table(2, LEADERS);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    const a = toParty(s, 0, "Star Reader");
    toParty(s, 0, "Lute Dancer");
    const miss = allPass(dice(play(s, { seat: 0, do: "attack", card: wyrm }), 3, 2));
    expect(miss.parties[0].heroes).toHaveLength(2);
    s = allPass(dice(play(s, { seat: 0, do: "attack", card: wyrm }), 1, 2));
    expect(s.prompt.verb).toBe("sacrifice");
    s = play(s, { seat: 0, do: "pick", card: a });
    expect(s.parties[0].heroes).toHaveLength(1);
  });

  it("three Monsters slain win at once", () => {
    let s = table(2, LEADERS);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    s.parties[0].slain.push(...s.monsterDeck.splice(0, 2));
    toParty(s, 0, "Star Reader");
    toParty(s, 0, "Lute Dancer");
    s = allPass(dice(play(s, { seat: 0, do: "attack", card: wyrm }), 6, 6));
    expect([s.phase, s.winner]).toEqual(["over", 0]);
    expect(hereToSlay.rules.result(s)).toEqual({ winner: 0, totals: [3, 0] });
    expect(legalHts(s, 0)).toEqual([]);
  });
});

describe("winning with six classes", () => {
  it("ends the turn with six different classes, the leader's included", () => {
    let s = table(2, LEADERS);
    for (const h of ["Lantern Watcher", "Thornwood Scout", "Pocket Sparrow", "Star Reader"]) toParty(s, 0, h);
    const t = play(s, { seat: 0, do: "end" });
    expect(t.phase).toBe("play");
    toParty(s, 0, "Lute Dancer");
    s = play(s, { seat: 0, do: "end" });
    expect([s.phase, s.winner]).toEqual(["over", 0]);
  });

  it("an Item's class counts", () => {
    let s = table(2, LEADERS);
    for (const h of ["Lantern Watcher", "Thornwood Scout", "Pocket Sparrow", "Star Reader"]) toParty(s, 0, h);
    toParty(s, 0, "Ember Squire", "Lark Mask");
    s = play(s, { seat: 0, do: "end" });
    expect(s.winner).toBe(0);
  });
});

describe("views and the codec", () => {
  it("a seat sees its own hand, the others' sizes, never the deck's order", () => {
    const s = newHtsMatch(3, createRng(5), 0);
    const v = htsSeatView(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handSizes).toEqual([5, 5, 5]);
    expect(v.deck).toBe(s.deck.length);
    expect(JSON.stringify(v)).not.toContain("rng");
  });

  it("round-trips, and refuses a text whose cards do not add up", () => {
    const s = newHtsMatch(4, createRng(9), 2);
    const text = encodeHts(s);
    expect(decodeHts(text)).toEqual(s);
    // Seat 0's first card written twice: card conservation is checked.
    const twice = text.replace("~" + s.hands[0][0] + "~", "~" + s.hands[0][1] + "~");
    expect(decodeHts(twice)).toMatch(/two places|cards/);
    expect(decodeHts("h1.1")).toMatch(/bad/);
    expect(decodeHts("x")).toMatch(/fields/);
  });

  it("refuses what is not legal, changing nothing", () => {
    const s = table(2, LEADERS);
    const before = encodeHts(s);
    expect(applyHts(s, { seat: 1, do: "draw", card: -1, target: -1, option: -1 })).toBeUndefined();
    expect(applyHts(s, { seat: 0, do: "attack", card: s.monsters[0], target: -1, option: -1 })).toBeUndefined();
    expect(encodeHts(s)).toBe(before);
  });
});
