/**
 * The showdown of a 3–4-player hand. The knocker lays down its chosen least-deadwood melds; then
 * each opponent in turn, from the knocker's left, lays off onto the knocker's melds as they stand
 * (with the cards earlier opponents laid off on them), never onto another opponent's melds, melding
 * the rest of its hand optimally (the two-player defence, one opponent at a time). Each opponent
 * settles with the knocker alone (docs/rules.md, "Three or four players").
 */
import type { Card } from "./cards";
import { sortCards } from "./cards";
import { knockerArrangement } from "./knock-melds";
import { bestArrangement } from "./melds";
import type { Rules } from "./rules";
import { bestDefence } from "./showdown";
import type { Layoff, Outcome } from "./types";
import type { MultiHandResult, MultiLayoff } from "./multi-types";

/** The knocker's melds after an opponent's layoffs (each layoff names the meld it went onto). */
function grow(table: readonly Card[][], layoffs: readonly Layoff[]): Card[][] {
  const out: Card[][] = [];
  for (const meld of table) {
    const added: Card[] = [];
    for (const l of layoffs) if (l.onto.indexOf(meld[0]) >= 0) added.push(l.card);
    out.push(added.length === 0 ? meld : sortCards(meld.concat(added)));
  }
  return out;
}

/** One opponent's settlement with the knocker, before the multiplier: what each of the two scores from it. */
export interface Settlement {
  knocker: number;
  opponent: number;
  /** The opponent's deadwood was no more than the knocker's (not after gin). */
  undercut: boolean;
}

/** How one opponent settles with the knocker (docs/rules.md, "Three or four players"). */
export function settlement(rules: Rules, bigGin: boolean, knockerDeadwood: number, deadwood: number): Settlement {
  if (bigGin) return { knocker: rules.bigGinBonus + deadwood, opponent: 0, undercut: false };
  if (knockerDeadwood === 0) return { knocker: rules.ginBonus + deadwood, opponent: 0, undercut: false };
  if (deadwood <= knockerDeadwood) return { knocker: 0, opponent: rules.undercutBonus + knockerDeadwood - deadwood, undercut: true };
  return { knocker: deadwood - knockerDeadwood, opponent: 0, undercut: false };
}

export function multiShowdown(rules: Rules, knocker: number, hands: readonly Card[][], bigGin: boolean, multiplier: number, choice: number): MultiHandResult {
  const seats = hands.length;
  const chosen = knockerArrangement(hands[knocker], choice);
  const knockerDeadwood = chosen.deadwood;
  const gin = knockerDeadwood === 0;
  const deadwood: number[] = [];
  const points: number[] = [];
  const melds: Card[][][] = [];
  for (let s = 0; s < seats; s++) {
    deadwood.push(0);
    points.push(0);
    melds.push([]);
  }
  deadwood[knocker] = knockerDeadwood;
  melds[knocker] = chosen.melds;
  const layoffs: MultiLayoff[] = [];
  let table: Card[][] = chosen.melds;
  let undercut = false;
  for (let k = 1; k < seats; k++) {
    const seat = (knocker + k) % seats;
    const d = bestDefence(hands[seat], table, !gin);
    deadwood[seat] = d.deadwood;
    melds[seat] = d.melds;
    for (const l of d.layoffs) layoffs.push({ seat, card: l.card, onto: l.onto });
    if (d.layoffs.length > 0) table = grow(table, d.layoffs);
    const settled = settlement(rules, bigGin, knockerDeadwood, d.deadwood);
    points[knocker] += settled.knocker;
    points[seat] += settled.opponent;
    if (settled.undercut) undercut = true;
  }
  let winner = knocker;
  for (let k = 1; k < seats; k++) {
    const seat = (knocker + k) % seats;
    if (points[seat] > points[winner]) winner = seat;
  }
  for (let s = 0; s < seats; s++) points[s] = points[s] * multiplier;
  const outcome: Outcome = bigGin ? "bigGin" : gin ? "gin" : undercut ? "undercut" : "knock";
  const shown: Card[][] = [];
  for (const h of hands) shown.push(h.slice());
  return { outcome, knocker, winner, deadwood, points, melds, layoffs, hands: shown, multiplier };
}

/** A void hand: no score; every hand is shown in its best melds. */
export function multiDeadHand(hands: readonly Card[][], multiplier: number): MultiHandResult {
  const deadwood: number[] = [];
  const points: number[] = [];
  const melds: Card[][][] = [];
  const shown: Card[][] = [];
  for (const h of hands) {
    const a = bestArrangement(h);
    deadwood.push(a.deadwood);
    points.push(0);
    melds.push(a.melds);
    shown.push(h.slice());
  }
  return { outcome: "dead", knocker: -1, winner: -1, deadwood, points, melds, layoffs: [], hands: shown, multiplier };
}
