/**
 * Which melds a bot lays down when it knocks. Only the bot's own knowledge is used: among its
 * least-deadwood arrangements, the one whose open layoff spots (a three-card set's missing card,
 * the card below and above each run, and the next one a chain would need) the opponent is least
 * likely to fill, weighed by the points a layoff would save it.
 */
import { Card, cardPoints } from "../engine/cards";
import { optimalArrangements } from "../engine/melds";
import type { Action } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Bot } from "./bot";
import { readKnowledge } from "./knowledge";

/** Expected layoff points the opponent saves on these melds; pOpp[c]: chance it holds c (0 for ours). */
function expectedLayoffs(melds: readonly Card[][], pOpp: readonly number[]): number {
  let total = 0;
  for (const m of melds) {
    const first = m[0];
    if (first % 13 === m[1] % 13) {
      if (m.length !== 3) continue;
      for (let s = 0; s < 4; s++) {
        const c = s * 13 + (first % 13);
        total += pOpp[c] * cardPoints(c);
      }
      continue;
    }
    const last = m[m.length - 1];
    // Down from the run's low end and up from its high end, each step needing the one before.
    let chance = 1;
    for (let c = first - 1; c >= 0 && c % 13 !== 12 && chance > 0.001; c--) {
      chance *= pOpp[c];
      total += chance * cardPoints(c);
    }
    chance = 1;
    for (let c = last + 1; c < 52 && c % 13 !== 0 && chance > 0.001; c++) {
      chance *= pOpp[c];
      total += chance * cardPoints(c);
    }
  }
  return total;
}

/**
 * The melds to name when knocking by discarding `card`, or undefined when there is nothing to
 * choose (one least-deadwood arrangement, or gin, which takes no layoffs): the engine's default.
 */
export function chooseKnockMelds(view: SeatView, card: Card): Card[][] | undefined {
  const hand: Card[] = [];
  for (const c of view.hand) if (c !== card) hand.push(c);
  const all = optimalArrangements(hand, view.rules.mahjong === true);
  if (all.length === 1 || all[0].deadwood === 0) return undefined;
  const pOpp = readKnowledge(view).pOpp.slice();
  // The discard goes face up: the opponent will not hold it.
  pOpp[card] = 0;
  let best = 0;
  let bestScore = expectedLayoffs(all[0].melds, pOpp);
  for (let i = 1; i < all.length; i++) {
    const score = expectedLayoffs(all[i].melds, pOpp);
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return all[best].melds;
}

/** A bot whose knocks name the melds chooseKnockMelds picks. */
export function withKnockMelds(bot: Bot): Bot {
  return {
    level: bot.level,
    decide: (view: SeatView): Action => {
      const a = bot.decide(view);
      if (a.do !== "discard" || a.knock !== true || a.melds !== undefined) return a;
      const melds = chooseKnockMelds(view, a.card);
      return melds === undefined ? a : { seat: a.seat, do: "discard", card: a.card, knock: true, melds };
    },
  };
}
