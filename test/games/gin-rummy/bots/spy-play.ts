/**
 * A test harness for reading `simple`'s hand: `normal` plays `simple` (or another rule-bound
 * level) while a spy on the other seat records the truth — its dealt hand, its stock draws and
 * its hand after each move — for every view of `normal` after the other seat's first throw.
 */
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";
import { emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import type { Card } from "../../../../src/games/gin-rummy/engine/cards";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";
import type { SeatView } from "../../../../src/games/gin-rummy/engine/view";
import { createRng } from "../../../../src/util/random";

export interface Seen {
  view: SeatView;
  /** simple's dealt hand and stock draws so far, and its hand now. */
  dealt: Card[];
  draws: Card[];
  hand: Card[];
}

/** Plays `normal` (seat 0) against `simple` and hands every view of seat 0 after simple's first throw, with the truth. */
export function play(matches: number, seed: number, each: (s: Seen) => void, opponent: "simple" | "easy" = "simple"): void {
  for (let i = 0; i < matches; i++) {
    const s = matchSeed(seed, i);
    const other = createBot(opponent, createRng(s + 1));
    const mine = createBot("normal", createRng(s + 2));
    let key = "";
    let dealt: Card[] = [];
    let draws: Card[] = [];
    let after: Card[] = [];
    const spy: Bot = {
      level: "simple",
      decide(view) {
        const k = `${view.upcard}/${view.dealer}/${view.scores?.join(",")}`;
        if (k !== key) {
          key = k;
          dealt = view.hand.slice();
          draws = [];
        }
        if (view.phase === "discard" && view.justDrawn >= 0) draws.push(view.justDrawn);
        const a = other.decide(view);
        after = view.hand.filter((c) => !(a.do === "discard" && c === a.card));
        if (a.do === "take") after.push(view.topDiscard);
        return a;
      },
    };
    const observer: Bot = {
      level: "normal",
      decide(view) {
        const k = `${view.upcard}/${view.dealer}/${view.scores?.join(",")}`;
        const threw = view.history.some((e) => e.seat !== view.seat && e.kind === "discard");
        if (threw && k === key) each({ view, dealt: dealt.slice(), draws: draws.slice(), hand: after.slice() });
        return mine.decide(view);
      },
    };
    playMatch(HOUSE_RULES, s, i % 2, [observer, spy], emptyTally(2));
  }
}
