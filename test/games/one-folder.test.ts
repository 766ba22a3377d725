/**
 * A board game is one folder under src/games/ plus its art and recipe: the texts, decks, boards,
 * table service, screen model and hosts import no game's folder, only the seam (game.ts) and the
 * list (registry.ts), so adding a game is its folder and one line in the registry. The command
 * line finds each registered game's Node-only side from that line too (src/cli/game-clis.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/i18n/catalogs";
import { BOARDS } from "../../src/content/boards";
import { COLOURS, DECKS } from "../../src/content/decks";
import { DEFAULT_BOARD } from "../../src/content/boards";
import { GAME_CLIS, gameCliFile, loadGameClis } from "../../src/cli/game-clis";
import { cliName } from "../../src/cli/game-cli";
import { DEFAULT_BOARD_KIND, GAMES } from "../../src/games/registry";
import { render } from "../../src/i18n/index";
import { importsOf } from "../support/imports";
import { IN_PROGRESS } from "./contract/in-progress";

const ROOT = resolve(import.meta.dirname, "../..");
const GATHERERS = ["src/cli", "src/i18n", "src/content", "src/tables", "src/screen", "plugin/luanti/src", "plugin/bdsx/src", "plugin/bdsx/build", "plugin/bedrock-script/src"];
/** Where no game is named: the frame, the command line, the hosts and the builds (tests, benchmarks, the games' own cli/ folders and tools/art may name games). */
const UNNAMED = ["src/cli", "src/i18n", "src/content", "src/tables", "src/screen", "plugin", "scripts/build.mjs", "scripts/build-steps.mjs", "scripts/build-luanti.mjs", "scripts/build-bedrock.mjs", "scripts/build-addon.mjs", "scripts/start.mjs", "scripts/lib", "tools/i18n", "tools/lua-bundle.ts"];
/** What tells people about the project names its boards on purpose: the READMEs, the bdsx package's description and keywords. */
const TELLS_PEOPLE = (f: string): boolean => f.endsWith("README.md") || f === "plugin/bdsx/package.json";

/** Every way a file could name a game: its kind, folder, board item and English name, and the name's first word. */
function namesOf(): { game: string; name: string; word: boolean }[] {
  const out: { game: string; name: string; word: boolean }[] = [];
  for (const g of GAMES) {
    const english = render("en", g.presentation.name).toLowerCase();
    for (const name of [g.kind, g.kind.split("_").join("-"), g.presentation.board.item, english]) out.push({ game: g.kind, name, word: false });
    out.push({ game: g.kind, name: english.split(" ")[0], word: true });
  }
  return out;
}

function isLetter(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "0" && c <= "9");
}

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

  it("nothing outside src/games names a game: the frame, hosts and builds take games, boards and defaults from the registry", () => {
    const files = execFileSync("git", ["ls-files", ...UNNAMED], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|mjs|js|json|lua|conf|txt)$/.test(f) && !TELLS_PEOPLE(f));
    expect(files.length).toBeGreaterThan(100);
    const names = namesOf();
    const hits: string[] = [];
    for (const f of files) {
      const text = readFileSync(resolve(ROOT, f), "utf8").toLowerCase();
      // A catalog's translations hold ordinary words ("uno" is Spanish for "one"): only whole names count there.
      const catalog = text.includes("satisfies catalog");
      for (const n of names) {
        if (n.word && catalog) continue;
        for (let at = text.indexOf(n.name); at >= 0; at = text.indexOf(n.name, at + 1)) {
          const before = at > 0 ? text.charAt(at - 1) : " ";
          const after = text.charAt(at + n.name.length);
          if (n.word && (isLetter(before) || isLetter(after))) continue;
          hits.push(`${f}:${text.substring(0, at).split("\n").length}: ${n.name} (${n.game})`);
        }
      }
    }
    expect(hits).toEqual([]);
    // The one default a host needs (a board, record or block without a kind) is the first registered game's.
    expect([DEFAULT_BOARD.kind, DEFAULT_BOARD_KIND]).toEqual([GAMES[0].kind, GAMES[0].kind]);
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

  it("reaches every game's CLI side from its registry line alone: no cli/ folder is left unfound", async () => {
    // Every cli/ folder under src/games, by the game folder holding it.
    const folders = new Set(
      execFileSync("git", ["ls-files", "src/games"], { cwd: ROOT, encoding: "utf8" })
        .split("\n")
        .filter((f) => f.split("/").length > 4 && f.split("/")[3] === "cli")
        .map((f) => f.split("/")[2]),
    );
    expect(folders.size).toBeGreaterThan(0);
    // A game in progress (contract/in-progress.ts) may have its CLI side before its registry line: found the same way.
    const inProgress = await loadGameClis(IN_PROGRESS);
    let registered = 0;
    for (const folder of folders) {
      const game = GAMES.find((g) => cliName(g) === folder) ?? IN_PROGRESS.find((g) => cliName(g) === folder);
      expect(game, `src/games/${folder}/cli/: no registered game's kind names this folder (kind = folder with _ for -)`).toBeDefined();
      if (game === undefined) continue;
      expect(existsSync(gameCliFile(game)), `src/games/${folder}/cli/index.ts is missing`).toBe(true);
      if (GAMES.indexOf(game) >= 0) registered++;
      expect(GAME_CLIS.concat(inProgress).find((c) => c.game === game), `${game.kind}: its CLI side was not loaded`).toBeDefined();
    }
    expect(GAME_CLIS.length).toBe(registered);
  });

  it("loads each CLI side once, for a registered game, with a level its bots play at every seat count", () => {
    const kinds = GAME_CLIS.map((c) => c.game.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const cli of GAME_CLIS) {
      expect(GAMES).toContain(cli.game);
      if (cli.play === undefined) continue;
      for (let seats = cli.game.rules.minSeats; seats <= cli.game.rules.maxSeats; seats++) expect(cli.game.table.bots.levels(seats), `${cli.game.kind}, ${seats} seats`).toContain(cli.play.level);
    }
  });
});
