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
import { buildScreen, type SeatInput } from "../../src/screen/build";
import type { Screen } from "../../src/screen/model";

export const GIN_VIEWER = 0;
const NAMES = ["Ann", "Bob", "Cy", "Di"];

function seatInput(name: string): SeatInput {
  return { player: name.toLowerCase(), name, bot: "", present: true, ready: true, offer: [] };
}

function pick(legal: readonly Action[]): Action {
  for (const a of legal) if (a.do === "take") return a;
  for (const a of legal) if (a.do === "discard" && a.knock !== true) return a;
  for (const a of legal) if (a.do === "stock") return a;
  return legal[0];
}

function screen(m: MatchState, seats: number, tab: "game" | "lessons" = "game", lessonId = "", preset = "house"): Screen {
  const input = [];
  for (let s = 0; s < seats; s++) input.push(seatInput(NAMES[s]));
  return buildScreen({
    game: ginRummy.presentation as GameScreens<unknown>,
    presets: ginRummy.rules.presets,
    tableId: "T5",
    token: "3.gin",
    viewerSeat: GIN_VIEWER,
    tab,
    lessonId,
    phase: "playing",
    ownerName: "Ann",
    canEditRules: false,
    preset,
    seats: input,
    match: m,
    handOver: false,
    timeLeft: 30,
    nextPressed: false,
    last: undefined,
    held: undefined,
    inventory: [],
    botLevels: [],
    stakesVsBots: false,
    mailbox: [],
    notes: [],
    confirmResign: false,
    canComeBack: false,
    choice: "",
  });
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
