/**
 * The showdown. The knocker lays down the least-deadwood arrangement it chose (knock-melds.ts),
 * never looking at another hand. Each defender's side is automatic and optimal: it chooses its
 * own melds and its layoffs together:
 * every valid set of layoff cards is tried, with the rest melded optimally, so breaking its own
 * meld to lay off, and chains (8 then 9 onto 5-6-7), come out of the same search.
 */
import { Card, cardPoints, makeCard, sortCards } from "./cards";
import { knockerArrangement } from "./knock-melds";
import { bestArrangement, bestArrangementMasks, minDeadwoodMasks, orderRun, runPosition, suitMasks } from "./melds";
import { copyList } from "./lists";
import type { Rules } from "./rules";
import type { HandResult, Layoff, Outcome, Seat } from "./types";

/** A card the defender lays off, onto the meld as it stood. */
interface Laid {
  card: Card;
  onto: Card[];
}

interface Defence {
  deadwood: number;
  melds: Card[][];
  layoffs: Laid[];
}

function isRun(meld: readonly Card[]): boolean {
  return meld.length >= 3 && meld[0] % 13 !== meld[1] % 13;
}

/** True when the suit masks hold card c. */
function holds(m: readonly number[], c: Card): boolean {
  const s = Math.floor(c / 13);
  return (m[s] & (1 << (c - s * 13))) !== 0;
}

/**
 * The rank positions a run spans, below and above: `low` its lowest, `high` its highest (13 for an
 * ace after the king), and `top` the highest it may reach: the king, or with aces high the ace (13).
 */
function runEnds(meld: readonly Card[], acesHigh: boolean): { low: number; high: number; top: number } {
  return { low: runPosition(meld, meld[0]), high: runPosition(meld, meld[meld.length - 1]), top: acesHigh ? 13 : 12 };
}

/** Candidate layoff cards the defender holds (suit masks `held`), in a fixed order (meld order, down then up). */
function layoffCandidates(knockerMelds: readonly Card[][], held: readonly number[], acesHigh: boolean): Card[] {
  const out: Card[] = [];
  // Cards already listed, as suit masks (a card can extend two melds).
  const seen = [0, 0, 0, 0];
  for (const meld of knockerMelds) {
    if (isRun(meld)) {
      const suit = Math.floor(meld[0] / 13);
      const ends = runEnds(meld, acesHigh);
      // A run that starts at the ace takes nothing below it (K-A-2 is no run); rank 13 is the ace.
      for (let r = ends.low - 1; r >= 0 && holds(held, makeCard(r, suit)); r--) addOnce(out, seen, makeCard(r, suit));
      for (let r = ends.high + 1; r <= ends.top && holds(held, makeCard(r % 13, suit)); r++) addOnce(out, seen, makeCard(r % 13, suit));
    } else if (meld.length === 3) {
      const rank = meld[0] % 13;
      for (let s = 0; s < 4; s++) {
        const c = makeCard(rank, s);
        if (meld.indexOf(c) < 0 && holds(held, c)) addOnce(out, seen, c);
      }
    }
  }
  return out;
}

function addOnce(out: Card[], seen: number[], c: Card): void {
  if (!holds(seen, c)) {
    const s = Math.floor(c / 13);
    seen[s] = seen[s] | (1 << (c - s * 13));
    out.push(c);
  }
}

/**
 * Lays the chosen cards off, or returns undefined when some card cannot be placed. Cards that
 * reach a run through other chosen cards go on the run (nearest first, so each "onto" is the meld
 * as it stood); the rest must complete a three-card set.
 */
function placeLayoffs(knockerMelds: readonly Card[][], chosen: readonly Card[], acesHigh: boolean): Laid[] | undefined {
  const inChosen: boolean[] = [];
  for (const c of chosen) inChosen[c] = true;
  const placed: boolean[] = [];
  const layoffs: Laid[] = [];
  let count = 0;
  for (const meld of knockerMelds) {
    if (!isRun(meld)) continue;
    const suit = Math.floor(meld[0] / 13);
    const ends = runEnds(meld, acesHigh);
    let current = meld.slice();
    for (let r = ends.low - 1; r >= 0; r--) {
      const c = makeCard(r, suit);
      if (!inChosen[c] || placed[c]) break;
      layoffs.push({ card: c, onto: current });
      current = [c].concat(current);
      placed[c] = true;
      count++;
    }
    for (let r = ends.high + 1; r <= ends.top; r++) {
      const c = makeCard(r % 13, suit);
      if (!inChosen[c] || placed[c]) break;
      layoffs.push({ card: c, onto: current });
      current = current.concat([c]);
      placed[c] = true;
      count++;
    }
  }
  for (const meld of knockerMelds) {
    if (isRun(meld) || meld.length !== 3) continue;
    const rank = meld[0] % 13;
    for (let s = 0; s < 4; s++) {
      const c = makeCard(rank, s);
      if (inChosen[c] && !placed[c] && meld.indexOf(c) < 0) {
        layoffs.push({ card: c, onto: meld.slice() });
        placed[c] = true;
        count++;
      }
    }
  }
  return count === chosen.length ? layoffs : undefined;
}

/** The defender's best deadwood against fixed knocker melds (no layoffs when `allowLayoffs` is false). */
export function bestDefence(defender: readonly Card[], knockerMelds: readonly Card[][], allowLayoffs: boolean, acesHigh = false): Defence {
  const m = suitMasks(defender);
  const plain = minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHigh);
  const laid = allowLayoffs && plain > 0 ? layoffDefence(m, knockerMelds, plain, acesHigh) : undefined;
  // The plain melds are built only when no layoff beats them.
  return laid ?? { deadwood: plain, melds: bestArrangementMasks(m[0], m[1], m[2], m[3], acesHigh).melds, layoffs: [] };
}

/**
 * bestDefence's deadwood alone, without building the defender's melds: bots score sampled
 * showdowns by the thousand (in LuaJIT the melds' arrays were most of a slow decision's garbage).
 */
export function defenceDeadwood(defender: readonly Card[], knockerMelds: readonly Card[][], allowLayoffs: boolean, acesHigh = false): number {
  const m = suitMasks(defender);
  const plain = minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHigh);
  const laid = allowLayoffs && plain > 0 ? layoffDefence(m, knockerMelds, plain, acesHigh) : undefined;
  return laid === undefined ? plain : laid.deadwood;
}

/**
 * The best defence laying cards off (suit masks `m`, least deadwood `plain` without layoffs), or
 * undefined when no layoff lowers the deadwood.
 */
function layoffDefence(m: readonly number[], knockerMelds: readonly Card[][], plain: number, acesHigh: boolean): Defence | undefined {
  let best: Defence | undefined;
  let bestDeadwood = plain;
  const candidates = layoffCandidates(knockerMelds, m, acesHigh);
  const n = candidates.length;
  // Each subset of the candidates is tried as suit masks (the hand less the subset), so the search
  // allocates only for the subsets that improve on the best so far.
  const rest = [0, 0, 0, 0];
  for (let subset = 1; subset < 1 << n; subset++) {
    rest[0] = m[0];
    rest[1] = m[1];
    rest[2] = m[2];
    rest[3] = m[3];
    let chosenPoints = 0;
    for (let i = 0; i < n; i++) {
      if ((subset & (1 << i)) !== 0) {
        const c = candidates[i];
        const suit = Math.floor(c / 13);
        rest[suit] = rest[suit] & ~(1 << (c - suit * 13));
        chosenPoints += cardPoints(c);
      }
    }
    // Laying off can at best remove the chosen cards' points from the plain deadwood.
    if (plain - chosenPoints >= bestDeadwood) continue;
    const d = minDeadwoodMasks(rest[0], rest[1], rest[2], rest[3], acesHigh);
    if (d >= bestDeadwood) continue;
    const chosen: Card[] = [];
    for (let i = 0; i < n; i++) if ((subset & (1 << i)) !== 0) chosen.push(candidates[i]);
    const layoffs = placeLayoffs(knockerMelds, chosen, acesHigh);
    if (layoffs === undefined) continue;
    best = { deadwood: d, melds: bestArrangementMasks(rest[0], rest[1], rest[2], rest[3], acesHigh).melds, layoffs };
    bestDeadwood = d;
  }
  return best;
}

export interface ShowdownInput {
  rules: Rules;
  knocker: Seat;
  /** Every hand by seat: the knocker's after its discard (one card more for big gin). */
  hands: readonly Card[][];
  bigGin: boolean;
  multiplier: number;
  /** The knocker's arrangement: an index into optimalArrangements of its hand, or -1 for the default. */
  choice: number;
}

/** The knocker's melds after an opponent's layoffs (each layoff names the meld it went onto). */
function grow(table: readonly Card[][], layoffs: readonly Laid[]): Card[][] {
  const out: Card[][] = [];
  for (const meld of table) {
    const added: Card[] = [];
    for (const l of layoffs) if (l.onto.indexOf(meld[0]) >= 0) added.push(l.card);
    out.push(added.length === 0 ? meld : isRun(meld) ? orderRun(meld.concat(added)) : sortCards(meld.concat(added)));
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

/** How one opponent settles with the knocker (docs/rules.md, "Showdown" and "Three or four players"). */
export function settlement(rules: Rules, bigGin: boolean, knockerDeadwood: number, deadwood: number): Settlement {
  if (bigGin) return { knocker: rules.bigGinBonus + deadwood, opponent: 0, undercut: false };
  if (knockerDeadwood === 0) return { knocker: rules.ginBonus + deadwood, opponent: 0, undercut: false };
  if (deadwood <= knockerDeadwood) return { knocker: 0, opponent: rules.undercutBonus + knockerDeadwood - deadwood, undercut: true };
  return { knocker: deadwood - knockerDeadwood, opponent: 0, undercut: false };
}

/**
 * The knocker lays down its chosen melds; then each opponent in turn from the knocker's left
 * defends (bestDefence) against the knocker's melds as they stand, with the cards earlier
 * opponents laid off on them, and settles with the knocker alone. The winner is the seat that
 * scored most, the knocker on ties; but a lone opponent who undercut wins even on a tie (an
 * undercut bonus of 0 and equal deadwood), as two-player gin always had it.
 */
export function showdown(input: ShowdownInput): HandResult {
  const { rules, knocker, hands, bigGin } = input;
  const seats = hands.length;
  const acesHigh = rules.mahjong === true;
  const chosen = knockerArrangement(hands[knocker], input.choice, acesHigh);
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
  const layoffs: Layoff[] = [];
  let table: Card[][] = chosen.melds;
  let undercut = false;
  let winner = knocker;
  for (let k = 1; k < seats; k++) {
    const seat = (knocker + k) % seats;
    const d = bestDefence(hands[seat], table, !gin, acesHigh);
    deadwood[seat] = d.deadwood;
    melds[seat] = d.melds;
    for (const l of d.layoffs) layoffs.push({ seat, card: l.card, onto: l.onto });
    if (d.layoffs.length > 0) table = grow(table, d.layoffs);
    const settled = settlement(rules, bigGin, knockerDeadwood, d.deadwood);
    points[knocker] += settled.knocker;
    points[seat] += settled.opponent;
    if (settled.undercut) {
      undercut = true;
      if (seats === 2) winner = seat;
    }
  }
  for (let k = 1; k < seats; k++) {
    const seat = (knocker + k) % seats;
    if (points[seat] > points[winner]) winner = seat;
  }
  for (let s = 0; s < seats; s++) points[s] = points[s] * input.multiplier;
  const outcome: Outcome = bigGin ? "bigGin" : gin ? "gin" : undercut ? "undercut" : "knock";
  const shown: Card[][] = [];
  for (const h of hands) shown.push(copyList(h));
  return { outcome, knocker, winner, deadwood, points, melds, layoffs, hands: shown, multiplier: input.multiplier };
}

/** A dead hand: no score; every hand is shown in its best melds. */
export function deadHandResult(hands: readonly Card[][], multiplier: number, acesHigh = false): HandResult {
  const deadwood: number[] = [];
  const points: number[] = [];
  const melds: Card[][][] = [];
  const shown: Card[][] = [];
  for (const h of hands) {
    const a = bestArrangement(h, acesHigh);
    deadwood.push(a.deadwood);
    points.push(0);
    melds.push(a.melds);
    shown.push(copyList(h));
  }
  return { outcome: "dead", knocker: -1, winner: -1, deadwood, points, melds, layoffs: [], hands: shown, multiplier };
}
