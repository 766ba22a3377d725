/**
 * Gin Rummy screens in which the other seats hold cards they took face up from the discard pile:
 * a four-seat and a two-seat match seen from seat 0, played by a fixed rule (take the discard
 * whenever allowed, else draw; discard the first card that is no knock) until every other seat
 * holds one. Renderer tests draw them (test/luanti/render/gin-entry.ts compiles this to Lua too).
 */
import type { GameScreens } from "../../src/games/game";
import type { MatchState } from "../../src/games/gin-rummy/engine/match";
import type { Action } from "../../src/games/gin-rummy/engine/types";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { knockOptions } from "../../src/games/gin-rummy/panel-parts";
import { buildScreen } from "../../src/screen/build";
import type { Screen } from "../../src/screen/model";
import { screenInput, seatInput } from "./screen-input";

export const GIN_VIEWER = 0;
const NAMES = ["Ann", "Bob", "Cy", "Di"];

function pick(legal: readonly Action[]): Action {
  for (const a of legal) if (a.do === "take") return a;
  for (const a of legal) if (a.do === "discard" && a.knock !== true) return a;
  for (const a of legal) if (a.do === "stock") return a;
  return legal[0];
}

function screen(m: MatchState, seats: number, tab: "game" | "lessons" = "game", lessonId = "", preset = "house", choice = "", confirmResign = false): Screen {
  const input = [];
  for (let s = 0; s < seats; s++) input.push(seatInput(NAMES[s]));
  return buildScreen(
    screenInput({
      game: ginRummy.presentation as GameScreens<unknown>,
      presets: ginRummy.rules.presets,
      tableId: "T5",
      token: "3.gin",
      viewerSeat: GIN_VIEWER,
      tab,
      lessonId,
      preset,
      seats: input,
      match: m,
      confirmResign,
      choice,
    }),
  );
}

/** Whether every other seat's hand shows a face-up card on the screen. */
function everyOtherHoldsOne(s: Screen): boolean {
  const g = s.game;
  if (g === undefined) return false;
  for (const z of g.zones) if (z.layout === "hand" && z.seat !== GIN_VIEWER && z.groups.length === 0) return false;
  return true;
}

/** The screen of seat 0 at a `seats`-seat Gin table once every other seat holds a card it took. */
export function ginTakenScreen(seats: number): Screen {
  let m = ginRummy.rules.newMatch("house", seats, [2, 7, 1, 8, 2, 8, 1]);
  for (let step = 0; step < 500; step++) {
    if (ginRummy.rules.handOver(m) !== undefined) {
      const next = ginRummy.rules.nextHand(m);
      if (next === undefined) break;
      m = next;
      continue;
    }
    const seat = ginRummy.rules.turn(m);
    if (seat === GIN_VIEWER) {
      const s = screen(m, seats);
      if (everyOtherHoldsOne(s)) return s;
    }
    const next = ginRummy.rules.apply(m, pick(ginRummy.rules.legal(m, seat)));
    if (next === undefined) break;
    m = next;
  }
  throw new Error("no seat kept a card it took");
}

/** The side tray at a two-seat table playing the classic rules (its most pages), the page on rule sets open. */
export function ginLessonsScreen(): Screen {
  return screen(ginRummy.rules.newMatch("classic", 2, [2, 7, 1, 8, 2, 8, 1]), 2, "lessons", "presets", "classic");
}

/** The client suite's seeded knock deal (client-deals.lua "knock"; client-deals.test.ts checks it): K♥ knocks two ways. */
const KNOCK_DEAL = [1931178964, 1022359072, 780311382, -1668303852, 69010822, -995305685, -627711076];

/** Seat 0 took the upcard: its hand and the one knock that melds two ways. */
function knockState(): { m: MatchState; card: number } {
  const m0 = ginRummy.rules.newMatch(ginRummy.rules.presets[0], 2, KNOCK_DEAL);
  const m = ginRummy.rules.apply(m0, { seat: 0, do: "take" });
  if (m === undefined) throw new Error("the knock deal no longer starts with a take");
  for (const a of ginRummy.rules.legal(m, 0)) {
    if (a.do === "discard" && a.knock === true && knockOptions(m.hand.hands[0], a.card) !== undefined) return { m, card: a.card };
  }
  throw new Error("the knock deal no longer knocks two ways");
}

/** The knocker's open choice of melds (issue 24 round two, item 2), two seats, seen by the knocker. */
export function ginKnockChoiceScreen(): Screen {
  const k = knockState();
  return screen(k.m, 2, "game", "", ginRummy.rules.presets[0], "knock." + k.card);
}

/** The resign confirmation on the same table (its turn timer beside the question). */
export function ginResignScreen(): Screen {
  return screen(knockState().m, 2, "game", "", ginRummy.rules.presets[0], "", true);
}
