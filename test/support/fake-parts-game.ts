/**
 * A game that exists only as screen parts, shaped like a four-player shedding game (Uno No Mercy):
 * four seats, a 20-card hand of an unregistered deck, the other hands as face-down counts, a draw
 * pile and a coloured discard pile, play reversed. Renderer tests draw it to show that hosts draw
 * parts, not games. Compiles to Lua too (test/luanti/render/entry.ts).
 */
import type { GameScreens } from "../../src/games/game";
import { msg } from "../../src/i18n/index";
import { buildScreen, type ScreenInput, type SeatInput } from "../../src/screen/build";
import { button, cardButton } from "../../src/screen/button";
import type { Screen } from "../../src/screen/model";
import type { CardFace, CardZone, TablePart } from "../../src/screen/parts";
import { screenInput, seatInput } from "./screen-input";

export const FAKE_DECK = "fake_shed";
/** The viewer's 20 faces (0..167 in the fake deck); every third one may be played. */
export const FAKE_HAND: number[] = [];
for (let i = 0; i < 20; i++) FAKE_HAND.push(100 + i * 3);
export const FAKE_OTHERS = [7, 25, 3];

function table(seat: number): TablePart {
  const faces: CardFace[] = [];
  for (let i = 0; i < FAKE_HAND.length; i++) {
    const f = FAKE_HAND[i];
    faces.push(i % 3 === 0 ? { face: f, action: "play." + f, highlight: i === 0 } : { face: f });
  }
  const zones: CardZone[] = [];
  for (let s = 0; s < 4; s++) {
    if (s === seat) continue;
    const count = FAKE_OTHERS[zones.length];
    zones.push({ id: "hand." + s, deck: FAKE_DECK, layout: "hand", seat: s, groups: [], hidden: count, label: msg("panel.opponent", { count }) });
  }
  zones.push({ id: "draw", deck: FAKE_DECK, layout: "pile", seat: -1, groups: [], hidden: 61, label: msg("panel.stock", { count: 61 }), action: "draw" });
  zones.push({ id: "discard", deck: FAKE_DECK, layout: "pile", seat: -1, groups: [{ tone: "plain", cards: [{ face: 150 }] }], hidden: 12, colour: "blue" });
  zones.push({ id: "hand", deck: FAKE_DECK, layout: "hand", seat, groups: [{ tone: "plain", cards: faces }], hidden: 0 });
  return {
    zones,
    counters: [{ id: "target", text: msg("tables.rules.target", { points: 1000 }), value: 1000, seat: -1 }],
    turn: { seat, timeLeft: 30, direction: -1 },
    events: [msg("tables.event.stock", { name: "Bob" }), msg("tables.event.reshuffle")],
    controls: ["uno"],
  };
}

const screens: GameScreens<unknown> = {
  name: msg("game.gin_rummy.name"),
  view: (_state, seat) => {
    const buttons = [button("draw", msg("tables.button.stock"), "primary"), button("uno", msg("tables.button.pass"))];
    for (let i = 0; i < FAKE_HAND.length; i += 3) buttons.push(cardButton("play." + FAKE_HAND[i], msg("tables.button.discard", { card: "#" + FAKE_HAND[i] }), "normal", FAKE_DECK, FAKE_HAND[i]));
    return { game: table(seat), messages: [msg("tables.turn.discard")], buttons };
  },
  finalResult: () => undefined,
  score: (_state, seat) => seat * 10,
  handsWon: () => 0,
  rulesSummary: () => [msg("tables.rules.target", { points: 1000 }), msg("tables.rules.knock", { points: 10 }), msg("tables.rules.bonuses", { gin: 25, undercut: 25 })],
  presetLabel: (preset) => msg(preset === "classic" ? "tables.preset.classic" : preset === "straight" ? "tables.preset.straight" : "tables.preset.house"),
  lessons: () => ({ list: [] }),
};

/** A seated player offering two diamonds as a stake. */
function staker(name: string): SeatInput {
  return { ...seatInput(name), offer: [{ item: "default:diamond", count: 2 }] };
}

/** The fake game's running match for the viewer in seat 1 of 4, as the service hands it to buildScreen. */
function partsInput(): ScreenInput {
  return screenInput({
    game: screens,
    presets: ["house"],
    tableId: "T9",
    token: "7.fake",
    viewerSeat: 1,
    seats: [staker("Ann"), staker("Bob"), staker("Cy"), staker("Di")],
    match: {},
    held: [[{ item: "default:diamond", count: 2 }], [], [{ item: "default:gold_ingot", count: 1 }], []],
  });
}

/** The screen of the fake game's running match for the viewer in seat 1 of 4. */
export function fakePartsScreen(): Screen {
  return buildScreen(partsInput());
}

/** The same table showing a four-seat showdown: each seat's cards in a row, a figure naming cards, two lines under it. */
export function fakeResultScreen(): Screen {
  const screen = fakePartsScreen();
  screen.kind = "result";
  const seats = [];
  for (let s = 0; s < 4; s++) {
    const left: CardFace[] = [];
    for (let i = 0; i < 3 + s * 3; i++) left.push({ face: 10 * s + i, highlight: i === 0 });
    seats.push({
      seat: s,
      zone: { id: "result." + s, deck: FAKE_DECK, layout: "row" as const, seat: s, hidden: 0, groups: [{ tone: "set" as const, cards: left.slice(0, 2) }, { tone: "loose" as const, cards: left.slice(2) }] },
      notes: [{ id: "cards_left", text: msg("tables.result.laid_off", { cards: "" }), value: left.length, seat: s, tone: "note" as const, cards: { deck: FAKE_DECK, faces: [10 * s] } }],
      points: s === 0 ? 250 : 0,
    });
  }
  screen.result = { headline: msg("tables.outcome.dead"), outcome: "out", seats, lines: [msg("tables.rules.target", { points: 1000 }), msg("tables.event.reshuffle")], winner: -1 };
  return screen;
}

/** The viewer (Ann, seat 0) among three bots asks to resign: only bots would be left, so the match would end. */
export function fakeResignScreen(): Screen {
  const bot = (level: string): SeatInput => ({ player: "", name: "", bot: level, present: true, ready: true, offer: [] });
  return buildScreen({
    ...partsInput(),
    viewerSeat: 0,
    seats: [staker("Ann"), bot("simple"), bot("simple"), bot("hard")],
    held: undefined,
    notes: [msg("tables.match.started", { name: "Ann" })],
    confirmResign: true,
    resignWinner: 2,
    resignBotsOnly: true,
  });
}

/**
 * The lobby of a four-seat table with only the viewer seated: Play alone with 1-3 bots of three
 * levels, and one bot of the fourth (a level that plays two-player games only, as Gin Rummy's hard);
 * three rule presets the viewer may pick, the first in force.
 */
export function fakeLobbyScreen(): Screen {
  const empty: SeatInput = { player: "", name: "", bot: "", present: false, ready: false, offer: [] };
  const viewer: SeatInput = { ...seatInput("Ann"), ready: false };
  const screen = buildScreen({
    ...partsInput(),
    presets: ["house", "classic", "straight"],
    viewerSeat: 0,
    phase: "lobby",
    canEditRules: true,
    seats: [viewer, empty, empty, empty],
    match: undefined,
    timeLeft: -1,
    held: undefined,
    maxBots: 3,
    botLevels: ["easy", "simple", "normal", "hard"],
  });
  screen.buttons = screen.buttons.filter((b) => b.action !== "alone.hard.2" && b.action !== "alone.hard.3");
  return screen;
}
