/**
 * 3–4-player Gin Rummy behind the Game seam, over random legal play: card conservation, what a
 * seat's view and screen hold, button ids, the safe move, the stored form (round trip and strict
 * decode), the showdown's row per seat and the match's final result, and the bots that play it
 * (always legal; `hard` is not offered).
 */
import { describe, expect, it } from "vitest";
import { ginRummy } from "../../../src/games/gin-rummy/game";
import { actionId } from "../../../src/games/gin-rummy/moves";
import { decodeMatch, encodeMatch } from "../../../src/games/gin-rummy/codec";
import { allCards } from "../../../src/games/gin-rummy/engine/hand";
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { takenCards, type SeatView } from "../../../src/games/gin-rummy/engine/view";
import { emptyTally, playMatches } from "../../../src/games/gin-rummy/bots/match-play";
import { seatBots } from "../../../src/games/gin-rummy/bots/transcript";
import { HOUSE_RULES, rulesForSeats } from "../../../src/games/gin-rummy/engine/rules";
import type { Card } from "../../../src/games/gin-rummy/engine/cards";
import type { GameView } from "../../../src/games/game";
import { render } from "../../../src/i18n/index";
import type { ResultPart } from "../../../src/screen/parts";
import { byTier } from "../../support/tier";
import { createRng, randomInt } from "../../../src/util/random";
import { cards } from "../../support/cards";
import { counter, faces, resultSeat, zone } from "../../support/parts";

const g = ginRummy;

function multi(m: MatchState): MatchState {
  if (m.hand.hands.length < 3) throw new Error("not a 3-4 player match");
  return m;
}

const NAMES = ["ann", "bob", "cy", "dee"];
const BOTS = ["normal", "simple", "normal", "easy"];
const sorted = (x: readonly number[]): number[] => x.slice().sort((a, b) => a - b);

/** Every face a running-hand screen shows: its zones, its open choice, its card buttons. */
function shown(v: GameView): number[] {
  const out: number[] = [];
  for (const z of v.game.zones) out.push(...faces(z));
  for (const z of v.choice?.rows ?? []) out.push(...faces(z));
  for (const b of v.buttons) if (b.card !== undefined) out.push(b.card);
  return out;
}

/** Random legal play, or bots of the given levels (by seat) playing every seat. */
function* playThrough(seed: number, seats: number, preset: string, bots: readonly string[] = []): Generator<MatchState> {
  const rng = createRng(seed);
  const players = bots.map((level) => g.table.bots.create(level, createRng(seed * 5 + 1)));
  let m = g.rules.newMatch(preset, seats, [seed, 2, 3, 4, 5, seed * 3, seed * 7]);
  for (let step = 0; step < 800 && g.rules.result(m) === undefined; step++) {
    yield multi(m);
    if (g.rules.handOver(m) !== undefined) {
      const next = g.rules.nextHand(m);
      if (next === undefined) return;
      m = next;
      continue;
    }
    const seat = g.rules.turn(m);
    const legal = g.rules.legal(m, seat);
    const next = g.rules.apply(m, players.length > 0 ? players[seat].decide(g.rules.seatView(m, seat)) : legal[randomInt(rng, legal.length)]);
    if (next === undefined) throw new Error("a legal action was refused");
    m = next;
  }
  yield multi(m);
}

/** The showdown against the engine's result: a row per seat with its cards, figures and points. */
function checkShowdown(m: MatchState, part: ResultPart): number {
  const r = m.hand.result!;
  const seats = m.scores.length;
  expect(part.seats.map((x) => x.seat)).toEqual([...Array(seats).keys()]);
  expect(part.outcome).toBe(r.outcome);
  let owed = 0;
  for (const row of part.seats) {
    const s = row.seat;
    const rs = resultSeat(row);
    expect(row.points).toBe(r.points[s]);
    expect(rs.deadwood).toBe(r.deadwood[s]);
    expect(rs.melds).toEqual(r.melds[s]);
    // Its own cards are its melds, its loose cards and what it laid off; cards laid onto its melds are others'.
    const laidOff = r.layoffs.filter((l) => l.seat === s).map((l) => l.card);
    expect(sorted(rs.laidOff)).toEqual(sorted(laidOff));
    expect(sorted([...rs.melds.flat(), ...rs.loose, ...laidOff])).toEqual(sorted(r.hands[s]));
    const onto = rs.laidOn.flat();
    if (s === r.knocker) expect(sorted(onto)).toEqual(sorted(r.layoffs.map((l) => l.card)));
    else expect(onto).toEqual([]);
    expect(counter(row.notes, "knocker") !== undefined).toBe(s === r.knocker);
    const settled = counter(row.notes, "settlement");
    if (r.knocker === -1 || s === r.knocker) {
      expect(settled).toBeUndefined();
      continue;
    }
    // Each opponent settles with the knocker alone: an undercut scores it all its points, else it pays.
    if (settled!.tone === "good") {
      expect(settled!.value).toBe(r.points[s]);
    } else {
      expect(settled!.tone).toBe("bad");
      expect(r.points[s]).toBe(0);
      owed += settled!.value;
    }
    expect(render("en", settled!.text)).toContain(NAMES[r.knocker]);
  }
  if (r.knocker >= 0) expect(owed).toBe(r.points[r.knocker]);
  const scores = m.scores.map((x, s) => `${NAMES[s]} ${x}`).join(", ");
  expect(render("en", part.lines[0])).toBe(`Match score: ${scores}`);
  return r.layoffs.length;
}

describe("Gin Rummy for 3–4 players as a Game", () => {
  it("seats 2 to 4; three or four get the 3–4-player match and the levels that play it", () => {
    expect([g.rules.minSeats, g.rules.maxSeats]).toEqual([2, 4]);
    expect(g.rules.newMatch("house", 2, [1, 2, 3, 4, 5, 6, 7]).hand.hands.length).toBe(2);
    for (const seats of [3, 4]) {
      const m = multi(g.rules.newMatch("classic", seats, [1, 2, 3, 4, 5, 6, 7]));
      expect(m.scores.length).toBe(seats);
      expect(g.rules.presetOf(m)).toBe("classic");
      expect(g.rules.scores(m)).toEqual(Array(seats).fill(0));
      expect(g.presentation.tabletop(m).handSizes).toEqual(Array(seats).fill(7));
    }
    const dealers = new Set<number>();
    for (let w = 0; w < 40; w++) dealers.add(g.rules.dealer(g.rules.newMatch("house", 4, [1, 2, 3, 4, w, w * 3, w * 5])));
    expect([...dealers].sort()).toEqual([0, 1, 2, 3]);
    expect(() => g.rules.newMatch("house", 5, [1, 2, 3, 4, 5, 6, 7])).toThrow(/2 to 4/);
    expect(g.table.bots.levels(3)).toEqual(["easy", "simple", "normal"]);
    expect(g.table.bots.levels(2)).toContain("hard");
    expect(g.table.bots.levels()).toContain("hard");
  });

  it("random play keeps every card once, views show only what the seat may see, ids, safe moves and codecs hold", () => {
    let states = 0;
    let over = 0;
    // Four seeds; the fast tier plays the first two, expecting half of each count below.
    const seeds = byTier(4, 2);
    for (let seed = 1; seed <= seeds; seed++) {
      const seats = seed % 2 === 0 ? 4 : 3;
      for (const m of playThrough(seed, seats, seed % 3 === 0 ? "oklahoma" : "house")) {
        states++;
        const all = allCards(m.hand);
        expect(all.length).toBe(52);
        expect(new Set(all).size).toBe(52);
        const text = g.table.codec.encode(m);
        const back = g.table.codec.decode(text);
        expect(typeof back).not.toBe("string");
        expect(g.table.codec.encode(back as MatchState)).toBe(text);
        const snap = g.table.codec.encodeSnapshot(m).split(".");
        expect(snap.length).toBe(g.table.codec.snapshotFields);
        expect(g.table.codec.encodeSnapshot(g.table.codec.decodeSnapshot(snap) as MatchState)).toBe(snap.join("."));
        const turn = g.rules.turn(m);
        if (turn === -1) {
          over++;
          continue;
        }
        for (let s = 0; s < seats; s++) {
          const v = g.rules.seatView(m, s) as SeatView;
          expect(v.hand).toEqual(m.hand.hands[s]);
          expect(v.handSizes).toEqual(m.hand.hands.map((h) => h.length));
          // Cards another seat took face up and still holds are public; nothing else of its hand is in the view.
          const taken = takenCards(seats, v.history);
          for (let o = 0; o < seats; o++) for (const c of taken[o]) expect(m.hand.hands[o]).toContain(c);
          expect(v.justDrawn === -1 || s === turn).toBe(true);
          expect(v.legal.length > 0).toBe(s === turn);
        }
        const legal = g.rules.legal(m, turn);
        for (const a of legal) {
          expect(g.table.parseAction(actionId(a), turn, m)).toEqual(a);
          expect(g.table.accept(m, turn, a)).toEqual(a);
          expect(g.table.accept(m, (turn + 1) % seats, a)).toBeUndefined();
        }
        expect(g.rules.apply(m, g.table.safeMove(m, turn))).toBeDefined();
        const names = ["a", "b", "c", "d"].slice(0, seats);
        const screen = g.presentation.view(m, turn, names, false, -1, "");
        expect(screen.buttons.map((x) => x.action)).toEqual(legal.map((a) => actionId(a)));
        expect(sorted(faces(zone(screen.game, "hand")))).toEqual(sorted(m.hand.hands[turn]));
        expect(g.presentation.view(m, -1, names, false, -1, "").buttons).toEqual([]);
      }
    }
    expect(states).toBeGreaterThan((300 * seeds) / 4);
    expect(over).toBeGreaterThan((3 * seeds) / 4);
  });

  it("a 4-seat screen shows the viewer's hand, the other three as backs with their counts, and never another seat's hidden card", () => {
    let checked = 0;
    let faceUp = 0;
    // Two matches; the fast tier looks at the first.
    for (const seed of [21, 22].slice(0, byTier(2, 1))) {
      for (const m of playThrough(seed, 4, "house")) {
        if (g.rules.turn(m) === -1) continue;
        const taken = takenCards(4, m.hand.history);
        for (let s = 0; s < 4; s++) {
          const v = g.presentation.view(m, s, NAMES, false, 30, "");
          const own = zone(v.game, "hand")!;
          expect(own.seat).toBe(s);
          expect(sorted(faces(own))).toEqual(sorted(m.hand.hands[s]));
          expect(faces(own).length).toBe(s === m.hand.turn && m.hand.phase === "discard" ? 8 : 7);
          const others = v.game.zones.filter((z) => z.layout === "hand" && z.id !== "hand");
          expect(others.map((z) => z.seat)).toEqual([1, 2, 3].map((k) => (s + k) % 4));
          for (const z of others) {
            // Backs for the cards nobody saw; face up only the cards it took from the pile and still holds.
            expect(sorted(faces(z))).toEqual(sorted(taken[z.seat]));
            expect(z.hidden + faces(z).length).toBe(m.hand.hands[z.seat].length);
            expect(z.label?.params?.name).toBe(NAMES[z.seat]);
            faceUp += faces(z).length;
          }
          const secret = new Set<Card>();
          for (let o = 0; o < 4; o++) if (o !== s) for (const c of m.hand.hands[o]) if (!taken[o].includes(c)) secret.add(c);
          expect(shown(v).filter((c) => secret.has(c))).toEqual([]);
          expect(v.game.turn.seat).toBe(m.hand.turn);
          expect(v.buttons.length > 0).toBe(s === m.hand.turn);
          checked++;
        }
        // A bystander sees the piles and the events only: no hand, no move.
        const by = g.presentation.view(m, -1, NAMES, false, 30, "");
        expect(by.game.zones.map((z) => z.id)).toEqual(["stock", "discard"]);
        expect(by.buttons).toEqual([]);
        expect(by.choice).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(faceUp).toBeGreaterThan(0);
  });

  it("a hand's showdown has a row per seat: melds, laid-off cards marked, deadwood, points and each opponent's settlement", () => {
    let showdowns = 0;
    let layoffs = 0;
    for (let seed = 31; seed <= 36; seed++) {
      const seats = seed % 2 === 0 ? 4 : 3;
      for (const m of playThrough(seed, seats, seed % 3 === 0 ? "classic" : "house", BOTS)) {
        if (m.hand.result === undefined) continue;
        const views = [-1, 0, seats - 1].map((s) => g.presentation.view(m, s, NAMES.slice(0, seats), false, -1, ""));
        for (const v of views) {
          expect(v.buttons).toEqual([]);
          expect(v.result).toEqual(views[0].result);
        }
        layoffs += checkShowdown(m, views[0].result!);
        showdowns++;
      }
    }
    expect(showdowns).toBeGreaterThan(20);
    expect(layoffs).toBeGreaterThan(0);
  });

  it("an undercut by one opponent and a payment by the other: each settles with the knocker alone", () => {
    // Ann knocks with 2 (2D); Bob lays off 5C and TH and undercuts with 2; Cy lays 6C onto the grown run and pays 27.
    const hands = [cards("2C 3C 4C 7H 8H 9H 2D KS"), cards("TH 5C QS QD QC AD AS"), cards("6C JS JH JD KD KH 9D")];
    const dealt = new Set(hands.flat());
    const rest = [...Array(52).keys()].filter((c) => !dealt.has(c));
    const m0 = multi(g.rules.newMatch("house", 3, [1, 2, 3, 4, 5, 6, 7]));
    const hand = { ...m0.hand, hands, discard: rest.slice(0, 1), stock: rest.slice(1), phase: "discard" as const, turn: 0, history: [], justDrawn: -1, justTaken: -1, knockLimit: 7, multiplier: 1 };
    const m = multi(g.rules.apply({ ...m0, hand }, { seat: 0, do: "discard", card: cards("KS")[0], knock: true })!);
    const part = g.presentation.view(m, 1, NAMES.slice(0, 3), false, -1, "").result!;
    expect(checkShowdown(m, part)).toBe(3);
    expect(render("en", part.headline)).toBe("ann knocked and scores 27.");
    const [ann, bob, cy] = part.seats.map(resultSeat);
    expect(ann.melds).toEqual([cards("2C 3C 4C"), cards("7H 8H 9H")]);
    expect(ann.laidOn).toEqual([cards("5C 6C"), cards("TH")]);
    expect(ann.loose).toEqual(cards("2D"));
    expect(sorted(bob.laidOff)).toEqual(sorted(cards("5C TH")));
    expect(cy.laidOff).toEqual(cards("6C"));
    expect(part.seats.map((x) => x.points)).toEqual([27, 25, 0]);
    expect(part.seats.map((x) => render("en", counter(x.notes, x.seat === 0 ? "knocker" : "settlement")!.text))).toEqual(["Knocked", "Undercuts ann: 25", "Pays ann: 27"]);
    expect(render("en", part.lines[0])).toBe("Match score: ann 27, bob 25, cy 0");
  });

  it("the finished match's result is the last showdown with the winner and every seat's totals", () => {
    for (const seats of [3, 4]) {
      const last = [...playThrough(40 + seats, seats, "classic", BOTS)].pop()!;
      const res = g.rules.result(last)!;
      expect(res).toBeDefined();
      const names = NAMES.slice(0, seats);
      const part = g.presentation.finalResult(last, names, res.winner, res.totals)!;
      expect(part.winner).toBe(res.winner);
      checkShowdown(last, part);
      expect(g.presentation.finalResult(last, names, res.winner, res.totals)).toEqual(part);
      const totals = res.totals.map((x, s) => `${names[s]} ${x}`).join(", ");
      expect(render("en", part.lines[1])).toBe(`${names[res.winner]} wins the match: ${totals}.`);
    }
  });

  it("the stored form is versioned and strict: damaged texts are refused, two-player texts decode as before", () => {
    const m = [...playThrough(3, 3, "house")][40];
    const text = encodeMatch(m);
    const f = text.split(".");
    expect(f[0]).toBe("m1");
    const withField = (i: number, v: string): string => f.map((x, j) => (j === i ? v : x)).join(".");
    const hands = f[5].split("-");
    const bad: [string, RegExp][] = [
      [f.slice(0, 9).join("."), /fields/],
      [withField(0, "m2"), /rules/],
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
    for (const [t, why] of bad) expect(decodeMatch(t)).toMatch(why);
    expect(g.table.codec.decode(withField(0, "m2"))).toBeTypeOf("string");
    const two = g.rules.newMatch("house", 2, [1, 2, 3, 4, 5, 6, 7]);
    expect((g.table.codec.decode(g.table.codec.encode(two)) as MatchState).hand.hands.length).toBe(2);
  });

  it("easy, simple and normal play 3 and 4 players legally; hard is two-player only", () => {
    for (const seats of [3, 4]) {
      for (const [a, b] of [["easy", "normal"], ["normal", "simple"], ["simple", "easy"]] as const) {
        const t = emptyTally(seats);
        playMatches(rulesForSeats(HOUSE_RULES, seats), 11, 0, 2, (s) => seatBots(a, b, s, seats), t);
        expect(t.matches).toBe(2);
        expect(t.illegal).toBe(0);
      }
    }
    const m = g.rules.newMatch("house", 3, [5, 6, 7, 8, 9, 10, 11]);
    const view = g.rules.seatView(m, g.rules.turn(m));
    const simple = g.table.bots.create("simple", createRng(1));
    expect(g.rules.legal(m, g.rules.turn(m))).toContainEqual(simple.decide(view));
    expect(() => g.table.bots.create("hard", createRng(1)).decide(view)).toThrow(/two-player/);
  });
});
