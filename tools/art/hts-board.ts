/** The Here to Slay board (16x16): its inventory icon and its top fitted on a Small Game Table. */
import { Canvas, hex, shade, type RGBA } from "./canvas";
import { CLASS_INK, GOLD } from "./hts-draw";
import { framedFelt } from "./ui";

/** Deep indigo felt, so the board tells itself apart from Gin's green and Uno's red at a glance. */
export const HTS_FELT = hex("#2e2a62");
const STONE = hex("#4a4540");

/** A 4x5 Monster card: dark stone with a red eye. */
function miniMonster(c: Canvas, x: number, y: number): void {
  c.rect(x, y, 4, 5, STONE);
  c.rect(x + 1, y + 1, 2, 3, hex("#2a1614"));
  c.set(x + 1, y + 2, hex("#ff4a2a"));
  c.set(x + 2, y + 2, hex("#ff4a2a"));
}

/** A 3x4 Hero card in its class colour. */
function miniHero(c: Canvas, x: number, y: number, col: RGBA): void {
  c.rect(x, y, 3, 4, col);
  c.set(x + 1, y + 1, hex("#f4ecd8"));
}

/** Seen from above on a fitted table: three Monsters in the middle, Heroes of a Party below. */
export function htsBoardTop(): Canvas {
  const c = framedFelt(16, 16, "hts-board-top", 2, HTS_FELT);
  miniMonster(c, 2, 3);
  miniMonster(c, 6, 3);
  miniMonster(c, 10, 3);
  miniHero(c, 3, 10, CLASS_INK[0]);
  miniHero(c, 7, 10, CLASS_INK[2]);
  miniHero(c, 11, 10, CLASS_INK[4]);
  c.hline(3, 12, 9, shade(GOLD, 0.2));
  return c;
}

/** The inventory icon: the board with a shadow, a Monster and two Heroes on it, a gold die. */
export function htsBoardItem(): Canvas {
  const c = new Canvas(16, 16);
  c.rect(1, 3, 15, 12, [0, 0, 0, 70]);
  c.blit(framedFelt(15, 12, "hts-board-item", 2, HTS_FELT), 0, 2);
  miniMonster(c, 3, 4);
  miniHero(c, 8, 5, CLASS_INK[0]);
  miniHero(c, 11, 6, CLASS_INK[4]);
  c.rect(4, 10, 3, 3, GOLD);
  c.set(5, 11, hex("#16121a"));
  return c;
}
