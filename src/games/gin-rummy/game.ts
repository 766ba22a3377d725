/** Gin Rummy for two, as the table service plays it: the engine, codec, bots and panel behind the Game seam. */
import type { Game } from "../game";
import { randomInt, rngFromWords } from "../../util/random";
import { BOT_LEVELS, createBot, isBotLevel } from "./bots/index";
import { decodeMatch, decodeMatchFields, encodeMatch, MATCH_FIELDS } from "./codec";
import { legalActions } from "./engine/hand";
import type { MatchState } from "./engine/match";
import { applyMatchAction, newMatch, startNextHand } from "./engine/match";
import type { PresetName, Rules } from "./engine/rules";
import { PRESET_NAMES, presetRules } from "./engine/rules";
import type { Action, Seat } from "./engine/types";
import type { SeatView } from "./engine/view";
import { publicView, seatView } from "./engine/view";
import { acceptAction, actionId, parseAction, safeMove } from "./moves";
import { DECK, ginFinalResult, ginLessons, ginView, KNOCK_BACK, knockChoice, presetLabel, rulesOfPreset, rulesSummary } from "./panel";

/** Public events kept on a board (the latest); bounds the snapshot at about 430 bytes. */
export const SNAPSHOT_HISTORY = 48;

/** The preset a resumed match was dealt under ("house" if its rules match none). */
function presetOf(rules: Rules): PresetName {
  for (const p of PRESET_NAMES) {
    const r = presetRules(p);
    if (r.matchTarget === rules.matchTarget && r.oklahoma === rules.oklahoma && r.straightGin === rules.straightGin && r.classicBonuses === rules.classicBonuses) return p;
  }
  return "house";
}

function asSeat(seat: number): Seat | undefined {
  return seat === 0 || seat === 1 ? seat : undefined;
}

// Arrows throughout: the Lua build calls these as methods (with a self) and plain functions have none.
export const ginRummy: Game<MatchState, Action, SeatView> = {
  kind: "gin_rummy",
  minSeats: 2,
  maxSeats: 2,
  presets: PRESET_NAMES,
  presetOf: (m) => presetOf(m.rules),
  newMatch: (preset, _seats, w) => {
    const rng = rngFromWords(w[0], w[1], w[2], w[3]);
    const dealer: Seat = randomInt(rngFromWords(w[4], w[5], w[6], 1), 2) === 0 ? 0 : 1;
    return newMatch(rulesOfPreset(preset), rng, dealer);
  },
  turn: (m) => (m.result !== undefined || m.hand.phase === "over" ? -1 : m.hand.turn),
  dealer: (m) => m.hand.dealer,
  result: (m) => (m.result !== undefined ? { winner: m.result.winner, totals: [m.result.totals[0], m.result.totals[1]] } : undefined),
  handOver: (m) => {
    const r = m.hand.result;
    if (m.hand.phase !== "over" || r === undefined) return undefined;
    return { winner: r.winner, points: r.winner === -1 ? 0 : r.points[r.winner] };
  },
  nextHand: (m) => {
    const r = startNextHand(m);
    return r.ok ? r.state : undefined;
  },
  scores: (m) => [m.scores[0], m.scores[1]],
  legal: (m, seat) => (m.hand.phase !== "over" && m.hand.turn === seat ? legalActions(m.hand) : []),
  apply: (m, a) => {
    const r = applyMatchAction(m, a);
    return r.ok ? r.state : undefined;
  },
  actionSeat: (a) => a.seat,
  safeMove: (m, seat) => safeMove(m, seat === 1 ? 1 : 0),
  actionId: (a) => actionId(a),
  parseAction: (id, seat, m) => {
    const s = asSeat(seat);
    return s === undefined ? undefined : parseAction(id, s, m.hand.hands[s]);
  },
  accept: (m, seat, answer) => {
    const s = asSeat(seat);
    return s === undefined ? undefined : acceptAction(m, s, answer as Action);
  },
  choiceFor: (m, seat, a) => {
    const s = asSeat(seat);
    if (s === undefined || a.do !== "discard" || a.knock !== true || a.melds !== undefined) return undefined;
    return knockChoice(m.hand.hands[s], a.card);
  },
  cancelChoice: KNOCK_BACK,
  // The move a match is at: hands so far and the running hand's public events.
  moment: (m) => m.handNumber * 100000 + m.hand.history.length,
  seatView: (m, seat) => seatView(m.hand, seat === 1 ? 1 : 0, m.scores),
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
      handSizes: [v.handSizes[0], v.handSizes[1]],
      scores: [m.scores[0], m.scores[1]],
      handNumber: m.handNumber,
    };
  },
  codec: {
    encode: (m) => encodeMatch(m),
    decode: (text) => decodeMatch(text),
    snapshotFields: MATCH_FIELDS,
    encodeSnapshot: (m) => encodeMatch(m, SNAPSHOT_HISTORY),
    decodeSnapshot: (fields) => decodeMatchFields(fields),
  },
  bots: {
    levels: () => BOT_LEVELS.slice(),
    create: (level, rng) => {
      if (!isBotLevel(level)) throw new Error("unknown bot level " + level);
      return createBot(level, rng);
    },
  },
  screens: {
    view: (m, seat, names, paused, timeLeft, choice) => ginView(m, seat, names, paused, timeLeft, choice),
    finalResult: (m, names, winner, totals) => ginFinalResult(m, names, winner, totals),
    score: (m, seat) => m.scores[seat === 1 ? 1 : 0],
    handsWon: (m, seat) => m.handsWon[seat === 1 ? 1 : 0],
    rulesSummary: (preset) => rulesSummary(preset),
    presetLabel: (preset) => presetLabel(preset),
    lessons: (m, preset, open) => ginLessons(m, preset, open),
  },
};
