/**
 * Melds and deadwood. A hand is split into four 13-bit suit masks. Within one suit, runs are
 * exactly the maximal blocks of 3+ consecutive ranks, so the runs-only deadwood of every mask is
 * precomputed once (8,192 entries). Sets are the only choice left: for each rank held 3 or 4
 * times, use no set, the whole rank, or (with four) any three of it. That leaves at most a few
 * dozen combinations, each costing four table look-ups.
 */
import { Card, cardPoints, makeCard } from "./cards";

const FULL = 0x1fff;

/** runDeadwood[mask]: points of the cards of one suit not inside a block of 3+ consecutive ranks. */
const runDeadwood: number[] = [];
/** runCovered[mask]: the bits of the mask that lie inside such blocks. */
const runCovered: number[] = [];

function buildTables(): void {
  for (let mask = 0; mask <= FULL; mask++) {
    let dead = 0;
    let covered = 0;
    let r = 0;
    while (r < 13) {
      if ((mask & (1 << r)) === 0) {
        r++;
        continue;
      }
      let end = r;
      while (end + 1 < 13 && (mask & (1 << (end + 1))) !== 0) end++;
      const len = end - r + 1;
      for (let k = r; k <= end; k++) {
        if (len >= 3) covered |= 1 << k;
        else dead += k < 9 ? k + 1 : 10;
      }
      r = end + 1;
    }
    runDeadwood[mask] = dead;
    runCovered[mask] = covered;
  }
}
buildTables();

/** Suit masks of a hand: masks[s] has bit r set when the hand holds rank r of suit s. */
export function suitMasks(cards: readonly Card[]): number[] {
  const m = [0, 0, 0, 0];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const s = Math.floor(c / 13);
    m[s] = m[s] | (1 << (c - s * 13));
  }
  return m;
}

/** A set choice: for each rank with a set, which suits (bit mask over 4 suits) form the set. */
interface SetChoice {
  ranks: readonly number[];
  suits: readonly number[];
}

/** Ranks held 3+ times, as candidate set ranks. */
function setRanks(m0: number, m1: number, m2: number, m3: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < 13; r++) {
    const bit = 1 << r;
    let n = 0;
    if ((m0 & bit) !== 0) n++;
    if ((m1 & bit) !== 0) n++;
    if ((m2 & bit) !== 0) n++;
    if ((m3 & bit) !== 0) n++;
    if (n >= 3) out.push(r);
  }
  return out;
}

/** The suits (bit per suit) holding rank r. */
function suitsOfRank(m: readonly number[], r: number): number {
  const bit = 1 << r;
  let s = 0;
  for (let k = 0; k < 4; k++) if ((m[k] & bit) !== 0) s |= 1 << k;
  return s;
}

/** Options for one set rank: 0 (no set), the full suit set, and 3-subsets when four are held. */
function setOptions(held: number): number[] {
  const out = [0, held];
  if (held === 15) {
    for (let k = 0; k < 4; k++) out.push(15 & ~(1 << k));
  }
  return out;
}

function pointsOfRank(r: number): number {
  return r < 9 ? r + 1 : 10;
}

/** Minimal deadwood of a hand (any size). The hot path: no allocation when there are no set ranks. */
export function minDeadwood(cards: readonly Card[]): number {
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c < 13) m0 |= 1 << c;
    else if (c < 26) m1 |= 1 << (c - 13);
    else if (c < 39) m2 |= 1 << (c - 26);
    else m3 |= 1 << (c - 39);
  }
  return minDeadwoodMasks(m0, m1, m2, m3);
}

/** Bits of the ranks held in three or four suits: the only ranks that can form a set. */
export function setRankBits(m0: number, m1: number, m2: number, m3: number): number {
  return (m0 & m1 & (m2 | m3)) | ((m0 | m1) & m2 & m3);
}

export function minDeadwoodMasks(m0: number, m1: number, m2: number, m3: number): number {
  const base = runDeadwood[m0] + runDeadwood[m1] + runDeadwood[m2] + runDeadwood[m3];
  if (base === 0) return 0;
  const bits = setRankBits(m0, m1, m2, m3);
  if (bits === 0) return base;
  return searchSets(bits, 0, m0, m1, m2, m3, base);
}

/**
 * Tries each option for the lowest rank in `bits` (at or above `from`), then recurses. Masks are
 * passed as numbers, so the search allocates nothing (it runs inside every bot decision).
 */
function searchSets(bits: number, from: number, m0: number, m1: number, m2: number, m3: number, best: number): number {
  let r = from;
  while ((bits & (1 << r)) === 0) r++;
  const bit = 1 << r;
  const rest = bits & ~bit;
  const held = ((m0 & bit) !== 0 ? 1 : 0) | ((m1 & bit) !== 0 ? 2 : 0) | ((m2 & bit) !== 0 ? 4 : 0) | ((m3 & bit) !== 0 ? 8 : 0);
  // Option 0 keeps the rank out of sets; option 1 uses every held card; 2..5 leave out one of four.
  const options = held === 15 ? 6 : 2;
  for (let o = 0; o < options; o++) {
    const use = o === 0 ? 0 : o === 1 ? held : 15 & ~(1 << (o - 2));
    const a = (use & 1) !== 0 ? m0 & ~bit : m0;
    const b = (use & 2) !== 0 ? m1 & ~bit : m1;
    const c = (use & 4) !== 0 ? m2 & ~bit : m2;
    const d = (use & 8) !== 0 ? m3 & ~bit : m3;
    if (rest === 0) {
      const dead = runDeadwood[a] + runDeadwood[b] + runDeadwood[c] + runDeadwood[d];
      if (dead < best) best = dead;
    } else {
      best = searchSets(rest, r + 1, a, b, c, d, best);
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

function arrangementFrom(masks: readonly number[], choice: SetChoice): Arrangement {
  const m = [masks[0], masks[1], masks[2], masks[3]];
  const melds: Card[][] = [];
  for (let i = 0; i < choice.ranks.length; i++) {
    const r = choice.ranks[i];
    const suits = choice.suits[i];
    if (suits === 0) continue;
    const meld: Card[] = [];
    for (let k = 0; k < 4; k++) {
      if ((suits & (1 << k)) !== 0) {
        meld.push(makeCard(r, k));
        m[k] = m[k] & ~(1 << r);
      }
    }
    melds.push(meld);
  }
  const dead: Card[] = [];
  let deadwood = 0;
  for (let s = 0; s < 4; s++) {
    const covered = runCovered[m[s]];
    let r = 0;
    while (r < 13) {
      const bit = 1 << r;
      if ((covered & bit) !== 0) {
        const run: Card[] = [];
        while (r < 13 && (covered & (1 << r)) !== 0) {
          run.push(makeCard(r, s));
          r++;
        }
        melds.push(run);
        continue;
      }
      if ((m[s] & bit) !== 0) {
        dead.push(makeCard(r, s));
        deadwood += pointsOfRank(r);
      }
      r++;
    }
  }
  return { melds, deadwoodCards: dead, deadwood };
}

/**
 * Every arrangement reaching the minimal deadwood, in a fixed order (set choices in option order).
 * Runs are kept whole: splitting a long run never changes deadwood or what can be laid off.
 */
export function optimalArrangements(cards: readonly Card[]): Arrangement[] {
  const masks = suitMasks(cards);
  const ranks = setRanks(masks[0], masks[1], masks[2], masks[3]);
  const best = minDeadwoodMasks(masks[0], masks[1], masks[2], masks[3]);
  const out: Arrangement[] = [];
  collectArrangements(masks, ranks, 0, masks.slice(), [], best, out);
  return out;
}

// A plain recursive function, not a closure: LuaJIT cannot compile closure creation in a trace.
function collectArrangements(
  masks: readonly number[],
  ranks: readonly number[],
  index: number,
  m: number[],
  suits: number[],
  best: number,
  out: Arrangement[],
): void {
  if (index === ranks.length) {
    const d = runDeadwood[m[0]] + runDeadwood[m[1]] + runDeadwood[m[2]] + runDeadwood[m[3]];
    if (d === best) out.push(arrangementFrom(masks, { ranks, suits: suits.slice() }));
    return;
  }
  const r = ranks[index];
  const options = setOptions(suitsOfRank(m, r));
  for (let o = 0; o < options.length; o++) {
    const use = options[o];
    const next = m.slice();
    for (let k = 0; k < 4; k++) if ((use & (1 << k)) !== 0) next[k] = next[k] & ~(1 << r);
    suits[index] = use;
    collectArrangements(masks, ranks, index + 1, next, suits, best, out);
  }
}

const NO_SETS: SetChoice = { ranks: [], suits: [] };

/** One minimal-deadwood arrangement (the first in the fixed order). */
export function bestArrangement(cards: readonly Card[]): Arrangement {
  const masks = suitMasks(cards);
  if (setRankBits(masks[0], masks[1], masks[2], masks[3]) === 0) return arrangementFrom(masks, NO_SETS);
  return optimalArrangements(cards)[0];
}

/** True when the cards form one valid meld (a set of 3-4 of a rank, or a run of 3+ in a suit, aces low). */
export function isMeld(cards: readonly Card[]): boolean {
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
  for (let i = 1; i < ranks.length; i++) if (ranks[i] !== ranks[i - 1] + 1) return false;
  return true;
}

/** Deadwood points of a list of cards. */
export function pointsOf(cards: readonly Card[]): number {
  let p = 0;
  for (let i = 0; i < cards.length; i++) p += cardPoints(cards[i]);
  return p;
}
