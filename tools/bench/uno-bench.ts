/**
 * Uno No Mercy engine and bot benchmarks, portable so the same code measures Node and LuaJIT (the
 * Lua side runs it from tools/luajit/uno.ts). Four seats, the no-mercy preset. The caller passes a
 * clock in milliseconds; each runtime runs an untimed warm-up first, so both JITs have compiled
 * the hot paths before anything is timed.
 */
import { createUnoBot } from "../../src/games/uno-no-mercy/bots/index";
import type { UnoBot } from "../../src/games/uno-no-mercy/bots/bot";
import { applyUno, newUnoMatch, nextUnoHand } from "../../src/games/uno-no-mercy/engine/hand";
import { NO_MERCY_RULES } from "../../src/games/uno-no-mercy/engine/rules";
import type { UnoState } from "../../src/games/uno-no-mercy/engine/types";
import { unoSeatView } from "../../src/games/uno-no-mercy/engine/view";
import { quantile } from "../../src/games/gin-rummy/bots/transcript";
import { createRng, mix32 } from "../../src/util/random";
import { obj, writeJson } from "../../src/util/json";

export type MsClock = (this: void) => number;

const SEATS = 4;

function figure(name: string, runtime: string, value: number, unit: string): string {
  return writeJson(obj([["name", name], ["runtime", runtime], ["value", Math.round(value * 1000) / 1000], ["unit", unit]]));
}

interface Timings {
  moves: number;
  /** Milliseconds of each bot decision, and of each applyUno. */
  decide: number[];
  apply: number[];
}

/**
 * Plays `matches` whole matches with four bots of `level`, every move the seat to move's decision
 * on its own view (catches of an uncalled UNO are left out: the mover's next move closes them).
 * With `timed`, each decision and each apply is timed on its own; otherwise nothing is.
 */
function play(level: string, seed: number, matches: number, now: MsClock, timed: boolean): Timings {
  const out: Timings = { moves: 0, decide: [], apply: [] };
  for (let m = 0; m < matches; m++) {
    const ms = mix32(seed, m);
    const bots: UnoBot[] = [];
    for (let i = 0; i < SEATS; i++) bots.push(createUnoBot(level, createRng(mix32(ms, 1000 + i))));
    let s: UnoState = newUnoMatch(NO_MERCY_RULES, SEATS, createRng(ms), m % SEATS);
    while (s.winner === undefined) {
      if (s.phase === "over") {
        s = nextUnoHand(s) as UnoState;
        continue;
      }
      const t0 = timed ? now() : 0;
      const a = bots[s.turn].decide(unoSeatView(s, s.turn));
      const t1 = timed ? now() : 0;
      const next = applyUno(s, a);
      if (timed) {
        out.decide.push(t1 - t0);
        out.apply.push(now() - t1);
      }
      if (next === undefined) throw new Error("illegal bot move: " + a.do);
      s = next;
      out.moves++;
    }
  }
  return out;
}

/** The Uno figures, one JSON line each: moves/s of whole matches, apply and decision quantiles. */
export function unoFigures(now: MsClock, runtime: string): string[] {
  const out: string[] = [];
  play("simple", 1, 5, now, false);
  play("hard", 1, 5, now, true);
  // Moves per second of whole simple-bot matches: a view, a decision and an apply per move.
  const t0 = now();
  const run = play("simple", 2, 40, now, false);
  out.push(figure("uno_selfplay_moves_per_s", runtime, Math.round(run.moves / ((now() - t0) / 1000)), "moves/s"));
  for (const level of ["simple", "hard"]) {
    const t = play(level, 3, 40, now, true);
    out.push(figure(`uno_${level}_decision_ms_p50`, runtime, quantile(t.decide, 0.5), "ms"));
    out.push(figure(`uno_${level}_decision_ms_p99`, runtime, quantile(t.decide, 0.99), "ms"));
    if (level === "simple") {
      out.push(figure("uno_apply_ms_p50", runtime, quantile(t.apply, 0.5), "ms"));
      out.push(figure("uno_apply_ms_p99", runtime, quantile(t.apply, 0.99), "ms"));
      out.push(figure("uno_apply_ms_max", runtime, quantile(t.apply, 1), "ms"));
    }
  }
  return out;
}
