/**
 * Here to Slay's part of the table screens, composed of the host-neutral parts
 * (src/screen/parts.ts), for two to four seats:
 * - every other seat: a row of its hand's backs, then its Party face up (the leader, each Hero
 *   with its Item right after it, the Monsters it slew), named with its classes;
 * - the middle: the three face-up Monsters (pressed to attack; their Party, slay number and
 *   fight-back in the counters), the deck (pressed to draw) and the discard pile;
 * - the viewer's zone: its hand (pressed to play), its Party (a Hero pressed to roll) and its
 *   Monsters, each a group with its figure;
 * - counters: action points, the roll on the table die by die with the skills and Modifiers
 *   added and what it must reach, the card waiting out its challenge, each Monster's terms;
 * - the move log, newest first; a button for every legal move; a choice for a press that lacks an
 *   answer (panel-press.ts) and for a pick among many (the leaders, the discard pile).
 * A seat's panel shows its own hand only; a bystander (seat -1) sees no hand.
 */
import type { GameView, SeatName, TablePile, Tabletop } from "../game";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import { button, cardButton } from "../../screen/button";
import type { Button } from "../../screen/model";
import type { CardFace, CardGroup, CardZone, ChoicePart, Counter, ResultPart, ResultSeat } from "../../screen/parts";
import { CARDS, THIEF_LEADER } from "./engine/deck";
import { START_POINTS } from "./engine/flow";
import { classCount } from "./engine/party";
import { htsTurn, legalHts } from "./engine/rules";
import { rollTotal } from "./engine/state";
import type { HtsAction, HtsState } from "./engine/types";
import { htsActionId } from "./moves";
import { HTS_BACK, isTwoStep, openChoice, openPress, ownerOf, playerPressId } from "./panel-press";
import { actionLabel, eventLine, heroOf, nameOf, signedText, winLine } from "./panel-words";
import { htsCardName, htsCardText, htsSlotsText, htsStepsText } from "./texts/cards";
import { HTS_DECK } from "./textures";


const PROMPT_KEYS = {
  discard: "hts.prompt.discard",
  sacrifice: "hts.prompt.sacrifice",
  destroy: "hts.prompt.destroy",
  steal: "hts.prompt.steal",
  return: "hts.prompt.return",
  "destroy-item": "hts.prompt.destroy_item",
  search: "hts.prompt.search",
  pull: "hts.prompt.pull",
} as const;

function faces(cards: readonly number[]): CardFace[] {
  const out: CardFace[] = [];
  for (const c of cards) out.push({ face: c });
  return out;
}

/** A Party's cards in order: the leader, then each Hero followed by its Item. */
function partyCards(s: HtsState, seat: number): number[] {
  const p = s.parties[seat];
  const out: number[] = [];
  if (p.leader >= 0) out.push(p.leader);
  for (let k = 0; k < p.heroes.length; k++) {
    out.push(p.heroes[k]);
    if (p.items[k] >= 0) out.push(p.items[k]);
  }
  return out;
}

/** Another seat as the viewer sees it: its hand's backs, its Party and its Monsters face up. */
function seatZone(s: HtsState, seat: number, names: readonly SeatName[]): CardZone {
  const groups: CardGroup[] = [];
  const party = partyCards(s, seat);
  if (party.length > 0) groups.push({ cards: faces(party), tone: "plain" });
  if (s.parties[seat].slain.length > 0) groups.push({ cards: faces(s.parties[seat].slain), tone: "set" });
  // Laid out as another seat's hand (its backs, then what it shows face up) so every host draws it in front of its seat.
  return { id: "party." + seat, deck: HTS_DECK, layout: "hand", seat, groups, hidden: s.hands[seat].length, label: msg("hts.panel.seat", { player: nameOf(names, seat), n: classCount(s.parties[seat]) }) };
}

/** The presses of the viewer's cards: the first legal move (or open press) of each card, by card. */
function cardPresses(s: HtsState, seat: number, legal: readonly HtsAction[]): Map<number, HtsAction> {
  const out = new Map<number, HtsAction>();
  for (const a of legal) {
    if (a.card < 0 || out.has(a.card)) continue;
    if (a.do === "play" && a.target >= 0) out.set(a.card, openPress(seat, "play", a.card, -1));
    else if (a.do === "modify") out.set(a.card, openPress(seat, "modify", a.card, -1));
    else if (a.do === "play" || a.do === "roll" || a.do === "challenge") out.set(a.card, a);
    else if (a.do === "pick" && (s.prompt.verb === "discard" || s.prompt.verb === "sacrifice")) out.set(a.card, a);
  }
  return out;
}

function pressLabel(s: HtsState, a: HtsAction, names: readonly SeatName[]): Message {
  if (a.do === "play" && a.target < 0 && CARDS[a.card].kind !== "hero" && CARDS[a.card].kind !== "magic") return msg("hts.button.equip_choose", { card: htsCardName(a.card) });
  if (a.do === "modify" && a.target < 0) return msg("hts.button.modify_choose", { card: htsCardName(a.card) });
  return actionLabel(s, a, names);
}

/** Why a card of the hand cannot be played on its owner's turn. */
function blockedWhy(s: HtsState, c: number): Message {
  const kind = CARDS[c].kind;
  if (kind === "modifier") return msg("hts.blocked.modifier");
  if (kind === "challenge") return msg("hts.blocked.challenge");
  if (s.points < 1) return msg("hts.blocked.points");
  return msg(kind === "cursed" ? "hts.blocked.cursed" : "hts.blocked.item");
}

/** The viewer's zone: its hand, its Party, its Monsters, each card pressed for its move. */
function ownZone(s: HtsState, seat: number, names: readonly SeatName[], presses: Map<number, HtsAction>, buttons: Button[], myTurn: boolean): CardZone {
  const press = (c: number): CardFace => {
    const f: CardFace = { face: c };
    const a = presses.get(c);
    if (a !== undefined) {
      f.action = htsActionId(a);
      buttons.push(cardButton(f.action, pressLabel(s, a, names), "primary", HTS_DECK, c));
    }
    return f;
  };
  const hand: CardFace[] = [];
  // On its own turn, with nothing else to answer, a card it cannot play says why (dimmed, the reason its tooltip).
  for (const c of s.hands[seat]) {
    const f = press(c);
    if (myTurn && f.action === undefined) f.blocked = blockedWhy(s, c);
    hand.push(f);
  }
  const party: CardFace[] = [];
  for (const c of partyCards(s, seat)) party.push(press(c));
  const groups: CardGroup[] = [{ cards: hand, tone: "plain", label: msg("hts.panel.hand") }];
  if (party.length > 0) groups.push({ cards: party, tone: "set", label: msg("hts.panel.party", { n: classCount(s.parties[seat]) }) });
  if (s.parties[seat].slain.length > 0) groups.push({ cards: faces(s.parties[seat].slain), tone: "set", label: msg("hts.panel.slain", { n: s.parties[seat].slain.length }) });
  return { id: "hand", deck: HTS_DECK, layout: "hand", seat, groups, hidden: 0 };
}

function piles(s: HtsState, legal: readonly HtsAction[]): CardZone[] {
  const out: CardZone[] = [];
  for (let k = 0; k < s.monsters.length; k++) {
    const m = s.monsters[k];
    const f: CardFace = { face: m };
    for (const a of legal) if (a.do === "attack" && a.card === m) f.action = htsActionId(a);
    out.push({ id: "monster." + k, deck: HTS_DECK, layout: "pile", seat: -1, groups: [{ cards: [f], tone: "plain" }], hidden: 0, label: msg("hts.panel.monster", { n: CARDS[m].slay }) });
  }
  const deck: CardZone = { id: "deck", deck: HTS_DECK, layout: "pile", seat: -1, groups: [], hidden: s.deck.length, label: msg("hts.panel.deck", { n: s.deck.length }) };
  for (const a of legal) if (a.do === "draw") deck.action = htsActionId(a);
  out.push(deck);
  const top = s.discard.length > 0 ? [{ cards: [{ face: s.discard[s.discard.length - 1] }], tone: "plain" as const }] : [];
  out.push({ id: "discard", deck: HTS_DECK, layout: "pile", seat: -1, groups: top, hidden: 0, label: msg("hts.panel.discard", { n: s.discard.length }) });
  return out;
}

/** "4 + 5, skills +1, Modifiers -2: 8". */
function sumText(dice: readonly number[], bonus: number, mods: number): Message {
  const d: string[] = [];
  for (const x of dice) d.push(String(x));
  return msg("hts.counter.sum", { dice: d.join(" + "), bonus: signedText(bonus), mods: signedText(mods), total: rollTotal(dice, bonus, mods) });
}

function counters(s: HtsState, names: readonly SeatName[]): Counter[] {
  const out: Counter[] = [];
  if (s.phase === "play") out.push({ id: "points", text: msg("hts.counter.points", { n: s.points }), value: s.points, seat: s.active, tone: "note" });
  const r = s.roll;
  if (r.seat >= 0) {
    const total = rollTotal(r.dice, r.bonus, r.mods);
    const player = nameOf(names, r.seat);
    const card = htsCardName(r.subject);
    const sum = sumText(r.dice, r.bonus, r.mods);
    const def = CARDS[r.subject];
    if (r.kind === "effect") out.push({ id: "roll", text: msg("hts.counter.roll_effect", { player, card, need: def.need, sum }), value: total, seat: r.seat, tone: total >= def.need ? "good" : "bad" });
    else if (r.kind === "attack") out.push({ id: "roll", text: msg("hts.counter.roll_attack", { player, card, slay: def.slay, back: def.fightBack, sum }), value: total, seat: r.seat, tone: total >= def.slay ? "good" : total <= def.fightBack ? "bad" : "note" });
    else {
      const vs = rollTotal(r.vsDice, r.vsBonus, r.vsMods);
      out.push({ id: "roll", text: msg("hts.counter.roll_defend", { player, card, sum }), value: total, seat: r.seat, tone: total > vs ? "good" : "bad" });
      out.push({ id: "roll.vs", text: msg("hts.counter.roll_challenger", { player: nameOf(names, r.vsSeat), sum: sumText(r.vsDice, r.vsBonus, r.vsMods) }), value: vs, seat: r.vsSeat, tone: vs >= total ? "good" : "bad" });
    }
  }
  if (s.played.card >= 0) out.push({ id: "played", text: msg("hts.counter.played", { player: nameOf(names, s.played.seat), card: htsCardName(s.played.card) }), value: s.played.card, seat: s.played.seat, tone: "note" });
  for (const m of s.monsters) {
    const def = CARDS[m];
    out.push({ id: "monster." + m, text: msg("hts.counter.monster", { card: htsCardName(m), slots: htsSlotsText(def), slay: def.slay, back: def.fightBack, penalty: htsStepsText(def.steps) }), value: def.slay, seat: -1 });
  }
  out.push({ id: "monsters_left", text: msg("hts.counter.monsters_left", { n: s.monsterDeck.length }), value: s.monsterDeck.length, seat: -1 });
  return out;
}

/** One choice row: a card (the seat's), what it stands for, its move. */
function row(i: number, seat: number, card: number, label: Message, action: string): CardZone {
  return { id: "choice." + i, deck: HTS_DECK, layout: "row", seat, groups: [{ cards: [{ face: card }], tone: "plain" }], hidden: 0, label, action };
}

/** The choice a press opened: a row per legal move it may become, and the way back. */
function pressChoice(s: HtsState, seat: number, choice: string, names: readonly SeatName[]): { part: ChoicePart; buttons: Button[]; prompt: Message } | undefined {
  const open = openChoice(s, seat, choice);
  if (open === undefined) return undefined;
  const rows: CardZone[] = [];
  const buttons: Button[] = [];
  for (const a of open.rows) {
    const id = htsActionId(a);
    const label = actionLabel(s, a, names);
    // The row says what its card is (the button says what pressing it does).
    if (a.do === "play") rows.push(row(rows.length, ownerOf(s, a.target), a.target, heroOf(names, a.target, ownerOf(s, a.target)), id));
    else if (a.do === "pick") rows.push(row(rows.length, ownerOf(s, a.card), a.card, htsCardText(a.card)[0], id));
    else rows.push(row(rows.length, seat, a.card, label, id));
    buttons.push(button(id, label, "primary"));
  }
  buttons.push(button(HTS_BACK, msg("hts.button.back")));
  const p = open.press;
  let prompt: Message;
  if (p.do === "play") prompt = msg("hts.prompt.equip", { card: htsCardName(p.card) });
  else if (p.do === "modify") prompt = msg("hts.prompt.modifier", { card: htsCardName(p.card) });
  else prompt = msg("hts.prompt.pick_from", { card: htsCardName(s.prompt.source), player: nameOf(names, p.target) });
  return { part: { rows }, buttons, prompt };
}

/** What the viewer is asked now, in words. */
function promptOf(s: HtsState, seat: number, names: readonly SeatName[]): Message {
  if (s.phase === "over") return winLine(s.winner, winHow(s), names);
  if (s.phase === "leaders") return s.active === seat ? msg("hts.prompt.leader") : msg("hts.prompt.wait_leader", { player: nameOf(names, s.active) });
  const p = s.prompt;
  if (p.seat >= 0) {
    if (p.seat !== seat) return msg("hts.prompt.other", { player: nameOf(names, p.seat), card: htsCardName(p.source) });
    if (p.verb === "roll?") return msg("hts.prompt.roll_now", { card: htsCardName(p.source), need: CARDS[p.source].need });
    const v = p.verb;
    if (v === "discard" || v === "sacrifice" || v === "pull") return msg(PROMPT_KEYS[v], { card: htsCardName(p.source), n: p.n });
    if (v === "destroy" || v === "steal" || v === "return" || v === "destroy-item" || v === "search") return msg(PROMPT_KEYS[v], { card: htsCardName(p.source) });
  }
  if (s.window.kind !== "none") {
    if (seat < 0 || !s.window.waiting[seat]) return msg("hts.prompt.others");
    // A reaction is played by pressing its card in the hand: say so when the viewer holds one it may play.
    const canPlay = legalHts(s, seat).some((a) => a.do === "challenge" || a.do === "modify");
    if (s.window.kind === "challenge") return msg(canPlay ? "hts.prompt.challenge_card" : "hts.prompt.challenge", { player: nameOf(names, s.played.seat), card: htsCardName(s.played.card) });
    return msg(canPlay ? "hts.prompt.modify_card" : "hts.prompt.modify");
  }
  return s.active === seat ? msg("hts.prompt.turn", { n: s.points }) : msg("hts.prompt.wait", { player: nameOf(names, s.active) });
}

/**
 * The search picks a player is not offered: copies of a card already offered (the discard pile may
 * hold many Stand-Offs; taking one or another is the same move, and a row each buried the rest).
 */
function copiesOffered(s: HtsState, legal: readonly HtsAction[]): Set<string> {
  const out = new Set<string>();
  if (s.prompt.verb !== "search") return out;
  const seen = new Set<string>();
  for (const a of legal) {
    if (a.do !== "pick" || a.card < 0) continue;
    const name = CARDS[a.card].name;
    if (seen.has(name)) out.add(htsActionId(a));
    seen.add(name);
  }
  return out;
}

/** A choice the view opens by itself: a leader to pick, a card to take from the discard pile (one row per kind of card). */
function listChoice(s: HtsState, seat: number, legal: readonly HtsAction[], copies: Set<string>): ChoicePart | undefined {
  const rows: CardZone[] = [];
  for (const a of legal) {
    if (a.do === "leader") rows.push(row(rows.length, seat, a.card, htsCardText(a.card)[1] ?? htsCardName(a.card), htsActionId(a)));
    // A card to take: its button says so, its row what the card does.
    else if (a.do === "pick" && s.prompt.verb === "search" && !copies.has(htsActionId(a))) rows.push(row(rows.length, seat, a.card, htsCardText(a.card)[1] ?? htsCardText(a.card)[0], htsActionId(a)));
  }
  return rows.length > 0 ? { rows } : undefined;
}

/** The running match for one viewer (seat -1: a bystander); `choice` is an open press (panel-press.ts). */
export function htsView(s: HtsState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const seated = seat >= 0 && seat < s.seats;
  const legal = seated && !paused ? legalHts(s, seat) : [];
  const open = legal.length > 0 ? pressChoice(s, seat, choice, names) : undefined;
  const events: Message[] = [];
  for (let i = s.events.length - 1; i >= 0 && events.length < 8; i--) events.push(eventLine(s.events[i], names));
  const zones: CardZone[] = [];
  for (let i = 0; i < s.seats; i++) if (i !== seat) zones.push(seatZone(s, i, names));
  // While a choice is open only its rows and the way back are pressed.
  const live = open === undefined ? legal : [];
  for (const z of piles(s, live)) zones.push(z);
  const out: GameView = {
    game: { zones, counters: counters(s, names), turn: { seat: htsTurn(s), timeLeft, direction: s.phase === "play" ? 1 : 0 }, events, controls: [] },
    messages: [],
    buttons: [],
  };
  const myTurn = live.length > 0 && s.phase === "play" && s.active === seat && s.window.kind === "none" && s.prompt.seat < 0;
  if (seated) zones.push(ownZone(s, seat, names, cardPresses(s, seat, live), out.buttons, myTurn));
  if (s.phase === "over") out.result = htsResultPart(s, names);
  if (open !== undefined) {
    out.choice = open.part;
    out.buttons = open.buttons;
    out.messages.push(open.prompt);
    return out;
  }
  out.messages.push(promptOf(s, seat, names));
  const copies = copiesOffered(s, live);
  const list = listChoice(s, seat, live, copies);
  if (list !== undefined) out.choice = list;
  const shown = new Set<string>(copies);
  for (const b of out.buttons) shown.add(b.action);
  for (const a of live) {
    const id = htsActionId(a);
    if (shown.has(id) || (a.do === "play" && a.target >= 0) || a.do === "modify") continue;
    if (a.do === "pick" && isTwoStep(s)) continue;
    shown.add(id);
    const style = a.do === "end" || a.do === "pass" || (a.do === "pick" && a.card < 0) ? "normal" : "primary";
    out.buttons.push(a.card >= 0 && a.do !== "pick" ? cardButton(id, actionLabel(s, a, names), style, HTS_DECK, a.card) : button(id, actionLabel(s, a, names), style));
  }
  // A step that takes another player's card: the player first (a choice of that player's cards follows).
  if (isTwoStep(s) && s.prompt.seat === seat) {
    for (let i = 0; i < s.seats; i++) {
      const id = playerPressId(i);
      for (const a of live) if (a.do === "pick" && ownerOf(s, a.card) === i && !shown.has(id)) {
        shown.add(id);
        out.buttons.push(button(id, msg("hts.button.party_of", { player: nameOf(names, i) }), "primary"));
      }
    }
  }
  return out;
}

/** How the finished match was won: 0 three Monsters, 1 six classes, 2 the turn limit. */
function winHow(s: HtsState): number {
  if (s.winner < 0) return 2;
  if (s.parties[s.winner].slain.length >= 3) return 0;
  return classCount(s.parties[s.winner]) >= 6 ? 1 : 2;
}

/** The end of the match: how it was won, and every Party as it stood. */
export function htsResultPart(s: HtsState, names: readonly SeatName[]): ResultPart {
  const seats: ResultSeat[] = [];
  for (let i = 0; i < s.seats; i++) {
    const zone = seatZone(s, i, names);
    zone.id = "result." + i;
    zone.layout = "row";
    zone.hidden = 0;
    const slain = s.parties[i].slain.length;
    seats.push({
      seat: i,
      zone,
      notes: [
        { id: "slain", text: msg("hts.result.slain", { n: slain }), value: slain, seat: i, tone: slain >= 3 ? "good" : "note" },
        { id: "classes", text: msg("hts.result.classes", { n: classCount(s.parties[i]) }), value: classCount(s.parties[i]), seat: i, tone: classCount(s.parties[i]) >= 6 ? "good" : "note" },
      ],
      points: slain,
    });
  }
  const how = winHow(s);
  return { headline: winLine(s.winner, how, names), outcome: how === 0 ? "monsters" : how === 1 ? "classes" : "limit", seats, lines: [], winner: s.winner };
}

export function htsFinalResult(s: HtsState, names: readonly SeatName[]): ResultPart | undefined {
  return s.phase === "over" ? htsResultPart(s, names) : undefined;
}

export function htsPresetLabel(): Message {
  return msg("hts.preset.standard");
}

export function htsRulesSummary(): Message[] {
  return [msg("hts.rules.win"), msg("hts.rules.points", { n: START_POINTS }), msg("hts.rules.reactions"), msg("hts.rules.two", { leader: htsCardName(THIEF_LEADER) })];
}

/** A face-up card on the table top (a TablePile of one). */
function upCard(id: string, card: number): TablePile {
  return { id, deck: HTS_DECK, top: card, count: 0, colour: "" };
}

/**
 * The table top: the three Monsters (an empty place stays, so the rows keep still), then the deck
 * and the discard; in front of each seat its Party, leader first, then slain Monsters, then
 * Heroes (their Items go with them, unseen): what matters most stays shown when room runs out.
 */
export function htsTabletop(s: HtsState): Tabletop {
  const sizes: number[] = [];
  const scores: number[] = [];
  const fronts: TablePile[][] = [];
  for (let i = 0; i < s.seats; i++) {
    sizes.push(s.hands[i].length);
    scores.push(s.parties[i].slain.length);
    const p = s.parties[i];
    const front: TablePile[] = [];
    if (p.leader >= 0) front.push(upCard("leader", p.leader));
    for (const m of p.slain) front.push(upCard("slain." + m, m));
    for (const h of p.heroes) front.push(upCard("hero." + h, h));
    fronts.push(front);
  }
  const piles: TablePile[] = [];
  for (let k = 0; k < 3; k++) piles.push(k < s.monsters.length ? upCard("monster." + k, s.monsters[k]) : { id: "monster." + k, deck: HTS_DECK, top: -1, count: 0, colour: "" });
  piles.push({ id: "deck", deck: HTS_DECK, top: -1, count: s.deck.length, colour: "" });
  piles.push({ id: "discard", deck: HTS_DECK, top: s.discard.length > 0 ? s.discard[s.discard.length - 1] : -1, count: s.discard.length > 0 ? s.discard.length - 1 : 0, colour: "" });
  return {
    phase: s.phase,
    turn: htsTurn(s),
    dealer: s.active,
    piles,
    fronts,
    handSizes: sizes,
    scores,
    handNumber: 1,
  };
}
