/**
 * The test tiers. `npm test` runs the full suite; `npm run test:fast` (scripts/test-fast.mjs) sets
 * GT_FAST=1: vitest.config.ts then leaves the slow files to the full suite, and the long property
 * walks below run a shorter prefix of the same walk.
 */
export const FAST = process.env.GT_FAST === "1";

/** `full` in the full suite, `fast` in the fast tier. */
export function byTier(full: number, fast: number): number {
  return FAST ? fast : full;
}
