/**
 * Here to Slay's content, checked on its own beside the shared content tests: every card of the box has a face the packs ship, the deck art names each card, the board
 * item and its art, the lessons and their pictures, and its texts in six languages.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { CARD_COUNT, CARDS, MONSTER_FIRST } from "../../../src/games/here-to-slay/engine/deck";
import { HTS_BOARD_TEXTURES, HTS_CARD_BACK, HTS_DECK, HTS_MONSTER_BACK, htsCardTexture, htsFaces } from "../../../src/games/here-to-slay/textures";
import { htsDeckArt, htsShort } from "../../../src/games/here-to-slay/deck";
import { HTS_BOARD } from "../../../src/games/here-to-slay/board";
import { HTS_ILLUSTRATION_IDS, htsIllustrationFile, htsLessonPages, htsLessons } from "../../../src/games/here-to-slay/lessons/index";
import { HTS_TEXTS } from "../../../src/games/here-to-slay/texts/index";
import { HTS_BOARD_TEXTS } from "../../../src/games/here-to-slay/texts/board";
import { HTS_LESSON_TEXTS } from "../../../src/games/here-to-slay/texts/lessons";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { GAMES } from "../../../src/games/registry";
import { TABLE_LESSON_IDS } from "../../../src/screen/lessons";
import { isMessageKey, placeholders } from "../../../src/i18n/format";
import { LANGS, type Catalog, type Message } from "../../../src/i18n/types";
import { TEXTURE_PATHS } from "../../../plugin/bedrock-common/packs";
import { CLASS_INK } from "../../../tools/art/hts-draw";
import { ROOT, sourceFiles } from "../../content/keys";

const RES = join(ROOT, "resources");
interface ManifestEntry {
  path: string;
  file: string;
  size: [number, number];
  hosts: string[];
  pixels: string;
}
const manifest = (): ManifestEntry[] => (JSON.parse(readFileSync(join(RES, "manifest.json"), "utf8")) as { assets: ManifestEntry[] }).assets;
const png = (path: string): PNG => PNG.sync.read(readFileSync(join(RES, path)));
const at = (img: PNG, x: number, y: number): number[] => [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4)];
const TEXTS = HTS_TEXTS as Catalog;

/** A message's text in one language from the game's own catalog (the game's catalog alone). */
function text(lang: (typeof LANGS)[number], m: Message): string {
  const t = TEXTS[m.key]?.[lang];
  if (t === undefined) return m.key;
  let out = t;
  for (const name in m.params ?? {}) {
    const v = (m.params ?? {})[name];
    out = out.split("{" + name + "}").join(typeof v === "object" ? text(lang, v) : String(v));
  }
  return out;
}

describe("Here to Slay's card art", () => {
  it("gives every card of the box a face in resources/ and the manifest, copies one face, every face used", () => {
    const byFile = new Map(manifest().map((m) => [m.file, m]));
    const faces = htsFaces();
    const names = new Set(CARDS.map((d) => d.kind + "/" + d.name));
    expect(faces.length).toBe(names.size);
    const used = new Set<string>();
    const byName = new Map<string, string>();
    for (let card = 0; card < CARD_COUNT; card++) {
      const file = htsCardTexture(card);
      expect(file, `card ${card}`).not.toBe(HTS_CARD_BACK);
      const m = byFile.get(file);
      expect(m?.path, file).toBe(`cards/${HTS_DECK}/${file}`);
      expect(m?.size).toEqual([32, 48]);
      expect(m?.hosts).toEqual(["luanti", "bedrock"]);
      expect(existsSync(join(RES, m?.path ?? "")), file).toBe(true);
      const name = CARDS[card].kind + "/" + CARDS[card].name;
      expect(byName.get(name) ?? file, name).toBe(file);
      byName.set(name, file);
      used.add(file);
    }
    expect(used).toEqual(new Set(faces.map((f) => f.file)));
    // Each face is its own picture, and neither back is a face.
    const hashes = new Set(faces.map((f) => byFile.get(f.file)?.pixels));
    expect(hashes.size).toBe(faces.length);
    for (const back of [HTS_CARD_BACK, HTS_MONSTER_BACK]) {
      expect(byFile.get(back)?.size, back).toEqual([32, 48]);
      expect(hashes.has(byFile.get(back)?.pixels)).toBe(false);
    }
    expect([htsCardTexture(-1), htsCardTexture(CARD_COUNT), htsCardTexture(1.5)]).toEqual([HTS_CARD_BACK, HTS_CARD_BACK, HTS_CARD_BACK]);
    expect(htsCardTexture(MONSTER_FIRST)).toBe("game_tables_hts_mon_1.png");
    expect(htsCardTexture(0)).toBe("game_tables_hts_lead_fighter.png");
  });

  it("shows a Hero's class by its colour, and draws Monsters in a heavier stone frame", () => {
    const first = png(`cards/${HTS_DECK}/${htsCardTexture(MONSTER_FIRST)}`);
    const stone = [at(first, 1, 20).join(), at(first, 2, 20).join()];
    expect(stone[0]).not.toBe(stone[1]);
    for (const ink of CLASS_INK) expect(stone).not.toContain(ink.join());
    for (const f of htsFaces()) {
      const img = png(`cards/${HTS_DECK}/${f.file}`);
      expect(at(img, 0, 0)[3], f.file).toBe(0); // rounded corner
      if (f.kind === "hero") expect(at(img, 1, 24), f.file).toEqual(CLASS_INK[f.cls]);
      // A Monster's stone frame is whole (the creature never covers it) and the same on every Monster.
      if (f.kind === "monster") {
        for (let y = 3; y < 45; y++) {
          expect(at(img, 1, y).join(), `${f.file} y ${y}`).toBe(stone[0]);
          expect(at(img, 2, y).join(), `${f.file} y ${y}`).toBe(stone[1]);
          expect(at(img, 29, y).join(), `${f.file} y ${y}`).toBe(stone[1]);
        }
      }
    }
  });

  it("names each card for the hosts: its form image is the pack's file, a short name unique to its face", () => {
    const art = htsDeckArt((card) => ({ key: "hts.card", params: { card } }));
    const shorts = new Map<string, string>();
    for (let card = 0; card < CARD_COUNT; card++) {
      const file = art.texture(card, "classic");
      expect(art.formImage(card) + ".png").toBe(TEXTURE_PATHS.card(file));
      const s = art.short(card);
      expect(shorts.get(s) ?? file, s).toBe(file);
      shorts.set(s, file);
      expect(art.name(card)).toEqual({ key: "hts.card", params: { card } });
    }
    expect(shorts.size).toBe(htsFaces().length);
    expect(art.back).toBe(HTS_CARD_BACK);
    expect(art.texture(-1, "classic")).toBe(HTS_CARD_BACK);
    expect(art.name(CARD_COUNT).key).toBe("card.face");
    expect([htsShort(0), htsShort(-2)]).toEqual(["LF", "#-2"]);
    const trick = CARDS.findIndex((d) => d.kind === "modifier" && d.options.length === 2);
    expect(htsShort(trick)).toBe(CARDS[trick].options.map((o) => (o >= 0 ? "+" : "") + o).join("/"));
  });
});

describe("Here to Slay's board", () => {
  it("is an item of its own with a name and hint in six languages, and its own 16x16 art", () => {
    expect(HTS_BOARD.kind).toBe(hereToSlay.kind);
    expect(hereToSlay.presentation.board).toBe(HTS_BOARD);
    const others = GAMES.filter((g) => g.kind !== hereToSlay.kind);
    for (const g of others) {
      expect(g.presentation.board.item).not.toBe(HTS_BOARD.item);
      expect(g.presentation.board.icon).not.toBe(HTS_BOARD.icon);
    }
    const byFile = new Map(manifest().map((m) => [m.file, m]));
    for (const f of [HTS_BOARD.icon, HTS_BOARD.top]) expect(byFile.get(f)?.size, f).toEqual([16, 16]);
    expect([HTS_BOARD.icon, HTS_BOARD.top]).toEqual([HTS_BOARD_TEXTURES.item, HTS_BOARD_TEXTURES.top]);
    const tops = new Set(others.map((g) => byFile.get(g.presentation.board.top)?.pixels));
    expect(tops.has(byFile.get(HTS_BOARD.top)?.pixels)).toBe(false);
    for (const lang of LANGS) {
      expect(text(lang, HTS_BOARD.displayName), lang).toMatch(/Here.to.Slay/);
      expect(text(lang, HTS_BOARD.hint), lang).toContain("Here to Slay");
    }
  });
});

describe("Here to Slay's lessons", () => {
  it("teach the rules page by page, each with its picture, none with a table lesson's id", () => {
    const pages = htsLessonPages();
    expect(pages.map((p) => p.id)).toEqual(["setup", "points", "heroes", "items", "magic", "modifiers", "challenge", "monsters", "win"]);
    for (const p of pages) {
      expect(TABLE_LESSON_IDS as readonly string[]).not.toContain(p.id);
      expect(existsSync(join(RES, "lessons", htsIllustrationFile(p.illustration))), p.illustration).toBe(true);
    }
    expect(new Set(pages.map((p) => p.illustration)).size).toBe(HTS_ILLUSTRATION_IDS.length);
    const byFile = new Map(manifest().map((m) => [m.file, m]));
    for (const id of HTS_ILLUSTRATION_IDS) expect(byFile.get(htsIllustrationFile(id))?.size, id).toEqual([192, 112]);
  });

  it("say every page in six languages with the rules' numbers filled in", () => {
    for (const p of htsLessonPages()) {
      for (const m of [p.title, ...p.body]) {
        expect(TEXTS[m.key], m.key).toBeDefined();
        for (const lang of LANGS) {
          const s = text(lang, m);
          expect(s, `${m.key} ${lang}`).not.toMatch(/[{}]/);
          expect(s.length, `${m.key} ${lang}`).toBeGreaterThan(3);
        }
      }
    }
    const en = htsLessonPages().map((p) => [text("en", p.title), ...p.body.map((b) => text("en", b))].join(" ")).join(" ");
    expect(en).toContain("dealt 5 cards");
    expect(en).toContain("3 Monsters are laid face up");
    expect(en).toContain("3 action points a turn");
    expect(en).toContain("Attack a Monster: 2");
    expect(en).toContain("draw 5: 3");
    expect(en).toContain("slain 3 Monsters");
    expect(en).toContain("6 different classes");
    expect(en).toContain("challenger wins ties");
  });

  it("open the page asked for, else the first (the frame then opens a table page it names)", () => {
    const panel = hereToSlay.presentation.lessons(undefined, "standard", "monsters");
    expect(panel.list.map((l) => l.id)).toEqual(htsLessonPages().map((p) => p.id));
    expect(panel.open?.id).toBe("monsters");
    expect(panel.open?.image).toBe(htsIllustrationFile("hts_monsters"));
    expect(htsLessons("").open?.id).toBe("setup");
    expect(htsLessons("stakes").open?.id).toBe("setup");
  });
});

describe("Here to Slay's texts", () => {
  it("define every key in six languages, the same placeholders in each, nothing the hosts cannot carry", () => {
    const problems: string[] = [];
    for (const key of Object.keys(TEXTS)) {
      if (!isMessageKey(key)) problems.push(`bad key ${key}`);
      const names = placeholders(TEXTS[key].en).slice().sort().join();
      for (const lang of LANGS) {
        const t = TEXTS[key][lang];
        if (typeof t !== "string" || t.trim() !== t || t === "") {
          problems.push(`${key} ${lang}: missing or padded`);
          continue;
        }
        if (placeholders(t).slice().sort().join() !== names) problems.push(`${key} ${lang}: placeholders differ`);
        for (const bad of ["\n", "\r", "\t", "#", "%", "@", "§"]) if (t.includes(bad)) problems.push(`${key} ${lang}: ${JSON.stringify(bad)}`);
      }
      if (Object.keys(TEXTS[key]).length !== LANGS.length) problems.push(`${key}: extra languages`);
    }
    expect(problems).toEqual([]);
  });

  it("use every key of the board's and the lessons' texts as a literal in the game's code outside its texts, and no other game's", () => {
    const code = sourceFiles()
      .filter((f) => relative(ROOT, f).indexOf("src/games/here-to-slay/texts/") !== 0)
      .map((f) => ({ rel: relative(ROOT, f), text: readFileSync(f, "utf8") }));
    for (const key of [...Object.keys(HTS_BOARD_TEXTS), ...Object.keys(HTS_LESSON_TEXTS)]) {
      const users = code.filter((f) => f.text.includes(`"${key}"`)).map((f) => f.rel);
      expect(users.length, key).toBeGreaterThan(0);
      for (const u of users) expect(u.startsWith("src/games/here-to-slay/"), `${key} in ${u}`).toBe(true);
    }
    for (const g of GAMES) if (g.kind !== hereToSlay.kind) for (const key of Object.keys(g.presentation.messages)) expect(TEXTS[key], key).toBeUndefined();
  });
});
