/**
 * The showdown. The knocker lays down the least-deadwood arrangement it chose (knock-melds.ts),
 * never looking at the other hand. The defender's side is automatic and optimal: it chooses its
 * own melds and its layoffs together:
 * every valid set of layoff cards is tried, with the rest melded optimally, so breaking its own
 * meld to lay off, and chains (8 then 9 onto 5-6-7), come out of the same search.
 */
import { Card, cardPoints, makeCard } from "./cards";
import { knockerArrangement } from "./knock-melds";
import { bestArrangement, bestArrangementMasks, minDeadwoodMasks, suitMasks } from "./melds";
import type { Rules } from "./rules";
import type { HandResult, Layoff, Outcome, Seat } from "./types";

interface Defence {
  deadwood: number;
  melds: Card[][];
  layoffs: Layoff[];
}

function isRun(meld: readonly Card[]): boolean {
  return meld.length >= 3 && meld[0] % 13 !== meld[1] % 13;
}

/** True when the suit masks hold card c. */
function holds(m: readonly number[], c: Card): boolean {
  const s = Math.floor(c / 13);
  return (m[s] & (1 << (c - s * 13))) !== 0;
}

/** Candidate layoff cards the defender holds (suit masks `held`), in a fixed order (meld order, down then up). */
function layoffCandidates(knockerMelds: readonly Card[][], held: readonly number[]): Card[] {
  const out: Card[] = [];
  // Cards already listed, as suit masks (a card can extend two melds).
  const seen = [0, 0, 0, 0];
  for (const meld of knockerMelds) {
    if (isRun(meld)) {
      const suit = Math.floor(meld[0] / 13);
      const lo = meld[0] % 13;
      const hi = meld[meld.length - 1] % 13;
      for (let r = lo - 1; r >= 0 && holds(held, makeCard(r, suit)); r--) addOnce(out, seen, makeCard(r, suit));
      for (let r = hi + 1; r < 13 && holds(held, makeCard(r, suit)); r++) addOnce(out, seen, makeCard(r, suit));
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
function placeLayoffs(knockerMelds: readonly Card[][], chosen: readonly Card[]): Layoff[] | undefined {
  const inChosen: boolean[] = [];
  for (const c of chosen) inChosen[c] = true;
  const placed: boolean[] = [];
  const layoffs: Layoff[] = [];
  let count = 0;
  for (const meld of knockerMelds) {
    if (!isRun(meld)) continue;
    const suit = Math.floor(meld[0] / 13);
    let current = meld.slice();
    for (let r = (meld[0] % 13) - 1; r >= 0; r--) {
      const c = makeCard(r, suit);
      if (!inChosen[c] || placed[c]) break;
      layoffs.push({ card: c, onto: current });
      current = [c].concat(current);
      placed[c] = true;
      count++;
    }
    for (let r = (meld[meld.length - 1] % 13) + 1; r < 13; r++) {
      const c = makeCard(r, suit);
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
export function bestDefence(defender: readonly Card[], knockerMelds: readonly Card[][], allowLayoffs: boolean): Defence {
  const plain = bestArrangement(defender);
  let best: Defence = { deadwood: plain.deadwood, melds: plain.melds, layoffs: [] };
  if (!allowLayoffs || plain.deadwood === 0) return best;
  const m = suitMasks(defender);
  const candidates = layoffCandidates(knockerMelds, m);
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
    if (plain.deadwood - chosenPoints >= best.deadwood) continue;
    const d = minDeadwoodMasks(rest[0], rest[1], rest[2], rest[3]);
    if (d >= best.deadwood) continue;
    const chosen: Card[] = [];
    for (let i = 0; i < n; i++) if ((subset & (1 << i)) !== 0) chosen.push(candidates[i]);
    const layoffs = placeLayoffs(knockerMelds, chosen);
    if (layoffs === undefined) continue;
    best = { deadwood: d, melds: bestArrangementMasks(rest[0], rest[1], rest[2], rest[3]).melds, layoffs };
  }
  return best;
}

export interface ShowdownInput {
  rules: Rules;
  knocker: Seat;
  /** Both hands: the knocker's 10 cards after its discard (11 for big gin). */
  hands: [Card[], Card[]];
  bigGin: boolean;
  multiplier: number;
  /** The knocker's arrangement: an index into optimalArrangements of its hand, or -1 for the default. */
  choice: number;
}

export function showdown(input: ShowdownInput): HandResult {
  const { rules, knocker } = input;
  const defender: Seat = knocker === 0 ? 1 : 0;
  const chosen = knockerArrangement(input.hands[knocker], input.choice);
  const knockerDeadwood = chosen.deadwood;
  const gin = knockerDeadwood === 0;
  const defence = bestDefence(input.hands[defender], chosen.melds, !gin);
  let outcome: Outcome;
  let winner: Seat;
  let score: number;
  if (input.bigGin) {
    outcome = "bigGin";
    winner = knocker;
    score = rules.bigGinBonus + defence.deadwood;
  } else if (gin) {
    outcome = "gin";
    winner = knocker;
    score = rules.ginBonus + defence.deadwood;
  } else if (defence.deadwood <= knockerDeadwood) {
    outcome = "undercut";
    winner = defender;
    score = rules.undercutBonus + knockerDeadwood - defence.deadwood;
  } else {
    outcome = "knock";
    winner = knocker;
    score = defence.deadwood - knockerDeadwood;
  }
  const deadwood: [number, number] = [0, 0];
  deadwood[knocker] = knockerDeadwood;
  deadwood[defender] = defence.deadwood;
  const points: [number, number] = [0, 0];
  points[winner] = score * input.multiplier;
  const melds: [Card[][], Card[][]] = knocker === 0 ? [chosen.melds, defence.melds] : [defence.melds, chosen.melds];
  return {
    outcome,
    knocker,
    winner,
    deadwood,
    points,
    melds,
    layoffs: defence.layoffs,
    hands: [input.hands[0].slice(), input.hands[1].slice()],
    multiplier: input.multiplier,
  };
}

/** A dead hand: no score; each hand is shown in its best melds. */
export function deadHandResult(hands: [Card[], Card[]], multiplier: number): HandResult {
  const a = bestArrangement(hands[0]);
  const b = bestArrangement(hands[1]);
  return {
    outcome: "dead",
    knocker: -1,
    winner: -1,
    deadwood: [a.deadwood, b.deadwood],
    points: [0, 0],
    melds: [a.melds, b.melds],
    layoffs: [],
    hands: [hands[0].slice(), hands[1].slice()],
    multiplier,
  };
}
