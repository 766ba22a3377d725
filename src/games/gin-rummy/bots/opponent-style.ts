/**
 * How the opponent knocks, learned over a match: does it knock as soon as it may, or hold out for
 * gin? A bot sees no hand's result, but the match scores in the next hand's view tell it: when we
 * did not knock and the opponent scored exactly the gin bonus plus our deadwood (a gin allows no
 * layoffs), it went gin; any other score of its (or an undercut of ours) was a knock short of gin.
 * The share of its knocks that were gin, with a prior, is the weight a bot gives to "it holds out
 * for gin" when it samples the opponent's hand and plays its next turns out.
 */
import type { Card } from "../engine/cards";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import { dw, masksOf } from "./hand-masks";


export interface OpponentStyle {
  /** The opponent's knocks seen this match: gin, and short of gin. */
  gins: number;
  short: number;
  /** Our hand after our latest discard in the current hand (empty before it). */
  lastHand: Card[];
  weKnocked: boolean;
  scores: readonly number[] | undefined;
  historyLength: number;
  multiplier: number;
}

export function newOpponentStyle(): OpponentStyle {
  return { gins: 0, short: 0, lastHand: [], weKnocked: false, scores: undefined, historyLength: 0, multiplier: 1 };
}

/**
 * The chance the opponent holds out for gin: its knocks so far, after `prior` knocks of each kind
 * (gin, short of gin).
 */
export function ginSeekerShare(s: OpponentStyle, prior: readonly [number, number]): number {
  return (prior[0] + s.gins) / (prior[0] + prior[1] + s.gins + s.short);
}

/** Reads a decision's view: when a new hand began, how did the opponent end the last one? */
export function observeView(s: OpponentStyle, view: SeatView): void {
  const scores = view.scores;
  const fresh = view.history.length < s.historyLength || (scores !== undefined && s.scores !== undefined && (scores[0] !== s.scores[0] || scores[1] !== s.scores[1]));
  if (fresh && scores !== undefined && s.scores !== undefined && s.lastHand.length > 0 && !s.weKnocked) {
    const me = view.seat;
    const them = me === 0 ? 1 : 0;
    const theirGain = scores[them] - s.scores[them];
    const ourGain = scores[me] - s.scores[me];
    const rules = view.rules;
    const ours = dw(masksOf(s.lastHand));
    if (theirGain > 0) {
      const gin = theirGain === (rules.ginBonus + ours) * s.multiplier || theirGain === (rules.bigGinBonus + ours) * s.multiplier;
      if (gin) s.gins++;
      else s.short++;
    } else if (ourGain > 0) s.short++;
  }
  if (fresh) {
    s.lastHand = [];
    s.weKnocked = false;
  }
  s.scores = scores;
  s.historyLength = view.history.length;
  s.multiplier = view.multiplier;
}

/** Records our own move: the hand it leaves, and whether it knocked. */
export function observeMove(s: OpponentStyle, view: SeatView, action: Action): void {
  if (action.do !== "discard") return;
  const hand: Card[] = [];
  for (const c of view.hand) if (c !== action.card) hand.push(c);
  s.lastHand = hand;
  s.weKnocked = action.knock === true;
  s.historyLength = view.history.length + 1;
}
