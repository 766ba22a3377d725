/**
 * Gin Rummy's part of the table screens: the hand panel (melds, deadwood, the pile), the move
 * buttons, the showdown, the rules summary and the lessons. A seated viewer's panel comes only
 * from the engine's `seatView` of its own seat, a bystander's only from `publicView`, so no screen
 * can show a hand that is not the viewer's (the showdown reveals both, as at a real table).
 */
import type { GameView, SeatName } from "../game";
import { cardMessage } from "../../i18n/card-label";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/index";
import type { Message } from "../../i18n/types";
import { button } from "../../screen/button";
import type { Button, KnockOption, KnockPanel, LessonsPanel, ResultPanel } from "../../screen/model";
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

/** The running match for one viewer: the panel, the showdown once the hand is over, prompts and moves. */
export function ginView(m: MatchState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const hand = m.hand;
  let legal: Action[] = [];
  const out: GameView = {
    game: {
      melds: [],
      deadwoodCards: [],
      deadwood: 0,
      justDrawn: -1,
      topDiscard: -1,
      stockCount: 0,
      opponentCards: 0,
      turn: hand.turn,
      phase: hand.phase,
      dealer: hand.dealer,
      knockLimit: hand.knockLimit,
      handNumber: m.handNumber,
      matchTarget: m.rules.matchTarget,
      timeLeft,
      events: [],
    },
    messages: [],
    buttons: [],
  };
  if (seat === 0 || seat === 1) {
    const v = seatView(hand, seat);
    legal = paused ? [] : v.legal;
    out.game = {
      melds: v.arrangement.melds,
      deadwoodCards: v.arrangement.deadwoodCards,
      deadwood: v.arrangement.deadwood,
      justDrawn: v.justDrawn,
      topDiscard: v.topDiscard,
      stockCount: v.stockCount,
      opponentCards: v.opponentCards,
      turn: v.turn,
      phase: v.phase,
      dealer: v.dealer,
      knockLimit: v.knockLimit,
      handNumber: m.handNumber,
      matchTarget: m.rules.matchTarget,
      timeLeft,
      events: eventLines(names, v.history),
    };
  } else {
    const v = publicView(hand);
    out.game.topDiscard = v.topDiscard;
    out.game.stockCount = v.stockCount;
    out.game.turn = v.turn;
    out.game.phase = v.phase;
    out.game.dealer = v.dealer;
    out.game.events = eventLines(names, v.history);
  }
  if (hand.result !== undefined) {
    out.result = resultPanel(names, hand.result, m, -1, [m.scores[0], m.scores[1]]);
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
    const knock = knockCard >= 0 && isLegalKnock(legal, knockCard) ? knockPanel(hand.hands[seat], knockCard) : undefined;
    if (knock !== undefined) {
      out.knock = knock;
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
export function ginFinalResult(m: MatchState, names: readonly SeatName[], winner: number, totals: readonly number[]): ResultPanel | undefined {
  if (m.hand.result === undefined) return undefined;
  return resultPanel(names, m.hand.result, m, winner, [totals[0], totals[1]]);
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
  return knockPanel(hand, card) !== undefined ? "knock." + card : undefined;
}

export function isLegalKnock(legal: readonly MultiAction[], card: Card): boolean {
  for (const a of legal) if (a.do === "discard" && a.knock === true && a.card === card) return true;
  return false;
}

/**
 * The choice of melds for knocking with `card`, or undefined when there is none to make: one
 * least-deadwood arrangement, or gin (no layoffs, so the melds change nothing).
 */
export function knockPanel(hand: readonly Card[], card: Card): KnockPanel | undefined {
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

export function actionButton(a: MultiAction, hand: readonly Card[]): Button {
  const id = actionId(a);
  if (a.do === "take") return button(id, msg("tables.button.take"), "primary");
  if (a.do === "pass") return button(id, msg("tables.button.pass"));
  if (a.do === "stock") return button(id, msg("tables.button.stock"), "primary");
  if (a.do === "bigGin") return button(id, msg("tables.button.biggin"), "primary");
  if (a.knock === true) {
    const gin = minDeadwood(without(hand, a.card)) === 0;
    return button(id, msg(gin ? "tables.button.gin" : "tables.button.knock", { card: cardMessage(a.card) }), "primary", a.card);
  }
  return button(id, msg("tables.button.discard", { card: cardMessage(a.card) }), "normal", a.card);
}

export function eventLines(names: readonly SeatName[], history: readonly MultiEvent[]): Message[] {
  const out: Message[] = [];
  const from = history.length > 8 ? history.length - 8 : 0;
  for (let i = from; i < history.length; i++) {
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

/** Per meld, the cards laid off onto it (a layoff's `onto` is the meld as it stood, so it holds the meld's first card). */
function laidOnto(melds: readonly Card[][], r: HandResult): Card[][] {
  const out: Card[][] = [];
  for (const m of melds) {
    const laid: Card[] = [];
    for (const l of r.layoffs) if (l.onto.indexOf(m[0]) >= 0) laid.push(l.card);
    out.push(laid);
  }
  return out;
}

function resultPanel(names: readonly SeatName[], r: HandResult, m: MatchState, winner: number, totals: [number, number]): ResultPanel {
  const layoffs: { card: Card; onto: Card[] }[] = [];
  const laid: Card[] = [];
  for (const l of r.layoffs) {
    layoffs.push({ card: l.card, onto: l.onto.slice() });
    laid.push(l.card);
  }
  return {
    outcome: r.outcome,
    outcomeText: outcomeMessage(names, r),
    hands: [r.hands[0].slice(), r.hands[1].slice()],
    melds: [r.melds[0], r.melds[1]],
    deadwoodCards: [looseCards(r.hands[0], r.melds[0], laid), looseCards(r.hands[1], r.melds[1], laid)],
    laidOn: [laidOnto(r.melds[0], r), laidOnto(r.melds[1], r)],
    deadwood: [r.deadwood[0], r.deadwood[1]],
    layoffs,
    points: [r.points[0], r.points[1]],
    scores: [m.scores[0], m.scores[1]],
    matchWinner: winner,
    totals,
  };
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
