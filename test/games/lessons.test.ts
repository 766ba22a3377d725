/**
 * Every board teaches the table: the frame adds the table's lessons (seats, stakes, pause,
 * rematch) after each registered game's own, and the test-only race game's, so no game has to.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/games/game";
import { GAMES } from "../../src/games/registry";
import { render } from "../../src/i18n/index";
import { LANGS } from "../../src/i18n/types";
import { buildScreen } from "../../src/screen/build";
import { TABLE_LESSON_IDS } from "../../src/screen/lessons";
import type { Screen } from "../../src/screen/model";
import { screenInput, seatInput } from "../support/screen-input";
import { raceGame } from "../tables/race-game";

const ROOT = resolve(import.meta.dirname, "../..");
const GAMES_TESTED: AnyGame[] = [...GAMES, raceGame() as unknown as AnyGame];

/** The lessons tab of a lobby at a table with this game's board, open at `lessonId`. */
function lessonsTab(game: AnyGame, lessonId: string): Screen {
  return buildScreen(
    screenInput({
      game: game.presentation,
      presets: game.rules.presets,
      tab: "lessons",
      lessonId,
      phase: "lobby",
      canEditRules: true,
      seats: [{ ...seatInput("Ann"), ready: false }],
      match: undefined,
      timeLeft: -1,
    }),
  );
}

describe("the table's lessons at every board", () => {
  for (const game of GAMES_TESTED) {
    it(`${game.kind}: the game's lessons, then seats, stakes, pause and rematch, each with a button`, () => {
      const own = game.presentation.lessons(undefined, game.rules.presets[0], "").list.map((l) => l.id);
      for (const id of TABLE_LESSON_IDS) expect(own, `${game.kind} has a lesson of the table's id ${id}`).not.toContain(id);
      const screen = lessonsTab(game, "");
      expect(screen.lessons?.list.map((l) => l.id)).toEqual([...own, ...TABLE_LESSON_IDS]);
      const actions = screen.buttons.map((b) => b.action);
      for (const id of TABLE_LESSON_IDS) expect(actions).toContain("lesson." + id);
      expect(screen.lessons?.open?.id).toBe(own.length > 0 ? own[0] : TABLE_LESSON_IDS[0]);
    });

    it(`${game.kind}: opens a table lesson with its picture and text in every language, and still its own`, () => {
      for (const id of TABLE_LESSON_IDS) {
        const open = lessonsTab(game, id).lessons?.open;
        expect(open?.id).toBe(id);
        expect(existsSync(join(ROOT, "resources/lessons", open?.image ?? "")), open?.image).toBe(true);
        for (const lang of LANGS) {
          for (const m of [open!.title, ...open!.body]) expect(render(lang, m), `${id} ${lang}`).not.toMatch(/[{}]|^lesson\./);
        }
      }
      const own = game.presentation.lessons(undefined, game.rules.presets[0], "").list;
      if (own.length > 1) expect(lessonsTab(game, own[1].id).lessons?.open?.id).toBe(own[1].id);
    });
  }

  it("names the buttons the seats and rematch lessons speak of as the lobby does, in every language", () => {
    const seats = lessonsTab(GAMES[0], "seats").lessons!.open!;
    const rematch = lessonsTab(GAMES[0], "rematch").lessons!.open!;
    for (const lang of LANGS) {
      expect(render(lang, seats.body[1]), lang).toContain(render(lang, { key: "tables.bot.normal" }));
      // And the lobby's count buttons, as they read (issue 24 #8: the lesson named a "Normal bot" button that had become "1", "2", "3").
      expect(render(lang, seats.body[1]), lang).toContain(render(lang, { key: "tables.button.alone_count", params: { count: 2, level: { key: "tables.bot.normal" } } }));
      expect(render(lang, seats.body[0]), lang).toContain(render(lang, { key: "tables.button.start" }));
      expect(render(lang, rematch.body[0]), lang).toContain(render(lang, { key: "tables.button.rematch" }));
    }
    expect(render("en", seats.body[1])).toContain("2 × Normal bot");
  });
});
