/**
 * Gin Rummy's rule lessons for the side tray as data: each page has a title, paragraphs and an
 * illustration, with every number taken from the table's rules. The frame adds the table's own
 * lessons after them (src/screen/lessons.ts). Hosts render titles and paragraphs with
 * `render(lang, message)` and show `resources/lessons/<illustration>.png`.
 */
import { msg } from "../../../i18n/message";
import type { Message } from "../../../i18n/types";
import type { PresetName, Rules } from "../engine/rules";
import { PRESET_NAMES, presetRules, streakBonusOf } from "../engine/rules";
import { handSize } from "../engine/hand";

/** Illustration ids: files resources/lessons/lesson_<id>.png (see resources/manifest.json). */
export type IllustrationId =
  | "groups"
  | "take"
  | "deadwood"
  | "knock"
  | "straight"
  | "oklahoma"
  | "gin"
  | "undercut"
  | "score"
  | "stock";

export const ILLUSTRATION_IDS: readonly IllustrationId[] = [
  "groups",
  "take",
  "deadwood",
  "knock",
  "straight",
  "oklahoma",
  "gin",
  "undercut",
  "score",
  "stock",
];

export interface LessonPage {
  /** Stable page id (for a host's "page" field): one of the ids below. */
  id: string;
  title: Message;
  body: Message[];
  illustration: IllustrationId;
}

/** The texture file name of an illustration (the same name in both hosts' packs). */
export function illustrationFile(id: IllustrationId): string {
  return "game_tables_lesson_" + id + ".png";
}

/** The rule set in force and each set's name as the table screen gives it, for the page on rule sets. */
export interface PresetsInForce {
  preset: PresetName;
  label: (this: void, preset: PresetName) => Message;
}

/**
 * The pages for a table with these rules, in reading order; with `presets`, a page on the rule sets
 * the owner may pick (which one is in force, and what each changes), before the table's own pages.
 */
export function lessonsFor(rules: Rules, presets?: PresetsInForce): LessonPage[] {
  const pages: LessonPage[] = [];
  pages.push({
    id: "groups",
    title: msg("lesson.groups.title"),
    body: [msg("lesson.groups.body"), msg(rules.mahjong === true ? "lesson.groups.aces_both" : "lesson.groups.aces")],
    illustration: "groups",
  });
  if (rules.mahjong === true) {
    pages.push({
      id: "mahjong",
      title: msg("lesson.mahjong.title"),
      body: [msg("lesson.mahjong.body", { cards: handSize(2, true), few: handSize(3, true), limit: rules.knockLimit })],
      illustration: "groups",
    });
  }
  pages.push({
    id: "take",
    title: msg("lesson.take.title"),
    body: [msg("lesson.take.body"), msg("lesson.take.no_return"), msg("lesson.take.upcard")],
    illustration: "take",
  });
  pages.push({
    id: "deadwood",
    title: msg("lesson.deadwood.title"),
    body: [msg("lesson.deadwood.body"), msg("lesson.deadwood.auto")],
    illustration: "deadwood",
  });
  pages.push(knockPage(rules));
  const gin: Message[] = [msg("lesson.gin.body", { bonus: rules.ginBonus })];
  if (rules.bigGin) gin.push(msg("lesson.gin.big", { bonus: rules.bigGinBonus }));
  pages.push({ id: "gin", title: msg("lesson.gin.title"), body: gin, illustration: "gin" });
  if (!rules.straightGin && (rules.knockLimit > 0 || rules.oklahoma)) {
    pages.push({
      id: "undercut",
      title: msg("lesson.undercut.title"),
      body: [msg("lesson.undercut.layoff"), msg("lesson.undercut.body", { bonus: rules.undercutBonus })],
      illustration: "undercut",
    });
  }
  const score: Message[] = [msg("lesson.score.body", { target: rules.matchTarget })];
  if (rules.classicBonuses) score.push(msg("lesson.score.classic", { game: rules.gameBonus, line: rules.lineBonus }));
  if (streakBonusOf(rules) > 0) score.push(msg("lesson.score.streak", { bonus: streakBonusOf(rules) }));
  if (rules.hollywood === true) {
    pages.push({
      id: "hollywood",
      title: msg("lesson.hollywood.title"),
      body: [msg("lesson.hollywood.body"), msg("lesson.hollywood.end", { target: rules.matchTarget })].concat(score.slice(1)),
      illustration: "score",
    });
  } else {
    pages.push({ id: "score", title: msg("lesson.score.title"), body: score, illustration: "score" });
  }
  pages.push({
    id: "stock",
    title: msg("lesson.stock.title"),
    body: [
      rules.deadHand === "reshuffle" ? msg("lesson.stock.reshuffle") : msg("lesson.stock.dead"),
      nextDealerMessage(rules),
    ],
    illustration: "stock",
  });
  if (presets !== undefined) pages.push(presetsPage(presets));
  return pages;
}

/** What each preset changes, in the presets' order; the picture is the one of the set in force. */
const PRESET_PICTURES: Record<PresetName, IllustrationId> = {
  house: "knock",
  classic: "score",
  oklahoma: "oklahoma",
  straight: "straight",
  hollywood: "score",
  tedesco: "oklahoma",
  mahjong: "groups",
};

function presetsPage(presets: PresetsInForce): LessonPage {
  const body: Message[] = [msg("lesson.presets.intro", { preset: presets.label(presets.preset) })];
  for (const p of PRESET_NAMES) {
    const r = presetRules(p);
    const name = presets.label(p);
    if (p === "house") body.push(msg("lesson.presets.house", { name, limit: r.knockLimit, target: r.matchTarget }));
    else if (p === "classic") body.push(msg("lesson.presets.classic", { name }));
    else if (p === "oklahoma") body.push(msg("lesson.presets.oklahoma", { name, target: r.matchTarget }));
    else if (p === "straight") body.push(msg("lesson.presets.straight", { name }));
    else if (p === "hollywood") body.push(msg("lesson.presets.hollywood", { name, target: r.matchTarget }));
    else if (p === "tedesco") body.push(msg("lesson.presets.tedesco", { name, bonus: streakBonusOf(r) }));
    else body.push(msg("lesson.presets.mahjong", { name, cards: handSize(2, true) }));
  }
  return { id: "presets", title: msg("lesson.presets.title"), body, illustration: PRESET_PICTURES[presets.preset] };
}

/** How the hand may end early: knock limit, Oklahoma, knock limit 0 or straight gin. */
function knockPage(rules: Rules): LessonPage {
  if (rules.straightGin) {
    return {
      id: "knock",
      title: msg("lesson.straight.title"),
      body: [msg("lesson.straight.body")],
      illustration: "straight",
    };
  }
  if (rules.oklahoma) {
    return {
      id: "knock",
      title: msg("lesson.oklahoma.title"),
      body: [msg("lesson.oklahoma.body", { limit: rules.knockLimit }), msg("lesson.oklahoma.spade")],
      illustration: "oklahoma",
    };
  }
  if (rules.knockLimit === 0) {
    return {
      id: "knock",
      title: msg("lesson.knock_gin_only.title"),
      body: [msg("lesson.knock_gin_only.body")],
      illustration: "straight",
    };
  }
  return {
    id: "knock",
    title: msg("lesson.knock.title", { limit: rules.knockLimit }),
    body: [msg("lesson.knock.body", { limit: rules.knockLimit, over: rules.knockLimit + 1 })],
    illustration: "knock",
  };
}

function nextDealerMessage(rules: Rules): Message {
  if (rules.nextDealer === "winner") return msg("lesson.stock.winner");
  if (rules.nextDealer === "loser") return msg("lesson.stock.loser");
  return msg("lesson.stock.alternate");
}
