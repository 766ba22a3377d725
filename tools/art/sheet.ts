/** The review sheet: every asset on one image, in labelled groups, small textures enlarged. */
import { bitmap, Canvas, hex, type RGBA } from "./canvas";
import type { AssetGroup } from "./assets";
import { DIGITS_3X5, LETTERS_3X5 } from "./glyphs";

const BG = hex("#1c2a22");
const PANEL = hex("#24382c");
const LABEL = hex("#d8e8d0");

export function label(text: string, ink: RGBA = LABEL): Canvas {
  const c = new Canvas(text.length * 4, 5);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i].toUpperCase();
    const g = ch >= "0" && ch <= "9" ? DIGITS_3X5[Number(ch)] : (LETTERS_3X5[ch] ?? LETTERS_3X5[" "]);
    c.blit(bitmap(g, { "#": ink }), i * 4, 0);
  }
  return c;
}

interface Section {
  title: string;
  cells: Canvas[];
  perRow: number;
  cellW: number;
  cellH: number;
  maxScale: number;
}

export function contactSheet(items: { group: AssetGroup; canvas: Canvas }[]): Canvas {
  const W = 840;
  const of = (g: AssetGroup): Canvas[] => items.filter((i) => i.group === g).map((i) => i.canvas);
  const sections: Section[] = [
    { title: "cards - classic", cells: of("cards"), perRow: 13, cellW: 44, cellH: 56, maxScale: 1 },
    { title: "cards - four-colour", cells: of("cards4"), perRow: 13, cellW: 44, cellH: 56, maxScale: 1 },
    { title: "cards - enlarged x3", cells: [0, 12, 25, 37, 51, 52].map((i) => of("cards")[i]), perRow: 6, cellW: 104, cellH: 152, maxScale: 3 },
    { title: "uno no mercy", cells: of("uno"), perRow: 16, cellW: 44, cellH: 56, maxScale: 1 },
    { title: "uno no mercy - enlarged x3 and icons", cells: [10, 11, 13, 14, 15, 64, 67, 68].map((i) => of("uno")[i]).concat(of("uno_icons")), perRow: 8, cellW: 104, cellH: 152, maxScale: 3 },
    { title: "here to slay", cells: of("hts"), perRow: 18, cellW: 44, cellH: 56, maxScale: 1 },
    { title: "woods - planks table top side icon chair top side icon", cells: of("wood"), perRow: 14, cellW: 58, cellH: 56, maxScale: 3 },
    { title: "board, pack icon and screen", cells: [...of("board"), ...of("ui")], perRow: 6, cellW: 136, cellH: 136, maxScale: 6 },
    { title: "lessons", cells: of("lessons"), perRow: 4, cellW: 204, cellH: 120, maxScale: 1 },
  ];
  let h = 8;
  for (const s of sections) h += 12 + Math.ceil(s.cells.length / s.perRow) * s.cellH + 12;
  const sheet = new Canvas(W, h, BG);
  let y = 8;
  for (const s of sections) {
    sheet.blit(label(s.title), 10, y);
    y += 12;
    const rows = Math.ceil(s.cells.length / s.perRow);
    sheet.rect(4, y - 4, W - 8, rows * s.cellH + 8, PANEL);
    s.cells.forEach((c, i) => {
      const scale = Math.max(1, Math.min(s.maxScale, Math.floor((s.cellW - 6) / c.width), Math.floor((s.cellH - 6) / c.height)));
      const x = 10 + (i % s.perRow) * s.cellW;
      const yy = y + Math.floor(i / s.perRow) * s.cellH;
      sheet.blit(c, x, yy, scale);
    });
    y += rows * s.cellH + 12;
  }
  return sheet;
}
