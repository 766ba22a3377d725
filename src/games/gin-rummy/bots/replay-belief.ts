/**
 * A belief over the hand of an opponent who plays by fixed rules — it takes the face-up card
 * exactly when it melds with its hand, throws the card leaving the least deadwood (ties at random)
 * and knocks as soon as it may, as `simple` does — found by replaying those rules. Its hidden cards
 * are its dealt hand and its stock draws; a Metropolis chain over them weighs each assignment by
 * how well replaying the rules on it explains every pass, take, draw and discard of the hand (each
 * clue it breaks costs a factor of 2^-bits, so a player who breaks the rules now and then only
 * blurs the picture), and the current hands of the chain's states are the sample. The marginals of
 * knowledge.ts read each move alone; the replay reads them together: a throw says what the hand
 * held when it was thrown, and that hand is the one that later passed or took.
 *
 * Effort is counted in chain steps; the weights are integer products and powers of two (no
 * logarithms), so Node and LuaJIT walk the same chain.
 */
import { Card, cardPoints } from "../engine/cards";
import { fillSuitMasks, minDeadwoodWithout } from "../engine/melds";
import { randomFloat, randomInt, RngState } from "../../../util/random";
import type { SeatView } from "../engine/view";
import { acesHigh, addCard, dropCard, dw, formsMeld, hasCard, Masks, removeCard } from "./hand-masks";
import { worstCard } from "./rollout";

export interface ReplayOptions {
  /** Chain steps at a hand's first belief, in rounds whose cost per broken clue rises to `bits`. */
  fresh: number;
  rounds: number;
  /**
   * Steps at each later decision of the hand that follows a move of the opponent, before sampling
   * (the chain goes on from where it was; after our own draw it only samples on).
   */
  warm: number;
  /** Hands sampled per decision, one every `every` steps. */
  samples: number;
  every: number;
  /** A broken clue multiplies a state's weight by 2^-bits. */
  bits: number;
}

const PASS = 0;
const TAKE = 1;
const DRAW = 2;
const DISCARD = 3;

export interface ReplayBelief {
  /** The hand it belongs to: its upcard, dealer and the match scores before it. */
  upcard: Card;
  dealer: number;
  score0: number;
  score1: number;
  historyLength: number;
  /** The chain's state: the dealt hand, then one card per stock draw. */
  cards: Card[];
  dealt: number;
  inState: boolean[];
  /** Cards the opponent could have been dealt or drawn (none we held, not the first upcard). */
  pool: Card[];
  /** Cards it threw that it did not take face up: they must be in the state. */
  required: boolean[];
  /** The opponent's events this hand: kinds and cards (a draw's card is the state's). */
  kinds: number[];
  evCards: Card[];
  events: number;
  /** The opponent's events at the hand's last belief: warm steps only follow new ones. */
  seenEvents: number;
  /** Chain steps walked by the last update (its effort, for tests and tools). */
  walked: number;
  draws: number;
  /** The state's broken clues and its product of tie counts (its weight: 1 / (ties · 2^(bits·broken))). */
  broken: number;
  ties: number;
  /** The sampled current hands, and per card the share of them it would meld with. */
  sampled: Card[][];
  count: number;
  /** Sampled states that break a clue: when most do, the rules do not fit this player. */
  misfits: number;
  danger: number[];
  /** The knock limit of the hand: a throw leaving no more would have knocked. */
  limit: number;
  /** Whether hand and m hold the current state's hand (not a refused proposal's). */
  current: boolean;
  /** Scratch: the replayed hand, and per-card flags. */
  hand: Card[];
  m: Masks;
  flags: boolean[];
  inPool: boolean[];
}

export function newReplayBelief(): ReplayBelief {
  const danger: number[] = [];
  const inState: boolean[] = [];
  const required: boolean[] = [];
  const flags: boolean[] = [];
  const inPool: boolean[] = [];
  for (let c = 0; c < 52; c++) {
    danger.push(0);
    inState.push(false);
    required.push(false);
    flags.push(false);
    inPool.push(false);
  }
  return {
    upcard: -1,
    dealer: -1,
    score0: -1,
    score1: -1,
    historyLength: 0,
    cards: [],
    dealt: 0,
    inState,
    pool: [],
    required,
    kinds: [],
    evCards: [],
    events: 0,
    seenEvents: 0,
    walked: 0,
    draws: 0,
    broken: 0,
    ties: 1,
    sampled: [],
    count: 0,
    misfits: 0,
    danger,
    limit: 10,
    current: false,
    hand: [],
    m: [0, 0, 0, 0],
    flags,
    inPool,
  };
}

function pushEvent(b: ReplayBelief, kind: number, card: Card): void {
  b.kinds[b.events] = kind;
  b.evCards[b.events] = card;
  b.events++;
}

/**
 * Reads the history into the opponent's events and the pool; false when the replay cannot model
 * the hand (a reshuffled stock, or the opponent has not thrown a card yet).
 */
function readEvents(b: ReplayBelief, view: SeatView): boolean {
  const me = view.seat;
  const mine = b.flags;
  for (let c = 0; c < 52; c++) mine[c] = false;
  for (const c of view.hand) mine[c] = true;
  for (const e of view.history) {
    if (e.kind === "reshuffle") return false;
    if (e.seat === me && e.kind === "discard") mine[e.card] = true;
  }
  // Cards we took face up came from the pile (the upcard, or the opponent's throws).
  for (const e of view.history) if (e.seat === me && e.kind === "take") mine[e.card] = false;
  mine[view.upcard] = true;
  b.pool.length = 0;
  for (let c = 0; c < 52; c++) {
    b.inPool[c] = !mine[c];
    if (!mine[c]) b.pool.push(c);
  }
  b.events = 0;
  b.draws = 0;
  let passes = 0;
  let threw = false;
  // The pile's top, replayed: a stock draw declined it.
  const pile = b.hand;
  pile.length = 0;
  pile.push(view.upcard);
  const required = b.required;
  const taken = b.flags;
  for (let c = 0; c < 52; c++) {
    required[c] = false;
    taken[c] = false;
  }
  for (const e of view.history) {
    const theirs = e.seat !== me;
    if (e.kind === "pass") {
      passes++;
      if (theirs) pushEvent(b, PASS, e.card);
    } else if (e.kind === "take") {
      pile.pop();
      if (theirs) {
        pushEvent(b, TAKE, e.card);
        taken[e.card] = true;
      }
    } else if (e.kind === "stock") {
      // After two passes the draw is forced: the pass already said what it declined.
      const forced = passes === 2;
      passes = 0;
      if (theirs) {
        if (!forced && pile.length > 0) pushEvent(b, PASS, pile[pile.length - 1]);
        pushEvent(b, DRAW, -1);
        b.draws++;
      }
    } else if (e.kind === "discard") {
      passes = 0;
      pile.push(e.card);
      if (theirs) {
        pushEvent(b, DISCARD, e.card);
        threw = true;
        if (!taken[e.card]) required[e.card] = true;
      }
    }
  }
  return threw;
}

/** A pool card not in the state, at random. */
function freshCard(b: ReplayBelief, rng: RngState): Card {
  for (let g = 0; g < 200; g++) {
    const c = b.pool[randomInt(rng, b.pool.length)];
    if (!b.inState[c]) return c;
  }
  for (const c of b.pool) if (!b.inState[c]) return c;
  return -1;
}

/** Carries the state over to the history now: cards since known to be ours leave it, new draws and throws enter it. */
function refreshState(b: ReplayBelief, view: SeatView, rng: RngState): boolean {
  const them = view.seat === 0 ? 1 : 0;
  const dealt = view.handSizes[them];
  const inPool = b.inPool;
  if (b.dealt !== dealt) b.cards.length = 0;
  b.dealt = dealt;
  const n = dealt + b.draws;
  const inState = b.inState;
  for (let c = 0; c < 52; c++) inState[c] = false;
  for (let i = 0; i < n; i++) {
    const c = i < b.cards.length ? b.cards[i] : -1;
    if (c >= 0 && inPool[c] && !inState[c]) inState[c] = true;
    else b.cards[i] = -1;
  }
  b.cards.length = n;
  // Its own throws must be in the state: each takes a place not holding another such card.
  for (let c = 0; c < 52; c++) {
    if (!b.required[c] || inState[c]) continue;
    if (!inPool[c]) return false;
    let free = 0;
    for (let i = 0; i < n; i++) if (b.cards[i] < 0 || !b.required[b.cards[i]]) free++;
    if (free === 0) return false;
    let at = randomInt(rng, free);
    for (let i = 0; i < n; i++) {
      if (b.cards[i] >= 0 && b.required[b.cards[i]]) continue;
      if (at-- > 0) continue;
      if (b.cards[i] >= 0) inState[b.cards[i]] = false;
      b.cards[i] = c;
      inState[c] = true;
      break;
    }
  }
  for (let i = 0; i < n; i++) {
    if (b.cards[i] >= 0) continue;
    const c = freshCard(b, rng);
    if (c < 0) return false;
    b.cards[i] = c;
    inState[c] = true;
  }
  return true;
}

/**
 * Replays the rules on the state: sets b.broken and b.ties, and leaves the current hand in b.hand
 * and b.m (b.limit: the knock limit; a throw leaving no more would have knocked).
 */
function replay(b: ReplayBelief): void {
  replayUnless(b, -1, 1, 0, 0);
}

/**
 * The replay, given up (false) as soon as the proposal it scores cannot be accepted: when even
 * with no further broken clue its acceptance from a state (ties t, broken k) at `bits` would be
 * `u` or less (about a quarter of the replays against `simple` stop early). u < 0: never.
 */
function replayUnless(b: ReplayBelief, u: number, t: number, k: number, bits: number): boolean {
  const limit = b.limit;
  const hand = b.hand;
  const m = b.m;
  hand.length = 0;
  m[0] = 0;
  m[1] = 0;
  m[2] = 0;
  m[3] = 0;
  for (let i = 0; i < b.dealt; i++) {
    hand.push(b.cards[i]);
    addCard(m, b.cards[i]);
  }
  let broken = 0;
  let ties = 1;
  let next = b.dealt;
  let taken = -1;
  const hi = acesHigh();
  for (let e = 0; e < b.events; e++) {
    const kind = b.kinds[e];
    const card = b.evCards[e];
    if (broken > k && u >= 0 && acceptance(t, k, ties, broken, bits) <= u) return false;
    if (kind === PASS) {
      if (formsMeld(m, card)) broken++;
    } else if (kind === TAKE) {
      if (!formsMeld(m, card)) broken++;
      addCard(m, card);
      hand.push(card);
      taken = card;
    } else if (kind === DRAW) {
      const c = b.cards[next++];
      addCard(m, c);
      hand.push(c);
      taken = -1;
    } else {
      let out = card;
      if (!hasCard(m, card)) {
        // Thrown before this state draws it: broken, and the replay goes on without its worst card.
        broken += 2;
        out = worstCard(m, hand, taken);
      } else {
        const left = minDeadwoodWithout(m[0], m[1], m[2], m[3], card, hi);
        if (left <= limit) broken++;
        const whole = dw(m);
        let tied = 0;
        let better = false;
        for (const c of hand) {
          if (c === taken) continue;
          if (c === card) {
            tied++;
            continue;
          }
          // Throwing c leaves at least the whole hand's deadwood less c's points.
          if (whole - cardPoints(c) > left) continue;
          const d = minDeadwoodWithout(m[0], m[1], m[2], m[3], c, hi);
          if (d < left) {
            better = true;
            break;
          }
          if (d === left) tied++;
        }
        if (better) broken++;
        else ties *= tied;
      }
      removeCard(m, out);
      dropCard(hand, out);
    }
  }
  b.broken = broken;
  b.ties = ties;
  b.current = true;
  return true;
}

/** The chance of accepting a move from a state (ties t, broken k) to one (t2, k2) at `bits`. */
function acceptance(t: number, k: number, t2: number, k2: number, bits: number): number {
  let r = t / t2;
  // Powers of two by halving or doubling: exact in both runtimes.
  let n = (k2 - k) * bits;
  while (n > 0 && r > 1e-12) {
    r *= 0.5;
    n--;
  }
  while (n < 0 && r < 1e12) {
    r *= 2;
    n++;
  }
  return r;
}

/** n Metropolis steps at `bits`; samples every `every` steps into b.sampled when `sample`. */
function walk(b: ReplayBelief, n: number, bits: number, rng: RngState, every: number, sample: boolean): void {
  const places = b.cards.length;
  b.walked += n;
  for (let s = 0; s < n; s++) {
    if (sample && s % every === 0 && b.count < b.sampled.length) keepSample(b);
    const t = b.ties;
    const k = b.broken;
    const a = randomInt(rng, places);
    const was = b.cards[a];
    if (b.draws > 0 && randomFloat(rng) < 0.5) {
      // Swap two places (a dealt card for a drawn one, or two draws): when a card came in.
      const z = b.dealt + randomInt(rng, b.draws);
      if (z === a) continue;
      b.cards[a] = b.cards[z];
      b.cards[z] = was;
      const u = randomFloat(rng);
      if (replayUnless(b, u, t, k, bits) && u < acceptance(t, k, b.ties, b.broken, bits)) continue;
      b.cards[z] = b.cards[a];
      b.cards[a] = was;
      b.ties = t;
      b.broken = k;
      b.current = false;
    } else {
      // Replace a card by one from the pool (never one of its own throws: those must stay).
      if (b.required[was]) continue;
      const c = freshCard(b, rng);
      if (c < 0) continue;
      b.cards[a] = c;
      const u = randomFloat(rng);
      if (replayUnless(b, u, t, k, bits) && u < acceptance(t, k, b.ties, b.broken, bits)) {
        b.inState[was] = false;
        b.inState[c] = true;
        continue;
      }
      b.cards[a] = was;
      b.ties = t;
      b.broken = k;
      b.current = false;
    }
  }
}

function keepSample(b: ReplayBelief): void {
  // After a refused proposal the scratch holds the proposal's hand: replay the state's.
  if (!b.current) replay(b);
  if (b.broken > 0) b.misfits++;
  const out = b.sampled[b.count];
  out.length = 0;
  for (const c of b.hand) out.push(c);
  b.count++;
}

/**
 * Brings the belief up to the view: a new hand starts a new chain, a later decision goes on with
 * it. True when b.sampled[0..b.count) and b.danger hold the belief; false when the replay cannot
 * model the hand, or its rules do not fit the player (then the caller falls back on the marginals).
 */
export function updateReplayBelief(b: ReplayBelief, view: SeatView, o: ReplayOptions, rng: RngState): boolean {
  const s = view.scores;
  const s0 = s === undefined ? -1 : s[0];
  const s1 = s === undefined ? -1 : s[1];
  const fresh = view.upcard !== b.upcard || view.dealer !== b.dealer || s0 !== b.score0 || s1 !== b.score1 || view.history.length < b.historyLength;
  b.upcard = view.upcard;
  b.dealer = view.dealer;
  b.score0 = s0;
  b.score1 = s1;
  b.historyLength = view.history.length;
  b.count = 0;
  b.misfits = 0;
  b.walked = 0;
  if (fresh) b.cards.length = 0;
  if (view.handSizes.length !== 2 || !readEvents(b, view)) return false;
  const started = b.cards.length === 0;
  if (!refreshState(b, view, rng)) return false;
  b.limit = view.knockLimit;
  replay(b);
  if (started) {
    const per = Math.floor(o.fresh / o.rounds);
    for (let r = 1; r <= o.rounds; r++) walk(b, per, Math.floor((o.bits * r) / o.rounds), rng, 1, false);
  } else if (b.events !== b.seenEvents) walk(b, o.warm, o.bits, rng, 1, false);
  // Our own draw adds no clue (a card only leaves the pool): the chain samples on from where it is.
  b.seenEvents = b.events;
  while (b.sampled.length < o.samples) b.sampled.push([]);
  walk(b, o.samples * o.every, o.bits, rng, o.every, true);
  // A player these rules do not describe (most sampled hands break a clue): no belief from them.
  if (b.count === 0 || b.misfits * 2 > b.count) return false;
  // Per card, the share of the sampled hands it melds with (its danger as a discard).
  const danger = b.danger;
  for (let c = 0; c < 52; c++) danger[c] = 0;
  // The replay's scratch masks serve (the state's hand is replayed again when next needed).
  const m = b.m;
  b.current = false;
  for (let i = 0; i < b.count; i++) {
    fillSuitMasks(b.sampled[i], m);
    for (let c = 0; c < 52; c++) if (!hasCard(m, c) && formsMeld(m, c)) danger[c]++;
  }
  for (let c = 0; c < 52; c++) danger[c] /= b.count;
  return true;
}

/**
 * How many clues of the view's history the opponent's `dealt` hand and stock `draws` (in order)
 * break under the replayed rules (0: they explain every move); -1 when the replay cannot model the
 * hand. For tests and tools: the true cards of a player who plays by these rules break none.
 */
export function brokenClues(view: SeatView, dealt: readonly Card[], draws: readonly Card[]): number {
  const b = newReplayBelief();
  if (view.handSizes.length !== 2 || !readEvents(b, view) || draws.length < b.draws) return -1;
  b.dealt = dealt.length;
  b.cards.length = 0;
  for (const c of dealt) b.cards.push(c);
  for (let i = 0; i < b.draws; i++) b.cards.push(draws[i]);
  b.limit = view.knockLimit;
  replay(b);
  return b.broken;
}
