// Test helpers for 3–4-player hands dealt exactly as a test wants them, through the real deal.
import { Card, newDeck } from "../../src/games/gin-rummy/engine/cards";
import { dealFromDeck, newHand } from "../../src/games/gin-rummy/engine/hand";
import type { HandState } from "../../src/games/gin-rummy/engine/types";
import { HOUSE_RULES, Rules, rulesForSeats } from "../../src/games/gin-rummy/engine/rules";
import { createRng } from "../../src/util/random";
import { cards } from "./cards";

/**
 * A 3–4-player hand: `hands[s]` is seat s's 7 cards, `stockTop` the stock's first cards (top
 * first), the rest of the deck follows in canonical order. Dealt by dealFromDeck from a deck laid
 * out so that its one-at-a-time deal from the dealer's left gives these hands.
 */
export function multiHandWith(opts: { hands: string[]; upcard: string; stockTop?: string; dealer?: number; rules?: Partial<Rules> }): HandState {
  const seats = opts.hands.length;
  const dealer = opts.dealer ?? 0;
  const hands = opts.hands.map(cards);
  const upcard = cards(opts.upcard)[0];
  const top = cards(opts.stockTop ?? "");
  const used = new Set<Card>([...hands.flat(), upcard, ...top]);
  if (used.size !== seats * 7 + 1 + top.length) throw new Error("a card is used twice");
  const deck: Card[] = [];
  for (let k = 0; k < 7; k++) for (let i = 0; i < seats; i++) deck.push(hands[(dealer + 1 + i) % seats][k]);
  deck.push(upcard, ...top, ...newDeck().filter((c) => !used.has(c)));
  const rules = rulesForSeats({ ...HOUSE_RULES, ...opts.rules }, seats);
  return newHand(rules, dealFromDeck(deck, dealer, seats), createRng(1));
}
