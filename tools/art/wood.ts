/**
 * Wood textures and furniture icons, 16x16 like the block world around them: plank tiles,
 * table top and sides, chair seat and sides (nodebox textures map by position in the node, so
 * the side tiles put the apron and legs where the boxes are), and inventory icons.
 */
import { createRng, randomInt } from "../../src/util/random";
import { bitmap, Canvas, hex, mix, shade, tint, type RGBA } from "./canvas";

export interface WoodArt {
  id: string;
  /** Mid plank colour; lighter and darker tones are derived. */
  base: RGBA;
  /** Grain contrast 0..1 (pale woods show less). */
  grain: number;
}

/** Plank colours close to each host's own planks, so furniture matches the room. */
export const WOOD_ART: readonly WoodArt[] = [
  { id: "apple", base: hex("#a8733d"), grain: 0.5 },
  { id: "pine", base: hex("#c9a067"), grain: 0.45 },
  { id: "jungle", base: hex("#7a4a30"), grain: 0.55 },
  { id: "acacia", base: hex("#b4592f"), grain: 0.5 },
  { id: "aspen", base: hex("#dac99c"), grain: 0.35 },
  { id: "oak", base: hex("#a9864f"), grain: 0.5 },
  { id: "spruce", base: hex("#6e5031"), grain: 0.55 },
  { id: "birch", base: hex("#cdb979"), grain: 0.4 },
  { id: "dark_oak", base: hex("#4a3018"), grain: 0.6 },
  { id: "mangrove", base: hex("#7a3636"), grain: 0.55 },
  { id: "cherry", base: hex("#e3b3a8"), grain: 0.35 },
  { id: "bamboo", base: hex("#c9b550"), grain: 0.4 },
  { id: "crimson", base: hex("#6c3450"), grain: 0.5 },
  { id: "warped", base: hex("#2f7068"), grain: 0.5 },
];

export interface Tones {
  light: RGBA;
  mid: RGBA;
  dark: RGBA;
  seam: RGBA;
}

export function tones(w: WoodArt): Tones {
  return { light: tint(w.base, 0.22), mid: w.base, dark: shade(w.base, 0.25), seam: shade(w.base, 0.5) };
}

/**
 * A plank tile: four planks 4 px tall with staggered joints and seeded grain, so each wood has
 * its own stable pattern.
 */
export function planks(w: WoodArt, size = 16, seed = "planks"): Canvas {
  const t = tones(w);
  const rng = createRng(`${seed}:${w.id}`);
  const c = new Canvas(size, size, t.mid);
  const plankH = size / 4;
  for (let p = 0; p < 4; p++) {
    const y0 = p * plankH;
    const base = mix(t.mid, p % 2 === 0 ? t.light : t.dark, 0.15 + randomInt(rng, 10) / 100);
    c.rect(0, y0, size, plankH, base);
    c.hline(0, size - 1, y0, mix(base, t.light, 0.45));
    c.hline(0, size - 1, y0 + plankH - 1, t.seam);
    const joint = (p * 7 + 3 + randomInt(rng, 3)) % size;
    c.vline(joint, y0, y0 + plankH - 1, t.seam);
    for (let i = 0; i < size; i++) {
      // Grain: short darker streaks along the plank.
      if (randomInt(rng, 100) < 22 * w.grain * 2) {
        const gy = y0 + 1 + randomInt(rng, plankH - 2);
        c.set(i, gy, mix(base, t.dark, 0.5 + w.grain / 2));
      }
    }
  }
  return c;
}

/** The table top: planks inside a darker trim, as seen from above. */
export function tableTop(w: WoodArt): Canvas {
  const t = tones(w);
  const c = planks(w, 16, "table-top");
  c.frame(0, 0, 16, 16, t.dark);
  c.hline(1, 14, 1, mix(t.light, t.mid, 0.3));
  return c;
}

/** Table sides: apron at the top (y 0..3), legs at both ends below, transparent between. */
export function tableSide(w: WoodArt): Canvas {
  const t = tones(w);
  const wood = planks(w, 16, "table-side");
  const c = new Canvas(16, 16);
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const apron = y < 4;
      const leg = x < 3 || x > 12;
      if (apron || leg) c.put(x, y, wood.get(x, y));
    }
  }
  c.hline(0, 15, 0, t.light);
  c.hline(0, 15, 3, t.seam);
  for (const x of [0, 13]) {
    c.vline(x, 4, 15, t.light);
    c.vline(x + 2, 4, 15, t.dark);
  }
  return c;
}

/** The chair seat from above. */
export function chairTop(w: WoodArt): Canvas {
  const t = tones(w);
  const c = planks(w, 16, "chair-seat");
  c.frame(0, 0, 16, 16, t.dark);
  return c;
}

/**
 * Chair sides: legs below the seat (y 8..9), posts and slats of the back above it, so a
 * nodebox chair with a seat at half height picks up the right parts.
 */
export function chairSide(w: WoodArt): Canvas {
  const t = tones(w);
  const wood = planks(w, 16, "chair-side");
  const c = new Canvas(16, 16);
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const seat = y === 8 || y === 9;
      const leg = y > 9 && (x < 2 || x > 13);
      const post = y < 8 && (x < 2 || x > 13);
      const slat = y < 8 && (y === 1 || y === 2 || y === 5);
      if (seat || leg || post || slat) c.put(x, y, wood.get(x, y));
    }
  }
  c.hline(0, 15, 8, t.light);
  c.hline(0, 15, 9, t.seam);
  return c;
}

const TABLE_ICON = [
  "................",
  "................",
  "................",
  "..hhhhhhhhhhhh..",
  ".hmmmmmmmmmmmmh.",
  "hmmmmmmmmmmmmmmd",
  "hhhhhhhhhhhhhhhd",
  "dsssssssssssssss",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".hmd........hmd.",
  ".ssd........ssd.",
];

const CHAIR_ICON = [
  "...hd...........",
  "...hd...........",
  "...hmmmd........",
  "...hd...........",
  "...hmmmd........",
  "...hd...........",
  "...hd...........",
  "...hhhhhhhhhhd..",
  "...hmmmmmmmmmd..",
  "...sssssssssss..",
  "...hd......hd...",
  "...hd......hd...",
  "...hd......hd...",
  "...hd......hd...",
  "...hd......hd...",
  "...sd......sd...",
];

function toned(rows: string[], t: Tones): Canvas {
  return bitmap(rows, { h: t.light, m: t.mid, d: t.dark, s: t.seam });
}

export function tableIcon(w: WoodArt): Canvas {
  const c = toned(TABLE_ICON, tones(w));
  // A few grain pixels on the top.
  c.set(4, 4, tones(w).dark);
  c.set(9, 5, tones(w).dark);
  return c;
}

export function chairIcon(w: WoodArt): Canvas {
  return toned(CHAIR_ICON, tones(w));
}
