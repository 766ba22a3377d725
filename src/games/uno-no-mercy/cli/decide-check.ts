/**
 * Checks an Uno No Mercy `decide` before a bot thinks about it (docs/bot-protocol.md): the cards
 * are cards and no more copies than the deck holds, the counts add up to the deck, the phase and
 * turn fit, and `legal` is exactly what the rules give that view. Builds the seat's view from it.
 */
import { legalOfView } from "../bots/legal";
import type { Card } from "../engine/cards";
import { DECK_SIZE } from "../engine/cards";
import type { UnoRules } from "../engine/rules";
import type { UnoPhase } from "../engine/types";
import type { UnoView } from "../engine/view";
import { colourIndex, readUnoAction, unoActionOf, unoActionOut, unoCardAmong, unoCardsOfNames } from "../notation";
import { writeJson } from "../../../util/json";
import type { Json } from "../../../util/json";

/** What the session knows from `start`. */
export interface UnoSeat {
  rules: UnoRules;
  seats: number;
  seat: number;
  dealer: number;
  handNumber: number;
}

/** A decide's fields as parsed (shapes checked, meaning not yet). */
export interface UnoDecide {
  phase: "play" | "drawn" | "roulette";
  turn: number;
  hand: string[];
  handSizes: number[];
  out: boolean[];
  discard: string[];
  drawCount: number;
  colour: string;
  direction: number;
  pending: number;
  pendingValue: number;
  drawn: string | null;
  unoOpen: number | null;
  scores: number[];
  legal: Json[];
}

/** The seat's view the message describes, or why it cannot be a real position. */
export function unoViewOfDecide(d: UnoDecide, at: UnoSeat): UnoView | string {
  const n = at.seats;
  if (d.handSizes.length !== n || d.out.length !== n || d.scores.length !== n) return `handSizes, out and scores: one entry per seat (${n})`;
  if (d.turn >= n) return `turn: 0..${n - 1}`;
  if (d.hand.length !== d.handSizes[at.seat]) return `hand: ${d.hand.length} cards, but handSizes says ${d.handSizes[at.seat]}`;
  if (d.hand.length === 0 || d.hand.length >= at.rules.mercyLimit) return `hand: 1..${at.rules.mercyLimit - 1} cards while the hand runs`;
  if (d.out[at.seat]) return "out: this seat is out of the hand";
  if (d.out[d.turn]) return "turn: that seat is out of the hand";
  const used: boolean[] = [];
  const hand = unoCardsOfNames(d.hand, used);
  if (typeof hand === "string") return `hand: ${hand} is not a card, or more copies than the deck holds`;
  const discard = unoCardsOfNames(d.discard, used);
  if (typeof discard === "string") return `discard: ${discard} is not a card, or more copies than the deck holds (with the hand)`;
  if (discard.length === 0) return "discard: the pile is never empty";
  let held = 0;
  for (let i = 0; i < n; i++) held += d.out[i] ? 0 : d.handSizes[i];
  if (held + discard.length + d.drawCount !== DECK_SIZE) return `hands, discard and drawCount must add up to the ${DECK_SIZE} cards`;
  const colour = colourIndex(d.colour);
  if (colour < 0) return "colour: red, yellow, green or blue";
  if (d.pending > 0 && d.phase !== "play") return "pending: draws are pending only in the play phase";
  if ((d.drawn !== null) !== (d.phase === "drawn" && d.turn === at.seat)) return "drawn: set exactly when this seat drew a playable card";
  let drawn: Card = -1;
  if (d.drawn !== null) {
    drawn = unoCardAmong(d.drawn, hand);
    if (drawn < 0) return `drawn: ${d.drawn} is not in the hand`;
  }
  if (d.unoOpen !== null && d.unoOpen >= n) return `unoOpen: 0..${n - 1} or null`;
  const view: UnoView = {
    rules: at.rules,
    seat: at.seat,
    seats: n,
    hand,
    handSizes: d.handSizes.slice(),
    out: d.out.slice(),
    discard,
    drawCount: d.drawCount,
    colour,
    direction: d.direction,
    turn: d.turn,
    dealer: at.dealer,
    phase: d.phase as UnoPhase,
    pending: d.pending,
    pendingValue: d.pendingValue,
    drawn,
    unoOpen: d.unoOpen === null ? -1 : d.unoOpen,
    scores: d.scores.slice(),
    handNumber: at.handNumber,
    events: [],
  };
  const want: string[] = [];
  for (const a of legalOfView(view)) want.push(writeJson(unoActionOut(a)));
  if (want.length === 0) return "legal: this seat has nothing to do in this position";
  const listed: string[] = [];
  const among = drawn >= 0 ? [drawn].concat(hand) : hand;
  for (const item of d.legal) {
    const named = readUnoAction(item, n);
    if (!("do" in named)) return `legal: ${named.message}`;
    const a = unoActionOf(named, among);
    if (a.do === "play" && a.card < 0) return `legal: play ${named.card}, which is not in the hand`;
    const key = writeJson(unoActionOut(a));
    if (listed.indexOf(key) >= 0) return `legal: ${key} twice`;
    if (want.indexOf(key) < 0) return `legal: ${key} is not allowed here`;
    listed.push(key);
  }
  for (const key of want) if (listed.indexOf(key) < 0) return `legal: ${key} is missing`;
  return view;
}
