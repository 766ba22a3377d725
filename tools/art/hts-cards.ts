/**
 * Here to Slay's cards, 32x48 pixel art read at GUI size, with no words (screens name the cards in
 * each language): only the language-free numbers a player rolls against.
 * - Party Leader: a gold frame round the class colour, a crowned figure, the class emblem large.
 * - Hero: the class colour as frame, its emblem in the corner, the figure, and the roll it needs
 *   (a die and "8+").
 * - Item (teal), Cursed Item (dark violet, dripping), Magic (night sky with stars): a picture each.
 * - Modifier (orange): a die between its options, "+" green, "-" red.
 * - Challenge (crimson): crossed swords.
 * - Monster: heavier, a thick stone frame with rivets, its Party slots on top (class emblems, a
 *   plain figure for any Hero), the creature, its slay number (green) and fight-back range (red).
 * The backs: the main deck's six emblems round a sword; the Monster deck's claw marks.
 */
import { Canvas, hex, mix, shade, tint, type RGBA } from "./canvas";
import { blankCard, CARD_H, CARD_W } from "./cards";
import { blob, centre, CLASS_INK, die, emblem, gradient, GOLD, miniEmblem, numberGlyph, OUTLINE, outlined, thick, WHITE } from "./hts-draw";
import { figure } from "./hts-figures";
import { cursedArt, itemArt, magicArt } from "./hts-icons";
import { MONSTER_LOOKS, monsterArt } from "./hts-monsters";
import type { HtsFace } from "../../src/games/here-to-slay/textures";
import { CARDS } from "../../src/games/here-to-slay/engine/deck";

const PAPER = hex("#f4ecd8");
const GREEN = hex("#5fe07a");
const RED = hex("#ff5a4a");
const STONE = hex("#4a4540");

/** The frame of a card: `w` pixels of `col` inside the dark edge, a lighter line inside it. */
function framed(col: RGBA, w: number, inside: RGBA): Canvas {
  const c = blankCard(col);
  c.rect(1 + w, 1 + w, CARD_W - 2 - 2 * w, CARD_H - 2 - 2 * w, inside);
  c.frame(w, w, CARD_W - 2 * w, CARD_H - 2 * w, tint(col, 0.35));
  return c;
}

/** A plate for a number: a dark rounded box with the glyph centred. */
function plate(c: Canvas, x: number, y: number, w: number, h: number, fill: RGBA, g: Canvas): void {
  c.rect(x + 1, y, w - 2, h, fill);
  c.rect(x, y + 1, w, h - 2, fill);
  c.blit(g, x + Math.floor((w - g.width) / 2), y + Math.floor((h - g.height) / 2));
}

function heroCard(face: HtsFace): Canvas {
  const ink = CLASS_INK[face.cls];
  const c = framed(ink, 2, PAPER);
  // The scene: sky in the class's light tint, a ground strip.
  // Each Hero of a class stands under its own sky: day, dusk, a warm and a cool light.
  const sky = [hex("#ffffff"), hex("#3a2a5a"), hex("#ffd080"), hex("#80c0ff")][face.index % 4];
  gradient(c, 3, 3, CARD_W - 6, 28, mix(tint(ink, 0.75), sky, 0.22), mix(tint(ink, 0.45), sky, 0.15));
  c.rect(3, 29, CARD_W - 6, 3, shade(mix(ink, hex("#6a8a3a"), 0.6), 0.2));
  const fig = figure({ cls: face.cls, k: face.index, leader: false });
  c.blit(fig, Math.round((CARD_W - fig.width) / 2), 7);
  // The class badge in the top-left corner.
  c.rect(2, 2, 10, 10, ink);
  c.rect(2, 11, 9, 1, shade(ink, 0.35));
  c.rect(11, 2, 1, 9, shade(ink, 0.35));
  c.blit(emblem(face.cls), 3, 3);
  // The roll it needs: a die and the number with a plus.
  const need = CARDS[face.card].need;
  const num = numberGlyph(need + "+", OUTLINE, true);
  const d = die(7, 5, WHITE, OUTLINE);
  const w = d.width + 2 + num.width;
  const x = Math.floor((CARD_W - w) / 2);
  c.blit(outlined(d, shade(ink, 0.5)), x - 1, 35);
  c.blit(num, x + d.width + 2, 36);
  return c;
}

function leaderCard(face: HtsFace): Canvas {
  const ink = CLASS_INK[face.cls];
  const c = framed(GOLD, 2, ink);
  c.frame(3, 3, CARD_W - 6, CARD_H - 6, shade(GOLD, 0.35));
  // Rays from behind the figure.
  for (let y = 4; y < 36; y++) {
    for (let x = 4; x < CARD_W - 4; x++) {
      const a = Math.atan2(y - 18, x - 15.5);
      if (Math.floor(((a + Math.PI) / (2 * Math.PI)) * 16) % 2 === 0) c.set(x, y, tint(ink, 0.18));
    }
  }
  const fig = figure({ cls: face.cls, k: face.cls, leader: true });
  c.blit(fig, Math.round((CARD_W - fig.width) / 2), 6);
  // A gold plate with the class emblem twice the size.
  c.rect(4, 33, CARD_W - 8, 11, shade(GOLD, 0.1));
  c.rect(4, 33, CARD_W - 8, 1, tint(GOLD, 0.4));
  const e = outlined(emblem(face.cls, ink).scaled(1), OUTLINE);
  centre(c, e, CARD_W / 2, 34);
  for (const [x, y] of [[5, 5], [CARD_W - 6, 5]]) c.set(x, y, WHITE);
  return c;
}

function pictureCard(col: RGBA, inside: RGBA, art: Canvas, dress: (c: Canvas) => void): Canvas {
  const c = framed(col, 2, inside);
  dress(c);
  c.blit(art, Math.round((CARD_W - art.width) / 2), Math.round((CARD_H - art.height) / 2) - 1);
  return c;
}

function itemCard(face: HtsFace): Canvas {
  const teal = hex("#2a8a8e");
  return pictureCard(teal, hex("#dff2ee"), itemArt(face.index), (c) => {
    gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, hex("#e8f6f2"), hex("#a8dcd4"));
    blob(c, 15.5, 22.5, 12, 12, tint(teal, 0.55), 0);
    // A hook at the foot: an Item hangs under a Hero.
    c.rect(12, 41, 8, 2, teal);
    c.rect(15, 38, 2, 3, teal);
  });
}

function cursedCard(face: HtsFace): Canvas {
  const violet = hex("#4a1f5e");
  return pictureCard(violet, hex("#1e1426"), cursedArt(face.index), (c) => {
    gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, hex("#2a1a36"), hex("#120c18"));
    blob(c, 15.5, 22.5, 12, 12, hex("#3a5a2a"), 0);
    blob(c, 15.5, 22.5, 10, 10, hex("#2a3a22"), 0);
    // Drips from the top edge.
    for (const [x, len] of [[5, 4], [9, 7], [14, 3], [20, 6], [25, 4]]) {
      c.rect(x, 3, 2, len, hex("#6a2a8a"));
      c.set(x, 3 + len, hex("#8a4aaa"));
    }
  });
}

function magicCard(face: HtsFace): Canvas {
  const purple = hex("#5b34c8");
  return pictureCard(purple, hex("#1a1a4a"), magicArt(face.index), (c) => {
    gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, hex("#24206a"), hex("#3a1a5a"));
    for (const [x, y] of [[5, 6], [24, 5], [8, 40], [26, 38], [18, 43], [4, 30], [27, 20]]) {
      c.set(x, y, WHITE);
      c.set(x + 1, y, [255, 255, 255, 110]);
      c.set(x - 1, y, [255, 255, 255, 110]);
      c.set(x, y + 1, [255, 255, 255, 110]);
      c.set(x, y - 1, [255, 255, 255, 110]);
    }
    blob(c, 15.5, 22.5, 12, 12, hex("#3a3aa0"), 0);
    blob(c, 15.5, 22.5, 10, 10, hex("#4a4ab8"), 0);
  });
}

function modifierCard(face: HtsFace): Canvas {
  const orange = hex("#e07a1f");
  const c = framed(orange, 2, PAPER);
  gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, hex("#fff4dc"), hex("#f4d8a8"));
  const opts = CARDS[face.card].options;
  const d = outlined(die(11, 5, WHITE, OUTLINE).scaled(1), OUTLINE);
  const sign = (n: number): Canvas => outlined(numberGlyph((n >= 0 ? "+" : "-") + Math.abs(n), n >= 0 ? GREEN : RED, true, true), OUTLINE);
  if (opts.length === 1) {
    centre(c, d, CARD_W / 2, 8);
    centre(c, sign(opts[0]), CARD_W / 2, 26);
  } else {
    centre(c, sign(opts[0]), CARD_W / 2, 5);
    centre(c, d, CARD_W / 2, 18);
    centre(c, sign(opts[1]), CARD_W / 2, 34);
  }
  // Small sparks round the die.
  for (const [x, y] of [[6, 20], [25, 22], [7, 28], [24, 29]]) c.set(x, y, orange);
  return c;
}

function challengeCard(): Canvas {
  const crimson = hex("#b0202a");
  const c = framed(crimson, 2, hex("#3a0c10"));
  for (let y = 3; y < CARD_H - 3; y++) {
    for (let x = 3; x < CARD_W - 3; x++) {
      const a = Math.atan2(y - 22, x - 15.5);
      if (Math.floor(((a + Math.PI) / (2 * Math.PI)) * 12) % 2 === 0) c.set(x, y, hex("#5a1218"));
    }
  }
  const art = new Canvas(26, 30);
  const steel = hex("#d0d6e0");
  thick(art, 3, 3, 22, 24, 2, steel);
  thick(art, 22, 3, 3, 24, 2, steel);
  thick(art, 1, 21, 7, 19, 2, GOLD);
  thick(art, 5, 17, 7, 23, 2, GOLD);
  thick(art, 24, 21, 18, 19, 2, GOLD);
  thick(art, 20, 17, 18, 23, 2, GOLD);
  thick(art, 2, 24, 4, 27, 2, hex("#8a5a2b"));
  thick(art, 23, 24, 21, 27, 2, hex("#8a5a2b"));
  blob(art, 12.5, 12, 3, 3, hex("#ffe94a"), 0);
  blob(art, 12.5, 12, 1.5, 1.5, WHITE, 0);
  const o = outlined(art);
  c.blit(o, Math.round((CARD_W - o.width) / 2), 8);
  return c;
}

function monsterCard(face: HtsFace): Canvas {
  const d = CARDS[face.card];
  const look = MONSTER_LOOKS[face.index % MONSTER_LOOKS.length];
  const c = blankCard(STONE);
  gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, shade(look.glow, 0.3), look.glow);
  blob(c, 15.5, 24, 13, 12, tint(look.glow, 0.18), 0);
  stoneFrame(c);
  // The Party it asks for: a chip per slot.
  const n = d.slots.length;
  const x0 = Math.floor((CARD_W - (n * 7 - 1)) / 2);
  d.slots.forEach((cls, i) => {
    const chip = cls < 0 ? hex("#5a5550") : CLASS_INK[cls];
    c.rect(x0 + i * 7, 3, 6, 7, shade(chip, 0.25));
    c.rect(x0 + i * 7, 3, 6, 6, chip);
    c.blit(miniEmblem(cls, WHITE), x0 + i * 7, 4);
  });
  const art = monsterArt(face.index);
  c.blit(art, Math.round((CARD_W - art.width) / 2), 10);
  // The frame over the creature's edges: the stone stays whole on every Monster.
  stoneFrame(c);
  // Slay at or above (green), fight back at or below (red).
  const slay = numberGlyph(d.slay + "+", WHITE, true);
  const back = numberGlyph(d.fightBack + "-", WHITE, true);
  const w1 = slay.width + 2;
  const w2 = back.width + 2;
  const gap = CARD_W - 6 - w1 - w2;
  plate(c, 3, 38, w1, 9 - 2, hex("#1e7a3a"), slay);
  plate(c, 3 + w1 + gap, 38, w2, 9 - 2, hex("#a0241e"), back);
  return c;
}

/** A Monster card's frame: two stone lines inside the edge, rivets in the corners. */
export function stoneFrame(c: Canvas): void {
  c.frame(1, 1, CARD_W - 2, CARD_H - 2, tint(STONE, 0.25));
  c.frame(2, 2, CARD_W - 4, CARD_H - 4, shade(STONE, 0.3));
  for (const [x, y] of [[1, 1], [CARD_W - 2, 1], [1, CARD_H - 2], [CARD_W - 2, CARD_H - 2]]) c.set(x, y, hex("#c8c0b0"));
}

export function htsCardFace(face: HtsFace): Canvas {
  switch (face.kind) {
    case "leader":
      return leaderCard(face);
    case "hero":
      return heroCard(face);
    case "item":
      return itemCard(face);
    case "cursed":
      return cursedCard(face);
    case "magic":
      return magicCard(face);
    case "modifier":
      return modifierCard(face);
    case "challenge":
      return challengeCard();
    default:
      return monsterCard(face);
  }
}

/** The main deck's back: deep blue, the six class emblems in their colours round a gold sword. */
export function htsCardBack(): Canvas {
  const navy = hex("#1e1a4a");
  const c = framed(GOLD, 1, navy);
  for (let y = 3; y < CARD_H - 3; y++) for (let x = 3; x < CARD_W - 3; x++) if ((x + y) % 4 === 0 && (x - y + 64) % 4 === 0) c.set(x, y, hex("#2e2a6a"));
  c.frame(3, 3, CARD_W - 6, CARD_H - 6, shade(GOLD, 0.3));
  blob(c, 15.5, 23.5, 12, 12, hex("#2a2670"), 0);
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 3;
    const x = Math.round(15.5 + 9 * Math.cos(a) - 3);
    const y = Math.round(23.5 + 11 * Math.sin(a) - 3);
    c.blit(outlined(emblem(i, CLASS_INK[i])), x - 1, y - 1);
  }
  thick(c, 15, 15, 15, 29, 1, hex("#d0d6e0"));
  thick(c, 16, 15, 16, 29, 1, hex("#a0a6b0"));
  c.rect(12, 27, 8, 1, GOLD);
  c.rect(15, 28, 2, 3, hex("#8a5a2b"));
  return c;
}

/** The Monster deck's back: dark stone, three claw marks glowing red. */
export function htsMonsterBack(): Canvas {
  const c = blankCard(STONE);
  gradient(c, 3, 3, CARD_W - 6, CARD_H - 6, hex("#2a1614"), hex("#140a0a"));
  stoneFrame(c);
  for (let i = 0; i < 3; i++) {
    thick(c, 8 + i * 6, 10, 12 + i * 6, 38, 3, hex("#6a1010"));
    thick(c, 8 + i * 6, 10, 12 + i * 6, 38, 1, hex("#ff4a2a"));
  }
  blob(c, 15.5, 23, 3, 2, hex("#ffe94a"), 0);
  c.rect(15, 21, 1, 4, OUTLINE);
  return c;
}
