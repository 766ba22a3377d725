/**
 * Hand records of Here to Slay (docs/hand-records.md, version 2): a whole match is one record, as
 * it is one hand: the deal (each hand, the deck, the face-up Monsters and the Monster deck, the seat
 * picking a leader first), the generator that rolls the dice and reshuffles, and every action of
 * every seat, cards by their id in the box (engine/deck.ts; the bot protocol's `start` lists them).
 * Replaying one gives its result line, the same bytes in Node and in Lua. Also writes a played match's record.
 */
import type { Json, Out } from "../../util/json";
import { isJsonObject, jsonList, obj, writeJson } from "../../util/json";
import type { RngState } from "../../util/random";
import { cloneRng } from "../../util/random";
import type { GameRecords } from "../game";
import { badRecord, errorJson, readRng, readSeats, RECORD_VERSION, RecordError, rngOut } from "../record-common";
import { checkHts } from "./engine/check";
import { CARD_COUNT } from "./engine/deck";
import { applyHts, HAND_START, htsScores, newHtsMatch } from "./engine/rules";
import type { HtsAction, HtsEvent, HtsState, HtsVerb } from "./engine/types";

export const HTS_KIND = "here_to_slay";

export const HTS_VERBS: readonly HtsVerb[] = ["leader", "draw", "play", "roll", "attack", "redraw", "end", "pass", "challenge", "modify", "pick"];

/** How a match ended, by the `win` event's number (engine/flow.ts). */
const HTS_ENDS = ["monsters", "classes", "limit"];

export interface HtsRecord {
  seats: number;
  /** The seat that picks its leader first. */
  first: number;
  hands: number[][];
  /** The main deck left after the deal, top first. */
  deck: number[];
  monsters: number[];
  /** Top first. */
  monsterDeck: number[];
  rng: RngState;
  actions: HtsAction[];
}

/** An action as records and the bot protocol write it: the numbers it uses (-1, unused, left out). */
export function htsActionOut(a: HtsAction): Out {
  const e: [string, Out][] = [
    ["seat", a.seat],
    ["do", a.do],
  ];
  if (a.card >= 0) e.push(["card", a.card]);
  if (a.target >= 0) e.push(["target", a.target]);
  if (a.option >= 0) e.push(["option", a.option]);
  return obj(e);
}

function isInt(v: Json | undefined, lo: number, hi: number): v is number {
  return typeof v === "number" && Math.floor(v) === v && v >= lo && v <= hi;
}

/** A recorded action read (its shape; whether it is legal is the replay's question), or why not. */
export function readHtsAction(v: Json, seats: number): HtsAction | string {
  if (!isJsonObject(v)) return "an action is an object";
  const seat = v["seat"];
  if (!isInt(seat, 0, seats - 1)) return `seat must be 0..${seats - 1}`;
  const verb = v["do"];
  if (typeof verb !== "string" || HTS_VERBS.indexOf(verb as HtsVerb) < 0) return `do must be one of ${HTS_VERBS.join(", ")}`;
  const out: HtsAction = { seat, do: verb as HtsVerb, card: -1, target: -1, option: -1 };
  const fields: ("card" | "target" | "option")[] = ["card", "target", "option"];
  for (const f of fields) {
    const x = v[f];
    if (x === undefined || x === null) continue;
    if (!isInt(x, -1, CARD_COUNT - 1)) return `${f} must be an integer -1..${CARD_COUNT - 1}`;
    out[f] = x;
  }
  return out;
}

function readCards(v: Json | undefined, what: string): number[] | string {
  const list = jsonList(v);
  if (list === undefined) return `${what} must be a list of card ids`;
  const out: number[] = [];
  for (const c of list) {
    if (!isInt(c, 0, CARD_COUNT - 1)) return `${what} holds something that is not a card id (0..${CARD_COUNT - 1})`;
    out.push(c);
  }
  return out;
}

function topFirst(pile: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = pile.length - 1; i >= 0; i--) out.push(pile[i]);
  return out;
}

/** Reads a version-2 Here to Slay record (the caller has read `version` and `game`). */
export function readHtsRecord(v: { [key: string]: Json }): { ok: true; record: HtsRecord } | { ok: false; error: RecordError } {
  const seats = readSeats(v["seats"], 2, 4);
  if (typeof seats === "string") return badRecord(seats);
  const first = v["first"];
  if (!isInt(first, 0, seats - 1)) return badRecord(`first must be 0..${seats - 1}`);
  const handsV = jsonList(v["hands"]);
  if (handsV === undefined || handsV.length !== seats) return badRecord(`hands must hold ${seats} hands`);
  const hands: number[][] = [];
  for (let s = 0; s < seats; s++) {
    const h = readCards(handsV[s], `hands[${s}]`);
    if (typeof h === "string") return badRecord(h);
    if (h.length !== HAND_START) return badRecord(`each hand must hold ${HAND_START} cards`);
    hands.push(h);
  }
  const deck = readCards(v["deck"], "deck");
  if (typeof deck === "string") return badRecord(deck);
  const monsters = readCards(v["monsters"], "monsters");
  if (typeof monsters === "string") return badRecord(monsters);
  const monsterDeck = readCards(v["monsterDeck"], "monsterDeck");
  if (typeof monsterDeck === "string") return badRecord(monsterDeck);
  const rng = readRng(v["rng"]);
  if (typeof rng === "string") return badRecord(rng);
  const actionsV = jsonList(v["actions"]);
  if (actionsV === undefined) return badRecord("actions must be a list");
  const actions: HtsAction[] = [];
  for (let i = 0; i < actionsV.length; i++) {
    const a = readHtsAction(actionsV[i], seats);
    if (typeof a === "string") return { ok: false, error: { index: i, code: "bad_action", message: a } };
    actions.push(a);
  }
  const record: HtsRecord = { seats, first, hands, deck, monsters, monsterDeck, rng, actions };
  // Every card of the box in its place, of a kind that place takes: the engine's own check.
  const why = checkHts(htsRecordStart(record));
  if (why !== undefined) return badRecord(why);
  return { ok: true, record };
}

/** The match as dealt, as the engine holds it. */
export function htsRecordStart(r: HtsRecord): HtsState {
  const s = newHtsMatch(r.seats, cloneRng(r.rng), r.first);
  // The deal of newHtsMatch replaced by the record's (the generator is the record's as dealt).
  s.rng = cloneRng(r.rng);
  s.hands = r.hands.map((h) => h.slice());
  s.deck = topFirst(r.deck);
  s.monsters = r.monsters.slice();
  s.monsterDeck = topFirst(r.monsterDeck);
  return s;
}

export function replayHtsRecord(r: HtsRecord): { ok: true; state: HtsState } | { ok: false; error: RecordError } {
  let s = htsRecordStart(r);
  for (let i = 0; i < r.actions.length; i++) {
    if (s.phase === "over") return { ok: false, error: { index: i, code: "hand_over", message: "the match is over" } };
    const next = applyHts(s, r.actions[i]);
    if (next === undefined) return { ok: false, error: { index: i, code: "illegal", message: "not a legal action now" } };
    s = next;
  }
  if (s.phase !== "over") return { ok: false, error: { index: r.actions.length, code: "incomplete", message: "the actions end before the match does" } };
  return { ok: true, state: s };
}

/** How a finished match ended: its last event is its `win` (engine/flow.ts). */
export function htsEndOf(events: readonly HtsEvent[]): string {
  const last = events[events.length - 1];
  return last !== undefined && last.kind === "win" && last.a >= 0 && last.a < HTS_ENDS.length ? HTS_ENDS[last.a] : "limit";
}

/** The result line: the winner (null: none), how the match ended, Monsters slain and leaders by seat, whole turns and moves. */
export function htsResultJson(s: HtsState): string {
  const leaders: Out[] = [];
  for (const p of s.parties) leaders.push(p.leader);
  return writeJson(
    obj([
      ["winner", s.winner >= 0 ? s.winner : null],
      ["end", htsEndOf(s.events)],
      ["slain", htsScores(s)],
      ["leaders", leaders],
      ["turns", s.turns],
      ["moves", s.moves],
    ]),
  );
}

/** The record of a match from its state as dealt (before any move) and the actions played on it. */
export function htsRecordJson(start: HtsState, actions: readonly HtsAction[]): string {
  const hands: Out[] = [];
  for (const h of start.hands) hands.push(h.slice());
  const acts: Out[] = [];
  for (const a of actions) acts.push(htsActionOut(a));
  return writeJson(
    obj([
      ["version", RECORD_VERSION],
      ["game", HTS_KIND],
      ["seats", start.seats],
      ["first", start.active],
      ["hands", hands],
      ["deck", topFirst(start.deck)],
      ["monsters", start.monsters.slice()],
      ["monsterDeck", topFirst(start.monsterDeck)],
      ["rng", rngOut(start.rng)],
      ["actions", acts],
    ]),
  );
}

/** Its records for `game-tables replay` (Game.tooling.records): version 2 only. */
export const HTS_RECORDS: GameRecords = {
  replay: (value) => {
    if (!isJsonObject(value)) return errorJson({ index: -1, code: "bad_record", message: "a record is an object" });
    const rec = readHtsRecord(value);
    if (!rec.ok) return errorJson(rec.error);
    const res = replayHtsRecord(rec.record);
    return res.ok ? htsResultJson(res.state) : errorJson(res.error);
  },
};
