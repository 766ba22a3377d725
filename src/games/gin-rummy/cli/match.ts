/**
 * Matches where a player may answer asynchronously (an external bot process). Same seeding and
 * tally as the built-in loop in src/games/gin-rummy/bots/match-play.ts; players also hear about every hand's end
 * and the match's end, since external bots follow the whole game.
 */
import { actionText, addHand, Tally } from "../games/gin-rummy/bots/match-play";
import { applyMatchAction, MatchState, newMatch, startNextHand } from "../games/gin-rummy/engine/match";
import { createRng } from "../util/random";
import { resultJson } from "../games/gin-rummy/engine/record";
import type { Rules } from "../games/gin-rummy/engine/rules";
import type { Action, HandResult, Seat } from "../games/gin-rummy/engine/types";
import { SeatView, seatView } from "../games/gin-rummy/engine/view";
import type { MatchContext } from "./bot-protocol";
import type { Player } from "./bot-client";

export type { Player } from "./bot-client";

export function localPlayer<V = SeatView, A = Action>(bot: { decide(view: V): A }): Player<V, A> {
  return {
    decide: (view) => Promise.resolve(bot.decide(view)),
    handOver: () => Promise.resolve(),
    matchOver: () => Promise.resolve(),
  };
}

export async function playMatchAsync(
  rules: Rules,
  seed: number,
  firstDealer: Seat,
  players: [Player, Player],
  tally: Tally,
  log?: (line: string) => void,
): Promise<Seat> {
  let m: MatchState = newMatch(rules, createRng(seed), firstDealer);
  let dealtScores = [0, 0];
  const ctx = (): MatchContext => ({ scores: [m.scores[0], m.scores[1]], dealtScores, handNumber: m.handNumber });
  for (;;) {
    while (m.hand.phase !== "over") {
      const seat = m.hand.turn;
      const action = await players[seat].decide(seatView(m.hand, seat, m.scores), ctx());
      const r = applyMatchAction(m, action);
      // Players validate their own replies; an illegal action here is a bug in this program.
      if (!r.ok) throw new Error(`illegal action reached the table (${actionText(action)}): ${r.error.message}`);
      m = r.state;
      if (log !== undefined) log(actionText(action));
    }
    addHand(tally, m.hand.result as HandResult);
    if (log !== undefined) log(resultJson(m.hand.result as HandResult));
    await players[0].handOver(seatView(m.hand, 0), ctx());
    await players[1].handOver(seatView(m.hand, 1), ctx());
    if (m.result !== undefined) {
      tally.matches++;
      tally.matchWins[m.result.winner]++;
      await players[0].matchOver(m.result.winner, ctx());
      await players[1].matchOver(m.result.winner, ctx());
      return m.result.winner;
    }
    const next = startNextHand(m);
    if (!next.ok) throw new Error(next.error.message);
    m = next.state;
    dealtScores = [m.scores[0], m.scores[1]];
  }
}
