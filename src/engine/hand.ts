/**
 * One hand of Gin Rummy as a pure function of (state, action). `applyAction` never mutates its
 * input; `applyActionInPlace` is the same step without the copy, for bots' simulations.
 */
import { Card, cardName, cardPoints, DECK_SIZE, suitOf } from "./cards";
import { minDeadwood, minDeadwoodMasks, suitMasks } from "./melds";
import { cloneRng, RngState, shuffle } from "./random";
import { handKnockLimit, Rules } from "./rules";
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
  const hands: [Card[], Card[]] = [[], []];
  const first = other(dealer);
  for (let i = 0; i < 20; i++) hands[i % 2 === 0 ? first : dealer].push(deck[i]);
  return { dealer, hands, upcard: deck[20], stock: deck.slice(21) };
}

export function newHand(rules: Rules, deal: Deal, rng: RngState): HandState {
  const stock: Card[] = [];
  for (let i = deal.stock.length - 1; i >= 0; i--) stock.push(deal.stock[i]);
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

/** Checks an action against the state; undefined when it is legal. */
export function checkAction(s: HandState, a: Action): EngineError | undefined {
  if (s.phase === "over") return { code: "hand_over", message: "the hand is over" };
  if (a.seat !== 0 && a.seat !== 1) return { code: "bad_seat", message: "seat must be 0 or 1" };
  if (a.seat !== s.turn) return { code: "not_your_turn", message: `it is seat ${s.turn}'s turn` };
  switch (a.do) {
    case "pass":
      if (s.phase !== "firstUpcard") return { code: "wrong_phase", message: "pass only on the first upcard" };
      return undefined;
    case "take":
      if (s.phase !== "firstUpcard" && s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw" };
      if (s.stockOnly) return { code: "stock_only", message: "both passed the upcard: draw from the stock" };
      return undefined;
    case "stock":
      if (s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw from the stock" };
      return undefined;
    case "discard": {
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
      } else if (a.knock !== undefined && a.knock !== false) {
        return { code: "bad_action", message: "knock must be true or false" };
      }
      return undefined;
    }
    case "bigGin":
      if (!s.rules.bigGin) return { code: "big_gin_off", message: "big gin is not in these rules" };
      if (s.phase !== "discard") return { code: "wrong_phase", message: "big gin is declared after drawing" };
      if (minDeadwood(s.hands[a.seat]) !== 0) return { code: "not_big_gin", message: "not all eleven cards are melded" };
      return undefined;
    default:
      return { code: "bad_action", message: "unknown action" };
  }
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
  switch (a.do) {
    case "pass":
      s.history.push({ seat, kind: "pass", card: s.discard[s.discard.length - 1] });
      s.passes++;
      if (s.passes === 1) {
        s.turn = other(seat);
      } else {
        s.turn = other(s.dealer);
        s.phase = "draw";
        s.stockOnly = true;
      }
      return;
    case "take": {
      const card = s.discard.pop() as Card;
      hand.push(card);
      s.history.push({ seat, kind: "take", card });
      s.justTaken = card;
      s.justDrawn = -1;
      s.phase = "discard";
      return;
    }
    case "stock": {
      const card = s.stock.pop() as Card;
      hand.push(card);
      s.history.push({ seat, kind: "stock" });
      s.justTaken = -1;
      s.justDrawn = card;
      s.stockOnly = false;
      s.phase = "discard";
      return;
    }
    case "discard": {
      const card = a.card;
      hand.splice(hand.indexOf(card), 1);
      s.discard.push(card);
      s.history.push({ seat, kind: "discard", card });
      s.justTaken = -1;
      s.justDrawn = -1;
      if (a.knock === true) {
        finish(s, showdown({ rules: s.rules, knocker: seat, hands: s.hands, bigGin: false, multiplier: s.multiplier }));
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
      return;
    }
    case "bigGin":
      s.justTaken = -1;
      s.justDrawn = -1;
      finish(s, showdown({ rules: s.rules, knocker: seat, hands: s.hands, bigGin: true, multiplier: s.multiplier }));
      return;
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

/** Every legal action for the seat to move, in a fixed order. Knock variants are listed when allowed. */
export function legalActions(s: HandState): Action[] {
  const out: Action[] = [];
  if (s.phase === "over") return out;
  const seat = s.turn;
  const actions = ACTIONS[seat];
  if (s.phase === "firstUpcard") {
    out.push(actions.take);
    out.push(actions.pass);
    return out;
  }
  if (s.phase === "draw") {
    if (!s.stockOnly) out.push(actions.take);
    out.push(actions.stock);
    return out;
  }
  const hand = s.hands[seat];
  const m = suitMasks(hand);
  // Discarding one card lowers deadwood by at most 10, so far-off hands skip the knock checks.
  const mayKnock = minDeadwoodMasks(m[0], m[1], m[2], m[3]) - 10 <= s.knockLimit;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (card === s.justTaken) continue;
    out.push(actions.discard[card]);
    if (mayKnock) {
      const suit = Math.floor(card / 13);
      const saved = m[suit];
      m[suit] = saved & ~(1 << (card - suit * 13));
      if (minDeadwoodMasks(m[0], m[1], m[2], m[3]) <= s.knockLimit) out.push(actions.knock[card]);
      m[suit] = saved;
    }
  }
  if (s.rules.bigGin && minDeadwood(hand) === 0) out.push(actions.bigGin);
  return out;
}

/** Every card still somewhere in the state: both hands, the stock and the discard pile (always 52). */
export function allCards(s: HandState): Card[] {
  return s.hands[0].concat(s.hands[1], s.stock, s.discard);
}
