/**
 * Whole matches between bots, synchronously: the arena's worker loop and the cross-runtime
 * determinism check (the same transcript in Node and in LuaJIT). A match is a pure function of
 * its seed: the deal, the first dealer and every bot's random stream derive from it.
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
  seats: number;
  matches: number;
  matchWins: number[];
  hands: number;
  handWins: number[];
  dead: number;
  /** Hands each seat ended by knocking (gin included). */
  knocks: number[];
  /** Of those, the gins (big gin included), and the knocks nobody undercut. */
  gins: number[];
  knockWins: number[];
  /** Knocks each seat undercut. */
  undercuts: number[];
  points: number[];
  /** Replies of a `cmd:` bot the host played a move for (late, malformed, illegal, missing); 0 for built-in bots. */
  illegal: number;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

export function emptyTally(seats = 2): Tally {
  return { seats, matches: 0, matchWins: zeros(seats), hands: 0, handWins: zeros(seats), dead: 0, knocks: zeros(seats), gins: zeros(seats), knockWins: zeros(seats), undercuts: zeros(seats), points: zeros(seats), illegal: 0 };
}

export function addHand(t: Tally, r: HandResult): void {
  t.hands++;
  if (r.winner === -1) {
    t.dead++;
    return;
  }
  const k = r.knocker;
  t.handWins[r.winner]++;
  t.knocks[k]++;
  const gin = r.outcome === "gin" || r.outcome === "bigGin";
  if (gin) t.gins[k]++;
  else if (r.outcome === "knock") t.knockWins[k]++;
  for (let s = 0; s < t.seats; s++) {
    t.points[s] += r.points[s];
    // An undercut: deadwood at or under the knocker's (docs/rules.md).
    if (!gin && s !== k && r.deadwood[s] <= r.deadwood[k]) t.undercuts[s]++;
  }
}

export function mergeTally(into: Tally, t: Tally): void {
  into.matches += t.matches;
  into.hands += t.hands;
  into.dead += t.dead;
  into.illegal += t.illegal;
  for (let s = 0; s < into.seats; s++) {
    into.matchWins[s] += t.matchWins[s];
    into.handWins[s] += t.handWins[s];
    into.knocks[s] += t.knocks[s];
    into.gins[s] += t.gins[s];
    into.knockWins[s] += t.knockWins[s];
    into.undercuts[s] += t.undercuts[s];
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

/** Transcript notation of an action: seat, verb, card, "knock" for a knock. */
export function actionText(a: Action): string {
  if (a.do === "discard") return `${a.seat} discard ${cardName(a.card)}${a.knock === true ? " knock" : ""}`;
  return `${a.seat} ${a.do}`;
}

/**
 * A hand's result in a transcript: two seats write it as `replay` prints version-1 records, more
 * as one line of outcome, knocker, winner, deadwood and points by seat.
 */
export function resultText(r: HandResult): string {
  if (r.hands.length === 2) return resultJson(r);
  return `${r.outcome} knocker ${r.knocker} winner ${r.winner} deadwood ${r.deadwood.join(",")} points ${r.points.join(",")} layoffs ${r.layoffs.length}`;
}

/**
 * Plays one match to the end, one bot per seat. `log` receives every action and every hand result
 * (for transcripts); a bot returning an illegal action is a bug and throws.
 */
export function playMatch(rules: Rules, seed: number, firstDealer: Seat, bots: readonly Bot[], tally: Tally, log?: (line: string) => void): Seat {
  let m: MatchState = newMatch(rules, createRng(seed), firstDealer, bots.length);
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
    if (log !== undefined) log(resultText(result));
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

/** Plays matches [from, to) of a run: match i uses matchSeed(seed, i), first dealer i % seats, and the bots `makeBots` gives for its seed (one per seat). */
export function playMatches(rules: Rules, seed: number, from: number, to: number, makeBots: (matchSeed: number) => Bot[], tally: Tally, log?: (line: string) => void): void {
  for (let i = from; i < to; i++) {
    const s = matchSeed(seed, i);
    const bots = makeBots(s);
    playMatch(rules, s, i % bots.length, bots, tally, log);
  }
}
