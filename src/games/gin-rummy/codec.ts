/**
 * A compact text form of a running match, for the table records in storage and for the signed
 * snapshot on a board item (docs/tables.md has the layout). Ten fields joined by ".", in one of two
 * forms that differ only in layout, so a two-seat text is written and read exactly as ever:
 *   two seats:      rules . scores . match seed . flags . hand . hand . stock . discard . hand seed . history
 *   three or four:  m1 . rules . scores . match seed . flags . hand-hand-hand[-hand] . stock . discard . hand seed . history
 * (scores: every seat's, then every seat's hands won, then the hand number, then under Hollywood
 * games 2 and 3's scores and under a streak bonus the last winner + 1; events coded in digits
 * for two seats, in card characters for more: codec-text.ts). Decoding checks every field and
 * rebuilds the result through the engine, so a damaged text is an error, never a broken match.
 */
import { cardPoints, DECK_SIZE, suitOf } from "./engine/cards";
import type { Card } from "./engine/cards";
import { handSize } from "./engine/hand";
import { knockMeldsChoice } from "./engine/knock-melds";
import { decidedMatch, withStreakBonus, type MatchState } from "./engine/match";
import { optimalArrangements } from "./engine/melds";
import { handKnockLimit, streakBonusOf } from "./engine/rules";
import { deadHandResult, defenceDeadwood, showdown } from "./engine/showdown";
import type { HandResult, HandState } from "./engine/types";
import { CARD_CHARS, cardChar, cardsText, charCard, DIGIT_CODES, historyText, LETTER_CODES, PHASE_CHARS, PHASES, rngText, rulesText, textCards, textHistory, textRng, textRules } from "./codec-text";
import { natText, parseNat, splitOn } from "../../util/text";

/** The first field of a three- or four-seat text (a two-seat text starts with its rules). */
export const SEATS_TAG = "m1";

/** Number of "."-separated fields either form has. */
export const MATCH_FIELDS = 10;

/** How a finished hand ended, so its result can be recomputed (showdowns are deterministic). */
function endChar(h: HandState): string {
  const r = h.result;
  if (r === undefined) return "-";
  if (r.outcome === "dead") return "d";
  return r.outcome === "bigGin" ? "b" : "k";
}

/** The knocker's chosen arrangement as one character (its index), "-" when no knock ended the hand. */
function choiceChar(h: HandState): string {
  const r = h.result;
  if (r === undefined || r.knocker === -1) return "-";
  const choice = knockMeldsChoice(r.hands[r.knocker], r.melds[r.knocker], h.rules.mahjong === true);
  return typeof choice === "number" ? cardChar(choice) : "-";
}

/**
 * The match as text. `over` hands keep how they ended; the result is recomputed on decode.
 * `historyLimit` keeps only the latest public events (snapshots: a hand where everyone keeps taking
 * the discard never runs out of stock, so its history has no bound).
 */
export function encodeMatch(m: MatchState, historyLimit = -1): string {
  const h = m.hand;
  const seats = h.hands.length;
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
  let numbers = "";
  for (let s = 0; s < seats; s++) numbers += natText(m.scores[s]) + "-";
  for (let s = 0; s < seats; s++) numbers += natText(m.handsWon[s]) + "-";
  numbers += natText(m.handNumber);
  // The variants' state follows, only under their rules (a text without them is as it always was).
  if (m.laterGames !== undefined) for (const g of m.laterGames) for (let s = 0; s < seats; s++) numbers += "-" + natText(g[s]);
  if (m.streakFrom !== undefined) numbers += "-" + natText(m.streakFrom + 1);
  // Two seats write each hand as a field of its own; more, all hands in one.
  let hands = cardsText(h.hands[0]);
  for (let s = 1; s < seats; s++) hands += (seats === 2 ? "." : "-") + cardsText(h.hands[s]);
  const events = historyLimit >= 0 && h.history.length > historyLimit ? h.history.slice(h.history.length - historyLimit) : h.history;
  const history = historyText(events, seats === 2 ? DIGIT_CODES : LETTER_CODES);
  const text = [rulesText(m.rules), numbers, rngText(m.rng), flags, hands, cardsText(h.stock), cardsText(h.discard), rngText(h.rng), history].join(".");
  return seats === 2 ? text : SEATS_TAG + "." + text;
}

/** Flags of two-seat texts written before the knocker chose its melds (12 characters, no choice). */
const LEGACY_CHOICE = -2;

/** Rebuilds a match from `encodeMatch` fields (either form); a string says what is wrong. */
export function decodeMatchFields(f: readonly string[]): MatchState | string {
  if (f.length !== MATCH_FIELDS) return "wrong number of fields";
  const tagged = f[0] === SEATS_TAG;
  // From the rules to the flags, the tagged form is one field on.
  const at = tagged ? 1 : 0;
  const handTexts = tagged ? splitOn(f[5], "-") : [f[4], f[5]];
  const seats = handTexts.length;
  if (tagged && (seats < 3 || seats > 4)) return "bad seat count";
  const rules = textRules(f[at]);
  if (rules === undefined) return "bad rules";
  const sc = splitOn(f[at + 1], "-");
  const hollywood = rules.hollywood === true;
  const streak = streakBonusOf(rules) > 0;
  if (sc.length !== 2 * seats + 1 + (hollywood ? 2 * seats : 0) + (streak ? 1 : 0)) return "bad scores";
  const nums: number[] = [];
  for (const s of sc) {
    const n = parseNat(s);
    if (n === undefined) return "bad scores";
    nums.push(n);
  }
  const rng = textRng(f[at + 2]);
  if (rng === undefined) return "bad match seed";
  const flags = f[at + 3];
  if (flags.length !== 13 && (tagged || flags.length !== 12)) return "bad hand flags";
  const choice = flags.length === 13 ? charCard(flags.charAt(12)) : LEGACY_CHOICE;
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
  // The seat to move holds one card more exactly in the discard phase (and after big gin).
  const drawn = phase === "discard" || end === "b";
  const size = handSize(seats, rules.mahjong === true);
  for (let s = 0; s < seats; s++) if (hands[s].length !== (s === turn && drawn ? size + 1 : size)) return "bad hand sizes";
  const handRng = textRng(f[8]);
  if (handRng === undefined) return "bad hand seed";
  const history = textHistory(f[9], tagged ? LETTER_CODES : DIGIT_CODES, seats);
  if (history === undefined) return "bad history";
  const hand: HandState = {
    rules,
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
    if (end !== "d" && choice >= optimalArrangements(hands[turn], rules.mahjong === true).length) return "bad hand flags";
    hand.result = recomputeResult(hand, end, choice);
  }
  const m: MatchState = {
    rules,
    scores: nums.slice(0, seats),
    handsWon: nums.slice(seats, 2 * seats),
    handNumber: nums[2 * seats],
    hand,
    results: [],
    rng,
    result: undefined,
  };
  let next = 2 * seats + 1;
  if (hollywood) {
    m.laterGames = [nums.slice(next, next + seats), nums.slice(next + seats, next + 2 * seats)];
    next += 2 * seats;
  }
  if (streak) {
    if (nums[next] > seats) return "bad scores";
    m.streakFrom = nums[next] - 1;
  }
  if (hand.result !== undefined) {
    hand.result = withStreakBonus(m, hand.result);
    m.results.push(hand.result);
  }
  // A finished match is stored as its last hand: the hand that reached the target decides it again.
  m.result = decidedMatch(m);
  return m;
}

function recomputeResult(h: HandState, end: string, choice: number): HandResult {
  if (end === "d") return deadHandResult(h.hands, h.multiplier, h.rules.mahjong === true);
  const knocker = h.turn;
  const c = choice === LEGACY_CHOICE ? legacyChoice(h.hands[knocker], h.hands[1 - knocker]) : choice;
  return showdown({ rules: h.rules, knocker, hands: h.hands, bigGin: end === "b", multiplier: h.multiplier, choice: c });
}

/**
 * How two-player showdowns chose the knocker's melds before the knocker did (it looked at the
 * defender's hand: the arrangement leaving it the most deadwood, the first on ties). Kept only so
 * that a finished hand stored then shows the result it was scored with.
 */
function legacyChoice(knocker: readonly Card[], defender: readonly Card[]): number {
  const all = optimalArrangements(knocker);
  if (all[0].deadwood === 0) return 0;
  let best = 0;
  let most = -1;
  for (let i = 0; i < all.length; i++) {
    const d = defenceDeadwood(defender, all[i].melds, true);
    if (d > most) {
      best = i;
      most = d;
    }
  }
  return best;
}

export function decodeMatch(text: string): MatchState | string {
  return decodeMatchFields(splitOn(text, "."));
}
