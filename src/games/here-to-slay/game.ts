/**
 * Here to Slay for 2-4 seats behind the Game seam: the rules engine, its codec and moves, its
 * screens (panel*.ts), texts (texts/), board and lessons. Not in src/games/registry.ts yet
 * (README.md in this folder says what remains); the contract test runs it as a game in progress.
 */
import type { Game, GameArena } from "../game";
import { msg } from "../../i18n/message";
import { randomInt, rngFromWords } from "../../util/random";
import { decodeHts, decodeHtsFields, encodeHts, HTS_FIELDS } from "./codec";
import { applyHts, htsReacting, htsResult, htsScores, htsTurn, HTS_PRESETS, legalHts, newHtsMatch } from "./engine/rules";
import type { HtsAction, HtsState } from "./engine/types";
import type { HtsView } from "./engine/view";
import { htsSeatView } from "./engine/view";
import { acceptHts, htsSafeMove } from "./moves";
import { htsFinalResult, htsPresetLabel, htsRulesSummary, htsTabletop, htsView } from "./panel";
import { htsChoiceFor, HTS_BACK, parseHtsPress } from "./panel-press";
import { createHtsBot, HTS_BOT_LEVELS, isHtsBotLevel } from "./bots/index";
import { HTS_ARENA } from "./bots/arena";
import { HTS_RECORDS } from "./records";
import { HTS_BOARD } from "./board";
import { htsLessons } from "./lessons/index";
import { HTS_TEXTS } from "./texts/index";

const NAME = msg("hts.name");

// Arrows throughout: the Lua build calls these as methods (with a self) and plain functions have none.
export const hereToSlay: Game<HtsState, HtsAction, HtsView> = {
  kind: "here_to_slay",
  rules: {
    minSeats: 2,
    maxSeats: 4,
    presets: HTS_PRESETS,
    presetOf: () => HTS_PRESETS[0],
    newMatch: (_preset, seats, w) => {
      const n = seats >= 2 && seats <= 4 ? seats : 2;
      const first = randomInt(rngFromWords(w[4], w[5], w[6], 1), n);
      return newHtsMatch(n, rngFromWords(w[0], w[1], w[2], w[3]), first);
    },
    turn: (s) => htsTurn(s),
    reacting: (s) => htsReacting(s),
    dealer: (s) => s.active,
    result: (s) => htsResult(s),
    handOver: () => undefined,
    nextHand: () => undefined,
    scores: (s) => htsScores(s),
    legal: (s, seat) => legalHts(s, seat),
    apply: (s, a) => applyHts(s, a),
    actionSeat: (a) => a.seat,
    seatView: (s, seat) => htsSeatView(s, seat),
  },
  table: {
    safeMove: (s, seat) => htsSafeMove(s, seat),
    parseAction: (id, seat, s) => parseHtsPress(id, seat, s),
    accept: (s, seat, answer) => acceptHts(s, seat, answer),
    choiceFor: (s, seat, a) => htsChoiceFor(s, seat, a),
    cancelChoice: HTS_BACK,
    moment: (s) => s.moves,
    bots: {
      levels: () => HTS_BOT_LEVELS.slice(),
      create: (level, rng) => {
        if (!isHtsBotLevel(level)) throw new Error("unknown bot level " + level);
        return createHtsBot(level, rng);
      },
    },
    codec: {
      encode: (s) => encodeHts(s),
      decode: (text) => decodeHts(text),
      snapshotFields: HTS_FIELDS,
      encodeSnapshot: (s) => encodeHts(s),
      decodeSnapshot: (fields) => decodeHtsFields(fields),
    },
  },
  presentation: {
    name: NAME,
    messages: HTS_TEXTS,
    decks: {},
    colours: {},
    board: HTS_BOARD,
    tabletop: (s) => htsTabletop(s),
    view: (s, seat, names, paused, timeLeft, choice) => htsView(s, seat, names, paused, timeLeft, choice),
    finalResult: (s, names) => htsFinalResult(s, names),
    score: (s, seat) => (s.parties[seat] !== undefined ? s.parties[seat].slain.length : 0),
    handsWon: () => 0,
    rulesSummary: () => htsRulesSummary(),
    presetLabel: () => htsPresetLabel(),
    lessons: (_s, _preset, open) => htsLessons(open),
  },
  tooling: { arena: HTS_ARENA as GameArena<unknown>, records: HTS_RECORDS },
};
