// Test helpers for 3–4-player hands dealt exactly as a test wants them, through the real deal.
import { Card, newDeck } from "../../src/games/gin-rummy/engine/cards";
import { newMultiHand } from "../../src/games/gin-rummy/engine/multi-hand";
import type { MultiHandState } from "../../src/games/gin-rummy/engine/multi-types";
import { HOUSE_RULES, Rules } from "../../src/games/gin-rummy/engine/rules";
import { multiRules } from "../../src/games/gin-rummy/engine/multi-match";
import { createRng } from "../../src/util/random";
import { cards } from "./cards";

/**
 * A 3–4-player hand: `hands[s]` is seat s's 7 cards, `stockTop` the stock's first cards (top
 * first), the rest of the deck follows in canonical order. Dealt by newMultiHand from a deck laid
 * out so that its one-at-a-time deal from the dealer's left gives these hands.
 */
export function multiHandWith(opts: { hands: string[]; upcard: string; stockTop?: string; dealer?: number; rules?: Partial<Rules> }): MultiHandState {
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
  const rules = multiRules({ ...HOUSE_RULES, ...opts.rules }, seats);
  return newMultiHand(rules, seats, dealer, deck, createRng(1));
}
