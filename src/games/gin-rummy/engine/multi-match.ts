/**
 * A 3–4-player match: hands to the target score, dealt from the match's own seeded RNG like the
 * two-player match (match.ts). Every function returns a new state.
 */
import { newDeck } from "./cards";
import { cloneRng, nextInt32, rngFromWords, RngState, shuffle } from "../../../util/random";
import { copyRules, Rules } from "./rules";
import type { EngineError } from "./types";
import type { MultiAction, MultiHandResult, MultiHandState } from "./multi-types";
import { applyMultiAction, newMultiHand } from "./multi-hand";

/**
 * The highest knock limit of 3–4-player presets, by seats: three players scale the two-player 10
 * (for 10 cards) to 7 cards; four players keep 10, since with 7 their shorter stock (23 cards)
 * voided about 2 hands in 5 (docs/rules.md, "Three or four players").
 */
export function multiKnockLimit(seats: number): number {
  return seats >= 4 ? 10 : 7;
}

/** A two-player preset's rules as 3–4 players play them: the knock limit capped for the seats. */
export function multiRules(rules: Rules, seats: number): Rules {
  const r = copyRules(rules);
  r.knockLimit = Math.min(r.knockLimit, multiKnockLimit(seats));
  return r;
}

export interface MultiMatchResult {
  winner: number;
  /** Final totals including classic bonuses when they are on. */
  totals: number[];
  handsWon: number[];
}

export interface MultiMatchState {
  rules: Rules;
  seats: number;
  scores: number[];
  handsWon: number[];
  handNumber: number;
  hand: MultiHandState;
  results: MultiHandResult[];
  rng: RngState;
  result: MultiMatchResult | undefined;
}

export type MultiMatchApply = { ok: true; state: MultiMatchState } | { ok: false; error: EngineError };

export function dealMultiHand(rules: Rules, seats: number, rng: RngState, dealer: number): MultiHandState {
  const deck = shuffle(rng, newDeck());
  const handRng = rngFromWords(nextInt32(rng), nextInt32(rng), nextInt32(rng), nextInt32(rng));
  return newMultiHand(rules, seats, dealer, deck, handRng);
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** Starts a match of 3 or 4 seats; the RNG state is copied, never shared. */
export function newMultiMatch(rules: Rules, seats: number, rng: RngState, firstDealer: number): MultiMatchState {
  const own = cloneRng(rng);
  const hand = dealMultiHand(rules, seats, own, firstDealer);
  return { rules, seats, scores: zeros(seats), handsWon: zeros(seats), handNumber: 1, hand, results: [], rng: own, result: undefined };
}

function copyMatch(m: MultiMatchState, hand: MultiHandState): MultiMatchState {
  return {
    rules: m.rules,
    seats: m.seats,
    scores: m.scores.slice(),
    handsWon: m.handsWon.slice(),
    handNumber: m.handNumber,
    hand,
    results: m.results.slice(),
    rng: cloneRng(m.rng),
    result: m.result,
  };
}

export function applyMultiMatchAction(m: MultiMatchState, a: MultiAction): MultiMatchApply {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  const r = applyMultiAction(m.hand, a);
  if (!r.ok) return r;
  const next = copyMatch(m, r.state);
  const result = r.state.result;
  if (result !== undefined) scoreHand(next, result);
  return { ok: true, state: next };
}

/**
 * Every seat adds its points; the hand's winner counts a hand won. The match ends when a score
 * reaches the target: the highest score wins, ties going to the first in turn order from the hand's winner.
 */
function scoreHand(m: MultiMatchState, result: MultiHandResult): void {
  m.results.push(result);
  if (result.winner === -1) return;
  for (let s = 0; s < m.seats; s++) m.scores[s] += result.points[s];
  m.handsWon[result.winner] += 1;
  m.result = decidedMultiMatch(m);
}

/** The result of a match whose last hand took a score to the target, else undefined (decoding judges a stored match alike). */
export function decidedMultiMatch(m: MultiMatchState): MultiMatchResult | undefined {
  const r = m.hand.result;
  if (r === undefined || r.winner === -1) return undefined;
  let best = r.winner;
  for (let k = 1; k < m.seats; k++) {
    const s = (r.winner + k) % m.seats;
    if (m.scores[s] > m.scores[best]) best = s;
  }
  return m.scores[best] >= m.rules.matchTarget ? finalResult(m, best) : undefined;
}

function finalResult(m: MultiMatchState, winner: number): MultiMatchResult {
  const totals = m.scores.slice();
  if (m.rules.classicBonuses) {
    let shutout = true;
    for (let s = 0; s < m.seats; s++) {
      totals[s] += m.handsWon[s] * m.rules.lineBonus;
      if (s !== winner && m.scores[s] !== 0) shutout = false;
    }
    totals[winner] += shutout ? 2 * m.rules.gameBonus : m.rules.gameBonus;
  }
  return { winner, totals, handsWon: m.handsWon.slice() };
}

/** The next dealer: the same after a void hand; the winner under "winner"; else the deal passes left. */
export function nextMultiDealer(rules: Rules, hand: MultiHandState): number {
  const result = hand.result;
  if (result === undefined || result.winner === -1) return hand.dealer;
  if (rules.nextDealer === "winner") return result.winner;
  return (hand.dealer + 1) % hand.seats;
}

export function startNextMultiHand(m: MultiMatchState): MultiMatchApply {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  if (m.hand.phase !== "over") return { ok: false, error: { code: "wrong_phase", message: "the hand is still running" } };
  const rng = cloneRng(m.rng);
  const hand = dealMultiHand(m.rules, m.seats, rng, nextMultiDealer(m.rules, m.hand));
  const next = copyMatch(m, hand);
  next.rng = rng;
  next.handNumber = m.handNumber + 1;
  return { ok: true, state: next };
}
