/**
 * One picture per Here to Slay lesson (192x112), composed from its card art on the board's indigo
 * felt. No words: cards, dice, arrows, ticks and the numbers printed on cards.
 */
import type { HtsIllustrationId } from "../../src/games/here-to-slay/lessons/lessons";
import { htsFaces, type HtsFace } from "../../src/games/here-to-slay/textures";
import { bitmap, Canvas, hex, type RGBA } from "./canvas";
import { CARD_H, CARD_W } from "./cards";
import { HTS_FELT } from "./hts-board";
import { htsCardBack, htsCardFace, htsMonsterBack } from "./hts-cards";
import { CLASS_INK, die, emblem, outlined } from "./hts-draw";
import { arrow, CHECK, CROSS, number, PLAYER_HEAD, TROPHY } from "./icons";
import { framedFelt } from "./ui";

const W = 192;
const H = 112;
const GOLD = hex("#f2c230");
const WHITE = hex("#ffffff");
const SHADOW: RGBA = [0, 0, 0, 60];

const base = (id: string): Canvas => framedFelt(W, H, "lesson-" + id, 3, HTS_FELT);

/** A face by kind and place: ("hero", 2) is the third Hero face of the box; ("back") the main back. */
function face(kind: HtsFace["kind"] | "back" | "monster_back", index = 0, cls = -1): Canvas {
  if (kind === "back") return htsCardBack();
  if (kind === "monster_back") return htsMonsterBack();
  const all = htsFaces().filter((f) => f.kind === kind && (cls < 0 || f.cls === cls));
  return htsCardFace(all[index % all.length]);
}

function put(c: Canvas, card: Canvas, x: number, y: number): void {
  c.rect(x + 1, y + 2, CARD_W, CARD_H, SHADOW);
  c.blit(card, x, y);
}

function dice(c: Canvas, a: number, b: number, x: number, y: number): void {
  c.blit(outlined(die(13, a)), x, y);
  c.blit(outlined(die(13, b)), x + 16, y);
}

function mark(c: Canvas, ok: boolean, x: number, y: number): void {
  c.blit((ok ? CHECK : CROSS).scaled(2), x, y);
}

/** An action point: a gold coin with a star, centred on (cx, cy). */
function token(c: Canvas, cx: number, cy: number): void {
  for (let y = -7; y <= 7; y++) {
    for (let x = -7; x <= 7; x++) {
      const d = x * x + y * y;
      if (d <= 49) c.set(cx + x, cy + y, d > 30 ? hex("#8a6a10") : y > 2 ? hex("#d8a820") : GOLD);
    }
  }
  c.blit(STAR_5, cx - 2, cy - 2);
}

const STAR_5 = bitmap(["..#..", "#####", ".###.", ".#.#.", "#...#"], { "#": hex("#fff4c0") });

function setup(): Canvas {
  const c = base("hts-setup");
  // Six Party Leaders to pick from; one is picked (raised, gold below).
  for (let i = 0; i < 6; i++) put(c, face("leader", i), 8 + i * 30, i === 2 ? 2 : 8);
  c.rect(68, 54, CARD_W, 2, GOLD);
  // Three Monsters face up, and a hand of five.
  for (let i = 0; i < 3; i++) put(c, face("monster", i * 4), 8 + i * 35, 60);
  for (let i = 0; i < 5; i++) put(c, face("back"), 118 + i * 9, 60);
  return c;
}

function points(): Canvas {
  const c = base("hts-points");
  // Three action points, and what each move costs.
  for (let i = 0; i < 3; i++) token(c, 76 + i * 20, 12);
  const moves: [Canvas, string][] = [
    [face("back"), "1"],
    [face("hero", 9), "1"],
    [outlined(die(11, 5)).scaled(2), "1"],
    [face("monster", 1), "2"],
    [face("back"), "3"],
  ];
  moves.forEach(([pic, cost], i) => {
    const x = 8 + i * 37;
    if (pic.width === CARD_W) put(c, pic, x, 32);
    else c.blit(pic, x + 3, 44);
    if (i === 4) for (let k = 1; k < 3; k++) put(c, face("back"), x - k * 2, 32 + k * 2);
    c.blit(number(cost, GOLD).scaled(2), x + 10, 90);
  });
  return c;
}

function heroes(): Canvas {
  const c = base("hts-heroes");
  // Play a Hero into your Party, roll two dice: at or above its number, its effect happens.
  put(c, face("hero", 1, 4), 14, 30);
  arrow(c, 54, 54, 74, 54, WHITE);
  dice(c, 4, 5, 80, 47);
  c.blit(number("9").scaled(2), 114, 46);
  arrow(c, 134, 54, 148, 54, WHITE);
  mark(c, true, 154, 46);
  return c;
}

function items(): Canvas {
  const c = base("hts-items");
  // An Item goes under your Hero; a Cursed Item under someone else's.
  put(c, face("hero", 3, 2), 20, 12);
  put(c, face("item", 1), 20, 40);
  put(c, face("hero", 3, 2), 20, 12);
  c.blit(PLAYER_HEAD.scaled(2), 62, 40);
  mark(c, true, 60, 70);
  put(c, face("hero", 2, 3), 120, 12);
  put(c, face("cursed", 1), 120, 40);
  put(c, face("hero", 2, 3), 120, 12);
  c.blit(PLAYER_HEAD.scaled(2), 162, 40);
  return c;
}

function magic(): Canvas {
  const c = base("hts-magic");
  // A Magic card does its effect once (here: draw two), then goes to the discard pile.
  put(c, face("magic", 1), 16, 30);
  arrow(c, 56, 54, 76, 54, WHITE);
  put(c, face("back"), 84, 22);
  put(c, face("back"), 96, 38);
  c.blit(number("+2", GOLD).scaled(2), 92, 90);
  arrow(c, 136, 54, 152, 54, WHITE);
  for (let i = 2; i >= 1; i--) c.rect(156 + i, 30 + i, CARD_W, CARD_H, [0, 0, 0, 50]);
  put(c, face("magic", 1), 156, 30);
  return c;
}

function modifiers(): Canvas {
  const c = base("hts-modifiers");
  // Anyone may play Modifiers on any roll: 3 + 4, then +1 and +2 from two players, makes 10.
  dice(c, 3, 4, 12, 47);
  c.blit(number("+").scaled(2), 44, 48);
  put(c, face("modifier", 0), 58, 30);
  put(c, face("modifier", 1), 96, 30);
  c.blit(PLAYER_HEAD.scaled(2), 64, 8);
  c.blit(PLAYER_HEAD.scaled(2), 102, 8);
  arrow(c, 134, 54, 150, 54, WHITE);
  c.blit(number("10").scaled(3), 152, 44);
  return c;
}

function challenge(): Canvas {
  const c = base("hts-challenge");
  // A card played meets a Challenge: both roll, the challenger wins ties.
  put(c, face("hero", 5, 1), 12, 30);
  put(c, face("challenge"), 148, 30);
  c.blit(PLAYER_HEAD.scaled(2), 60, 10);
  c.blit(PLAYER_HEAD.scaled(2), 116, 10);
  dice(c, 3, 4, 50, 42);
  dice(c, 5, 2, 104, 42);
  c.blit(number("7").scaled(2), 60, 62);
  c.blit(number("7").scaled(2), 114, 62);
  mark(c, false, 60, 84);
  mark(c, true, 114, 84);
  return c;
}

function monsters(): Canvas {
  const c = base("hts-monsters");
  // A Party that meets a Monster's slots (a ranger and a thief) attacks it: roll its slay number or more.
  put(c, face("hero", 0, 3), 8, 30);
  put(c, face("hero", 4, 2), 44, 30);
  arrow(c, 82, 54, 100, 54, WHITE);
  put(c, face("monster", 12), 106, 30);
  dice(c, 5, 4, 148, 30);
  c.blit(number("9").scaled(2), 160, 50);
  mark(c, true, 158, 74);
  return c;
}

function win(): Canvas {
  const c = base("hts-win");
  // Three Monsters slain, or six classes in the Party.
  for (let i = 0; i < 3; i++) put(c, face("monster", i * 5 + 1), 8 + i * 14, 8 + i * 4);
  c.blit(TROPHY.scaled(2), 24, 78);
  c.rect(92, 8, 2, 96, [255, 255, 255, 80]);
  for (let i = 0; i < 6; i++) {
    const x = 108 + (i % 3) * 26;
    const y = 12 + Math.floor(i / 3) * 26;
    c.rect(x, y, 20, 20, CLASS_INK[i]);
    c.frame(x, y, 20, 20, hex("#16121a"));
    c.blit(emblem(i).scaled(2), x + 3, y + 3);
  }
  c.blit(TROPHY.scaled(2), 128, 78);
  return c;
}

export const HTS_LESSON_PICTURES: Record<HtsIllustrationId, () => Canvas> = {
  hts_setup: setup,
  hts_points: points,
  hts_heroes: heroes,
  hts_items: items,
  hts_magic: magic,
  hts_modifiers: modifiers,
  hts_challenge: challenge,
  hts_monsters: monsters,
  hts_win: win,
};
