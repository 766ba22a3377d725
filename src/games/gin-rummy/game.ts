/**
 * Gin Rummy as the table service plays it: the engine, codec, bots and panel behind the Game seam.
 * Two seats play the two-player match (MatchState, unchanged); three or four play the 3–4-player
 * match (MultiMatchState, engine/multi-*.ts) under the same presets, told apart by its `seats`.
 */
import type { Game } from "../game";
import { msg } from "../../i18n/message";
import { randomInt, rngFromWords } from "../../util/random";
import type { Bot } from "./bots/bot";
import { BOT_LEVELS, createBot, isBotLevel } from "./bots/index";
import { createMultiBot, MULTI_BOT_LEVELS, MultiBot } from "./bots/multi";
import { decodeMatchFields, encodeMatch, MATCH_FIELDS } from "./codec";
import { decodeMultiMatchFields, encodeMultiMatch, MULTI_TAG } from "./codec-multi";
import { legalActions } from "./engine/hand";
import type { MatchState } from "./engine/match";
import { applyMatchAction, newMatch, startNextHand } from "./engine/match";
import type { MultiMatchState } from "./engine/multi-match";
import { applyMultiMatchAction, multiRules, newMultiMatch, startNextMultiHand } from "./engine/multi-match";
import { multiLegalActions } from "./engine/multi-hand";
import type { MultiAction } from "./engine/multi-types";
import type { MultiSeatView } from "./engine/multi-view";
import { multiSeatView } from "./engine/multi-view";
import type { PresetName, Rules } from "./engine/rules";
import { PRESET_NAMES, presetRules } from "./engine/rules";
import type { Action } from "./engine/types";
import type { SeatView } from "./engine/view";
import { publicView, seatView } from "./engine/view";
import { acceptAction, parseAction, safeMove } from "./moves";
import { ginFinalResult, ginLessons, ginView, presetLabel, rulesOfPreset, rulesSummary } from "./panel";
import { multiFinalResult, multiGinView } from "./panel-multi";
import { KNOCK_BACK, knockChoice } from "./panel-parts";
import { CLASSIC52, DECK } from "./deck";
import { GIN_ARENA } from "./bots/arena";
import { GIN_RECORDS } from "./records";
import { GIN_RUMMY_TEXTS } from "./i18n";
import { BOARD_TEXTURES } from "./textures";
import { splitOn } from "../../util/text";

/** Public events kept on a board (the latest); bounds the snapshot at about 430 bytes. */
export const SNAPSHOT_HISTORY = 48;

/** A match of two seats, or of three or four. */
export type GinMatch = MatchState | MultiMatchState;
/** An action: a two-player action is a 3–4-player one with seat 0 or 1. */
export type GinAction = Action | MultiAction;
export type GinView = SeatView | MultiSeatView;

export function isMulti(m: GinMatch): m is MultiMatchState {
  return (m as MultiMatchState).seats !== undefined;
}

export function isMultiView(v: GinView): v is MultiSeatView {
  return (v as MultiSeatView).seats !== undefined;
}

/** The preset a resumed match was dealt under ("house" if its rules match none). */
function presetOf(rules: Rules): PresetName {
  for (const p of PRESET_NAMES) {
    const r = presetRules(p);
    if (r.matchTarget === rules.matchTarget && r.oklahoma === rules.oklahoma && r.straightGin === rules.straightGin && r.classicBonuses === rules.classicBonuses) return p;
  }
  return "house";
}

/** The seat's legal actions and hand, in either form (empty legal list when it is not to move). */
function legalOf(m: GinMatch, seat: number): GinAction[] {
  if (isMulti(m)) return m.hand.phase !== "over" && m.hand.turn === seat ? multiLegalActions(m.hand) : [];
  return m.hand.phase !== "over" && m.hand.turn === seat ? legalActions(m.hand) : [];
}

function heldBy(m: GinMatch, seat: number): readonly number[] {
  const hands: readonly (readonly number[])[] = m.hand.hands;
  return seat >= 0 && seat < hands.length ? hands[seat] : [];
}

/** A bot for either form: the two-player bot as before; its 3–4-player counterpart made on first use. */
function createGinBot(level: string, rng: Parameters<typeof createBot>[1]): { decide(view: GinView): GinAction } {
  if (!isBotLevel(level)) throw new Error("unknown bot level " + level);
  const two: Bot = createBot(level, rng);
  let multi: MultiBot | undefined = undefined;
  return {
    decide: (view) => {
      if (!isMultiView(view)) return two.decide(view);
      if (multi === undefined) multi = createMultiBot(level, rng);
      return multi.decide(view);
    },
  };
}

// Arrows throughout: the Lua build calls these as methods (with a self) and plain functions have none.
export const ginRummy: Game<GinMatch, GinAction, GinView> = {
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
      if (seats === 2) return newMatch(rulesOfPreset(preset), rng, first === 0 ? 0 : 1);
      return newMultiMatch(multiRules(rulesOfPreset(preset), seats), seats, rng, first);
    },
    turn: (m) => (m.result !== undefined || m.hand.phase === "over" ? -1 : m.hand.turn),
    dealer: (m) => m.hand.dealer,
    result: (m) => (m.result !== undefined ? { winner: m.result.winner, totals: m.result.totals.slice() } : undefined),
    handOver: (m) => {
      const r = m.hand.result;
      if (m.hand.phase !== "over" || r === undefined) return undefined;
      return { winner: r.winner, points: r.winner === -1 ? 0 : r.points[r.winner] };
    },
    nextHand: (m) => {
      const r = isMulti(m) ? startNextMultiHand(m) : startNextHand(m);
      return r.ok ? r.state : undefined;
    },
    scores: (m) => m.scores.slice(),
    legal: (m, seat) => legalOf(m, seat),
    apply: (m, a) => {
      const r = isMulti(m) ? applyMultiMatchAction(m, a) : applyMatchAction(m, a as Action);
      return r.ok ? r.state : undefined;
    },
    actionSeat: (a) => a.seat,
    seatView: (m, seat) => (isMulti(m) ? multiSeatView(m.hand, seat >= 0 && seat < m.seats ? seat : 0, m.scores) : seatView(m.hand, seat === 1 ? 1 : 0, m.scores)),
  },
  table: {
    safeMove: (m, seat) => safeMove(m.hand, isMulti(m) ? seat : seat === 1 ? 1 : 0),
    parseAction: (id, seat, m) => {
      if (seat < 0 || seat >= m.hand.hands.length || Math.floor(seat) !== seat) return undefined;
      return parseAction(id, seat, heldBy(m, seat));
    },
    accept: (m, seat, answer) => acceptAction(legalOf(m, seat), heldBy(m, seat), answer as GinAction),
    choiceFor: (m, seat, a) => {
      if (seat < 0 || seat >= m.hand.hands.length || a.do !== "discard" || a.knock !== true || a.melds !== undefined) return undefined;
      return knockChoice(heldBy(m, seat), a.card);
    },
    cancelChoice: KNOCK_BACK,
    // The move a match is at: hands so far and the running hand's public events.
    moment: (m) => m.handNumber * 100000 + m.hand.history.length,
    bots: {
      levels: (seats) => (seats !== undefined && seats > 2 ? MULTI_BOT_LEVELS.slice() : BOT_LEVELS.slice()),
      create: (level, rng) => createGinBot(level, rng),
    },
    codec: {
      encode: (m) => (isMulti(m) ? encodeMultiMatch(m) : encodeMatch(m)),
      decode: (text) => decodeFields(splitOn(text, ".")),
      snapshotFields: MATCH_FIELDS,
      encodeSnapshot: (m) => (isMulti(m) ? encodeMultiMatch(m, SNAPSHOT_HISTORY) : encodeMatch(m, SNAPSHOT_HISTORY)),
      decodeSnapshot: (fields) => decodeFields(fields),
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
      const v = isMulti(m) ? multiSeatView(m.hand, 0) : publicView(m.hand);
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
    view: (m, seat, names, paused, timeLeft, choice) => (isMulti(m) ? multiGinView(m, seat, names, paused, timeLeft, choice) : ginView(m, seat, names, paused, timeLeft, choice)),
    finalResult: (m, names, winner, totals) => (isMulti(m) ? multiFinalResult(m, names, winner, totals) : ginFinalResult(m, names, winner, totals)),
    score: (m, seat) => (seat >= 0 && seat < m.scores.length ? m.scores[seat] : 0),
    handsWon: (m, seat) => (seat >= 0 && seat < m.handsWon.length ? m.handsWon[seat] : 0),
    rulesSummary: (preset) => rulesSummary(preset),
    presetLabel: (preset) => presetLabel(preset),
    lessons: (m, preset, open) => ginLessons(m, preset, open),
  },
  tooling: { arena: GIN_ARENA, records: GIN_RECORDS },
};

/** Either stored form: a 3–4-player text starts with its version tag, a two-player one with its rules. */
function decodeFields(fields: readonly string[]): GinMatch | string {
  return fields.length > 0 && fields[0] === MULTI_TAG ? decodeMultiMatchFields(fields) : decodeMatchFields(fields);
}
