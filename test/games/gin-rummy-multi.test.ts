/**
 * 3–4-player Gin Rummy behind the Game seam, over random legal play: card conservation, what a
 * seat's view holds, button ids, the safe move, the stored form (round trip and strict decode),
 * and the bots that play it (always legal; `hard` is not offered).
 */
import { describe, expect, it } from "vitest";
import { isMulti, ginRummy } from "../../src/games/gin-rummy/game";
import type { GinMatch } from "../../src/games/gin-rummy/game";
import { decodeMultiMatch, encodeMultiMatch } from "../../src/games/gin-rummy/codec-multi";
import { multiAllCards } from "../../src/games/gin-rummy/engine/multi-hand";
import type { MultiMatchState } from "../../src/games/gin-rummy/engine/multi-match";
import type { MultiSeatView } from "../../src/games/gin-rummy/engine/multi-view";
import { emptyMultiTally, playMultiMatches } from "../../src/games/gin-rummy/bots/multi-play";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import { createRng, randomInt } from "../../src/util/random";

const g = ginRummy;

function multi(m: GinMatch): MultiMatchState {
  if (!isMulti(m)) throw new Error("not a 3-4 player match");
  return m;
}

function* playThrough(seed: number, seats: number, preset: string): Generator<MultiMatchState> {
  const rng = createRng(seed);
  let m = g.newMatch(preset, seats, [seed, 2, 3, 4, 5, seed * 3, seed * 7]);
  for (let step = 0; step < 800 && g.result(m) === undefined; step++) {
    yield multi(m);
    if (g.handOver(m) !== undefined) {
      const next = g.nextHand(m);
      if (next === undefined) return;
      m = next;
      continue;
    }
    const seat = g.turn(m);
    const legal = g.legal(m, seat);
    const next = g.apply(m, legal[randomInt(rng, legal.length)]);
    if (next === undefined) throw new Error("a legal action was refused");
    m = next;
  }
  yield multi(m);
}

describe("Gin Rummy for 3–4 players as a Game", () => {
  it("seats 2 to 4; three or four get the 3–4-player match and the levels that play it", () => {
    expect([g.minSeats, g.maxSeats]).toEqual([2, 4]);
    expect(isMulti(g.newMatch("house", 2, [1, 2, 3, 4, 5, 6, 7]))).toBe(false);
    for (const seats of [3, 4]) {
      const m = multi(g.newMatch("classic", seats, [1, 2, 3, 4, 5, 6, 7]));
      expect(m.seats).toBe(seats);
      expect(g.presetOf(m)).toBe("classic");
      expect(g.scores(m)).toEqual(Array(seats).fill(0));
      expect(g.tabletop(m).handSizes).toEqual(Array(seats).fill(7));
    }
    const dealers = new Set<number>();
    for (let w = 0; w < 40; w++) dealers.add(g.dealer(g.newMatch("house", 4, [1, 2, 3, 4, w, w * 3, w * 5])));
    expect([...dealers].sort()).toEqual([0, 1, 2, 3]);
    expect(() => g.newMatch("house", 5, [1, 2, 3, 4, 5, 6, 7])).toThrow(/2 to 4/);
    expect(g.bots.levels(3)).toEqual(["easy", "simple", "normal"]);
    expect(g.bots.levels(2)).toContain("hard");
    expect(g.bots.levels()).toContain("hard");
  });

  it("random play keeps every card once, views show only what the seat may see, ids, safe moves and codecs hold", () => {
    let states = 0;
    let over = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const seats = seed % 2 === 0 ? 4 : 3;
      for (const m of playThrough(seed, seats, seed % 3 === 0 ? "oklahoma" : "house")) {
        states++;
        const all = multiAllCards(m.hand);
        expect(all.length).toBe(52);
        expect(new Set(all).size).toBe(52);
        const text = g.codec.encode(m);
        const back = g.codec.decode(text);
        expect(typeof back).not.toBe("string");
        expect(g.codec.encode(back as GinMatch)).toBe(text);
        const snap = g.codec.encodeSnapshot(m).split(".");
        expect(snap.length).toBe(g.codec.snapshotFields);
        expect(g.codec.encodeSnapshot(g.codec.decodeSnapshot(snap) as GinMatch)).toBe(snap.join("."));
        const turn = g.turn(m);
        if (turn === -1) {
          over++;
          continue;
        }
        for (let s = 0; s < seats; s++) {
          const v = g.seatView(m, s) as MultiSeatView;
          expect(v.hand).toEqual(m.hand.hands[s]);
          expect(v.handSizes).toEqual(m.hand.hands.map((h) => h.length));
          // Cards another seat took face up and still holds are public; nothing else of its hand is in the view.
          for (let o = 0; o < seats; o++) for (const c of v.taken[o]) expect(m.hand.hands[o]).toContain(c);
          expect(v.justDrawn === -1 || s === turn).toBe(true);
          expect(v.legal.length > 0).toBe(s === turn);
        }
        const legal = g.legal(m, turn);
        for (const a of legal) {
          expect(g.parseAction(g.actionId(a), turn, m)).toEqual(a);
          expect(g.accept(m, turn, a)).toEqual(a);
          expect(g.accept(m, (turn + 1) % seats, a)).toBeUndefined();
        }
        expect(g.apply(m, g.safeMove(m, turn))).toBeDefined();
        const names = ["a", "b", "c", "d"].slice(0, seats);
        const screen = g.screens.view(m, turn, names, false, -1, "");
        expect(screen.buttons.map((x) => x.action)).toEqual(legal.map((a) => g.actionId(a)));
        expect(screen.game.melds.flat().every((c) => m.hand.hands[turn].includes(c))).toBe(true);
        expect(g.screens.view(m, -1, names, false, -1, "").buttons).toEqual([]);
      }
    }
    expect(states).toBeGreaterThan(300);
    expect(over).toBeGreaterThan(3);
  });

  it("the stored form is versioned and strict: damaged texts are refused, two-player texts decode as before", () => {
    const m = [...playThrough(3, 3, "house")][40];
    const text = encodeMultiMatch(m);
    const f = text.split(".");
    expect(f[0]).toBe("m1");
    const withField = (i: number, v: string): string => f.map((x, j) => (j === i ? v : x)).join(".");
    const hands = f[5].split("-");
    const bad: [string, RegExp][] = [
      [f.slice(0, 9).join("."), /fields/],
      [withField(0, "m2"), /not a 3-4 player/],
      [withField(5, hands.slice(0, 2).join("-")), /seat count/],
      [withField(5, [...hands, ""].concat(hands[0]).join("-")), /seat count/],
      [withField(5, [hands[0] + f[6].charAt(0), ...hands.slice(1)].join("-")), /deck|sizes|twice/],
      [withField(5, [hands[0].substring(1) + hands[1].charAt(0), ...hands.slice(1)].join("-")), /twice|deck/],
      [withField(4, "9" + f[4].substring(1)), /flags/],
      [withField(4, f[4].substring(0, 11) + "K" + f[4].charAt(12)), /flags/],
      [withField(2, f[2] + "-0"), /scores/],
      [withField(9, "Z-"), /history/],
      [withField(1, "x"), /rules/],
    ];
    for (const [t, why] of bad) expect(decodeMultiMatch(t)).toMatch(why);
    expect(g.codec.decode(withField(0, "m2"))).toBeTypeOf("string");
    const two = g.newMatch("house", 2, [1, 2, 3, 4, 5, 6, 7]);
    expect(isMulti(g.codec.decode(g.codec.encode(two)) as GinMatch)).toBe(false);
  });

  it("easy, simple and normal play 3 and 4 players legally; hard is two-player only", () => {
    for (const seats of [3, 4]) {
      for (const [a, b] of [["easy", "normal"], ["normal", "simple"], ["simple", "easy"]] as const) {
        const t = emptyMultiTally(seats);
        playMultiMatches(HOUSE_RULES, seats, a, b, 11, 0, 2, t);
        expect(t.matches).toBe(2);
        expect(t.illegal).toBe(0);
      }
    }
    const m = g.newMatch("house", 3, [5, 6, 7, 8, 9, 10, 11]);
    const view = g.seatView(m, g.turn(m));
    const simple = g.bots.create("simple", createRng(1));
    expect(g.legal(m, g.turn(m))).toContainEqual(simple.decide(view));
    expect(() => g.bots.create("hard", createRng(1)).decide(view)).toThrow(/two-player/);
  });
});
