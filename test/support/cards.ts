// Test helpers: cards from text, and hands dealt exactly as a test wants them.
import { Card, cardName, newDeck, parseCard } from "../../src/games/gin-rummy/engine/cards";
import { newHand } from "../../src/games/gin-rummy/engine/hand";
import { createRng } from "../../src/util/random";
import { HOUSE_RULES, Rules } from "../../src/games/gin-rummy/engine/rules";
import type { HandState, Seat } from "../../src/games/gin-rummy/engine/types";

export function cards(text: string): Card[] {
  return text
    .split(" ")
    .filter((t) => t !== "")
    .map((t) => {
      const c = parseCard(t);
      if (c < 0) throw new Error(`bad card ${t}`);
      return c;
    });
}

export function names(list: readonly Card[]): string[] {
  return list.map(cardName);
}

export function meldNames(melds: readonly Card[][]): string[] {
  return melds.map((m) => names(m).join(" "));
}

/**
 * A hand with the given cards; `stockTop` lists the stock's first cards (top first), the rest of
 * the deck follows in canonical order.
 */
export function handWith(opts: {
  hand0: string;
  hand1: string;
  upcard: string;
  stockTop?: string;
  dealer?: Seat;
  rules?: Partial<Rules>;
}): HandState {
  const h0 = cards(opts.hand0);
  const h1 = cards(opts.hand1);
  const up = cards(opts.upcard)[0];
  const top = cards(opts.stockTop ?? "");
  const used = new Set<Card>([...h0, ...h1, up, ...top]);
  if (used.size !== h0.length + h1.length + 1 + top.length) throw new Error("duplicate card in test deal");
  const stock = top.concat(newDeck().filter((c) => !used.has(c)));
  const rules: Rules = { ...HOUSE_RULES, ...(opts.rules ?? {}) };
  return newHand(rules, { dealer: opts.dealer ?? 1, hands: [h0, h1], upcard: up, stock }, createRng(1));
}
