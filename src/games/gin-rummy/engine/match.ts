/**
 * A match: hands played to the target score. Dealing draws from the match's own seeded RNG, so a
 * whole match is reproducible from its seed. Like hands, every function returns a new state.
 */
import { Card, newDeck } from "./cards";
import { applyAction, dealFromDeck, handSize, newHand } from "./hand";
import { cloneRng, nextInt32, rngFromWords, RngState, shuffle } from "../../../util/random";
import { streakBonusOf, type Rules } from "./rules";
import type { Action, EngineError, HandResult, HandState, Seat } from "./types";

export interface MatchResult {
  winner: Seat;
  /** Final totals by seat, classic bonuses included when they are on. */
  totals: number[];
  handsWon: number[];
  /** Hollywood: each game's winner, game 1 first. */
  gameWinners?: Seat[];
}

/** Hollywood's games: a seat's n-th hand won scores in the first n of them (docs/rules.md, "Hollywood"). */
export const HOLLYWOOD_GAMES = 3;

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
  /** Hollywood only: the scores of games 2 and 3 by seat (game 1 is `scores`). */
  laterGames?: number[][];
  /** With a streak bonus only (Tedesco): the winner of the last hand before this one that had one, else -1. */
  streakFrom?: Seat;
}

export type MatchApply = { ok: true; state: MatchState } | { ok: false; error: EngineError };

export function dealHand(rules: Rules, rng: RngState, dealer: Seat, seats = 2): HandState {
  const deck: Card[] = shuffle(rng, newDeck());
  // The hand gets its own stream (for the reshuffle rule) so it never replays the match's dealing.
  const handRng = rngFromWords(nextInt32(rng), nextInt32(rng), nextInt32(rng), nextInt32(rng));
  return newHand(rules, dealFromDeck(deck, dealer, seats, handSize(seats, rules.mahjong === true)), handRng);
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
  const m: MatchState = { rules, scores: zeros(seats), handsWon: zeros(seats), handNumber: 1, hand, results: [], rng: own, result: undefined };
  if (rules.hollywood === true) m.laterGames = [zeros(seats), zeros(seats)];
  if (streakBonusOf(rules) > 0) m.streakFrom = -1;
  return m;
}

function copyMatch(m: MatchState, hand: HandState): MatchState {
  const out: MatchState = {
    rules: m.rules,
    scores: m.scores.slice(),
    handsWon: m.handsWon.slice(),
    handNumber: m.handNumber,
    hand,
    results: m.results.slice(),
    rng: cloneRng(m.rng),
    result: m.result,
  };
  if (m.laterGames !== undefined) out.laterGames = [m.laterGames[0].slice(), m.laterGames[1].slice()];
  if (m.streakFrom !== undefined) out.streakFrom = m.streakFrom;
  return out;
}

/** Applies a hand action; when it ends the hand, scores it and, if the target is reached, ends the match. */
export function applyMatchAction(m: MatchState, a: Action): MatchApply {
  if (m.result !== undefined) return { ok: false, error: { code: "hand_over", message: "the match is over" } };
  const r = applyAction(m.hand, a);
  if (!r.ok) return r;
  const next = copyMatch(m, r.state);
  const result = r.state.result;
  if (result !== undefined) {
    // The hand's own result, with the match's streak bonus (a copy: the hand engine made it).
    const scored = withStreakBonus(m, result);
    r.state.result = scored;
    scoreHand(next, scored);
  }
  return { ok: true, state: next };
}

/**
 * The hand's result with the streak bonus added to its winner's points when that seat also won the
 * last hand that had a winner (docs/rules.md, "Tedesco"); the same result otherwise.
 */
export function withStreakBonus(m: MatchState, result: HandResult): HandResult {
  const bonus = streakBonusOf(m.rules);
  if (bonus === 0 || result.winner === -1 || m.streakFrom !== result.winner) return result;
  const points = result.points.slice();
  points[result.winner] += bonus;
  return {
    outcome: result.outcome,
    knocker: result.knocker,
    winner: result.winner,
    deadwood: result.deadwood,
    points,
    melds: result.melds,
    layoffs: result.layoffs,
    hands: result.hands,
    multiplier: result.multiplier,
    streakBonus: bonus,
  };
}

/** Every seat adds its points; the hand's winner counts a hand won. The match ends when a score reaches the target. */
function scoreHand(m: MatchState, result: HandResult): void {
  m.results.push(result);
  if (result.winner === -1) return;
  const seats = m.scores.length;
  m.handsWon[result.winner] += 1;
  const later = m.laterGames;
  if (later === undefined) {
    for (let s = 0; s < seats; s++) m.scores[s] += result.points[s];
  } else {
    // The games open when the hand ended: a game this hand decides still takes all of its points.
    const target = m.rules.matchTarget;
    const open = [!gameDecided(m.scores, target), !gameDecided(later[0], target), !gameDecided(later[1], target)];
    for (let s = 0; s < seats; s++) {
      const p = result.points[s];
      if (p === 0) continue;
      // A seat scores in as many games as it has won hands (at least game 1), open games only.
      const games = Math.max(1, Math.min(HOLLYWOOD_GAMES, m.handsWon[s]));
      if (open[0]) m.scores[s] += p;
      for (let g = 1; g < games; g++) if (open[g]) later[g - 1][s] += p;
    }
  }
  m.result = decidedMatch(m);
}

/** A game is decided once a score in it reached the target; it takes no more points. */
function gameDecided(scores: readonly number[], target: number): boolean {
  for (const v of scores) if (v >= target) return true;
  return false;
}

/**
 * The result of a match whose last hand took a score to the target, else undefined (decoding judges
 * a stored match alike): the highest score wins, ties going to the first in turn order from the
 * hand's winner. Hollywood ends when all three games are decided (hollywoodResult).
 */
export function decidedMatch(m: MatchState): MatchResult | undefined {
  const r = m.hand.result;
  if (r === undefined || r.winner === -1) return undefined;
  if (m.laterGames !== undefined) return hollywoodResult(m, r.winner);
  const best = bestSeat(m.scores, r.winner);
  return m.scores[best] >= m.rules.matchTarget ? finalResult(m, best) : undefined;
}

/** The seat with the highest of `values`, ties going to the first in turn order from `from`. */
function bestSeat(values: readonly number[], from: Seat): Seat {
  const seats = values.length;
  let best = from;
  for (let k = 1; k < seats; k++) {
    const s = (from + k) % seats;
    if (values[s] > values[best]) best = s;
  }
  return best;
}

/**
 * Hollywood's result once every game is decided: each game goes to its highest score (ties to the
 * lowest seat: a game decided hands ago keeps no record of its last hand); the match to the seat
 * that won most games, then the highest sum of its three scores, then turn order from the last
 * hand's winner. Totals are the sums of the three games, with each game's bonuses when classic
 * bonuses are on (game bonus per game, doubled on a shutout in it; line bonuses once).
 */
function hollywoodResult(m: MatchState, lastWinner: Seat): MatchResult | undefined {
  const later = m.laterGames as number[][];
  const games = [m.scores, later[0], later[1]];
  for (const g of games) if (!gameDecided(g, m.rules.matchTarget)) return undefined;
  const seats = m.scores.length;
  const won = zeros(seats);
  const totals = zeros(seats);
  const gameWinners: Seat[] = [];
  for (const g of games) {
    const w = bestSeat(g, 0);
    gameWinners.push(w);
    won[w] += 1;
    let shutout = true;
    for (let s = 0; s < seats; s++) {
      totals[s] += g[s];
      if (s !== w && g[s] !== 0) shutout = false;
    }
    if (m.rules.classicBonuses) totals[w] += shutout ? 2 * m.rules.gameBonus : m.rules.gameBonus;
  }
  if (m.rules.classicBonuses) for (let s = 0; s < seats; s++) totals[s] += m.handsWon[s] * m.rules.lineBonus;
  let best = lastWinner;
  for (let k = 1; k < seats; k++) {
    const s = (lastWinner + k) % seats;
    if (won[s] > won[best] || (won[s] === won[best] && totals[s] > totals[best])) best = s;
  }
  return { winner: best, totals, handsWon: m.handsWon.slice(), gameWinners };
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
  // The streak runs over dead hands: only a hand someone won passes it on.
  const last = m.hand.result;
  if (next.streakFrom !== undefined && last !== undefined && last.winner !== -1) next.streakFrom = last.winner;
  return { ok: true, state: next };
}
