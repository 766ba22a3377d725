/**
 * Gin Rummy as the table service plays it: the engine, codec, bots and panel behind the Game seam,
 * for two, three or four seats under the same presets (rulesForSeats caps the knock limit).
 */
import type { Game } from "../game";
import { msg } from "../../i18n/message";
import { randomInt, rngFromWords } from "../../util/random";
import { botLevels, createBot, isBotLevel } from "./bots/index";
import { decodeMatchFields, encodeMatch, MATCH_FIELDS } from "./codec";
import { legalActions } from "./engine/hand";
import type { MatchState } from "./engine/match";
import { applyMatchAction, newMatch, startNextHand } from "./engine/match";
import type { PresetName, Rules } from "./engine/rules";
import { PRESET_NAMES, presetRules, rulesForSeats, streakBonusOf } from "./engine/rules";
import type { Action } from "./engine/types";
import type { SeatView } from "./engine/view";
import { publicView, seatView } from "./engine/view";
import { acceptAction, parseAction, safeMove } from "./moves";
import { ginFinalResult, ginLessons, ginView, presetLabel, rulesOfPreset, rulesSummary } from "./panel";
import { KNOCK_BACK, knockChoice } from "./panel-parts";
import { CLASSIC52, DECK } from "./deck";
import { GIN_ARENA } from "./bots/arena";
import { GIN_RECORDS } from "./records";
import { GIN_RUMMY_TEXTS } from "./i18n";
import { BOARD_TEXTURES } from "./textures";
import { splitOn } from "../../util/text";

/** Public events kept on a board (the latest); bounds the snapshot at about 430 bytes. */
export const SNAPSHOT_HISTORY = 48;

/** The preset a resumed match was dealt under ("house" if its rules match none). */
function presetOf(rules: Rules): PresetName {
  for (const p of PRESET_NAMES) {
    const r = presetRules(p);
    if (
      r.matchTarget === rules.matchTarget &&
      r.oklahoma === rules.oklahoma &&
      r.straightGin === rules.straightGin &&
      r.classicBonuses === rules.classicBonuses &&
      (r.hollywood === true) === (rules.hollywood === true) &&
      streakBonusOf(r) === streakBonusOf(rules) &&
      (r.mahjong === true) === (rules.mahjong === true)
    )
      return p;
  }
  return "house";
}

/** The seat's legal actions (empty when it is not to move), a list of its own (legalActions may share its lists). */
function legalOf(m: MatchState, seat: number): Action[] {
  return m.hand.phase !== "over" && m.hand.turn === seat ? legalActions(m.hand).slice() : [];
}

function heldBy(m: MatchState, seat: number): readonly number[] {
  const hands = m.hand.hands;
  return seat >= 0 && seat < hands.length ? hands[seat] : [];
}

/** A seat number in the match, else 0 (views of a seat that is not one). */
function seatIn(m: MatchState, seat: number): number {
  return seat >= 0 && seat < m.hand.hands.length ? seat : 0;
}

// Arrows throughout: the Lua build calls these as methods (with a self) and plain functions have none.
export const ginRummy: Game<MatchState, Action, SeatView> = {
  kind: "gin_rummy",
  rules: {
    minSeats: 2,
    maxSeats: 4,
    presets: PRESET_NAMES,
    presetOf: (m) => presetOf(m.rules),
    newMatch: (preset, seats, w) => {
      if (seats !== 2 && seats !== 3 && seats !== 4) throw new Error("Gin Rummy seats 2 to 4 players");
      const rng = rngFromWords(w[0], w[1], w[2], w[3]);
      const first = randomInt(rngFromWords(w[4], w[5], w[6], 1), seats);
      return newMatch(rulesForSeats(rulesOfPreset(preset), seats), rng, first, seats);
    },
    turn: (m) => (m.result !== undefined || m.hand.phase === "over" ? -1 : m.hand.turn),
    // Only the seat to move ever acts: no reaction windows.
    reacting: () => [],
    dealer: (m) => m.hand.dealer,
    result: (m) => (m.result !== undefined ? { winner: m.result.winner, totals: m.result.totals.slice() } : undefined),
    handOver: (m) => {
      const r = m.hand.result;
      if (m.hand.phase !== "over" || r === undefined) return undefined;
      return { winner: r.winner, points: r.winner === -1 ? 0 : r.points[r.winner] };
    },
    nextHand: (m) => {
      const r = startNextHand(m);
      return r.ok ? r.state : undefined;
    },
    scores: (m) => m.scores.slice(),
    legal: (m, seat) => legalOf(m, seat),
    apply: (m, a) => {
      const r = applyMatchAction(m, a);
      return r.ok ? r.state : undefined;
    },
    actionSeat: (a) => a.seat,
    seatView: (m, seat) => seatView(m.hand, seatIn(m, seat), m.scores),
  },
  table: {
    safeMove: (m, seat) => safeMove(m.hand, seatIn(m, seat)),
    parseAction: (id, seat, m) => {
      if (seat < 0 || seat >= m.hand.hands.length || Math.floor(seat) !== seat) return undefined;
      return parseAction(id, seat, heldBy(m, seat), m.rules.mahjong === true);
    },
    accept: (m, seat, answer) => acceptAction(legalOf(m, seat), heldBy(m, seat), answer as Action, m.rules.mahjong === true),
    choiceFor: (m, seat, a) => {
      if (seat < 0 || seat >= m.hand.hands.length || a.do !== "discard" || a.knock !== true || a.melds !== undefined) return undefined;
      return knockChoice(heldBy(m, seat), a.card, m.rules.mahjong === true);
    },
    cancelChoice: KNOCK_BACK,
    // The move a match is at: hands so far and the running hand's public events.
    moment: (m) => m.handNumber * 100000 + m.hand.history.length,
    bots: {
      levels: (seats) => botLevels(seats ?? 2).slice(),
      create: (level, rng) => {
        if (!isBotLevel(level)) throw new Error("unknown bot level " + level);
        return createBot(level, rng);
      },
    },
    codec: {
      encode: (m) => encodeMatch(m),
      decode: (text) => decodeMatchFields(splitOn(text, ".")),
      snapshotFields: MATCH_FIELDS,
      encodeSnapshot: (m) => encodeMatch(m, SNAPSHOT_HISTORY),
      decodeSnapshot: (fields) => decodeMatchFields(fields),
    },
  },
  presentation: {
    name: msg("game.gin_rummy.name"),
    messages: GIN_RUMMY_TEXTS,
    decks: { [DECK]: CLASSIC52 },
    colours: {},
    board: {
      kind: "gin_rummy",
      item: "gin_rummy_board",
      displayName: msg("item.board.name"),
      hint: msg("item.board.hint"),
      icon: BOARD_TEXTURES.item,
      top: BOARD_TEXTURES.top,
    },
    tabletop: (m) => {
      const v = publicView(m.hand);
      return {
        phase: v.phase,
        turn: v.turn,
        dealer: v.dealer,
        piles: [
          { id: "stock", deck: DECK, top: -1, count: v.stockCount, colour: "" },
          { id: "discard", deck: DECK, top: v.topDiscard, count: 0, colour: "" },
        ],
        handSizes: v.handSizes.slice(),
        scores: m.scores.slice(),
        handNumber: m.handNumber,
      };
    },
    view: (m, seat, names, paused, timeLeft, choice) => ginView(m, seat, names, paused, timeLeft, choice),
    finalResult: (m, names, winner, totals) => ginFinalResult(m, names, winner, totals),
    score: (m, seat) => (seat >= 0 && seat < m.scores.length ? m.scores[seat] : 0),
    handsWon: (m, seat) => (seat >= 0 && seat < m.handsWon.length ? m.handsWon[seat] : 0),
    rulesSummary: (preset) => rulesSummary(preset),
    presetLabel: (preset) => presetLabel(preset),
    lessons: (m, preset, open) => ginLessons(m, preset, open),
  },
  tooling: { arena: GIN_ARENA, records: GIN_RECORDS },
};
