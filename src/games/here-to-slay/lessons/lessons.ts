/**
 * Here to Slay's side-tray lessons as data: pages of message keys with the rules' own numbers
 * (action points, costs, hand size), each with an illustration (resources/lessons/
 * game_tables_lesson_<id>.png, drawn by tools/art/hts-lessons.ts). The frame adds the table's
 * pages (seats, stakes, pause, rematch) after these.
 */
import { msg } from "../../../i18n/message";
import type { Message } from "../../../i18n/types";
import type { LessonsPanel } from "../../../screen/model";
import { FACE_UP_MONSTERS, HAND_START } from "../engine/rules";
import { START_POINTS } from "../engine/flow";

export type HtsIllustrationId = "hts_setup" | "hts_points" | "hts_heroes" | "hts_items" | "hts_magic" | "hts_modifiers" | "hts_challenge" | "hts_monsters" | "hts_win";

export const HTS_ILLUSTRATION_IDS: readonly HtsIllustrationId[] = ["hts_setup", "hts_points", "hts_heroes", "hts_items", "hts_magic", "hts_modifiers", "hts_challenge", "hts_monsters", "hts_win"];

export interface HtsLessonPage {
  id: string;
  title: Message;
  body: Message[];
  illustration: HtsIllustrationId;
}

export function htsIllustrationFile(id: HtsIllustrationId): string {
  return "game_tables_lesson_" + id + ".png";
}

/** Party classes needed for the second way to win, and Monsters for the first. */
const CLASSES_TO_WIN = 6;
const MONSTERS_TO_WIN = 3;

/** The pages in reading order. */
export function htsLessonPages(): HtsLessonPage[] {
  return [
    {
      id: "setup",
      title: msg("hts.lesson.setup.title"),
      body: [msg("hts.lesson.setup.body", { hand: HAND_START, monsters: FACE_UP_MONSTERS }), msg("hts.lesson.setup.leader"), msg("hts.lesson.setup.two")],
      illustration: "hts_setup",
    },
    {
      id: "points",
      title: msg("hts.lesson.points.title", { points: START_POINTS }),
      body: [msg("hts.lesson.points.body"), msg("hts.lesson.points.costs", { hand: HAND_START })],
      illustration: "hts_points",
    },
    { id: "heroes", title: msg("hts.lesson.heroes.title"), body: [msg("hts.lesson.heroes.body"), msg("hts.lesson.heroes.roll")], illustration: "hts_heroes" },
    { id: "items", title: msg("hts.lesson.items.title"), body: [msg("hts.lesson.items.body"), msg("hts.lesson.items.cursed")], illustration: "hts_items" },
    { id: "magic", title: msg("hts.lesson.magic.title"), body: [msg("hts.lesson.magic.body")], illustration: "hts_magic" },
    { id: "modifiers", title: msg("hts.lesson.modifiers.title"), body: [msg("hts.lesson.modifiers.body"), msg("hts.lesson.modifiers.options")], illustration: "hts_modifiers" },
    { id: "challenge", title: msg("hts.lesson.challenge.title"), body: [msg("hts.lesson.challenge.body"), msg("hts.lesson.challenge.once")], illustration: "hts_challenge" },
    { id: "monsters", title: msg("hts.lesson.monsters.title"), body: [msg("hts.lesson.monsters.body"), msg("hts.lesson.monsters.roll")], illustration: "hts_monsters" },
    { id: "win", title: msg("hts.lesson.win.title"), body: [msg("hts.lesson.win.body", { monsters: MONSTERS_TO_WIN, classes: CLASSES_TO_WIN })], illustration: "hts_win" },
  ];
}

/** The side tray's panel of the game's own pages, `open` the one shown (the first when it names none of them: the frame then opens a table page it names). */
export function htsLessons(open: string): LessonsPanel {
  const pages = htsLessonPages();
  const panel: LessonsPanel = { list: [] };
  for (const p of pages) {
    panel.list.push({ id: p.id, title: p.title, image: htsIllustrationFile(p.illustration) });
    if (p.id === open) panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: htsIllustrationFile(p.illustration) };
  }
  if (panel.open === undefined) {
    const p = pages[0];
    panel.open = { id: p.id, title: p.title, body: p.body.slice(), image: htsIllustrationFile(p.illustration) };
  }
  return panel;
}
