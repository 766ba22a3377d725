/**
 * Uno No Mercy's screens as a four-seat table shows them to seat 1: a 30-card hand mid-match, the
 * colour choice a wild opens, a hand's result with a seat knocked out by mercy, the players a 7
 * swaps with, and two cards left (each playable with UNO). Renderer tests draw them
 * (test/luanti/render/uno-entry.ts compiles this to Lua too).
 */
import type { GameScreens } from "../../src/games/game";
import { unoNoMercy } from "../../src/games/uno-no-mercy/index";
import type { UnoState } from "../../src/games/uno-no-mercy/engine/types";
import { CARD_COLOUR, CARD_FACE } from "../../src/games/uno-no-mercy/engine/cards";
import { buildScreen } from "../../src/screen/build";
import type { Screen } from "../../src/screen/model";
import { screenInput, seatInput } from "./screen-input";

export const UNO_VIEWER = 1;
export const UNO_HAND = 30;

/** A dealt 4-seat match with seat 1 to move holding 30 cards (a wild among them), mercy moved to 40 so it holds them. */
export function unoState(): UnoState {
  const s = unoNoMercy.rules.newMatch("no-mercy", 4, [3, 1, 4, 1, 5, 9, 2]);
  s.rules = { stackHigher: s.rules.stackHigher, playDrawn: s.rules.playDrawn, matchTarget: s.rules.matchTarget, mercyLimit: 40, mercyBonus: s.rules.mercyBonus, unoPenalty: s.rules.unoPenalty };
  s.turn = UNO_VIEWER;
  s.direction = -1;
  const hand = s.hands[UNO_VIEWER];
  let wild = -1;
  for (let i = 0; i < s.drawPile.length && wild < 0; i++) if (CARD_COLOUR[s.drawPile[i]] < 0 && CARD_FACE[s.drawPile[i]] !== 19) wild = s.drawPile.splice(i, 1)[0];
  hand.push(wild);
  while (hand.length < UNO_HAND) hand.push(s.drawPile.pop() as number);
  return s;
}

/** The wild the viewer holds. */
export function unoWild(s: UnoState): number {
  for (const c of s.hands[UNO_VIEWER]) if (CARD_COLOUR[c] < 0 && CARD_FACE[c] !== 19) return c;
  return -1;
}

function screen(s: UnoState, choice: string, handOver: boolean, tab: "game" | "lessons" = "game", lessonId = ""): Screen {
  return buildScreen(
    screenInput({
      game: unoNoMercy.presentation as GameScreens<unknown>,
      presets: unoNoMercy.rules.presets,
      tableId: "T4",
      token: "9.uno",
      viewerSeat: UNO_VIEWER,
      tab,
      lessonId,
      preset: "no-mercy",
      seats: [seatInput("Ann"), seatInput("Bob"), seatInput("Cy"), seatInput("Di")],
      match: s,
      handOver,
      choice,
    }),
  );
}

export function unoTableScreen(): Screen {
  return screen(unoState(), "", false);
}

/** The side tray's lessons, page `open` open (the first by default). */
export function unoLessonsScreen(open = ""): Screen {
  return screen(unoState(), "", false, "lessons", open);
}

export function unoChoiceScreen(): Screen {
  const s = unoState();
  return screen(s, "play." + unoWild(s), false);
}

/** Takes the first card that `fits` out of the viewer's hand, else the draw pile. */
function drawWhere(s: UnoState, fits: (c: number) => boolean): number {
  for (const list of [s.hands[UNO_VIEWER], s.drawPile]) for (let i = 0; i < list.length; i++) if (fits(list[i])) return list.splice(i, 1)[0];
  throw new Error("no such card");
}

/** The viewer plays a 7 of the colour in force: the choice of whom to swap hands with is open (hands of 7, 9 and 11 cards). */
export function unoSwapScreen(): Screen {
  const s = unoState();
  const seven = drawWhere(s, (c) => CARD_FACE[c] === 7 && CARD_COLOUR[c] === s.colour);
  s.hands[UNO_VIEWER] = [seven, drawWhere(s, (c) => CARD_FACE[c] === 3)];
  s.hands[2] = s.hands[2].concat([s.drawPile.pop() as number, s.drawPile.pop() as number]);
  s.hands[3] = s.hands[3].concat([s.drawPile.pop() as number, s.drawPile.pop() as number, s.drawPile.pop() as number, s.drawPile.pop() as number]);
  return screen(s, "play." + s.hands[UNO_VIEWER][0], false);
}

/** The viewer holds two cards it may play, a wild and one of the colour in force: each plays with UNO too. */
export function unoTwoCardsScreen(): Screen {
  const s = unoState();
  const wild = unoWild(s);
  s.hands[UNO_VIEWER] = [wild, drawWhere(s, (c) => CARD_FACE[c] >= 1 && CARD_FACE[c] <= 6 && CARD_COLOUR[c] === s.colour)];
  return screen(s, "", false);
}

/** The hand is over: Ann went out, Di was knocked out by mercy, the others show their cards. */
export function unoResultScreen(): Screen {
  const s = unoState();
  s.hands[0] = [];
  s.hands[3] = [];
  s.out[3] = true;
  s.hands[UNO_VIEWER] = s.hands[UNO_VIEWER].slice(0, 12);
  s.phase = "over";
  s.turn = -1;
  s.last = { winner: 0, points: 321 };
  s.scores = [321, 0, 250, 0];
  return screen(s, "", true);
}
