import { describe, expect, it } from "vitest";
import { bedrockKey, bedrockLangFiles, bedrockTemplate } from "../../src/i18n/bedrock";
import { allKeys, msg } from "../../src/i18n/index";
import { luantiConflicts, luantiSource, luantiTranslate, luantiTrFiles, placeholderOrder } from "../../src/i18n/luanti";
import { LANGS } from "../../src/i18n/types";

/** Parses a .tr line the way Luanti does: `@` escapes, the first unescaped `=` splits. */
function splitTr(line: string): [string, string] | undefined {
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "@") i++;
    else if (line[i] === "=") return [line.slice(0, i), line.slice(i + 1)];
  }
  return undefined;
}
const args = (s: string): string[] => (s.match(/@[1-9]/g) ?? []).map((a) => a.slice(1));

describe("Luanti .tr files", () => {
  it("exist for every language but English, with a textdomain header", () => {
    const files = luantiTrFiles();
    expect(files.map((f) => f.path).sort()).toEqual(
      ["game_tables.de.tr", "game_tables.es.tr", "game_tables.fr.tr", "game_tables.pt_BR.tr", "game_tables.ru.tr", "template.txt"].sort(),
    );
    for (const f of files) expect(f.text.startsWith("# textdomain: game_tables\n")).toBe(true);
  });

  it("have sources with @1..@n in increasing order and translations using the same arguments", () => {
    for (const f of luantiTrFiles()) {
      const lines = f.text.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
      expect(lines.length).toBeGreaterThan(50);
      for (const line of lines) {
        const parts = splitTr(line);
        expect(parts, line).toBeDefined();
        const [source, tr] = parts as [string, string];
        expect(source).not.toBe("");
        if (f.path === "template.txt") {
          expect(tr).toBe("");
          continue;
        }
        expect(tr, source).not.toBe("");
        const srcArgs = args(source);
        expect(srcArgs, source).toEqual(srcArgs.map((_, i) => String(i + 1)));
        expect(args(tr).slice().sort(), source).toEqual(srcArgs.slice().sort());
      }
    }
  });

  it("never give one English text two translations", () => {
    expect(luantiConflicts()).toEqual([]);
  });

  it("hand minetest.translate the English source and ordered arguments, nested", () => {
    expect(luantiSource("lesson.knock.body")).toContain("is @1 or less");
    expect(placeholderOrder("lesson.knock.body")).toEqual(["limit", "over"]);
    const calls: string[] = [];
    const S = (source: string, a: string[]): string => {
      calls.push(source + " | " + a.join(","));
      return "<" + source + ":" + a.join(",") + ">";
    };
    const out = luantiTranslate(msg("item.chair.name", { wood: msg("wood.pine") }), S);
    expect(calls).toEqual(["Pine | ", "Game Chair (@1) | <Pine:>"]);
    expect(out).toBe("<Game Chair (@1):<Pine:>>");
  });
});

describe("Bedrock .lang files", () => {
  it("exist for the six locales with languages.json", () => {
    const files = bedrockLangFiles();
    expect(files.map((f) => f.path)).toEqual([
      "texts/en_US.lang", "texts/de_DE.lang", "texts/es_ES.lang", "texts/fr_FR.lang", "texts/pt_BR.lang", "texts/ru_RU.lang", "texts/languages.json",
    ]);
    expect(JSON.parse(files[6].text)).toEqual(["en_US", "de_DE", "es_ES", "fr_FR", "pt_BR", "ru_RU"]);
  });

  it("hold every key once per file with %n$s arguments matching English", () => {
    const files = bedrockLangFiles().filter((f) => f.path.endsWith(".lang"));
    const en = new Map(files[0].text.trimEnd().split("\n").map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
    for (const f of files) {
      const lines = f.text.trimEnd().split("\n");
      const keys = lines.map((l) => l.slice(0, l.indexOf("=")));
      expect(new Set(keys).size, f.path).toBe(keys.length);
      for (const key of allKeys()) expect(keys, f.path).toContain(bedrockKey(key));
      expect(keys).toContain("item.game_tables:gin_rummy_board");
      expect(keys).toContain("tile.game_tables:small_game_table_dark_oak.name");
      expect(keys).toContain("tile.game_tables:game_chair_cherry.name");
      for (const line of lines) {
        const [k, v] = line.split(/=(.*)/s);
        expect(v, line).not.toBe("");
        const found = (v.match(/%[0-9]+\$s/g) ?? []).sort();
        expect(found, line).toEqual((en.get(k)?.match(/%[0-9]+\$s/g) ?? []).sort());
      }
    }
    expect(bedrockTemplate("de", "lesson.knock.body")).toContain("bei %1$s oder weniger");
    for (const lang of LANGS) expect(bedrockTemplate(lang, "tables.bot.numbered")).toBe("%1$s %2$s");
  });
});
