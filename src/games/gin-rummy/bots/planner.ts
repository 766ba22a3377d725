/**
 * The lookahead player behind `normal` and `hard`. Every choice compares hands by their expected
 * deadwood after the next draw (lookahead.ts). `hard` adds what it infers about the other hand
 * (knowledge.ts): which unseen cards are still in the stock, how likely a discard is to complete
 * one of the opponent's melds, and — dealing the opponent sampled hands and playing its next turns
 * and the showdowns out — whether to knock now or wait with a low hand, ready to undercut the
 * opponent's knock or to make gin. When the match scores are known those outcomes are weighed by
 * the match-win chance they leave (match-odds.ts), not by points. Whether the opponent knocks at
 * once or holds out for gin is learned over the match (opponent-style.ts): a gin seeker may sit on
 * a low hand, ready to undercut, and keeps improving it. `hard` judges a wait by playing the rest of
 * the hand out on determinised deals (search.ts) rather than a few opponent turns. Against a gin
 * seeker a low hand races it to gin and the discard follows the weights learned for it; against a
 * player who knocks at once neither (seekerRamp); against that player, `hard` reads its hand by
 * replaying the rules it seems to play by on the whole hand's moves (replay-belief.ts), and the
 * knock search deals it those hands. Effort is counted in samples, never in time, so decisions
 * are the same in Node and LuaJIT.
 */
import { Card, cardPoints } from "../engine/cards";
import { minDeadwoodWithout, optimalArrangements } from "../engine/melds";
import { randomFloat, randomInt, RngState } from "../../../util/random";
import { defenceDeadwood } from "../engine/showdown";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import { acesHigh, addCard, dropCard, dw, formsMeld, hasCard, Masks, masksOf, removeCard, touches } from "./hand-masks";
import { Knowledge, meldDanger, OPP, readKnowledge, UNSEEN } from "./knowledge";
import { plausibility } from "./clues";
import { canKnockWith, discardAction, discardable, findLegal } from "./legal";
import { bestAfterRemoving, expectedAfterDraw } from "./lookahead";
import { matchWinChance } from "./match-odds";
import { DISCARD_CHOICES, discardFeatures, discardScore, readsThreat } from "./discard-model";
import { searchKnock, SearchOptions, Tools } from "./search";
import type { ReplayBelief, ReplayOptions } from "./replay-belief";

export interface PlanOptions {
  /** Use the opponent model (else every unseen card is equally likely anywhere). */
  infer: boolean;
  /** Cost, in deadwood points, of a discard the opponent can surely meld. */
  dangerWeight: number;
  /** Take the face-up card only when it beats the stock by more than this (deadwood points). */
  takeMargin: number;
  /**
   * Opponent hands sampled to weigh knocking now against waiting (0: knock as soon as allowed).
   * Waiting keeps a low hand ready to undercut a knock, or to make gin.
   */
  knockSamples: number;
  /** Opponent turns looked ahead when judging a wait. */
  waitTurns: number;
  /** Deals per sampled opponent hand until one is accepted by its plausibility (clues.ts). */
  sampleTries: number;
  /** Share of the opponent's stock draws replayed on each sampled hand (replayDraws). */
  replayDraws: number;
  /** Weigh knock-or-wait outcomes by the match-win chance they leave (when the scores are known). */
  matchAware: boolean;
  /** The learned discard's weights (discard-model.ts); undefined: the heuristic's best discard. */
  discardWeights?: readonly number[];
  /**
   * How much the opponent is taken for a gin seeker, from the learned share (opponent-style.ts):
   * none at or below [0], fully at or above [1]. It scales the gin-chance discard (ginOutsWeight)
   * and mixes the two learned discards (discardWeights for a player who knocks at once,
   * seekerWeights for a gin seeker). Undefined: always fully, and discardWeights alone.
   */
  seekerRamp?: readonly [number, number];
  /** The learned discard's weights for a gin seeker (seekerRamp). */
  seekerWeights?: readonly number[];
  /**
   * Opponent hands sampled at a discard to judge its chance of knocking on its next turn (the
   * model's threat features); in play sampled only while seekerWeights count.
   */
  threatSamples?: number;
  /**
   * Learn over the match whether the opponent holds out for gin (opponent-style.ts), and sample
   * its hand and its next turns by that: a gin seeker may sit on a low hand without knocking.
   */
  learnStyle: boolean;
  /** Knocks of each kind (gin, short of gin) credited to a new opponent before it has shown any. */
  stylePrior: readonly [number, number];
  /** A gin seeker's knock rule instead of knockSamples (the arena's `ginseeker`). */
  ginSeek?: GinSeek;
  /**
   * With a hand low enough to knock, the discard also weighs the chance that the next stock card
   * gives gin: deadwood points per unit of that chance (0: off). A low hand that waits is racing
   * the opponent to gin (a gin seeker never knocks short of it late in a hand).
   */
  ginOutsWeight?: number;
  /** Knock or wait by playouts over determinised deals (search.ts) instead of knockSamples' short look-ahead; undefined: off. */
  search?: SearchOptions;
  /**
   * Against a player who knocks at once (the learned gin-seeker share below `replayBelow`), read
   * its hand by replaying its likely rules (replay-belief.ts): the discard's danger and the knock
   * search's hands come from that belief instead of the marginals and the clue sampler.
   */
  replay?: ReplayOptions;
  replayBelow?: number;
  /**
   * The share of a discard's danger taken from the replayed belief, the rest from the marginals:
   * the two err differently, and their mean predicts `simple`'s melds better than either.
   */
  replayDanger?: number;
}

/**
 * Knock short of gin only in the first turns, before the opponent's hand has taken shape (it can
 * rarely undercut yet); after that draw for gin, holding a low hand that undercuts a knock.
 */
export interface GinSeek {
  /** Knocks short of gin are made only while the stock holds at least this many cards... */
  openingStock: number;
  /** ...and with at most this much deadwood. */
  openingMax: number;
  /**
   * After the opening, knocks short of gin by the stock left: [stock at least, most deadwood], in
   * order, the first that applies (none: gin only). An undercut-aware knocker knocks lower as the
   * other hand takes shape.
   */
  later?: readonly (readonly [number, number])[];
}

/** Whether the gin seeker's rule knocks with `deadwood` at `stock` cards left. */
function ginSeekKnocks(g: GinSeek, stock: number, deadwood: number): boolean {
  if (stock >= g.openingStock) return deadwood <= g.openingMax;
  const later = g.later;
  if (later === undefined) return false;
  for (const [atLeast, most] of later) if (stock >= atLeast) return deadwood <= most;
  return false;
}

export interface Context {
  view: SeatView;
  k: Knowledge;
  /** Per card: weight of being the next stock card. */
  pStock: number[];
  opts: PlanOptions;
  rng: RngState;
  /** The chance the opponent holds out for gin rather than knocking as soon as it may. */
  ginShare: number;
  /** How much it is taken for a gin seeker (PlanOptions.seekerRamp). */
  seeker: number;
  /** The replayed belief over the opponent's hand, when it holds (PlanOptions.replay). */
  belief: ReplayBelief | undefined;
}

/** The ramp of PlanOptions.seekerRamp at `share`. */
function ramp(r: readonly [number, number] | undefined, share: number): number {
  if (r === undefined || share >= r[1]) return 1;
  return share <= r[0] ? 0 : (share - r[0]) / (r[1] - r[0]);
}

function context(view: SeatView, opts: PlanOptions, rng: RngState, ginShare: number, belief?: ReplayBelief): Context {
  const k = readKnowledge(view);
  const pStock: number[] = [];
  for (let c = 0; c < 52; c++) {
    if (k.where[c] !== UNSEEN) pStock.push(0);
    else pStock.push(opts.infer ? 1 - k.pOpp[c] : 1);
  }
  return { view, k, pStock, opts, rng, ginShare, seeker: ramp(opts.seekerRamp, ginShare), belief };
}

/** The chance the opponent can meld `card` at once: the marginals', mixed with the replayed belief's when there is one. */
function meldChance(ctx: Context, card: Card): number {
  const marginal = meldDanger(ctx.k, card);
  const b = ctx.belief;
  if (b === undefined) return marginal;
  const share = ctx.opts.replayDanger ?? 1;
  return share * b.danger[card] + (1 - share) * marginal;
}

function danger(ctx: Context, card: Card): number {
  return ctx.opts.dangerWeight > 0 ? ctx.opts.dangerWeight * meldChance(ctx, card) : 0;
}

/** The best discard from the hand in m (`hand` lists its cards): [card, value]; lower is better. */
function bestDiscard(ctx: Context, m: Masks, hand: readonly Card[], allowed: readonly Card[]): [Card, number] {
  let bestCard = allowed[0];
  let best = 1e9;
  for (const c of allowed) {
    removeCard(m, c);
    const v = expectedAfterDraw(m, hand, ctx.k.unseen, ctx.pStock) + danger(ctx, c);
    addCard(m, c);
    if (v < best) {
      best = v;
      bestCard = c;
    }
  }
  return [bestCard, best];
}

/**
 * The heuristic's best DISCARD_CHOICES discards, best first (the first of equals first), each with
 * its model features.
 */
function discardOptions(ctx: Context, m: Masks, hand: readonly Card[], allowed: readonly Card[], withThreat: boolean): { card: Card; features: number[] }[] {
  const cards: Card[] = [];
  const values: number[] = [];
  const expected: number[] = [];
  const deadwood: number[] = [];
  for (const c of allowed) {
    removeCard(m, c);
    const e = expectedAfterDraw(m, hand, ctx.k.unseen, ctx.pStock);
    const d = dw(m);
    addCard(m, c);
    const v = e + danger(ctx, c);
    let at = cards.length;
    while (at > 0 && v < values[at - 1]) at--;
    if (at >= DISCARD_CHOICES) continue;
    cards.splice(at, 0, c);
    values.splice(at, 0, v);
    expected.splice(at, 0, e);
    deadwood.splice(at, 0, d);
    if (cards.length > DISCARD_CHOICES) {
      cards.pop();
      values.pop();
      expected.pop();
      deadwood.pop();
    }
  }
  const out: { card: Card; features: number[] }[] = [];
  const threat = withThreat ? knockThreat(ctx) : 0;
  for (let i = 0; i < cards.length; i++) {
    out.push({ card: cards[i], features: discardFeatures(expected[i], deadwood[i], meldChance(ctx, cards[i]), cards[i], ctx.view.stockCount, threat) });
  }
  return out;
}

/** Per unseen card (k.unseen's order), its weight when dealing the opponent a sampled hand. */
function opponentWeights(ctx: Context): number[] {
  const weights: number[] = [];
  for (const c of ctx.k.unseen) weights.push(ctx.opts.infer ? ctx.k.weight[c] : 1);
  return weights;
}

/**
 * The chance the opponent can knock after its next draw: sampled hands (as the knock decision
 * samples them) each given one unseen card, knocking when their best discard leaves no more than
 * the knock limit.
 */
function knockThreat(ctx: Context): number {
  const n = ctx.opts.threatSamples ?? 0;
  const k = ctx.k;
  if (n <= 0 || k.unseen.length === 0) return 0;
  const weights = opponentWeights(ctx);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const opp = sampleOpponent(ctx, weights);
    const m = masksOf(opp.hand);
    let u = k.unseen[randomInt(ctx.rng, k.unseen.length)];
    for (let g = 0; g < 20 && hasCard(m, u); g++) u = k.unseen[randomInt(ctx.rng, k.unseen.length)];
    if (hasCard(m, u)) continue;
    addCard(m, u);
    opp.hand.push(u);
    if (bestAfterRemoving(m, opp.hand) <= ctx.view.knockLimit) hits++;
  }
  return hits / n;
}

/** The discard to wait with: the heuristic's best, or the learned model's pick among its best few. */
function chooseDiscard(ctx: Context, m: Masks, hand: readonly Card[], allowed: readonly Card[]): Card {
  const weights = ctx.opts.discardWeights;
  if (weights === undefined) return bestDiscard(ctx, m, hand, allowed)[0];
  const seeker = ctx.opts.seekerWeights;
  const t = seeker === undefined ? 0 : ctx.seeker;
  // The threat is sampled only when weights in use read it.
  const options = discardOptions(ctx, m, hand, allowed, (t > 0 && readsThreat(seeker)) || (t < 1 && readsThreat(weights)));
  let card = options[0].card;
  let best = -1e9;
  for (const o of options) {
    const v = seeker === undefined || t === 0 ? discardScore(weights, o.features) : (1 - t) * discardScore(weights, o.features) + t * discardScore(seeker, o.features);
    if (v > best) {
      best = v;
      card = o.card;
    }
  }
  return card;
}

/** The chance, by the stock weights, that the next stock card gives the 10-card hand in m gin. */
function ginChanceNext(ctx: Context, m: Masks, hand: readonly Card[]): number {
  let hit = 0;
  let total = 0;
  for (const u of ctx.k.unseen) {
    const w = ctx.pStock[u];
    if (w <= 0) continue;
    total += w;
    // A card that touches no card of the hand would be thrown again: no gin from it.
    if (!touches(m, u)) continue;
    addCard(m, u);
    if (bestAfterRemoving(m, hand) === 0) hit += w;
    removeCard(m, u);
  }
  return total > 0 ? hit / total : 0;
}

/** The discard of a low hand: expected deadwood after the next draw plus danger, less `weight` × the chance of gin on that draw. */
function ginOutsDiscard(ctx: Context, m: Masks, hand: readonly Card[], allowed: readonly Card[], weight: number): Card {
  let bestCard = allowed[0];
  let best = 1e9;
  for (const c of allowed) {
    removeCard(m, c);
    const v = expectedAfterDraw(m, hand, ctx.k.unseen, ctx.pStock) + danger(ctx, c) - weight * ginChanceNext(ctx, m, hand);
    addCard(m, c);
    if (v < best) {
      best = v;
      bestCard = c;
    }
  }
  return bestCard;
}

/** For the trainer (tools/bots/train-discard.ts): the discards the model chooses among, with their features. */
export function discardChoices(view: SeatView, opts: PlanOptions, rng: RngState, ginShare: number = 0, belief?: ReplayBelief): { card: Card; features: number[] }[] {
  const ctx = context(view, opts, rng, ginShare, belief);
  return discardOptions(ctx, masksOf(view.hand), view.hand, discardable(view), true);
}

function threwThisHand(view: SeatView, card: Card): boolean {
  for (const e of view.history) if (e.kind === "discard" && e.seat === view.seat && e.card === card) return true;
  return false;
}

function decideDraw(ctx: Context): Action {
  const view = ctx.view;
  const take = findLegal(view, "take");
  const other = findLegal(view, view.phase === "firstUpcard" ? "pass" : "stock") ?? view.legal[0];
  if (take === undefined) return other;
  // Never take back a card we threw this hand: two bots passing cards round (we throw A, it takes
  // A and throws B, we take B and throw C, it takes C and throws A...) would never reach the stock's
  // end, and the hand would never end.
  if (threwThisHand(view, view.topDiscard)) return other;
  const m = masksOf(view.hand);
  // Drawing from the stock and discarding well leaves about v0 after this turn; the next turn
  // improves by about as much again. The taken card's hand is judged one draw ahead too. Both
  // ways end in a discard: the stock way's likely one is the hand's least-deadwood discard, and
  // its danger counts as the taken way's does.
  const v0 = expectedAfterDraw(m, view.hand, ctx.k.unseen, ctx.pStock);
  const stockValue = 2 * v0 - dw(m) + danger(ctx, leastDeadwood(m, view.hand, -1)[0]);
  const up = view.topDiscard;
  addCard(m, up);
  const [, takeValue] = bestDiscard(ctx, m, view.hand.concat([up]), view.hand);
  return takeValue + ctx.opts.takeMargin < stockValue ? take : other;
}

/**
 * Known cards plus `n` drawn from the pool by weight, without replacement. Drawn weights are zeroed
 * in `weights` while drawing and restored after (no copies: this runs thousands of times a knock
 * decision, and in LuaJIT the copies were a tenth of the slowest decisions).
 */
function sampleHand(rng: RngState, known: readonly Card[], pool: readonly Card[], weights: number[], n: number): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < known.length; i++) out[i] = known[i];
  const picked: number[] = [];
  const was: number[] = [];
  let total = 0;
  for (let q = 0; q < weights.length; q++) total += weights[q];
  for (let i = 0; i < n && total > 0; i++) {
    let t = randomFloat(rng) * total;
    let j = -1;
    let last = -1;
    for (let q = 0; q < weights.length; q++) {
      if (weights[q] <= 0) continue;
      last = q;
      t -= weights[q];
      if (t < 0) {
        j = q;
        break;
      }
    }
    if (j < 0) j = last;
    if (j < 0) break;
    out.push(pool[j]);
    total -= weights[j];
    picked.push(j);
    was.push(weights[j]);
    weights[j] = 0;
  }
  for (let i = 0; i < picked.length; i++) weights[picked[i]] = was[i];
  return out;
}

/** A sampled opponent: its hand, and the most deadwood it knocks with (0: it holds out for gin). */
export interface Sampled {
  hand: Card[];
  knocksAt: number;
}

/**
 * An opponent from the model: each deal is of a player who knocks as soon as it may or (with the
 * learned share) of one who holds out for gin, its hand dealt by the card weights, and the deal is
 * accepted with its plausibility (clues.ts) for that player, up to `sampleTries` deals; failing
 * that, the most plausible one. Accepting the pair makes the kind of player a posterior too: a
 * player who knocks at once and has not knocked yet rarely holds a low hand late in a hand, so
 * the longer a low-scoring hand goes unknocked, the more samples are of a gin seeker.
 */
function sampleOpponent(ctx: Context, weights: number[]): Sampled {
  const k = ctx.k;
  const b = ctx.belief;
  // The replayed belief's hands are already drawn from the posterior: one of them, at random.
  if (b !== undefined) return { hand: b.sampled[randomInt(ctx.rng, b.count)].slice(), knocksAt: ctx.view.knockLimit };
  let best: Sampled = { hand: [], knocksAt: ctx.view.knockLimit };
  let bestF = -1;
  for (let t = 0; t < ctx.opts.sampleTries; t++) {
    const knocksAt = ctx.ginShare > 0 && randomFloat(ctx.rng) < ctx.ginShare ? 0 : ctx.view.knockLimit;
    const hand = sampleHand(ctx.rng, k.oppKnown, k.unseen, weights, k.oppUnknown);
    if (ctx.opts.replayDraws > 0) replayDraws(ctx, hand);
    const f = plausibility(ctx.view, k, hand, knocksAt);
    if (f >= 1 || randomFloat(ctx.rng) < f) return { hand, knocksAt };
    if (f > bestF) {
      bestF = f;
      best = { hand, knocksAt };
    }
  }
  return best;
}

/**
 * The opponent has drawn and thrown its worst card many times this hand, so its hand is far
 * better organised than cards dealt at random from the unseen ones (by about 7 deadwood points
 * halfway through a hand). Replaying draws on a dealt hand (one unseen card in, the
 * least-deadwood card out, never a card it is known to hold) organises it the same way. The
 * dealt hand never holds the junk the opponent has since thrown away, so replaying every draw
 * overshoots (8.8 deadwood late in a hand against the real 16.5); replaying half of them brings
 * the sampled deadwood level with the real one (22.5 against 22.3 on average at `hard`'s knock
 * decisions) and cuts the error per hand from 9.4 to 6.5 points.
 */
function replayDraws(ctx: Context, hand: Card[]): void {
  const k = ctx.k;
  const draws = Math.floor(k.oppStockDraws * ctx.opts.replayDraws);
  const m = masksOf(hand);
  for (let d = 0; d < draws; d++) {
    let u = k.unseen[randomInt(ctx.rng, k.unseen.length)];
    for (let g = 0; g < 50 && hasCard(m, u); g++) u = k.unseen[randomInt(ctx.rng, k.unseen.length)];
    if (hasCard(m, u)) continue;
    addCard(m, u);
    hand.push(u);
    // Throwing c leaves at least the whole hand's deadwood less c's points: when that cannot beat
    // the best so far, c's deadwood is not computed (the choice is the same; in LuaJIT these
    // replays were the slowest decisions' main cost).
    const whole = dw(m);
    let best = 1000;
    let out = -1;
    for (const c of hand) {
      if (k.where[c] === OPP || whole - cardPoints(c) >= best) continue;
      const v = minDeadwoodWithout(m[0], m[1], m[2], m[3], c, acesHigh());
      if (v < best) {
        best = v;
        out = c;
      }
    }
    removeCard(m, out);
    dropCard(hand, out);
  }
}

/** Points, from our side, of a showdown: the knocker's cards against the defender's (weKnock: we knock). */
function showdownPoints(ctx: Context, knockerCards: Card[], defenderCards: Card[], weKnock: boolean): number {
  const arrangements = optimalArrangements(knockerCards, acesHigh());
  const kDw = arrangements[0].deadwood;
  let dDw = -1;
  for (const arr of arrangements) {
    const d = defenceDeadwood(defenderCards, arr.melds, kDw > 0, acesHigh());
    if (d > dDw) dDw = d;
  }
  const rules = ctx.view.rules;
  let knockerPoints: number;
  if (kDw === 0) knockerPoints = rules.ginBonus + dDw;
  else if (dDw > kDw) knockerPoints = dDw - kDw;
  else knockerPoints = -(rules.undercutBonus + kDw - dDw);
  return weKnock ? knockerPoints : -knockerPoints;
}

/** What a hand outcome of `points` (ours when positive) is worth: the match-win chance after it, or the points. */
function worth(ctx: Context, points: number): number {
  const s = ctx.view.scores;
  if (s === undefined || !ctx.opts.matchAware) return points;
  const ours = s[ctx.view.seat];
  const theirs = s[ctx.view.seat === 0 ? 1 : 0];
  const p = points * ctx.view.multiplier;
  const target = ctx.view.rules.matchTarget;
  return p >= 0 ? matchWinChance(ours + p, theirs, target) : matchWinChance(ours, theirs - p, target);
}

/** The least-deadwood discard of the hand in m other than `keep`: [card, deadwood after]. */
function leastDeadwood(m: Masks, cards: readonly Card[], keep: Card): [Card, number] {
  let best = 1000;
  let card = cards[0];
  for (const c of cards) {
    if (c === keep) continue;
    removeCard(m, c);
    const d = dw(m);
    addCard(m, c);
    if (d < best) {
      best = d;
      card = c;
    }
  }
  return [card, best];
}

/**
 * Knock now with `knockHand`, or discard `waitCard` and wait? Determinised Monte Carlo over
 * sampled opponent hands: the knock's points (an undercut counts against us) against the
 * points of waiting (waitOutcome), summed over the same samples.
 */
function knockBeatsWaiting(ctx: Context, knockHand: Card[], waitHand: Card[], waitCard: Card): boolean {
  const k = ctx.k;
  const weights = opponentWeights(ctx);
  // Our chance to draw gin on a turn while waiting (any unseen card equally likely).
  const mw = masksOf(waitHand);
  let gins = 0;
  for (const u of k.unseen) {
    addCard(mw, u);
    waitHand.push(u);
    if (bestAfterRemoving(mw, waitHand) === 0) gins++;
    waitHand.pop();
    removeCard(mw, u);
  }
  const ginChance = k.unseen.length > 0 ? gins / k.unseen.length : 0;
  let knockTotal = 0;
  let waitTotal = 0;
  for (let s = 0; s < ctx.opts.knockSamples; s++) {
    // A sample of a gin seeker may hold a low hand already, and it goes on drawing.
    const opp = sampleOpponent(ctx, weights);
    const now = showdownPoints(ctx, knockHand, opp.hand, true);
    knockTotal += worth(ctx, now);
    waitTotal += worth(ctx, waitOutcome(ctx, opp.hand, waitHand, waitCard, now, ginChance, opp.knocksAt));
  }
  return knockTotal >= waitTotal;
}

/**
 * One sampled future of waiting: the opponent plays soundly for up to waitTurns turns (taking our
 * discard when it melds, else a random unseen card; knocking when it can, scored against our
 * waiting hand; a gin seeker, `knocksAt` 0, only with gin), and between its turns we draw gin with
 * `ginChance`. If neither happens we expect to knock about as well later: `now`. (Scoring that
 * later knock against the gin seeker's improved hand made `hard` knock far more, and no better.)
 */
function waitOutcome(ctx: Context, opp: Card[], waitHand: Card[], waitCard: Card, now: number, ginChance: number, knocksAt: number): number {
  const k = ctx.k;
  const m = masksOf(opp);
  // A discard that leaves two stock cards or fewer ends the hand with no score.
  let stock = ctx.view.stockCount;
  if (stock <= 2) return 0;
  for (let t = 0; t < ctx.opts.waitTurns; t++) {
    let taken = -1;
    let drawn: Card;
    if (t === 0 && formsMeld(m, waitCard)) {
      drawn = waitCard;
      taken = waitCard;
    } else {
      drawn = k.unseen[randomInt(ctx.rng, k.unseen.length)];
      while (hasCard(m, drawn)) drawn = k.unseen[randomInt(ctx.rng, k.unseen.length)];
      stock--;
    }
    addCard(m, drawn);
    opp.push(drawn);
    const [out, after] = leastDeadwood(m, opp, taken);
    removeCard(m, out);
    dropCard(opp, out);
    if (after <= knocksAt) return showdownPoints(ctx, opp, waitHand, false);
    if (stock <= 2) return 0;
    stock--;
    if (randomFloat(ctx.rng) < ginChance) return ctx.view.rules.ginBonus + after;
    if (stock <= 2) return 0;
  }
  return now;
}

function decideDiscard(ctx: Context): Action {
  const view = ctx.view;
  const big = findLegal(view, "bigGin");
  if (big !== undefined) return big;
  const m = masksOf(view.hand);
  const allowed = discardable(view);
  const gw = (ctx.opts.ginOutsWeight ?? 0) * ctx.seeker;
  const card = gw > 0 && leastDeadwood(m, view.hand, -1)[1] <= view.knockLimit ? ginOutsDiscard(ctx, m, view.hand, allowed, gw) : chooseDiscard(ctx, m, view.hand, allowed);
  // A knock, if any, discards the card leaving the least deadwood.
  let knockCard = -1;
  let knockDw = 1000;
  for (const c of allowed) {
    if (!canKnockWith(view, c)) continue;
    removeCard(m, c);
    const d = dw(m);
    addCard(m, c);
    if (d < knockDw) {
      knockDw = d;
      knockCard = c;
    }
  }
  if (knockCard < 0) return discardAction(view, card, false);
  if (knockDw === 0 || (ctx.opts.knockSamples === 0 && ctx.opts.ginSeek === undefined)) return discardAction(view, knockCard, true);
  const g = ctx.opts.ginSeek;
  if (g !== undefined) {
    return ginSeekKnocks(g, view.stockCount, knockDw) ? discardAction(view, knockCard, true) : discardAction(view, card, false);
  }
  const mine: Card[] = [];
  const waitHand: Card[] = [];
  for (const c of view.hand) {
    if (c !== knockCard) mine.push(c);
    if (c !== card) waitHand.push(c);
  }
  const so = ctx.opts.search;
  if (so !== undefined) return searchKnock(ctx, tools(), so, mine, waitHand, card) ? discardAction(view, knockCard, true) : discardAction(view, card, false);
  return knockBeatsWaiting(ctx, mine, waitHand, card) ? discardAction(view, knockCard, true) : discardAction(view, card, false);
}

/** The planner's sampling and scoring, for search.ts. */
function tools(): Tools {
  return { opponentWeights, sampleOpponent, showdownPoints, worth };
}

export function planDecide(view: SeatView, opts: PlanOptions, rng: RngState, ginShare: number = 0, belief?: ReplayBelief): Action {
  const ctx = context(view, opts, rng, ginShare, belief);
  return view.phase === "discard" ? decideDiscard(ctx) : decideDraw(ctx);
}

/** For tests and tools: `n` opponent hands as the knock search draws them (from the replayed belief when given). */
export function sampledHands(view: SeatView, opts: PlanOptions, rng: RngState, n: number, ginShare: number = 0, belief?: ReplayBelief): Card[][] {
  const ctx = context(view, opts, rng, ginShare, belief);
  const weights = opponentWeights(ctx);
  const out: Card[][] = [];
  for (let i = 0; i < n; i++) out.push(sampleOpponent(ctx, weights).hand);
  return out;
}
