/**
 * Search over determinised deals: the opponent's hand sampled as the planner samples it (its
 * kind, its plausibility given what it took, passed and threw), the stock shuffled from the other
 * unseen cards, and each candidate move played to the end of the hand on the same deals
 * (rollout.ts), so the candidates differ only by the move. Effort is counted in deals, never in
 * time, so Node and LuaJIT decide alike.
 */
import type { Card } from "../engine/cards";
import { randomInt } from "../../../util/random";
import { masksOf } from "./hand-masks";
import type { Context, Sampled } from "./planner";
import { Deal, DIED, discardFrom, drawInto, KnockRule, ourWorstCard, playOut, THEY_KNOCKED, WE_KNOCKED, weKnock } from "./rollout";

/**
 * The planner's own sampling and scoring, handed in by planner.ts (which imports this file: a
 * value import back would be a require cycle in the Lua build).
 */
export interface Tools {
  sampleOpponent: (this: void, ctx: Context, weights: number[]) => Sampled;
  showdownPoints: (this: void, ctx: Context, knockerCards: Card[], defenderCards: Card[], weKnock: boolean) => number;
  worth: (this: void, ctx: Context, points: number) => number;
}

export interface SearchOptions {
  /** Deals sampled per searched decision. */
  samples: number;
  /** Search the draw (take the face-up card or draw from the stock). */
  draw: boolean;
  /** Search the knock-or-wait choice (else the planner's own samples decide it). */
  knock: boolean;
  /** Our knock rule in playouts after the move searched. */
  ours: KnockRule;
  /** More rules for the wait: the wait is worth the best of them on average (ours included). */
  oursAlt?: readonly KnockRule[];
  /** Search the discard when no knock is possible, among the heuristic's best few (planner.ts). */
  discard?: boolean;
  /** Weight of the learned discard model's score (points) added to a discard's playout mean (points). */
  modelWeight?: number;
  /** Take the face-up card only when its playouts beat the stock's by more than this (points or match chance). */
  takeMargin: number;
}

interface Sample {
  opp: Sampled;
  stock: Card[];
}

function unseenWeights(ctx: Context): number[] {
  const k = ctx.k;
  const weights: number[] = [];
  for (const c of k.unseen) weights.push(ctx.opts.infer ? k.weight[c] : 1);
  return weights;
}

/** One deal: the opponent's hand, and the stock as the other unseen cards in a random order. */
function sample(ctx: Context, t: Tools, weights: number[]): Sample {
  const opp = t.sampleOpponent(ctx, weights);
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
  return { opp, stock };
}

function theirRule(ctx: Context, opp: Sampled): KnockRule {
  const limit = ctx.view.knockLimit;
  // A gin seeker (knocksAt 0) may knock short of gin in its first turns only.
  return opp.knocksAt === 0 ? { most: 0, opening: limit, openingStock: 25 } : { most: opp.knocksAt, opening: opp.knocksAt, openingStock: 99 };
}

function newDeal(ctx: Context, ours: readonly Card[], s: Sample, top: Card): Deal {
  const mine = ours.slice();
  const theirs = s.opp.hand.slice();
  return { ours: mine, oursM: masksOf(mine), theirs, theirsM: masksOf(theirs), stock: s.stock, next: 0, left: ctx.view.stockCount, top, limit: ctx.view.knockLimit };
}

/** What the ended deal is worth to us. */
function outcome(ctx: Context, t: Tools, d: Deal, how: number): number {
  if (how === DIED) return t.worth(ctx, 0);
  if (how === THEY_KNOCKED) return t.worth(ctx, t.showdownPoints(ctx, d.theirs, d.ours, false));
  return t.worth(ctx, t.showdownPoints(ctx, d.ours, d.theirs, true));
}

/** Our turn in a deal from the draw on: draw (take or stock), throw the least-deadwood card, knock by the rule or play on. */
function fromDraw(ctx: Context, t: Tools, s: Sample, take: boolean, rule: KnockRule, their: KnockRule): number {
  const d = newDeal(ctx, ctx.view.hand, s, ctx.view.topDiscard);
  const drawn = drawInto(d, take);
  discardFrom(d, ourWorstCard(d, take ? drawn : -1));
  if (weKnock(d, rule)) return outcome(ctx, t, d, WE_KNOCKED);
  return outcome(ctx, t, d, playOut(d, true, rule, their));
}

/** Take the face-up card (true) or draw from the stock, by playouts on the same deals. */
export function searchTake(ctx: Context, t: Tools, o: SearchOptions): boolean {
  const weights = unseenWeights(ctx);
  let take = 0;
  let stock = 0;
  for (let i = 0; i < o.samples; i++) {
    const s = sample(ctx, t, weights);
    const their = theirRule(ctx, s.opp);
    take += fromDraw(ctx, t, s, true, o.ours, their);
    stock += fromDraw(ctx, t, s, false, o.ours, their);
  }
  return take > stock + o.takeMargin * o.samples;
}

/**
 * Knock now with `knockHand`, or throw `waitCard` and wait with `waitHand`? The knock is scored
 * against each sampled hand; the wait is played out on the same deal.
 */
export function searchKnock(ctx: Context, t: Tools, o: SearchOptions, knockHand: Card[], waitHand: Card[], waitCard: Card): boolean {
  const weights = unseenWeights(ctx);
  const rules: KnockRule[] = [o.ours];
  if (o.oursAlt !== undefined) for (const r of o.oursAlt) rules.push(r);
  let knock = 0;
  const waits: number[] = [];
  for (let j = 0; j < rules.length; j++) waits.push(0);
  for (let i = 0; i < o.samples; i++) {
    const s = sample(ctx, t, weights);
    const their = theirRule(ctx, s.opp);
    knock += t.worth(ctx, t.showdownPoints(ctx, knockHand, s.opp.hand, true));
    for (let j = 0; j < rules.length; j++) {
      const d = newDeal(ctx, waitHand, s, waitCard);
      waits[j] += outcome(ctx, t, d, playOut(d, true, rules[j], their));
    }
  }
  for (let j = 0; j < rules.length; j++) if (waits[j] > knock) return false;
  return true;
}

/**
 * The mean points (ours positive) of throwing each of `cards` from our 11-card hand, each played
 * out on the same deals.
 */
export function playDiscards(ctx: Context, t: Tools, o: SearchOptions, cards: readonly Card[]): number[] {
  const weights = unseenWeights(ctx);
  const sums: number[] = [];
  for (let j = 0; j < cards.length; j++) sums.push(0);
  for (let i = 0; i < o.samples; i++) {
    const s = sample(ctx, t, weights);
    const their = theirRule(ctx, s.opp);
    for (let j = 0; j < cards.length; j++) {
      const d = newDeal(ctx, ctx.view.hand, s, cards[j]);
      discardFrom(d, cards[j]);
      const how = playOut(d, true, o.ours, their);
      if (how === THEY_KNOCKED) sums[j] += t.showdownPoints(ctx, d.theirs, d.ours, false);
      else if (how === WE_KNOCKED) sums[j] += t.showdownPoints(ctx, d.ours, d.theirs, true);
    }
  }
  for (let j = 0; j < cards.length; j++) sums[j] /= o.samples;
  return sums;
}
