/**
 * Whole matches between Uno bots, shared by the arena, the fuzz tests and the LuaJIT transcript.
 * Before each move every other seat may catch an uncalled UNO (in seat order after the mover).
 */
import { createRng, mix32, randomInt } from "../../../util/random";
import { applyUno, legalUno, nextUnoHand } from "../engine/hand";
import type { UnoRules } from "../engine/rules";
import { newUnoMatch } from "../engine/hand";
import type { UnoAction, UnoState } from "../engine/types";
import { unoSeatView } from "../engine/view";
import { encodeUno } from "../codec";
import type { UnoBot } from "./bot";
import { createUnoBot } from "./index";

export interface UnoTally {
  matches: number;
  wins: number[];
  hands: number;
  moves: number;
  /** Answers that were not legal actions (a bot bug). */
  illegal: number;
}

export function emptyUnoTally(seats: number): UnoTally {
  const wins: number[] = [];
  for (let i = 0; i < seats; i++) wins.push(0);
  return { matches: 0, wins, hands: 0, moves: 0, illegal: 0 };
}

export function unoMatchSeed(seed: number, i: number): number {
  return mix32(mix32(seed | 0, 0x554e4f), i);
}

/** A safety bound: a match longer than this many moves counts as illegal (it never happens). */
const MAX_MOVES = 200000;

export function actionText(a: UnoAction): string {
  if (a.do === "play") return `${a.seat} play ${a.card}${a.colour !== undefined ? " c" + a.colour : ""}${a.target !== undefined ? " t" + a.target : ""}${a.uno === true ? " uno" : ""}`;
  if (a.do === "pick") return `${a.seat} pick ${a.colour}`;
  return `${a.seat} ${a.do}`;
}

function ask(bot: UnoBot, s: UnoState, seat: number, tally: UnoTally): UnoState {
  const a = bot.decide(unoSeatView(s, seat));
  const next = applyUno(s, a);
  if (next !== undefined) return next;
  tally.illegal++;
  return applyUno(s, legalUno(s, seat)[0]) as UnoState;
}

/** Plays one match to its end; returns the winner. `log` gets one line per move and result. */
export function playUnoMatch(rules: UnoRules, seed: number, levels: readonly string[], tally: UnoTally, log?: (line: string) => void): number {
  const seats = levels.length;
  const bots: UnoBot[] = [];
  for (let i = 0; i < seats; i++) bots.push(createUnoBot(levels[i], createRng(mix32(seed, 1000 + i))));
  let s = newUnoMatch(rules, seats, createRng(seed), randomInt(createRng(mix32(seed, 7)), seats));
  let moves = 0;
  for (;;) {
    if (s.phase === "over") {
      tally.hands++;
      if (log !== undefined && s.last !== undefined) log(`hand ${s.handNumber} winner ${s.last.winner} points ${s.last.points} scores ${s.scores.join(",")}`);
      if (s.winner !== undefined) break;
      s = nextUnoHand(s) as UnoState;
      continue;
    }
    if (moves++ > MAX_MOVES) {
      tally.illegal++;
      return -1;
    }
    if (s.unoOpen !== -1) {
      const open = s.unoOpen;
      for (let k = 0; k < seats && s.unoOpen === open; k++) {
        const seat = (s.turn + k) % seats;
        const legal = legalUno(s, seat);
        if (seat === open || legal.length === 0 || legal[0].do !== "catch" || seat === s.turn) continue;
        const before = s.moves;
        s = ask(bots[seat], s, seat, tally);
        if (log !== undefined && s.moves !== before) log(`${seat} catch`);
      }
      if (s.phase === "over") continue;
    }
    const seat = s.turn;
    const a = bots[seat].decide(unoSeatView(s, seat));
    const next = applyUno(s, a);
    if (next === undefined) {
      tally.illegal++;
      s = applyUno(s, legalUno(s, seat)[0]) as UnoState;
    } else {
      if (log !== undefined) log(actionText(a));
      s = next;
    }
    tally.moves++;
  }
  if (log !== undefined) log(encodeUno(s));
  tally.matches++;
  tally.wins[s.winner as number]++;
  return s.winner as number;
}
