/**
 * The knocker's melds are the knocker's decision (docs/rules.md, "Showdown"). A knock may name
 * them; they must be a least-deadwood arrangement of the hand after the discard. Such an
 * arrangement is fixed by its sets (the runs are then the blocks of 3+ left in each suit, and a
 * long run split in two takes the same layoffs), so a choice is an index into
 * `optimalArrangements` of the hand, and any valid way of writing it names the same index.
 *
 * Without named melds the default uses only the knocker's own cards: the arrangement whose melds
 * are open to the fewest layoff points from cards it does not hold (a three-card set's missing
 * card, the card below and above each run), the first in order on ties.
 */
import { Card, cardName, cardPoints, DECK_SIZE, isCard } from "./cards";
import { jsonList } from "../../../util/json";
import { Arrangement, isMeld, minDeadwood, optimalArrangements, pointsOf, runPosition } from "./melds";

function isSet(meld: readonly Card[]): boolean {
  return meld.length >= 3 && meld[0] % 13 === meld[1] % 13;
}

/** Per card, true when it is in one of the arrangement's sets. */
function setCardsOf(melds: readonly (readonly Card[])[]): boolean[] {
  const out: boolean[] = [];
  for (let c = 0; c < DECK_SIZE; c++) out.push(false);
  for (const m of melds) if (isSet(m)) for (const c of m) out[c] = true;
  return out;
}

function sameCards(a: readonly boolean[], b: readonly boolean[]): boolean {
  for (let c = 0; c < DECK_SIZE; c++) if (a[c] !== b[c]) return false;
  return true;
}

/**
 * The index in `optimalArrangements(hand)` of the arrangement `melds` names, or why they cannot be
 * the knocker's melds. `melds` comes from outside (a record, a bot, a screen): its shape is checked.
 */
export function knockMeldsChoice(hand: readonly Card[], melds: unknown, acesHigh = false): number | string {
  const list = jsonList(melds);
  if (list === undefined) return "melds must be a list of melds";
  const used: boolean[] = [];
  for (let c = 0; c < DECK_SIZE; c++) used.push(false);
  const inHand: boolean[] = [];
  for (let c = 0; c < DECK_SIZE; c++) inHand.push(false);
  for (const c of hand) inHand[c] = true;
  let meldedPoints = 0;
  const given: Card[][] = [];
  for (const m of list) {
    const cards = jsonList(m);
    if (cards === undefined) return "each meld must be a list of cards";
    const meld: Card[] = [];
    for (const c of cards) {
      if (!isCard(c)) return "a meld holds something that is not a card";
      if (!inHand[c]) return `${cardName(c)} is not in the knocker's hand`;
      if (used[c]) return `${cardName(c)} is in two melds`;
      used[c] = true;
      meld.push(c);
    }
    if (!isMeld(meld, acesHigh)) return `${meldText(meld)} is not a meld`;
    meldedPoints += pointsOf(meld);
    given.push(meld);
  }
  const deadwood = pointsOf(hand) - meldedPoints;
  const least = minDeadwood(hand, acesHigh);
  if (deadwood !== least) return `these melds leave deadwood ${deadwood}; the least is ${least}`;
  const sets = setCardsOf(given);
  const all = optimalArrangements(hand, acesHigh);
  for (let i = 0; i < all.length; i++) if (sameCards(setCardsOf(all[i].melds), sets)) return i;
  // Unreachable for least-deadwood melds (see the header); kept as an error rather than a throw.
  return "these melds are not a least-deadwood arrangement";
}

function meldText(meld: readonly Card[]): string {
  const parts: string[] = [];
  for (const c of meld) parts.push(cardName(c));
  return parts.join(" ");
}

/** Layoff points open on the melds from cards outside `inHand` (see the header). */
function openLayoffPoints(melds: readonly Card[][], inHand: readonly boolean[], acesHigh: boolean): number {
  let open = 0;
  for (const m of melds) {
    if (isSet(m)) {
      if (m.length !== 3) continue;
      const r = m[0] % 13;
      for (let s = 0; s < 4; s++) {
        const c = s * 13 + r;
        if (!inHand[c]) open += cardPoints(c);
      }
    } else {
      const lo = m[0];
      const hi = m[m.length - 1];
      const high = runPosition(m, hi);
      if (lo % 13 > 0 && !inHand[lo - 1]) open += cardPoints(lo - 1);
      if (high < 12 && !inHand[hi + 1]) open += cardPoints(hi + 1);
      // With aces high the king's run is open to its ace (hi - 12).
      else if (high === 12 && acesHigh && !inHand[hi - 12]) open += cardPoints(hi - 12);
    }
  }
  return open;
}

/** The default choice among `arrangements` (those of `hand`), from the knocker's cards alone. */
export function defaultKnockChoice(hand: readonly Card[], arrangements: readonly Arrangement[], acesHigh = false): number {
  if (arrangements.length === 1) return 0;
  const inHand: boolean[] = [];
  for (let c = 0; c < DECK_SIZE; c++) inHand.push(false);
  for (const c of hand) inHand[c] = true;
  let best = 0;
  let bestOpen = openLayoffPoints(arrangements[0].melds, inHand, acesHigh);
  for (let i = 1; i < arrangements.length; i++) {
    const open = openLayoffPoints(arrangements[i].melds, inHand, acesHigh);
    if (open < bestOpen) {
      best = i;
      bestOpen = open;
    }
  }
  return best;
}

/** The knocker's arrangement for a choice index (-1: the default). */
export function knockerArrangement(hand: readonly Card[], choice: number, acesHigh = false): Arrangement {
  const all = optimalArrangements(hand, acesHigh);
  if (choice >= 0 && choice < all.length) return all[choice];
  return all[defaultKnockChoice(hand, all, acesHigh)];
}
