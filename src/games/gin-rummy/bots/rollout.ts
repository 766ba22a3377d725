/**
 * Playing the rest of a hand out on one determinised deal: the opponent's sampled hand and an
 * order of the stock. Both sides play fast fixed policies (the face-up card taken when it melds,
 * the least-deadwood discard, a knock rule), so hundreds of playouts fit in one decision. Used by
 * search.ts to judge waiting against knocking on the same deals (common random numbers).
 */
import type { Card } from "../engine/cards";
import { cardPoints } from "../engine/cards";
import { minDeadwoodWithout } from "../engine/melds";
import { DEAD_STOCK } from "../engine/hand";
import { acesHigh, addCard, dropCard, dw, formsMeld, Masks, removeCard } from "./hand-masks";

/** One determinised deal in play. Hands are lists and suit masks kept in step. */
export interface Deal {
  ours: Card[];
  oursM: Masks;
  theirs: Card[];
  theirsM: Masks;
  /** The stock in draw order from `next`; `left` cards remain (the real stock count). */
  stock: Card[];
  next: number;
  left: number;
  /** The face-up card (-1: none). */
  top: Card;
  /** The knock limit: no rule knocks above it. */
  limit: number;
}

/** A side's knock rule in a playout: knock with at most `most` deadwood, `opening` while the stock holds `openingStock` or more. */
export interface KnockRule {
  most: number;
  opening: number;
  openingStock: number;
}

/** How a playout ended: who knocked (0 none: the hand died). */
export const DIED = 0;
export const WE_KNOCKED = 1;
export const THEY_KNOCKED = 2;

/** The least-deadwood discard of `hand` (all in m) other than `keep`, ties to the first; m is left unchanged. */
export function worstCard(m: Masks, hand: readonly Card[], keep: Card): Card {
  const whole = dw(m);
  let best = 1000;
  let out = hand[0];
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    if (c === keep || whole - cardPoints(c) >= best) continue;
    const v = minDeadwoodWithout(m[0], m[1], m[2], m[3], c, acesHigh());
    if (v < best) {
      best = v;
      out = c;
    }
  }
  return out;
}

function knocks(d: Deal, rule: KnockRule, deadwood: number): boolean {
  const most = d.left >= rule.openingStock ? rule.opening : rule.most;
  return deadwood <= (most < d.limit ? most : d.limit);
}

/**
 * One turn of a side: draw (the face-up card when it melds with the hand, else the stock), discard
 * the least-deadwood card other than a card just taken, knock by the rule. True when it knocked.
 */
function turn(d: Deal, hand: Card[], m: Masks, rule: KnockRule): boolean {
  const taken = d.top >= 0 && formsMeld(m, d.top) ? d.top : -1;
  let c = taken;
  if (taken < 0) {
    c = d.stock[d.next];
    d.next++;
    d.left--;
  }
  addCard(m, c);
  hand.push(c);
  const out = worstCard(m, hand, taken);
  removeCard(m, out);
  dropCard(hand, out);
  d.top = out;
  return knocks(d, rule, dw(m));
}

/**
 * Plays on from a deal where it is `theirTurn` (else ours) to draw, until a knock or a dead hand.
 * Returns DIED, WE_KNOCKED or THEY_KNOCKED; the hands are left as they ended.
 */
export function playOut(d: Deal, theirTurn: boolean, ourRule: KnockRule, theirRule: KnockRule): number {
  let theirs = theirTurn;
  for (let guard = 0; guard < 80; guard++) {
    // (A sampled stock shorter than the real one, never expected, also ends the playout.)
    if (d.left <= DEAD_STOCK || d.next >= d.stock.length) return DIED;
    if (theirs) {
      if (turn(d, d.theirs, d.theirsM, theirRule)) return THEY_KNOCKED;
    } else if (turn(d, d.ours, d.oursM, ourRule)) return WE_KNOCKED;
    if (d.left <= DEAD_STOCK) return DIED;
    theirs = !theirs;
  }
  return DIED;
}
