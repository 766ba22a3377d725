/**
 * Engine benchmarks, portable so the same code measures Node and LuaJIT. The caller passes a
 * clock in seconds (CPU seconds of the process: process.cpuUsage in Node, os.clock in Lua).
 */
import { createBot } from "../../src/games/gin-rummy/bots";
import type { Card } from "../../src/games/gin-rummy/engine/cards";
import { applyActionInPlace } from "../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../src/games/gin-rummy/engine/match";
import { minDeadwood } from "../../src/games/gin-rummy/engine/melds";
import { createRng, randomInt, shuffle } from "../../src/util/random";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import type { Seat } from "../../src/games/gin-rummy/engine/types";
import { seatView } from "../../src/games/gin-rummy/engine/view";
import { obj, writeJson } from "../../src/util/json";

export type Clock = (this: void) => number;

export function figure(name: string, runtime: string, value: number, unit: string): string {
  return writeJson(obj([["name", name], ["runtime", runtime], ["value", Math.round(value)], ["unit", unit]]));
}

/** Minimal deadwood of random 10-card hands, evaluations per second. */
export function benchDeadwood(now: Clock, evaluations: number): number {
  const rng = createRng(1);
  const hands: Card[][] = [];
  for (let i = 0; i < 4096; i++) {
    const deck: Card[] = [];
    for (let c = 0; c < 52; c++) deck.push(c);
    shuffle(rng, deck);
    hands.push(deck.slice(0, 10));
  }
  let sink = 0;
  const t0 = now();
  for (let i = 0; i < evaluations; i++) sink += minDeadwood(hands[i & 4095]);
  const seconds = now() - t0;
  if (sink < 0) return 0;
  return evaluations / seconds;
}

/** Whole hands between two `simple` bots (each deciding from its own seat view), hands per second. */
export function benchSelfplay(now: Clock, hands: number): number {
  const rng = createRng(2);
  const bots = [createBot("simple", createRng(3)), createBot("simple", createRng(4))];
  const t0 = now();
  for (let h = 0; h < hands; h++) {
    const s = dealHand(HOUSE_RULES, rng, randomInt(rng, 2) as Seat);
    while (s.phase !== "over") {
      const a = bots[s.turn].decide(seatView(s, s.turn));
      const err = applyActionInPlace(s, a);
      if (err !== undefined) throw new Error(err.message);
    }
  }
  return hands / (now() - t0);
}

export type EngineFigure = "deadwood" | "selfplay";

/**
 * The engine figures, measured the same way in both runtimes: an untimed warm-up run (so each JIT
 * has compiled the hot paths), then the timed run with the same amount of work.
 */
export function engineFigures(now: Clock, runtime: string, only?: EngineFigure): string[] {
  const out: string[] = [];
  if (only !== "selfplay") {
    benchDeadwood(now, 200000);
    out.push(figure("deadwood_evals_per_s", runtime, benchDeadwood(now, 5000000), "evals/s"));
  }
  if (only !== "deadwood") {
    benchSelfplay(now, 1000);
    out.push(figure("selfplay_hands_per_s", runtime, benchSelfplay(now, 20000), "hands/s"));
  }
  return out;
}
