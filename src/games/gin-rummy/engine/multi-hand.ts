/**
 * One hand of 3–4-player Gin Rummy as a pure function of (state, action), the two-player hand's
 * rules generalised: 7 cards each, the first upcard offered around the table from the dealer's
 * left, a turn is draw one and discard one (8 cards between), knock after the discard.
 */
import { Card, cardName, cardPoints, DECK_SIZE, suitOf } from "./cards";
import { minDeadwood } from "./melds";
import { cloneRng, RngState, shuffle } from "../../../util/random";
import { handKnockLimit, Rules } from "./rules";
import { knockMeldsChoice } from "./knock-melds";
import type { EngineError } from "./types";
import type { MultiAction, MultiHandState } from "./multi-types";
import { multiDeadHand, multiShowdown } from "./multi-showdown";

/** Cards dealt to each player. */
export const MULTI_HAND_SIZE = 7;
/** The hand is void when a discard leaves this many stock cards (or fewer) and nobody knocked. */
export const MULTI_DEAD_STOCK = 2;

/** Deals a shuffled deck: one card at a time from the dealer's left, 7 each; then the upcard. */
export function newMultiHand(rules: Rules, seats: number, dealer: number, deck: readonly Card[], rng: RngState): MultiHandState {
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) hands.push([]);
  const dealt = seats * MULTI_HAND_SIZE;
  for (let i = 0; i < dealt; i++) hands[(dealer + 1 + i) % seats].push(deck[i]);
  const upcard = deck[dealt];
  // Stock top card last: the deck's next card is the stock's top.
  const stock: Card[] = [];
  for (let i = deck.length - 1; i > dealt; i--) stock.push(deck[i]);
  return {
    rules,
    seats,
    dealer,
    hands,
    stock,
    discard: [upcard],
    upcard,
    knockLimit: handKnockLimit(rules, cardPoints(upcard)),
    multiplier: rules.oklahoma && suitOf(upcard) === 3 ? 2 : 1,
    phase: "firstUpcard",
    turn: (dealer + 1) % seats,
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

export function cloneMultiHand(s: MultiHandState): MultiHandState {
  const hands: Card[][] = [];
  for (const h of s.hands) hands.push(h.slice());
  return {
    rules: s.rules,
    seats: s.seats,
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

function without(hand: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  let removed = false;
  for (const c of hand) {
    if (!removed && c === card) removed = true;
    else out.push(c);
  }
  return out;
}

/** Checks an action against the state; undefined when it is legal. */
export function checkMultiAction(s: MultiHandState, a: MultiAction): EngineError | undefined {
  if (s.phase === "over") return { code: "hand_over", message: "the hand is over" };
  if (typeof a.seat !== "number" || Math.floor(a.seat) !== a.seat || a.seat < 0 || a.seat >= s.seats) {
    return { code: "bad_seat", message: `seat must be 0..${s.seats - 1}` };
  }
  if (a.seat !== s.turn) return { code: "not_your_turn", message: `it is seat ${s.turn}'s turn` };
  if (a.do === "pass") {
    if (s.phase !== "firstUpcard") return { code: "wrong_phase", message: "pass only on the first upcard" };
    return undefined;
  }
  if (a.do === "take") {
    if (s.phase !== "firstUpcard" && s.phase !== "draw") return { code: "wrong_phase", message: "not time to draw" };
    if (s.stockOnly) return { code: "stock_only", message: "everyone passed the upcard: draw from the stock" };
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
    if (card === s.justTaken) return { code: "just_taken", message: `${cardName(card)} was just taken from the discard pile` };
    if (a.knock === true) {
      const rest = without(hand, card);
      const d = minDeadwood(rest);
      if (d > s.knockLimit) {
        if (s.knockLimit === 0) return { code: "no_knocking", message: "only gin ends this hand" };
        return { code: "deadwood_too_high", message: `deadwood ${d} is over the knock limit ${s.knockLimit}` };
      }
      if (a.melds !== undefined) {
        const choice = knockMeldsChoice(rest, a.melds);
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
    if (minDeadwood(s.hands[a.seat]) !== 0) return { code: "not_big_gin", message: "not all eight cards are melded" };
    return undefined;
  }
  return { code: "bad_action", message: "unknown action" };
}

export function applyMultiAction(s: MultiHandState, a: MultiAction): { ok: true; state: MultiHandState } | { ok: false; error: EngineError } {
  const error = checkMultiAction(s, a);
  if (error !== undefined) return { ok: false, error };
  const next = cloneMultiHand(s);
  step(next, a);
  return { ok: true, state: next };
}

function step(s: MultiHandState, a: MultiAction): void {
  const seat = a.seat;
  const hand = s.hands[seat];
  if (a.do === "pass") {
    s.history.push({ seat, kind: "pass", card: s.discard[s.discard.length - 1] });
    s.passes++;
    if (s.passes < s.seats) {
      s.turn = (seat + 1) % s.seats;
    } else {
      s.turn = (s.dealer + 1) % s.seats;
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
    hand.splice(hand.indexOf(card), 1);
    s.discard.push(card);
    s.history.push({ seat, kind: "discard", card });
    s.justTaken = -1;
    s.justDrawn = -1;
    if (a.knock === true) {
      const choice = a.melds === undefined ? -1 : (knockMeldsChoice(hand, a.melds) as number);
      finish(s, multiShowdown(s.rules, seat, s.hands, false, s.multiplier, choice));
      return;
    }
    if (s.stock.length <= MULTI_DEAD_STOCK) {
      if (s.rules.deadHand === "reshuffle" && s.reshuffles === 0) {
        reshuffle(s);
      } else {
        finish(s, multiDeadHand(s.hands, s.multiplier));
        return;
      }
    }
    s.turn = (seat + 1) % s.seats;
    s.phase = "draw";
  } else if (a.do === "bigGin") {
    s.justTaken = -1;
    s.justDrawn = -1;
    finish(s, multiShowdown(s.rules, seat, s.hands, true, s.multiplier, -1));
  }
}

function reshuffle(s: MultiHandState): void {
  const top = s.discard.pop() as Card;
  s.stock = shuffle(s.rng, s.discard).concat(s.stock);
  s.discard = [top];
  s.reshuffles++;
  s.history.push({ seat: s.turn, kind: "reshuffle", stock: s.stock.length });
}

function finish(s: MultiHandState, result: MultiHandState["result"]): void {
  s.result = result;
  s.phase = "over";
}

/** Every legal action for the seat to move, in the two-player order (each discard, then its knock). */
export function multiLegalActions(s: MultiHandState): MultiAction[] {
  if (s.phase === "over") return [];
  const seat = s.turn;
  if (s.phase === "firstUpcard") return [{ seat, do: "take" }, { seat, do: "pass" }];
  if (s.phase === "draw") return s.stockOnly ? [{ seat, do: "stock" }] : [{ seat, do: "take" }, { seat, do: "stock" }];
  const hand = s.hands[seat];
  const out: MultiAction[] = [];
  for (const card of hand) {
    if (card === s.justTaken) continue;
    out.push({ seat, do: "discard", card });
    if (minDeadwood(without(hand, card)) <= s.knockLimit) out.push({ seat, do: "discard", card, knock: true });
  }
  if (s.rules.bigGin && minDeadwood(hand) === 0) out.push({ seat, do: "bigGin" });
  return out;
}

/** Every card still somewhere in the state (always 52). */
export function multiAllCards(s: MultiHandState): Card[] {
  let out: Card[] = [];
  for (const h of s.hands) out = out.concat(h);
  return out.concat(s.stock, s.discard);
}
