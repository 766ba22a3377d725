import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { CARD_BACK, UI_TEXTURES, woodTexture, type WoodPart } from "../../src/content/textures";
import { BOARD_TEXTURES, cardTexture } from "../../src/games/gin-rummy/textures";
import { WOODS } from "../../src/content/woods";
import { ILLUSTRATION_IDS, illustrationFile } from "../../src/games/gin-rummy/lessons/lessons";
import { lessonImage, TABLE_LESSON_IDS } from "../../src/screen/lessons";
import { pixelHash, renderAll } from "../../tools/art/main";
import { suitInk } from "../../tools/art/cards";
import { ROOT } from "./keys";
import { UNO_BOARD_TEXTURES, UNO_CARD_BACK, UNO_COLORS, UNO_DECK, UNO_ICONS, unoCardTexture, unoFaceOf, unoFaces, unoIconTexture } from "../../src/games/uno-no-mercy/textures";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "../../src/games/uno-no-mercy/engine/cards";
import { UNO_ILLUSTRATION_IDS, unoIllustrationFile } from "../../src/games/uno-no-mercy/lessons/lessons";
import { UNO_BLACK, UNO_INK } from "../../tools/art/uno-cards";

const RES = join(ROOT, "resources");
interface ManifestEntry {
  path: string;
  file: string;
  size: [number, number];
  hosts: string[];
  purpose: string;
  pixels: string;
}
const manifest = (): ManifestEntry[] => (JSON.parse(readFileSync(join(RES, "manifest.json"), "utf8")) as { assets: ManifestEntry[] }).assets;
const png = (path: string): PNG => PNG.sync.read(readFileSync(join(RES, path)));

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else out.push(relative(RES, p));
  }
  return out;
}

describe("generated art", () => {
  it("is deterministic: two renders give the same bytes, and the committed files the same pixels", () => {
    const hash = (b: Buffer): string => createHash("sha256").update(b).digest("hex");
    const a = renderAll().map((r) => hash(r.png));
    const b = renderAll().map((r) => hash(r.png));
    expect(a).toEqual(b);
    // A separate process draws it again and compares with resources/ byte for byte.
    const out = execFileSync("npx", ["tsx", "tools/art/main.ts", "--check"], { cwd: ROOT, encoding: "utf8" });
    expect(out).toContain("up to date");
    for (const m of manifest()) {
      const img = png(m.path);
      expect(pixelHash(img.width, img.height, img.data), m.path).toBe(m.pixels);
    }
  });

  it("has a manifest entry with a purpose for every file under resources/, and a unique file name each", () => {
    const listed = manifest().map((m) => m.path).sort();
    expect(files(RES).filter((f) => f !== "manifest.json").sort()).toEqual(listed);
    const names = manifest().map((m) => m.file);
    expect(new Set(names).size).toBe(names.length);
    for (const m of manifest()) expect(m.purpose.length, m.path).toBeGreaterThan(8);
  });

  it("covers every texture name the hosts ask for", () => {
    const names = new Set(manifest().map((m) => m.file));
    for (let card = 0; card < 52; card++) {
      expect(names.has(cardTexture(card))).toBe(true);
      expect(names.has(cardTexture(card, "four"))).toBe(true);
    }
    for (const name of [CARD_BACK, ...Object.values(UI_TEXTURES), ...Object.values(BOARD_TEXTURES)]) expect(names.has(name), name).toBe(true);
    const parts: WoodPart[] = ["planks", "table_top", "table_side", "table_item", "chair_top", "chair_side", "chair_item"];
    for (const wood of WOODS) {
      for (const part of parts) {
        const entry = manifest().find((m) => m.file === woodTexture(wood.id, part));
        expect(entry, woodTexture(wood.id, part)).toBeDefined();
        expect(entry?.hosts).toContain(wood.host);
        expect(entry?.size).toEqual([16, 16]);
      }
    }
    for (const id of ILLUSTRATION_IDS) expect(names.has(illustrationFile(id))).toBe(true);
    for (const id of TABLE_LESSON_IDS) expect(names.has(lessonImage(id)), id).toBe(true);
  });

  it("draws Uno No Mercy: 68 distinct 32x48 faces and a back, icons, board textures and lesson pictures", () => {
    const byFile = new Map(manifest().map((m) => [m.file, m]));
    const faces = unoFaces();
    expect(faces.length).toBe(4 * 16 + 4);
    const hashes = new Set<string>();
    const at = (img: PNG, x: number, y: number): number[] => [...img.data.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4)];
    for (const face of faces) {
      const m = byFile.get(unoCardTexture(face));
      expect(m?.path, unoCardTexture(face)).toBe(`cards/${UNO_DECK}/${unoCardTexture(face)}`);
      expect(m?.size).toEqual([32, 48]);
      hashes.add(m?.pixels ?? "");
      const img = png(m?.path ?? "");
      expect(at(img, 0, 0)[3]).toBe(0); // rounded corner
      // The colour field inside the white border: the card's colour, black for wilds.
      const field = face.color === "wild" ? UNO_BLACK : UNO_INK[face.color];
      expect(at(img, 3, 20), unoCardTexture(face)).toEqual(field);
    }
    expect(hashes.size).toBe(68);
    // Every card of the engine's 168-card deck has its face, and all 68 faces are used.
    const used = new Set<string>();
    for (let card = 0; card < DECK_SIZE; card++) {
      const face = unoFaceOf(CARD_COLOUR[card], CARD_FACE[card]);
      expect(face, String(card)).toBeDefined();
      if (face !== undefined) used.add(unoCardTexture(face));
    }
    expect(used.size).toBe(68);
    expect(unoCardTexture(unoFaceOf(-1, 18) ?? faces[0])).toBe("game_tables_uno_w_draw10.png");
    expect(unoCardTexture(unoFaceOf(1, 14) ?? faces[0])).toBe("game_tables_uno_y_skip_everyone.png");
    expect(unoFaceOf(-1, 3)).toBeUndefined();
    // Wilds: the centre oval carries all four colours.
    const wild = png(`cards/${UNO_DECK}/${unoCardTexture({ color: "wild", kind: "wild_draw6" })}`);
    const seen = new Set<string>();
    for (let i = 0; i < wild.data.length; i += 4) seen.add(`${wild.data[i]},${wild.data[i + 1]},${wild.data[i + 2]}`);
    for (const c of UNO_COLORS) expect(seen.has(UNO_INK[c].slice(0, 3).join(","))).toBe(true);
    // A 6 turned round is not a 9.
    const six = png(`cards/${UNO_DECK}/${unoCardTexture({ color: "red", kind: "6" })}`);
    const nine = png(`cards/${UNO_DECK}/${unoCardTexture({ color: "red", kind: "9" })}`);
    let same = true;
    for (let y = 0; y < 48 && same; y++) for (let x = 0; x < 32 && same; x++) same = at(six, x, y).join() === at(nine, 31 - x, 47 - y).join();
    expect(same).toBe(false);
    expect(byFile.get(UNO_CARD_BACK)?.size).toEqual([32, 48]);
    expect(hashes.has(byFile.get(UNO_CARD_BACK)?.pixels ?? "")).toBe(false);
    for (const icon of UNO_ICONS) expect(byFile.get(unoIconTexture(icon))?.size, icon).toEqual([16, 16]);
    for (const f of Object.values(UNO_BOARD_TEXTURES)) expect(byFile.get(f)?.size, f).toEqual([16, 16]);
    expect(byFile.get(UNO_BOARD_TEXTURES.top)?.pixels).not.toBe(byFile.get(BOARD_TEXTURES.top)?.pixels);
    for (const id of UNO_ILLUSTRATION_IDS) expect(byFile.get(unoIllustrationFile(id))?.size, id).toEqual([192, 112]);
    expect(new Set(UNO_ILLUSTRATION_IDS.map(unoIllustrationFile)).size).toBe(9);
    for (const m of manifest()) if (m.path.indexOf("uno") >= 0) expect(m.hosts).toEqual(["luanti", "bedrock"]);
  });

  it("draws 52 distinct 32x48 faces per deck with rounded transparent corners", () => {
    const hashes: Record<string, string[]> = { classic: [], four: [] };
    for (const deck of ["classic", "four"] as const) {
      for (let card = 0; card < 52; card++) {
        const m = manifest().find((x) => x.file === cardTexture(card, deck));
        expect(m?.size).toEqual([32, 48]);
        hashes[deck].push(m?.pixels ?? "");
        const img = png(m?.path ?? "");
        expect(img.data[3]).toBe(0); // top-left corner pixel cut
        expect(img.data[(24 * 32 + 16) * 4 + 3]).toBe(255); // opaque middle
      }
    }
    expect(new Set(hashes.classic).size).toBe(52);
    expect(new Set(hashes.four).size).toBe(52);
    // Four-colour changes clubs and diamonds only; hearts and spades are the same art.
    for (let card = 0; card < 52; card++) {
      expect(hashes.four[card] === hashes.classic[card], String(card)).toBe(card >= 26);
    }
  });

  it("prints each card's index (rank and suit) in the suit's colour, four colours in the four-colour deck", () => {
    for (const deck of ["classic", "four"] as const) {
      for (let card = 0; card < 52; card++) {
        const img = png(`cards/${deck}/${cardTexture(card, deck)}`);
        const ink = suitInk(deck, Math.floor(card / 13));
        // The top-left index block (x 2..8, y 2..14) holds ink pixels for the rank and the pip.
        let rankInk = 0;
        let pipInk = 0;
        for (let y = 2; y <= 14; y++) {
          for (let x = 2; x <= 8; x++) {
            const i = (y * 32 + x) * 4;
            if (img.data[i] === ink[0] && img.data[i + 1] === ink[1] && img.data[i + 2] === ink[2]) {
              if (y <= 8) rankInk++;
              else pipInk++;
            }
          }
        }
        expect(rankInk, `${deck} ${card}`).toBeGreaterThanOrEqual(10);
        expect(pipInk, `${deck} ${card}`).toBeGreaterThanOrEqual(12);
      }
    }
    const colours = [0, 1, 2, 3].map((s) => suitInk("four", s).join(","));
    expect(new Set(colours).size).toBe(4);
  });
  it("draws clubs and spades with different outlines: the club lobed with gaps, the spade a solid point", () => {
    // At GUI size a pip is about 9 screen pixels, so the two black suits must differ in outline.
    // The index pip of each two sits at x 2..6, y 10..14 of the committed face.
    const mask = (file: string): boolean[][] => {
      const img = png(`cards/classic/${file}`);
      const ink = suitInk("classic", 0);
      const rows: boolean[][] = [];
      for (let y = 10; y <= 14; y++) {
        const row: boolean[] = [];
        for (let x = 2; x <= 6; x++) {
          const i = (y * 32 + x) * 4;
          row.push(img.data[i] === ink[0] && img.data[i + 1] === ink[1] && img.data[i + 2] === ink[2]);
        }
        rows.push(row);
      }
      return rows;
    };
    /** Background pixels between two ink pixels of the same row: the gaps between lobes. */
    const gaps = (m: boolean[][]): number => {
      let n = 0;
      for (const row of m) {
        const first = row.indexOf(true);
        const last = row.lastIndexOf(true);
        for (let x = first + 1; x < last; x++) if (!row[x]) n++;
      }
      return n;
    };
    const width = (row: boolean[]): number => row.filter((v) => v).length;
    const club = mask(cardTexture(1)); // the two of clubs (suit 0)
    const spade = mask(cardTexture(40)); // the two of spades (suit 3)
    expect(gaps(spade)).toBe(0);
    expect(width(spade[0])).toBe(1);
    expect(gaps(club)).toBeGreaterThanOrEqual(2);
    expect(width(club[0])).toBeGreaterThanOrEqual(3);
    let differ = 0;
    for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) if (club[y][x] !== spade[y][x]) differ++;
    expect(differ).toBeGreaterThanOrEqual(4);
  });
});
