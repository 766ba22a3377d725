/**
 * A board game is one folder under src/games/ plus its art and recipe: the texts, decks, boards,
 * table service, screen model and hosts import no game's folder, only the seam (game.ts) and the
 * list (registry.ts), so adding a game is its folder and one line in the registry.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/i18n/catalogs";
import { BOARDS } from "../../src/content/boards";
import { COLOURS, DECKS } from "../../src/content/decks";
import { GAMES } from "../../src/games/registry";
import { importsOf } from "../support/imports";

const ROOT = resolve(import.meta.dirname, "../..");
const GATHERERS = ["src/i18n", "src/content", "src/tables", "src/screen", "plugin/luanti/src", "plugin/bdsx/src", "plugin/bdsx/build", "plugin/bedrock-script/src"];

describe("one folder per game", () => {
  it("nothing outside src/games imports a game's folder: only src/games/game.ts and registry.ts", () => {
    const files = execFileSync("git", ["ls-files", ...GATHERERS], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const f of files) {
      for (const spec of importsOf(readFileSync(resolve(ROOT, f), "utf8"))) {
        const target = posix.normalize(posix.join(posix.dirname(f), spec));
        if (target.startsWith("src/games/") && target.split("/").length > 3) hits.push(`${f} -> ${spec}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it("gathers every registered game's texts, decks, pile colours and board from the registry", () => {
    for (const game of GAMES) {
      expect(AREAS.find(([name]) => name === game.kind)?.[1]).toBe(game.presentation.messages);
      for (const deck in game.presentation.decks) expect(DECKS[deck]).toBe(game.presentation.decks[deck]);
      for (const colour in game.presentation.colours) expect(COLOURS[colour]).toBe(game.presentation.colours[colour]);
      expect(BOARDS).toContain(game.presentation.board);
      expect(game.presentation.board.kind).toBe(game.kind);
    }
    expect(BOARDS.length).toBe(GAMES.length);
  });
});
