/**
 * Hand records of Uno No Mercy (docs/hand-records.md, version 2): the deal (hands, the turned
 * cards, the draw pile), the reshuffle generator and every action, cards by name (notation.ts).
 * Replaying one gives its result line, the same bytes in Node and in Lua. Also writes a played
 * hand's record.
 */
import type { Json, Out } from "../../util/json";
import { isJsonObject, jsonList, obj, writeJson } from "../../util/json";
import type { RngState } from "../../util/random";
import { cloneRng } from "../../util/random";
import type { GameRecords } from "../game";
import { badRecord, errorJson, readRng, readSeats, RECORD_VERSION, RecordError, rngOut } from "../record-common";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "./engine/cards";
import { applyUno, HAND_SIZE } from "./engine/hand";
import { NO_MERCY_RULES, UNO_PRESETS, UnoRules, unoPresetRules } from "./engine/rules";
import type { UnoAction, UnoState } from "./engine/types";
import { NamedUnoAction, readUnoAction, unoActionOf, unoActionOut, unoCardNames, unoCardsOfNames } from "./notation";

export const UNO_KIND = "uno_no_mercy";

export interface UnoHandRecord {
  rules: UnoRules;
  seats: number;
  dealer: number;
  hands: Card[][];
  /** The cards turned at the deal, bottom first: action cards, then the number card on top. */
  discard: Card[];
  /** Top card first. */
  draw: Card[];
  rng: RngState;
  actions: NamedUnoAction[];
}

const NUMBER_RULES: { key: keyof UnoRules; min: number; max: number }[] = [
  { key: "matchTarget", min: 1, max: 100000 },
  { key: "mercyLimit", min: 2, max: 168 },
  { key: "mercyBonus", min: 0, max: 10000 },
  { key: "unoPenalty", min: 0, max: 20 },
];

/** The rules: a preset (`no-mercy` by default) with named overrides; else what is wrong. */
export function readUnoRules(v: Json | undefined): UnoRules | string {
  if (v === undefined || v === null) return { ...NO_MERCY_RULES };
  if (!isJsonObject(v)) return "rules: not an object";
  const preset = v["preset"];
  if (preset !== undefined && (typeof preset !== "string" || UNO_PRESETS.indexOf(preset as never) < 0)) return `rules.preset: one of ${UNO_PRESETS.join(", ")}`;
  const rules = unoPresetRules(typeof preset === "string" ? preset : "no-mercy");
  const keys = Object.keys(v);
  // Sorted: the first problem named must be the same in Node and Lua.
  keys.sort();
  for (const key of keys) {
    const value = v[key];
    if (key === "preset") continue;
    if (key === "stackHigher" || key === "playDrawn") {
      if (typeof value !== "boolean") return `rules.${key}: boolean expected`;
      rules[key] = value;
      continue;
    }
    const num = NUMBER_RULES.find((f) => f.key === key);
    if (num === undefined) return `rules.${key}: unknown rule`;
    if (typeof value !== "number" || Math.floor(value) !== value || value < num.min || value > num.max) return `rules.${key}: integer ${num.min}..${num.max} expected`;
    (rules as unknown as Record<string, number>)[key] = value;
  }
  return rules;
}

function readNames(v: Json | undefined, what: string, used: boolean[]): Card[] | string {
  const list = jsonList(v);
  if (list === undefined) return `${what} must be a list of cards`;
  const names: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") return `${what} holds something that is not a card`;
    names.push(item);
  }
  const cards = unoCardsOfNames(names, used);
  if (typeof cards === "string") return `${what}: ${cards.length > 8 ? cards.substring(0, 8) + "..." : cards} is not a card, or more copies than the deck has`;
  return cards;
}

/** Reads a version-2 Uno No Mercy record (the caller has read `version` and `game`). */
export function readUnoRecord(v: { [key: string]: Json }): { ok: true; record: UnoHandRecord } | { ok: false; error: RecordError } {
  const seats = readSeats(v["seats"], 2, 4);
  if (typeof seats === "string") return badRecord(seats);
  const rules = readUnoRules(v["rules"]);
  if (typeof rules === "string") return badRecord(rules);
  const dealer = v["dealer"];
  if (typeof dealer !== "number" || Math.floor(dealer) !== dealer || dealer < 0 || dealer >= seats) return badRecord(`dealer must be 0..${seats - 1}`);
  const used: boolean[] = [];
  const handsV = v["hands"];
  if (!Array.isArray(handsV) || handsV.length !== seats) return badRecord(`hands must hold ${seats} hands`);
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) {
    const h = readNames(handsV[s], `hands[${s}]`, used);
    if (typeof h === "string") return badRecord(h);
    if (h.length !== HAND_SIZE) return badRecord(`each hand must hold ${HAND_SIZE} cards`);
    hands.push(h);
  }
  const discard = readNames(v["discard"], "discard", used);
  if (typeof discard === "string") return badRecord(discard);
  if (discard.length === 0 || CARD_FACE[discard[discard.length - 1]] > 9) return badRecord("discard must end with a number card");
  for (let i = 0; i + 1 < discard.length; i++) if (CARD_FACE[discard[i]] <= 9) return badRecord("discard: only the top card is a number card (the deal turns cards until one shows)");
  const draw = readNames(v["draw"], "draw", used);
  if (typeof draw === "string") return badRecord(draw);
  if (seats * HAND_SIZE + discard.length + draw.length !== DECK_SIZE) return badRecord(`the hands, discard and draw must hold the ${DECK_SIZE} cards`);
  const rng = readRng(v["rng"]);
  if (typeof rng === "string") return badRecord(rng);
  const actionsV = jsonList(v["actions"]);
  if (actionsV === undefined) return badRecord("actions must be a list");
  const actions: NamedUnoAction[] = [];
  for (let i = 0; i < actionsV.length; i++) {
    const a = readUnoAction(actionsV[i], seats);
    if (!("do" in a)) return { ok: false, error: { index: i, code: a.code, message: a.message } };
    actions.push(a);
  }
  return { ok: true, record: { rules, seats, dealer, hands, discard, draw, rng, actions } };
}

/** The hand as dealt, as the engine holds it (scores from 0: the result says what the hand scored). */
export function unoRecordStart(r: UnoHandRecord): UnoState {
  const hands: Card[][] = [];
  const zeros: number[] = [];
  const out: boolean[] = [];
  for (const h of r.hands) {
    hands.push(h.slice());
    zeros.push(0);
    out.push(false);
  }
  const drawPile: Card[] = [];
  for (let i = r.draw.length - 1; i >= 0; i--) drawPile.push(r.draw[i]);
  return {
    rules: r.rules,
    seats: r.seats,
    rng: cloneRng(r.rng),
    hands,
    drawPile,
    discard: r.discard.slice(),
    colour: CARD_COLOUR[r.discard[r.discard.length - 1]],
    direction: 1,
    turn: (r.dealer + 1) % r.seats,
    dealer: r.dealer,
    phase: "play",
    pending: 0,
    pendingValue: 0,
    causer: -1,
    drawn: -1,
    unoOpen: -1,
    out,
    scores: zeros,
    handsWon: zeros.slice(),
    handNumber: 1,
    moves: 0,
    events: [],
  };
}

/** The engine's action for a named one in this state: the drawn card is the one a play names when it can be. */
export function unoActionIn(s: UnoState, a: NamedUnoAction): UnoAction {
  const hand = s.hands[a.seat];
  return unoActionOf(a, s.drawn >= 0 && s.turn === a.seat ? [s.drawn].concat(hand) : hand);
}

export function replayUnoRecord(r: UnoHandRecord): { ok: true; state: UnoState } | { ok: false; error: RecordError } {
  let s = unoRecordStart(r);
  for (let i = 0; i < r.actions.length; i++) {
    if (s.phase === "over") return { ok: false, error: { index: i, code: "hand_over", message: "the hand is over" } };
    const a = unoActionIn(s, r.actions[i]);
    if (a.do === "play" && a.card < 0) return { ok: false, error: { index: i, code: "card_not_in_hand", message: `${r.actions[i].card} is not in seat ${a.seat}'s hand` } };
    const next = applyUno(s, a);
    if (next === undefined) return { ok: false, error: { index: i, code: "illegal", message: "not a legal action now" } };
    s = next;
  }
  if (s.phase !== "over") return { ok: false, error: { index: r.actions.length, code: "incomplete", message: "the actions end before the hand does" } };
  return { ok: true, state: s };
}

/** The result line: the winner, what it scored for the cards left, each seat's points this hand (knock-out bonuses too) and who was knocked out. */
export function unoResultJson(s: UnoState): string {
  const out: Out[] = [];
  for (let i = 0; i < s.seats; i++) if (s.out[i]) out.push(i);
  const winner = s.last !== undefined ? s.last.winner : -1;
  return writeJson(
    obj([
      ["winner", winner],
      ["points", s.last !== undefined ? s.last.points : 0],
      ["scores", s.scores.slice()],
      ["out", out],
    ]),
  );
}

function rulesOut(r: UnoRules): Out {
  return obj([
    ["stackHigher", r.stackHigher],
    ["playDrawn", r.playDrawn],
    ["matchTarget", r.matchTarget],
    ["mercyLimit", r.mercyLimit],
    ["mercyBonus", r.mercyBonus],
    ["unoPenalty", r.unoPenalty],
  ]);
}

/** The record of a hand from its state as dealt (before any move) and the actions played on it. */
export function unoRecordJson(start: UnoState, actions: readonly UnoAction[]): string {
  const hands: Out[] = [];
  for (const h of start.hands) hands.push(unoCardNames(h));
  const draw: Card[] = [];
  for (let i = start.drawPile.length - 1; i >= 0; i--) draw.push(start.drawPile[i]);
  const acts: Out[] = [];
  for (const a of actions) acts.push(unoActionOut(a));
  return writeJson(
    obj([
      ["version", RECORD_VERSION],
      ["game", UNO_KIND],
      ["seats", start.seats],
      ["rules", rulesOut(start.rules)],
      ["dealer", start.dealer],
      ["hands", hands],
      ["discard", unoCardNames(start.discard)],
      ["draw", unoCardNames(draw)],
      ["rng", rngOut(start.rng)],
      ["actions", acts],
    ]),
  );
}

/** Its records for `game-tables replay` (Game.tooling.records): version 2 only. */
export const UNO_RECORDS: GameRecords = {
  replay: (value) => {
    if (!isJsonObject(value)) return errorJson({ index: -1, code: "bad_record", message: "a record is an object" });
    const rec = readUnoRecord(value);
    if (!rec.ok) return errorJson(rec.error);
    const res = replayUnoRecord(rec.record);
    return res.ok ? unoResultJson(res.state) : errorJson(res.error);
  },
};
