/**
 * The end of an Uno No Mercy hand (or match) as a ResultPart: who went out and scored what, every
 * hand's cards laid open for the count (as at a real table), who mercy knocked out, the scores.
 */
import type { SeatName } from "../game";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import type { CardFace, Counter, ResultPart, ResultSeat } from "../../screen/parts";
import { cardPoints } from "./engine/cards";
import type { UnoState } from "./engine/types";
import { nameOf, UNO_DECK } from "./labels";

/** The running scores in one line: "Ann: 120 · Bo: 40 · ...". */
function scoreLine(names: readonly SeatName[], scores: readonly number[]): Message {
  let line = msg("uno.result.score", { player: nameOf(names, 0), n: scores[0] });
  for (let i = 1; i < scores.length; i++) line = msg("uno.result.join", { a: line, b: msg("uno.result.score", { player: nameOf(names, i), n: scores[i] }) });
  return line;
}

function resultSeat(s: UnoState, seat: number, open: boolean, winner: number, points: number): ResultSeat {
  const hand = s.hands[seat];
  const notes: Counter[] = [];
  let left = 0;
  for (const c of hand) left += cardPoints(c);
  if (s.out[seat]) notes.push({ id: "out", text: msg("uno.result.out"), value: 1, seat, tone: "bad" });
  else if (open && hand.length > 0) notes.push({ id: "points", text: msg("uno.result.points", { n: left }), value: left, seat, tone: "bad" });
  const cards: CardFace[] = [];
  if (open) for (const c of hand) cards.push({ face: c });
  return {
    seat,
    zone: { id: "result." + seat, deck: UNO_DECK, layout: "row", seat, groups: cards.length > 0 ? [{ cards, tone: "loose" }] : [], hidden: open ? 0 : hand.length },
    notes,
    points: seat === winner ? points : 0,
  };
}

/**
 * The result on show: the last hand's when it is over (its hands open), else only the scores (a
 * match ended by a resignation or a forfeit mid-hand keeps its hands hidden). `matchWinner` -1
 * while the match goes on.
 */
export function unoResultPart(s: UnoState, names: readonly SeatName[], matchWinner: number): ResultPart {
  const last = s.phase === "over" ? s.last : undefined;
  const seats: ResultSeat[] = [];
  for (let i = 0; i < s.seats; i++) seats.push(resultSeat(s, i, last !== undefined, last !== undefined ? last.winner : -1, last !== undefined ? last.points : 0));
  const lines: Message[] = [scoreLine(names, s.scores)];
  // The totals also hold mercy bonuses: say so when this hand knocked anyone out.
  let knocked = false;
  for (let i = 0; i < s.seats; i++) if (s.out[i]) knocked = true;
  if (last !== undefined && knocked) lines.push(msg("uno.result.bonus_note", { bonus: s.rules.mercyBonus }));
  if (matchWinner >= 0) lines.push(msg("uno.result.won", { player: nameOf(names, matchWinner) }));
  const headline = last !== undefined ? msg("uno.event.win", { player: nameOf(names, last.winner), n: last.points }) : msg("uno.result.won", { player: nameOf(names, matchWinner) });
  return { headline, outcome: last !== undefined ? "out" : "end", seats, lines, winner: matchWinner };
}
