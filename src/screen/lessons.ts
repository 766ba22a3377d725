/**
 * The table's own lessons: seats, stakes, pause and rematch work the same at every board, so the
 * frame adds them after the game's rule lessons (Game.presentation.lessons) for every game. Button
 * names come from the table screen's own labels, so the text always matches the buttons.
 */
import { msg } from "../i18n/message";
import type { Message } from "../i18n/types";
import type { LessonsPanel } from "./model";

/** The table's lessons, each with its picture (lessonImage); a game's lesson ids must differ (the tests check every game). */
export type TableLessonId = "seats" | "stakes" | "pause" | "rematch";
export const TABLE_LESSON_IDS: readonly TableLessonId[] = ["seats", "stakes", "pause", "rematch"];

interface TablePage {
  id: TableLessonId;
  title: Message;
  body: Message[];
}

function tablePages(): TablePage[] {
  return [
    {
      id: "seats",
      title: msg("lesson.seats.title"),
      // The lobby's bot buttons are named by level ("Normal bot"), and where the table seats more by
      // count and level ("2 × Normal bot"): the lesson names one of each the same way.
      body: [msg("lesson.seats.body", { start: msg("tables.button.start") }), msg("lesson.seats.alone", { bot: msg("tables.bot.normal"), count: msg("tables.button.alone_count", { count: 2, level: msg("tables.bot.normal") }) })],
    },
    { id: "stakes", title: msg("lesson.stakes.title"), body: [msg("lesson.stakes.body"), msg("lesson.stakes.safe")] },
    { id: "pause", title: msg("lesson.pause.title"), body: [msg("lesson.pause.body"), msg("lesson.pause.resume")] },
    {
      id: "rematch",
      title: msg("lesson.rematch.title"),
      body: [msg("lesson.rematch.body", { rematch: msg("tables.button.rematch") }), msg("lesson.rematch.stakes")],
    },
  ];
}

/** A lesson's picture: resources/lessons/<file>, the same name in every host's pack (tools/art draws the table's). */
export function lessonImage(id: string): string {
  return "game_tables_lesson_" + id + ".png";
}

/** The game's lessons with the table's after them; `open` may name one of either (the game has opened its own). */
export function withTableLessons(game: LessonsPanel, open: string): LessonsPanel {
  const panel: LessonsPanel = { list: game.list.slice() };
  if (game.open !== undefined) panel.open = game.open;
  for (const p of tablePages()) {
    panel.list.push({ id: p.id, title: p.title, image: lessonImage(p.id) });
    if (p.id === open || panel.open === undefined) panel.open = { id: p.id, title: p.title, body: p.body, image: lessonImage(p.id) };
  }
  return panel;
}
