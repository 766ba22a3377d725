/**
 * Gin Rummy's part of the table screens, composed of the host-neutral parts (src/screen/parts.ts):
 * the hand (melds and deadwood) and the other hand's backs, the stock and discard piles, the move
 * buttons, the knocker's choice of melds, the showdown, the rules summary and the lessons. A seated
 * viewer's panel comes only from the engine's `seatView` of its own seat, a bystander's only from
 * `publicView`, so no screen can show a hand that is not the viewer's (the showdown reveals both,
 * as at a real table).
 */
import type { GameView, SeatName } from "../game";
import { deckArt } from "../../content/decks";
import { cardMessage } from "../../i18n/card-label";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/index";
import type { Message } from "../../i18n/types";
import { button, cardButton } from "../../screen/button";
import type { Button, LessonsPanel } from "../../screen/model";
import type { CardFace, CardGroup, CardZone, ChoicePart, Counter, ResultPart, ResultSeat, TablePart } from "../../screen/parts";
import type { Card } from "./engine/cards";
import { defaultKnockChoice } from "./engine/knock-melds";
import type { MatchState } from "./engine/match";
import { minDeadwood, optimalArrangements } from "./engine/melds";
import type { PresetName, Rules } from "./engine/rules";
import { PRESET_NAMES, presetRules } from "./engine/rules";
import type { Action, HandResult } from "./engine/types";
import type { MultiAction, MultiEvent } from "./engine/multi-types";
import { publicView, seatView } from "./engine/view";
import { illustrationFile, lessonsFor } from "./lessons/index";
import { actionId } from "./moves";
import { parseNat, startsWith } from "../../util/text";

/** Gin Rummy's card art: the 52-card French deck. */
export const DECK = "classic52";
const PRESET_KEYS: Record<PresetName, MessageKey> = {
  house: "tables.preset.house",
  classic: "tables.preset.classic",
  oklahoma: "tables.preset.oklahoma",
  straight: "tables.preset.straight",
};

export function isPreset(name: string): name is PresetName {
  return PRESET_NAMES.indexOf(name as PresetName) >= 0;
}

/** A preset's rules ("house" for a name that is none). */
export function rulesOfPreset(name: string): Rules {
  return presetRules(isPreset(name) ? name : "house");
}

export function presetLabel(preset: string): Message {
  return isPreset(preset) ? msg(PRESET_KEYS[preset]) : msg(PRESET_KEYS.house);
}

/** What a seat's moves are, card by card, for drawing the hand and the piles. */
interface Moves {
  take: boolean;
  stock: boolean;
  discard: Set<Card>;
  knock: Set<Card>;
}

function movesOf(legal: readonly Action[]): Moves {
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

function faces(cards: readonly Card[], highlight?: Card): CardFace[] {
  const out: CardFace[] = [];
  for (const c of cards) out.push(c === highlight ? { face: c, highlight: true } : { face: c });
  return out;
}

/** The viewer's hand: its melds, then its deadwood under the total; cards carry the moves made with them. */
function handZone(seat: number, melds: readonly Card[][], loose: readonly Card[], deadwood: number, drawn: Card, moves: Moves): CardZone {
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

function piles(top: Card, stock: number, moves: Moves): CardZone[] {
  const stockZone: CardZone = { id: "stock", deck: DECK, layout: "pile", seat: -1, groups: [], hidden: stock, label: msg("panel.stock", { count: stock }) };
  if (moves.stock) stockZone.action = "stock";
  const face: CardFace = moves.take && top >= 0 ? { face: top, highlight: true, action: "take" } : { face: top };
  const discard: CardZone = { id: "discard", deck: DECK, layout: "pile", seat: -1, groups: top >= 0 ? [{ cards: [face], tone: "plain" }] : [], hidden: 0 };
  return [stockZone, discard];
}

/** The running match for one viewer: the table's parts, the showdown once the hand is over, prompts and moves. */
export function ginView(m: MatchState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const hand = m.hand;
  let legal: Action[] = [];
  const table: TablePart = {
    zones: [],
    counters: [
      { id: "target", text: msg("tables.rules.target", { points: m.rules.matchTarget }), value: m.rules.matchTarget, seat: -1 },
      { id: "knock_limit", text: msg("tables.rules.knock", { points: hand.knockLimit }), value: hand.knockLimit, seat: -1 },
    ],
    turn: { seat: hand.phase === "over" ? -1 : hand.turn, timeLeft, direction: 0 },
    events: [],
    controls: ["pass"],
  };
  const out: GameView = { game: table, messages: [], buttons: [] };
  if (seat === 0 || seat === 1) {
    const v = seatView(hand, seat);
    legal = paused ? [] : v.legal;
    const moves = movesOf(legal);
    const other = seat === 0 ? 1 : 0;
    table.zones.push({ id: "hand." + other, deck: DECK, layout: "hand", seat: other, groups: [], hidden: v.opponentCards, label: msg("panel.opponent", { count: v.opponentCards }) });
    for (const z of piles(v.topDiscard, v.stockCount, moves)) table.zones.push(z);
    table.zones.push(handZone(seat, v.arrangement.melds, v.arrangement.deadwoodCards, v.arrangement.deadwood, v.justDrawn, moves));
    table.events = eventLines(names, v.history);
  } else {
    const v = publicView(hand);
    for (const z of piles(v.topDiscard, v.stockCount, movesOf([]))) table.zones.push(z);
    table.events = eventLines(names, v.history);
  }
  if (hand.result !== undefined) {
    out.result = resultPart(names, hand.result, m, -1, [m.scores[0], m.scores[1]]);
    return out;
  }
  if (seat === -1 || paused) return out;
  if (hand.turn === seat) {
    const top = hand.discard.length > 0 ? hand.discard[hand.discard.length - 1] : -1;
    if (hand.phase === "firstUpcard") out.messages.push(msg("tables.turn.first", { card: cardMessage(top) }));
    else if (hand.phase === "draw") {
      out.messages.push(hand.stockOnly ? msg("tables.turn.stock_only") : msg("tables.turn.draw", { card: cardMessage(top) }));
    } else out.messages.push(msg("tables.turn.discard"));
    const knockCard = choiceCard(choice);
    const knock = knockCard >= 0 && isLegalKnock(legal, knockCard) ? knockOptions(hand.hands[seat], knockCard) : undefined;
    if (knock !== undefined) {
      out.choice = knockChoicePart(seat, knock);
      out.messages.push(msg("tables.knock.choose"));
      for (let i = 0; i < knock.options.length; i++) {
        const o = knock.options[i];
        const label = msg(o.suggested ? "tables.button.lay_down_suggested" : "tables.button.lay_down", { n: i + 1 });
        out.buttons.push(button(`knock.${knock.card}.${o.index}`, label, o.suggested ? "primary" : "normal"));
      }
      out.buttons.push(button(KNOCK_BACK, msg("tables.button.knock_back")));
    } else {
      for (const a of legal) out.buttons.push(actionButton(a, hand.hands[seat]));
    }
  } else {
    out.messages.push(msg("tables.turn.theirs", { name: names[hand.turn] }));
  }
  return out;
}

/** The finished match's last showdown, for the result screen. */
export function ginFinalResult(m: MatchState, names: readonly SeatName[], winner: number, totals: readonly number[]): ResultPart | undefined {
  if (m.hand.result === undefined) return undefined;
  return resultPart(names, m.hand.result, m, winner, [totals[0], totals[1]]);
}

function without(cards: readonly Card[], card: Card): Card[] {
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
export function knockChoice(hand: readonly Card[], card: Card): string | undefined {
  return knockOptions(hand, card) !== undefined ? "knock." + card : undefined;
}

export function isLegalKnock(legal: readonly MultiAction[], card: Card): boolean {
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
export function knockOptions(hand: readonly Card[], card: Card): KnockOptions | undefined {
  const rest = without(hand, card);
  const all = optimalArrangements(rest);
  if (all.length < 2 || all[0].deadwood === 0) return undefined;
  const suggested = defaultKnockChoice(rest, all);
  const options: KnockOption[] = [];
  const option = (i: number): KnockOption => ({ index: i, melds: all[i].melds, deadwoodCards: all[i].deadwoodCards, suggested: i === suggested });
  options.push(option(suggested));
  for (let i = 0; i < all.length; i++) if (i !== suggested) options.push(option(i));
  return { card, deadwood: all[0].deadwood, options };
}

/** The choice as rows of cards: each row's button lays its melds down. */
function knockChoicePart(seat: number, k: KnockOptions): ChoicePart {
  const rows: CardZone[] = [];
  for (const o of k.options) {
    const groups: CardGroup[] = [];
    for (const meld of o.melds) groups.push({ cards: faces(meld), tone: "set" });
    if (o.deadwoodCards.length > 0) groups.push({ cards: faces(o.deadwoodCards), tone: "loose", label: msg("screen.deadwood", { points: k.deadwood }) });
    rows.push({ id: "knock." + o.index, deck: DECK, layout: "row", seat, groups, hidden: 0, action: `knock.${k.card}.${o.index}` });
  }
  return { rows };
}

export function actionButton(a: MultiAction, hand: readonly Card[]): Button {
  const id = actionId(a);
  if (a.do === "take") return button(id, msg("tables.button.take"), "primary");
  if (a.do === "pass") return button(id, msg("tables.button.pass"));
  if (a.do === "stock") return button(id, msg("tables.button.stock"), "primary");
  if (a.do === "bigGin") return button(id, msg("tables.button.biggin"), "primary");
  if (a.knock === true) {
    const gin = minDeadwood(without(hand, a.card)) === 0;
    const short = msg(gin ? "screen.gin_short" : "screen.knock_short", { card: deckArt(DECK).short(a.card) });
    return cardButton(id, msg(gin ? "tables.button.gin" : "tables.button.knock", { card: cardMessage(a.card) }), "primary", DECK, a.card, short);
  }
  return cardButton(id, msg("tables.button.discard", { card: cardMessage(a.card) }), "normal", DECK, a.card);
}

export function eventLines(names: readonly SeatName[], history: readonly MultiEvent[]): Message[] {
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

export function outcomeMessage(names: readonly SeatName[], r: Pick<HandResult, "outcome"> & { winner: number; points: readonly number[] }): Message {
  if (r.winner === -1) return msg("tables.outcome.dead");
  const name = names[r.winner];
  const points = r.points[r.winner];
  if (r.outcome === "gin") return msg("tables.outcome.gin", { name, points });
  if (r.outcome === "bigGin") return msg("tables.outcome.biggin", { name, points });
  if (r.outcome === "undercut") return msg("tables.outcome.undercut", { name, points });
  return msg("tables.outcome.knock", { name, points });
}

/** The cards of a hand in none of its melds and not laid off: what its deadwood counts. */
function looseCards(hand: readonly Card[], melds: readonly Card[][], laid: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of hand) {
    let used = laid.indexOf(c) >= 0;
    for (const m of melds) if (m.indexOf(c) >= 0) used = true;
    if (!used) out.push(c);
  }
  return out;
}

/** A meld with the cards laid off onto it, highlighted (a layoff's `onto` is the meld as it stood, so it holds the meld's first card). */
function meldWithLayoffs(meld: readonly Card[], r: HandResult): CardGroup {
  const cards = faces(meld);
  for (const l of r.layoffs) if (l.onto.indexOf(meld[0]) >= 0) cards.push({ face: l.card, highlight: true });
  return { cards, tone: "set" };
}

/** The cards laid off onto a seat's melds, meld by meld. */
function laidOnMelds(r: HandResult, seat: number): Card[] {
  const out: Card[] = [];
  for (const meld of r.melds[seat]) for (const l of r.layoffs) if (l.onto.indexOf(meld[0]) >= 0) out.push(l.card);
  return out;
}

/** A seat's showdown: its melds with what was laid on them, its loose cards, the cards it laid off. */
function resultSeat(seat: number, r: HandResult, laid: readonly Card[], laidBy: readonly Card[]): ResultSeat {
  const groups: CardGroup[] = [];
  for (const meld of r.melds[seat]) groups.push(meldWithLayoffs(meld, r));
  const loose = looseCards(r.hands[seat], r.melds[seat], laid);
  if (loose.length > 0) groups.push({ cards: faces(loose), tone: "loose" });
  const notes: Counter[] = [{ id: "deadwood", text: msg("screen.deadwood", { points: r.deadwood[seat] }), value: r.deadwood[seat], seat, tone: "bad" }];
  if (laidBy.length > 0) {
    notes.push({ id: "laid_off", text: msg("tables.result.laid_off", { cards: "" }), value: laidBy.length, seat, tone: "note", cards: { deck: DECK, faces: laidBy.slice() } });
  }
  return { seat, zone: { id: "result." + seat, deck: DECK, layout: "row", seat, groups, hidden: 0 }, notes, points: r.points[seat] };
}

function resultPart(names: readonly SeatName[], r: HandResult, m: MatchState, winner: number, totals: [number, number]): ResultPart {
  const laid: Card[] = [];
  for (const l of r.layoffs) laid.push(l.card);
  const seats: ResultSeat[] = [];
  for (let seat = 0; seat < 2; seat++) seats.push(resultSeat(seat, r, laid, laidOnMelds(r, seat === 0 ? 1 : 0)));
  const lines: Message[] = [msg("screen.match_score", { first: names[0], a: m.scores[0], second: names[1], b: m.scores[1] })];
  if (winner >= 0) lines.push(msg("tables.match.won", { name: names[winner], a: totals[0], b: totals[1] }));
  return { headline: outcomeMessage(names, r), outcome: r.outcome, seats, lines, winner };
}
/** The numbers in force under a preset, as lobby lines. */
export function rulesSummary(preset: string): Message[] {
  const r = rulesOfPreset(preset);
  const summary: Message[] = [msg("tables.rules.target", { points: r.matchTarget })];
  if (r.straightGin) summary.push(msg("tables.rules.straight"));
  else if (r.oklahoma) summary.push(msg("tables.rules.oklahoma"));
  else summary.push(msg("tables.rules.knock", { points: r.knockLimit }));
  summary.push(msg("tables.rules.bonuses", { gin: r.ginBonus, undercut: r.undercutBonus }));
  if (r.bigGin) summary.push(msg("tables.rules.biggin", { points: r.bigGinBonus }));
  if (r.classicBonuses) summary.push(msg("tables.rules.classic", { game: r.gameBonus, line: r.lineBonus }));
  return summary;
}

/** The lessons for the rules in force (the match's, else the preset's), `open` (or the first) opened. */
export function ginLessons(m: { rules: Rules } | undefined, preset: string, open: string): LessonsPanel {
  const pages = lessonsFor(m !== undefined ? m.rules : rulesOfPreset(preset));
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title });
    if (p.id === open) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  if (panel.open === undefined && pages.length > 0) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  return panel;
}
