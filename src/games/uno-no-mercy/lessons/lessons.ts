/**
 * Uno No Mercy's side-tray lessons as data: pages of message keys with the table's own numbers,
 * each with an illustration id (resources/lessons/game_tables_lesson_<id>.png, drawn elsewhere).
 */
import { msg } from "../../../i18n/message";
import type { Message } from "../../../i18n/types";
import type { UnoRules } from "../engine/rules";

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

/** The pages for a table with these rules, in reading order. */
export function unoLessonsFor(rules: UnoRules): UnoLessonPage[] {
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
