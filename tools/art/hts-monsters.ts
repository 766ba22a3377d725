/**
 * Here to Slay's fifteen Monsters as creatures built from shapes (26x26 before the outline), in
 * the order of engine/deck.ts: serpents, beasts, giants, birds, a spider and a kraken, each with its
 * own colours and one thing of its own (a crown, three heads, wings, a sting), and glowing eyes.
 */
import { Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { blob, GOLD, outlined, thick, tri } from "./hts-draw";

const EYE = hex("#ffe94a");
const BONE = hex("#efe6d0");

type Shape = "serpent" | "beast" | "giant" | "bird" | "spider" | "kraken";

interface Monster {
  shape: Shape;
  body: RGBA;
  /** Wings, belly or a second colour. */
  alt: RGBA;
  extra?: "crown" | "heads" | "wings" | "sting" | "hat" | "pack" | "spikes" | "blocky" | "club" | "face";
  /** The card's background glow. */
  glow: RGBA;
}

export const MONSTER_LOOKS: readonly Monster[] = [
  { shape: "serpent", body: hex("#5f8a2e"), alt: hex("#a3c24a"), extra: "spikes", glow: hex("#2e4a1e") }, // Bramble Wyrm
  { shape: "beast", body: hex("#8fd0d8"), alt: hex("#e6fbff"), extra: "spikes", glow: hex("#1e4450") }, // Glass Basilisk
  { shape: "giant", body: hex("#7f8a5a"), alt: hex("#a9b27a"), extra: "club", glow: hex("#34381e") }, // Cave Troll Mother
  { shape: "kraken", body: hex("#3f7fa8"), alt: hex("#9fd6e8"), glow: hex("#12304a") }, // Salt Kraken
  { shape: "giant", body: hex("#b9b3a0"), alt: hex("#4a3a5e"), extra: "crown", glow: hex("#2a1e3a") }, // Hollow King
  { shape: "serpent", body: hex("#3a6b5a"), alt: hex("#8ab89a"), extra: "heads", glow: hex("#163228") }, // Murk Hydra
  { shape: "bird", body: hex("#f07a1e"), alt: hex("#ffd23a"), glow: hex("#5a1a0a") }, // Ember Phoenix
  { shape: "bird", body: hex("#4a6ad0"), alt: hex("#d8e4ff"), extra: "spikes", glow: hex("#141e4a") }, // Thunder Roc
  { shape: "spider", body: hex("#3a2a4a"), alt: hex("#b03ad0"), extra: "crown", glow: hex("#1a1024") }, // Gloam Spider Queen
  { shape: "giant", body: hex("#7a7f8a"), alt: hex("#c04a2a"), extra: "blocky", glow: hex("#26282e") }, // Iron Golem
  { shape: "beast", body: hex("#d8b060"), alt: hex("#f0d89a"), extra: "face", glow: hex("#4a3412") }, // Dune Sphinx
  { shape: "giant", body: hex("#4a6a3a"), alt: hex("#2a2230"), extra: "hat", glow: hex("#1a2a14") }, // Fen Witch
  { shape: "beast", body: hex("#9aa4c0"), alt: hex("#e4e8f4"), extra: "pack", glow: hex("#1a2040") }, // Moon Wolf Pack
  { shape: "serpent", body: hex("#2a2630"), alt: hex("#c03a2a"), extra: "wings", glow: hex("#3a1010") }, // Obsidian Drake
  { shape: "beast", body: hex("#b0502a"), alt: hex("#5a2a1a"), extra: "sting", glow: hex("#3a140a") }, // Dread Manticore
];

/** The creature of Monster `index` (its place among the Monsters), outlined: 28x28. */
export function monsterArt(index: number): Canvas {
  const m = MONSTER_LOOKS[index % MONSTER_LOOKS.length];
  const c = new Canvas(26, 26);
  switch (m.shape) {
    case "serpent":
      serpent(c, m);
      break;
    case "beast":
      beast(c, m);
      break;
    case "giant":
      giant(c, m);
      break;
    case "bird":
      bird(c, m);
      break;
    case "spider":
      spider(c, m);
      break;
    default:
      kraken(c, m);
      break;
  }
  return outlined(c);
}

function eyes(c: Canvas, x: number, y: number, gap: number): void {
  c.set(x, y, EYE);
  c.set(x + gap, y, EYE);
}

function head(c: Canvas, x: number, y: number, r: number, m: Monster): void {
  blob(c, x, y, r, r * 0.85, m.body, 0.2);
  c.rect(Math.round(x - r + 1), Math.round(y + r * 0.4), Math.round(2 * r - 1), 1, BONE);
  eyes(c, Math.round(x - r / 2), Math.round(y - 1), Math.max(2, Math.round(r)));
}

function serpent(c: Canvas, m: Monster): void {
  if (m.extra === "wings") {
    tri(c, 12, 10, 0, 2, 4, 16, shade(m.alt, 0.2));
    tri(c, 14, 10, 25, 1, 22, 15, m.alt);
  }
  // A coiled body: circles along a curve, thick at the base.
  for (let t = 0; t <= 1; t += 0.04) {
    const x = 4 + t * 16 + 3 * Math.sin(t * 9);
    const y = 23 - t * 14;
    blob(c, x, y, 3.6 - t * 1.4, 3 - t * 1.1, t < 0.5 ? m.body : tint(m.body, 0.05), 0.3);
  }
  for (let x = 3; x < 23; x += 3) c.set(x, 24, shade(m.body, 0.4));
  if (m.extra === "heads") {
    thick(c, 18, 10, 8, 6, 2, m.body);
    thick(c, 18, 10, 22, 3, 2, m.body);
    head(c, 7, 5, 2.6, m);
    head(c, 22, 3, 2.6, m);
  }
  head(c, 18, 8, 3.8, m);
  if (m.extra === "spikes") for (let i = 0; i < 4; i++) tri(c, 5 + i * 4, 20 - i * 3, 7 + i * 4, 20 - i * 3, 5 + i * 4, 17 - i * 3, m.alt);
  c.set(16, 4, BONE);
  c.set(20, 4, BONE);
  c.set(16, 3, BONE);
  c.set(21, 3, BONE);
}

function beast(c: Canvas, m: Monster): void {
  if (m.extra === "pack") {
    // A second wolf behind the first.
    blob(c, 17, 10, 7, 4, shade(m.body, 0.3), 0.2);
    blob(c, 23, 7, 2.8, 2.5, shade(m.body, 0.3), 0.2);
    tri(c, 22, 5, 24, 5, 23, 2, shade(m.body, 0.3));
    c.set(23, 7, EYE);
  }
  if (m.extra === "sting") {
    thick(c, 21, 15, 24, 8, 2, m.alt);
    thick(c, 24, 8, 20, 3, 2, m.alt);
    tri(c, 18, 1, 22, 2, 19, 5, BONE);
  }
  if (m.extra === "face" || m.extra === "sting") tri(c, 9, 12, 20, 3, 20, 12, m.extra === "face" ? m.alt : shade(m.alt, 0.1));
  // Body and legs.
  blob(c, 14, 16, 9, 5, m.body, 0.25);
  for (const x of [7, 10, 17, 20]) c.rect(x, 19, 2, 5, shade(m.body, x === 10 || x === 20 ? 0.3 : 0.15));
  for (const x of [7, 10, 17, 20]) c.rect(x - 1, 24, 3, 1, BONE);
  thick(c, 22, 15, 25, 19, 1, m.body);
  if (m.extra === "spikes") for (let i = 0; i < 5; i++) tri(c, 8 + i * 3, 12, 11 + i * 3, 12, 9 + i * 3, 8, m.alt);
  // The head, low and forward.
  if (m.extra === "face") {
    blob(c, 6, 10, 3.5, 4, hex("#e8c08a"), 0.15);
    c.rect(3, 6, 7, 3, hex("#3a5ac0"));
    c.rect(3, 9, 1, 4, hex("#3a5ac0"));
    c.rect(9, 9, 1, 4, hex("#3a5ac0"));
    eyes(c, 5, 10, 2);
  } else {
    blob(c, 6, 12, 4.2, 3.6, m.body, 0.2);
    blob(c, 2.5, 14, 2.2, 1.8, shade(m.body, 0.1), 0.2);
    c.rect(1, 15, 4, 1, BONE);
    tri(c, 5, 9, 8, 9, 7, 5, m.body);
    eyes(c, 4, 11, 3);
  }
}

function giant(c: Canvas, m: Monster): void {
  const blocky = m.extra === "blocky";
  if (m.extra === "hat") {
    // A witch's cloak and hat.
    tri(c, 13, 6, 3, 25, 23, 25, m.alt);
    blob(c, 13, 8, 3.6, 3.6, m.body, 0.15);
    eyes(c, 11, 8, 3);
    c.rect(6, 5, 14, 1, m.alt);
    tri(c, 9, 5, 17, 5, 16, -2, m.alt);
    c.rect(10, 4, 6, 1, hex("#9a3ad0"));
    thick(c, 20, 10, 24, 24, 1, hex("#6b4a2a"));
    blob(c, 6, 16, 1.6, 1.6, m.body, 0.1);
    blob(c, 21, 14, 1.6, 1.6, m.body, 0.1);
    blob(c, 13, 12, 1.2, 1, hex("#8fe05a"), 0.1);
    return;
  }
  // Legs, a big body, long arms, a small head.
  c.rect(7, 19, 4, 6, shade(m.body, 0.3));
  c.rect(15, 19, 4, 6, shade(m.body, 0.3));
  if (blocky) {
    c.rect(5, 8, 16, 12, m.body);
    c.rect(5, 17, 16, 3, shade(m.body, 0.25));
    c.rect(9, 11, 8, 4, m.alt);
    c.rect(11, 12, 4, 2, EYE);
    c.rect(1, 8, 4, 12, shade(m.body, 0.15));
    c.rect(21, 8, 4, 12, shade(m.body, 0.15));
    c.rect(9, 2, 8, 6, m.body);
    c.rect(10, 4, 6, 1, EYE);
    for (const [x, y] of [[6, 9], [19, 9], [6, 18], [19, 18]]) c.set(x, y, tint(m.body, 0.5));
    return;
  }
  blob(c, 13, 14, 8, 7, m.body, 0.25);
  blob(c, 13, 16, 5, 4, m.alt, 0.2);
  thick(c, 5, 10, 2, 21, 3, shade(m.body, 0.1));
  thick(c, 21, 10, 24, 21, 3, shade(m.body, 0.1));
  blob(c, 13, 6, 4, 3.6, m.body, 0.15);
  eyes(c, 11, 6, 3);
  c.rect(11, 8, 5, 1, BONE);
  if (m.extra === "club") {
    thick(c, 24, 22, 22, 6, 2, hex("#6b4a2a"));
    blob(c, 22, 6, 2.5, 3, hex("#7a5230"), 0.3);
  }
  if (m.extra === "crown") {
    // Hollow eyes, a crown and a royal sash.
    c.set(11, 6, hex("#7fe8ff"));
    c.set(14, 6, hex("#7fe8ff"));
    c.rect(10, 1, 7, 2, GOLD);
    for (const x of [10, 13, 16]) c.set(x, 0, GOLD);
    c.set(13, 1, hex("#e8343c"));
    thick(c, 7, 9, 18, 20, 2, shade(GOLD, 0.15));
  }
}

function bird(c: Canvas, m: Monster): void {
  // Spread wings, a round body, a tail and a hooked beak.
  tri(c, 12, 12, 0, 2, 3, 16, m.alt);
  tri(c, 12, 12, 0, 2, 6, 9, m.body);
  tri(c, 14, 12, 25, 2, 22, 16, m.alt);
  tri(c, 14, 12, 25, 2, 20, 9, m.body);
  tri(c, 10, 18, 16, 18, 13, 25, m.extra === "spikes" ? m.alt : hex("#ffd23a"));
  blob(c, 13, 14, 4.5, 5.5, m.body, 0.25);
  blob(c, 13, 7, 3.2, 3, m.body, 0.15);
  tri(c, 12, 8, 15, 8, 13.5, 11, GOLD);
  eyes(c, 11, 6, 4);
  if (m.extra === "spikes") {
    // Lightning in its claws.
    thick(c, 7, 20, 10, 23, 1, EYE);
    thick(c, 10, 23, 7, 25, 1, EYE);
  } else {
    c.set(12, 3, EYE);
    c.set(13, 2, hex("#ffd23a"));
    c.set(14, 3, EYE);
  }
}

function spider(c: Canvas, m: Monster): void {
  for (let i = 0; i < 4; i++) {
    const y = 9 + i * 3;
    thick(c, 13, y + 3, 3, y - 3 + i * 2, 1, shade(m.body, 0.1));
    thick(c, 3, y - 3 + i * 2, 1, y + 6, 1, shade(m.body, 0.1));
    thick(c, 13, y + 3, 23, y - 3 + i * 2, 1, shade(m.body, 0.1));
    thick(c, 23, y - 3 + i * 2, 25, y + 6, 1, shade(m.body, 0.1));
  }
  blob(c, 13, 17, 6, 6, m.body, 0.25);
  c.rect(12, 14, 3, 6, m.alt);
  c.rect(11, 16, 5, 1, m.alt);
  blob(c, 13, 9, 4, 3.2, tint(m.body, 0.1), 0.2);
  for (const [x, y] of [[11, 8], [15, 8], [12, 10], [14, 10], [13, 8]]) c.set(x, y, hex("#ff4a6a"));
  if (m.extra === "crown") {
    c.rect(10, 5, 7, 1, GOLD);
    for (const x of [10, 13, 16]) c.set(x, 4, GOLD);
  }
}

function kraken(c: Canvas, m: Monster): void {
  for (let t = 0; t < 6; t++) {
    const x0 = 5 + t * 3.2;
    for (let y = 13; y <= 25; y++) {
      const x = x0 + 2.2 * Math.sin((y + t * 2) / 2.2) + (t < 3 ? -(y - 13) / 4 : (y - 13) / 4);
      c.set(Math.round(x), y, t % 2 === 0 ? m.body : shade(m.body, 0.2));
      c.set(Math.round(x) + 1, y, y > 20 ? m.alt : m.body);
    }
  }
  blob(c, 13, 8, 8, 7.5, m.body, 0.25);
  for (const [x, y] of [[9, 4], [16, 3], [18, 7], [8, 8]]) c.set(x, y, m.alt);
  blob(c, 10, 10, 1.6, 1.4, EYE, 0);
  blob(c, 16, 10, 1.6, 1.4, EYE, 0);
  c.set(10, 10, hex("#101010"));
  c.set(16, 10, hex("#101010"));
}
