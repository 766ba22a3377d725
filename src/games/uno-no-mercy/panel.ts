/**
 * Uno No Mercy's part of the table screens, composed of the host-neutral parts (src/screen/parts.ts):
 * the viewer's hand (each playable card pressed to play it, UNO as its second move), the other
 * hands as counts of backs, the draw and discard piles, the turn marker with the direction of
 * play, counters, events, the colour or player a wild or a 7 still needs, and the hand's result.
 * A seat's panel comes only from its own view; a bystander's from seat -1's view (no hand).
 */
import type { GameView, SeatName } from "../game";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import { button, cardButton } from "../../screen/button";
import type { Button, LessonsPanel } from "../../screen/model";
import type { CardFace, CardZone, ChoicePart, Counter, TablePart } from "../../screen/parts";
import { parseNat, splitOn, startsWith } from "../../util/text";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE } from "./engine/cards";
import { legalUno } from "./engine/hand";
import type { UnoPreset, UnoRules } from "./engine/rules";
import { UNO_PRESETS, unoPresetRules } from "./engine/rules";
import type { UnoAction, UnoEvent, UnoState } from "./engine/types";
import type { UnoView } from "./engine/view";
import { unoSeatView } from "./engine/view";
import { unoIllustrationFile, unoLessonsFor } from "./lessons/index";
import { playsOfCard, unoActionId } from "./moves";
import { UNO_COLORS, colourMessage, nameOf, UNO_DECK, unoCardMessage } from "./labels";
import { unoResultPart } from "./result";

/** The button that drops an open choice of colour or player. */
export const UNO_BACK = "uno.back";

const PRESET_KEYS: Record<UnoPreset, MessageKey> = { "no-mercy": "uno.preset.no_mercy", "classic-stacking": "uno.preset.classic_stacking" };

/** A play's words: the card, its colour or player, "+ UNO!". */
function playLabel(a: UnoAction & { do: "play" }, names: readonly SeatName[]): Message {
  let label = unoCardMessage(a.card);
  if (a.colour !== undefined) label = msg("uno.button.colour", { card: label, colour: colourMessage(a.colour) });
  if (a.target !== undefined) label = msg("uno.button.swap", { card: label, player: nameOf(names, a.target) });
  if (a.uno === true) label = msg("uno.button.uno", { label });
  return label;
}

/**
 * The button pressing card `c` makes (`uno`: its UNO call): the one play it has, else the open
 * play that asks for a colour or a player; undefined when the card cannot be played so.
 */
function cardPress(s: UnoState, seat: number, c: Card, uno: boolean, names: readonly SeatName[], legal: readonly UnoAction[]): Button | undefined {
  const plays = playsOfCard(s, seat, c, uno, legal);
  if (plays.length === 0) return undefined;
  // The UNO button under the hand says "UNO!" beside the card's own picture (the renderer draws
  // it): "Y9 + UNO!" and "W? + UNO!" named cards by letters no card shows.
  const short = uno ? msg("uno.button.uno_short") : undefined;
  const style = uno ? "primary" : "normal";
  const only = plays[0];
  if (plays.length === 1 && only.do === "play") return cardButton(unoActionId(only), playLabel(only, names), style, UNO_DECK, c, short);
  const open: UnoAction = { seat, do: "play", card: c };
  if (uno) open.uno = true;
  let label = msg(only.do === "play" && only.target !== undefined ? "uno.button.choose_player" : "uno.button.choose_colour", { card: unoCardMessage(c) });
  if (uno) label = msg("uno.button.uno", { label });
  return cardButton(unoActionId(open), label, style, UNO_DECK, c, short);
}

function otherButton(a: UnoAction, names: readonly SeatName[], s: UnoState): Button {
  const id = unoActionId(a);
  if (a.do === "draw") return button(id, msg("uno.button.draw"), "primary");
  if (a.do === "take") return button(id, msg("uno.button.take", { n: s.pending }), "danger");
  if (a.do === "keep") return button(id, msg("uno.button.keep"));
  if (a.do === "pick") return button(id, colourMessage(a.colour), "primary");
  return button(id, msg("uno.button.catch", { player: nameOf(names, s.unoOpen) }), "primary");
}

function eventLine(e: UnoEvent, names: readonly SeatName[]): Message {
  const player = nameOf(names, e.seat);
  if (e.kind === "play") return msg("uno.event.play", { player, card: unoCardMessage(e.n) });
  if (e.kind === "draw") return msg("uno.event.draw", { player, n: e.n });
  if (e.kind === "take") return msg("uno.event.take", { player, n: e.n });
  if (e.kind === "pick") return msg("uno.event.pick", { player, colour: colourMessage(e.n) });
  if (e.kind === "catch") return msg("uno.event.catch", { player, other: nameOf(names, e.n) });
  if (e.kind === "out") return msg("uno.event.out", { player });
  if (e.kind === "win") return msg("uno.event.win", { player, n: e.n });
  if (e.kind === "colour") return msg("uno.event.colour", { player, colour: colourMessage(e.n) });
  if (e.kind === "swap") return msg("uno.event.swap", { player, other: nameOf(names, e.n) });
  if (e.kind === "rotate") return msg("uno.event.rotate", { player });
  if (e.kind === "discard") return msg("uno.event.discard", { player, n: e.n });
  if (e.kind === "uno") return msg("uno.event.uno", { player });
  if (e.kind === "open") return msg("uno.event.open", { player });
  if (e.kind === "bonus") return msg("uno.event.bonus", { player, n: e.n });
  return msg("uno.event.keep", { player });
}

/**
 * The viewer's hand: every card, the playable ones pressed to play (UNO as the second move), the
 * card just drawn raised. Twin copies play alike: both carry the first copy's move, one button.
 * `legal`: the seat's legal actions (one list for all its cards), empty when the hand waits.
 */
function handZone(s: UnoState, v: UnoView, names: readonly SeatName[], legal: readonly UnoAction[], buttons: Button[], choosing: boolean): CardZone {
  const cards: CardFace[] = [];
  const shown = new Set<string>();
  const add = (b: Button | undefined): string | undefined => {
    if (b === undefined) return undefined;
    if (!shown.has(b.action)) buttons.push(b);
    shown.add(b.action);
    return b.action;
  };
  for (const c of v.hand) {
    const f: CardFace = { face: c };
    if (c === v.drawn) f.highlight = true;
    if (legal.length > 0) {
      const first = v.drawn >= 0 ? c : firstCopy(v.hand, c);
      const press = add(cardPress(s, v.seat, first, false, names, legal));
      const uno = add(cardPress(s, v.seat, first, true, names, legal));
      if (press !== undefined) f.action = press;
      if (uno !== undefined) f.alt = uno;
    }
    // While a wild's colour or a 7's player is chosen the hand waits: its cards match, the reason would be wrong.
    if (f.action === undefined && !choosing && s.turn === v.seat && s.phase !== "roulette" && s.phase !== "over") f.blocked = blockedWhy(s);
    cards.push(f);
  }
  return { id: "hand", deck: UNO_DECK, layout: "hand", seat: v.seat, groups: [{ cards, tone: "plain" }], hidden: 0, label: msg("uno.panel.hand", { player: nameOf(names, v.seat), n: v.hand.length }) };
}

/** Why a card of the hand cannot be played on the seat's turn (it has no move). */
function blockedWhy(s: UnoState): Message {
  if (s.phase === "drawn") return msg("uno.blocked.drawn");
  if (s.pending > 0) return msg(s.rules.stackHigher ? "uno.blocked.stack" : "uno.blocked.stack_equal", { n: s.pending, value: s.pendingValue });
  return msg("uno.blocked.match", { colour: colourMessage(s.colour) });
}

/** The first card in the hand of the same colour and face as c. */
function firstCopy(hand: readonly Card[], c: Card): Card {
  for (const x of hand) if (CARD_COLOUR[x] === CARD_COLOUR[c] && CARD_FACE[x] === CARD_FACE[c]) return x;
  return c;
}

/** Another seat's hand: its backs and its name (or that mercy knocked it out). */
function otherZone(v: UnoView, seat: number, names: readonly SeatName[]): CardZone {
  const player = nameOf(names, seat);
  const label = v.out[seat] ? msg("uno.panel.out", { player }) : msg("uno.panel.hand", { player, n: v.handSizes[seat] });
  return { id: "hand." + seat, deck: UNO_DECK, layout: "hand", seat, groups: [], hidden: v.handSizes[seat], label };
}

function piles(v: UnoView, canDraw: boolean): CardZone[] {
  const draw: CardZone = { id: "draw", deck: UNO_DECK, layout: "pile", seat: -1, groups: [], hidden: v.drawCount, label: msg("uno.panel.draw", { n: v.drawCount }) };
  if (canDraw) draw.action = "draw";
  const top = v.discard[v.discard.length - 1];
  const discard: CardZone = {
    id: "discard",
    deck: UNO_DECK,
    layout: "pile",
    seat: -1,
    groups: [{ cards: [{ face: top }], tone: "plain" }],
    hidden: 0,
    label: msg("uno.panel.colour", { colour: colourMessage(v.colour) }),
    colour: UNO_COLORS[v.colour],
  };
  return [draw, discard];
}

function counters(v: UnoView): Counter[] {
  const out: Counter[] = [];
  if (v.pending > 0) out.push({ id: "pending", text: msg("uno.counter.pending", { n: v.pending }), value: v.pending, seat: -1, tone: "bad" });
  if (v.seat >= 0 && v.seat < v.seats && !v.out[v.seat]) {
    const room = v.rules.mercyLimit - v.hand.length;
    out.push({ id: "mercy_room", text: msg("uno.counter.room", { n: room }), value: room, seat: v.seat, tone: room <= 5 ? "bad" : "note" });
  }
  out.push({ id: "mercy", text: msg("uno.counter.mercy", { limit: v.rules.mercyLimit }), value: v.rules.mercyLimit, seat: -1 });
  out.push({ id: "target", text: msg("uno.rules.target", { target: v.rules.matchTarget }), value: v.rules.matchTarget, seat: -1 });
  out.push({ id: "hand_number", text: msg("uno.counter.hand", { n: v.handNumber }), value: v.handNumber, seat: -1 });
  return out;
}

/** The open choice ("play.<card>[.uno]"): one row per colour of a wild, or per player a 7 swaps with. */
function choiceOf(s: UnoState, seat: number, choice: string, names: readonly SeatName[]): { part: ChoicePart; buttons: Button[]; card: Card } | undefined {
  if (!startsWith(choice, "play.")) return undefined;
  const parts = splitOn(choice, ".");
  const card = parseNat(parts[1]);
  if (card === undefined || s.hands[seat].indexOf(card) < 0) return undefined;
  const plays = playsOfCard(s, seat, card, parts[2] === "uno");
  if (plays.length < 2) return undefined;
  const rows: CardZone[] = [];
  const buttons: Button[] = [];
  for (const a of plays) {
    if (a.do !== "play") continue;
    const id = unoActionId(a);
    const row: CardZone = { id: "choice." + rows.length, deck: UNO_DECK, layout: "row", seat, groups: [], hidden: 0, action: id };
    if (a.colour !== undefined) {
      row.groups.push({ cards: [{ face: card }], tone: "plain", label: colourMessage(a.colour) });
      row.colour = UNO_COLORS[a.colour];
    } else if (a.target !== undefined) {
      row.seat = a.target;
      row.hidden = s.hands[a.target].length;
      row.label = msg("uno.panel.hand", { player: nameOf(names, a.target), n: row.hidden });
    }
    rows.push(row);
    buttons.push(cardButton(id, playLabel(a, names), "primary", UNO_DECK, card));
  }
  buttons.push(button(UNO_BACK, msg("uno.button.back")));
  return { part: { rows }, buttons, card };
}

/** The colour a Wild Color Roulette makes the viewer name: a row per colour. */
function rouletteChoice(seat: number, top: Card): ChoicePart {
  const rows: CardZone[] = [];
  for (let k = 0; k < UNO_COLORS.length; k++) {
    const cards: CardFace[] = [{ face: top }];
    rows.push({ id: "choice." + k, deck: UNO_DECK, layout: "row", seat, groups: [{ cards, tone: "plain", label: colourMessage(k) }], hidden: 0, action: "pick." + k, colour: UNO_COLORS[k] });
  }
  return { rows };
}

/** The running match for one viewer (seat -1: a bystander); `choice` is an open play's colour or player. */
export function unoView(s: UnoState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const v = unoSeatView(s, seat);
  const seated = seat >= 0 && seat < s.seats;
  const legal = seated && !paused ? legalUno(s, seat) : [];
  const events: Message[] = [];
  for (let i = v.events.length - 1; i >= 0; i--) events.push(eventLine(v.events[i], names));
  let canDraw = false;
  const controls: string[] = [];
  for (const a of legal) {
    if (a.do === "draw") canDraw = true;
    else if (a.do === "catch" || a.do === "take" || a.do === "keep") controls.push(unoActionId(a));
  }
  const table: TablePart = {
    zones: [],
    counters: counters(v),
    turn: { seat: s.phase === "over" ? -1 : s.turn, timeLeft, direction: v.direction },
    events,
    controls,
  };
  const out: GameView = { game: table, messages: [], buttons: [] };
  const open = legal.length > 0 && s.turn === seat ? choiceOf(s, seat, choice, names) : undefined;
  for (let i = 0; i < s.seats; i++) if (i !== seat) table.zones.push(otherZone(v, i, names));
  for (const z of piles(v, canDraw && open === undefined)) table.zones.push(z);
  // While a choice is open only its rows and the way back are pressed: the hand waits.
  if (seated) table.zones.push(handZone(s, v, names, open === undefined ? legal : [], out.buttons, open !== undefined));
  if (s.phase === "over") {
    out.result = unoResultPart(s, names, -1);
    return out;
  }
  if (!seated || paused) return out;
  if (open !== undefined) {
    table.controls = [];
    out.choice = open.part;
    out.buttons = open.buttons;
    out.messages.push(open.part.rows[0].colour !== undefined ? msg("uno.prompt.colour", { card: unoCardMessage(open.card) }) : msg("uno.prompt.player"));
    return out;
  }
  for (const a of legal) if (a.do !== "play") out.buttons.push(otherButton(a, names, s));
  if (s.turn !== seat) {
    out.messages.push(msg("uno.prompt.wait", { player: nameOf(names, s.turn) }));
    return out;
  }
  if (s.phase === "roulette") {
    out.choice = rouletteChoice(seat, v.discard[v.discard.length - 1]);
    out.messages.push(msg("uno.prompt.pick"));
  } else if (s.phase === "drawn") out.messages.push(msg("uno.prompt.drawn"));
  else if (s.pending > 0) out.messages.push(msg("uno.prompt.stack", { n: s.pending }));
  else out.messages.push(msg("uno.prompt.turn", { colour: colourMessage(s.colour) }));
  return out;
}

export function isUnoPreset(name: string): name is UnoPreset {
  return UNO_PRESETS.indexOf(name as UnoPreset) >= 0;
}

export function unoRulesOfPreset(name: string): UnoRules {
  return unoPresetRules(isUnoPreset(name) ? name : "no-mercy");
}

export function unoPresetLabel(preset: string): Message {
  return msg(PRESET_KEYS[isUnoPreset(preset) ? preset : "no-mercy"]);
}

export function unoRulesSummary(preset: string): Message[] {
  const r = unoRulesOfPreset(preset);
  return [
    msg("uno.rules.target", { target: r.matchTarget }),
    msg(r.stackHigher ? "uno.rules.stack_higher" : "uno.rules.stack_equal"),
    msg(r.playDrawn ? "uno.rules.draw" : "uno.rules.draw_keep"),
    msg("uno.rules.mercy", { limit: r.mercyLimit, bonus: r.mercyBonus }),
  ];
}

export function unoLessons(s: UnoState | undefined, preset: string, open: string): LessonsPanel {
  // The table's preset follows its match (a resumed board sets it), so it names the set in force.
  const pages = unoLessonsFor(s !== undefined ? s.rules : unoRulesOfPreset(preset), { preset: isUnoPreset(preset) ? preset : "no-mercy", label: unoPresetLabel });
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title, image: unoIllustrationFile(p.illustration) });
    if (p.id === open || (open === "" && panel.open === undefined)) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: unoIllustrationFile(p.illustration) };
  }
  if (panel.open === undefined) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: unoIllustrationFile(p.illustration) };
  }
  return panel;
}
