/**
 * The settings that make `normal` and `hard` out of the one lookahead player (planner.ts). The
 * values were chosen by paired arena runs against `simple` (docs/benchmarks.md, "What moved hard").
 */
import type { RngState } from "../../../util/random";
import type { Bot, BotLevel } from "./bot";
import { DISCARD_WEIGHTS } from "./discard-model";
import { PlanOptions, planDecide } from "./planner";

export const NORMAL: PlanOptions = { infer: false, dangerWeight: 0, takeMargin: 0, knockSamples: 0, waitTurns: 0, sampleTries: 1, replayDraws: 0, matchAware: false };
export const HARD: PlanOptions = {
  infer: true,
  dangerWeight: 2,
  takeMargin: 0,
  knockSamples: 120,
  waitTurns: 3,
  sampleTries: 32,
  replayDraws: 0.5,
  matchAware: true,
  discardWeights: DISCARD_WEIGHTS,
};

export function createLookaheadBot(level: BotLevel, rng: RngState, opts?: PlanOptions): Bot {
  const o = opts ?? (level === "hard" ? HARD : NORMAL);
  return { level, decide: (view) => planDecide(view, o, rng) };
}
