/**
 * A match: hands played to the target score. Dealing draws from the match's own seeded RNG, so a
 * whole match is reproducible from its seed. Like hands, every function returns a new state.
 */
import { Card, newDeck } from "./cards";
import { applyAction, dealFromDeck, newHand } from "./hand";
import { cloneRng, nextInt32, rngFromWords, RngState, shuffle } from "../../../util/random";
import type { Rules } from "./rules";
import type { Action, EngineError, HandResult, HandState, Seat } from "./types";

export interface MatchResult {
  winner: Seat;
  /** Final totals by seat, classic bonuses included when they are on. */
  totals: number[];
  handsWon: number[];
}

export interface MatchState {
  rules: Rules;
  /** Hand points so far by seat (bonuses are added only to the final totals). */
  scores: number[];
  handsWon: number[];
  /** Hands dealt, dead hands included. */
  handNumber: number;
  hand: HandState;
  /** Results of the finished hands, oldest first. */
  results: HandResult[];
  rng: RngState;
  result: MatchResult | undefined;
}

export type MatchApply = { ok: true; state: MatchState } | { ok: false; error: EngineError };

export function dealHand(rules: Rules, rng: RngState, dealer: Seat, seats = 2): HandState {
  const deck: Card[] = shuffle(rng, newDeck());
  // The hand gets its own stream (for the reshuffle rule) so it never replays the match's dealing.
  const handRng = rngFromWords(nextInt32(rng), nextInt32(rng), nextInt32(rng), nextInt32(rng));
  return newHand(rules, dealFromDeck(deck, dealer, seats), handRng);
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** Starts a match of `seats`; the RNG state is copied, never shared. */
export function newMatch(rules: Rules, rng: RngState, firstDealer: Seat, seats = 2): MatchState {
  const own = cloneRng(rng);
  const hand = dealHand(rules, own, firstDealer, seats);
  return { rules, scores: zeros(seats), handsWon: zeros(seats), handNumber: 1, hand, results: [], rng: own, result: undefined };
}

function copyMatch(m: MatchState, hand: HandState): MatchState {
  return {
    rules: m.rules,
    scores: m.scores.slice(),
    handsWon: m.handsWon.slice(),
    handNumber: m.handNumber,
    hand,
    results: m.results.slice(),
    rng: cloneRng(m.rng),
    result: m.result,
  };
}

/** Applies a hand action; when it ends the hand, scores it and, if the target is reached, ends the match. */
export function applyMatchAction(m: MatchState, a: Action): MatchApply {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  const r = applyAction(m.hand, a);
  if (!r.ok) return r;
  const next = copyMatch(m, r.state);
  const result = r.state.result;
  if (result !== undefined) scoreHand(next, result);
  return { ok: true, state: next };
}

/** Every seat adds its points; the hand's winner counts a hand won. The match ends when a score reaches the target. */
function scoreHand(m: MatchState, result: HandResult): void {
  m.results.push(result);
  if (result.winner === -1) return;
  const seats = m.scores.length;
  for (let s = 0; s < seats; s++) m.scores[s] += result.points[s];
  m.handsWon[result.winner] += 1;
  m.result = decidedMatch(m);
}

/**
 * The result of a match whose last hand took a score to the target, else undefined (decoding judges
 * a stored match alike): the highest score wins, ties going to the first in turn order from the hand's winner.
 */
export function decidedMatch(m: MatchState): MatchResult | undefined {
  const r = m.hand.result;
  if (r === undefined || r.winner === -1) return undefined;
  const seats = m.scores.length;
  let best = r.winner;
  for (let k = 1; k < seats; k++) {
    const s = (r.winner + k) % seats;
    if (m.scores[s] > m.scores[best]) best = s;
  }
  return m.scores[best] >= m.rules.matchTarget ? finalResult(m, best) : undefined;
}

function finalResult(m: MatchState, winner: Seat): MatchResult {
  const totals = m.scores.slice();
  if (m.rules.classicBonuses) {
    let shutout = true;
    for (let s = 0; s < totals.length; s++) {
      totals[s] += m.handsWon[s] * m.rules.lineBonus;
      if (s !== winner && m.scores[s] !== 0) shutout = false;
    }
    totals[winner] += shutout ? 2 * m.rules.gameBonus : m.rules.gameBonus;
  }
  return { winner, totals, handsWon: m.handsWon.slice() };
}

/**
 * The dealer of the next hand: the same after a dead hand; the winner under "winner deals"; the
 * other seat under "loser deals" with two (three or four have no one loser); else the deal passes left.
 */
export function nextDealer(rules: Rules, hand: HandState): Seat {
  const result = hand.result;
  const seats = hand.hands.length;
  if (result === undefined || result.winner === -1) return hand.dealer;
  if (rules.nextDealer === "winner") return result.winner;
  if (rules.nextDealer === "loser" && seats === 2) return 1 - result.winner;
  return (hand.dealer + 1) % seats;
}

/** Deals the next hand after a finished one. Refused while a hand is running or after the match. */
export function startNextHand(m: MatchState): MatchApply {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  if (m.hand.phase !== "over") return { ok: false, error: { code: "wrong_phase", message: "the hand is still running" } };
  const rng = cloneRng(m.rng);
  const hand = dealHand(m.rules, rng, nextDealer(m.rules, m.hand), m.scores.length);
  const next = copyMatch(m, hand);
  next.rng = rng;
  next.handNumber = m.handNumber + 1;
  return { ok: true, state: next };
}
