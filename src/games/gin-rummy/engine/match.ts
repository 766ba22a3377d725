/**
 * A match: hands played to the target score. Dealing draws from the match's own seeded RNG, so a
 * whole match is reproducible from its seed. Like hands, every function returns a new state.
 */
import { Card, newDeck } from "./cards";
import { applyAction, dealFromDeck, newHand } from "./hand";
import { cloneRng, nextInt32, rngFromWords, RngState, shuffle } from "../../../util/random";
import type { Rules } from "./rules";
import type { Action, ApplyResult, EngineError, HandResult, HandState, Seat } from "./types";
import { other } from "./types";

export interface MatchResult {
  winner: Seat;
  /** Final totals including classic bonuses when they are on. */
  totals: [number, number];
  handsWon: [number, number];
}

export interface MatchState {
  rules: Rules;
  /** Hand points so far (bonuses are added only to the final totals). */
  scores: [number, number];
  handsWon: [number, number];
  /** Hands dealt, dead hands included. */
  handNumber: number;
  hand: HandState;
  /** Results of the finished hands, oldest first. */
  results: HandResult[];
  rng: RngState;
  result: MatchResult | undefined;
}

export function dealHand(rules: Rules, rng: RngState, dealer: Seat): HandState {
  const deck: Card[] = shuffle(rng, newDeck());
  // The hand gets its own stream (for the reshuffle rule) so it never replays the match's dealing.
  const handRng = rngFromWords(nextInt32(rng), nextInt32(rng), nextInt32(rng), nextInt32(rng));
  return newHand(rules, dealFromDeck(deck, dealer), handRng);
}

/** Starts a match; the RNG state is copied, never shared. */
export function newMatch(rules: Rules, rng: RngState, firstDealer: Seat): MatchState {
  const own = cloneRng(rng);
  const hand = dealHand(rules, own, firstDealer);
  return { rules, scores: [0, 0], handsWon: [0, 0], handNumber: 1, hand, results: [], rng: own, result: undefined };
}

function copyMatch(m: MatchState, hand: HandState): MatchState {
  return {
    rules: m.rules,
    scores: [m.scores[0], m.scores[1]],
    handsWon: [m.handsWon[0], m.handsWon[1]],
    handNumber: m.handNumber,
    hand,
    results: m.results.slice(),
    rng: cloneRng(m.rng),
    result: m.result,
  };
}

/** Applies a hand action; when it ends the hand, scores it and, if the target is reached, ends the match. */
export function applyMatchAction(m: MatchState, a: Action): { ok: true; state: MatchState } | { ok: false; error: EngineError } {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  const r: ApplyResult = applyAction(m.hand, a);
  if (!r.ok) return r;
  const next = copyMatch(m, r.state);
  const result = r.state.result;
  if (result !== undefined) scoreHand(next, result);
  return { ok: true, state: next };
}

function scoreHand(m: MatchState, result: HandResult): void {
  m.results.push(result);
  if (result.winner === -1) return;
  m.scores[result.winner] += result.points[result.winner];
  m.handsWon[result.winner] += 1;
  m.result = decidedMatch(m);
}

/** The result of a match whose last hand reached the target, else undefined (decoding judges a stored match alike). */
export function decidedMatch(m: MatchState): MatchResult | undefined {
  const r = m.hand.result;
  if (r === undefined || r.winner === -1 || m.scores[r.winner] < m.rules.matchTarget) return undefined;
  return finalResult(m, r.winner);
}

function finalResult(m: MatchState, winner: Seat): MatchResult {
  const totals: [number, number] = [m.scores[0], m.scores[1]];
  if (m.rules.classicBonuses) {
    totals[0] += m.handsWon[0] * m.rules.lineBonus;
    totals[1] += m.handsWon[1] * m.rules.lineBonus;
    const shutout = m.scores[other(winner)] === 0;
    totals[winner] += shutout ? 2 * m.rules.gameBonus : m.rules.gameBonus;
  }
  return { winner, totals, handsWon: [m.handsWon[0], m.handsWon[1]] };
}

/** The dealer of the next hand: the same after a dead hand, else per the rules. */
export function nextDealer(rules: Rules, hand: HandState): Seat {
  const result = hand.result;
  if (result === undefined || result.winner === -1) return hand.dealer;
  if (rules.nextDealer === "winner") return result.winner;
  if (rules.nextDealer === "loser") return other(result.winner);
  return other(hand.dealer);
}

/** Deals the next hand after a finished one. Refused while a hand is running or after the match. */
export function startNextHand(m: MatchState): { ok: true; state: MatchState } | { ok: false; error: EngineError } {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  if (m.hand.phase !== "over") return { ok: false, error: { code: "wrong_phase", message: "the hand is still running" } };
  const rng = cloneRng(m.rng);
  const hand = dealHand(m.rules, rng, nextDealer(m.rules, m.hand));
  const next = copyMatch(m, hand);
  next.rng = rng;
  next.handNumber = m.handNumber + 1;
  return { ok: true, state: next };
}
