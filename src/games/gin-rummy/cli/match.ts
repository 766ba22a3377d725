/**
 * Two-player Gin Rummy matches where a player may answer asynchronously (an external bot process):
 * the arena's `cmd:` runs and the protocol tests. Same seeding and tally as the built-in loop in
 * ../bots/match-play.ts; players also hear about every hand's end and the match's end, since
 * external bots follow the whole game.
 */
import { actionText, addHand, Tally } from "../bots/match-play";
import { applyMatchAction, MatchState, newMatch, startNextHand } from "../engine/match";
import { createRng } from "../../../util/random";
import { resultJson } from "../engine/record";
import type { Rules } from "../engine/rules";
import type { Action, HandResult, Seat } from "../engine/types";
import { SeatView, seatView } from "../engine/view";
import type { MatchContext } from "../../../cli/bot-protocol";
import type { Player } from "../../../cli/bot-client";

export async function playMatchAsync(
  rules: Rules,
  seed: number,
  firstDealer: Seat,
  players: [Player<SeatView, Action>, Player<SeatView, Action>],
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
