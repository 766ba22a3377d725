/**
 * Melds and deadwood. A hand is split into four 13-bit suit masks. Within one suit, runs are
 * exactly the maximal blocks of 3+ consecutive ranks, so the runs-only deadwood of every mask is
 * precomputed once (8,192 entries). Sets are the only choice left: for each rank held 3 or 4
 * times, use no set, the whole rank, or (with four) any three of it. That leaves at most a few
 * dozen combinations, each costing four table look-ups.
 *
 * Mahjong gin plays aces high or low (Q-K-A and A-2-3, never K-A-2): a suit's ace then goes
 * wherever it leaves less deadwood, which a second pair of tables holds; every search takes
 * `acesHigh` (false by default) and only picks its tables by it.
 */
import { Card, cardPoints, makeCard } from "./cards";
import { truncate } from "./lists";

const FULL = 0x1fff;

/** runDeadwood[mask]: points of the cards of one suit not inside a block of 3+ consecutive ranks. */
const runDeadwood: number[] = [];
/** runCovered[mask]: the bits of the mask that lie inside such blocks. */
const runCovered: number[] = [];
/** The same with aces high or low: the ace placed low or high, whichever leaves less deadwood (low on ties). */
const runDeadwoodHigh: number[] = [];
const runCoveredHigh: number[] = [];
/** aceHighRun[mask]: 1 when, in runCoveredHigh, the mask's ace ends a run after its king (Q-K-A), else 0. */
const aceHighRun: number[] = [];
/** lowestRank[mask]: the lowest rank in the mask (13 for none), to walk a mask's cards without scanning ranks. */
const lowestRank: number[] = [];
/** suitOfCard[c] and bitOfCard[c]: where card c sits in the suit masks (look-ups beat a division in LuaJIT). */
const suitOfCard: number[] = [];
const bitOfCard: number[] = [];

/**
 * setUse[held * 6 + o]: the suits option o of a set rank held in `held` suits takes out: 0 keeps
 * the rank out of sets, 1 uses every card, 2..5 leave out one of four. optionCount[held]: how many
 * options it has (one, no set, for a rank not held: held 0).
 */
const setUse: number[] = [];
const optionCount: number[] = [];
/** firstSuit[suits], secondSuit[suits], thirdSuit[suits]: the suits of a three-suit set, in order. */
const firstSuit: number[] = [];
const secondSuit: number[] = [];
const thirdSuit: number[] = [];

function buildTables(): void {
  for (let held = 0; held < 16; held++) {
    optionCount[held] = held === 0 ? 1 : held === 15 ? 6 : 2;
    for (let o = 0; o < 6; o++) setUse[held * 6 + o] = o === 0 ? 0 : o === 1 ? held : 15 & ~(1 << (o - 2));
    const inSet: number[] = [];
    for (let k = 0; k < 4; k++) if ((held & (1 << k)) !== 0) inSet.push(k);
    firstSuit[held] = inSet.length > 0 ? inSet[0] : 0;
    secondSuit[held] = inSet.length > 1 ? inSet[1] : 0;
    thirdSuit[held] = inSet.length > 2 ? inSet[2] : 0;
  }
  for (let c = 0; c < 52; c++) {
    suitOfCard[c] = Math.floor(c / 13);
    bitOfCard[c] = 1 << (c % 13);
  }
  for (let mask = 0; mask <= FULL; mask++) {
    let low = 0;
    while (low < 13 && (mask & (1 << low)) === 0) low++;
    lowestRank[mask] = low;
    runBlocks(mask, 13);
    runDeadwood[mask] = blockDead;
    runCovered[mask] = blockCovered;
    runDeadwoodHigh[mask] = blockDead;
    runCoveredHigh[mask] = blockCovered;
    aceHighRun[mask] = 0;
    if ((mask & 1) !== 0) {
      // The ace as rank 13, above the king.
      runBlocks((mask & ~1) | (1 << 13), 14);
      if (blockDead < runDeadwood[mask]) {
        runDeadwoodHigh[mask] = blockDead;
        runCoveredHigh[mask] = (blockCovered & (FULL & ~1)) | ((blockCovered >> 13) & 1);
        aceHighRun[mask] = (blockCovered >> 13) & 1;
      }
    }
  }
}

/** What runBlocks found: the points outside blocks of 3+, and the bits inside them. */
let blockDead = 0;
let blockCovered = 0;

/** The blocks of 3+ consecutive ranks of a mask of `top` ranks (rank 13, when there is one, is an ace: 1 point). */
function runBlocks(mask: number, top: number): void {
  let dead = 0;
  let covered = 0;
  let r = 0;
  while (r < top) {
    if ((mask & (1 << r)) === 0) {
      r++;
      continue;
    }
    let end = r;
    while (end + 1 < top && (mask & (1 << (end + 1))) !== 0) end++;
    const len = end - r + 1;
    for (let k = r; k <= end; k++) {
      if (len >= 3) covered |= 1 << k;
      else dead += k < 9 ? k + 1 : k === 13 ? 1 : 10;
    }
    r = end + 1;
  }
  blockDead = dead;
  blockCovered = covered;
}
buildTables();

/** Suit masks of a hand: masks[s] has bit r set when the hand holds rank r of suit s. */
export function suitMasks(cards: readonly Card[]): number[] {
  return fillSuitMasks(cards, [0, 0, 0, 0]);
}

/**
 * Writes the suit masks of a hand into `out` (4 numbers) and returns it, so hot callers can reuse
 * one buffer. The loop has no branches and no length look-ups: LuaJIT turns data-dependent
 * branches into side traces, and `#` into a runtime call per iteration.
 */
export function fillSuitMasks(cards: readonly Card[], out: number[]): number[] {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  for (const c of cards) {
    const s = suitOfCard[c];
    out[s] = out[s] | bitOfCard[c];
  }
  return out;
}

/** The masks buffer of this module's hot paths (filled and read right away, never kept). */
const scratchMasks = [0, 0, 0, 0];

/** Minimal deadwood of a hand (any size). The hot path: no allocation when there are no set ranks. */
export function minDeadwood(cards: readonly Card[], acesHigh = false): number {
  const m = fillSuitMasks(cards, scratchMasks);
  return minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHigh);
}

/** Bits of the ranks held in three or four suits: the only ranks that can form a set. */
export function setRankBits(m0: number, m1: number, m2: number, m3: number): number {
  return (m0 & m1 & (m2 | m3)) | ((m0 | m1) & m2 & m3);
}

export function minDeadwoodMasks(m0: number, m1: number, m2: number, m3: number, acesHigh = false): number {
  const dead = acesHigh ? runDeadwoodHigh : runDeadwood;
  const base = dead[m0] + dead[m1] + dead[m2] + dead[m3];
  if (base === 0) return 0;
  const bits = setRankBits(m0, m1, m2, m3);
  if (bits === 0) return base;
  return searchSets(bits, m0, m1, m2, m3, base, dead);
}

/** Minimal deadwood of the hand with suit masks m0..m3 less one card (which it holds). */
export function minDeadwoodWithout(m0: number, m1: number, m2: number, m3: number, card: Card, acesHigh = false): number {
  if (card < 13) return minDeadwoodMasks(m0 & ~(1 << card), m1, m2, m3, acesHigh);
  if (card < 26) return minDeadwoodMasks(m0, m1 & ~(1 << (card - 13)), m2, m3, acesHigh);
  if (card < 39) return minDeadwoodMasks(m0, m1, m2 & ~(1 << (card - 26)), m3, acesHigh);
  return minDeadwoodMasks(m0, m1, m2, m3 & ~(1 << (card - 39)), acesHigh);
}

/**
 * Suits (a bit each) that hold rank r, without branches: LuaJIT gives every taken branch of a hot
 * function its own side trace (rank 13, past the masks, holds none).
 */
function heldSuits(r: number, m0: number, m1: number, m2: number, m3: number): number {
  return ((m0 >> r) & 1) | (((m1 >> r) & 1) << 1) | (((m2 >> r) & 1) << 2) | (((m3 >> r) & 1) << 3);
}

/**
 * The least deadwood over every set choice of the ranks in `bits`. A hand of up to 11 cards has at
 * most three such ranks: they are walked by three plain loops (an absent rank has one option, no
 * set), each option's cards taken out of the suit masks without branches. LuaJIT compiles these
 * loops once; the recursive walk it replaced spawned hundreds of traces. Larger hands (four or
 * more set ranks) take the recursive walk. Only the minimum is returned, so the order is free.
 */
function searchSets(bits: number, m0: number, m1: number, m2: number, m3: number, best: number, runDead: readonly number[]): number {
  const b1 = bits & -bits;
  const rest = bits & (bits - 1);
  const b2 = rest & -rest;
  const b3 = rest & (rest - 1);
  if ((b3 & (b3 - 1)) !== 0) return searchSetsDeep(bits, 0, m0, m1, m2, m3, best, runDead);
  const h1 = heldSuits(lowestRank[b1], m0, m1, m2, m3);
  const h2 = heldSuits(lowestRank[b2], m0, m1, m2, m3);
  const h3 = heldSuits(lowestRank[b3], m0, m1, m2, m3);
  const n1 = optionCount[h1];
  const n2 = optionCount[h2];
  const n3 = optionCount[h3];
  for (let o1 = 0; o1 < n1; o1++) {
    const u1 = setUse[h1 * 6 + o1];
    for (let o2 = 0; o2 < n2; o2++) {
      const u2 = setUse[h2 * 6 + o2];
      for (let o3 = 0; o3 < n3; o3++) {
        const u3 = setUse[h3 * 6 + o3];
        // Suit k loses rank bit b when that rank's option uses suit k: ((u >> k) & 1) * b.
        const a = m0 & ~((u1 & 1) * b1 + (u2 & 1) * b2 + (u3 & 1) * b3);
        const b = m1 & ~(((u1 >> 1) & 1) * b1 + ((u2 >> 1) & 1) * b2 + ((u3 >> 1) & 1) * b3);
        const c = m2 & ~(((u1 >> 2) & 1) * b1 + ((u2 >> 2) & 1) * b2 + ((u3 >> 2) & 1) * b3);
        const d = m3 & ~(((u1 >> 3) & 1) * b1 + ((u2 >> 3) & 1) * b2 + ((u3 >> 3) & 1) * b3);
        const dead = runDead[a] + runDead[b] + runDead[c] + runDead[d];
        if (dead < best) {
          if (dead === 0) return 0;
          best = dead;
        }
      }
    }
  }
  return best;
}

/** searchSets for four or more set ranks: each option of the lowest rank (at or above `from`), then the rest. */
function searchSetsDeep(bits: number, from: number, m0: number, m1: number, m2: number, m3: number, best: number, runDead: readonly number[]): number {
  let r = from;
  while ((bits & (1 << r)) === 0) r++;
  const bit = 1 << r;
  const rest = bits & ~bit;
  const held = heldSuits(r, m0, m1, m2, m3);
  const options = optionCount[held];
  for (let o = 0; o < options; o++) {
    const use = setUse[held * 6 + o];
    const a = (use & 1) !== 0 ? m0 & ~bit : m0;
    const b = (use & 2) !== 0 ? m1 & ~bit : m1;
    const c = (use & 4) !== 0 ? m2 & ~bit : m2;
    const d = (use & 8) !== 0 ? m3 & ~bit : m3;
    if (rest === 0) {
      const dead = runDead[a] + runDead[b] + runDead[c] + runDead[d];
      if (dead < best) best = dead;
    } else {
      best = searchSetsDeep(rest, r + 1, a, b, c, d, best, runDead);
    }
    if (best === 0) return 0;
  }
  return best;
}

/** One way to meld a hand. Melds are ordered: sets by rank, then runs by suit and rank. */
export interface Arrangement {
  melds: Card[][];
  deadwoodCards: Card[];
  deadwood: number;
}

/** A placeholder for the meld slots of arrangementOf (never left in a result). */
const NO_MELD: Card[] = [];

/**
 * The arrangement of a hand with suit masks m0..m3 once its sets are taken out, leaving a0..a3:
 * the removed cards are the sets (grouped by rank), the runs are the blocks of 3+ left in each
 * suit, the rest is deadwood.
 *
 * This runs in every seat view: its arrays start as literals with placeholder slots, are filled by
 * index and trimmed (see lists.ts), and masks are walked a card or a run at a time.
 */
function arrangementOf(m0: number, m1: number, m2: number, m3: number, a0: number, a1: number, a2: number, a3: number, acesHigh: boolean): Arrangement {
  const coveredOf = acesHigh ? runCoveredHigh : runCovered;
  const runDead = acesHigh ? runDeadwoodHigh : runDeadwood;
  const melds: Card[][] = [NO_MELD, NO_MELD, NO_MELD];
  let meldCount = 0;
  const s0 = m0 & ~a0;
  const s1 = m1 & ~a1;
  const s2 = m2 & ~a2;
  const s3 = m3 & ~a3;
  // Lowest rank first; `x & (x - 1)` drops the lowest bit.
  for (let setBits = s0 | s1 | s2 | s3; setBits !== 0; setBits &= setBits - 1) {
    const r = lowestRank[setBits];
    melds[meldCount++] = setMeld(r, heldSuits(r, s0, s1, s2, s3));
  }
  const dead: Card[] = [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1];
  let deadCount = 0;
  for (let s = 0; s < 4; s++) {
    const m = s === 0 ? a0 : s === 1 ? a1 : s === 2 ? a2 : a3;
    // An ace high (aces high or low only) ends the run that reaches the king, not one from rank 0.
    const high = acesHigh ? aceHighRun[m] : 0;
    let covered = coveredOf[m] & ~high;
    while (covered !== 0) {
      const r = lowestRank[covered];
      // The run is as long as the ones from r up: the lowest zero above r.
      const length = lowestRank[~(covered >> r) & FULL];
      melds[meldCount++] = high !== 0 && r + length === 13 ? highRun(makeCard(r, s), length) : runMeld(makeCard(r, s), length);
      covered &= ~(((1 << length) - 1) << r);
    }
    for (let loose = m & ~coveredOf[m]; loose !== 0; loose &= loose - 1) dead[deadCount++] = makeCard(lowestRank[loose], s);
  }
  truncate(melds, meldCount);
  truncate(dead, deadCount);
  return { melds, deadwoodCards: dead, deadwood: runDead[a0] + runDead[a1] + runDead[a2] + runDead[a3] };
}

/** A run from `first` up to the king (`length` cards), then the suit's ace: Q-K-A. */
function highRun(first: Card, length: number): Card[] {
  const run: Card[] = [];
  for (let k = 0; k < length; k++) run.push(first + k);
  run.push(first - (first % 13));
  return run;
}

/** A run of `length` (3+) cards from `first` up; most runs are 3 or 4 cards, made as literals. */
function runMeld(first: Card, length: number): Card[] {
  const run = length === 3 ? [first, first + 1, first + 2] : [first, first + 1, first + 2, first + 3];
  for (let k = 4; k < length; k++) run[k] = first + k;
  return run;
}

/**
 * The set of rank r held in `suits` (a bit per suit: all four, or three), suits in order. Built as
 * one array literal, which LuaJIT allocates at its final size; the three suits come from tables
 * (conditional picks here made LuaJIT abort hundreds of traces: "register coalescing too complex").
 */
function setMeld(r: number, suits: number): Card[] {
  if (suits === 15) return [r, 13 + r, 26 + r, 39 + r];
  return [firstSuit[suits] * 13 + r, secondSuit[suits] * 13 + r, thirdSuit[suits] * 13 + r];
}

/**
 * Every arrangement reaching the minimal deadwood, in a fixed order (set choices in option order).
 * Runs are kept whole: splitting a long run never changes deadwood or what can be laid off.
 */
export function optimalArrangements(cards: readonly Card[], acesHigh = false): Arrangement[] {
  const m = suitMasks(cards);
  const out: Arrangement[] = [];
  const best = minDeadwoodMasks(m[0], m[1], m[2], m[3], acesHigh);
  const bits = setRankBits(m[0], m[1], m[2], m[3]);
  if (bits === 0) out.push(arrangementOf(m[0], m[1], m[2], m[3], m[0], m[1], m[2], m[3], acesHigh));
  else collectArrangements(m, bits, 0, m[0], m[1], m[2], m[3], best, out, acesHigh);
  return out;
}

/**
 * Walks the set options of each rank in `bits` (at or above `from`) in the order searchSetsDeep tries
 * them, adding an arrangement at every leaf that reaches `best`. A plain recursive function, not a
 * closure: LuaJIT cannot compile closure creation in a trace.
 */
function collectArrangements(
  masks: readonly number[],
  bits: number,
  from: number,
  m0: number,
  m1: number,
  m2: number,
  m3: number,
  best: number,
  out: Arrangement[],
  acesHigh: boolean,
): void {
  const runDead = acesHigh ? runDeadwoodHigh : runDeadwood;
  let r = from;
  while ((bits & (1 << r)) === 0) r++;
  const bit = 1 << r;
  const rest = bits & ~bit;
  const held = heldSuits(r, m0, m1, m2, m3);
  const options = optionCount[held];
  for (let o = 0; o < options; o++) {
    const use = setUse[held * 6 + o];
    const a = (use & 1) !== 0 ? m0 & ~bit : m0;
    const b = (use & 2) !== 0 ? m1 & ~bit : m1;
    const c = (use & 4) !== 0 ? m2 & ~bit : m2;
    const d = (use & 8) !== 0 ? m3 & ~bit : m3;
    if (rest !== 0) collectArrangements(masks, rest, r + 1, a, b, c, d, best, out, acesHigh);
    else if (runDead[a] + runDead[b] + runDead[c] + runDead[d] === best) {
      out.push(arrangementOf(masks[0], masks[1], masks[2], masks[3], a, b, c, d, acesHigh));
    }
  }
}

/** The masks left by the first best set choice (written by firstBestChoice, read at once). */
const bestLeft = [0, 0, 0, 0];

/**
 * The same walk as collectArrangements, stopping at the first leaf that reaches `best`: returns
 * true with that leaf's masks in bestLeft. Allocates nothing (it runs in every seat view).
 */
function firstBestChoice(bits: number, from: number, m0: number, m1: number, m2: number, m3: number, best: number, runDead: readonly number[]): boolean {
  let r = from;
  while ((bits & (1 << r)) === 0) r++;
  const bit = 1 << r;
  const rest = bits & ~bit;
  const held = heldSuits(r, m0, m1, m2, m3);
  const options = optionCount[held];
  for (let o = 0; o < options; o++) {
    const use = setUse[held * 6 + o];
    const a = (use & 1) !== 0 ? m0 & ~bit : m0;
    const b = (use & 2) !== 0 ? m1 & ~bit : m1;
    const c = (use & 4) !== 0 ? m2 & ~bit : m2;
    const d = (use & 8) !== 0 ? m3 & ~bit : m3;
    if (rest !== 0) {
      if (firstBestChoice(rest, r + 1, a, b, c, d, best, runDead)) return true;
    } else if (runDead[a] + runDead[b] + runDead[c] + runDead[d] === best) {
      bestLeft[0] = a;
      bestLeft[1] = b;
      bestLeft[2] = c;
      bestLeft[3] = d;
      return true;
    }
  }
  return false;
}

/** One minimal-deadwood arrangement: the first of optimalArrangements, without listing the others. */
export function bestArrangement(cards: readonly Card[], acesHigh = false): Arrangement {
  const m = fillSuitMasks(cards, scratchMasks);
  return bestArrangementMasks(m[0], m[1], m[2], m[3], acesHigh);
}

/** bestArrangement of the hand with suit masks m0..m3. */
export function bestArrangementMasks(m0: number, m1: number, m2: number, m3: number, acesHigh = false): Arrangement {
  const bits = setRankBits(m0, m1, m2, m3);
  if (bits === 0) return arrangementOf(m0, m1, m2, m3, m0, m1, m2, m3, acesHigh);
  firstBestChoice(bits, 0, m0, m1, m2, m3, minDeadwoodMasks(m0, m1, m2, m3, acesHigh), acesHigh ? runDeadwoodHigh : runDeadwood);
  return arrangementOf(m0, m1, m2, m3, bestLeft[0], bestLeft[1], bestLeft[2], bestLeft[3], acesHigh);
}

/** True when the cards form one valid meld (a set of 3-4 of a rank, or a run of 3+ in a suit, aces low; with `acesHigh`, or high). */
export function isMeld(cards: readonly Card[], acesHigh = false): boolean {
  if (cards.length < 3) return false;
  const r0 = cards[0] % 13;
  let sameRank = cards.length <= 4;
  for (let i = 1; i < cards.length; i++) if (cards[i] % 13 !== r0) sameRank = false;
  if (sameRank) {
    const m = suitMasks(cards);
    return m[0] + m[1] + m[2] + m[3] === cards.length * (1 << r0);
  }
  const s0 = Math.floor(cards[0] / 13);
  const ranks: number[] = [];
  for (const c of cards) {
    if (Math.floor(c / 13) !== s0) return false;
    ranks.push(c % 13);
  }
  ranks.sort((a, b) => a - b);
  if (consecutive(ranks)) return true;
  if (!acesHigh || ranks[0] !== 0) return false;
  // The ace above the king: Q-K-A.
  ranks.shift();
  ranks.push(13);
  return consecutive(ranks);
}

function consecutive(ranks: readonly number[]): boolean {
  for (let i = 1; i < ranks.length; i++) if (ranks[i] !== ranks[i - 1] + 1) return false;
  return true;
}

/** Where a run's card stands in rank order: its rank, but 13 for an ace that follows a king in the run. */
export function runPosition(run: readonly Card[], card: Card): number {
  const r = card % 13;
  return r === 0 && run.indexOf(card + 12) >= 0 ? 13 : r;
}

/** A run's cards in rank order (an ace after its king when the run holds both). */
export function orderRun(run: readonly Card[]): Card[] {
  const out = run.slice();
  out.sort((a, b) => runPosition(run, a) - runPosition(run, b));
  return out;
}

/** Deadwood points of a list of cards. */
export function pointsOf(cards: readonly Card[]): number {
  let p = 0;
  for (let i = 0; i < cards.length; i++) p += cardPoints(cards[i]);
  return p;
}
