/**
 * `hard`'s knock-or-wait choice by search over determinised deals: the opponent's hand sampled as
 * the planner samples it (its kind, its plausibility given what it took, passed and threw), the
 * stock shuffled from the other unseen cards, and on each such deal the knock scored against that
 * hand and the wait played to the end of the hand (rollout.ts; one playout serves every later
 * rule). Both are judged on the same deals (common random numbers), so they differ only by the
 * move. Effort is counted in deals, never in time, so Node and LuaJIT decide alike.
 */
import type { Card } from "../engine/cards";
import { randomInt } from "../../../util/random";
import { masksOf } from "./hand-masks";
import type { Context, Sampled } from "./planner";
import { Deal, DIED, KnockRule, playOutRules, THEY_KNOCKED } from "./rollout";

export interface SearchOptions {
  /** Deals sampled per knock-or-wait choice. */
  samples: number;
  /**
   * Our knock rules in the playouts after waiting (each capped by the knock limit): the wait is
   * worth the best of them on average, as we will choose how to go on when we get there.
   */
  later: readonly KnockRule[];
}

/**
 * The planner's own sampling and scoring, handed in by planner.ts (which imports this file: a
 * value import back would be a require cycle in the Lua build).
 */
export interface Tools {
  opponentWeights: (this: void, ctx: Context) => number[];
  sampleOpponent: (this: void, ctx: Context, weights: number[]) => Sampled;
  showdownPoints: (this: void, ctx: Context, knockerCards: Card[], defenderCards: Card[], weKnock: boolean) => number;
  worth: (this: void, ctx: Context, points: number) => number;
}

/** One deal: the opponent's hand, and the stock as the other unseen cards in a random order. */
function sampleStock(ctx: Context, opp: Sampled): Card[] {
  const held = masksOf(opp.hand);
  const stock: Card[] = [];
  for (const c of ctx.k.unseen) {
    const s = Math.floor(c / 13);
    if ((held[s] & (1 << (c - s * 13))) === 0) stock.push(c);
  }
  for (let i = stock.length - 1; i > 0; i--) {
    const j = randomInt(ctx.rng, i + 1);
    const t = stock[i];
    stock[i] = stock[j];
    stock[j] = t;
  }
  return stock;
}

function theirRule(ctx: Context, opp: Sampled): KnockRule {
  const limit = ctx.view.knockLimit;
  // A gin seeker (knocksAt 0) may knock short of gin in its first turns only.
  return opp.knocksAt === 0 ? { most: 0, opening: limit, openingStock: 25 } : { most: opp.knocksAt, opening: opp.knocksAt, openingStock: 99 };
}

/**
 * Knock now with `knockHand`, or throw `waitCard` and wait with `waitHand`? True to knock: when
 * no way of going on after the wait is worth more on average than the knock.
 */
export function searchKnock(ctx: Context, t: Tools, o: SearchOptions, knockHand: Card[], waitHand: readonly Card[], waitCard: Card): boolean {
  const weights = t.opponentWeights(ctx);
  const rules = o.later;
  let knock = 0;
  const waits: number[] = [];
  for (let j = 0; j < rules.length; j++) waits.push(0);
  const points: number[] = [];
  const score = (d: Deal, how: number): number => t.worth(ctx, how === DIED ? 0 : how === THEY_KNOCKED ? t.showdownPoints(ctx, d.theirs, d.ours, false) : t.showdownPoints(ctx, d.ours, d.theirs, true));
  for (let i = 0; i < o.samples; i++) {
    const opp = t.sampleOpponent(ctx, weights);
    const stock = sampleStock(ctx, opp);
    knock += t.worth(ctx, t.showdownPoints(ctx, knockHand, opp.hand, true));
    const ours = waitHand.slice();
    const theirs = opp.hand.slice();
    const d: Deal = { ours, oursM: masksOf(ours), theirs, theirsM: masksOf(theirs), stock, next: 0, left: ctx.view.stockCount, top: waitCard, limit: ctx.view.knockLimit };
    playOutRules(d, true, rules, theirRule(ctx, opp), score, points);
    for (let j = 0; j < rules.length; j++) waits[j] += points[j];
  }
  for (let j = 0; j < rules.length; j++) if (waits[j] > knock) return false;
  return true;
}
