/** Felt, the board (item icon and fitted top view) and GUI pieces for the game screen. */
import { createRng, randomInt } from "../../src/util/random";
import { Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { cardBack, cardFace, CARD_H, CARD_W, PAPER } from "./cards";

export const FELT = hex("#2f7a45");
const FRAME = hex("#7a4e2a");
const FRAME_LIGHT = tint(FRAME, 0.3);
const FRAME_DARK = shade(FRAME, 0.45);

/** Tileable felt: seeded per-pixel speckle and a faint diagonal weave. */
export function felt(w: number, h: number, seed = "felt", base: RGBA = FELT): Canvas {
  const rng = createRng(seed);
  const c = new Canvas(w, h, base);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const n = randomInt(rng, 100);
      if (n < 12) c.set(x, y, shade(base, 0.1));
      else if (n < 20) c.set(x, y, tint(base, 0.07));
      if ((x + 2 * y) % 8 === 0) c.set(x, y, shade(base, 0.05));
    }
  }
  return c;
}

/** A wooden frame around felt, in any size (board views, lesson pictures); green felt unless told. */
export function framedFelt(w: number, h: number, seed: string, border = 2, base: RGBA = FELT): Canvas {
  const c = felt(w, h, seed, base);
  for (let i = 0; i < border; i++) c.frame(i, i, w - 2 * i, h - 2 * i, i === 0 ? FRAME_DARK : FRAME);
  c.hline(border - 1, w - border, border - 1, FRAME_LIGHT);
  c.frame(border, border, w - 2 * border, h - 2 * border, shade(base, 0.25));
  return c;
}

function miniCard(c: Canvas, x: number, y: number, ink: RGBA | undefined): void {
  // 4x5 card: paper with a red heart-ish mark, or a blue back with a gold dot.
  const face = ink === undefined ? hex("#2b4277") : PAPER;
  c.rect(x, y, 4, 5, face);
  c.frame(x, y, 4, 5, shade(face, 0.45));
  if (ink !== undefined) {
    c.set(x + 1, y + 1, ink);
    c.set(x + 2, y + 1, ink);
    c.set(x + 1, y + 2, ink);
    c.set(x + 2, y + 2, ink);
    c.set(x + 1, y + 3, shade(ink, 0.2));
    c.set(x + 2, y + 3, shade(ink, 0.2));
  } else c.set(x + 2, y + 2, hex("#e0a826"));
}

/** The board seen from above on a fitted table (16x16): frame, felt, stock and discard spots. */
export function boardTop(): Canvas {
  const c = framedFelt(16, 16, "board-top", 2);
  miniCard(c, 3, 5, undefined);
  c.frame(8, 5, 5, 6, tint(FELT, 0.25));
  return c;
}

/** The board item icon (16x16): the same board, slightly tilted by a shadow, with cards on it. */
export function boardItem(): Canvas {
  const c = new Canvas(16, 16);
  c.rect(1, 3, 15, 12, [0, 0, 0, 70]);
  c.blit(framedFelt(15, 12, "board-item", 2), 0, 2);
  miniCard(c, 3, 5, undefined);
  miniCard(c, 9, 5, hex("#c3262e"));
  return c;
}

/** An empty card place: a dashed outline on felt (the discard spot when the pile is empty). */
export function slot(): Canvas {
  const c = new Canvas(CARD_W, CARD_H);
  const line = [255, 255, 255, 110] as RGBA;
  for (let x = 2; x < CARD_W - 2; x++) {
    if (x % 4 < 2) {
      c.set(x, 1, line);
      c.set(x, CARD_H - 2, line);
    }
  }
  for (let y = 2; y < CARD_H - 2; y++) {
    if (y % 4 < 2) {
      c.set(1, y, line);
      c.set(CARD_W - 2, y, line);
    }
  }
  c.rect(2, 2, CARD_W - 4, CARD_H - 4, [0, 0, 0, 40]);
  return c;
}

/** A gold frame laid over a card: the selected card or the card just drawn. */
export function selectFrame(): Canvas {
  const c = new Canvas(CARD_W, CARD_H);
  const gold = hex("#f2c230");
  c.frame(0, 0, CARD_W, CARD_H, gold);
  c.frame(1, 1, CARD_W - 2, CARD_H - 2, gold);
  c.frame(2, 2, CARD_W - 4, CARD_H - 4, [242, 194, 48, 110]);
  return c;
}

/** Whose turn: a gold arrow pointing right (16x16). */
export function turnMarker(): Canvas {
  const c = new Canvas(16, 16);
  const gold = hex("#f2c230");
  const dark = shade(gold, 0.45);
  for (let y = 0; y < 13; y++) {
    const half = y < 7 ? y : 12 - y;
    for (let x = 0; x <= half; x++) c.set(5 + x, 1 + y, gold);
    c.set(5 + half + 1, 1 + y, dark);
  }
  c.rect(1, 5, 4, 5, gold);
  c.hline(1, 4, 10, dark);
  return c;
}

/**
 * Ready / agreed: a green tick on a dark disc (16x16). Luanti's bundled fonts have no check-mark
 * glyph (U+2713/U+2714), so screens draw this instead of a character.
 */
export function readyMark(): Canvas {
  const c = new Canvas(16, 16);
  const disc = hex("#1b3d26");
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) if ((x - 7.5) ** 2 + (y - 7.5) ** 2 <= 56) c.set(x, y, disc);
  const green = hex("#8fe388");
  const dark = shade(green, 0.5);
  // Short stroke down-right, then the long stroke up-right; two pixels thick with a shade below.
  const pts: [number, number][] = [[3, 8], [4, 9], [5, 10], [6, 11], [7, 10], [8, 9], [9, 8], [10, 7], [11, 6], [12, 5]];
  for (const [x, y] of pts) {
    c.set(x, y + 1, dark);
    c.set(x, y, green);
    c.set(x, y - 1, green);
  }
  return c;
}

/** The stock: a squared-up pile of backs (36x52), each card offset one pixel. */
export function stockPile(): Canvas {
  const c = new Canvas(CARD_W + 4, CARD_H + 4);
  const back = cardBack();
  // Lower cards show as paper edges with a dark line between them.
  for (let i = 4; i >= 1; i--) {
    c.blit(back.silhouette(hex("#3a3328")), i, 4 - i);
    c.blit(back.silhouette(i % 2 === 0 ? hex("#efe6d0") : hex("#d8ceb6")), i - 1, 4 - i + 1);
  }
  c.blit(back, 0, 4);
  return c;
}

/** A felt tile for formspec backgrounds (64x64, tileable). */
export function feltTile(): Canvas {
  return felt(64, 64, "ui-felt");
}

/** The add-on's pack icon (128x128): three big cards fanned on a framed felt. */
export function packIcon(): Canvas {
  const c = framedFelt(128, 128, "pack-icon", 4);
  const cards: [number, number][] = [
    [12, 3],
    [11, 2],
    [0, 1],
  ];
  cards.forEach(([rank, suit], i) => {
    const x = 8 + i * 24;
    const y = 22 - i * 4 + (i === 1 ? -4 : 0);
    c.rect(x + 3, y + 4, CARD_W * 2, CARD_H * 2, [0, 0, 0, 70]);
    c.blit(cardFace(rank, suit, "classic").scaled(2), x, y);
  });
  return c;
}
