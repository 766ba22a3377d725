/**
 * One picture per lesson of Gin Rummy and of the table (192x112), composed from the card art on a
 * framed felt. Pictures hold no words and no rule numbers (a table's rules can differ); only card
 * values, which never change.
 */
import type { IllustrationId } from "../../src/games/gin-rummy/lessons/lessons";
import type { TableLessonId } from "../../src/screen/lessons";
import { Canvas, hex, shade, type RGBA } from "./canvas";
import { cardBack, cardFace, CARD_H, CARD_W, suitGlyph } from "./cards";
import { againArrow, arrow, BOT_HEAD, CHECK, CHEST, CROSS, DIAMOND_GEM, EMERALD, FIST, FLAG, GOLD_INGOT, number, PAUSE, PLAYER_HEAD, STAR, TROPHY } from "./icons";
import { boardItem, boardTop, framedFelt, stockPile } from "./ui";
import { chairTop, tableIcon, tableTop, tones, WOOD_ART } from "./wood";

export const LESSON_W = 192;
export const LESSON_H = 112;

const GREEN = hex("#5ee06e");
const RED = hex("#ff5a52");
const GOLD = hex("#f2c230");
const WHITE = hex("#ffffff");

/** "7H" style card names to faces (classic colours). */
function card(name: string): Canvas {
  const r = "A23456789TJQK".indexOf(name[0]);
  const s = "CDHS".indexOf(name[1]);
  return cardFace(r, s, "classic");
}

/** Cards fanned left to right with `step` pixels between them; returns the right edge. */
function fan(c: Canvas, names: string[], x: number, y: number, step = 10, raised: number[] = []): number {
  names.forEach((n, i) => {
    const dy = raised.indexOf(i) >= 0 ? -5 : 0;
    shadow(c, x + i * step, y + dy);
    c.blit(card(n), x + i * step, y + dy);
  });
  return x + (names.length - 1) * step + CARD_W;
}

function shadow(c: Canvas, x: number, y: number): void {
  c.rect(x + 1, y + 2, CARD_W, CARD_H, [0, 0, 0, 55]);
}

/** A coloured bar under a group of cards. */
function underline(c: Canvas, x0: number, x1: number, y: number, col: RGBA): void {
  c.rect(x0, y, x1 - x0, 2, col);
  c.rect(x0 + 1, y + 2, x1 - x0, 1, shade(col, 0.5));
}

function base(id: string): Canvas {
  return framedFelt(LESSON_W, LESSON_H, "lesson-" + id, 3);
}

function groups(): Canvas {
  const c = base("groups");
  const row = (names: string[], x: number, y: number, ok: boolean): void => {
    const r = fan(c, names, x, y);
    underline(c, x, r, y + CARD_H + 2, ok ? GREEN : RED);
    c.blit((ok ? CHECK : CROSS).scaled(2), r + 4, y + 15);
  };
  row(["7C", "7D", "7H"], 10, 5, true);
  row(["4H", "5H", "6H"], 100, 5, true);
  row(["AS", "2S", "3S"], 10, 58, true);
  row(["QD", "KD", "AD"], 100, 58, false);
  return c;
}

function take(): Canvas {
  const c = base("take");
  c.blit(stockPile(), 12, 8);
  shadow(c, 62, 12);
  c.blit(card("9D"), 62, 12);
  const r = fan(c, ["4C", "5C", "6C", "JH"], 112, 56, 12);
  arrow(c, 34, 62, 106, 82, GOLD);
  arrow(c, r - 12, 52, 98, 34, WHITE);
  return c;
}

function deadwood(): Canvas {
  const c = base("deadwood");
  // A ten-card hand: a set and a run (green), three loose cards raised with their values.
  const hand = ["7C", "7D", "7H", "3H", "4H", "5H", "6H", "2D", "9C", "KS"];
  const step = 16;
  const x = 8;
  fan(c, hand, x, 16, step, [7, 8, 9]);
  underline(c, x, x + 3 * step - 3, 67, GREEN);
  underline(c, x + 3 * step, x + 7 * step - 3, 67, GREEN);
  const values = ["2", "9", "10"];
  for (let i = 0; i < 3; i++) {
    const cx = x + (7 + i) * step;
    c.rect(cx, 67, i === 2 ? CARD_W : step - 2, 2, RED);
    c.blit(number(values[i]).scaled(2), cx + (i === 2 ? 4 : 0), 76);
  }
  return c;
}

/**
 * A hand laid out as melds with small gaps, each underlined in green, then loose cards raised
 * with a red mark. Returns the right edge.
 */
function meldedHand(c: Canvas, melds: string[][], loose: string[], x: number, y: number, step: number, gap = 6): number {
  let cx = x;
  for (const meld of melds) {
    const r = fan(c, meld, cx, y, step);
    underline(c, cx, r, y + CARD_H + 3, GREEN);
    cx = r + gap;
  }
  if (loose.length > 0) {
    const r = fan(c, loose, cx, y, step, loose.map((_, i) => i));
    c.rect(cx, y + CARD_H - 2, r - cx, 2, RED);
    cx = r + gap;
  }
  return cx - gap;
}

function knock(): Canvas {
  const c = base("knock");
  // The hand (three melds and a loose 3) above; below, the knock and the face-down discard.
  meldedHand(c, [["7C", "7D", "7H"], ["4S", "5S", "6S"], ["JD", "QD", "KD"]], ["3H"], 8, 10, 7, 4);
  c.blit(FIST.scaled(2), 60, 70);
  for (const [dx, dy] of [[-3, 4], [-5, 10], [-3, 16]]) c.rect(60 + dx - 4, 70 + dy, 4, 2, WHITE);
  c.rect(104, 76, 48, 32, [0, 0, 0, 55]);
  c.blit(cardBack().rotated90(), 102, 72);
  return c;
}

function straight(): Canvas {
  const c = base("straight");
  // No knocking (a crossed-out fist); only a hand with every card melded ends it.
  const fx = 40;
  const fy = 28;
  c.blit(FIST.scaled(2), fx - 12, fy - 11);
  for (let a = 0; a < 360; a += 2) {
    for (let rr = 17; rr <= 19; rr++) c.set(Math.round(fx + rr * Math.cos((a * Math.PI) / 180)), Math.round(fy + rr * Math.sin((a * Math.PI) / 180)), RED);
  }
  for (let t = -13; t <= 13; t++) for (let w = -1; w <= 1; w++) c.set(fx + t + w, fy + t, RED);
  meldedHand(c, [["8C", "8D", "8S"], ["9H", "TH", "JH"], ["2S", "3S", "4S"]], [], 14, 54, 9, 6);
  c.blit(STAR.scaled(2), 140, 16);
  return c;
}

function oklahoma(): Canvas {
  const c = base("oklahoma");
  // The first upcard (here the 5 of spades) sets the knock limit, and a spade doubles the hand.
  c.rect(18, 10, CARD_W * 2, CARD_H * 2, [0, 0, 0, 55]);
  c.blit(cardFace(4, 3, "classic").scaled(2), 16, 7);
  arrow(c, 86, 34, 110, 34, WHITE);
  c.blit(FIST.scaled(2), 116, 22);
  c.blit(number("5").scaled(2), 146, 28);
  arrow(c, 86, 78, 110, 78, WHITE);
  c.blit(suitGlyph(3, hex("#1e1f2b"), true).scaled(2), 114, 68);
  c.blit(number("x2", GOLD).scaled(2), 142, 74);
  return c;
}

function gin(): Canvas {
  const c = base("gin");
  meldedHand(c, [["8C", "8D", "8S"], ["9H", "TH", "JH", "QH"], ["2S", "3S", "4S"]], [], 8, 46, 9, 5);
  c.blit(STAR.scaled(2), 83, 8);
  c.blit(STAR, 60, 16);
  c.blit(STAR, 120, 16);
  return c;
}

function undercut(): Canvas {
  const c = base("undercut");
  // Above: the knocker's melds and a loose 8. Below: the defender lays the 7H off on the run and
  // keeps less deadwood: an undercut.
  meldedHand(c, [["4H", "5H", "6H"], ["9S", "9D", "9C"]], ["8D"], 8, 6, 9, 5);
  c.blit(FIST.scaled(2), 156, 6);
  c.blit(number("8", RED).scaled(2), 162, 32);
  fan(c, ["7H"], 8, 60);
  meldedHand(c, [], ["AC", "2C"], 58, 62, 10);
  arrow(c, 26, 64, 44, 44, GOLD);
  c.blit(PLAYER_HEAD.scaled(2), 160, 60);
  c.blit(number("3", GREEN).scaled(2), 162, 86);
  c.blit(STAR.scaled(2), 118, 74);
  return c;
}

function score(): Canvas {
  const c = base("score");
  // Two running totals climbing toward the goal line; the first to reach it takes the match.
  const goal = 20;
  for (let x = 20; x < 172; x += 4) c.hline(x, x + 1, goal, GOLD);
  c.blit(FLAG.scaled(2), 150, goal - 19);
  const bars: [number, number, RGBA][] = [
    [44, 50, hex("#4aa3df")],
    [104, 82, hex("#e0383b")],
  ];
  for (const [x, h, col] of bars) {
    c.rect(x + 2, 102 - h + 2, 28, h - 2, [0, 0, 0, 60]);
    c.rect(x, 102 - h, 28, h, col);
    c.hline(x, x + 27, 102 - h, hex("#ffffff"));
    c.blit(PLAYER_HEAD.scaled(2), x + 6, 102 - h - 18);
  }
  c.blit(TROPHY.scaled(2), 150, 62);
  return c;
}

function stock(): Canvas {
  const c = base("stock");
  shadow(c, 16, 30);
  c.blit(cardBack(), 16, 30);
  shadow(c, 20, 26);
  c.blit(cardBack(), 20, 26);
  c.blit(number("2").scaled(3), 62, 44);
  arrow(c, 84, 54, 110, 54, WHITE);
  againArrow(c, 146, 54, 20, GOLD);
  return c;
}

function seats(): Canvas {
  const c = base("seats");
  const oak = WOOD_ART.find((w) => w.id === "oak") ?? WOOD_ART[0];
  const t = tones(oak);
  // From above: the table with the board in the middle, a chair on each side facing it.
  c.rect(70, 30, 52, 52, [0, 0, 0, 60]);
  c.blit(tableTop(oak).scaled(3), 68, 28);
  c.blit(boardTop().scaled(2), 78, 38);
  const chair = (x: number, backLeft: boolean): void => {
    c.rect(x + 2, 44, 30, 30, [0, 0, 0, 60]);
    c.blit(chairTop(oak).scaled(2), x, 42);
    c.rect(backLeft ? x : x + 26, 42, 6, 32, t.dark);
    c.rect(backLeft ? x + 1 : x + 27, 43, 4, 30, t.mid);
  };
  chair(24, true);
  chair(136, false);
  c.blit(PLAYER_HEAD.scaled(2), 32, 50);
  c.blit(BOT_HEAD.scaled(2), 144, 50);
  return c;
}

function stakes(): Canvas {
  const c = base("stakes");
  c.blit(DIAMOND_GEM.scaled(2), 14, 22);
  c.blit(EMERALD.scaled(2), 16, 48);
  c.blit(GOLD_INGOT.scaled(2), 12, 78);
  arrow(c, 44, 56, 66, 56, WHITE);
  c.blit(CHEST.scaled(3), 72, 42);
  arrow(c, 120, 56, 142, 56, WHITE);
  c.blit(TROPHY.scaled(2), 150, 48);
  c.blit(PLAYER_HEAD.scaled(2), 154, 18);
  return c;
}

function pause(): Canvas {
  const c = base("pause");
  const oak = WOOD_ART.find((w) => w.id === "oak") ?? WOOD_ART[0];
  // The board taken off the table into an inventory slot, the match paused on it.
  c.blit(tableIcon(oak).scaled(3), 18, 36);
  arrow(c, 74, 56, 102, 56, WHITE);
  c.rect(110, 28, 56, 56, hex("#8b8b8b"));
  c.frame(110, 28, 56, 56, hex("#373737"));
  c.hline(111, 164, 82, hex("#ffffff"));
  c.vline(164, 29, 82, hex("#ffffff"));
  c.blit(boardItem().scaled(3), 114, 30);
  c.rect(150, 14, 26, 24, hex("#1b1b22"));
  c.blit(PAUSE.scaled(2), 153, 18);
  return c;
}

function rematch(): Canvas {
  const c = base("rematch");
  c.blit(PLAYER_HEAD.scaled(2), 30, 16);
  c.blit(PLAYER_HEAD.scaled(2), 146, 16);
  againArrow(c, 96, 52, 22, GOLD);
  fan(c, ["AH", "AS"], 14, 52, 12);
  fan(c, ["KH", "KS"], 134, 52, 12);
  return c;
}

export const LESSON_PICTURES: Record<IllustrationId | TableLessonId, () => Canvas> = {
  groups,
  take,
  deadwood,
  knock,
  straight,
  oklahoma,
  gin,
  undercut,
  score,
  stock,
  seats,
  stakes,
  pause,
  rematch,
};

