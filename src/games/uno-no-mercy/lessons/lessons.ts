/**
 * Uno No Mercy's side-tray lessons as data: pages of message keys with the table's own numbers,
 * each with an illustration id (resources/lessons/game_tables_lesson_<id>.png, drawn elsewhere).
 */
import { msg } from "../../../i18n/message";
import type { Message } from "../../../i18n/types";
import type { UnoPreset, UnoRules } from "../engine/rules";
import { UNO_PRESETS } from "../engine/rules";

export type UnoIllustrationId = "uno_match" | "uno_draw" | "uno_stack" | "uno_actions" | "uno_swap" | "uno_wilds" | "uno_mercy" | "uno_call" | "uno_score";

export const UNO_ILLUSTRATION_IDS: readonly UnoIllustrationId[] = ["uno_match", "uno_draw", "uno_stack", "uno_actions", "uno_swap", "uno_wilds", "uno_mercy", "uno_call", "uno_score"];

export interface UnoLessonPage {
  id: string;
  title: Message;
  body: Message[];
  illustration: UnoIllustrationId;
}

export function unoIllustrationFile(id: UnoIllustrationId): string {
  return "game_tables_lesson_" + id + ".png";
}

/** The rule set in force and each set's name as the table screen gives it, for the page on rule sets. */
export interface UnoPresetsInForce {
  preset: UnoPreset;
  label: (this: void, preset: UnoPreset) => Message;
}

/** The rule sets the owner may pick: which one is in force, and what each changes. */
function presetsPage(presets: UnoPresetsInForce): UnoLessonPage {
  const body: Message[] = [msg("lesson.presets.intro", { preset: presets.label(presets.preset) })];
  for (const p of UNO_PRESETS) body.push(msg(p === "no-mercy" ? "uno.lesson.presets.no_mercy" : "uno.lesson.presets.classic_stacking", { name: presets.label(p) }));
  return { id: "presets", title: msg("lesson.presets.title"), body, illustration: "uno_stack" };
}

/** The pages for a table with these rules, in reading order; with `presets`, a last page on the rule sets. */
export function unoLessonsFor(rules: UnoRules, presets?: UnoPresetsInForce): UnoLessonPage[] {
  const pages = rulePages(rules);
  if (presets !== undefined) pages.push(presetsPage(presets));
  return pages;
}

function rulePages(rules: UnoRules): UnoLessonPage[] {
  const stack: Message[] = [msg("uno.lesson.stack.body"), msg("uno.lesson.stack.ten")];
  if (!rules.stackHigher) stack.push(msg("uno.rules.stack_equal"));
  return [
    { id: "match", title: msg("uno.lesson.match.title"), body: [msg("uno.lesson.match.body")], illustration: "uno_match" },
    { id: "draw", title: msg("uno.lesson.draw.title"), body: [msg("uno.lesson.draw.body")], illustration: "uno_draw" },
    { id: "stack", title: msg("uno.lesson.stack.title"), body: stack, illustration: "uno_stack" },
    { id: "actions", title: msg("uno.lesson.actions.title"), body: [msg("uno.lesson.actions.body"), msg("uno.lesson.actions.discard")], illustration: "uno_actions" },
    { id: "swap", title: msg("uno.lesson.swap.title"), body: [msg("uno.lesson.swap.body")], illustration: "uno_swap" },
    { id: "wilds", title: msg("uno.lesson.wilds.title"), body: [msg("uno.lesson.wilds.body")], illustration: "uno_wilds" },
    { id: "mercy", title: msg("uno.lesson.mercy.title"), body: [msg("uno.lesson.mercy.body", { limit: rules.mercyLimit, bonus: rules.mercyBonus })], illustration: "uno_mercy" },
    { id: "call", title: msg("uno.lesson.call.title"), body: [msg("uno.lesson.call.body", { n: rules.unoPenalty })], illustration: "uno_call" },
    { id: "score", title: msg("uno.lesson.score.title"), body: [msg("uno.lesson.score.body", { target: rules.matchTarget })], illustration: "uno_score" },
  ];
}
