/** The Uno No Mercy board (16x16): its inventory icon and its top fitted on a Small Game Table. */
import { Canvas, hex, shade, tint, type RGBA } from "./canvas";
import { framedFelt } from "./ui";
import { UNO_BLACK, UNO_INK } from "./uno-cards";

/** Dark red felt, so the board tells itself apart from Gin's green at a glance. */
export const UNO_FELT = hex("#6e1a22");

/** A 4x5 card: white edge around a colour, or a black back with a red dot. */
function miniCard(c: Canvas, x: number, y: number, col: RGBA | undefined): void {
  c.rect(x, y, 4, 5, col === undefined ? UNO_BLACK : hex("#ffffff"));
  if (col === undefined) {
    c.rect(x + 1, y + 1, 2, 3, UNO_INK.red);
    c.set(x + 1, y + 2, hex("#ffd23f"));
  } else c.rect(x + 1, y + 1, 2, 3, col);
}

/** Seen from above on a fitted table: the draw pile, the discard pile, a four-colour mark. */
export function unoBoardTop(): Canvas {
  const c = framedFelt(16, 16, "uno-board-top", 2, UNO_FELT);
  miniCard(c, 3, 4, undefined);
  miniCard(c, 9, 4, UNO_INK.yellow);
  c.set(10, 11, UNO_INK.red);
  c.set(11, 11, UNO_INK.blue);
  c.set(10, 12, UNO_INK.yellow);
  c.set(11, 12, UNO_INK.green);
  c.frame(9, 10, 4, 4, tint(UNO_FELT, 0.25));
  return c;
}

/** The inventory icon: the same board with a shadow and three cards fanned on it. */
export function unoBoardItem(): Canvas {
  const c = new Canvas(16, 16);
  c.rect(1, 3, 15, 12, [0, 0, 0, 70]);
  c.blit(framedFelt(15, 12, "uno-board-item", 2, UNO_FELT), 0, 2);
  miniCard(c, 3, 5, undefined);
  miniCard(c, 8, 5, UNO_INK.green);
  miniCard(c, 10, 6, UNO_INK.red);
  c.hline(3, 11, 12, shade(UNO_FELT, 0.4));
  return c;
}
