/**
 * One hand of Gin Rummy as a pure function of (state, action). `applyAction` never mutates its
 * input; `applyActionInPlace` is the same step without the copy, for bots' simulations.
 */
import { Card, cardName, cardPoints, DECK_SIZE, suitOf } from "./cards";
import { truncate } from "./lists";
import { fillSuitMasks, minDeadwood, minDeadwoodMasks, minDeadwoodWithout } from "./melds";
import { cloneRng, RngState, shuffle } from "../../../util/random";
import { handKnockLimit, Rules } from "./rules";
import { knockMeldsChoice } from "./knock-melds";
import { deadHandResult, showdown } from "./showdown";
import type { Action, ApplyResult, EngineError, HandState, Seat } from "./types";
import { other } from "./types";

export interface Deal {
  dealer: Seat;
  hands: [Card[], Card[]];
  upcard: Card;
  /** Top card first, as in records. */
  stock: Card[];
}

/** Deals a shuffled deck: 10 each (alternating, non-dealer first), the upcard, the rest is the stock. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): Deal {
  const d = deck;
  // Array literals: LuaJIT sizes them at once (appends reallocate as the array grows).
  const even = [d[0], d[2], d[4], d[6], d[8], d[10], d[12], d[14], d[16], d[18]];
  const odd = [d[1], d[3], d[5], d[7], d[9], d[11], d[13], d[15], d[17], d[19]];
  const hands: [Card[], Card[]] = dealer === 0 ? [odd, even] : [even, odd];
  return { dealer, hands, upcard: deck[20], stock: deck.slice(21) };
}

export function newHand(rules: Rules, deal: Deal, rng: RngState): HandState {
  const stock: Card[] = [];
  const last = deal.stock.length - 1;
  for (let i = 0; i <= last; i++) stock[i] = deal.stock[last - i];
  const oklahomaSpade = rules.oklahoma && suitOf(deal.upcard) === 3;
  return {
    rules,
    dealer: deal.dealer,
    hands: [deal.hands[0].slice(), deal.hands[1].slice()],
    stock,
    discard: [deal.upcard],
    upcard: deal.upcard,
    knockLimit: handKnockLimit(rules, cardPoints(deal.upcard)),
    multiplier: oklahomaSpade ? 2 : 1,
    phase: "firstUpcard",
    turn: other(deal.dealer),
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
  return {
    rules: s.rules,
    dealer: s.dealer,
    hands: [s.hands[0].slice(), s.hands[1].slice()],
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

/** Checks an action against the state; undefined when it is legal. */
export function checkAction(s: HandState, a: Action): EngineError | undefined {
  if (s.phase === "over") return { code: "hand_over", message: "the hand is over" };
  if (a.seat !== 0 && a.seat !== 1) return { code: "bad_seat", message: "seat must be 0 or 1" };
  if (a.seat !== s.turn) return { code: "not_your_turn", message: `it is seat ${s.turn}'s turn` };
  // If-chains, not a switch: typescript-to-lua turns a switch into a one-pass loop, which stops
  // LuaJIT's trace compiler (this runs at every move).
  if (a.do === "pass") {
    if (s.phase !== "firstUpcard") return { code: "wrong_phase", message: "pass only on the first upcard" };
    return undefined;
  }
  if (a.do === "take") {
    if (s.phase !== "firstUpcard" && s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw" };
    if (s.stockOnly) return { code: "stock_only", message: "both passed the upcard: draw from the stock" };
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
      const d = minDeadwood(without(hand, card));
      if (d > s.knockLimit) {
        if (s.knockLimit === 0) return { code: "no_knocking", message: "only gin ends this hand" };
        return { code: "deadwood_too_high", message: `deadwood ${d} is over the knock limit ${s.knockLimit}` };
      }
      if (a.melds !== undefined) {
        const choice = knockMeldsChoice(without(hand, card), a.melds);
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
    if (minDeadwood(s.hands[a.seat]) !== 0) return { code: "not_big_gin", message: "not all eleven cards are melded" };
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
    s.history.push({ seat, kind: "pass", card: s.discard[s.discard.length - 1] });
    s.passes++;
    if (s.passes === 1) {
      s.turn = other(seat);
    } else {
      s.turn = other(s.dealer);
      s.phase = "draw";
      s.stockOnly = true;
    }
  } else if (a.do === "take") {
    const card = s.discard.pop() as Card;
    hand.push(card);
    s.history.push({ seat, kind: "take", card });
    s.justTaken = card;
    s.justDrawn = -1;
    s.phase = "discard";
  } else if (a.do === "stock") {
    const card = s.stock.pop() as Card;
    hand.push(card);
    s.history.push({ seat, kind: "stock" });
    s.justTaken = -1;
    s.justDrawn = card;
    s.stockOnly = false;
    s.phase = "discard";
  } else if (a.do === "discard") {
    const card = a.card;
    removeCard(hand, card);
    s.discard.push(card);
    s.history.push({ seat, kind: "discard", card });
    s.justTaken = -1;
    s.justDrawn = -1;
    if (a.knock === true) {
      // checkAction accepted the melds, so this is an index.
      const choice = a.melds === undefined ? -1 : (knockMeldsChoice(hand, a.melds) as number);
      finish(s, showdown({ rules: s.rules, knocker: seat, hands: s.hands, bigGin: false, multiplier: s.multiplier, choice }));
      return;
    }
    if (s.stock.length <= 2) {
      if (s.rules.deadHand === "reshuffle" && s.reshuffles === 0) {
        reshuffle(s);
      } else {
        finish(s, deadHandResult(s.hands, s.multiplier));
        return;
      }
    }
    s.turn = other(seat);
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
}

function makeSeatActions(seat: Seat): SeatActions {
  const discard: Action[] = [];
  const knock: Action[] = [];
  for (let card = 0; card < DECK_SIZE; card++) {
    discard.push({ seat, do: "discard", card });
    knock.push({ seat, do: "discard", card, knock: true });
  }
  return { take: { seat, do: "take" }, pass: { seat, do: "pass" }, stock: { seat, do: "stock" }, bigGin: { seat, do: "bigGin" }, discard, knock };
}

const ACTIONS: SeatActions[] = [makeSeatActions(0), makeSeatActions(1)];

/** Suit masks buffer of legalActions (filled and read right away). */
const handMasks = [0, 0, 0, 0];

/** Every legal action for the seat to move, in a fixed order. Knock variants are listed when allowed. */
export function legalActions(s: HandState): Action[] {
  if (s.phase === "over") return [];
  const seat = s.turn;
  const actions = ACTIONS[seat];
  if (s.phase === "firstUpcard") return [actions.take, actions.pass];
  if (s.phase === "draw") return s.stockOnly ? [actions.stock] : [actions.take, actions.stock];
  const hand = s.hands[seat];
  const m = fillSuitMasks(hand, handMasks);
  const m0 = m[0];
  const m1 = m[1];
  const m2 = m[2];
  const m3 = m[3];
  const deadwood = minDeadwoodMasks(m0, m1, m2, m3);
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
    if (mayKnock && minDeadwoodWithout(m0, m1, m2, m3, card) <= s.knockLimit) list[n++] = actions.knock[card];
  }
  if (s.rules.bigGin && deadwood === 0) list[n++] = actions.bigGin;
  truncate(list, n);
  return list;
}

/** Every card still somewhere in the state: both hands, the stock and the discard pile (always 52). */
export function allCards(s: HandState): Card[] {
  return s.hands[0].concat(s.hands[1], s.stock, s.discard);
}
