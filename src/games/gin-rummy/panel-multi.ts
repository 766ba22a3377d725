/**
 * The panel of a 3–4-player match, composed like the two-player one (panel-parts.ts): the public
 * facts come from the hand's public state (card counts, the cards each seat took face up and still
 * holds, the piles, the events), the viewer's own part only from its multiSeatView; the showdown
 * has a row per seat (showdown-part.ts).
 */
import type { GameView, SeatName } from "../game";
import type { ResultPart } from "../../screen/parts";
import type { MultiMatchState } from "./engine/multi-match";
import type { MultiHandState } from "./engine/multi-types";
import { multiSeatView, takenCards } from "./engine/multi-view";
import type { HandFacts } from "./panel-parts";
import { tableView } from "./panel-parts";
import { resultPart } from "./showdown-part";

/** What every viewer may know of a 3–4-player hand. */
function publicFacts(hand: MultiHandState): HandFacts {
  const sizes: number[] = [];
  for (const h of hand.hands) sizes.push(h.length);
  return {
    phase: hand.phase,
    turn: hand.turn,
    stockOnly: hand.stockOnly,
    topDiscard: hand.discard.length > 0 ? hand.discard[hand.discard.length - 1] : -1,
    stockCount: hand.stock.length,
    knockLimit: hand.knockLimit,
    handSizes: sizes,
    taken: takenCards(hand.seats, hand.history),
    history: hand.history,
  };
}

export function multiGinView(m: MultiMatchState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const hand = m.hand;
  const own = seat >= 0 && seat < m.seats ? multiSeatView(hand, seat) : undefined;
  const result = hand.result !== undefined ? resultPart(names, hand.result, hand.rules, m.scores, -1, m.scores) : undefined;
  return tableView(publicFacts(hand), own, names, paused, timeLeft, choice, m.rules.matchTarget, result);
}

/** The finished match's last showdown, for the result screen. */
export function multiFinalResult(m: MultiMatchState, names: readonly SeatName[], winner: number, totals: readonly number[]): ResultPart | undefined {
  if (m.hand.result === undefined) return undefined;
  return resultPart(names, m.hand.result, m.hand.rules, m.scores, winner, totals);
}
