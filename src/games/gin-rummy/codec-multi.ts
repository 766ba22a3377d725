/**
 * The stored text of a 3–4-player match: the two-player form's pieces (codec.ts) in a versioned
 * form of its own, so every two-player text is written and read exactly as before. Ten fields, as
 * the two-player form (the snapshot is checked by its count), the first one the version tag:
 *   m1 . rules . scores-…-handsWon-…-handNumber . match seed . flags . hand-hand-hand[-hand] .
 *   stock . discard . hand seed . history
 * Decoding checks every field and rebuilds the result through the engine.
 */
import { cardPoints, DECK_SIZE, suitOf } from "./engine/cards";
import type { Card } from "./engine/cards";
import { optimalArrangements } from "./engine/melds";
import { handKnockLimit } from "./engine/rules";
import { knockMeldsChoice } from "./engine/knock-melds";
import type { MultiEvent, MultiHandState } from "./engine/multi-types";
import type { MultiMatchState } from "./engine/multi-match";
import { decidedMultiMatch } from "./engine/multi-match";
import { MULTI_HAND_SIZE } from "./engine/multi-hand";
import { multiDeadHand, multiShowdown } from "./engine/multi-showdown";
import { CARD_CHARS, cardChar, cardsText, charCard, EVENT_KINDS, PHASE_CHARS, PHASES, rngText, rulesText, textCards, textRng, textRules } from "./codec";
import { natText, parseNat, splitOn } from "../../util/text";

/** The version tag: the first field of every 3–4-player text (a two-player text starts with its rules). */
export const MULTI_TAG = "m1";

const KIND_INDEX: Record<MultiEvent["kind"], number> = { pass: 0, take: 1, stock: 2, discard: 3, reshuffle: 4 };

/** An event as two characters: CARD_CHARS[seat * 5 + kind], then its card (or stock count), "-" for none. */
function historyText(h: readonly MultiEvent[]): string {
  const parts: string[] = [];
  for (const e of h) {
    let card = -1;
    if (e.kind === "pass" || e.kind === "take" || e.kind === "discard") card = e.card;
    else if (e.kind === "reshuffle") card = e.stock;
    parts.push(CARD_CHARS.charAt(e.seat * 5 + KIND_INDEX[e.kind]) + cardChar(card));
  }
  return parts.join("");
}

function textHistory(text: string, seats: number): MultiEvent[] | undefined {
  if (text.length % 2 !== 0) return undefined;
  const out: MultiEvent[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const code = CARD_CHARS.indexOf(text.charAt(i));
    if (code < 0 || code >= seats * 5) return undefined;
    const seat = Math.floor(code / 5);
    const kind = EVENT_KINDS[code % 5];
    const card = charCard(text.charAt(i + 1));
    if (card === undefined) return undefined;
    if (kind === "stock") {
      if (card !== -1) return undefined;
      out.push({ seat, kind });
    } else {
      if (card < 0) return undefined;
      if (kind === "reshuffle") out.push({ seat, kind, stock: card });
      else out.push({ seat, kind, card });
    }
  }
  return out;
}

function endChar(h: MultiHandState): string {
  const r = h.result;
  if (r === undefined) return "-";
  if (r.outcome === "dead") return "d";
  return r.outcome === "bigGin" ? "b" : "k";
}

function choiceChar(h: MultiHandState): string {
  const r = h.result;
  if (r === undefined || r.knocker === -1) return "-";
  const choice = knockMeldsChoice(r.hands[r.knocker], r.melds[r.knocker]);
  return typeof choice === "number" ? cardChar(choice) : "-";
}

export function encodeMultiMatch(m: MultiMatchState, historyLimit = -1): string {
  const h = m.hand;
  const flags =
    natText(h.dealer) +
    natText(h.turn) +
    PHASE_CHARS.charAt(PHASES.indexOf(h.phase)) +
    natText(h.passes) +
    (h.stockOnly ? "1" : "0") +
    natText(h.reshuffles) +
    cardChar(h.justTaken) +
    cardChar(h.justDrawn) +
    cardChar(h.upcard) +
    endChar(h) +
    (h.multiplier === 2 ? "2" : "1") +
    CARD_CHARS.charAt(h.knockLimit) +
    choiceChar(h);
  const numbers: string[] = [];
  for (const s of m.scores) numbers.push(natText(s));
  for (const w of m.handsWon) numbers.push(natText(w));
  numbers.push(natText(m.handNumber));
  const hands: string[] = [];
  for (const cards of h.hands) hands.push(cardsText(cards));
  const history = historyLimit >= 0 && h.history.length > historyLimit ? h.history.slice(h.history.length - historyLimit) : h.history;
  return [MULTI_TAG, rulesText(m.rules), numbers.join("-"), rngText(m.rng), flags, hands.join("-"), cardsText(h.stock), cardsText(h.discard), rngText(h.rng), historyText(history)].join(".");
}

export const MULTI_FIELDS = 10;

/** Rebuilds a match from `encodeMultiMatch` fields; a string says what is wrong. */
export function decodeMultiMatchFields(f: readonly string[]): MultiMatchState | string {
  if (f.length !== MULTI_FIELDS) return "wrong number of fields";
  if (f[0] !== MULTI_TAG) return "not a 3-4 player match";
  const rules = textRules(f[1]);
  if (rules === undefined) return "bad rules";
  const handTexts = splitOn(f[5], "-");
  const seats = handTexts.length;
  if (seats < 3 || seats > 4) return "bad seat count";
  const sc = splitOn(f[2], "-");
  if (sc.length !== 2 * seats + 1) return "bad scores";
  const nums: number[] = [];
  for (const s of sc) {
    const n = parseNat(s);
    if (n === undefined) return "bad scores";
    nums.push(n);
  }
  const rng = textRng(f[3]);
  if (rng === undefined) return "bad match seed";
  const flags = f[4];
  if (flags.length !== 13) return "bad hand flags";
  const dealer = parseNat(flags.charAt(0));
  const turn = parseNat(flags.charAt(1));
  const phaseIndex = PHASE_CHARS.indexOf(flags.charAt(2));
  const passes = parseNat(flags.charAt(3));
  const stockOnly = flags.charAt(4);
  const reshuffles = parseNat(flags.charAt(5));
  const justTaken = charCard(flags.charAt(6));
  const justDrawn = charCard(flags.charAt(7));
  const upcard = charCard(flags.charAt(8));
  const end = flags.charAt(9);
  const mult = flags.charAt(10);
  const knockLimit = CARD_CHARS.indexOf(flags.charAt(11));
  const choice = charCard(flags.charAt(12));
  if (dealer === undefined || dealer >= seats || turn === undefined || turn >= seats || phaseIndex < 0) return "bad hand flags";
  if (passes === undefined || passes > seats || (stockOnly !== "0" && stockOnly !== "1") || reshuffles === undefined || reshuffles > 1) return "bad hand flags";
  if (justTaken === undefined || justDrawn === undefined || upcard === undefined || upcard < 0 || choice === undefined) return "bad hand flags";
  if (knockLimit !== handKnockLimit(rules, cardPoints(upcard))) return "bad hand flags";
  if (mult !== (rules.oklahoma && suitOf(upcard) === 3 ? "2" : "1")) return "bad hand flags";
  const phase = PHASES[phaseIndex];
  if ((phase === "over") !== (end !== "-") || "-kbd".indexOf(end) < 0) return "bad hand flags";
  if (phase === "firstUpcard" && (passes >= seats || stockOnly !== "0")) return "bad hand flags";
  if (stockOnly === "1" && (phase !== "draw" || passes !== seats)) return "bad hand flags";
  const hands: Card[][] = [];
  for (const t of handTexts) {
    const cards = textCards(t);
    if (cards === undefined) return "bad cards";
    hands.push(cards);
  }
  const stock = textCards(f[6]);
  const discard = textCards(f[7]);
  if (stock === undefined || discard === undefined) return "bad cards";
  let all: Card[] = [];
  for (const h of hands) all = all.concat(h);
  all = all.concat(stock, discard);
  if (all.length !== DECK_SIZE) return "not a whole deck";
  const seen: boolean[] = [];
  for (const c of all) {
    if (seen[c]) return "a card appears twice";
    seen[c] = true;
  }
  const expectEight = phase === "discard" || end === "b";
  for (let s = 0; s < seats; s++) {
    if (hands[s].length !== (s === turn && expectEight ? MULTI_HAND_SIZE + 1 : MULTI_HAND_SIZE)) return "bad hand sizes";
  }
  const handRng = textRng(f[8]);
  if (handRng === undefined) return "bad hand seed";
  const history = textHistory(f[9], seats);
  if (history === undefined) return "bad history";
  const hand: MultiHandState = {
    rules,
    seats,
    dealer,
    hands,
    stock,
    discard,
    upcard,
    knockLimit,
    multiplier: mult === "2" ? 2 : 1,
    phase,
    turn,
    passes,
    stockOnly: stockOnly === "1",
    justTaken,
    justDrawn,
    reshuffles,
    history,
    rng: handRng,
    result: undefined,
  };
  if (phase === "over") {
    if (end === "d") {
      hand.result = multiDeadHand(hands, hand.multiplier);
    } else {
      if (choice >= optimalArrangements(hands[turn]).length) return "bad hand flags";
      hand.result = multiShowdown(rules, turn, hands, end === "b", hand.multiplier, choice);
    }
  }
  const m: MultiMatchState = {
    rules,
    seats,
    scores: nums.slice(0, seats),
    handsWon: nums.slice(seats, 2 * seats),
    handNumber: nums[2 * seats],
    hand,
    results: hand.result !== undefined ? [hand.result] : [],
    rng,
    result: undefined,
  };
  // A finished match is stored as its last hand: the hand that reached the target decides it again.
  m.result = decidedMultiMatch(m);
  return m;
}

export function decodeMultiMatch(text: string): MultiMatchState | string {
  return decodeMultiMatchFields(splitOn(text, "."));
}
