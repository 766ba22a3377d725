/**
 * Here to Slay's bot benchmarks, portable so the same code measures Node and LuaJIT (the Lua side
 * runs it from tools/luajit/hts-bench.ts). Four seats of one level, whole matches, each decision
 * timed on its own (the seat to move deciding on its view; the view is not timed). The caller
 * passes a clock in milliseconds; an untimed warm-up first lets both JITs compile the hot paths.
 */
import type { HtsBotLevel } from "../../src/games/here-to-slay/bots/index";
import { createHtsBot } from "../../src/games/here-to-slay/bots/index";
import { applyHts, htsTurn, newHtsMatch } from "../../src/games/here-to-slay/engine/rules";
import { htsSeatView } from "../../src/games/here-to-slay/engine/view";
import { quantile } from "../../src/games/gin-rummy/bots/transcript";
import { createRng, mix32 } from "../../src/util/random";
import { obj, writeJson } from "../../src/util/json";

export type MsClock = (this: void) => number;

const SEATS = 4;

function figure(name: string, runtime: string, value: number, unit: string): string {
  return writeJson(obj([["name", name], ["runtime", runtime], ["value", Math.round(value * 1000) / 1000], ["unit", unit]]));
}

/** Plays `matches` four-seat matches of `level`; returns the moves and, when timed, each decision's milliseconds. */
function play(level: HtsBotLevel, seed: number, matches: number, now: MsClock, timed: boolean): { moves: number; decide: number[] } {
  const out = { moves: 0, decide: [] as number[] };
  for (let m = 0; m < matches; m++) {
    const ms = mix32(seed, m);
    const bots = [];
    for (let i = 0; i < SEATS; i++) bots.push(createHtsBot(level, createRng(mix32(ms, 1000 + i))));
    let s = newHtsMatch(SEATS, createRng(ms), m % SEATS);
    while (s.phase !== "over") {
      const seat = htsTurn(s);
      const view = htsSeatView(s, seat);
      const t0 = timed ? now() : 0;
      const a = bots[seat].decide(view);
      if (timed) out.decide.push(now() - t0);
      const next = applyHts(s, a);
      if (next === undefined) throw new Error("illegal bot move: " + a.do);
      s = next;
      out.moves++;
    }
  }
  return out;
}

/** The figures, one JSON line each: decision p50/p99/max of the hard and simple bots, moves/s of hard self-play. */
export function htsFigures(now: MsClock, runtime: string): string[] {
  const out: string[] = [];
  play("hard", 1, 5, now, false);
  play("simple", 1, 5, now, false);
  const t0 = now();
  const run = play("hard", 2, 20, now, false);
  out.push(figure("hts_hard_selfplay_moves_per_s", runtime, Math.round(run.moves / ((now() - t0) / 1000)), "moves/s"));
  for (const level of ["hard", "simple"] as HtsBotLevel[]) {
    const t = play(level, 3, 40, now, true);
    out.push(figure(`hts_${level}_decision_ms_p50`, runtime, quantile(t.decide, 0.5), "ms"));
    out.push(figure(`hts_${level}_decision_ms_p99`, runtime, quantile(t.decide, 0.99), "ms"));
    out.push(figure(`hts_${level}_decision_ms_max`, runtime, quantile(t.decide, 1), "ms"));
  }
  return out;
}
