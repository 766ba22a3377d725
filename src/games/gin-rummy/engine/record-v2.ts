/**
 * Reading a version-2 Gin Rummy record (docs/hand-records.md): three or four seats, the deal, the
 * reshuffle generator and every action, checked as the version-1 record is (record.ts writes,
 * replays and prints both).
 */
import type { Json } from "../../../util/json";
import { jsonList } from "../../../util/json";
import { badRecord, readRng, readSeats, RecordError } from "../../record-common";
import { Card, cardName, DECK_SIZE, parseCard } from "./cards";
import { handSize } from "./hand";
import { firstRepeat, HandRecord, readAction, readCards } from "./record";
import { HOUSE_RULES, rulesForSeats, validateRules } from "./rules";
import type { Action } from "./types";

/** Reads a version-2 Gin Rummy record of 3 or 4 seats (the caller has read `version` and `game`). */
export function readRecordV2(v: { [key: string]: Json }): { ok: true; record: HandRecord } | { ok: false; error: RecordError } {
  const seats = readSeats(v["seats"], 3, 4);
  if (typeof seats === "string") return badRecord(seats);
  const rulesV = v["rules"];
  const rules = validateRules(rulesV, rulesForSeats(HOUSE_RULES, seats));
  if (!rules.ok) return badRecord(`rules.${rules.error.field}: ${rules.error.reason}`);
  // A preset sets knockLimit 10: as at tables, it is capped for the seats unless the record names one.
  const named = rulesV !== undefined && rulesV !== null && typeof rulesV === "object" && (rulesV as { [key: string]: Json })["knockLimit"] !== undefined;
  const played = named ? rules.rules : rulesForSeats(rules.rules, seats);
  const dealer = v["dealer"];
  if (typeof dealer !== "number" || Math.floor(dealer) !== dealer || dealer < 0 || dealer >= seats) return badRecord(`dealer must be 0..${seats - 1}`);
  const handsV = v["hands"];
  if (!Array.isArray(handsV) || handsV.length !== seats) return badRecord(`hands must hold ${seats} hands`);
  const size = handSize(seats);
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) {
    const h = readCards(handsV[s], `hands[${s}]`);
    if (typeof h === "string") return badRecord(h);
    if (h.length !== size) return badRecord(`each hand must hold ${size} cards`);
    hands.push(h);
  }
  const upcard = typeof v["upcard"] === "string" ? parseCard(v["upcard"]) : -1;
  if (upcard < 0) return badRecord("upcard must be a card");
  const stock = readCards(v["stock"], "stock");
  if (typeof stock === "string") return badRecord(stock);
  const stockSize = DECK_SIZE - 1 - seats * size;
  if (stock.length !== stockSize) return badRecord(`stock must hold ${stockSize} cards`);
  let all: Card[] = [upcard];
  for (const h of hands) all = all.concat(h);
  const twice = firstRepeat(all.concat(stock));
  if (twice >= 0) return badRecord(`${cardName(twice)} appears twice`);
  const rng = readRng(v["rng"]);
  if (typeof rng === "string") return badRecord(rng);
  const actionsV = jsonList(v["actions"]);
  if (actionsV === undefined) return badRecord("actions must be a list");
  const actions: Action[] = [];
  for (let i = 0; i < actionsV.length; i++) {
    const a = readAction(actionsV[i], seats);
    if (!("do" in a)) return { ok: false, error: { index: i, code: a.code, message: a.message } };
    actions.push(a);
  }
  return { ok: true, record: { rules: played, dealer, hands, upcard, stock, actions, seed: 0, rng } };
}
