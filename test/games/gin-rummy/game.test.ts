/**
 * Gin Rummy behind the Game seam: what the table service relies on. Random legal play over many
 * seeds: every legal action's button id parses back to itself, bots' answers are accepted only as
 * legal actions, the turn is -1 exactly between hands, the safe move is always legal, and the
 * storage and snapshot codecs round-trip every state reached.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../../src/games/gin-rummy/engine/types";
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { ginRummy } from "../../../src/games/gin-rummy/game";
import { actionId } from "../../../src/games/gin-rummy/moves";
import type { Game } from "../../../src/games/game";
import type { SeatView } from "../../../src/games/gin-rummy/engine/view";
import { createRng, randomInt } from "../../../src/util/random";
import { cards, handWith } from "../../support/cards";
import { faces, zone } from "../../support/parts";
import { takenCards } from "../../../src/games/gin-rummy/engine/view";

// Two seats: the two-player form of the match (MatchState is also the 3–4-player one).
const g = ginRummy as unknown as Game<MatchState, Action, SeatView>;

function* playThrough(seed: number, preset: string): Generator<MatchState> {
  const rng = createRng(seed);
  let m = g.rules.newMatch(preset, 2, [seed, 2, 3, 4, 5, 6, seed * 7]);
  for (let step = 0; step < 600 && g.rules.result(m) === undefined; step++) {
    yield m;
    if (g.rules.handOver(m) !== undefined) {
      const next = g.rules.nextHand(m);
      if (next === undefined) return;
      m = next;
      continue;
    }
    const seat = g.rules.turn(m);
    const legal = g.rules.legal(m, seat);
    const next = g.rules.apply(m, legal[randomInt(rng, legal.length)]);
    if (next === undefined) throw new Error("a legal action was refused");
    m = next;
  }
  yield m;
}

describe("Gin Rummy as a Game", () => {
  it("deals the same match from the same words, and the first dealer from the last three", () => {
    const words = [11, 22, 33, 44, 55, 66, 77];
    expect(g.table.codec.encode(g.rules.newMatch("house", 2, words))).toBe(g.table.codec.encode(g.rules.newMatch("house", 2, words)));
    const dealers = new Set<number>();
    for (let w = 0; w < 40; w++) dealers.add(g.rules.dealer(g.rules.newMatch("house", 2, [1, 2, 3, 4, w, w * 3, w * 5])));
    expect([...dealers].sort()).toEqual([0, 1]);
    expect(g.rules.presetOf(g.rules.newMatch("oklahoma", 2, words))).toBe("oklahoma");
    expect(g.rules.presets[0]).toBe("house");
  });

  it("ids round-trip, answers are judged, turns and codecs hold over random play", () => {
    let states = 0;
    let handsOver = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const m of playThrough(seed, seed % 2 === 0 ? "house" : "straight")) {
        states++;
        const turn = g.rules.turn(m);
        const over = g.rules.handOver(m) !== undefined || g.rules.result(m) !== undefined;
        expect(turn === -1).toBe(over);
        if (over) {
          handsOver++;
          expect(g.rules.legal(m, 0)).toEqual([]);
          expect(g.rules.legal(m, 1)).toEqual([]);
        } else {
          const other = turn === 0 ? 1 : 0;
          expect(g.rules.legal(m, other)).toEqual([]);
          for (const a of g.rules.legal(m, turn)) {
            const id = actionId(a);
            const back = g.table.parseAction(id, turn, m);
            expect(back === undefined ? "" : actionId(back)).toBe(id);
            expect(g.table.accept(m, turn, a)).toEqual(a);
            expect(g.table.accept(m, other, { ...a, seat: other })).toBeUndefined();
          }
          expect(g.rules.legal(m, turn).map((a) => actionId(a))).toContain(actionId(g.table.safeMove(m, turn)));
          expect(g.table.accept(m, turn, { seat: turn, do: "fly" } as unknown as Action)).toBeUndefined();
          expect(g.table.parseAction("discard.99", turn, m)).toBeUndefined();
        }
        const text = g.table.codec.encode(m);
        const back = g.table.codec.decode(text);
        if (typeof back === "string") throw new Error(back);
        expect(g.table.codec.encode(back)).toBe(text);
        const fields = g.table.codec.encodeSnapshot(m).split(".");
        expect(fields).toHaveLength(g.table.codec.snapshotFields);
        expect(typeof g.table.codec.decodeSnapshot(fields)).toBe("object");
      }
    }
    expect(states).toBeGreaterThan(1000);
    expect(handsOver).toBeGreaterThan(10);
  });

  it("two seats: the opponent's zone shows the cards it took from the discard pile and still holds, the rest as backs", () => {
    let shownUp = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const m of playThrough(seed, "house")) {
        if (g.rules.turn(m) === -1) continue;
        const taken = takenCards(2, m.hand.history);
        for (const seat of [0, 1]) {
          const other = seat === 0 ? 1 : 0;
          const z = zone(g.presentation.view(m, seat, ["ann", "bob"], false, 30, "").game, "hand." + other)!;
          expect(faces(z).sort((a, b) => a - b)).toEqual(taken[other].slice().sort((a, b) => a - b));
          for (const c of faces(z)) expect(m.hand.hands[other]).toContain(c);
          expect(z.hidden + faces(z).length).toBe(m.hand.hands[other].length);
          shownUp += faces(z).length;
        }
      }
    }
    expect(shownUp).toBeGreaterThan(50);
  });

  it("a knock asks for its melds only when the hand left melds more than one least-deadwood way", () => {
    // 7-8-9 of clubs, diamonds and hearts meld as three sets or three runs; seat 0 draws 2S and
    // knocks with KD (deadwood 2), so it has melds to choose.
    const hand = handWith({ hand0: "7C 7D 7H 8C 8D 8H 9C 9D 9H KD", hand1: "7S 8S KC QD QS JC 2C 3D 4H AH", upcard: "5D", stockTop: "2S" });
    const dealt = g.rules.newMatch("house", 2, [1, 2, 3, 4, 5, 6, 7]);
    const m0: MatchState = { ...dealt, hand };
    let m: MatchState | undefined = m0;
    for (const a of [{ seat: 0, do: "pass" }, { seat: 1, do: "pass" }, { seat: 0, do: "stock" }] as Action[]) m = m === undefined ? undefined : g.rules.apply(m, a);
    if (m === undefined) throw new Error("could not reach the discard");
    const knocks = g.rules.legal(m, 0).filter((a) => a.do === "discard" && a.knock === true);
    expect(knocks.length).toBeGreaterThan(0);
    for (const a of g.rules.legal(m, 0)) if (a.do !== "discard" || a.knock !== true) expect(g.table.choiceFor(m, 0, a)).toBeUndefined();
    const kd = cards("KD")[0];
    const knock = knocks.find((a) => a.do === "discard" && a.card === kd);
    if (knock === undefined) throw new Error("no knock with KD");
    if (knock.do !== "discard") throw new Error("not a discard");
    const choice = g.table.choiceFor(m, 0, knock);
    expect(choice).toBe("knock." + knock.card);
    const view = g.presentation.view(m, 0, ["A", "B"], false, -1, choice ?? "");
    expect(view.choice?.rows.every((r) => r.action?.startsWith(`knock.${knock.card}.`))).toBe(true);
    expect(view.choice?.rows.length).toBeGreaterThan(1);
    expect(view.buttons.map((b) => b.action)).toContain(g.table.cancelChoice);
    // Without the open choice the same screen offers the plain moves again.
    expect(g.presentation.view(m, 0, ["A", "B"], false, -1, "").choice).toBeUndefined();
    const pick = view.buttons.find((b) => b.action.startsWith(`knock.${knock.card}.`));
    const chosen = pick === undefined ? undefined : g.table.parseAction(pick.action, 0, m);
    if (chosen === undefined || chosen.do !== "discard") throw new Error("the option did not parse");
    expect(chosen.melds).toBeDefined();
    expect(g.table.choiceFor(m, 0, chosen)).toBeUndefined();
    const after = g.rules.apply(m, chosen);
    expect(after !== undefined && g.rules.handOver(after) !== undefined).toBe(true);
    // A moment changes with every move, so a choice left open goes stale.
    expect(g.table.moment(m)).not.toBe(g.table.moment(m0));
  });
});
