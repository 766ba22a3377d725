/**
 * The settings that make `normal`, `hard` and the arena's gin seeker out of the one lookahead
 * player (planner.ts). The values were chosen by paired arena runs against `simple` and the gin
 * seeker (docs/benchmarks-history.md, "What moved hard").
 */
import type { RngState } from "../../../util/random";
import type { ArenaLevel, Bot } from "./bot";
import { DISCARD_WEIGHTS, SEEKER_WEIGHTS } from "./discard-model";
import { ginSeekerShare, newOpponentStyle, observeMove, observeView } from "./opponent-style";
import { PlanOptions, planDecide } from "./planner";
import { newReplayBelief, updateReplayBelief } from "./replay-belief";
import type { SeatView } from "../engine/view";

export const NORMAL: PlanOptions = { infer: false, dangerWeight: 0, takeMargin: 0, knockSamples: 0, waitTurns: 0, sampleTries: 1, replayDraws: 0, matchAware: false, learnStyle: false, stylePrior: [0, 1] };
export const HARD: PlanOptions = {
  infer: true,
  dangerWeight: 2,
  takeMargin: 0,
  knockSamples: 120,
  waitTurns: 3,
  sampleTries: 32,
  replayDraws: 0.5,
  matchAware: true,
  learnStyle: true,
  stylePrior: [0.5, 1.5],
  discardWeights: DISCARD_WEIGHTS,
  ginOutsWeight: 80,
  // The gin race and the gin seeker's discard only against a player that holds out for gin: a new
  // opponent (share 0.25) gets three quarters of them, one that knocks at once soon none.
  seekerRamp: [0.1, 0.3],
  seekerWeights: SEEKER_WEIGHTS,
  threatSamples: 16,
  // Knock or wait by playouts: after a wait we either knock at the limit or hold out for gin.
  search: {
    samples: 120,
    later: [
      { most: 10, opening: 10, openingStock: 99 },
      { most: 0, opening: 0, openingStock: 99 },
    ],
  },
  // Against a player who knocks at once, its hand read by replaying its rules (replay-belief.ts):
  // from its first knock short of gin (a new opponent's share is 0.25), never against a gin seeker.
  replay: { fresh: 6000, rounds: 6, warm: 2000, samples: 300, every: 10, bits: 8 },
  replayBelow: 0.2,
  replayDanger: 0.5,
};

/**
 * The arena's gin seeker: `hard`'s draws and discards (opponent model, learned discard), but it
 * knocks only with gin, and its low hand waiting for gin undercuts a knock.
 */
export const GIN_SEEKER: PlanOptions = { ...HARD, search: undefined, learnStyle: false, ginOutsWeight: 0, seekerRamp: undefined, seekerWeights: undefined, replay: undefined, ginSeek: { openingStock: 25, openingMax: 10 } };

/**
 * The arena's undercut-aware knocker: `hard`'s draws and discards, knocking short of gin with 10
 * or less in its first turns, then with ever less as the other hand takes shape (6 or less while
 * the stock holds 15 cards, then 3 or less) — a careful human's rule.
 */
export const KNOCKER: PlanOptions = { ...HARD, search: undefined, learnStyle: false, ginOutsWeight: 0, seekerRamp: undefined, seekerWeights: undefined, replay: undefined, ginSeek: { openingStock: 25, openingMax: 10, later: [[15, 6], [0, 3]] } };

function levelOptions(level: ArenaLevel): PlanOptions {
  if (level === "hard") return HARD;
  if (level === "ginseeker") return GIN_SEEKER;
  if (level === "knocker") return KNOCKER;
  return NORMAL;
}

export function createLookaheadBot(level: ArenaLevel, rng: RngState, opts?: PlanOptions): Bot {
  const o = opts ?? levelOptions(level);
  // Inference models one real opponent (its moves, its score): two seats only (bot.ts, botLevels).
  const check = (view: SeatView): void => {
    if (o.infer && view.handSizes.length > 2) throw new Error(`bot level ${level} plays two-player gin only`);
  };
  if (!o.learnStyle) {
    return {
      level,
      decide: (view) => {
        check(view);
        return planDecide(view, o, rng);
      },
    };
  }
  const style = newOpponentStyle();
  const replay = o.replay;
  const belief = replay === undefined ? undefined : newReplayBelief();
  return {
    level,
    decide: (view) => {
      check(view);
      observeView(style, view);
      const share = ginSeekerShare(style, o.stylePrior);
      const read = replay !== undefined && belief !== undefined && share < (o.replayBelow ?? 1) && updateReplayBelief(belief, view, replay, rng);
      const action = planDecide(view, o, rng, share, read ? belief : undefined);
      observeMove(style, view, action);
      return action;
    },
  };
}
