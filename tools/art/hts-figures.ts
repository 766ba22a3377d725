/**
 * Here to Slay's Heroes and Party Leaders as little standing figures (18x24 before the outline):
 * the class decides the clothes, headgear and what the hand holds; a Hero's place in its class
 * varies skin, hair, headgear and which way it faces, so the eight of a class tell apart. A leader
 * wears a crown and a cape.
 */
import { Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { blob, CLASS_INK, GOLD, outlined, thick, tri } from "./hts-draw";

const SKINS: readonly RGBA[] = [hex("#f3cba5"), hex("#e0a878"), hex("#b97a4f"), hex("#8a5533"), hex("#f6d9c0")];
const HAIRS: readonly RGBA[] = [hex("#3a2616"), hex("#7a4a22"), hex("#d8b04a"), hex("#b8452a"), hex("#dcdcdc"), hex("#1c1c24")];
const METAL = hex("#b8bec8");
const WOOD = hex("#8a5a2b");
const EYE = hex("#1c1422");
const BOOT = hex("#3b2a1e");

export interface FigureLook {
  cls: number;
  /** 0..7: the Hero's place in its class (varies the look). */
  k: number;
  leader: boolean;
}

/** The figure, outlined, facing right for even k, left for odd. */
export function figure(look: FigureLook): Canvas {
  const { cls, k, leader } = look;
  const c = new Canvas(18, 24);
  const ink = CLASS_INK[cls];
  const cloth = k % 3 === 1 ? shade(ink, 0.2) : k % 3 === 2 ? tint(ink, 0.12) : ink;
  const skin = SKINS[(k * 3 + cls) % SKINS.length];
  const hair = HAIRS[(k * 5 + cls * 2) % HAIRS.length];
  const trousers = k % 2 === 0 ? hex("#4a3b30") : hex("#3a3f52");
  if (leader) {
    // The cape behind the body.
    tri(c, 8.5, 9, 1, 22, 16, 22, shade(ink, 0.45));
  }
  // Legs and boots.
  c.rect(6, 18, 2, 4, trousers);
  c.rect(10, 18, 2, 4, trousers);
  c.rect(5, 22, 3, 2, BOOT);
  c.rect(10, 22, 3, 2, BOOT);
  // Arms, torso, belt, hands.
  c.rect(3, 10, 2, 7, shade(cloth, 0.15));
  c.rect(13, 10, 2, 7, shade(cloth, 0.15));
  c.rect(5, 10, 8, 8, cloth);
  c.rect(4, 10, 10, 1, tint(cloth, 0.2));
  c.rect(5, 16, 8, 1, shade(cloth, 0.5));
  c.set(9, 16, GOLD);
  c.rect(3, 17, 2, 1, skin);
  c.rect(13, 17, 2, 1, skin);
  body(c, cls, k, cloth);
  // Head.
  c.rect(6, 4, 6, 6, skin);
  c.rect(6, 9, 6, 1, shade(skin, 0.2));
  c.set(7, 6, EYE);
  c.set(10, 6, EYE);
  c.rect(6, 4, 6, 1, hair);
  c.set(6, 5, hair);
  c.set(11, 5, hair);
  if ((k + cls) % 4 === 1) {
    // A beard.
    c.rect(6, 8, 6, 2, hair);
    c.rect(7, 10, 4, 1, hair);
  }
  if ((k + cls) % 4 === 3) {
    // Long hair down the sides.
    c.rect(5, 4, 1, 6, hair);
    c.rect(12, 4, 1, 6, hair);
  }
  headgear(c, cls, k, ink, hair);
  if (leader) {
    c.rect(6, 1, 6, 2, GOLD);
    c.set(6, 0, GOLD);
    c.set(8, 0, GOLD);
    c.set(9, 0, GOLD);
    c.set(11, 0, GOLD);
    c.set(8, 1, hex("#e8343c"));
    c.set(9, 1, hex("#e8343c"));
    c.rect(6, 3, 6, 1, shade(GOLD, 0.3));
  }
  held(c, cls, k);
  const out = outlined(c);
  return k % 2 === 1 ? out.mirrored() : out;
}

/** What the torso wears: a breastplate, a tabard, a tunic with a strap, a dark vest, a robe, a doublet. */
function body(c: Canvas, cls: number, k: number, cloth: RGBA): void {
  switch (cls) {
    case 0:
      c.rect(6, 11, 6, 4, METAL);
      c.rect(6, 14, 6, 1, shade(METAL, 0.3));
      c.set(8, 12, tint(METAL, 0.5));
      break;
    case 1:
      c.rect(5, 11, 8, 1, METAL);
      c.rect(8, 11, 2, 5, tint(cloth, 0.55));
      break;
    case 2:
      thick(c, 5, 10, 12, 16, 1, hex("#6b4a2a"));
      break;
    case 3:
      c.rect(7, 11, 4, 5, shade(cloth, 0.45));
      if (k % 2 === 0) c.rect(5, 10, 8, 1, hex("#2a2230"));
      break;
    case 4:
      // A robe to the ankles.
      c.rect(5, 17, 8, 4, cloth);
      c.rect(5, 20, 8, 1, shade(cloth, 0.3));
      c.rect(8, 11, 2, 9, tint(cloth, 0.35));
      break;
    default:
      c.rect(6, 11, 6, 1, tint(cloth, 0.5));
      c.rect(6, 13, 6, 1, tint(cloth, 0.5));
      break;
  }
}

/** Headgear by class, in three variants by k (the third often bare-headed). */
function headgear(c: Canvas, cls: number, k: number, ink: RGBA, hair: RGBA): void {
  const v = k % 3;
  switch (cls) {
    case 0:
      if (v === 0) {
        c.rect(5, 2, 8, 3, METAL);
        c.rect(6, 1, 6, 1, METAL);
        c.rect(5, 4, 8, 1, shade(METAL, 0.3));
        c.set(4, 1, hex("#efe6d0"));
        c.set(13, 1, hex("#efe6d0"));
        c.set(4, 2, hex("#efe6d0"));
        c.set(13, 2, hex("#efe6d0"));
      } else if (v === 1) {
        c.rect(5, 2, 8, 3, METAL);
        c.rect(8, 0, 2, 2, ink);
        c.rect(5, 4, 8, 1, shade(METAL, 0.3));
      } else c.rect(6, 4, 6, 1, ink);
      break;
    case 1:
      if (v === 0) {
        // A closed helm with a visor slit.
        c.rect(5, 2, 8, 8, METAL);
        c.rect(6, 6, 6, 1, EYE);
        c.rect(8, 7, 2, 3, shade(METAL, 0.3));
      } else if (v === 1) {
        c.rect(5, 2, 8, 3, METAL);
        c.rect(7, 0, 4, 2, ink);
      } else c.rect(5, 3, 8, 2, shade(METAL, 0.2));
      break;
    case 2:
      if (v === 0) {
        // A hood.
        c.rect(5, 2, 8, 3, shade(ink, 0.25));
        c.rect(5, 5, 1, 5, shade(ink, 0.25));
        c.rect(12, 5, 1, 5, shade(ink, 0.25));
        c.set(9, 1, shade(ink, 0.25));
      } else if (v === 1) {
        c.rect(5, 3, 8, 2, hex("#6b4a2a"));
        thick(c, 12, 3, 15, 0, 1, hex("#e84a3a"));
      }
      break;
    case 3:
      // Hood or bandana, and an eye mask.
      if (v !== 2) {
        c.rect(5, 2, 8, 3, hex("#2a2230"));
        c.rect(5, 5, 1, 5, hex("#2a2230"));
        c.rect(12, 5, 1, 5, hex("#2a2230"));
      } else c.rect(6, 4, 6, 1, ink);
      c.rect(6, 6, 6, 1, hex("#2a2230"));
      c.set(7, 6, hex("#f0f0f0"));
      c.set(10, 6, hex("#f0f0f0"));
      break;
    case 4:
      if (v !== 2) {
        // The pointed hat, its tip bent.
        const hat = v === 0 ? ink : shade(ink, 0.35);
        c.rect(4, 4, 10, 1, hat);
        tri(c, 6, 4, 12, 4, 10, -1, hat);
        c.set(11, 0, hat);
        c.set(12, 0, hat);
        c.rect(6, 3, 6, 1, GOLD);
      } else {
        c.rect(6, 4, 6, 1, hex("#dcdcdc"));
        c.rect(6, 8, 6, 3, hex("#dcdcdc"));
        c.rect(7, 11, 4, 2, hex("#dcdcdc"));
      }
      break;
    default:
      if (v !== 2) {
        // A cap with a feather.
        c.rect(5, 3, 8, 2, v === 0 ? shade(ink, 0.35) : hex("#2f6f6a"));
        thick(c, 11, 3, 15, 0, 1, v === 0 ? hex("#f4f4f4") : GOLD);
      } else c.rect(6, 4, 6, 1, hair);
      break;
  }
}

/** What the hand holds: a sword, a shield, a bow, a dagger, a staff, a lute. */
function held(c: Canvas, cls: number, k: number): void {
  switch (cls) {
    case 0:
      if (k % 4 === 3) {
        // An axe.
        c.rect(15, 4, 1, 14, WOOD);
        tri(c, 15, 3, 15, 9, 18, 6, METAL);
        c.rect(16, 4, 1, 5, tint(METAL, 0.4));
        break;
      }
      c.rect(15, 3, 1, 13, METAL);
      c.rect(16, 4, 1, 12, shade(METAL, 0.25));
      c.rect(13, 15, 5, 1, GOLD);
      c.rect(15, 16, 2, 2, WOOD);
      break;
    case 1: {
      // A kite shield on the near arm.
      const face = k % 2 === 0 ? CLASS_INK[1] : hex("#8a9098");
      c.rect(1, 9, 6, 7, METAL);
      c.rect(2, 10, 4, 5, face);
      tri(c, 1, 16, 6, 16, 3.5, 20, METAL);
      c.rect(3, 10, 2, 6, tint(face, 0.35));
      break;
    }
    case 2:
      if (k % 4 === 2) {
        // A spear.
        c.rect(15, 2, 1, 21, WOOD);
        tri(c, 14, 3, 16, 3, 15, -1, METAL);
        break;
      }
      // A bow and its string.
      for (let y = 4; y <= 20; y++) {
        const dx = Math.round(2.5 * Math.sin(((y - 4) / 16) * Math.PI));
        c.set(14 + dx, y, WOOD);
      }
      c.rect(14, 4, 1, 17, hex("#e8e0c8"));
      break;
    case 3:
      if (k % 3 === 1) {
        // A bag of coins.
        blob(c, 15, 18, 2.2, 2.2, hex("#a07a3a"), 0.3);
        c.set(15, 15, GOLD);
        c.set(14, 16, hex("#6b4a2a"));
        break;
      }
      thick(c, 14, 17, 17, 13, 1, METAL);
      c.set(14, 17, WOOD);
      if (k % 3 === 0) c.rect(2, 15, 2, 2, GOLD);
      break;
    case 4:
      c.rect(15, 3, 1, 20, WOOD);
      blob(c, 15, 2, 1.6, 1.6, k % 2 === 0 ? hex("#7fe8ff") : hex("#ff8ae0"), 0.2);
      break;
    default:
      if (k % 4 === 2) {
        // A horn.
        thick(c, 13, 16, 16, 11, 1, GOLD);
        blob(c, 16.5, 10, 1.6, 1.6, tint(GOLD, 0.3), 0.2);
        break;
      }
      blob(c, 12, 14, 3, 2.5, WOOD, 0.3);
      c.set(12, 14, shade(WOOD, 0.6));
      thick(c, 14, 13, 17, 8, 1, shade(WOOD, 0.3));
      break;
  }
}
