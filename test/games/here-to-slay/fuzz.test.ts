/**
 * Random 2-4-player matches, every seat's moves mixed (reaction windows included): after every
 * move each card of the box is in exactly one place and of a kind that place takes, the state is
 * one a match can be in (engine/check.ts), the codec round-trips, and every match ends. The bots
 * play only legal moves from their views.
 */
import { describe, expect, it } from "vitest";
import { decodeHts, encodeHts } from "../../../src/games/here-to-slay/codec";
import { createHtsBot } from "../../../src/games/here-to-slay/bots/index";
import { checkHts } from "../../../src/games/here-to-slay/engine/check";
import { applyHts, htsTurn, legalHts, newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import { htsSeatView } from "../../../src/games/here-to-slay/engine/view";
import { createRng, randomInt } from "../../../src/util/random";
import { byTier } from "../../support/tier";

const MATCHES = byTier(200, 40);
const MAX_MOVES = 20_000;

/** Any seat's legal move, the seat to move's three times in four; ending the turn seldom. */
function randomMove(s: HtsState, rng: ReturnType<typeof createRng>): HtsAction {
  const turn = htsTurn(s);
  let seat = turn;
  if (randomInt(rng, 4) === 0) {
    const other = randomInt(rng, s.seats);
    if (legalHts(s, other).length > 0) seat = other;
  }
  const legal = legalHts(s, seat);
  const notEnd = legal.filter((a) => a.do !== "end");
  if (notEnd.length > 0 && randomInt(rng, 6) !== 0) return notEnd[randomInt(rng, notEnd.length)];
  return legal[randomInt(rng, legal.length)];
}

describe("random Here to Slay matches", () => {
  it(`${MATCHES} matches of 2-4 seats keep every card in one place and end`, () => {
    const ends = [0, 0, 0];
    let moves = 0;
    for (let m = 0; m < MATCHES; m++) {
      const seats = 2 + (m % 3);
      const rng = createRng("fuzz" + m);
      let s = newHtsMatch(seats, createRng(m), m % seats);
      let k = 0;
      for (; s.phase !== "over"; k++) {
        expect(k, `match ${m} runs past ${MAX_MOVES} moves`).toBeLessThan(MAX_MOVES);
        const a = randomMove(s, rng);
        const next = applyHts(s, a);
        if (next === undefined) throw new Error(`match ${m} move ${k}: legal ${JSON.stringify(a)} refused`);
        const bad = checkHts(next);
        if (bad !== undefined) throw new Error(`match ${m} move ${k}: ${JSON.stringify(a)} left an illegal state: ${bad}`);
        if (k % 37 === 0) expect(decodeHts(encodeHts(next))).toEqual(next);
        s = next;
      }
      moves += k;
      ends[s.events[s.events.length - 1].a]++;
      expect(htsTurn(s)).toBe(-1);
    }
    // Matches end by slaying three Monsters or by six classes, not by the turn limit.
    expect(ends[0] + ends[1]).toBe(MATCHES);
    expect(moves / MATCHES).toBeGreaterThan(50);
  });

  it("the bots play only legal moves, from their views, to the end", () => {
    for (let m = 0; m < byTier(60, 10); m++) {
      const seats = 2 + (m % 3);
      const bots = Array.from({ length: seats }, (_, i) => createHtsBot(i % 2 === 0 ? "simple" : "easy", createRng(m * 10 + i)));
      let s = newHtsMatch(seats, createRng(1000 + m), 0);
      for (let k = 0; s.phase !== "over"; k++) {
        expect(k).toBeLessThan(MAX_MOVES);
        const seat = htsTurn(s);
        const a = bots[seat].decide(htsSeatView(s, seat));
        const next = applyHts(s, a);
        if (next === undefined) throw new Error(`match ${m}: bot of seat ${seat} chose ${JSON.stringify(a)}, not legal`);
        s = next;
      }
      expect(checkHts(s)).toBeUndefined();
    }
  });
});
