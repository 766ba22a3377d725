/**
 * One hand of Gin Rummy for two, three or four seats as a pure function of (state, action)
 * (docs/rules.md): the first upcard offered around the table from the dealer's left, a turn is
 * draw one and discard one, knock after the discard. `applyAction` never mutates its input;
 * `applyActionInPlace` is the same step without the copy, for bots' simulations.
 */
import { Card, cardName, cardPoints, DECK_SIZE, suitOf } from "./cards";
import { copyList, truncate } from "./lists";
import { fillSuitMasks, minDeadwood, minDeadwoodMasks, minDeadwoodWithout } from "./melds";
import { cloneRng, RngState, shuffle } from "../../../util/random";
import { handKnockLimit, Rules } from "./rules";
import { knockMeldsChoice } from "./knock-melds";
import { deadHandResult, showdown } from "./showdown";
import type { Action, ApplyResult, EngineError, HandState, PublicEvent, Seat } from "./types";

/** The most seats a table has. */
export const MAX_SEATS = 4;

/** Cards dealt to each seat: 10 to two players, 7 to three or four; Mahjong gin 13 to two (docs/rules.md). */
export function handSize(seats: number, mahjong = false): number {
  if (seats !== 2) return 7;
  return mahjong ? 13 : 10;
}

/** The hand is dead when a discard leaves this many stock cards (or fewer) and nobody knocked. */
export const DEAD_STOCK = 2;

/** The seat numbers of a table, as error messages name them. */
export function seatsText(seats: number): string {
  return seats === 2 ? "0 or 1" : `0..${seats - 1}`;
}

/** A hand's cards after the draw, as the big gin refusal names them. */
const DRAWN_HAND_WORDS: Record<number, string> = { 8: "eight", 11: "eleven", 14: "fourteen" };

export interface Deal {
  dealer: Seat;
  /** By seat. */
  hands: Card[][];
  upcard: Card;
  /** Top card first, as in records. */
  stock: Card[];
}

/** Deals a shuffled deck: one card at a time from the dealer's left, `size` each; then the upcard; the rest is the stock. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat, seats = 2, size = handSize(seats)): Deal {
  const hands: Card[][] = [];
  // Literals of the usual hand sizes, filled by index in order and trimmed (lists.ts); Mahjong's 13 grow them.
  for (let s = 0; s < seats; s++) hands.push(size >= 10 ? [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : [-1, -1, -1, -1, -1, -1, -1]);
  const dealt = seats * size;
  for (let i = 0; i < dealt; i++) hands[(dealer + 1 + i) % seats][Math.floor(i / seats)] = deck[i];
  for (let s = 0; s < seats; s++) truncate(hands[s], size);
  return { dealer, hands, upcard: deck[dealt], stock: deck.slice(dealt + 1) };
}

export function newHand(rules: Rules, deal: Deal, rng: RngState): HandState {
  // Slots for a two-seat stock (the largest), filled by index and trimmed (lists.ts).
  const stock: Card[] = [
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  ];
  const last = deal.stock.length - 1;
  for (let i = 0; i <= last; i++) stock[i] = deal.stock[last - i];
  truncate(stock, last + 1);
  const hands: Card[][] = [];
  for (const h of deal.hands) hands.push(copyList(h));
  return {
    rules,
    dealer: deal.dealer,
    hands,
    stock,
    discard: [deal.upcard],
    upcard: deal.upcard,
    knockLimit: handKnockLimit(rules, cardPoints(deal.upcard)),
    multiplier: rules.oklahoma && suitOf(deal.upcard) === 3 ? 2 : 1,
    phase: "firstUpcard",
    turn: (deal.dealer + 1) % hands.length,
    passes: 0,
    stockOnly: false,
    justTaken: -1,
    justDrawn: -1,
    reshuffles: 0,
    history: [],
    rng: cloneRng(rng),
    result: undefined,
  };
}

export function cloneHand(s: HandState): HandState {
  const hands = s.hands.slice();
  for (let i = 0; i < hands.length; i++) hands[i] = copyList(hands[i]);
  return {
    rules: s.rules,
    dealer: s.dealer,
    hands,
    stock: s.stock.slice(),
    discard: s.discard.slice(),
    upcard: s.upcard,
    knockLimit: s.knockLimit,
    multiplier: s.multiplier,
    phase: s.phase,
    turn: s.turn,
    passes: s.passes,
    stockOnly: s.stockOnly,
    justTaken: s.justTaken,
    justDrawn: s.justDrawn,
    reshuffles: s.reshuffles,
    history: s.history.slice(),
    rng: cloneRng(s.rng),
    result: s.result,
  };
}

/** Hand minus one card (the first occurrence). */
function without(hand: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  let removed = false;
  for (let i = 0; i < hand.length; i++) {
    if (!removed && hand[i] === card) removed = true;
    else out.push(hand[i]);
  }
  return out;
}

/** Takes the first occurrence of a card out of a list in place, keeping the order (splice allocates in Lua). */
function removeCard(list: Card[], card: Card): void {
  const at = list.indexOf(card);
  if (at < 0) return;
  const last = list.length - 1;
  for (let i = at; i < last; i++) list[i] = list[i + 1];
  list.pop();
}

/**
 * The public events of passes, takes, stock draws and discards, made once per seat and card like
 * the actions above (in LuaJIT a small table per move was a tenth of a self-play hand's garbage).
 * Events are values: never mutate one. Reshuffles carry a count and are made when they happen.
 */
interface SeatEvents {
  pass: PublicEvent[];
  take: PublicEvent[];
  discard: PublicEvent[];
  stock: PublicEvent;
}

function makeSeatEvents(seat: Seat): SeatEvents {
  const pass: PublicEvent[] = [];
  const take: PublicEvent[] = [];
  const discard: PublicEvent[] = [];
  for (let card = 0; card < DECK_SIZE; card++) {
    pass.push({ seat, kind: "pass", card });
    take.push({ seat, kind: "take", card });
    discard.push({ seat, kind: "discard", card });
  }
  return { pass, take, discard, stock: { seat, kind: "stock" } };
}

const EVENTS: SeatEvents[] = [];
for (let seat = 0; seat < MAX_SEATS; seat++) EVENTS.push(makeSeatEvents(seat));

/** Suit masks buffer of checkAction and legalActions (filled and read right away). */
const handMasks = [0, 0, 0, 0];

/** Checks an action against the state; undefined when it is legal. */
export function checkAction(s: HandState, a: Action): EngineError | undefined {
  if (s.phase === "over") return { code: "hand_over", message: "the hand is over" };
  const seats = s.hands.length;
  const seat = a.seat;
  if (typeof seat !== "number" || Math.floor(seat) !== seat || seat < 0 || seat >= seats) return { code: "bad_seat", message: `seat must be ${seatsText(seats)}` };
  if (seat !== s.turn) return { code: "not_your_turn", message: `it is seat ${s.turn}'s turn` };
  // If-chains, not a switch: typescript-to-lua turns a switch into a one-pass loop, which stops
  // LuaJIT's trace compiler (this runs at every move).
  if (a.do === "pass") {
    if (s.phase !== "firstUpcard") return { code: "wrong_phase", message: "pass only on the first upcard" };
    return undefined;
  }
  if (a.do === "take") {
    if (s.phase !== "firstUpcard" && s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw" };
    if (s.stockOnly) return { code: "stock_only", message: `${seats === 2 ? "both" : "everyone"} passed the upcard: draw from the stock` };
    return undefined;
  }
  if (a.do === "stock") {
    if (s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw from the stock" };
    return undefined;
  }
  if (a.do === "discard") {
    if (s.phase !== "discard") return { code: "wrong_phase", message: "not time to discard" };
    const card = a.card;
    if (typeof card !== "number" || card < 0 || card >= DECK_SIZE || Math.floor(card) !== card) {
      return { code: "bad_card", message: "not a card" };
    }
    const hand = s.hands[a.seat];
    if (hand.indexOf(card) < 0) return { code: "card_not_in_hand", message: `${cardName(card)} is not in the hand` };
    if (card === s.justTaken) {
      return { code: "just_taken", message: `${cardName(card)} was just taken from the discard pile` };
    }
    if (a.knock === true) {
      const acesHigh = s.rules.mahjong === true;
      const m = fillSuitMasks(hand, handMasks);
      const d = minDeadwoodWithout(m[0], m[1], m[2], m[3], card, acesHigh);
      if (d > s.knockLimit) {
        if (s.knockLimit === 0) return { code: "no_knocking", message: "only gin ends this hand" };
        return { code: "deadwood_too_high", message: `deadwood ${d} is over the knock limit ${s.knockLimit}` };
      }
      if (a.melds !== undefined) {
        const choice = knockMeldsChoice(without(hand, card), a.melds, acesHigh);
        if (typeof choice === "string") return { code: "bad_melds", message: choice };
      }
    } else if (a.melds !== undefined) {
      return { code: "bad_action", message: "melds come with a knock" };
    } else if (a.knock !== undefined && a.knock !== false) {
      return { code: "bad_action", message: "knock must be true or false" };
    }
    return undefined;
  }
  if (a.do === "bigGin") {
    if (!s.rules.bigGin) return { code: "big_gin_off", message: "big gin is not in these rules" };
    if (s.phase !== "discard") return { code: "wrong_phase", message: "big gin is declared after drawing" };
    if (minDeadwood(s.hands[a.seat], s.rules.mahjong === true) !== 0) return { code: "not_big_gin", message: `not all ${DRAWN_HAND_WORDS[handSize(seats, s.rules.mahjong === true) + 1]} cards are melded` };
    return undefined;
  }
  return { code: "bad_action", message: "unknown action" };
}

export function applyAction(s: HandState, a: Action): ApplyResult {
  const error = checkAction(s, a);
  if (error !== undefined) return { ok: false, error };
  const next = cloneHand(s);
  step(next, a);
  return { ok: true, state: next };
}

/** Applies an action known to be legal, mutating the state. Returns an error and changes nothing otherwise. */
export function applyActionInPlace(s: HandState, a: Action): EngineError | undefined {
  const error = checkAction(s, a);
  if (error !== undefined) return error;
  step(s, a);
  return undefined;
}

function step(s: HandState, a: Action): void {
  const seat = a.seat;
  const hand = s.hands[seat];
  // If-chains, not a switch: see checkAction.
  if (a.do === "pass") {
    s.history.push(EVENTS[seat].pass[s.discard[s.discard.length - 1]]);
    s.passes++;
    if (s.passes < s.hands.length) {
      s.turn = (seat + 1) % s.hands.length;
    } else {
      s.turn = (s.dealer + 1) % s.hands.length;
      s.phase = "draw";
      s.stockOnly = true;
    }
  } else if (a.do === "take") {
    const card = s.discard.pop() as Card;
    hand.push(card);
    s.history.push(EVENTS[seat].take[card]);
    s.justTaken = card;
    s.justDrawn = -1;
    s.phase = "discard";
  } else if (a.do === "stock") {
    const card = s.stock.pop() as Card;
    hand.push(card);
    s.history.push(EVENTS[seat].stock);
    s.justTaken = -1;
    s.justDrawn = card;
    s.stockOnly = false;
    s.phase = "discard";
  } else if (a.do === "discard") {
    const card = a.card;
    removeCard(hand, card);
    s.discard.push(card);
    s.history.push(EVENTS[seat].discard[card]);
    s.justTaken = -1;
    s.justDrawn = -1;
    if (a.knock === true) {
      // checkAction accepted the melds, so this is an index.
      const choice = a.melds === undefined ? -1 : (knockMeldsChoice(hand, a.melds, s.rules.mahjong === true) as number);
      finish(s, showdown({ rules: s.rules, knocker: seat, hands: s.hands, bigGin: false, multiplier: s.multiplier, choice }));
      return;
    }
    if (s.stock.length <= DEAD_STOCK) {
      if (s.rules.deadHand === "reshuffle" && s.reshuffles === 0) {
        reshuffle(s);
      } else {
        finish(s, deadHandResult(s.hands, s.multiplier, s.rules.mahjong === true));
        return;
      }
    }
    s.turn = (seat + 1) % s.hands.length;
    s.phase = "draw";
  } else if (a.do === "bigGin") {
    s.justTaken = -1;
    s.justDrawn = -1;
    finish(s, showdown({ rules: s.rules, knocker: seat, hands: s.hands, bigGin: true, multiplier: s.multiplier, choice: -1 }));
  }
}

/** The discard pile less its top card is shuffled and goes under the stock's last cards. */
function reshuffle(s: HandState): void {
  const top = s.discard.pop() as Card;
  const pile = shuffle(s.rng, s.discard);
  s.stock = pile.concat(s.stock);
  s.discard = [top];
  s.reshuffles++;
  s.history.push({ seat: s.turn, kind: "reshuffle", stock: s.stock.length });
}

function finish(s: HandState, result: HandState["result"]): void {
  s.result = result;
  s.phase = "over";
}

/**
 * Every action value, made once. Actions are plain immutable values, so legalActions hands out
 * these shared objects instead of allocating ~20 per decision (in LuaJIT the garbage was a third of
 * a self-play hand's time). Never mutate an action.
 */
interface SeatActions {
  take: Action;
  pass: Action;
  stock: Action;
  bigGin: Action;
  discard: Action[];
  knock: Action[];
  /** The legal lists of the first upcard's offer and of a draw (after all passed: the stock only). */
  offer: readonly Action[];
  draw: readonly Action[];
  stockOnly: readonly Action[];
}

function makeSeatActions(seat: Seat): SeatActions {
  const discard: Action[] = [];
  const knock: Action[] = [];
  for (let card = 0; card < DECK_SIZE; card++) {
    discard.push({ seat, do: "discard", card });
    knock.push({ seat, do: "discard", card, knock: true });
  }
  const take: Action = { seat, do: "take" };
  const pass: Action = { seat, do: "pass" };
  const stock: Action = { seat, do: "stock" };
  return { take, pass, stock, bigGin: { seat, do: "bigGin" }, discard, knock, offer: [take, pass], draw: [take, stock], stockOnly: [stock] };
}

const ACTIONS: SeatActions[] = [];
for (let seat = 0; seat < MAX_SEATS; seat++) ACTIONS.push(makeSeatActions(seat));


/** No legal action (the hand is over). */
const NONE: readonly Action[] = [];

/**
 * Every legal action for the seat to move, in a fixed order. Knock variants are listed when
 * allowed. Read-only: the lists of the draw are shared (made once, like the actions).
 */
export function legalActions(s: HandState): readonly Action[] {
  if (s.phase === "over") return NONE;
  const seat = s.turn;
  const actions = ACTIONS[seat];
  if (s.phase === "firstUpcard") return actions.offer;
  if (s.phase === "draw") return s.stockOnly ? actions.stockOnly : actions.draw;
  const hand = s.hands[seat];
  const m = fillSuitMasks(hand, handMasks);
  const m0 = m[0];
  const m1 = m[1];
  const m2 = m[2];
  const m3 = m[3];
  const acesHigh = s.rules.mahjong === true;
  const deadwood = minDeadwoodMasks(m0, m1, m2, m3, acesHigh);
  // Discarding one card lowers deadwood by at most 10, so far-off hands skip the knock checks.
  const mayKnock = deadwood - 10 <= s.knockLimit;
  // Slots for a hand of discards (any action as the placeholder), filled by index and trimmed:
  // see lists.ts.
  const f = actions.pass;
  const list: Action[] = [f, f, f, f, f, f, f, f, f, f, f];
  let n = 0;
  for (const card of hand) {
    if (card === s.justTaken) continue;
    list[n++] = actions.discard[card];
    if (mayKnock && minDeadwoodWithout(m0, m1, m2, m3, card, acesHigh) <= s.knockLimit) list[n++] = actions.knock[card];
  }
  if (s.rules.bigGin && deadwood === 0) list[n++] = actions.bigGin;
  truncate(list, n);
  return list;
}

/** Every card still somewhere in the state: every hand, the stock and the discard pile (always 52). */
export function allCards(s: HandState): Card[] {
  let out: Card[] = [];
  for (const h of s.hands) out = out.concat(h);
  return out.concat(s.stock, s.discard);
}
