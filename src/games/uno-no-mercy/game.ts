/** Uno No Mercy for 2-4 seats behind the Game seam: the engine, codec, bots and panel. */
import type { Game } from "../game";
import { msg } from "../../i18n/message";
import { randomInt, rngFromWords } from "../../util/random";
import { createUnoBot, isUnoBotLevel, UNO_BOT_LEVELS } from "./bots/index";
import { decodeUno, decodeUnoFields, encodeUno, UNO_FIELDS } from "./codec";
import { applyUno, legalUno, newUnoMatch, nextUnoHand } from "./engine/hand";
import { UNO_PRESETS, unoPresetOf } from "./engine/rules";
import type { UnoAction, UnoState } from "./engine/types";
import type { UnoView } from "./engine/view";
import { unoSeatView } from "./engine/view";
import { UNO_COLORS, UNO_DECK } from "./labels";
import { acceptUno, parseUnoPress, unoChoiceFor, unoSafeMove } from "./moves";
import { UNO_BACK, unoLessons, unoPresetLabel, unoRulesOfPreset, unoRulesSummary, unoView } from "./panel";
import { unoResultPart } from "./result";
import { UNO_ART, UNO_PILE_COLOURS } from "./deck";
import { UNO_ARENA } from "./bots/arena";
import { UNO_RECORDS } from "./record";
import { UNO_TEXTS } from "./i18n";
import { UNO_BOARD_TEXTURES } from "./textures";

// Arrows throughout: the Lua build calls these as methods (with a self) and plain functions have none.
export const unoNoMercy: Game<UnoState, UnoAction, UnoView> = {
  kind: "uno_no_mercy",
  rules: {
    minSeats: 2,
    maxSeats: 4,
    presets: UNO_PRESETS,
    presetOf: (s) => unoPresetOf(s.rules),
    newMatch: (preset, seats, w) => {
      const n = seats >= 2 && seats <= 4 ? seats : 2;
      const dealer = randomInt(rngFromWords(w[4], w[5], w[6], 1), n);
      return newUnoMatch(unoRulesOfPreset(preset), n, rngFromWords(w[0], w[1], w[2], w[3]), dealer);
    },
    turn: (s) => (s.phase === "over" ? -1 : s.turn),
    // The catch of a missed UNO is no window: play never waits for it (the next move closes it)
    // and a catcher has no pass, so the table offers it beside the turn (Play.offTurnMove).
    reacting: () => [],
    dealer: (s) => s.dealer,
    result: (s) => (s.winner !== undefined ? { winner: s.winner, totals: s.scores.slice() } : undefined),
    handOver: (s) => (s.phase === "over" && s.winner === undefined && s.last !== undefined ? { winner: s.last.winner, points: s.last.points } : undefined),
    nextHand: (s) => nextUnoHand(s),
    scores: (s) => s.scores.slice(),
    legal: (s, seat) => legalUno(s, seat),
    apply: (s, a) => applyUno(s, a),
    actionSeat: (a) => a.seat,
    seatView: (s, seat) => unoSeatView(s, seat),
  },
  table: {
    safeMove: (s, seat) => unoSafeMove(s, seat),
    parseAction: (id, seat, s) => parseUnoPress(id, seat, s),
    accept: (s, seat, answer) => acceptUno(s, seat, answer),
    // A wild or a 7 pressed as a card asks for its colour or player (the id of each way is its own button too).
    choiceFor: (s, seat, a) => unoChoiceFor(s, seat, a),
    cancelChoice: UNO_BACK,
    moment: (s) => s.moves,
    bots: {
      levels: () => UNO_BOT_LEVELS.slice(),
      create: (level, rng) => {
        if (!isUnoBotLevel(level)) throw new Error("unknown bot level " + level);
        return createUnoBot(level, rng);
      },
    },
    codec: {
      encode: (s) => encodeUno(s),
      decode: (text) => decodeUno(text),
      snapshotFields: UNO_FIELDS,
      encodeSnapshot: (s) => encodeUno(s),
      decodeSnapshot: (fields) => decodeUnoFields(fields),
    },
  },
  presentation: {
    name: msg("game.uno_no_mercy.name"),
    messages: UNO_TEXTS,
    decks: { [UNO_DECK]: UNO_ART },
    colours: UNO_PILE_COLOURS,
    board: {
      kind: "uno_no_mercy",
      item: "uno_no_mercy_board",
      displayName: msg("item.uno_board.name"),
      hint: msg("item.uno_board.hint"),
      icon: UNO_BOARD_TEXTURES.item,
      top: UNO_BOARD_TEXTURES.top,
    },
    tabletop: (s) => {
      const sizes: number[] = [];
      for (const h of s.hands) sizes.push(h.length);
      return {
        phase: s.phase,
        turn: s.phase === "over" ? -1 : s.turn,
        dealer: s.dealer,
        piles: [
          { id: "draw", deck: UNO_DECK, top: -1, count: s.drawPile.length, colour: "" },
          { id: "discard", deck: UNO_DECK, top: s.discard[s.discard.length - 1], count: s.discard.length - 1, colour: UNO_COLORS[s.colour] },
        ],
        handSizes: sizes,
        scores: s.scores.slice(),
        handNumber: s.handNumber,
      };
    },
    view: (s, seat, names, paused, timeLeft, choice) => unoView(s, seat, names, paused, timeLeft, choice),
    finalResult: (s, names, winner) => unoResultPart(s, names, winner),
    score: (s, seat) => (s.scores[seat] !== undefined ? s.scores[seat] : 0),
    handsWon: (s, seat) => (s.handsWon[seat] !== undefined ? s.handsWon[seat] : 0),
    rulesSummary: (preset) => unoRulesSummary(preset),
    presetLabel: (preset) => unoPresetLabel(preset),
    lessons: (s, preset, open) => unoLessons(s, preset, open),
  },
  tooling: { arena: UNO_ARENA, records: UNO_RECORDS },
};
