/**
 * Uno No Mercy cards, 32x48 pixel art readable at GUI size: a strong colour field inside a white
 * border, a white oval with the big number or symbol, and the index in two corners (the lower one
 * rotated). Wilds are black with a four-colour oval. The back says NO MERCY; no logos.
 */
import { bitmap, Canvas, hex, outline, shade, tint, type RGBA } from "./canvas";
import { blankCard, CARD_H, CARD_W } from "./cards";
import { DIGITS_3X5, LETTERS_3X5, PLUS_3X5 } from "./glyphs";
import { DIGITS_5X7, INDEX_SYMBOLS, LETTER_N_5X7, PLUS_3X3 } from "./uno-glyphs";
import type { UnoColor, UnoFace } from "../../src/games/uno-no-mercy/textures";

export const UNO_INK: Record<UnoColor, RGBA> = {
  red: hex("#d8262e"),
  yellow: hex("#f5c518"),
  green: hex("#2d9c46"),
  blue: hex("#1f62cc"),
};
/** Wild order round the oval: top-right, bottom-right, bottom-left, top-left. */
const RING: RGBA[] = [UNO_INK.red, UNO_INK.blue, UNO_INK.green, UNO_INK.yellow];
export const UNO_BLACK = hex("#18181c");
const WHITE = hex("#ffffff");
const OUTLINE = hex("#141414");

/** A glyph drawn from data rows in one ink. */
const glyph = (rows: readonly string[], ink: RGBA): Canvas => bitmap(rows, { "#": ink });

/** Glyphs side by side (bottom-aligned), each scaled, `gap` pixels apart. */
export function row(parts: Canvas[], scale = 1, gap = 1): Canvas {
  const w = parts.reduce((a, p) => a + p.width * scale, 0) + gap * (parts.length - 1);
  const h = Math.max(...parts.map((p) => p.height * scale));
  const c = new Canvas(w, h);
  let x = 0;
  for (const p of parts) {
    c.blit(p, x, Math.floor((h - p.height * scale) / 2), scale);
    x += p.width * scale + gap;
  }
  return c;
}

/** A copy with a one-pixel outline all round (8 neighbours), one pixel larger on each side. */
export function outlined(g: Canvas, ol: RGBA = OUTLINE): Canvas {
  return outline(g, ol);
}

function disc(c: Canvas, cx: number, cy: number, r: number, col: RGBA, inner = -1): void {
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d <= r * r && d > inner * inner) c.set(x, y, col);
    }
  }
}

/** The skip sign in a size x size box: a ring with a slash. */
export function skipSign(size: number, ink: RGBA): Canvas {
  const c = new Canvas(size, size);
  const m = (size - 1) / 2;
  const t = Math.max(2, Math.round(size / 6));
  disc(c, m, m, m + 0.3, ink, m + 0.3 - t);
  for (let i = -m; i <= m; i += 0.25) {
    for (let w = -t / 2; w <= t / 2; w += 0.25) {
      const x = Math.round(m + i * 0.7071 + w * 0.7071);
      const y = Math.round(m - i * 0.7071 + w * 0.7071);
      if ((x - m) ** 2 + (y - m) ** 2 <= (m - t + 0.6) ** 2) c.set(x, y, ink);
    }
  }
  return c;
}

/**
 * Reverse: two arrows with big heads, the upper pointing right, the lower left, offset so the
 * pair reads as a turn-around at GUI size.
 */
export function reverseSign(w: number, ink: RGBA): Canvas {
  const head = Math.max(4, Math.round(w / 3));
  const rows = head + 1 + (head % 2 === 0 ? 1 : 0);
  const shaft = rows >= 7 ? 2 : 1;
  const one = new Canvas(w, rows);
  const mid = Math.floor((rows - shaft) / 2);
  one.rect(0, mid, w - head, shaft, ink);
  for (let k = 0; k < head; k++) {
    const inset = Math.round((k * (rows - shaft)) / 2 / (head - 1));
    one.vline(w - head + k, Math.min(inset, mid), Math.max(rows - 1 - inset, mid + shaft - 1), ink);
  }
  const c = new Canvas(w, rows * 2 + 1);
  c.blit(one, 0, 0);
  c.blit(one.mirrored(), 0, rows + 1);
  return c;
}

/** "+N": a plus then the digits, the digits at `scale`. */
export function drawText(n: number, ink: RGBA, scale = 2): Canvas {
  const digits = String(n).split("").map((d) => glyph(DIGITS_5X7[Number(d)], ink));
  const plus = glyph(PLUS_3X3, ink);
  const num = row(digits, scale, scale);
  return row([plus.scaled(scale), num], 1, 1);
}

/** Discard All: three cards fanned, each outlined. */
function discardAllSign(ink: RGBA): Canvas {
  const c = new Canvas(20, 20);
  for (let i = 0; i < 3; i++) {
    const x = i * 5;
    const y = 8 - i * 4;
    c.rect(x, y, 10, 13, OUTLINE);
    c.rect(x + 1, y + 1, 8, 11, i === 2 ? ink : tint(ink, 0.35 - i * 0.15));
  }
  return c;
}

/** Skip Everyone: the skip sign with a dot for every other player around it. */
function skipEveryoneSign(ink: RGBA): Canvas {
  const c = new Canvas(22, 22);
  c.blit(skipSign(14, ink), 4, 4);
  for (const [x, y] of [[10, 0], [10, 20], [0, 10], [20, 10]]) c.rect(x, y, 2, 2, ink);
  for (const [x, y] of [[2, 2], [18, 2], [2, 18], [18, 18]]) c.rect(x, y, 2, 2, ink);
  return c;
}

/** Colour Roulette: a wheel of the four colours with a white pointer on top. */
function rouletteSign(): Canvas {
  const c = new Canvas(21, 23);
  const cx = 10;
  const cy = 12;
  for (let y = 0; y < 23; y++) {
    for (let x = 0; x < 21; x++) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d > 100) continue;
      if (d > 72) {
        c.set(x, y, OUTLINE);
        continue;
      }
      const a = Math.atan2(y - cy, x - cx);
      const seg = Math.floor(((a + Math.PI) / (2 * Math.PI)) * 8) % 8;
      c.set(x, y, d <= 4 ? WHITE : RING[seg % 4]);
    }
  }
  for (let k = 0; k < 4; k++) c.hline(cx - 3 + k, cx + 3 - k, k, k === 3 ? WHITE : WHITE);
  c.hline(cx - 4, cx + 4, 0, OUTLINE);
  return c;
}

/** 6 and 9 carry a bar underneath, so a card upside down cannot be misread. */
function underlined(kind: string, rows: readonly string[]): readonly string[] {
  if (kind !== "6" && kind !== "9") return rows;
  const w = rows[0].length;
  return [...rows, ".".repeat(w), "#".repeat(w)];
}

/** The big centre picture of a face, in `ink`, before its outline. */
function bigSymbol(face: UnoFace, ink: RGBA): Canvas {
  switch (face.kind) {
    case "skip":
      return skipSign(18, ink);
    case "reverse":
      return reverseSign(18, ink);
    case "draw2":
      return drawText(2, ink);
    case "draw4":
      return drawText(4, ink);
    case "wild_draw6":
      return drawText(6, ink);
    case "wild_draw10":
      return drawText(10, ink);
    case "discard_all":
      return discardAllSign(ink);
    case "skip_everyone":
      return skipEveryoneSign(ink);
    case "wild_color_roulette":
      return rouletteSign();
    case "wild_reverse_draw4": {
      const plus = drawText(4, ink);
      const rev = reverseSign(14, ink);
      const c = new Canvas(Math.max(plus.width, rev.width), rev.height + 2 + plus.height);
      c.blit(rev, Math.floor((c.width - rev.width) / 2), 0);
      c.blit(plus, Math.floor((c.width - plus.width) / 2), rev.height + 2);
      return c;
    }
    default:
      return glyph(underlined(face.kind, DIGITS_5X7[Number(face.kind)]), ink).scaled(2);
  }
}

/** The corner index: digits or "+N" in the 3x5 font, or a small symbol. */
function indexGlyph(face: UnoFace, ink: RGBA): Canvas {
  const small = (text: string): Canvas => row(text.split("").map((ch) => glyph(ch === "+" ? PLUS_3X5 : DIGITS_3X5[Number(ch)], ink)), 1, 1);
  switch (face.kind) {
    case "draw2":
      return small("+2");
    case "draw4":
      return small("+4");
    case "wild_draw6":
      return small("+6");
    case "wild_draw10":
      return small("+10");
    case "wild_reverse_draw4":
      return small("+4");
    case "skip":
    case "reverse":
    case "discard_all":
    case "skip_everyone":
      return glyph(INDEX_SYMBOLS[face.kind], ink);
    case "wild_color_roulette":
      return glyph(INDEX_SYMBOLS.roulette, ink);
    default:
      return glyph(underlined(face.kind, DIGITS_3X5[Number(face.kind)]), ink);
  }
}

const OVAL_RX = 12.5;
const OVAL_RY = 17.5;
const CX = (CARD_W - 1) / 2;
const CY = (CARD_H - 1) / 2;

/** The centre oval: white on coloured cards, four colour quarters on wilds. */
function oval(c: Canvas, wild: boolean): void {
  for (let y = 0; y < CARD_H; y++) {
    for (let x = 0; x < CARD_W; x++) {
      const d = ((x - CX) / OVAL_RX) ** 2 + ((y - CY) / OVAL_RY) ** 2;
      if (d > 1) continue;
      if (d > 0.84) c.set(x, y, wild ? WHITE : shade(WHITE, 0.08));
      else if (!wild) c.set(x, y, WHITE);
      else c.set(x, y, RING[(x >= CX ? 0 : 3) + (y >= CY ? (x >= CX ? 1 : -1) : 0)]);
    }
  }
}

/** One face of the Uno No Mercy deck. */
export function unoCardFace(face: UnoFace): Canvas {
  const wild = face.color === "wild";
  const field = wild ? UNO_BLACK : UNO_INK[face.color];
  const c = blankCard(WHITE);
  c.rect(2, 2, CARD_W - 4, CARD_H - 4, field);
  // Rounded inner corners, so the white border reads as a frame.
  for (const [x, y] of [[2, 2], [CARD_W - 3, 2], [2, CARD_H - 3], [CARD_W - 3, CARD_H - 3]]) c.put(x, y, WHITE);
  oval(c, wild);
  // Wilds draw the symbol white over the colours; coloured cards in their colour over white.
  const big = outlined(bigSymbol(face, wild ? WHITE : field));
  c.blit(big, Math.floor((CARD_W - big.width) / 2), Math.floor((CARD_H - big.height) / 2));
  const index = outlined(indexGlyph(face, WHITE));
  c.blit(index, 2, 2);
  c.blit(index.rotated180(), CARD_W - 2 - index.width, CARD_H - 2 - index.height);
  return c;
}

/** The back: black, a red field, NO MERCY on a black band, the four colours in the corners. */
export function unoCardBack(): Canvas {
  const c = blankCard(UNO_BLACK);
  const red = UNO_INK.red;
  c.rect(3, 3, CARD_W - 6, CARD_H - 6, red);
  // A darker diagonal stripe pattern on the red.
  for (let y = 3; y < CARD_H - 3; y++) for (let x = 3; x < CARD_W - 3; x++) if ((x + 2 * y) % 9 === 0) c.set(x, y, shade(red, 0.22));
  c.frame(3, 3, CARD_W - 6, CARD_H - 6, shade(red, 0.45));
  const gold = hex("#ffd23f");
  c.rect(3, 12, CARD_W - 6, 24, UNO_BLACK);
  c.hline(3, CARD_W - 4, 12, gold);
  c.hline(3, CARD_W - 4, 35, gold);
  const no = outlined(row([glyph(LETTER_N_5X7, WHITE), glyph(DIGITS_5X7[0], WHITE)], 2, 2), red);
  c.blit(no, Math.floor((CARD_W - no.width) / 2), 13);
  const mercy = row("MERCY".split("").map((ch) => glyph(LETTERS_3X5[ch], gold)), 1, 1);
  c.blit(mercy, Math.floor((CARD_W - mercy.width) / 2), 29);
  const dots: [number, number, RGBA][] = [[5, 5, UNO_INK.red], [CARD_W - 8, 5, UNO_INK.yellow], [5, CARD_H - 8, UNO_INK.green], [CARD_W - 8, CARD_H - 8, UNO_INK.blue]];
  for (const [x, y, col] of dots) {
    c.rect(x - 1, y - 1, 5, 5, UNO_BLACK);
    c.rect(x, y, 3, 3, col === UNO_INK.red ? tint(col, 0.25) : col);
  }
  return c;
}
