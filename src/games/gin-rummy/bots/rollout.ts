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
 * the least-deadwood card other than a card just taken. Returns the deadwood left.
 */
function turn(d: Deal, hand: Card[], m: Masks): number {
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
  return dw(m);
}

/** Scores the deal as a playout left it, ended `how` (DIED, WE_KNOCKED or THEY_KNOCKED). */
export type Score = (this: void, d: Deal, how: number) => number;

/**
 * Plays on from a deal where it is `theirTurn` (else ours) to draw, once for each of our knock
 * rules: the rules play the same turns until one of them knocks, so a single playout serves all of
 * them — each rule's hand ends at its first knock (scored then), the rest play on. out[j] is rule
 * j's score; the hands are left as the last rule's hand ended.
 */
export function playOutRules(d: Deal, theirTurn: boolean, ourRules: readonly KnockRule[], theirRule: KnockRule, score: Score, out: number[]): void {
  let open = ourRules.length;
  const done: boolean[] = [];
  for (let j = 0; j < open; j++) done.push(false);
  let theirs = theirTurn;
  let how = DIED;
  for (let guard = 0; guard < 80; guard++) {
    // (A sampled stock shorter than the real one, never expected, also ends the playout.)
    if (d.left <= DEAD_STOCK || d.next >= d.stock.length) break;
    if (theirs) {
      if (knocks(d, theirRule, turn(d, d.theirs, d.theirsM))) {
        how = THEY_KNOCKED;
        break;
      }
    } else {
      const deadwood = turn(d, d.ours, d.oursM);
      let points = 0;
      let scored = false;
      for (let j = 0; j < ourRules.length; j++) {
        if (done[j] || !knocks(d, ourRules[j], deadwood)) continue;
        if (!scored) {
          points = score(d, WE_KNOCKED);
          scored = true;
        }
        out[j] = points;
        done[j] = true;
        open--;
      }
      if (open === 0) return;
    }
    if (d.left <= DEAD_STOCK) break;
    theirs = !theirs;
  }
  const points = score(d, how);
  for (let j = 0; j < ourRules.length; j++) if (!done[j]) out[j] = points;
}

/** playOutRules for one rule of ours: returns how its hand ended. */
export function playOut(d: Deal, theirTurn: boolean, ourRule: KnockRule, theirRule: KnockRule): number {
  const out = [DIED];
  playOutRules(d, theirTurn, [ourRule], theirRule, (_d, how) => how, out);
  return out[0];
}
