/**
 * Drawing helpers for Here to Slay's art: filled shapes with a shaded lower side, the six class
 * colours and emblems, and the language-free numbers (a roll to meet, a Modifier's options).
 */
import { bitmap, Canvas, hex, mix, outline, shade, tint, type RGBA } from "./canvas";
import { DIGITS_3X5, PLUS_3X5 } from "./glyphs";
import { DIGITS_5X7, PLUS_3X3 } from "./uno-glyphs";

export const OUTLINE = hex("#16121a");
export const WHITE = hex("#ffffff");
export const GOLD = hex("#f0c040");

/** By class index (engine/language.ts CLASSES): fighter, guardian, ranger, thief, wizard, bard. */
export const CLASS_INK: readonly RGBA[] = [hex("#d23a2e"), hex("#e09a1c"), hex("#3c9a3e"), hex("#7d4cc2"), hex("#2f6fd6"), hex("#d4508e")];

/** 7x7 class emblems: a sword, a shield, an arrow, a mask, a star, a note. */
const EMBLEMS: readonly (readonly string[])[] = [
  ["...#...", "...#...", "...#...", "...#...", ".#####.", "...#...", "..###.."],
  ["#######", "#######", "#######", "#######", ".#####.", "..###..", "...#..."],
  ["...####", ".....##", "....#.#", "...#..#", "..#....", "##.....", "##....."],
  [".......", "##...##", "#######", "#.###.#", "#######", ".##.##.", "......."],
  ["...#...", "...#...", "..###..", "#######", "..###..", "...#...", "...#..."],
  ["..#####", "..#...#", "..#...#", "..#...#", "###.###", "###.###", ".#...#."],
];

/** 5x5 emblems for a Monster's Party slots (index 6: any Hero, a plain figure). */
const MINI: readonly (readonly string[])[] = [
  ["..#..", "..#..", "..#..", "#####", "..#.."],
  ["#####", "#####", "#####", ".###.", "..#.."],
  ["..###", "...##", "..#.#", ".#...", "#...."],
  ["#...#", "#####", "#.#.#", "#####", "....."],
  ["..#..", ".###.", "#####", ".###.", "..#.."],
  [".####", ".#..#", ".#..#", "##.##", "##.##"],
  [".###.", ".###.", "..#..", "#####", "#...#"],
];

export function emblem(cls: number, ink: RGBA = WHITE): Canvas {
  return bitmap(EMBLEMS[cls], { "#": ink });
}

export function miniEmblem(cls: number, ink: RGBA = WHITE): Canvas {
  return bitmap(MINI[cls < 0 ? 6 : cls], { "#": ink });
}

/** A copy with a one-pixel outline all round, one pixel larger on each side. */
export function outlined(g: Canvas, ol: RGBA = OUTLINE): Canvas {
  return outline(g, ol);
}

/** Blits `g` centred on (cx, top). */
export function centre(c: Canvas, g: Canvas, cx: number, y: number): void {
  c.blit(g, Math.round(cx - g.width / 2), y);
}

/** A filled ellipse, its lower part shaded (light from above). */
export function blob(c: Canvas, cx: number, cy: number, rx: number, ry: number, col: RGBA, shadeBelow = 0.25): void {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      const d = ((x - cx) / (rx + 0.3)) ** 2 + ((y - cy) / (ry + 0.3)) ** 2;
      if (d > 1) continue;
      c.set(x, y, y > cy + ry * 0.35 ? shade(col, shadeBelow) : y < cy - ry * 0.5 && x < cx ? tint(col, 0.15) : col);
    }
  }
}

/** A filled triangle. */
export function tri(c: Canvas, ax: number, ay: number, bx: number, by: number, cx: number, cy: number, col: RGBA): void {
  const minX = Math.floor(Math.min(ax, bx, cx));
  const maxX = Math.ceil(Math.max(ax, bx, cx));
  const minY = Math.floor(Math.min(ay, by, cy));
  const maxY = Math.ceil(Math.max(ay, by, cy));
  const side = (x0: number, y0: number, x1: number, y1: number, x: number, y: number): number => (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0);
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const d1 = side(ax, ay, bx, by, x, y);
      const d2 = side(bx, by, cx, cy, x, y);
      const d3 = side(cx, cy, ax, ay, x, y);
      const neg = d1 < 0 || d2 < 0 || d3 < 0;
      const pos = d1 > 0 || d2 > 0 || d3 > 0;
      if (!(neg && pos)) c.set(x, y, col);
    }
  }
}

/** A line `w` pixels thick. */
export function thick(c: Canvas, x0: number, y0: number, x1: number, y1: number, w: number, col: RGBA): void {
  const len = Math.max(1, Math.hypot(x1 - x0, y1 - y0));
  for (let t = 0; t <= len; t += 0.5) {
    const x = x0 + ((x1 - x0) * t) / len;
    const y = y0 + ((y1 - y0) * t) / len;
    for (let dy = 0; dy < w; dy++) for (let dx = 0; dx < w; dx++) c.set(Math.round(x - (w - 1) / 2 + dx), Math.round(y - (w - 1) / 2 + dy), col);
  }
}

/** A vertical gradient fill of a rectangle. */
export function gradient(c: Canvas, x: number, y: number, w: number, h: number, top: RGBA, bottom: RGBA): void {
  for (let j = 0; j < h; j++) c.rect(x, y + j, w, 1, mix(top, bottom, h <= 1 ? 0 : j / (h - 1)));
}

/** Glyph rows in one ink, side by side one pixel apart. */
function glyphs(rows: (readonly string[])[], ink: RGBA, scale = 1): Canvas {
  const parts = rows.map((r) => bitmap(r, { "#": ink }));
  const w = parts.reduce((a, p) => a + p.width * scale + 1, -1);
  const h = Math.max(...parts.map((p) => p.height * scale));
  const c = new Canvas(w, h);
  let x = 0;
  for (const p of parts) {
    c.blit(p, x, Math.floor((h - p.height * scale) / 2), scale);
    x += p.width * scale + 1;
  }
  return c;
}

const MINUS_3X5 = ["...", "...", "###", "...", "..."];
const MINUS_3X3 = ["...", "###", "..."];
const PLUS_5X5 = ["..#..", "..#..", "#####", "..#..", "..#.."];
const MINUS_4X5 = ["....", "....", "####", "....", "...."];

/**
 * "8+", "+2", "-3", "10": digits and signs in the bold 5x7 font (`big`) or the 3x5 one; `wideSigns`
 * draws the signs 5 wide (a Modifier's sign is what it says, so it must read at a glance).
 */
export function numberGlyph(text: string, ink: RGBA, big: boolean, wideSigns = false): Canvas {
  const rows: (readonly string[])[] = [];
  for (const ch of text.split("")) {
    if (ch === "+") rows.push(wideSigns ? PLUS_5X5 : big ? PLUS_3X3 : PLUS_3X5);
    else if (ch === "-") rows.push(wideSigns ? MINUS_4X5 : big ? MINUS_3X3 : MINUS_3X5);
    else rows.push(big ? DIGITS_5X7[Number(ch)] : DIGITS_3X5[Number(ch)]);
  }
  return glyphs(rows, ink);
}

/** A die face (size x size) showing `pips` (1..6). */
export function die(size: number, pips: number, face: RGBA = WHITE, ink: RGBA = OUTLINE): Canvas {
  const c = new Canvas(size, size);
  c.rect(1, 0, size - 2, size, face);
  c.rect(0, 1, size, size - 2, face);
  c.rect(1, size - 1, size - 2, 1, shade(face, 0.25));
  const lo = Math.round(size * 0.25);
  const mid = Math.floor(size / 2);
  const hi = size - 1 - lo;
  const spots: Record<number, [number, number][]> = {
    1: [[mid, mid]],
    2: [[lo, lo], [hi, hi]],
    3: [[lo, lo], [mid, mid], [hi, hi]],
    4: [[lo, lo], [hi, lo], [lo, hi], [hi, hi]],
    5: [[lo, lo], [hi, lo], [mid, mid], [lo, hi], [hi, hi]],
    6: [[lo, lo], [hi, lo], [lo, mid], [hi, mid], [lo, hi], [hi, hi]],
  };
  for (const [x, y] of spots[pips]) c.set(x, y, ink);
  return c;
}
