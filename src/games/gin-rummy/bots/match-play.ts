/**
 * Whole matches between two bots, synchronously: the arena's worker loop and the cross-runtime
 * determinism check (the same transcript in Node and in LuaJIT). A match is a pure function of
 * its seed: the deal, the first dealer and both bots' random streams derive from it.
 */
import { cardName } from "../engine/cards";
import { applyMatchAction, MatchState, newMatch, startNextHand } from "../engine/match";
import { createRng, mix32, RngState } from "../../../util/random";
import { resultJson } from "../engine/record";
import type { Rules } from "../engine/rules";
import type { Action, HandResult, Seat } from "../engine/types";
import { seatView } from "../engine/view";
import type { Bot } from "./bot";

/** Per seat counts over one or many matches. */
export interface Tally {
  matches: number;
  matchWins: [number, number];
  hands: number;
  handWins: [number, number];
  /** Hands each seat won by gin (big gin included), by undercut, and by a plain knock. */
  gins: [number, number];
  undercuts: [number, number];
  knockWins: [number, number];
  dead: number;
  points: [number, number];
  /** Replies of a `cmd:` bot the host played a move for (late, malformed, illegal, missing); 0 for built-in bots. */
  illegal: number;
}

export function emptyTally(): Tally {
  return { matches: 0, matchWins: [0, 0], hands: 0, handWins: [0, 0], gins: [0, 0], undercuts: [0, 0], knockWins: [0, 0], dead: 0, points: [0, 0], illegal: 0 };
}

export function addHand(t: Tally, r: HandResult): void {
  t.hands++;
  if (r.winner === -1) {
    t.dead++;
    return;
  }
  const w = r.winner;
  t.handWins[w]++;
  t.points[w] += r.points[w];
  if (r.outcome === "gin" || r.outcome === "bigGin") t.gins[w]++;
  else if (r.outcome === "undercut") t.undercuts[w]++;
  else t.knockWins[w]++;
}

export function mergeTally(into: Tally, t: Tally): void {
  into.matches += t.matches;
  into.hands += t.hands;
  into.dead += t.dead;
  into.illegal += t.illegal;
  for (let s = 0; s < 2; s++) {
    into.matchWins[s] += t.matchWins[s];
    into.handWins[s] += t.handWins[s];
    into.gins[s] += t.gins[s];
    into.undercuts[s] += t.undercuts[s];
    into.knockWins[s] += t.knockWins[s];
    into.points[s] += t.points[s];
  }
}

/**
 * The seed of match `index` of a run seeded `seed`. The run seed is hashed first: mix32 starts
 * from `seed ^ index`, so small run seeds used directly would share almost all their matches
 * (runs seeded 3 and 5 played the same deals in another order).
 */
export function matchSeed(seed: number, index: number): number {
  return mix32(mix32(seed | 0, 0x6a09e667), index + 1);
}

/** The random stream of the bot in `seat` for a match seeded `seed`. */
export function botRng(seed: number, seat: Seat): RngState {
  return createRng(mix32(seed | 0, 0x51a7 + seat));
}

/** Transcript notation of an action: seat, verb, card, "k" for a knock. */
export function actionText(a: Action): string {
  if (a.do === "discard") return `${a.seat} discard ${cardName(a.card)}${a.knock === true ? " knock" : ""}`;
  return `${a.seat} ${a.do}`;
}

/**
 * Plays one match to the end. `log` receives every action and every hand result (for
 * transcripts); a bot returning an illegal action is a bug and throws.
 */
export function playMatch(rules: Rules, seed: number, firstDealer: Seat, bots: [Bot, Bot], tally: Tally, log?: (line: string) => void): Seat {
  let m: MatchState = newMatch(rules, createRng(seed), firstDealer);
  for (;;) {
    while (m.hand.phase !== "over") {
      const seat = m.hand.turn;
      const action = bots[seat].decide(seatView(m.hand, seat, m.scores));
      const r = applyMatchAction(m, action);
      if (!r.ok) throw new Error(`${bots[seat].level} bot played an illegal action (${actionText(action)}): ${r.error.message}`);
      m = r.state;
      if (log !== undefined) log(actionText(action));
    }
    const result = m.hand.result as HandResult;
    addHand(tally, result);
    if (log !== undefined) log(resultJson(result));
    if (m.result !== undefined) {
      tally.matches++;
      tally.matchWins[m.result.winner]++;
      return m.result.winner;
    }
    const next = startNextHand(m);
    if (!next.ok) throw new Error(next.error.message);
    m = next.state;
  }
}

/** Plays matches [from, to) of a run: match i uses matchSeed(seed, i) and first dealer i % 2. */
export function playMatches(rules: Rules, seed: number, from: number, to: number, makeBots: (matchSeed: number) => [Bot, Bot], tally: Tally): void {
  for (let i = from; i < to; i++) {
    const s = matchSeed(seed, i);
    playMatch(rules, s, i % 2 === 0 ? 0 : 1, makeBots(s), tally);
  }
}
