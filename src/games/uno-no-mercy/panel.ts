/**
 * Uno No Mercy's part of the table screens, in the current (Gin-shaped) screen model until the
 * model is made of parts: the viewer's hand as one group, the pile's top card, the draw pile's
 * count, prompts, event lines and one button per legal action. A seat's panel comes only from
 * its own view; a bystander's from seat -1's view (no hand).
 */
import type { GameView, SeatName } from "../game";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/index";
import type { Message } from "../../i18n/types";
import { button } from "../../screen/button";
import type { Button, LessonsPanel } from "../../screen/model";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE } from "./engine/cards";
import { legalUno } from "./engine/hand";
import type { UnoPreset, UnoRules } from "./engine/rules";
import { UNO_PRESETS, unoPresetRules } from "./engine/rules";
import type { UnoAction, UnoEvent, UnoState } from "./engine/types";
import { unoSeatView } from "./engine/view";
import { unoIllustrationFile, unoLessonsFor } from "./lessons/index";
import { unoActionId } from "./moves";

const COLOUR_KEYS: MessageKey[] = ["uno.colour.red", "uno.colour.yellow", "uno.colour.green", "uno.colour.blue"];
/** Card name keys by face from 10 (Skip) on; faces 0..9 are numbers. */
const FACE_KEYS: MessageKey[] = [
  "uno.card.skip",
  "uno.card.reverse",
  "uno.card.draw_two",
  "uno.card.discard_all",
  "uno.card.skip_everyone",
  "uno.card.draw_four",
  "uno.card.wild_reverse_four",
  "uno.card.wild_draw_six",
  "uno.card.wild_draw_ten",
  "uno.card.wild_roulette",
];
const PRESET_KEYS: Record<UnoPreset, MessageKey> = { "no-mercy": "uno.preset.no_mercy", "classic-stacking": "uno.preset.classic_stacking" };

export function colourMessage(colour: number): Message {
  return msg(COLOUR_KEYS[colour >= 0 && colour < 4 ? colour : 0]);
}

export function unoCardMessage(c: Card): Message {
  const face = CARD_FACE[c];
  if (face <= 9) return msg("uno.card.number", { colour: colourMessage(CARD_COLOUR[c]), n: face });
  return CARD_COLOUR[c] < 0 ? msg(FACE_KEYS[face - 10]) : msg(FACE_KEYS[face - 10], { colour: colourMessage(CARD_COLOUR[c]) });
}

function nameOf(names: readonly SeatName[], seat: number): string | Message {
  const n = names[seat];
  return n === undefined ? "?" : n;
}

function actionButton(a: UnoAction, names: readonly SeatName[], s: UnoState): Button {
  const id = unoActionId(a);
  if (a.do === "play") {
    let label = unoCardMessage(a.card);
    if (a.colour !== undefined) label = msg("uno.button.colour", { card: label, colour: colourMessage(a.colour) });
    if (a.target !== undefined) label = msg("uno.button.swap", { card: label, player: nameOf(names, a.target) });
    if (a.uno === true) label = msg("uno.button.uno", { label });
    return button(id, label, a.uno === true ? "primary" : "normal", a.card);
  }
  if (a.do === "draw") return button(id, msg("uno.button.draw"));
  if (a.do === "take") return button(id, msg("uno.button.take", { n: s.pending }), "danger");
  if (a.do === "keep") return button(id, msg("uno.button.keep"));
  if (a.do === "pick") return button(id, colourMessage(a.colour));
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
  return msg("uno.event.keep", { player });
}

/** The running match for one viewer (seat -1: a bystander). */
export function unoView(s: UnoState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number): GameView {
  const v = unoSeatView(s, seat);
  let others = 0;
  for (let i = 0; i < s.seats; i++) if (i !== seat) others += v.handSizes[i];
  const events: Message[] = [];
  for (const e of v.events) events.push(eventLine(e, names));
  const out: GameView = {
    game: {
      melds: seat >= 0 ? [v.hand] : [],
      deadwoodCards: [],
      deadwood: 0,
      justDrawn: v.drawn,
      topDiscard: v.discard[v.discard.length - 1],
      stockCount: v.drawCount,
      opponentCards: others,
      turn: v.turn,
      // The Gin-shaped panel knows draw/discard/over: a running Uno hand shows as "discard" (play a card).
      phase: v.phase === "over" ? "over" : "discard",
      dealer: v.dealer,
      knockLimit: 0,
      handNumber: v.handNumber,
      matchTarget: v.rules.matchTarget,
      timeLeft,
      events,
    },
    messages: [],
    buttons: [],
  };
  if (seat < 0 || seat >= s.seats || paused || s.phase === "over") return out;
  for (const a of legalUno(s, seat)) out.buttons.push(actionButton(a, names, s));
  if (s.turn !== seat) {
    out.messages.push(msg("uno.prompt.wait", { player: nameOf(names, s.turn) }));
    return out;
  }
  if (s.phase === "roulette") out.messages.push(msg("uno.prompt.pick"));
  else if (s.phase === "drawn") out.messages.push(msg("uno.prompt.drawn"));
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
  const pages = unoLessonsFor(s !== undefined ? s.rules : unoRulesOfPreset(preset));
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title });
    if (p.id === open || (open === "" && panel.open === undefined)) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: unoIllustrationFile(p.illustration) };
  }
  if (panel.open === undefined) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: unoIllustrationFile(p.illustration) };
  }
  return panel;
}
