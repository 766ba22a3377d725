/**
 * How well a dealt opponent hand explains what the opponent did this hand, judged as a sound
 * player's play: it did not knock, its last discard was one of its least-deadwood discards, it
 * declined face-up cards that would not meld, and it took cards that did. Each contradicted clue
 * multiplies the plausibility (1 at most) by its factor: soft, never a veto, so a player who
 * knocks late, keeps a pair or takes a card for show only blurs the picture.
 */
import type { Card } from "../engine/cards";
import type { SeatView } from "../engine/view";
import { addCard, dw, formsMeld, Masks, masksOf, removeCard } from "./hand-masks";
import type { Knowledge } from "./knowledge";

/** Factors for a hand that contradicts a clue (from paired runs; docs/benchmarks-history.md). */
const COULD_HAVE_KNOCKED = 0.05;
const BETTER_DISCARD_EXISTED = 0.05;
const MELDS_LAST_DECLINED = 0.15;
const MELDS_OLDER_DECLINED = 0.6;
const TAKEN_WITHOUT_MELD = 0.3;

/** True when a discard other than `d` from hand + d (never the card taken this turn) leaves less deadwood. */
function betterDiscardExisted(m: Masks, hand: readonly Card[], d: Card, now: number, taken: Card): boolean {
  addCard(m, d);
  let better = false;
  for (let i = 0; i < hand.length && !better; i++) {
    const y = hand[i];
    if (y === taken) continue;
    removeCard(m, y);
    if (dw(m) < now) better = true;
    addCard(m, y);
  }
  removeCard(m, d);
  return better;
}

/**
 * `knocksAt`: the most deadwood the opponent is taken to knock with as soon as it may (the knock
 * limit for a player who knocks at once; 0 for one who holds out for gin).
 */
export function plausibility(view: SeatView, k: Knowledge, hand: readonly Card[], knocksAt: number = view.knockLimit): number {
  const m = masksOf(hand);
  let f = 1;
  const discards = k.oppDiscards;
  if (discards.length > 0) {
    const now = dw(m);
    if (now <= knocksAt) f *= COULD_HAVE_KNOCKED;
    if (betterDiscardExisted(m, hand, discards[discards.length - 1], now, k.lastTaken)) f *= BETTER_DISCARD_EXISTED;
  }
  const declined = k.oppDeclined;
  for (let i = 0; i < declined.length; i++) {
    const x = declined[i];
    const latest = i === declined.length - 1 && x === k.lastDeclined;
    if (formsMeld(m, x)) f *= latest ? MELDS_LAST_DECLINED : MELDS_OLDER_DECLINED;
  }
  for (let i = 0; i < k.oppKnown.length; i++) {
    const t = k.oppKnown[i];
    removeCard(m, t);
    if (!formsMeld(m, t)) f *= TAKEN_WITHOUT_MELD;
    addCard(m, t);
  }
  return f;
}
