/**
 * Gin Rummy's showdown as a ResultPart, one row per seat for two, three or four seats: each seat's
 * melds (with the cards laid onto them highlighted), its loose cards, its deadwood, the cards it
 * laid off, who went out and, with more than one opponent, how each opponent settled with the
 * knocker; then the match score and, at the end, the match winner. Every hand is shown, as at a
 * real table.
 */
import type { SeatName } from "../game";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import type { CardGroup, Counter, ResultPart, ResultSeat } from "../../screen/parts";
import type { Card } from "./engine/cards";
import { rankOf, suitOf } from "./engine/cards";
import type { Rules } from "./engine/rules";
import { settlement } from "./engine/showdown";
import { runPosition } from "./engine/melds";
import type { HandResult } from "./engine/types";
import { DECK } from "./deck";
import { faces } from "./panel-parts";

/** The headline: who scored and how. With 3–4 players an undercut may still leave the knocker ahead. */
export function outcomeMessage(names: readonly SeatName[], r: HandResult): Message {
  if (r.winner === -1) return msg("tables.outcome.dead");
  const name = names[r.winner];
  const points = r.points[r.winner];
  if (r.outcome === "gin") return msg("tables.outcome.gin", { name, points });
  if (r.outcome === "bigGin") return msg("tables.outcome.biggin", { name, points });
  if (r.outcome === "undercut" && r.winner !== r.knocker) return msg("tables.outcome.undercut", { name, points });
  return msg("tables.outcome.knock", { name, points });
}

/** The cards of a hand in none of its melds and not laid off: what its deadwood counts. */
function looseCards(hand: readonly Card[], melds: readonly Card[][], laid: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of hand) {
    let used = laid.indexOf(c) >= 0;
    for (const m of melds) if (m.indexOf(c) >= 0) used = true;
    if (!used) out.push(c);
  }
  return out;
}

/**
 * A meld with the cards laid off onto it, highlighted (a layoff's `onto` is the meld as it stood, so
 * it holds the meld's first card). A run shows its cards in rank order, so a card laid off below
 * it (2♥ onto 3♥4♥5♥) comes first, as at a table.
 */
function meldWithLayoffs(meld: readonly Card[], r: HandResult): CardGroup {
  const cards = faces(meld);
  for (const l of r.layoffs) if (l.onto.indexOf(meld[0]) >= 0) cards.push({ face: l.card, highlight: true });
  let run = meld.length > 1 && rankOf(meld[0]) !== rankOf(meld[1]);
  for (const c of cards) if (suitOf(c.face) !== suitOf(meld[0])) run = false;
  if (run) {
    // Rank order, an ace after its king (Q-K-A under aces high or low).
    const all: Card[] = [];
    for (const c of cards) all.push(c.face);
    cards.sort((a, b) => runPosition(all, a.face) - runPosition(all, b.face));
  }
  return { cards, tone: "set" };
}

/**
 * What the knocker did, after its name: went out with gin, knocked, or knocked and was undercut
 * (the hand went to someone else); "Went out" under an undercut knocker said the opposite.
 */
function knockerNote(r: HandResult, seat: number): Counter {
  const value = r.deadwood[seat];
  if (r.outcome === "gin" || r.outcome === "bigGin") return { id: "knocker", text: msg("tables.result.knocker"), value, seat, tone: "good" };
  if (r.winner !== seat) return { id: "knocker", text: msg("tables.result.knocked_undercut"), value, seat, tone: "bad" };
  return { id: "knocker", text: msg("tables.result.knocked"), value, seat, tone: "note" };
}

/** How an opponent settled with the knocker: the points it won (tone good) or paid (tone bad), after the multiplier. */
function settlementNote(names: readonly SeatName[], r: HandResult, rules: Rules, seat: number): Counter {
  const s = settlement(rules, r.outcome === "bigGin", r.deadwood[r.knocker], r.deadwood[seat]);
  const name = names[r.knocker];
  if (s.undercut) {
    const points = s.opponent * r.multiplier;
    return { id: "settlement", text: msg("tables.result.undercuts", { name, points }), value: points, seat, tone: "good" };
  }
  const points = s.knocker * r.multiplier;
  return { id: "settlement", text: msg("tables.result.pays", { name, points }), value: points, seat, tone: "bad" };
}

/** A seat's row: its melds with what was laid on them, its loose cards, its figures. */
function resultSeat(names: readonly SeatName[], r: HandResult, rules: Rules, seat: number, laid: readonly Card[]): ResultSeat {
  const groups: CardGroup[] = [];
  for (const meld of r.melds[seat]) groups.push(meldWithLayoffs(meld, r));
  const loose = looseCards(r.hands[seat], r.melds[seat], laid);
  if (loose.length > 0) groups.push({ cards: faces(loose), tone: "loose" });
  const notes: Counter[] = [];
  if (seat === r.knocker) notes.push(knockerNote(r, seat));
  notes.push({ id: "deadwood", text: msg("screen.deadwood", { points: r.deadwood[seat] }), value: r.deadwood[seat], seat, tone: "bad" });
  const laidBy: Card[] = [];
  for (const l of r.layoffs) if (l.seat === seat) laidBy.push(l.card);
  if (laidBy.length > 0) {
    notes.push({ id: "laid_off", text: msg("tables.result.laid_off", { cards: "" }), value: laidBy.length, seat, tone: "note", cards: { deck: DECK, faces: laidBy } });
  }
  // With one opponent its settlement is the points shown; with more, each settles on its own.
  if (r.knocker >= 0 && seat !== r.knocker && r.hands.length > 2) notes.push(settlementNote(names, r, rules, seat));
  return { seat, zone: { id: "result." + seat, deck: DECK, layout: "row", seat, groups, hidden: 0 }, notes, points: r.points[seat] };
}

/** "Ann 40, Bob 12, Cy 0": each seat's name and figure. */
export function scoreList(names: readonly SeatName[], scores: readonly number[]): Message {
  let list = msg("screen.score", { name: names[0], score: scores[0] });
  for (let s = 1; s < scores.length; s++) list = msg("screen.score_more", { list, name: names[s], score: scores[s] });
  return list;
}

/** One of Hollywood's games: its scores, and its winner once a score reached the target (the highest, ties to the lowest seat). */
function gameLine(names: readonly SeatName[], g: number, scores: readonly number[], target: number): Message {
  let best = 0;
  for (let s = 1; s < scores.length; s++) if (scores[s] > scores[best]) best = s;
  const list = scoreList(names, scores);
  if (scores[best] >= target) return msg("tables.hollywood.game_won", { game: g + 1, name: names[best], scores: list });
  return msg("tables.hollywood.game", { game: g + 1, scores: list });
}

/**
 * The showdown of a hand of any seat count, under `rules` (the hand's). `scores` are the match
 * scores after the hand; once the match is over, `winner` is its winner and `totals` its final figures.
 * Hollywood passes its three games' `games`, shown as a line each instead of the one match score.
 */
export function resultPart(
  names: readonly SeatName[],
  r: HandResult,
  rules: Rules,
  scores: readonly number[],
  winner: number,
  totals: readonly number[],
  games?: readonly (readonly number[])[],
): ResultPart {
  const laid: Card[] = [];
  for (const l of r.layoffs) laid.push(l.card);
  const seats: ResultSeat[] = [];
  for (let seat = 0; seat < r.hands.length; seat++) seats.push(resultSeat(names, r, rules, seat, laid));
  const lines: Message[] = [];
  if (r.streakBonus !== undefined && r.winner >= 0) lines.push(msg("tables.result.streak", { name: names[r.winner], points: r.streakBonus }));
  if (games === undefined) lines.push(msg("screen.match_score", { scores: scoreList(names, scores) }));
  else for (let g = 0; g < games.length; g++) lines.push(gameLine(names, g, games[g], rules.matchTarget));
  if (winner >= 0) lines.push(msg("tables.match.won_scores", { name: names[winner], scores: scoreList(names, totals) }));
  return { headline: outcomeMessage(names, r), outcome: r.outcome, seats, lines, winner };
}
