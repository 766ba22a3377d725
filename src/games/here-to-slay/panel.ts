/**
 * A first, plain panel for Here to Slay (the real screens are a later session's): the viewer's
 * hand, the others' hands as counts, every Party as a row (leader, Heroes, Items, slain Monsters),
 * the face-up Monsters, the deck and the discard pile, the figures of the turn and of the roll on
 * the table, the log, and one button per legal action of the viewer. Its words are message keys
 * under "hts." with the numbers as params; the catalog comes with the screens.
 */
import type { GameView, SeatName, Tabletop } from "../game";
import type { Message } from "../../i18n/types";
import type { Button } from "../../screen/model";
import type { CardZone, Counter } from "../../screen/parts";
import { CARDS } from "./engine/deck";
import { htsTurn, legalHts } from "./engine/rules";
import { rollTotal } from "./engine/state";
import type { HtsAction, HtsEvent, HtsState } from "./engine/types";
import { htsActionId } from "./moves";

/** The card art set's id (its art is a later session's). */
export const HTS_DECK = "here_to_slay";

function text(key: string, params?: Message["params"]): Message {
  return params === undefined ? { key } : { key, params };
}

function cardName(c: number): Message {
  return text("hts.card", { name: c >= 0 ? CARDS[c].name : "-" });
}

function actionLabel(s: HtsState, a: HtsAction): Message {
  // A pull's pick names a seat, not a card.
  if (a.do === "pick" && s.prompt.verb === "pull") return text("hts.action.pull", { seat: a.card });
  return text("hts.action." + a.do, { card: cardName(a.card), target: a.target >= 0 ? cardName(a.target) : "-", option: a.option });
}

function eventLine(e: HtsEvent): Message {
  return text("hts.event." + e.kind, { seat: e.seat, a: e.a, b: e.b });
}

function zone(id: string, seat: number, layout: CardZone["layout"], cards: readonly number[], hidden: number): CardZone {
  return { id, deck: HTS_DECK, layout, seat, groups: cards.length > 0 ? [{ cards: cards.map((face) => ({ face })), tone: "plain" }] : [], hidden };
}

export function htsView(s: HtsState, seat: number, _names: readonly SeatName[], _paused: boolean, timeLeft: number): GameView {
  const zones: CardZone[] = [];
  for (let i = 0; i < s.seats; i++) {
    zones.push(i === seat ? zone("hand", i, "hand", s.hands[i], 0) : zone("hand." + i, i, "hand", [], s.hands[i].length));
    const p = s.parties[i];
    const party: number[] = [];
    if (p.leader >= 0) party.push(p.leader);
    for (let k = 0; k < p.heroes.length; k++) {
      party.push(p.heroes[k]);
      if (p.items[k] >= 0) party.push(p.items[k]);
    }
    for (const m of p.slain) party.push(m);
    zones.push(zone("party." + i, i, "row", party, 0));
  }
  zones.push(zone("monsters", -1, "row", s.monsters, s.monsterDeck.length));
  zones.push(zone("deck", -1, "pile", [], s.deck.length));
  zones.push(zone("discard", -1, "pile", s.discard, 0));
  if (s.played.card >= 0) zones.push(zone("played", s.played.seat, "pile", [s.played.card], 0));
  const counters: Counter[] = [{ id: "points", text: text("hts.points"), value: s.points, seat: s.active }];
  if (s.roll.seat >= 0) {
    counters.push({ id: "roll", text: text("hts.roll", { dice: s.roll.dice.join("+"), bonus: s.roll.bonus, mods: s.roll.mods }), value: rollTotal(s.roll.dice, s.roll.bonus, s.roll.mods), seat: s.roll.seat });
    if (s.roll.vsSeat >= 0) counters.push({ id: "roll.vs", text: text("hts.roll", { dice: s.roll.vsDice.join("+"), bonus: s.roll.vsBonus, mods: s.roll.vsMods }), value: rollTotal(s.roll.vsDice, s.roll.vsBonus, s.roll.vsMods), seat: s.roll.vsSeat });
  }
  const events: Message[] = [];
  for (let i = s.events.length - 1; i >= 0 && events.length < 8; i--) events.push(eventLine(s.events[i]));
  const buttons: Button[] = [];
  for (const a of legalHts(s, seat)) buttons.push({ action: htsActionId(a), label: actionLabel(s, a), style: a.do === "end" || a.do === "pass" ? "normal" : "primary" });
  const messages: Message[] = [];
  if (s.window.kind !== "none") messages.push(text("hts.window." + s.window.kind));
  if (s.prompt.seat >= 0) messages.push(text("hts.prompt." + s.prompt.verb, { seat: s.prompt.seat, n: s.prompt.n }));
  return { game: { zones, counters, turn: { seat: htsTurn(s), timeLeft, direction: 1 }, events, controls: [] }, messages, buttons };
}

export function htsTabletop(s: HtsState): Tabletop {
  const sizes: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < s.seats; i++) {
    sizes.push(s.hands[i].length);
    scores.push(s.parties[i].slain.length);
  }
  return {
    phase: s.phase,
    turn: htsTurn(s),
    dealer: s.active,
    piles: [
      { id: "deck", deck: HTS_DECK, top: -1, count: s.deck.length, colour: "" },
      { id: "discard", deck: HTS_DECK, top: s.discard.length > 0 ? s.discard[s.discard.length - 1] : -1, count: s.discard.length > 0 ? s.discard.length - 1 : 0, colour: "" },
    ],
    handSizes: sizes,
    scores,
    handNumber: 1,
  };
}
