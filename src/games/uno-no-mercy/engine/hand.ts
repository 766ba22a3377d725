/**
 * The rules of Uno No Mercy as pure functions: a deal, the legal actions of a seat, and the state
 * after an action (a fresh state; the input is never changed). docs/uno-no-mercy.md explains
 * every choice made where the published rules leave a corner open.
 */
import type { RngState } from "../../../util/random";
import { cloneRng, shuffle } from "../../../util/random";
import type { Card } from "./cards";
import { CARD_COLOUR, CARD_FACE, cardPoints, COLOURS, DECK_SIZE, DISCARD_ALL, drawValue, isWild, REVERSE, SKIP, SKIP_EVERYONE, WILD_REVERSE_FOUR, WILD_ROULETTE } from "./cards";
import type { UnoRules } from "./rules";
import type { UnoAction, UnoEvent, UnoState } from "./types";
import { EVENT_LIMIT } from "./types";

export const HAND_SIZE = 7;

function copy(s: UnoState): UnoState {
  const hands: Card[][] = [];
  for (const h of s.hands) hands.push(h.slice());
  return {
    rules: s.rules,
    seats: s.seats,
    rng: cloneRng(s.rng),
    hands,
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    colour: s.colour,
    direction: s.direction,
    turn: s.turn,
    dealer: s.dealer,
    phase: s.phase,
    pending: s.pending,
    pendingValue: s.pendingValue,
    causer: s.causer,
    drawn: s.drawn,
    unoOpen: s.unoOpen,
    out: s.out.slice(),
    scores: s.scores.slice(),
    handsWon: s.handsWon.slice(),
    handNumber: s.handNumber,
    moves: s.moves,
    last: s.last,
    winner: s.winner,
    events: s.events.slice(),
  };
}

function note(s: UnoState, e: UnoEvent): void {
  s.events.push(e);
  if (s.events.length > EVENT_LIMIT) s.events.splice(0, s.events.length - EVENT_LIMIT);
}

/**
 * Deals a hand into `s` (mutated): shuffle all 168 cards, 7 each from the dealer's left, then turn
 * cards until a number shows; action cards turned before it lie under it in the discard pile.
 */
function deal(s: UnoState): void {
  const deck: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) deck.push(c);
  shuffle(s.rng, deck);
  s.hands = [];
  s.out = [];
  for (let i = 0; i < s.seats; i++) {
    s.hands.push([]);
    s.out.push(false);
  }
  for (let k = 0; k < HAND_SIZE; k++) {
    for (let i = 1; i <= s.seats; i++) s.hands[(s.dealer + i) % s.seats].push(deck.pop() as Card);
  }
  s.discard = [];
  for (;;) {
    const c = deck.pop() as Card;
    s.discard.push(c);
    if (CARD_FACE[c] <= 9) break;
  }
  s.drawPile = deck;
  s.colour = CARD_COLOUR[s.discard[s.discard.length - 1]];
  s.direction = 1;
  s.turn = (s.dealer + 1) % s.seats;
  s.phase = "play";
  s.pending = 0;
  s.pendingValue = 0;
  s.causer = -1;
  s.drawn = -1;
  s.unoOpen = -1;
  s.last = undefined;
}

/** A new match: `dealer` deals the first hand. */
export function newUnoMatch(rules: UnoRules, seats: number, rng: RngState, dealer: number): UnoState {
  const scores: number[] = [];
  const won: number[] = [];
  for (let i = 0; i < seats; i++) {
    scores.push(0);
    won.push(0);
  }
  const s: UnoState = {
    rules,
    seats,
    rng: cloneRng(rng),
    hands: [],
    drawPile: [],
    discard: [],
    colour: 0,
    direction: 1,
    turn: 0,
    dealer,
    phase: "play",
    pending: 0,
    pendingValue: 0,
    causer: -1,
    drawn: -1,
    unoOpen: -1,
    out: [],
    scores,
    handsWon: won,
    handNumber: 1,
    moves: 0,
    events: [],
  };
  deal(s);
  return s;
}

/** The next hand, dealt by the next seat, after a hand is over and the match is not. */
export function nextUnoHand(state: UnoState): UnoState | undefined {
  if (state.phase !== "over" || state.winner !== undefined) return undefined;
  const s = copy(state);
  s.dealer = (s.dealer + 1) % s.seats;
  s.handNumber++;
  s.events = [];
  deal(s);
  return s;
}

export function topCard(s: UnoState): Card {
  return s.discard[s.discard.length - 1];
}

/** Seats still in the running hand. */
export function activeCount(s: UnoState): number {
  let n = 0;
  for (let i = 0; i < s.seats; i++) if (!s.out[i]) n++;
  return n;
}

/** The seat `steps` places after `from` in the direction of play, counting only seats in the hand. */
export function nextSeat(s: UnoState, from: number, steps: number): number {
  let seat = from;
  for (let k = 0; k < steps; k++) {
    do seat = (seat + s.direction + s.seats) % s.seats;
    while (s.out[seat]);
  }
  return seat;
}

/** May card c go on the pile now (no draws pending)? */
export function playable(s: UnoState, c: Card): boolean {
  if (isWild(c)) return true;
  return CARD_COLOUR[c] === s.colour || CARD_FACE[c] === CARD_FACE[topCard(s)];
}

/** May card c go on a pending stack of draw cards? Nothing goes on a Wild Draw Ten. */
export function stackable(s: UnoState, c: Card): boolean {
  const v = drawValue(c);
  if (v === 0 || s.pendingValue >= 10) return false;
  return s.rules.stackHigher ? v >= s.pendingValue : v === s.pendingValue;
}

/** The ways to play card c: a colour for wilds (not the roulette), a target for a 7, UNO when it leaves one card. */
function playsOf(s: UnoState, seat: number, c: Card, out: UnoAction[]): void {
  const hand = s.hands[seat];
  let left = hand.length - 1;
  if (CARD_FACE[c] === DISCARD_ALL) {
    left = 0;
    for (const x of hand) if (CARD_COLOUR[x] !== CARD_COLOUR[c]) left++;
  }
  // -1 stands for "no colour/target to choose" (a Lua table cannot hold an undefined entry).
  const colours: number[] = [];
  if (isWild(c) && CARD_FACE[c] !== WILD_ROULETTE) for (let k = 0; k < COLOURS; k++) colours.push(k);
  else colours.push(-1);
  const targets: number[] = [];
  if (CARD_FACE[c] === 7) {
    for (let t = 0; t < s.seats; t++) if (t !== seat && !s.out[t]) targets.push(t);
  } else targets.push(-1);
  for (const colour of colours) {
    for (const target of targets) {
      for (let call = 0; call < (left === 1 ? 2 : 1); call++) {
        const a: UnoAction = { seat, do: "play", card: c };
        if (colour >= 0) a.colour = colour;
        if (target >= 0) a.target = target;
        if (call === 1) a.uno = true;
        out.push(a);
      }
    }
  }
}

/** The seat's legal actions now, in a stable order (one entry per distinct card face choice). */
export function legalUno(s: UnoState, seat: number): UnoAction[] {
  const out: UnoAction[] = [];
  if (s.phase === "over" || seat < 0 || seat >= s.seats || Math.floor(seat) !== seat) return out;
  if (s.unoOpen !== -1 && s.unoOpen !== seat && !s.out[seat]) out.push({ seat, do: "catch" });
  if (seat !== s.turn) return out;
  if (s.phase === "roulette") {
    for (let k = 0; k < COLOURS; k++) out.push({ seat, do: "pick", colour: k });
    return out;
  }
  if (s.phase === "drawn") {
    playsOf(s, seat, s.drawn, out);
    if (!s.rules.playDrawn) out.push({ seat, do: "keep" });
    return out;
  }
  const seen: boolean[] = [];
  const hand = s.hands[seat];
  for (const c of hand) {
    // Two copies of a card play alike: offer the first only.
    const kind = CARD_COLOUR[c] * 32 + CARD_FACE[c] + 32;
    if (seen[kind]) continue;
    seen[kind] = true;
    if (s.pending > 0 ? stackable(s, c) : playable(s, c)) playsOf(s, seat, c, out);
  }
  // Taking the pending draws is always allowed; drawing only when nothing can be played.
  if (s.pending > 0) out.push({ seat, do: "take" });
  else if (out.length === 0 || (out.length === 1 && out[0].do === "catch")) out.push({ seat, do: "draw" });
  return out;
}

/** Draws one card into the seat's hand, reshuffling the discard pile under its top card when the draw pile is out. */
function drawOne(s: UnoState, seat: number): Card | undefined {
  if (s.drawPile.length === 0) {
    if (s.discard.length <= 1) return undefined;
    const top = s.discard.pop() as Card;
    s.drawPile = shuffle(s.rng, s.discard);
    s.discard = [top];
  }
  const c = s.drawPile.pop() as Card;
  s.hands[seat].push(c);
  return c;
}

/** The mercy rule: a seat holding the limit or more is out of the hand; its cards go under the draw pile. */
function mercy(s: UnoState, seat: number, causer: number): void {
  if (s.out[seat] || s.hands[seat].length < s.rules.mercyLimit) return;
  s.out[seat] = true;
  const cards = s.hands[seat];
  s.hands[seat] = [];
  s.drawPile = cards.concat(s.drawPile);
  if (s.unoOpen === seat) s.unoOpen = -1;
  note(s, { seat, kind: "out", n: cards.length });
  if (causer >= 0 && causer !== seat) {
    s.scores[causer] += s.rules.mercyBonus;
    note(s, { seat: causer, kind: "bonus", n: s.rules.mercyBonus });
  }
  if (activeCount(s) === 1) {
    for (let i = 0; i < s.seats; i++) if (!s.out[i]) endHand(s, i);
  } else if (s.turn === seat) advance(s, seat, 1);
}

/** The hand is over: the winner scores every card left in the other hands; the match ends at the target. */
function endHand(s: UnoState, winner: number): void {
  let points = 0;
  for (let i = 0; i < s.seats; i++) for (const c of s.hands[i]) points += cardPoints(c);
  s.scores[winner] += points;
  s.handsWon[winner]++;
  s.phase = "over";
  s.turn = -1;
  s.pending = 0;
  s.pendingValue = 0;
  s.drawn = -1;
  s.unoOpen = -1;
  s.last = { winner, points };
  note(s, { seat: winner, kind: "win", n: points });
  let best = -1;
  for (let i = 0; i < s.seats; i++) if (s.scores[i] >= s.rules.matchTarget && (best === -1 || s.scores[i] > s.scores[best])) best = i;
  if (best !== -1) s.winner = s.scores[winner] === s.scores[best] ? winner : best;
}

/** Passes the turn `steps` seats on from the seat that moved. */
function advance(s: UnoState, from: number, steps: number): void {
  if (s.phase === "over") return;
  s.phase = "play";
  s.drawn = -1;
  s.turn = nextSeat(s, from, steps);
}

function removeCard(hand: Card[], c: Card): boolean {
  const i = hand.indexOf(c);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

function sameAction(a: UnoAction, b: UnoAction): boolean {
  if (a.do !== b.do || a.seat !== b.seat) return false;
  if (a.do === "play" && b.do === "play") {
    if (a.colour !== b.colour || a.target !== b.target || (a.uno === true) !== (b.uno === true)) return false;
    return CARD_COLOUR[a.card] === CARD_COLOUR[b.card] && CARD_FACE[a.card] === CARD_FACE[b.card];
  }
  if (a.do === "pick" && b.do === "pick") return a.colour === b.colour;
  return true;
}

/** Is the action legal now? A play names a card the seat holds; its twin copy counts as the same. */
export function isLegalUno(s: UnoState, a: UnoAction): boolean {
  if (a.do === "play" && (s.hands[a.seat] === undefined || s.hands[a.seat].indexOf(a.card) < 0)) return false;
  if (a.do === "play" && s.phase === "drawn" && a.card !== s.drawn) return false;
  for (const l of legalUno(s, a.seat)) if (sameAction(l, a)) return true;
  return false;
}

/** The state after a legal action, or undefined when it is not legal. Pure. */
export function applyUno(state: UnoState, a: UnoAction): UnoState | undefined {
  if (typeof a !== "object" || a === null || typeof a.seat !== "number" || !isLegalUno(state, a)) return undefined;
  const s = copy(state);
  s.moves++;
  if (a.do === "catch") {
    const caught = s.unoOpen;
    s.unoOpen = -1;
    note(s, { seat: a.seat, kind: "catch", n: caught });
    for (let k = 0; k < s.rules.unoPenalty; k++) drawOne(s, caught);
    mercy(s, caught, a.seat);
    return s;
  }
  s.unoOpen = -1;
  const seat = a.seat;
  if (a.do === "pick") {
    // Turn cards until the named colour shows (wilds do not count) and take them all.
    let n = 0;
    for (;;) {
      const c = drawOne(s, seat);
      if (c === undefined) break;
      n++;
      if (CARD_COLOUR[c] === a.colour) break;
    }
    s.colour = a.colour;
    note(s, { seat, kind: "pick", n: a.colour });
    note(s, { seat, kind: "take", n });
    mercy(s, seat, s.causer);
    advance(s, seat, 1);
    return s;
  }
  if (a.do === "take") {
    const n = s.pending;
    for (let k = 0; k < n; k++) if (drawOne(s, seat) === undefined) break;
    s.pending = 0;
    s.pendingValue = 0;
    note(s, { seat, kind: "take", n });
    mercy(s, seat, s.causer);
    advance(s, seat, 1);
    return s;
  }
  if (a.do === "keep") {
    note(s, { seat, kind: "keep", n: 1 });
    advance(s, seat, 1);
    return s;
  }
  if (a.do === "draw") {
    let n = 0;
    for (;;) {
      const c = drawOne(s, seat);
      if (c === undefined) break;
      n++;
      if (playable(s, c) || s.hands[seat].length >= s.rules.mercyLimit) {
        if (playable(s, c)) {
          s.drawn = c;
          s.phase = "drawn";
        }
        break;
      }
    }
    note(s, { seat, kind: "draw", n });
    mercy(s, seat, -1);
    // Knocked out, or nothing left to draw: the turn passes.
    if (s.phase !== "drawn") advance(s, seat, 1);
    return s;
  }
  const played = play(s, a);
  // One card and no UNO called (a 7's swap or a 0's pass may have undone it): anyone may catch it.
  if (played.unoOpen === a.seat) note(played, { seat: a.seat, kind: "open", n: 0 });
  return played;
}

function play(s: UnoState, a: UnoAction & { do: "play" }): UnoState {
  const seat = a.seat;
  const hand = s.hands[seat];
  const c = a.card;
  removeCard(hand, c);
  const face = CARD_FACE[c];
  let discarded = -1;
  if (face === DISCARD_ALL) {
    // The other cards of its colour go on the pile under the Discard All.
    const keep: Card[] = [];
    for (const x of hand) {
      if (CARD_COLOUR[x] === CARD_COLOUR[c]) s.discard.push(x);
      else keep.push(x);
    }
    discarded = hand.length - keep.length;
    s.hands[seat] = keep;
  }
  s.discard.push(c);
  s.drawn = -1;
  s.colour = isWild(c) ? (a.colour !== undefined ? a.colour : s.colour) : CARD_COLOUR[c];
  note(s, { seat, kind: "play", n: c });
  if (discarded >= 0) note(s, { seat, kind: "discard", n: discarded });
  if (isWild(c) && a.colour !== undefined) note(s, { seat, kind: "colour", n: a.colour });
  if (s.hands[seat].length === 0) {
    endHand(s, seat);
    return s;
  }
  if (a.uno === true) note(s, { seat, kind: "uno", n: 0 });
  else if (s.hands[seat].length === 1) s.unoOpen = seat;
  const v = drawValue(c);
  if (v > 0) {
    if (face === WILD_REVERSE_FOUR) s.direction = -s.direction;
    s.pending += v;
    s.pendingValue = v;
    s.causer = seat;
    advance(s, seat, 1);
    return s;
  }
  if (face === 0) {
    // Every hand passes to the next seat in the direction of play.
    const seats: number[] = [];
    for (let i = 0; i < s.seats; i++) if (!s.out[i]) seats.push(i);
    const moved: Card[][] = [];
    for (const from of seats) moved[nextSeat(s, from, 1)] = s.hands[from];
    for (const to of seats) s.hands[to] = moved[to];
    if (s.unoOpen !== -1) s.unoOpen = -1;
    note(s, { seat, kind: "rotate", n: s.direction });
  } else if (face === 7) {
    const t = a.target as number;
    const mine = s.hands[seat];
    s.hands[seat] = s.hands[t];
    s.hands[t] = mine;
    s.unoOpen = -1;
    note(s, { seat, kind: "swap", n: t });
  }
  if (face === SKIP) advance(s, seat, 2);
  else if (face === REVERSE) {
    s.direction = -s.direction;
    // With two in the hand, Reverse acts as Skip: the same seat moves again.
    advance(s, seat, activeCount(s) === 2 ? 2 : 1);
  } else if (face === SKIP_EVERYONE) advance(s, seat, activeCount(s));
  else if (face === WILD_ROULETTE) {
    s.causer = seat;
    advance(s, seat, 1);
    s.phase = "roulette";
  } else advance(s, seat, 1);
  return s;
}
