/**
 * Hand records of 3–4-player Gin Rummy (docs/hand-records.md, version 2): the deal, the
 * reshuffle generator and every action, read with the checks of the two-player record; replaying
 * one gives its result line, the same bytes in Node and in Lua. Also writes a played hand's record.
 */
import type { Json, Out } from "../../../util/json";
import { jsonList, obj, writeJson } from "../../../util/json";
import type { RngState } from "../../../util/random";
import { badRecord, readRng, readSeats, RECORD_VERSION, RecordError, rngOut } from "../../record-common";
import { Card, cardName, DECK_SIZE, parseCard } from "./cards";
import { applyMultiAction, MULTI_HAND_SIZE, newMultiHand } from "./multi-hand";
import { multiRules } from "./multi-match";
import type { MultiAction, MultiHandResult, MultiHandState } from "./multi-types";
import { actionOut, cardsOut, meldsOut, readCards, readGinAction, rulesOut } from "./record";
import { HOUSE_RULES, Rules, validateRules } from "./rules";

export const GIN_KIND = "gin_rummy";

export interface MultiHandRecord {
  rules: Rules;
  seats: number;
  dealer: number;
  hands: Card[][];
  upcard: Card;
  /** Top card first. */
  stock: Card[];
  actions: MultiAction[];
  rng: RngState;
}

/** Reads a version-2 Gin Rummy record of 3 or 4 seats (the caller has read `version` and `game`). */
export function readMultiRecord(v: { [key: string]: Json }): { ok: true; record: MultiHandRecord } | { ok: false; error: RecordError } {
  const seats = readSeats(v["seats"], 3, 4);
  if (typeof seats === "string") return badRecord(seats);
  const rulesV = v["rules"];
  const rules = validateRules(rulesV, multiRules(HOUSE_RULES, seats));
  if (!rules.ok) return badRecord(`rules.${rules.error.field}: ${rules.error.reason}`);
  // A preset sets knockLimit 10: as at tables, it is capped for the seats unless the record names one.
  const named = rulesV !== undefined && rulesV !== null && typeof rulesV === "object" && (rulesV as { [key: string]: Json })["knockLimit"] !== undefined;
  const played = named ? rules.rules : multiRules(rules.rules, seats);
  const dealer = v["dealer"];
  if (typeof dealer !== "number" || Math.floor(dealer) !== dealer || dealer < 0 || dealer >= seats) return badRecord(`dealer must be 0..${seats - 1}`);
  const handsV = v["hands"];
  if (!Array.isArray(handsV) || handsV.length !== seats) return badRecord(`hands must hold ${seats} hands`);
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) {
    const h = readCards(handsV[s], `hands[${s}]`);
    if (typeof h === "string") return badRecord(h);
    if (h.length !== MULTI_HAND_SIZE) return badRecord(`each hand must hold ${MULTI_HAND_SIZE} cards`);
    hands.push(h);
  }
  const upcard = typeof v["upcard"] === "string" ? parseCard(v["upcard"]) : -1;
  if (upcard < 0) return badRecord("upcard must be a card");
  const stock = readCards(v["stock"], "stock");
  if (typeof stock === "string") return badRecord(stock);
  const stockSize = DECK_SIZE - 1 - seats * MULTI_HAND_SIZE;
  if (stock.length !== stockSize) return badRecord(`stock must hold ${stockSize} cards`);
  const seen: boolean[] = [];
  let all: Card[] = [upcard];
  for (const h of hands) all = all.concat(h);
  for (const c of all.concat(stock)) {
    if (seen[c]) return badRecord(`${cardName(c)} appears twice`);
    seen[c] = true;
  }
  const rng = readRng(v["rng"]);
  if (typeof rng === "string") return badRecord(rng);
  const actionsV = jsonList(v["actions"]);
  if (actionsV === undefined) return badRecord("actions must be a list");
  const actions: MultiAction[] = [];
  for (let i = 0; i < actionsV.length; i++) {
    const a = readGinAction(actionsV[i], seats);
    if (!("do" in a)) return { ok: false, error: { index: i, code: a.code, message: a.message } };
    actions.push(a);
  }
  return { ok: true, record: { rules: played, seats, dealer, hands, upcard, stock, actions, rng } };
}

/** The hand as dealt: the deck laid out in the order newMultiHand deals it. */
export function multiRecordStart(r: MultiHandRecord): MultiHandState {
  const deck: Card[] = [];
  const dealt = r.seats * MULTI_HAND_SIZE;
  for (let i = 0; i < dealt; i++) deck.push(r.hands[(r.dealer + 1 + i) % r.seats][Math.floor(i / r.seats)]);
  deck.push(r.upcard);
  for (const c of r.stock) deck.push(c);
  return newMultiHand(r.rules, r.seats, r.dealer, deck, r.rng);
}

export function replayMultiRecord(r: MultiHandRecord): { ok: true; result: MultiHandResult } | { ok: false; error: RecordError } {
  let s = multiRecordStart(r);
  for (let i = 0; i < r.actions.length; i++) {
    const next = applyMultiAction(s, r.actions[i]);
    if (!next.ok) return { ok: false, error: { index: i, code: next.error.code, message: next.error.message } };
    s = next.state;
  }
  if (s.result === undefined) return { ok: false, error: { index: r.actions.length, code: "incomplete", message: "the actions end before the hand does" } };
  return { ok: true, result: s.result };
}

export function multiResultJson(r: MultiHandResult): string {
  const layoffs: Out[] = [];
  for (const l of r.layoffs) layoffs.push(obj([["seat", l.seat], ["card", cardName(l.card)], ["onto", cardsOut(l.onto)]]));
  const melds: Out[] = [];
  for (const m of r.melds) melds.push(meldsOut(m));
  return writeJson(
    obj([
      ["outcome", r.outcome],
      ["knocker", r.knocker === -1 ? null : r.knocker],
      ["winner", r.winner === -1 ? null : r.winner],
      ["deadwood", r.deadwood.slice()],
      ["points", r.points.slice()],
      ["melds", melds],
      ["layoffs", layoffs],
    ]),
  );
}

/** The record of a hand from its state as dealt (before any action) and the actions played on it. */
export function multiRecordJson(start: MultiHandState, actions: readonly MultiAction[]): string {
  const hands: Out[] = [];
  for (const h of start.hands) hands.push(cardsOut(h));
  const stock: Card[] = [];
  for (let i = start.stock.length - 1; i >= 0; i--) stock.push(start.stock[i]);
  const acts: Out[] = [];
  for (const a of actions) acts.push(actionOut(a));
  return writeJson(
    obj([
      ["version", RECORD_VERSION],
      ["game", GIN_KIND],
      ["seats", start.seats],
      ["rules", rulesOut(start.rules)],
      ["dealer", start.dealer],
      ["hands", hands],
      ["upcard", cardName(start.upcard)],
      ["stock", cardsOut(stock)],
      ["rng", rngOut(start.rng)],
      ["actions", acts],
    ]),
  );
}
