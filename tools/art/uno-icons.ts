/**
 * Uno No Mercy's small symbols (16x16, transparent): the action signs of the cards, the wild and
 * roulette wheels, the 7 (swap) and 0 (pass) rules, the mercy knock-out, the UNO call and a swatch
 * per colour. Built from the card symbols so icons and cards match.
 */
import type { UnoIcon } from "../../src/games/uno-no-mercy/textures";
import { bitmap, Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { outlined, reverseSign, skipSign, UNO_BLACK, UNO_INK } from "./uno-cards";

const WHITE = hex("#ffffff");
const INK = hex("#141414");
const SIZE = 16;

function centred(g: Canvas): Canvas {
  const c = new Canvas(SIZE, SIZE);
  c.blit(g, Math.floor((SIZE - g.width) / 2), Math.floor((SIZE - g.height) / 2));
  return c;
}

/** A small card: white border, coloured field. */
function miniCard(c: Canvas, x: number, y: number, col: RGBA, w = 7, h = 10): void {
  c.rect(x, y, w, h, INK);
  c.rect(x + 1, y + 1, w - 2, h - 2, WHITE);
  c.rect(x + 2, y + 2, w - 4, h - 4, col);
}

function quarters(c: Canvas, cx: number, cy: number, r: number, inner: number): void {
  const ring: RGBA[] = [UNO_INK.red, UNO_INK.blue, UNO_INK.green, UNO_INK.yellow];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d > (r + 1) ** 2) continue;
      if (d > r * r) c.set(x, y, INK);
      else if (d <= inner * inner) c.set(x, y, WHITE);
      else c.set(x, y, ring[(x >= cx ? 0 : 3) + (y >= cy ? (x >= cx ? 1 : -1) : 0)]);
    }
  }
}

const SKULL = bitmap(
  [
    "...kkkkkkkk...",
    ".kkwwwwwwwwkk.",
    "kwwwwwwwwwwwwk",
    "kwwwwwwwwwwwwk",
    "kwwkkkwwkkkwwk",
    "kwwkkkwwkkkwwk",
    "kwwkkkwwkkkwwk",
    "kwwwwwkkwwwwwk",
    ".kwwwwkkwwwwk.",
    "..kwwwwwwwwk..",
    "..kwkwkwkwwk..",
    "..kwkwkwkwk...",
    "...kkkkkkk....",
  ],
  { k: INK, w: hex("#f2efe6") },
);

const BUBBLE = bitmap(
  [
    ".kkkkkkkkkkkk.",
    "kwwwwwwwwwwwwk",
    "kwwwwwrrwwwwwk",
    "kwwwwrrrwwwwwk",
    "kwwwwwrrwwwwwk",
    "kwwwwwrrwwwwwk",
    "kwwwwwrrwwwwwk",
    "kwwwwwrrwwwwwk",
    "kwwwwrrrrwwwwk",
    "kwwwwwwwwwwwwk",
    ".kkkwwkkkkkkk.",
    "...kwk........",
    "...kk.........",
  ],
  { k: INK, w: WHITE, r: UNO_INK.red },
);

export function unoIcon(icon: UnoIcon): Canvas {
  switch (icon) {
    case "skip":
      return centred(outlined(skipSign(13, WHITE)));
    case "reverse":
      return centred(outlined(reverseSign(13, WHITE)));
    case "draw": {
      const c = new Canvas(SIZE, SIZE);
      miniCard(c, 1, 1, UNO_INK.blue, 9, 13);
      miniCard(c, 6, 2, UNO_INK.red, 9, 13);
      c.rect(9, 7, 3, 1, WHITE);
      c.rect(10, 6, 1, 3, WHITE);
      return c;
    }
    case "discard_all": {
      const c = new Canvas(SIZE, SIZE);
      miniCard(c, 0, 5, tint(UNO_INK.green, 0.4));
      miniCard(c, 4, 3, tint(UNO_INK.green, 0.2));
      miniCard(c, 8, 1, UNO_INK.green);
      c.rect(1, 14, 14, 2, WHITE);
      return c;
    }
    case "skip_all": {
      const c = centred(outlined(skipSign(11, WHITE)));
      for (const [x, y] of [[0, 0], [14, 0], [0, 14], [14, 14]]) c.rect(x, y, 2, 2, WHITE);
      return c;
    }
    case "roulette": {
      const c = new Canvas(SIZE, SIZE);
      const ring: RGBA[] = [UNO_INK.red, UNO_INK.yellow, UNO_INK.green, UNO_INK.blue];
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          const d = (x - 7.5) ** 2 + (y - 8.5) ** 2;
          if (d > 49) continue;
          if (d > 36) c.set(x, y, INK);
          else c.set(x, y, d <= 2 ? WHITE : ring[Math.floor(((Math.atan2(y - 8.5, x - 7.5) + Math.PI) / (2 * Math.PI)) * 8) % 4]);
        }
      }
      c.hline(6, 9, 0, WHITE);
      c.hline(7, 8, 1, WHITE);
      return c;
    }
    case "wild": {
      const c = new Canvas(SIZE, SIZE);
      quarters(c, 7.5, 7.5, 6.5, 2.5);
      return c;
    }
    case "swap": {
      // The 7: two hands trade places.
      const c = new Canvas(SIZE, SIZE);
      miniCard(c, 0, 0, UNO_INK.red);
      miniCard(c, 9, 6, UNO_INK.blue);
      for (let k = 0; k < 4; k++) {
        c.set(9 + k, 1, WHITE);
        c.set(6 - k, 14, WHITE);
      }
      c.vline(12, 1, 4, WHITE);
      c.vline(3, 11, 14, WHITE);
      c.set(11, 3, WHITE);
      c.set(13, 3, WHITE);
      c.set(2, 12, WHITE);
      c.set(4, 12, WHITE);
      return c;
    }
    case "pass": {
      // The 0: every hand moves on round the table.
      const g = new Canvas(14, 14);
      for (let a = 70; a <= 340; a += 2) {
        const rad = (a * Math.PI) / 180;
        for (const r of [4, 4.5, 5, 5.5]) g.put(Math.round(6.5 + r * Math.cos(rad)), Math.round(6.5 - r * Math.sin(rad)), WHITE);
      }
      // The head at the arc's upper end, pointing right (clockwise, the direction of play).
      for (let k = 0; k < 4; k++) g.vline(8 + k, 0 + k, 6 - k, WHITE);
      return centred(outlined(g));
    }
    case "mercy":
      return centred(SKULL);
    case "uno":
      return centred(BUBBLE);
    default: {
      // A colour swatch: the colour a wild named.
      const c = new Canvas(SIZE, SIZE);
      c.rect(2, 2, 12, 12, INK);
      c.rect(3, 3, 10, 10, UNO_INK[icon]);
      c.hline(4, 9, 4, tint(UNO_INK[icon], 0.45));
      c.rect(3, 12, 10, 1, shade(UNO_INK[icon], 0.3));
      return c;
    }
  }
}

export { UNO_BLACK };
