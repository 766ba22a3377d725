/**
 * `hard`'s discard, learned from play. The planner's heuristic (expected deadwood after the next
 * draw, plus the danger of feeding the opponent a meld) ranks the discards; among its best
 * `DISCARD_CHOICES`, `hard` keeps the one this linear model scores highest.
 *
 * The model predicts the hand's points (ours positive) from what a discard changes: it was fit by
 * tools/bots/train-discard.ts on hands of `hard` against `simple` in which a random one of the
 * heuristic's best three was discarded at 30% of the decisions, so each weight is the effect of
 * the discard alone (the hand around it is held by the choices' averages). What it learned: the
 * heuristic's one-draw horizon is right early in a hand, but late in it the deadwood held right
 * now weighs more (the opponent is about to knock), feeding the opponent a meld costs more, and a
 * likely meld for the opponent costs more than its chance alone says. It is worth about two points
 * of match wins against `simple` (docs/benchmarks-history.md).
 */

/** How many of the heuristic's best discards the model chooses among. */
export const DISCARD_CHOICES = 3;

/** Names of the features, in order (for the trainer's report). */
export const DISCARD_FEATURES = ["expected", "deadwood", "danger", "points", "danger*late", "expected*late", "deadwood*late", "danger^2", "deadwood*threat", "expected*threat"];

/**
 * Against a player who knocks as soon as it may. Fit by `npm run train:discard -- --matches 16000
 * --seed 101 --jobs 2` (2026-11-30, before the threat features: they weigh 0): 269,283 decisions,
 * points per hand sd 21.9; standard errors 0.14, 0.13, 0.89, 0.05, 1.66, 0.50, 0.40, 1.12.
 */
export const DISCARD_WEIGHTS: readonly number[] = [-1.6672, 0.3221, -0.2326, -0.6092, -3.2869, 1.6389, -3.3609, -4.5271, 0, 0];

/**
 * Against a gin seeker (PlanOptions.seekerWeights). Fit by `npm run train:discard -- --matches
 * 8000 --seed 101 --jobs 1 --against simple --threat 16` (2026-12-05): 130,811 decisions, points
 * per hand sd 21.6; standard errors 0.21, 0.19, 1.28, 0.08, 2.40, 0.98, 0.79, 1.63, 0.81, 1.07
 * (fit before the lookahead bots stopped taking back their own discards: a rerun differs a little).
 * Fit on hands against `simple`, yet in paired runs it plays better against the gin seeker than
 * the weights above and worse against `simple` (docs/benchmarks-history.md), hence its use: when
 * the threat of a knock is high it holds less deadwood now (deadwood*threat −3.1).
 */
export const SEEKER_WEIGHTS: readonly number[] = [-1.4325, 0.0155, 1.5643, -0.5956, -3.5341, -0.3928, -0.7085, -6.3086, -3.1393, 2.6961];

/**
 * The features of one discard: expected deadwood after the next draw, deadwood right after the
 * discard, the chance the opponent melds it, its points, and how late in the hand it is (0 at the
 * deal, 1 when the stock runs out) times the first three, the danger squared, and the chance the
 * opponent can knock on its next turn (`threat`, planner.ts knockThreat) times the first two.
 */
export function discardFeatures(expected: number, deadwood: number, danger: number, card: number, stockCount: number, threat: number = 0): number[] {
  const r = card % 13;
  const points = r < 9 ? r + 1 : 10;
  const late = 1 - stockCount / 31;
  return [expected, deadwood, danger, points, danger * late, expected * late, deadwood * late, danger * danger, deadwood * threat, expected * threat];
}

/** The model's score of a discard's features (higher is better). */
export function discardScore(weights: readonly number[], features: readonly number[]): number {
  let v = 0;
  for (let i = 0; i < weights.length; i++) v += weights[i] * features[i];
  return v;
}

/** Whether weights read the threat (the last two features): the planner samples it only then. */
export function readsThreat(weights: readonly number[] | undefined): boolean {
  return weights !== undefined && (weights[8] !== 0 || weights[9] !== 0);
}
