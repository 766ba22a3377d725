/**
 * One picture per Uno No Mercy lesson (192x112), composed from the Uno card art on a framed felt,
 * like Gin's (tools/art/lessons.ts). No words and no rule numbers (a table's rules can differ);
 * only what is printed on cards and their point values.
 */
import type { UnoColor, UnoColoredKind, UnoWildKind } from "../../src/games/uno-no-mercy/textures";
import type { UnoIllustrationId } from "../../src/games/uno-no-mercy/lessons/lessons";
import { Canvas, hex, type RGBA } from "./canvas";
import { CARD_H, CARD_W } from "./cards";
import { againArrow, arrow, BOT_HEAD, CHECK, CROSS, number, PLAYER_HEAD, TROPHY } from "./icons";
import { framedFelt } from "./ui";
import { unoCardBack, unoCardFace } from "./uno-cards";
import { unoIcon } from "./uno-icons";

const W = 192;
const H = 112;
const GOLD = hex("#f2c230");
const WHITE = hex("#ffffff");
const RED = hex("#ff5a52");
const SHADOW: RGBA = [0, 0, 0, 60];

const base = (id: string): Canvas => framedFelt(W, H, "lesson-" + id, 3);

/** "r7", "yskip", "bdraw2"; a wild by its kind ("wild_draw6"); "back" for a face-down card. */
function face(name: string): Canvas {
  if (name === "back") return unoCardBack();
  if (name.startsWith("wild_")) return unoCardFace({ color: "wild", kind: name as UnoWildKind });
  const color = ({ r: "red", y: "yellow", g: "green", b: "blue" } as Record<string, UnoColor>)[name[0]];
  return unoCardFace({ color, kind: name.substring(1) as UnoColoredKind });
}

function put(c: Canvas, name: string, x: number, y: number): void {
  c.rect(x + 1, y + 2, CARD_W, CARD_H, SHADOW);
  c.blit(face(name), x, y);
}

function fan(c: Canvas, names: string[], x: number, y: number, step: number, raised: number[] = []): number {
  names.forEach((n, i) => put(c, n, x + i * step, y - (raised.indexOf(i) >= 0 ? 6 : 0)));
  return x + (names.length - 1) * step + CARD_W;
}

function match(): Canvas {
  const c = base("uno-match");
  // The pile's top card; below it what may go on it (same colour, same number or symbol, a wild) and what may not.
  put(c, "r5", 80, 4);
  ["r8", "b5", "g2", "wild_draw6", "yskip"].forEach((n, i) => {
    put(c, n, 8 + i * 36, 58);
    mark(c, i !== 2 && i !== 4, 8 + i * 36, 58);
  });
  arrow(c, 60, 30, 76, 30, WHITE);
  arrow(c, 132, 30, 116, 30, WHITE);
  return c;
}

function draw(): Canvas {
  const c = base("uno-draw");
  // Nothing fits the pile, so draw until something does, then it may be played.
  put(c, "back", 14, 6);
  put(c, "back", 18, 4);
  put(c, "b3", 104, 4);
  c.blit(unoIcon("draw").scaled(2), 16, 70);
  arrow(c, 52, 86, 70, 86, WHITE);
  put(c, "y2", 76, 58);
  mark(c, false, 76, 58);
  put(c, "g9", 112, 58);
  mark(c, false, 112, 58);
  put(c, "b1", 148, 58);
  mark(c, true, 148, 58);
  arrow(c, 156, 56, 140, 40, GOLD);
  return c;
}

/** A tick or cross over the foot of a card at (x, y). */
function mark(c: Canvas, ok: boolean, x: number, y: number): void {
  const m = ok ? CHECK : CROSS;
  c.blit(m, x + Math.floor((CARD_W - m.width) / 2), y + CARD_H - m.height - 3);
}

function stacking(): Canvas {
  const c = base("uno-stacking");
  // Each draw card answered by one of equal or higher value; the next player takes the sum.
  put(c, "bdraw2", 10, 50);
  arrow(c, 44, 58, 56, 46, GOLD);
  put(c, "rdraw4", 58, 34);
  arrow(c, 92, 42, 104, 30, GOLD);
  put(c, "wild_draw6", 106, 18);
  c.blit(PLAYER_HEAD.scaled(2), 158, 8);
  arrow(c, 142, 44, 152, 54, WHITE);
  for (let i = 0; i < 5; i++) put(c, "back", 142 + i * 3, 56 + (i % 2));
  return c;
}

function sevenZero(): Canvas {
  const c = base("uno-seven-zero");
  // A 7: swap hands with a player you choose.
  put(c, "r7", 10, 32);
  c.blit(PLAYER_HEAD.scaled(2), 54, 10);
  c.blit(BOT_HEAD.scaled(2), 54, 86);
  arrow(c, 58, 30, 58, 82, GOLD);
  arrow(c, 74, 82, 74, 30, GOLD);
  c.vline(95, 8, 104, hex("#1d4a2a"));
  // A 0: every hand passes on in the direction of play.
  put(c, "g0", 102, 32);
  againArrow(c, 162, 56, 14, GOLD);
  c.blit(PLAYER_HEAD, 158, 22);
  c.blit(PLAYER_HEAD, 182 - 4, 52);
  c.blit(BOT_HEAD, 158, 82);
  c.blit(PLAYER_HEAD, 138, 52);
  return c;
}

function actions(): Canvas {
  const c = base("uno-actions");
  const cards = ["rskip", "yreverse", "gdraw2", "bdiscard_all", "rskip_everyone"];
  const icons = ["skip", "reverse", "draw", "discard_all", "skip_all"] as const;
  cards.forEach((n, i) => {
    put(c, n, 10 + i * 36, 12);
    c.blit(unoIcon(icons[i]).scaled(2), 10 + i * 36, 72);
  });
  return c;
}

function wilds(): Canvas {
  const c = base("uno-wilds");
  ["wild_reverse_draw4", "wild_draw6", "wild_draw10", "wild_color_roulette"].forEach((n, i) => put(c, n, 12 + i * 44, 8));
  // Then the player names a colour.
  (["red", "yellow", "green", "blue"] as const).forEach((col, i) => c.blit(unoIcon(col).scaled(2), 36 + i * 34, 70));
  return c;
}

function mercy(): Canvas {
  const c = base("uno-mercy");
  // Too many cards in hand: the player is out.
  c.blit(PLAYER_HEAD.scaled(2), 10, 10);
  for (let i = 0; i < 25; i++) put(c, "back", 8 + i * 4, 40 + (i % 3));
  arrow(c, 142, 64, 150, 64, WHITE);
  c.blit(unoIcon("mercy").scaled(2), 152, 46);
  c.blit(CROSS.scaled(2), 30, 12);
  return c;
}

function scoring(): Canvas {
  const c = base("uno-scoring");
  // Going out scores the cards left in the other hands: face value, 20 an action, 50 a wild.
  const cols: [string, string][] = [["r7", "7"], ["yskip", "20"], ["wild_draw10", "50"]];
  cols.forEach(([n, v], i) => {
    put(c, n, 12 + i * 46, 10);
    const t = number(v).scaled(2);
    c.blit(t, 12 + i * 46 + Math.floor((CARD_W - t.width) / 2), 66);
  });
  arrow(c, 148, 56, 164, 56, WHITE);
  c.blit(TROPHY.scaled(2), 164, 42);
  return c;
}

function unoCall(): Canvas {
  const c = base("uno-call");
  // One card left: call it, or be caught and draw.
  c.blit(PLAYER_HEAD.scaled(2), 12, 12);
  c.blit(unoIcon("uno").scaled(2), 38, 4);
  put(c, "r9", 12, 46);
  c.blit(CHECK.scaled(2), 56, 62);
  c.vline(95, 8, 104, hex("#1d4a2a"));
  c.blit(PLAYER_HEAD.scaled(2), 104, 12);
  c.blit(CROSS.scaled(2), 128, 14);
  put(c, "b4", 104, 46);
  arrow(c, 138, 70, 146, 70, RED);
  fan(c, ["back", "back"], 146, 42, 8);
  return c;
}

export const UNO_LESSON_PICTURES: Record<UnoIllustrationId, () => Canvas> = {
  uno_match: match,
  uno_draw: draw,
  uno_stack: stacking,
  uno_actions: actions,
  uno_swap: sevenZero,
  uno_wilds: wilds,
  uno_mercy: mercy,
  uno_call: unoCall,
  uno_score: scoring,
};
