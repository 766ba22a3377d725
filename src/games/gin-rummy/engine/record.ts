/**
 * Hand records (docs/hand-records.md): a deal plus its actions, as one JSON object. Two seats
 * write version 1 (no `version`), three or four version 2 (record-v2.ts reads it). Reading a
 * record validates everything a forged or broken file could get wrong; replaying it yields the
 * result line the `replay` command prints, the same bytes in Node and in Lua.
 */
import { Card, cardName, DECK_SIZE, parseCard } from "./cards";
import { applyActionInPlace, handSize, newHand, seatsText } from "./hand";
import { createRng, RngState } from "../../../util/random";
import { errorJson, readRng, RECORD_VERSION, rngOut } from "../../record-common";
import { Rules, streakBonusOf, validateRules } from "./rules";
import type { Action, HandResult, HandState, Seat } from "./types";
import type { Json, Out } from "../../../util/json";
import { isJsonObject, jsonList, obj, writeJson } from "../../../util/json";

/** The game a version-2 record names. */
export const GIN_KIND = "gin_rummy";

export interface HandRecord {
  rules: Rules;
  dealer: Seat;
  /** By seat. */
  hands: Card[][];
  upcard: Card;
  /** Top card first. */
  stock: Card[];
  actions: Action[];
  seed: number;
  /** The reshuffle generator as dealt, when the record names it (it then stands for `seed`). */
  rng: RngState | undefined;
}

import type { RecordError } from "../../record-common";
export type { RecordError } from "../../record-common";

export function readCards(v: Json | undefined, what: string): Card[] | string {
  const list = jsonList(v);
  if (list === undefined) return `${what} must be a list of cards`;
  const out: Card[] = [];
  for (const item of list) {
    const c = typeof item === "string" ? parseCard(item) : -1;
    if (c < 0) return `${what} holds something that is not a card`;
    out.push(c);
  }
  return out;
}


/** What is wrong with an action, with an engine error code. */
export type ActionError = { code: string; message: string };

const badAction = (message: string): ActionError => ({ code: "bad_action", message });

/** A card of an action: the card, or bad_card naming the text. */
function readActionCard(text: string): Card | ActionError {
  const card = parseCard(text);
  if (card >= 0) return card;
  const shown = text.length > 8 ? text.substring(0, 8) + "..." : text;
  return { code: "bad_card", message: `"${shown}" is not a card (rank A23456789TJQK, then suit CDHS)` };
}

function readMelds(v: Json): Card[][] | ActionError {
  const list = jsonList(v);
  if (list === undefined) return badAction("melds must be a list of melds");
  const out: Card[][] = [];
  for (const m of list) {
    const cards = jsonList(m);
    if (cards === undefined) return badAction("each meld must be a list of cards");
    const meld: Card[] = [];
    for (const item of cards) {
      if (typeof item !== "string") return badAction("a meld holds something that is not a card");
      const c = readActionCard(item);
      if (typeof c !== "number") return c;
      meld.push(c);
    }
    out.push(meld);
  }
  return out;
}

/** Reads one action of a table of `seats`; else what is wrong, with an engine error code (a card that is not one is bad_card). */
export function readAction(v: Json, seats = 2): Action | ActionError {
  if (!isJsonObject(v)) return badAction("an action must be an object");
  const seatV = v["seat"];
  const seat = typeof seatV === "number" && Math.floor(seatV) === seatV && seatV >= 0 && seatV < seats ? seatV : -1;
  if (seat === -1) return badAction(`seat must be ${seatsText(seats)}`);
  const kind = v["do"];
  if (kind === "pass" || kind === "take" || kind === "stock" || kind === "bigGin") return { seat, do: kind };
  if (kind === "discard") {
    const text = v["card"];
    if (typeof text !== "string") return badAction("discard needs a card");
    const card = readActionCard(text);
    if (typeof card !== "number") return card;
    const knock = v["knock"];
    if (knock !== undefined && knock !== null && typeof knock !== "boolean") return badAction("knock must be true or false");
    if (knock !== true) return v["melds"] === undefined || v["melds"] === null ? { seat, do: "discard", card } : badAction("melds come with a knock");
    // Records written before knockers chose their melds have none: the default choice replays them.
    const meldsV = v["melds"];
    if (meldsV === undefined || meldsV === null) return { seat, do: "discard", card, knock: true };
    const melds = readMelds(meldsV);
    if (!Array.isArray(melds)) return melds;
    return { seat, do: "discard", card, knock: true, melds };
  }
  return badAction("unknown action");
}

/** The first card `cards` holds twice, or -1. */
export function firstRepeat(cards: readonly Card[]): Card {
  const seen: boolean[] = [];
  for (const c of cards) {
    if (seen[c]) return c;
    seen[c] = true;
  }
  return -1;
}

/** Reads a version-1 record: two seats. */
export function readRecord(v: Json): { ok: true; record: HandRecord } | { ok: false; error: RecordError } {
  const bad = (message: string): { ok: false; error: RecordError } => ({
    ok: false,
    error: { index: -1, code: "bad_record", message },
  });
  if (!isJsonObject(v)) return bad("a record must be an object");
  const rules = validateRules(v["rules"]);
  if (!rules.ok) return bad(`rules.${rules.error.field}: ${rules.error.reason}`);
  const dealer = v["dealer"];
  if (typeof dealer !== "number" || (dealer !== 0 && dealer !== 1)) return bad("dealer must be 0 or 1");
  const handsV = v["hands"];
  if (!Array.isArray(handsV) || handsV.length !== 2) return bad("hands must hold two hands");
  const h0 = readCards(handsV[0], "hands[0]");
  if (typeof h0 === "string") return bad(h0);
  const h1 = readCards(handsV[1], "hands[1]");
  if (typeof h1 === "string") return bad(h1);
  const size = handSize(2, rules.rules.mahjong === true);
  if (h0.length !== size || h1.length !== size) return bad(`each hand must hold ${size} cards`);
  const upcard = typeof v["upcard"] === "string" ? parseCard(v["upcard"]) : -1;
  if (upcard < 0) return bad("upcard must be a card");
  const stock = readCards(v["stock"], "stock");
  if (typeof stock === "string") return bad(stock);
  if (stock.length !== DECK_SIZE - 1 - 2 * size) return bad(`stock must hold ${DECK_SIZE - 1 - 2 * size} cards`);
  const twice = firstRepeat(h0.concat(h1, [upcard], stock));
  if (twice >= 0) return bad(`${cardName(twice)} appears twice`);
  const actionsV = jsonList(v["actions"]);
  if (actionsV === undefined) return bad("actions must be a list");
  const actions: Action[] = [];
  for (let i = 0; i < actionsV.length; i++) {
    const a = readAction(actionsV[i]);
    if (!("do" in a)) return { ok: false, error: { index: i, code: a.code, message: a.message } };
    actions.push(a);
  }
  const seedV = v["seed"];
  const seed = typeof seedV === "number" ? seedV : 0;
  const rngV = v["rng"];
  const rng = rngV === undefined || rngV === null ? undefined : readRng(rngV);
  if (typeof rng === "string") return bad(rng);
  return { ok: true, record: { rules: rules.rules, dealer, hands: [h0, h1], upcard, stock, actions, seed, rng } };
}

export function recordStart(r: HandRecord): HandState {
  return newHand(r.rules, { dealer: r.dealer, hands: r.hands, upcard: r.upcard, stock: r.stock }, r.rng !== undefined ? r.rng : createRng(r.seed));
}

/** Plays a record's actions (any version); the result, or the first illegal action. */
export function replayRecord(r: HandRecord): { ok: true; result: HandResult; state: HandState } | { ok: false; error: RecordError } {
  const s = recordStart(r);
  for (let i = 0; i < r.actions.length; i++) {
    const e = applyActionInPlace(s, r.actions[i]);
    if (e !== undefined) return { ok: false, error: { index: i, code: e.code, message: e.message } };
  }
  if (s.result === undefined) {
    return { ok: false, error: { index: r.actions.length, code: "incomplete", message: "the actions end before the hand does" } };
  }
  return { ok: true, result: s.result, state: s };
}

export function cardsOut(cards: readonly Card[]): Out[] {
  const out: Out[] = [];
  for (const c of cards) out.push(cardName(c));
  return out;
}

export function meldsOut(melds: readonly Card[][]): Out[] {
  const out: Out[] = [];
  for (const m of melds) out.push(cardsOut(m));
  return out;
}

/** A hand's result line as `replay` prints it for a record of `version` (2 adds the winner and who laid off). */
export function resultJson(r: HandResult, version = 1): string {
  const layoffs: Out[] = [];
  for (const l of r.layoffs) {
    const entries: [string, Out][] = [["card", cardName(l.card)], ["onto", cardsOut(l.onto)]];
    if (version === RECORD_VERSION) entries.unshift(["seat", l.seat]);
    layoffs.push(obj(entries));
  }
  const melds: Out[] = [];
  for (const m of r.melds) melds.push(meldsOut(m));
  const entries: [string, Out][] = [
    ["outcome", r.outcome],
    ["knocker", r.knocker === -1 ? null : r.knocker],
    ["deadwood", r.deadwood.slice()],
    ["points", r.points.slice()],
    ["melds", melds],
    ["layoffs", layoffs],
  ];
  if (version === RECORD_VERSION) entries.splice(2, 0, ["winner", r.winner === -1 ? null : r.winner]);
  return writeJson(obj(entries));
}

/** One input line to one output line: the whole `replay` command, shared by Node and Lua. */
export function replayLine(line: string, parse: (text: string) => { ok: true; value: Json } | { ok: false; error: string }): string {
  const parsed = parse(line);
  if (!parsed.ok) return errorJson({ index: -1, code: "bad_json", message: parsed.error });
  const rec = readRecord(parsed.value);
  if (!rec.ok) return errorJson(rec.error);
  const res = replayRecord(rec.record);
  return res.ok ? resultJson(res.result) : errorJson(res.error);
}

/** Every rule, in a fixed order (records that say exactly what was played). */
export function rulesOut(r: Rules): Out {
  const entries: [string, Out][] = [
    ["knockLimit", r.knockLimit],
    ["ginBonus", r.ginBonus],
    ["undercutBonus", r.undercutBonus],
    ["bigGin", r.bigGin],
    ["bigGinBonus", r.bigGinBonus],
    ["matchTarget", r.matchTarget],
    ["oklahoma", r.oklahoma],
    ["straightGin", r.straightGin],
    ["deadHand", r.deadHand],
    ["nextDealer", r.nextDealer],
    ["classicBonuses", r.classicBonuses],
    ["gameBonus", r.gameBonus],
    ["lineBonus", r.lineBonus],
  ];
  // The variants only when on, so a record of rules without them is written as it always was.
  if (r.hollywood === true) entries.push(["hollywood", true]);
  if (streakBonusOf(r) > 0) entries.push(["streakBonus", streakBonusOf(r)]);
  if (r.mahjong === true) entries.push(["mahjong", true]);
  return obj(entries);
}

/** An action in record notation. */
export function actionOut(a: Action): Out {
  if (a.do !== "discard") return obj([["seat", a.seat], ["do", a.do]]);
  const entries: [string, Out][] = [["seat", a.seat], ["do", "discard"], ["card", cardName(a.card)]];
  if (a.knock === true) entries.push(["knock", true]);
  if (a.melds !== undefined) entries.push(["melds", meldsOut(a.melds)]);
  return obj(entries);
}

/**
 * The record of a hand from its state as dealt and the actions played on it (`rng` for exact
 * reshuffles): version 1 for two seats, as ever; version 2, naming the game and seats, for more.
 */
export function recordJson(start: HandState, actions: readonly Action[]): string {
  const seats = start.hands.length;
  const hands: Out[] = [];
  for (const h of start.hands) hands.push(cardsOut(h));
  const stock: Card[] = [];
  for (let i = start.stock.length - 1; i >= 0; i--) stock.push(start.stock[i]);
  const acts: Out[] = [];
  for (const a of actions) acts.push(actionOut(a));
  const head: [string, Out][] = seats === 2 ? [] : [["version", RECORD_VERSION], ["game", GIN_KIND], ["seats", seats]];
  return writeJson(
    obj(
      head.concat([
        ["rules", rulesOut(start.rules)],
        ["dealer", start.dealer],
        ["hands", hands],
        ["upcard", cardName(start.upcard)],
        ["stock", cardsOut(stock)],
        ["rng", rngOut(start.rng)],
        ["actions", acts],
      ]),
    ),
  );
}
