/**
 * Gin Rummy's panel and what goes with it beyond the table: the presets, the rules summary and the
 * lessons. The table itself is composed in panel-parts.ts and the showdown in showdown-part.ts. A
 * seated viewer's own part comes only from the engine's `seatView` of its seat; everything else
 * from the hand's public facts.
 */
import type { GameView, SeatName } from "../game";
import type { MessageKey } from "../../i18n/index";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import type { LessonsPanel } from "../../screen/model";
import type { ResultPart } from "../../screen/parts";
import type { MatchState } from "./engine/match";
import type { PresetName, Rules } from "./engine/rules";
import { PRESET_NAMES, presetRules, streakBonusOf } from "./engine/rules";
import type { HandState } from "./engine/types";
import { publicView, seatView, takenCards } from "./engine/view";
import { illustrationFile, lessonsFor } from "./lessons/index";
import type { HandFacts } from "./panel-parts";
import { tableView } from "./panel-parts";
import { resultPart } from "./showdown-part";

const PRESET_KEYS: Record<PresetName, MessageKey> = {
  house: "tables.preset.house",
  classic: "tables.preset.classic",
  oklahoma: "tables.preset.oklahoma",
  straight: "tables.preset.straight",
  hollywood: "tables.preset.hollywood",
  tedesco: "tables.preset.tedesco",
  mahjong: "tables.preset.mahjong",
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

/** What every viewer may know of a running hand. */
function publicFacts(hand: HandState): HandFacts {
  const pub = publicView(hand);
  return {
    phase: hand.phase,
    turn: hand.turn,
    stockOnly: hand.stockOnly,
    topDiscard: pub.topDiscard,
    stockCount: pub.stockCount,
    knockLimit: hand.knockLimit,
    handSizes: pub.handSizes,
    taken: takenCards(hand.hands.length, pub.history),
    history: pub.history,
    acesHigh: hand.rules.mahjong === true,
  };
}

/** The running match for one viewer: the table's parts, the showdown once the hand is over, prompts and moves. */
export function ginView(m: MatchState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const hand = m.hand;
  const own = seat >= 0 && seat < hand.hands.length ? seatView(hand, seat) : undefined;
  const result = hand.result !== undefined ? resultPart(names, hand.result, hand.rules, m.scores, -1, m.scores, hollywoodGames(m)) : undefined;
  return tableView(publicFacts(hand), own, names, paused, timeLeft, choice, m.rules.matchTarget, result);
}

/** The finished match's last showdown, for the result screen. */
export function ginFinalResult(m: MatchState, names: readonly SeatName[], winner: number, totals: readonly number[]): ResultPart | undefined {
  if (m.hand.result === undefined) return undefined;
  return resultPart(names, m.hand.result, m.hand.rules, m.scores, winner, totals, hollywoodGames(m));
}

/** Hollywood's three games' scores, game 1 first; undefined under other rules. */
function hollywoodGames(m: MatchState): number[][] | undefined {
  return m.laterGames !== undefined ? [m.scores, m.laterGames[0], m.laterGames[1]] : undefined;
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
  if (r.hollywood === true) summary.push(msg("tables.rules.hollywood"));
  if (streakBonusOf(r) > 0) summary.push(msg("tables.rules.streak", { points: streakBonusOf(r) }));
  if (r.mahjong === true) summary.push(msg("tables.rules.mahjong"));
  return summary;
}

/** The lessons for the rules in force (the match's, else the preset's), `open` (or the first) opened. */
export function ginLessons(m: { rules: Rules } | undefined, preset: string, open: string): LessonsPanel {
  // The table's preset follows its match (a resumed board sets it), so it names the set in force.
  const pages = lessonsFor(m !== undefined ? m.rules : rulesOfPreset(preset), { preset: isPreset(preset) ? preset : "house", label: presetLabel });
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title, image: illustrationFile(p.illustration) });
    if (p.id === open) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  if (panel.open === undefined && pages.length > 0) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: illustrationFile(p.illustration) };
  }
  return panel;
}
