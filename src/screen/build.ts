/**
 * Builds each viewer's screen from the table's state. A seated viewer's game panel comes only
 * from the engine's `seatView` of its own seat, a bystander's only from `publicView`, so no screen
 * can show a hand that is not the viewer's (the showdown reveals both, as at a real table).
 */
import type { Card } from "../games/gin-rummy/engine/cards";
import type { MatchState } from "../games/gin-rummy/engine/match";
import { minDeadwood } from "../games/gin-rummy/engine/melds";
import type { PresetName, Rules } from "../games/gin-rummy/engine/rules";
import { PRESET_NAMES } from "../games/gin-rummy/engine/rules";
import type { Action, HandResult, PublicEvent } from "../games/gin-rummy/engine/types";
import { publicView, seatView } from "../games/gin-rummy/engine/view";
import { cardMessage } from "../i18n/card-label";
import type { MessageKey } from "../i18n/index";
import { msg } from "../i18n/index";
import type { Message } from "../i18n/types";
import { illustrationFile, lessonsFor } from "../games/gin-rummy/lessons/index";
import type { Button, LessonsPanel, ResultPanel, RulesPanel, Screen, SeatLine, StakeLine, StakePanel } from "./model";

export type ScreenPhase = "empty" | "lobby" | "playing" | "paused" | "result";

export interface SeatInput {
  /** Player id ("" when empty or a bot). */
  player: string;
  name: string;
  /** Bot level, or "". */
  bot: string;
  present: boolean;
  ready: boolean;
  offer: StakeLine[];
}

export interface LastMatch {
  winner: number;
  /** score | forfeit | resign | timeout */
  reason: string;
  totals: [number, number];
  match: MatchState | undefined;
}

export interface ScreenInput {
  tableId: string;
  token: string;
  /** 0 or 1 for a seated viewer, -1 for a bystander. */
  viewerSeat: number;
  tab: "game" | "lessons";
  lessonId: string;
  phase: ScreenPhase;
  ownerName: string;
  canEditRules: boolean;
  preset: PresetName;
  rules: Rules;
  seats: [SeatInput, SeatInput];
  match: MatchState | undefined;
  /** Seconds left on the running turn timer, or -1. */
  timeLeft: number;
  /** The viewer already asked for the next hand. */
  nextPressed: boolean;
  last: LastMatch | undefined;
  /** Stakes in escrow for the running (or paused) match. */
  held: [StakeLine[], StakeLine[]] | undefined;
  /** The viewer's inventory, for offering stakes. */
  inventory: StakeLine[];
  botLevels: string[];
  stakesVsBots: boolean;
  mailbox: StakeLine[];
  notes: Message[];
  /** The viewer pressed Resign: ask to confirm. */
  confirmResign: boolean;
  /** The turn timer marked the viewer's seat away while the viewer sat there: offer "I'm back". */
  canComeBack: boolean;
}

const BOT_KEYS: Record<string, MessageKey> = {
  easy: "tables.bot.easy",
  simple: "tables.bot.simple",
  normal: "tables.bot.normal",
  hard: "tables.bot.hard",
};

export function botLabel(level: string): Message {
  const key = BOT_KEYS[level];
  return key !== undefined ? msg(key) : msg("tables.bot.other", { level });
}

const PRESET_KEYS: Record<PresetName, MessageKey> = {
  house: "tables.preset.house",
  classic: "tables.preset.classic",
  oklahoma: "tables.preset.oklahoma",
  straight: "tables.preset.straight",
};

function seatLabel(s: SeatInput): Message {
  if (s.bot !== "") return botLabel(s.bot);
  if (s.player === "") return msg("tables.seat.empty");
  return msg("tables.seat.player", { name: s.name });
}

function seatName(input: ScreenInput, seat: number): Param {
  const s = input.seats[seat];
  return s.bot !== "" ? botLabel(s.bot) : s.name;
}

type Param = string | Message;

function button(action: string, label: Message, style: Button["style"] = "normal", card?: Card): Button {
  return card === undefined ? { action, label, style } : { action, label, style, card };
}

export function buildScreen(input: ScreenInput): Screen {
  const seats: SeatLine[] = [];
  const m = input.match;
  for (const i of [0, 1]) {
    const s = input.seats[i];
    seats.push({
      seat: i,
      name: s.bot !== "" ? "" : s.name,
      label: seatLabel(s),
      bot: s.bot !== "",
      present: s.bot !== "" || (s.player !== "" && s.present),
      score: m !== undefined ? m.scores[i] : input.last !== undefined ? input.last.totals[i] : 0,
      handsWon: m !== undefined ? m.handsWon[i] : 0,
      ready: s.ready,
    });
  }
  const screen: Screen = {
    kind: "lobby",
    tableId: input.tableId,
    token: input.token,
    title: input.phase === "empty" ? msg("tables.title.empty", { owner: input.ownerName }) : msg("table.infotext.board", { owner: input.ownerName }),
    seat: input.viewerSeat,
    seats,
    messages: input.notes.slice(),
    buttons: [],
  };
  if (input.mailbox.length > 0) {
    screen.mailbox = { items: input.mailbox.slice() };
    screen.buttons.push(button("claim", msg("tables.button.claim"), "primary"));
  }
  if (input.tab === "lessons" && input.phase !== "empty") {
    screen.kind = "lessons";
    screen.lessons = lessonsPanel(input);
    for (const l of screen.lessons.list) screen.buttons.push(button("lesson." + l.id, l.title));
    screen.buttons.push(button("tab.game", msg("tables.button.game"), "primary"));
    screen.buttons.push(button("close", msg("tables.button.close")));
    return screen;
  }
  if (input.phase === "playing" || input.phase === "paused") gameScreen(input, screen);
  else if (input.phase === "lobby" || input.phase === "result") lobbyScreen(input, screen);
  if (input.phase !== "empty") screen.buttons.push(button("tab.lessons", msg("tables.button.lessons")));
  screen.buttons.push(button("close", msg("tables.button.close")));
  return screen;
}

function lessonsPanel(input: ScreenInput): LessonsPanel {
  const pages = lessonsFor(input.rules);
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title });
    if (p.id === input.lessonId) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  if (panel.open === undefined && pages.length > 0) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  return panel;
}

function gameScreen(input: ScreenInput, screen: Screen): void {
  const m = input.match as MatchState;
  const hand = m.hand;
  const seat = input.viewerSeat;
  screen.kind = seat === -1 ? "public" : "game";
  let legal: Action[] = [];
  if (seat === 0 || seat === 1) {
    const v = seatView(hand, seat);
    legal = input.phase === "paused" ? [] : v.legal;
    screen.game = {
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
      timeLeft: input.timeLeft,
      events: eventLines(input, v.history),
    };
  } else {
    const v = publicView(hand);
    screen.game = {
      melds: [],
      deadwoodCards: [],
      deadwood: 0,
      justDrawn: -1,
      topDiscard: v.topDiscard,
      stockCount: v.stockCount,
      opponentCards: 0,
      turn: v.turn,
      phase: v.phase,
      dealer: v.dealer,
      knockLimit: hand.knockLimit,
      handNumber: m.handNumber,
      matchTarget: m.rules.matchTarget,
      timeLeft: input.timeLeft,
      events: eventLines(input, v.history),
    };
  }
  if (hand.result !== undefined) {
    screen.kind = seat === -1 ? "public" : "result";
    screen.result = resultPanel(input, hand.result, m, -1, [m.scores[0], m.scores[1]]);
  }
  if (input.held !== undefined) screen.stake = stakePanel(input, false);
  if (input.phase === "paused") {
    screen.messages.push(msg("tables.match.waiting", { a: seatName(input, 0), b: seatName(input, 1) }));
    if (seat !== -1 && input.canComeBack) screen.buttons.push(button("back", msg("tables.button.back"), "primary"));
    if (seat !== -1) screen.buttons.push(button("stand", msg("tables.button.stand")));
    return;
  }
  if (seat === -1) return;
  if (input.confirmResign) {
    // The moves wait (the turn timer does not): one answer, then the table as it was.
    screen.messages.push(msg("tables.resign.ask", { name: seatName(input, seat === 0 ? 1 : 0) }));
    screen.buttons.push(button("resign.confirm", msg("tables.button.resign_confirm"), "danger"));
    screen.buttons.push(button("resign.cancel", msg("tables.button.resign_cancel"), "primary"));
    return;
  }
  if (hand.result !== undefined) {
    if (!input.nextPressed) screen.buttons.push(button("next", msg("tables.button.next"), "primary"));
  } else if (hand.turn === seat) {
    const top = hand.discard.length > 0 ? hand.discard[hand.discard.length - 1] : -1;
    if (hand.phase === "firstUpcard") screen.messages.push(msg("tables.turn.first", { card: cardMessage(top) }));
    else if (hand.phase === "draw") {
      screen.messages.push(hand.stockOnly ? msg("tables.turn.stock_only") : msg("tables.turn.draw", { card: cardMessage(top) }));
    } else screen.messages.push(msg("tables.turn.discard"));
    for (const a of legal) screen.buttons.push(actionButton(a, hand.hands[seat]));
  } else {
    screen.messages.push(msg("tables.turn.theirs", { name: seatName(input, hand.turn) }));
  }
  screen.buttons.push(button("resign", msg("tables.button.resign"), "danger"));
}

function without(cards: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (c !== card) out.push(c);
  return out;
}

/** The stable action id of an engine action (the service parses it back the same way). */
export function actionId(a: Action): string {
  if (a.do === "discard") return (a.knock === true ? "knock." : "discard.") + a.card;
  if (a.do === "bigGin") return "biggin";
  return a.do;
}

function actionButton(a: Action, hand: readonly Card[]): Button {
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

function eventLines(input: ScreenInput, history: readonly PublicEvent[]): Message[] {
  const out: Message[] = [];
  const from = history.length > 8 ? history.length - 8 : 0;
  for (let i = from; i < history.length; i++) {
    const e = history[i];
    const name = seatName(input, e.seat);
    if (e.kind === "pass") out.push(msg("tables.event.pass", { name, card: cardMessage(e.card) }));
    else if (e.kind === "take") out.push(msg("tables.event.take", { name, card: cardMessage(e.card) }));
    else if (e.kind === "stock") out.push(msg("tables.event.stock", { name }));
    else if (e.kind === "discard") out.push(msg("tables.event.discard", { name, card: cardMessage(e.card) }));
    else out.push(msg("tables.event.reshuffle"));
  }
  return out;
}

function outcomeMessage(input: ScreenInput, r: HandResult): Message {
  if (r.winner === -1) return msg("tables.outcome.dead");
  const name = seatName(input, r.winner);
  const points = r.points[r.winner];
  if (r.outcome === "gin") return msg("tables.outcome.gin", { name, points });
  if (r.outcome === "bigGin") return msg("tables.outcome.biggin", { name, points });
  if (r.outcome === "undercut") return msg("tables.outcome.undercut", { name, points });
  return msg("tables.outcome.knock", { name, points });
}

function resultPanel(input: ScreenInput, r: HandResult, m: MatchState, winner: number, totals: [number, number]): ResultPanel {
  const layoffs: { card: Card; onto: Card[] }[] = [];
  for (const l of r.layoffs) layoffs.push({ card: l.card, onto: l.onto.slice() });
  return {
    outcome: r.outcome,
    outcomeText: outcomeMessage(input, r),
    hands: [r.hands[0].slice(), r.hands[1].slice()],
    melds: [r.melds[0], r.melds[1]],
    deadwood: [r.deadwood[0], r.deadwood[1]],
    layoffs,
    points: [r.points[0], r.points[1]],
    scores: [m.scores[0], m.scores[1]],
    matchWinner: winner,
    totals,
  };
}

function stakePanel(input: ScreenInput, editable: boolean): StakePanel {
  const held = input.held;
  return {
    offers: held !== undefined ? [held[0].slice(), held[1].slice()] : [input.seats[0].offer.slice(), input.seats[1].offer.slice()],
    confirmed: [input.seats[0].ready, input.seats[1].ready],
    editable,
    inventory: editable ? input.inventory.slice() : [],
    held: held !== undefined,
  };
}

function rulesPanel(input: ScreenInput): RulesPanel {
  const r = input.rules;
  const summary: Message[] = [msg("tables.rules.target", { points: r.matchTarget })];
  if (r.straightGin) summary.push(msg("tables.rules.straight"));
  else if (r.oklahoma) summary.push(msg("tables.rules.oklahoma"));
  else summary.push(msg("tables.rules.knock", { points: r.knockLimit }));
  summary.push(msg("tables.rules.bonuses", { gin: r.ginBonus, undercut: r.undercutBonus }));
  if (r.bigGin) summary.push(msg("tables.rules.biggin", { points: r.bigGinBonus }));
  if (r.classicBonuses) summary.push(msg("tables.rules.classic", { game: r.gameBonus, line: r.lineBonus }));
  const presets: string[] = [];
  for (const p of PRESET_NAMES) presets.push(p);
  return { preset: input.preset, presets, editable: input.canEditRules, summary };
}

function lobbyScreen(input: ScreenInput, screen: Screen): void {
  const seat = input.viewerSeat;
  screen.kind = "lobby";
  const last = input.last;
  if (last !== undefined) {
    screen.kind = seat === -1 ? "public" : "result";
    const lm = last.match;
    const loser = last.winner === 0 ? 1 : 0;
    const winnerName = seatName(input, last.winner);
    if (last.reason === "score") screen.messages.push(msg("tables.match.won", { name: winnerName, a: last.totals[0], b: last.totals[1] }));
    else if (last.reason === "resign") screen.messages.push(msg("tables.match.resigned", { name: winnerName, loser: seatName(input, loser) }));
    else screen.messages.push(msg("tables.match.forfeit", { name: winnerName, loser: seatName(input, loser) }));
    if (lm !== undefined && lm.hand.result !== undefined) {
      screen.result = resultPanel(input, lm.hand.result, lm, last.winner, [last.totals[0], last.totals[1]]);
    }
  }
  screen.rules = rulesPanel(input);
  if (input.canEditRules) {
    for (const p of PRESET_NAMES) {
      if (p !== input.preset) screen.buttons.push(button("rules." + p, msg(PRESET_KEYS[p])));
    }
  }
  if (seat === -1) {
    screen.stake = stakePanel(input, false);
    const free = input.seats[0].player === "" && input.seats[0].bot === "";
    if (free || (input.seats[1].player === "" && input.seats[1].bot === "")) screen.messages.push(msg("tables.board.fitted"));
    return;
  }
  const me = input.seats[seat];
  const other = input.seats[seat === 0 ? 1 : 0];
  const otherEmpty = other.player === "" && other.bot === "";
  const stakesAllowed = other.bot === "" || input.stakesVsBots;
  screen.stake = stakePanel(input, stakesAllowed);
  if (otherEmpty) {
    screen.messages.push(msg("tables.lobby.waiting_opponent"));
    for (const level of input.botLevels) {
      screen.buttons.push(button("alone." + level, msg("tables.button.alone", { level: botLabel(level) }), "primary"));
    }
  } else if (!me.ready) {
    screen.buttons.push(button(last !== undefined ? "rematch" : "start", msg(last !== undefined ? "tables.button.rematch" : "tables.button.start"), "primary"));
  } else if (other.bot === "" && !other.ready) {
    screen.messages.push(msg(last !== undefined ? "tables.lobby.rematch_wait" : "tables.lobby.waiting_ready", { name: other.name }));
  }
  if (stakesAllowed) {
    if (input.inventory.length > 0) screen.buttons.push(button("stake.add", msg("tables.button.stake_add")));
    if (me.offer.length > 0) screen.buttons.push(button("stake.clear", msg("tables.button.stake_clear")));
  }
  screen.buttons.push(button("stand", msg("tables.button.stand")));
}
