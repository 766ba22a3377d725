/**
 * Card faces and backs, 32x48 pixel art: rank and suit index in two corners (the lower one
 * rotated), classic pip layouts for 2-10, a big pip for aces, double-headed portraits for faces.
 * Two colour sets: classic (red and black) and four-colour (green clubs, blue diamonds).
 */
import { bitmap, Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { PORTRAITS, RANK_GLYPHS, SUIT_LARGE, SUIT_SMALL } from "./glyphs";

export const CARD_W = 32;
export const CARD_H = 48;

export type Deck = "classic" | "four";

const INK: Record<Deck, RGBA[]> = {
  classic: [hex("#1e1f2b"), hex("#c3262e"), hex("#c3262e"), hex("#1e1f2b")],
  four: [hex("#14803a"), hex("#1f55c4"), hex("#c3262e"), hex("#1e1f2b")],
};
/** Robe colours for face cards: the suit's ink, with black softened to a slate so details show. */
const ROBE: Record<Deck, RGBA[]> = {
  classic: [hex("#3a4566"), hex("#c3262e"), hex("#c3262e"), hex("#3a4566")],
  four: [hex("#1d8f45"), hex("#2c62d0"), hex("#c3262e"), hex("#3a4566")],
};

export const PAPER = hex("#f6f1e4");
const PAPER_SHADE = hex("#e2d9c3");
const EDGE = hex("#34302a");
const GOLD = hex("#e0a826");

export function suitInk(deck: Deck, suit: number): RGBA {
  return INK[deck][suit];
}

export function suitGlyph(suit: number, ink: RGBA, large = false): Canvas {
  return bitmap(large ? SUIT_LARGE[suit] : SUIT_SMALL[suit], { "#": ink });
}

/** The blank card: rounded dark edge, warm paper, a soft inner shade along the right and bottom. */
export function blankCard(face: RGBA = PAPER): Canvas {
  const c = new Canvas(CARD_W, CARD_H, face);
  c.frame(0, 0, CARD_W, CARD_H, EDGE);
  // Rounded corners: cut the corner pixel, darken the one inside it.
  for (const [x, y, dx, dy] of [
    [0, 0, 1, 1],
    [CARD_W - 1, 0, -1, 1],
    [0, CARD_H - 1, 1, -1],
    [CARD_W - 1, CARD_H - 1, -1, -1],
  ]) {
    c.put(x, y, [0, 0, 0, 0]);
    c.put(x + dx, y + dy, EDGE);
  }
  if (face === PAPER) {
    c.rect(CARD_W - 2, 2, 1, CARD_H - 4, PAPER_SHADE);
    c.rect(2, CARD_H - 2, CARD_W - 4, 1, PAPER_SHADE);
  }
  return c;
}

/** Pip centres (x of the pip's left column, y of its top row) for 2..10, for 5x5 pips. */
const L = 9;
const C = 13;
const R = 18;
const ROWS = [5, 16, 26, 37];
const PIPS: Record<number, [number, number][]> = {
  2: [[C, 5], [C, 37]],
  3: [[C, 5], [C, 21], [C, 37]],
  4: [[L, 5], [R, 5], [L, 37], [R, 37]],
  5: [[L, 5], [R, 5], [C, 21], [L, 37], [R, 37]],
  6: [[L, 5], [R, 5], [L, 21], [R, 21], [L, 37], [R, 37]],
  7: [[L, 5], [R, 5], [C, 13], [L, 21], [R, 21], [L, 37], [R, 37]],
  8: [[L, 5], [R, 5], [C, 13], [L, 21], [R, 21], [C, 29], [L, 37], [R, 37]],
  9: [[L, ROWS[0]], [R, ROWS[0]], [L, ROWS[1]], [R, ROWS[1]], [C, 21], [L, ROWS[2]], [R, ROWS[2]], [L, ROWS[3]], [R, ROWS[3]]],
  10: [[L, ROWS[0]], [R, ROWS[0]], [C, 10], [L, ROWS[1]], [R, ROWS[1]], [L, ROWS[2]], [R, ROWS[2]], [C, 32], [L, ROWS[3]], [R, ROWS[3]]],
};

/** One card face. rank 0..12 (A..K), suit 0..3 (clubs, diamonds, hearts, spades). */
export function cardFace(rank: number, suit: number, deck: Deck): Canvas {
  const c = blankCard();
  const ink = INK[deck][suit];
  const pip = suitGlyph(suit, ink);
  // The index: rank above a small pip, top-left, and the same rotated at bottom-right.
  const index = new Canvas(7, 13);
  index.blit(bitmap(RANK_GLYPHS[rank], { "#": ink }), 0, 0);
  index.blit(pip, 0, 8);
  c.blit(index, 2, 2);
  c.blit(index.rotated180(), CARD_W - 2 - 7, CARD_H - 2 - 13);

  if (rank === 0) {
    const big = suitGlyph(suit, ink, true);
    const x = Math.floor((CARD_W - 11) / 2);
    const y = Math.floor((CARD_H - 11) / 2);
    // A gold ring behind the ace's pip marks it as the low card it is.
    ring(c, x + 5, y + 5, 8, tint(GOLD, 0.35));
    c.blit(big, x, y);
  } else if (rank <= 9) {
    for (const [x, y] of PIPS[rank + 1]) {
      // Pips in the lower half point down, as on real cards.
      c.blit(y > 21 ? pip.rotated180() : pip, x, y);
    }
  } else {
    faceArt(c, rank, suit, deck);
  }
  return c;
}

function ring(c: Canvas, cx: number, cy: number, r: number, col: RGBA): void {
  for (let y = -r; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const d = x * x + y * y;
      if (d <= r * r && d > (r - 2) * (r - 2)) c.set(cx + x, cy + y, col);
    }
  }
}

/** Face cards: a framed panel with the portrait twice (head up and head down). */
function faceArt(c: Canvas, rank: number, suit: number, deck: Deck): void {
  const robe = ROBE[deck][suit];
  const palette: Record<string, RGBA> = {
    g: GOLD,
    G: shade(GOLD, 0.3),
    h: rank === 12 ? hex("#8a8f9c") : rank === 11 ? hex("#6b3b1f") : hex("#b5782f"),
    s: hex("#f2c9a0"),
    e: hex("#2a2233"),
    m: hex("#b3494a"),
    b: hex("#d9d6ce"),
    w: hex("#fbfaf5"),
    r: robe,
    R: shade(robe, 0.35),
    o: EDGE,
  };
  const letter = rank === 10 ? "J" : rank === 11 ? "Q" : "K";
  const top = bitmap(PORTRAITS[letter], palette);
  const panelX = 9;
  const panelY = 4;
  const panelW = 14;
  const panelH = 40;
  c.rect(panelX, panelY, panelW, panelH, tint(robe, 0.82));
  c.frame(panelX, panelY, panelW, panelH, shade(robe, 0.2));
  c.blit(top, panelX + 1, panelY + 1);
  c.blit(top.rotated180(), panelX + 1, panelY + panelH - 1 - 19);
  // A gold line where the two halves meet.
  c.hline(panelX + 1, panelX + panelW - 2, panelY + 20 - 1 + 0, GOLD);
}

/** The back: a navy lattice inside a cream border with the four suits in gold at the centre. */
export function cardBack(): Canvas {
  const navy = hex("#22345c");
  const c = blankCard(hex("#f3ecda"));
  c.rect(3, 3, CARD_W - 6, CARD_H - 6, navy);
  const line = hex("#3c5a94");
  for (let y = 3; y < CARD_H - 3; y++) {
    for (let x = 3; x < CARD_W - 3; x++) {
      const a = (x + y) % 6 === 0;
      const b = (x - y + 600) % 6 === 0;
      if (a || b) c.set(x, y, line);
    }
  }
  c.frame(4, 4, CARD_W - 8, CARD_H - 8, hex("#8fa6d6"));
  // Centre medallion.
  const cx = 8;
  const cy = 15;
  c.rect(cx, cy, 16, 18, navy);
  c.frame(cx, cy, 16, 18, GOLD);
  const gold = GOLD;
  c.blit(suitGlyph(3, gold), cx + 6 - 1 + 1, cy + 2);
  c.blit(suitGlyph(2, gold), cx + 2, cy + 7 - 1 + 1);
  c.blit(suitGlyph(1, gold), cx + 9, cy + 7);
  c.blit(suitGlyph(0, gold), cx + 6 - 1 + 1, cy + 12 - 1);
  return c;
}
