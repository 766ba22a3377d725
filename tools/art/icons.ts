/** Small icons for the lesson pictures, as data: marks, hands, items, heads, arrows. */
import { bitmap, Canvas, hex, shade, type RGBA } from "./canvas";
import { DIGITS_3X5, PLUS_3X5 } from "./glyphs";

const P: Record<string, RGBA> = {
  k: hex("#1b1b22"),
  w: hex("#ffffff"),
  g: hex("#3fbf4f"),
  G: hex("#1f7a2c"),
  r: hex("#e0383b"),
  R: hex("#8f1d20"),
  y: hex("#f2c230"),
  Y: hex("#b3861a"),
  s: hex("#e8b98f"),
  S: hex("#b9825a"),
  b: hex("#4aa3df"),
  B: hex("#1f5f99"),
  c: hex("#5fe0d0"),
  C: hex("#2a9c90"),
  e: hex("#36c25a"),
  E: hex("#1b7a35"),
  o: hex("#8a5a2b"),
  O: hex("#5a3716"),
  l: hex("#bcbcc4"),
  L: hex("#7d7d88"),
  h: hex("#5b3b1f"),
  p: hex("#6b4bd0"),
};

export const CHECK = bitmap(
  ["........GG", ".......GgG", "......GggG", "G....GggG.", "GgG.GggG..", "GggGggG...", ".GgggG....", "..GgG.....", "...G......"],
  P,
);

export const CROSS = bitmap(
  ["RR.....RR", "RrR...RrR", ".RrR.RrR.", "..RrRrR..", "...RrR...", "..RrRrR..", ".RrR.RrR.", "RrR...RrR", "RR.....RR"],
  P,
);

/** A knocking fist (knuckles to the right). */
export const FIST = bitmap(
  [
    "..SSSSSS....",
    ".SsssssSS...",
    "SsssssssSS..",
    "SssSsSsSsS..",
    "SssSsSsSsS..",
    "SsssssssssS.",
    "SssssssssS..",
    ".SsssssssS..",
    "..SSSSSSS...",
    "...SsssS....",
    "...SsssS....",
  ],
  P,
);

export const STAR = bitmap(
  [
    "......Y......",
    ".....YyY.....",
    ".....YyY.....",
    "YYYYYyyyYYYYY",
    ".YyyyyyyyyyY.",
    "..YyyyyyyyY..",
    "...YyyyyyY...",
    "..YyyyYyyyY..",
    ".YyyYY.YYyyY.",
    ".YYY.....YYY.",
  ],
  P,
);

export const DIAMOND_GEM = bitmap(
  [".CCCCCCC.", "CcccwcccC", "CccwccccC", ".CcccccC.", "..CcccC..", "...CcC...", "....C...."],
  P,
);

export const GOLD_INGOT = bitmap(["...YYYYYY.", "..YyyyyyY.", ".YyywyyyYY", "YyyyyyyyYY", "YYYYYYYYY."], P);

export const EMERALD = bitmap(["..EEE..", ".EeeeE.", "EeewweE", "EeeeeeE", "EeeeeeE", ".EeeeE.", "..EEE.."], P);

export const CHEST = bitmap(
  [
    ".OOOOOOOOOOOO.",
    "OooooooooooooO",
    "OooooooooooooO",
    "OOOOOOyyOOOOOO",
    "OooooOyYOooooO",
    "OoooooYYoooooO",
    "OooooooooooooO",
    "OooooooooooooO",
    "OOOOOOOOOOOOOO",
  ],
  P,
);

export const TROPHY = bitmap(
  [
    "YYYYYYYYYYY",
    "Y.YyyyyyY.Y",
    "Y.YyywyyY.Y",
    ".YYyyyyyYY.",
    "...YyyyY...",
    "....YyY....",
    ".....Y.....",
    "....YyY....",
    "...YYYYY...",
    "..YyyyyyY..",
    "..YYYYYYY..",
  ],
  P,
);

/** A player's head (blocky) and a bot's head. */
export const PLAYER_HEAD = bitmap(
  ["hhhhhhhh", "hhhhhhhh", "hssssssh", "swbssbws", "ssssssss", "ssSSSSss", "ssssssss", "SSSSSSSS"],
  P,
);

export const BOT_HEAD = bitmap(
  ["...yy...", "...LL...", "LLLLLLLL", "LllllllL", "LlbllblL", "LllllllL", "LlkkkklL", "LLLLLLLL"],
  P,
);

export const PAUSE = bitmap(
  ["wwww..wwww", "wkkw..wkkw", "wkkw..wkkw", "wkkw..wkkw", "wkkw..wkkw", "wkkw..wkkw", "wkkw..wkkw", "wwww..wwww"],
  P,
);

export const FLAG = bitmap(
  ["krrrrrr", "krrrrrr", "krrrrr.", "krrrrrr", "k......", "k......", "k......", "k......", "k......", "kk....."],
  P,
);

const TIMES_5X5 = ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"];

/** Digits (3x5), "+" and "x" (a 5x5 times sign), with an outline so they read on felt and cards. */
export function number(text: string, ink: RGBA = hex("#ffffff"), outline: RGBA = hex("#10301a")): Canvas {
  const glyphs = text.split("").map((ch) => (ch === "+" ? PLUS_3X5 : ch === "x" ? TIMES_5X5 : DIGITS_3X5[Number(ch)]));
  const widths = glyphs.map((g) => g[0].length);
  const w = widths.reduce((a, b) => a + b + 1, 1);
  const c = new Canvas(w + 1, 7);
  const place = (draw: (g: Canvas, x: number) => void): void => {
    let x = 1;
    glyphs.forEach((g, i) => {
      draw(bitmap(g as string[], { "#": ink }), x);
      x += widths[i] + 1;
    });
  };
  place((g, x) => {
    const sil = g.silhouette(outline);
    for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, 1], [-1, 1], [1, -1]]) c.blit(sil, x + dx, 1 + dy);
  });
  place((g, x) => c.blit(g, x, 1));
  return c;
}

/** A circular "again" arrow: a thick arc with a head, centred on (cx, cy). */
export function againArrow(c: Canvas, cx: number, cy: number, r: number, col: RGBA): void {
  const edge = shade(col, 0.5);
  const arc = (colr: RGBA, grow: number): void => {
    for (let a = 50; a <= 330; a += 1) {
      const rad = (a * Math.PI) / 180;
      for (let t = -2 - grow; t <= 2 + grow; t += 0.5) {
        c.set(Math.round(cx + (r + t) * Math.cos(rad)), Math.round(cy - (r + t) * Math.sin(rad)), colr);
      }
    }
    // Head at the start of the arc (angle 50), pointing clockwise (down and right).
    const rad = (50 * Math.PI) / 180;
    const hx = cx + r * Math.cos(rad);
    const hy = cy - r * Math.sin(rad);
    const tx = Math.sin(rad);
    const ty = Math.cos(rad);
    const size = 7 + grow;
    for (let k = 0; k <= size; k += 0.5) {
      const half = size - k;
      for (let s = -half; s <= half; s += 0.5) {
        c.set(Math.round(hx + tx * (k - 2) + Math.cos(rad) * s), Math.round(hy + ty * (k - 2) - Math.sin(rad) * s), colr);
      }
    }
  };
  arc(edge, 1);
  arc(col, 0);
}

/** A thick arrow from (x0,y0) to (x1,y1) with a head, in one colour with a dark edge. */
export function arrow(c: Canvas, x0: number, y0: number, x1: number, y1: number, col: RGBA): void {
  const edge = shade(col, 0.55);
  const len = Math.hypot(x1 - x0, y1 - y0);
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  const px = -uy;
  const py = ux;
  const body = (colr: RGBA, grow: number): void => {
    for (let t = 0; t <= len - 5; t += 0.5) {
      for (let s = -1 - grow; s <= 1 + grow; s += 0.5) c.set(Math.round(x0 + ux * t + px * s), Math.round(y0 + uy * t + py * s), colr);
    }
    for (let t = 0; t <= 6 + grow; t += 0.5) {
      const half = (6 + grow - t) * 0.75;
      for (let s = -half; s <= half; s += 0.5) {
        c.set(Math.round(x1 - ux * (6 - t) + px * s), Math.round(y1 - uy * (6 - t) + py * s), colr);
      }
    }
  };
  body(edge, 1);
  body(col, 0);
}
