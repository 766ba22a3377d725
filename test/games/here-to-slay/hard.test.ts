/**
 * Here to Slay's hard bot: its choices on constructed tables (it stops a seat one class or one
 * Monster from the win, keeps its Modifiers and Challenges for what decides something, takes the
 * Hero that hurts the leader most), only legal moves from its view in whole 2-4-seat matches, and
 * more wins than three simple bots over a fixed seeded sample.
 */
import { describe, expect, it } from "vitest";
import { HTS_ARENA } from "../../../src/games/here-to-slay/bots/arena";
import type { HtsArenaReport } from "../../../src/games/here-to-slay/bots/arena";
import { createHtsBot, HTS_BOT_LEVELS } from "../../../src/games/here-to-slay/bots/index";
import { checkHts } from "../../../src/games/here-to-slay/engine/check";
import { applyHts, htsTurn, newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import { htsSeatView } from "../../../src/games/here-to-slay/engine/view";
import type { ArenaOptions } from "../../../src/games/game";
import { createRng } from "../../../src/util/random";
import { byTier } from "../../support/tier";
import { card, dice, faceUp, play, table, toHand, toParty } from "./build";

const LEADERS = ["The Iron Captain", "The Stone Warden", "The Hawk Marshal", "The Ash Sage"];

function hard(s: HtsState, seat: number): HtsAction {
  return createHtsBot("hard", createRng(1)).decide(htsSeatView(s, seat));
}

describe("the hard bot's choices", () => {
  it("challenges the Hero that would give a seat its sixth class, and lets an ordinary one pass", () => {
    const s = table(3, LEADERS);
    // Seat 1 (a guardian leader) holds fighter, ranger, thief and wizard: a bard is its sixth class.
    for (const h of ["Ember Squire", "Thornwood Scout", "Pocket Sparrow", "Star Reader"]) toParty(s, 1, h);
    const [bard] = toHand(s, 1, "Lute Dancer");
    const [dup] = toHand(s, 1, "Copperfist Brawler");
    toHand(s, 0, "Stand-Off");
    s.active = 1;
    const sixth = play(s, { seat: 1, do: "play", card: bard });
    expect(hard(sixth, 0).do).toBe("challenge");
    const ordinary = play(s, { seat: 1, do: "play", card: dup });
    expect(hard(ordinary, 0).do).toBe("pass");
  });

  it("turns down the attack that would be a seat's third Monster, and keeps its Modifier on a roll that decides little", () => {
    const s = table(2, LEADERS);
    const [wyrm] = faceUp(s, "Bramble Wyrm", "Glass Basilisk", "Fen Witch");
    s.parties[1].slain.push(...s.monsterDeck.splice(0, 2));
    toParty(s, 1, "Lute Dancer");
    const scout = toParty(s, 1, "Thornwood Scout");
    toHand(s, 0, "Grim Omen");
    s.active = 1;
    // Seat 1's slain Monsters may add to its attack: dice 4 + 4 and its bonus reach 8 at least.
    const attack = dice(play(s, { seat: 1, do: "attack", card: wyrm }), 4, 4);
    const a = hard(attack, 0);
    expect([a.do, a.card]).toEqual(["modify", card("Grim Omen")]);
    const draw = dice(play(s, { seat: 1, do: "roll", card: scout }), 3, 3);
    expect(hard(draw, 0).do).toBe("pass");
  });

  it("turns its own failed attack into a slay with the Modifier it kept", () => {
    let s = table(2, LEADERS);
    const [witch] = faceUp(s, "Fen Witch", "Glass Basilisk", "Salt Kraken");
    toParty(s, 0, "Lute Dancer");
    toParty(s, 0, "Thornwood Scout");
    toHand(s, 0, "Steady Hand");
    // The Iron Captain adds 1: 5 + 1 = 6, one short of the Fen Witch's 7.
    s = dice(play(s, { seat: 0, do: "attack", card: witch }), 2, 3);
    const a = hard(s, 0);
    expect([a.do, a.card, a.target]).toEqual(["modify", card("Steady Hand"), 0]);
  });

  it("plays no Modifier on its own roll that succeeds anyway", () => {
    let s = table(2, LEADERS);
    const h = toParty(s, 0, "Archmage Vellum");
    toHand(s, 0, "Heroic Surge");
    s = dice(play(s, { seat: 0, do: "roll", card: h }), 6, 5);
    expect(hard(s, 0).do).toBe("pass");
    // Two short of its 10: the Modifier turns it.
    s = dice(s, 4, 4);
    expect(hard(s, 0).do).toBe("modify");
  });

  it("ends its turn at once with six classes", () => {
    const s = table(2, LEADERS);
    for (const h of ["Lantern Watcher", "Thornwood Scout", "Pocket Sparrow", "Star Reader", "Lute Dancer"]) toParty(s, 0, h);
    toHand(s, 0, "Windfall");
    expect(hard(s, 0).do).toBe("end");
  });

  it("steals the Hero of a class it lacks from the seat nearest a win", () => {
    let s = table(3, LEADERS);
    toParty(s, 1, "Lute Dancer");
    for (const h of ["Ember Squire", "Thornwood Scout", "Pocket Sparrow", "Star Reader"]) toParty(s, 2, h);
    const [steal] = toHand(s, 0, "Nimble Latch");
    s = play(s, { seat: 0, do: "play", card: steal });
    for (const seat of [1, 2]) s = play(s, { seat, do: "pass" });
    // The free roll, made to succeed, then the steal's pick.
    s = play(s, { seat: 0, do: "pick", card: steal });
    s = dice(s, 6, 6);
    for (const seat of [0, 1, 2]) s = play(s, { seat, do: "pass" });
    expect(s.prompt.verb).toBe("steal");
    // Seat 2 has five classes with its leader; a ranger, thief or wizard is new to seat 0 (a fighter leader).
    const a = hard(s, 0);
    expect(s.parties[2].heroes).toContain(a.card);
    expect(a.card).not.toBe(card("Ember Squire"));
  });
});

describe("the hard bot in whole matches", () => {
  it("plays only legal moves from its view, every level around it, 2-4 seats", () => {
    for (let m = 0; m < byTier(30, 9); m++) {
      const seats = 2 + (m % 3);
      const levels = Array.from({ length: seats }, (_, i) => (i === 0 ? "hard" : HTS_BOT_LEVELS[(m + i) % HTS_BOT_LEVELS.length]));
      const bots = levels.map((l, i) => createHtsBot(l, createRng(m * 10 + i)));
      let s = newHtsMatch(seats, createRng(2000 + m), m % seats);
      for (let k = 0; s.phase !== "over"; k++) {
        expect(k).toBeLessThan(20_000);
        const seat = htsTurn(s);
        const a = bots[seat].decide(htsSeatView(s, seat));
        const next = applyHts(s, a);
        if (next === undefined) throw new Error(`match ${m}: ${levels[seat]} bot of seat ${seat} chose ${JSON.stringify(a)}, not legal`);
        const bad = checkHts(next);
        if (bad !== undefined) throw new Error(`match ${m}: ${JSON.stringify(a)} left an illegal state: ${bad}`);
        s = next;
      }
    }
  });

  it("wins more than its share against three simple bots (a fixed seeded sample)", () => {
    const o: ArenaOptions = { players: 4, a: "hard", b: "simple", preset: "standard", matches: 40, seed: 23 };
    const t = HTS_ARENA.emptyTally(o);
    HTS_ARENA.play(o, 0, o.matches, t);
    const r = HTS_ARENA.report(o, t, 0) as HtsArenaReport;
    // An equal share is 25%; the interval's low end clears it.
    expect(r.ci95[0]).toBeGreaterThan(0.25);
  });
});
