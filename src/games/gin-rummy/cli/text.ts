/**
 * Gin Rummy at the terminal (`game-tables play`), for two seats and for three or four: cards with
 * suit glyphs, a hand sorted into its best melds, and the player's typed moves read into actions.
 */
import { Card, cardName, parseCard, sortCards } from "../engine/cards";
import { bestArrangement } from "../engine/melds";
import type { Action, Phase } from "../engine/types";

/** What the text needs of a seat's view, two seats or more. */
export interface GinTextView<A extends Action> {
  phase: Phase;
  hand: readonly Card[];
  topDiscard: Card;
  stockOnly: boolean;
  legal: readonly A[];
  /** The rules in force (Mahjong gin groups aces high or low). */
  rules?: { mahjong?: boolean };
}

const SUIT_GLYPH = ["♣", "♦", "♥", "♠"];
const color = process.stdout.isTTY && process.env.NO_COLOR === undefined;

export function show(card: Card): string {
  const name = cardName(card);
  const text = name.charAt(0) + SUIT_GLYPH[Math.floor(card / 13)];
  const red = Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2;
  return color && red ? `\x1b[31m${text}\x1b[0m` : text;
}

export function showList(cards: readonly Card[]): string {
  return cards.map(show).join(" ");
}

export function handLine(v: GinTextView<Action>): string {
  const a = bestArrangement(v.hand, v.rules?.mahjong === true);
  const melds = a.melds.map((m) => `[${showList(m)}]`).join(" ");
  const dead = sortCards(a.deadwoodCards);
  return `${melds}${melds && dead.length ? "  " : ""}${showList(dead)}   deadwood ${a.deadwood}`;
}

/** The legal action the typed text names, or what to type instead. */
export function parseCommand<A extends Action>(text: string, v: GinTextView<A>): A | string {
  const words = text.trim().toUpperCase().split(/\s+/);
  const legal = v.legal;
  const find = (pred: (a: A) => boolean): A | undefined => legal.find(pred);
  const w = words[0] ?? "";
  const simple: Record<string, A["do"]> = { T: "take", TAKE: "take", S: "stock", STOCK: "stock", P: "pass", PASS: "pass", B: "bigGin", BIG: "bigGin" };
  if (simple[w] !== undefined) return find((a) => a.do === simple[w]) ?? `You cannot ${simple[w]} now.`;
  const knock = w === "K" || w === "KNOCK" || w === "G" || w === "GIN";
  const cardText = knock ? words[1] : w;
  const card = parseCard(cardText ?? "");
  if (card < 0) return "Type a card like 7H or TD, 'k 7H' to knock with it, or t / s / p / b.";
  return find((a) => a.do === "discard" && a.card === card && (a.knock === true) === knock) ?? `You cannot ${knock ? "knock with" : "discard"} ${cardText} now.`;
}

export function prompt(v: GinTextView<Action>): string {
  if (v.phase === "firstUpcard") return `Take the upcard ${show(v.topDiscard)}? (t = take, p = pass)`;
  if (v.phase === "draw") return v.stockOnly ? "Draw from the stock (s)." : `Take ${show(v.topDiscard)} (t) or draw from the stock (s)?`;
  const canKnock = v.legal.some((a) => a.do === "discard" && a.knock === true);
  const big = v.legal.some((a) => a.do === "bigGin") ? ", b = big gin" : "";
  return `Discard a card (e.g. ${cardName(bestArrangement(v.hand, v.rules?.mahjong === true).deadwoodCards[0] ?? v.hand[0])})${canKnock ? ", or 'k CARD' to discard and knock" : ""}${big}.`;
}

