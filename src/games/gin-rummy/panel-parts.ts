/**
 * Gin Rummy's running table as screen parts (src/screen/parts.ts), for two, three or four seats:
 * the viewer's hand (melds and deadwood), every other seat's hand as backs, the stock and discard
 * piles, the counters, the turn marker, the events, the prompts and move buttons, and the knocker's
 * choice of melds, composed from `HandFacts` (public) and `OwnFacts` (the viewer's own seat view),
 * so no screen can show a hand that is not the viewer's.
 */
import type { GameView, SeatName } from "../game";
import { cardMessage } from "./card-label";
import { CLASSIC52, DECK } from "./deck";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import { button, cardButton } from "../../screen/button";
import type { Button } from "../../screen/model";
import type { CardFace, CardGroup, CardZone, ChoicePart, ResultPart, TablePart } from "../../screen/parts";
import type { Card } from "./engine/cards";
import { defaultKnockChoice } from "./engine/knock-melds";
import { bestArrangement, minDeadwood, optimalArrangements } from "./engine/melds";
import type { Action, Phase, PublicEvent } from "./engine/types";
import { actionId } from "./moves";
import { parseNat, startsWith } from "../../util/text";


/** What every viewer may know of a running hand, for any number of seats. */
export interface HandFacts {
  phase: Phase;
  turn: number;
  stockOnly: boolean;
  topDiscard: Card;
  stockCount: number;
  knockLimit: number;
  /** Cards held, by seat. */
  handSizes: readonly number[];
  /** By seat, the cards it took face up from the discard pile and still holds: everyone saw them. */
  taken: readonly (readonly Card[])[];
  history: readonly PublicEvent[];
  /** Aces high or low in runs (Mahjong gin): how the viewer's cards are grouped. */
  acesHigh: boolean;
}

/** What only the viewer's seat sees: its hand and its moves (from its own seat view). */
export interface OwnFacts {
  seat: number;
  hand: readonly Card[];
  justDrawn: Card;
  legal: readonly Action[];
}

/** What a seat's moves are, card by card, for drawing the hand and the piles. */
export interface Moves {
  take: boolean;
  stock: boolean;
  discard: Set<Card>;
  knock: Set<Card>;
}

export function movesOf(legal: readonly Action[]): Moves {
  const out: Moves = { take: false, stock: false, discard: new Set(), knock: new Set() };
  for (const a of legal) {
    if (a.do === "take") out.take = true;
    else if (a.do === "stock") out.stock = true;
    else if (a.do === "discard") {
      if (a.knock === true) out.knock.add(a.card);
      else out.discard.add(a.card);
    }
  }
  return out;
}

export function faces(cards: readonly Card[], highlight?: Card): CardFace[] {
  const out: CardFace[] = [];
  for (const c of cards) out.push(c === highlight ? { face: c, highlight: true } : { face: c });
  return out;
}

/** The viewer's hand: its melds, then its deadwood under the total; cards carry the moves made with them. */
export function handZone(seat: number, melds: readonly Card[][], loose: readonly Card[], deadwood: number, drawn: Card, moves: Moves): CardZone {
  const groups: CardGroup[] = [];
  for (const m of melds) groups.push({ cards: faces(m, drawn), tone: "set" });
  if (loose.length > 0) groups.push({ cards: faces(loose, drawn), tone: "loose", label: msg("screen.deadwood", { points: deadwood }) });
  for (const g of groups) {
    for (const f of g.cards) {
      if (moves.discard.has(f.face)) f.action = "discard." + f.face;
      if (moves.knock.has(f.face)) f.alt = "knock." + f.face;
    }
  }
  return { id: "hand", deck: DECK, layout: "hand", seat, groups, hidden: 0 };
}

/**
 * Every other seat's hand: its backs, with the cards it took face up and still holds shown. Two
 * seats keep "Opponent holds 10"; more name the seat.
 */
export function otherHands(viewer: number, facts: HandFacts, names: readonly SeatName[]): CardZone[] {
  const out: CardZone[] = [];
  const seats = facts.handSizes.length;
  for (let k = 1; k < seats; k++) {
    const seat = (viewer + k) % seats;
    const count = facts.handSizes[seat];
    const up = facts.taken[seat];
    const label = seats === 2 ? msg("panel.opponent", { count }) : msg("panel.seat_holds", { name: names[seat], count });
    const groups: CardGroup[] = up.length > 0 ? [{ cards: faces(up), tone: "plain" }] : [];
    out.push({ id: "hand." + seat, deck: DECK, layout: "hand", seat, groups, hidden: count - up.length, label });
  }
  return out;
}

export function piles(top: Card, stock: number, moves: Moves): CardZone[] {
  const stockZone: CardZone = { id: "stock", deck: DECK, layout: "pile", seat: -1, groups: [], hidden: stock, label: msg("panel.stock", { count: stock }) };
  if (moves.stock) stockZone.action = "stock";
  const face: CardFace = moves.take && top >= 0 ? { face: top, highlight: true, action: "take" } : { face: top };
  const discard: CardZone = { id: "discard", deck: DECK, layout: "pile", seat: -1, groups: top >= 0 ? [{ cards: [face], tone: "plain" }] : [], hidden: 0 };
  return [stockZone, discard];
}

/**
 * The running match for one viewer, any seat count: the table's parts, the showdown once the hand
 * is over (`result`), and, on the viewer's turn, its prompt and moves or its open choice of melds.
 * `own` is undefined for a bystander, who sees the piles and events only.
 */
export function tableView(
  facts: HandFacts,
  own: OwnFacts | undefined,
  names: readonly SeatName[],
  paused: boolean,
  timeLeft: number,
  choice: string,
  matchTarget: number,
  result: ResultPart | undefined,
): GameView {
  const seats = facts.handSizes.length;
  const table: TablePart = {
    zones: [],
    counters: [
      { id: "target", text: msg("tables.rules.target", { points: matchTarget }), value: matchTarget, seat: -1 },
      { id: "knock_limit", text: msg("tables.rules.knock", { points: facts.knockLimit }), value: facts.knockLimit, seat: -1 },
    ],
    // Play passes to the left; with two seats the direction says nothing.
    turn: { seat: facts.phase === "over" ? -1 : facts.turn, timeLeft, direction: seats > 2 ? 1 : 0 },
    events: eventLines(names, facts.history),
    controls: ["pass"],
  };
  const out: GameView = { game: table, messages: [], buttons: [] };
  const legal = own === undefined || paused ? [] : own.legal;
  const moves = movesOf(legal);
  if (own !== undefined) for (const z of otherHands(own.seat, facts, names)) table.zones.push(z);
  for (const z of piles(facts.topDiscard, facts.stockCount, moves)) table.zones.push(z);
  if (own !== undefined) {
    const a = bestArrangement(own.hand, facts.acesHigh);
    table.zones.push(handZone(own.seat, a.melds, a.deadwoodCards, a.deadwood, own.justDrawn, moves));
  }
  if (result !== undefined) {
    out.result = result;
    return out;
  }
  if (own === undefined || paused) return out;
  if (facts.turn !== own.seat) {
    out.messages.push(msg("tables.turn.theirs", { name: names[facts.turn] }));
    return out;
  }
  const top = facts.topDiscard;
  if (facts.phase === "firstUpcard") out.messages.push(msg("tables.turn.first", { card: cardMessage(top) }));
  else if (facts.phase === "draw") out.messages.push(facts.stockOnly ? msg("tables.turn.stock_only") : msg("tables.turn.draw", { card: cardMessage(top) }));
  const knockCard = choiceCard(choice);
  const knock = knockCard >= 0 && isLegalKnock(legal, knockCard) ? knockOptions(own.hand, knockCard, facts.acesHigh) : undefined;
  // An open choice of melds is the prompt (with "Discard a card" too, the two wrapped behind the panel).
  if (facts.phase !== "firstUpcard" && facts.phase !== "draw" && knock === undefined) out.messages.push(msg("tables.turn.discard"));
  if (knock !== undefined) {
    out.choice = knockChoicePart(own.seat, knock);
    out.messages.push(msg("tables.knock.choose"));
    for (let i = 0; i < knock.options.length; i++) {
      const o = knock.options[i];
      const label = msg(o.suggested ? "tables.button.lay_down_suggested" : "tables.button.lay_down", { n: i + 1 });
      // The whole label is the tooltip; the short one fits the choice panel in every language.
      const b = button(`knock.${knock.card}.${o.index}`, label, o.suggested ? "primary" : "normal");
      b.short = msg(o.suggested ? "tables.button.lay_down_suggested_short" : "tables.button.lay_down_short", { n: i + 1 });
      out.buttons.push(b);
    }
    out.buttons.push(button(KNOCK_BACK, msg("tables.button.knock_back")));
  } else {
    for (const a of legal) out.buttons.push(actionButton(a, own.hand, facts.acesHigh));
  }
  return out;
}

export function without(cards: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (c !== card) out.push(c);
  return out;
}

/** The button that closes the choice of knock melds. */
export const KNOCK_BACK = "knock.back";

/** The card of an open knock choice ("knock.<card>"), or -1. */
export function choiceCard(choice: string): number {
  if (!startsWith(choice, "knock.")) return -1;
  const card = parseNat(choice.substring(6));
  return card === undefined ? -1 : card;
}

/** The choice a knock with `card` opens ("knock.<card>"), when its hand melds more than one way. */
export function knockChoice(hand: readonly Card[], card: Card, acesHigh = false): string | undefined {
  return knockOptions(hand, card, acesHigh) !== undefined ? "knock." + card : undefined;
}

export function isLegalKnock(legal: readonly Action[], card: Card): boolean {
  for (const a of legal) if (a.do === "discard" && a.knock === true && a.card === card) return true;
  return false;
}

interface KnockOption {
  /** Pressing `knock.<card>.<index>` lays these melds down. */
  index: number;
  melds: Card[][];
  deadwoodCards: Card[];
  suggested: boolean;
}

/** The knocker's choice: each least-deadwood arrangement of the hand after the discard, the suggested one first. */
export interface KnockOptions {
  card: Card;
  deadwood: number;
  options: KnockOption[];
}

/**
 * The choice of melds for knocking with `card`, or undefined when there is none to make: one
 * least-deadwood arrangement, or gin (no layoffs, so the melds change nothing).
 */
export function knockOptions(hand: readonly Card[], card: Card, acesHigh = false): KnockOptions | undefined {
  const rest = without(hand, card);
  const all = optimalArrangements(rest, acesHigh);
  if (all.length < 2 || all[0].deadwood === 0) return undefined;
  const suggested = defaultKnockChoice(rest, all, acesHigh);
  const options: KnockOption[] = [];
  const option = (i: number): KnockOption => ({ index: i, melds: all[i].melds, deadwoodCards: all[i].deadwoodCards, suggested: i === suggested });
  options.push(option(suggested));
  for (let i = 0; i < all.length; i++) if (i !== suggested) options.push(option(i));
  return { card, deadwood: all[0].deadwood, options };
}

/** The choice as rows of cards: each row's button lays its melds down. */
export function knockChoicePart(seat: number, k: KnockOptions): ChoicePart {
  const rows: CardZone[] = [];
  for (const o of k.options) {
    const groups: CardGroup[] = [];
    for (const meld of o.melds) groups.push({ cards: faces(meld), tone: "set" });
    if (o.deadwoodCards.length > 0) groups.push({ cards: faces(o.deadwoodCards), tone: "loose", label: msg("screen.deadwood", { points: k.deadwood }) });
    rows.push({ id: "knock." + o.index, deck: DECK, layout: "row", seat, groups, hidden: 0, action: `knock.${k.card}.${o.index}` });
  }
  return { rows };
}

export function actionButton(a: Action, hand: readonly Card[], acesHigh = false): Button {
  const id = actionId(a);
  if (a.do === "take") return button(id, msg("tables.button.take"), "primary");
  if (a.do === "pass") return button(id, msg("tables.button.pass"));
  if (a.do === "stock") return button(id, msg("tables.button.stock"), "primary");
  if (a.do === "bigGin") return button(id, msg("tables.button.biggin"), "primary");
  if (a.knock === true) {
    const gin = minDeadwood(without(hand, a.card), acesHigh) === 0;
    const short = msg(gin ? "screen.gin_short" : "screen.knock_short", { card: CLASSIC52.short(a.card) });
    return cardButton(id, msg(gin ? "tables.button.gin" : "tables.button.knock", { card: cardMessage(a.card) }), "primary", DECK, a.card, short);
  }
  return cardButton(id, msg("tables.button.discard", { card: cardMessage(a.card) }), "normal", DECK, a.card);
}

/** The latest public events, newest first (at most 8). */
export function eventLines(names: readonly SeatName[], history: readonly PublicEvent[]): Message[] {
  const out: Message[] = [];
  const from = history.length > 8 ? history.length - 8 : 0;
  for (let i = history.length - 1; i >= from; i--) {
    const e = history[i];
    const name = names[e.seat];
    if (e.kind === "pass") out.push(msg("tables.event.pass", { name, card: cardMessage(e.card) }));
    else if (e.kind === "take") out.push(msg("tables.event.take", { name, card: cardMessage(e.card) }));
    else if (e.kind === "stock") out.push(msg("tables.event.stock", { name }));
    else if (e.kind === "discard") out.push(msg("tables.event.discard", { name, card: cardMessage(e.card) }));
    else out.push(msg("tables.event.reshuffle"));
  }
  return out;
}
