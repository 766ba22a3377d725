/**
 * A hand's `start` says the match scores before that hand, even when a seat hears it only at the
 * hand's end because the hand ended before that seat was asked anything (another took the upcard
 * and knocked at once). It used to carry the scores after the hand (issue 21). Each match below
 * holds such a hand (simple bots).
 */
import { describe, expect, it } from "vitest";
import { createBot } from "../../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed } from "../../../src/games/gin-rummy/bots/match-play";
import { newMatch, type MatchState } from "../../../src/games/gin-rummy/engine/match";
import type { Action } from "../../../src/games/gin-rummy/engine/types";
import type { SeatView } from "../../../src/games/gin-rummy/engine/view";
import { HOUSE_RULES, rulesForSeats } from "../../../src/games/gin-rummy/engine/rules";
import { ginRummy } from "../../../src/games/gin-rummy/game";
import type { Game } from "../../../src/games/game";
import { createRng } from "../../../src/util/random";
import type { HostSide, Player, Sent } from "../../../src/cli/bot-client";
import { playGinMatch } from "../../../src/games/gin-rummy/cli/against";
import { GIN_SIDE } from "../../../src/games/gin-rummy/cli/protocol";
import type { Message } from "../../../src/cli/bot-protocol";
import { playGameMatch } from "../../../src/cli/game-match";

/** A seat that records what the host's protocol side sends it, as ExternalBot does, and plays a built-in bot. */
function recordingSeat<V, A>(side: HostSide<V, A>, bot: { decide(view: V): A }): { player: Player<V, A>; lines: Message[] } {
  const sent: Sent = { hand: 0, events: 0 };
  const lines: Message[] = [];
  const player: Player<V, A> = {
    decide: (view, ctx) => {
      lines.push(...side.catchUp(view, ctx, sent), side.decide(view, 0));
      return Promise.resolve(bot.decide(view));
    },
    handOver: (view, ctx) => {
      lines.push(...side.handOver(view, ctx, sent));
      return Promise.resolve();
    },
    matchOver: () => Promise.resolve(),
  };
  return { player, lines };
}

/** Checks every `start` against the scores of the result before it; returns how many hands ended before the seat was asked. */
function checkStarts(lines: readonly Message[], seats: number): number {
  let before: unknown = new Array<number>(seats).fill(0);
  let asked = false;
  let neverAsked = 0;
  for (const m of lines) {
    if (m.type === "start") {
      expect(m.scores).toEqual(before);
      asked = false;
    } else if (m.type === "decide") {
      asked = true;
    } else if (m.kind === "result") {
      if (!asked) neverAsked++;
      before = m.scores;
    }
  }
  return neverAsked;
}

describe("bot protocol: start carries the scores before its hand", () => {
  it("two players (version 1), also for a seat the hand never asked", async () => {
    const seed = matchSeed(1, 10);
    const seats = ([0, 1] as const).map((seat) => recordingSeat(GIN_SIDE, createBot("simple", botRng(seed, seat))));
    await playGinMatch(HOUSE_RULES, seed, 0, [seats[0].player, seats[1].player], emptyTally());
    let neverAsked = 0;
    for (const s of seats) neverAsked += checkStarts(s.lines, 2);
    // The case this test is about happened.
    expect(neverAsked).toBeGreaterThan(0);
  });

  it("three players (version 2) too", async () => {
    const game = ginRummy as unknown as Game<MatchState, Action, SeatView>;
    const seed = matchSeed(1, 1);
    const seats = [0, 1, 2].map((seat) => recordingSeat(GIN_SIDE, createBot("simple", botRng(seed, seat))));
    await playGameMatch(game, newMatch(rulesForSeats(HOUSE_RULES, 3), createRng(seed), 1, 3) as MatchState, seats.map((s) => s.player));
    let neverAsked = 0;
    for (const s of seats) neverAsked += checkStarts(s.lines, 3);
    expect(neverAsked).toBeGreaterThan(0);
  });
});
