/**
 * Whole 3–4-player matches between bots, synchronously: the arena's `--players 3|4` loop and the
 * cross-runtime transcripts. Seeded like two-player matches (match-play.ts): the deal, the first
 * dealer and every bot's stream derive from the match seed. An illegal answer is counted and
 * replaced by the first legal action, so a run reports it instead of stopping.
 */
import { cardName } from "../engine/cards";
import { createRng, mix32, RngState } from "../../../util/random";
import type { Rules } from "../engine/rules";
import { multiRules } from "../engine/multi-match";
import { applyMultiMatchAction, MultiMatchState, newMultiMatch, startNextMultiHand } from "../engine/multi-match";
import type { MultiAction, MultiHandResult } from "../engine/multi-types";
import { multiSeatView } from "../engine/multi-view";
import type { BotLevel } from "./bot";
import { matchSeed } from "./match-play";
import { createMultiBot, MultiBot } from "./multi";

export interface MultiTally {
  seats: number;
  matches: number;
  matchWins: number[];
  hands: number;
  handWins: number[];
  dead: number;
  /** Hands each seat ended by knocking (gin included), went gin, and undercut a knocker. */
  knocks: number[];
  gins: number[];
  undercuts: number[];
  points: number[];
  illegal: number;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

export function emptyMultiTally(seats: number): MultiTally {
  return { seats, matches: 0, matchWins: zeros(seats), hands: 0, handWins: zeros(seats), dead: 0, knocks: zeros(seats), gins: zeros(seats), undercuts: zeros(seats), points: zeros(seats), illegal: 0 };
}

/** A hand's result into the tally. */
export function addMultiHand(t: MultiTally, r: MultiHandResult): void {
  t.hands++;
  if (r.winner === -1) {
    t.dead++;
    return;
  }
  t.handWins[r.winner]++;
  t.knocks[r.knocker]++;
  if (r.outcome === "gin" || r.outcome === "bigGin") t.gins[r.knocker]++;
  for (let s = 0; s < t.seats; s++) {
    t.points[s] += r.points[s];
    if (s !== r.knocker && r.points[s] > 0) t.undercuts[s]++;
  }
}

/** The random stream of the bot in `seat` (the two-player botRng for seats 0 and 1). */
export function multiBotRng(seed: number, seat: number): RngState {
  return createRng(mix32(seed | 0, 0x51a7 + seat));
}

export function multiActionText(a: MultiAction): string {
  if (a.do === "discard") return `${a.seat} discard ${cardName(a.card)}${a.knock === true ? " knock" : ""}`;
  return `${a.seat} ${a.do}`;
}

/** A hand result as one line: outcome, knocker, winner, deadwood and points by seat. */
export function multiResultText(r: MultiHandResult): string {
  return `${r.outcome} knocker ${r.knocker} winner ${r.winner} deadwood ${r.deadwood.join(",")} points ${r.points.join(",")} layoffs ${r.layoffs.length}`;
}

/** Plays one match to the end; returns the winning seat. */
export function playMultiMatch(rules: Rules, seed: number, firstDealer: number, bots: readonly MultiBot[], tally: MultiTally, log?: (line: string) => void): number {
  const seats = bots.length;
  let m: MultiMatchState = newMultiMatch(rules, seats, createRng(seed), firstDealer);
  for (;;) {
    while (m.hand.phase !== "over") {
      const seat = m.hand.turn;
      const view = multiSeatView(m.hand, seat, m.scores);
      let action = bots[seat].decide(view);
      let r = applyMultiMatchAction(m, action);
      if (!r.ok) {
        tally.illegal++;
        action = view.legal[0];
        r = applyMultiMatchAction(m, action);
        if (!r.ok) throw new Error(r.error.message);
      }
      m = r.state;
      if (log !== undefined) log(multiActionText(action));
    }
    const result = m.hand.result as MultiHandResult;
    addMultiHand(tally, result);
    if (log !== undefined) log(multiResultText(result));
    if (m.result !== undefined) {
      tally.matches++;
      tally.matchWins[m.result.winner]++;
      return m.result.winner;
    }
    const next = startNextMultiHand(m);
    if (!next.ok) throw new Error(next.error.message);
    m = next.state;
  }
}

/**
 * Matches [from, to) of a run: level `a` in seat 0, `b` in every other seat; match i uses
 * matchSeed(seed, i) and first dealer i % seats. Rules: a two-player preset's, as 3–4 play them.
 */
export function playMultiMatches(rules: Rules, seats: number, a: BotLevel, b: BotLevel, seed: number, from: number, to: number, tally: MultiTally, log?: (line: string) => void): void {
  const r = multiRules(rules, seats);
  for (let i = from; i < to; i++) {
    const s = matchSeed(seed, i);
    const bots: MultiBot[] = [];
    for (let seat = 0; seat < seats; seat++) bots.push(createMultiBot(seat === 0 ? a : b, multiBotRng(s, seat)));
    if (log !== undefined) log(`match ${i} seed ${s} ${a} vs ${b} x${seats - 1}`);
    const winner = playMultiMatch(r, s, i % seats, bots, tally, log);
    if (log !== undefined) log(`winner ${winner}`);
  }
}

/** Every action and hand result of matches [0, count), one line each (Node = LuaJIT). */
export function multiTranscript(seats: number, a: BotLevel, b: BotLevel, seed: number, count: number, rules: Rules): string[] {
  const lines: string[] = [];
  playMultiMatches(rules, seats, a, b, seed, 0, count, emptyMultiTally(seats), (line) => lines.push(line));
  return lines;
}
