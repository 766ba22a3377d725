/**
 * The pictures of Here to Slay's Items, Cursed Items and Magic (20x20 before the outline), in
 * the order of engine/deck.ts, drawn from shapes: what the card is, with no words.
 */
import { Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { blob, CLASS_INK, GOLD, outlined, thick, tri, WHITE } from "./hts-draw";

const METAL = hex("#c4cad4");
const WOOD = hex("#8a5a2b");
const DARK = hex("#221a2a");
const SIZE = 20;

function ring(c: Canvas, cx: number, cy: number, r: number, w: number, col: RGBA): void {
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d <= r + 0.3 && d > r - w + 0.3) c.set(x, y, col);
    }
  }
}

/** An animal mask in a class's colour: hawk (beak), owl (tufts), bear (round ears), lark (crest). */
function mask(cls: number, animal: "hawk" | "owl" | "bear" | "lark"): Canvas {
  const c = new Canvas(SIZE, SIZE);
  const ink = CLASS_INK[cls];
  if (animal === "bear") {
    blob(c, 4, 5, 2.5, 2.5, ink, 0.1);
    blob(c, 15, 5, 2.5, 2.5, ink, 0.1);
  }
  if (animal === "owl") {
    tri(c, 2, 8, 6, 5, 2, 1, ink);
    tri(c, 17, 8, 13, 5, 17, 1, ink);
  }
  if (animal === "lark") for (let i = 0; i < 3; i++) thick(c, 9 + i, 5, 6 + i * 3, 0, 1, tint(ink, 0.3));
  blob(c, 9.5, 10, 8, 6, ink, 0.2);
  // Eye holes with a rim.
  const eye = animal === "owl" ? 2.4 : 1.6;
  blob(c, 6, 9, eye + 1, eye + 1, tint(ink, 0.5), 0);
  blob(c, 13, 9, eye + 1, eye + 1, tint(ink, 0.5), 0);
  blob(c, 6, 9, eye, eye, DARK, 0);
  blob(c, 13, 9, eye, eye, DARK, 0);
  if (animal === "hawk" || animal === "owl") tri(c, 8, 11, 11, 11, 9.5, animal === "hawk" ? 18 : 14, GOLD);
  if (animal === "bear") blob(c, 9.5, 13, 2, 1.5, shade(ink, 0.5), 0);
  if (animal === "lark") tri(c, 8, 12, 11, 12, 9.5, 15, hex("#f0a030"));
  return c;
}

const ITEMS: (() => Canvas)[] = [
  // Lucky Charm: a clover amulet on a chain.
  () => {
    const c = new Canvas(SIZE, SIZE);
    thick(c, 4, 0, 10, 6, 1, GOLD);
    thick(c, 16, 0, 10, 6, 1, GOLD);
    const g = hex("#3cc060");
    for (const [x, y] of [[7, 10], [13, 10], [10, 7], [10, 13]]) blob(c, x, y, 3.2, 3.2, g, 0.2);
    blob(c, 10, 10, 1.5, 1.5, GOLD, 0);
    thick(c, 10, 14, 12, 19, 1, shade(g, 0.3));
    return c;
  },
  // Runed Blade: a sword with glowing runes.
  () => {
    const c = new Canvas(SIZE, SIZE);
    thick(c, 5, 15, 18, 2, 2, METAL);
    thick(c, 6, 15, 18, 3, 1, tint(METAL, 0.5));
    for (const [x, y] of [[9, 10], [12, 7], [15, 4]]) c.set(x, y, hex("#3ad8ff"));
    thick(c, 2, 12, 8, 18, 2, GOLD);
    thick(c, 1, 19, 5, 15, 2, WOOD);
    return c;
  },
  // Warden's Sigil: a round seal with a rune.
  () => {
    const c = new Canvas(SIZE, SIZE);
    blob(c, 10, 10, 8.5, 8.5, shade(GOLD, 0.15), 0.2);
    ring(c, 10, 10, 8.5, 1, shade(GOLD, 0.45));
    ring(c, 10, 10, 6, 1, tint(GOLD, 0.4));
    thick(c, 10, 5, 10, 15, 1, hex("#7a3a10"));
    thick(c, 6, 8, 14, 12, 1, hex("#7a3a10"));
    thick(c, 14, 8, 6, 12, 1, hex("#7a3a10"));
    return c;
  },
  // Oak Buckler: a round wooden shield with an iron boss.
  () => {
    const c = new Canvas(SIZE, SIZE);
    blob(c, 10, 10, 9, 9, WOOD, 0.2);
    for (let x = 4; x < 17; x += 4) c.rect(x, 2, 1, 16, shade(WOOD, 0.3));
    ring(c, 10, 10, 9, 2, METAL);
    blob(c, 10, 10, 2.5, 2.5, METAL, 0.3);
    return c;
  },
  () => mask(2, "hawk"),
  () => mask(4, "owl"),
  () => mask(0, "bear"),
  () => mask(5, "lark"),
];

const CURSED: (() => Canvas)[] = [
  // Leaden Shackles: two cuffs and a chain.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const lead = hex("#7a7f8e");
    for (let i = 0; i < 4; i++) ring(c, 6 + i * 2.7, 6 + i * 2.7, 1.8, 1, shade(lead, 0.2));
    ring(c, 5, 5, 4.5, 2, lead);
    ring(c, 15, 15, 4.5, 2, lead);
    return c;
  },
  // Crow's Omen: a black crow with a red eye.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const crow = hex("#2a2636");
    tri(c, 6, 8, 19, 2, 14, 12, shade(crow, 0.2));
    blob(c, 9, 12, 6, 4.5, crow, 0.2);
    blob(c, 5, 7, 3.2, 3, crow, 0.1);
    tri(c, 1, 7, 3, 6, 3, 9, hex("#5a5a5a"));
    c.set(5, 6, hex("#ff2a2a"));
    tri(c, 14, 13, 19, 17, 13, 16, crow);
    thick(c, 8, 16, 7, 19, 1, hex("#5a5a5a"));
    thick(c, 11, 16, 12, 19, 1, hex("#5a5a5a"));
    return c;
  },
  // Cracked Hourglass.
  () => {
    const c = new Canvas(SIZE, SIZE);
    c.rect(3, 1, 14, 2, WOOD);
    c.rect(3, 17, 14, 2, WOOD);
    tri(c, 5, 3, 15, 3, 10, 10, hex("#b8d8e8"));
    tri(c, 5, 17, 15, 17, 10, 10, hex("#b8d8e8"));
    tri(c, 7, 17, 13, 17, 10, 13, hex("#d8b060"));
    thick(c, 7, 5, 11, 8, 1, DARK);
    thick(c, 11, 8, 9, 10, 1, DARK);
    c.rect(4, 3, 1, 14, shade(WOOD, 0.3));
    c.rect(15, 3, 1, 14, shade(WOOD, 0.3));
    return c;
  },
  // Gloom Shroud: a dark hooded cloak, empty inside.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const cloth = hex("#3a3050");
    tri(c, 10, 1, 1, 19, 19, 19, cloth);
    blob(c, 10, 6, 4.5, 4.5, cloth, 0.1);
    blob(c, 10, 7, 2.8, 3, DARK, 0);
    c.set(9, 7, hex("#8fe05a"));
    c.set(11, 7, hex("#8fe05a"));
    for (let x = 2; x < 19; x += 3) c.set(x, 19, [0, 0, 0, 0]);
    return c;
  },
];

const MAGIC: (() => Canvas)[] = [
  // Fire Rain: a cloud raining fire.
  () => {
    const c = cloud(hex("#5a4a5a"));
    for (const x of [4, 9, 14]) fireDrop(c, x, 11);
    fireDrop(c, 7, 15);
    fireDrop(c, 12, 15);
    return c;
  },
  // Windfall: cards falling from above.
  () => {
    const c = new Canvas(SIZE, SIZE);
    for (const [x, y, t] of [[2, 2, 0], [9, 0, 1], [11, 9, 2], [3, 10, 3]]) {
      c.rect(x, y, 6, 8, WHITE);
      c.rect(x + 1, y + 1, 4, 6, [hex("#2f6fd6"), hex("#d23a2e"), GOLD, hex("#3c9a3e")][t]);
    }
    for (const [x, y] of [[17, 2], [18, 6], [8, 18]]) c.set(x, y, GOLD);
    return c;
  },
  // Second Wind: swirling wind arrows.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const wind = hex("#bff0ff");
    for (let a = 0; a < 330; a += 3) {
      const r = 2 + a / 45;
      c.set(Math.round(10 + r * Math.cos((a * Math.PI) / 180)), Math.round(10 + r * Math.sin((a * Math.PI) / 180)), wind);
      c.set(Math.round(10 + (r + 0.8) * Math.cos((a * Math.PI) / 180)), Math.round(10 + (r + 0.8) * Math.sin((a * Math.PI) / 180)), tint(wind, 0.4));
    }
    tri(c, 15, 4, 19, 9, 13, 9, wind);
    return c;
  },
  // Grave Call: a tombstone with a hand rising.
  () => {
    const c = new Canvas(SIZE, SIZE);
    c.rect(4, 17, 13, 3, hex("#5a4020"));
    blob(c, 10, 6, 5, 4, hex("#9aa0aa"), 0);
    c.rect(5, 6, 11, 11, hex("#9aa0aa"));
    c.rect(9, 7, 3, 1, shade(hex("#9aa0aa"), 0.4));
    c.rect(10, 6, 1, 5, shade(hex("#9aa0aa"), 0.4));
    c.rect(1, 12, 3, 6, hex("#8fd08a"));
    c.rect(0, 10, 1, 3, hex("#8fd08a"));
    c.rect(4, 11, 1, 3, hex("#8fd08a"));
    return c;
  },
  // Earthquake: cracked ground with falling rocks.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const ground = hex("#8a6a3a");
    c.rect(0, 10, 20, 10, ground);
    c.rect(0, 10, 20, 1, tint(ground, 0.3));
    thick(c, 9, 10, 12, 14, 2, DARK);
    thick(c, 12, 14, 8, 19, 2, DARK);
    thick(c, 12, 14, 17, 17, 1, DARK);
    for (const [x, y] of [[4, 3], [14, 1], [16, 6]]) blob(c, x, y, 2, 1.6, hex("#9a9a9a"), 0.3);
    return c;
  },
  // Sleight of Hand: an open hand with a card above it.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const skin = hex("#e8b98f");
    c.rect(7, 0, 7, 9, WHITE);
    c.rect(8, 1, 5, 7, hex("#7d4cc2"));
    blob(c, 10, 15, 6, 4, skin, 0.2);
    for (const x of [5, 8, 11, 14]) c.rect(x, 9, 2, 5, skin);
    c.rect(16, 12, 3, 2, skin);
    for (const [x, y] of [[3, 3], [17, 2], [4, 8]]) c.set(x, y, GOLD);
    return c;
  },
  // Mind Fog: a head lost in a purple fog.
  () => {
    const c = new Canvas(SIZE, SIZE);
    blob(c, 10, 10, 6, 7, hex("#e8b98f"), 0.15);
    const fog = hex("#b48ad8");
    for (const [x, y, r] of [[4, 7, 3.5], [10, 5, 4], [16, 7, 3.5], [7, 10, 3], [14, 11, 3]]) blob(c, x, y, r, r * 0.7, [fog[0], fog[1], fog[2], 220], 0.1);
    thick(c, 6, 15, 9, 14, 1, DARK);
    thick(c, 9, 14, 12, 15, 1, DARK);
    return c;
  },
  // Reclaim: a card in a round arrow.
  () => {
    const c = new Canvas(SIZE, SIZE);
    const green = hex("#6fe08a");
    for (let a = 40; a < 330; a += 2) {
      for (const r of [8, 8.8]) c.set(Math.round(10 + r * Math.cos((a * Math.PI) / 180)), Math.round(10 - r * Math.sin((a * Math.PI) / 180)), green);
    }
    tri(c, 14, 1, 19, 7, 12, 8, green);
    c.rect(7, 6, 6, 8, WHITE);
    c.rect(8, 7, 4, 6, hex("#3c9a3e"));
    return c;
  },
  // Banish: a swirling portal.
  () => {
    const c = new Canvas(SIZE, SIZE);
    for (let r = 9; r >= 1; r--) blob(c, 10, 10, r, r * 0.8, r % 2 === 0 ? hex("#5a2ad0") : hex("#9a6aff"), 0);
    blob(c, 10, 10, 1.5, 1.2, WHITE, 0);
    for (const [x, y] of [[1, 1], [18, 3], [2, 18], [17, 17]]) c.set(x, y, WHITE);
    return c;
  },
  // Rust Storm: a gear eaten by rust under a storm.
  () => {
    const c = cloud(hex("#6a5040"));
    const rust = hex("#c0602a");
    blob(c, 10, 14, 5, 5, rust, 0.2);
    for (const [x, y] of [[10, 8], [10, 19], [4, 14], [15, 14], [6, 10], [14, 10], [6, 18], [14, 18]]) c.rect(x - 1, y - 1, 2, 2, rust);
    blob(c, 10, 14, 1.8, 1.8, hex("#5a3a2a"), 0);
    return c;
  },
];

function cloud(col: RGBA): Canvas {
  const c = new Canvas(SIZE, SIZE);
  for (const [x, y, r] of [[5, 6, 4], [10, 4, 5], [15, 6, 4]]) blob(c, x, y, r, r * 0.8, col, 0.2);
  c.rect(2, 6, 16, 3, shade(col, 0.2));
  return c;
}

function fireDrop(c: Canvas, x: number, y: number): void {
  tri(c, x - 1.5, y + 2, x + 1.5, y + 2, x, y - 1, hex("#ff8a1e"));
  blob(c, x, y + 2.5, 1.5, 1.5, hex("#ff5a1e"), 0);
  c.set(x, y + 2, hex("#ffe94a"));
}

export function itemArt(index: number): Canvas {
  return outlined(ITEMS[index % ITEMS.length]());
}

export function cursedArt(index: number): Canvas {
  return outlined(CURSED[index % CURSED.length]());
}

export function magicArt(index: number): Canvas {
  return outlined(MAGIC[index % MAGIC.length]());
}
