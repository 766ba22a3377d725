/**
 * The bot protocol's messages (docs/bot-protocol.md): JSON lines built from a seat's view and
 * parsed with zod at this Node edge; here two-player Gin Rummy's (version 1) and what every game
 * shares (replies, error lines). The same module serves both sides: the host (bot-client.ts)
 * writes start/event/decide and reads actions; `bot serve` (bot-serve.ts) does the reverse.
 * 3–4-player Gin Rummy and Uno No Mercy add theirs in protocol-gin-multi.ts and protocol-uno.ts.
 */
import { z } from "zod";
import { Card, cardName, parseCard } from "../games/gin-rummy/engine/cards";
import { knockMeldsChoice } from "../games/gin-rummy/engine/knock-melds";
import { copyRules } from "../games/gin-rummy/engine/rules";
import type { Action, HandResult, PublicEvent, Seat } from "../games/gin-rummy/engine/types";
import type { SeatView } from "../games/gin-rummy/engine/view";
import type { MultiAction, MultiEvent } from "../games/gin-rummy/engine/multi-types";

/** Two-player Gin Rummy sessions: version 1, unchanged since bots first played over the protocol. */
export const PROTOCOL_VERSION = 1;
/** Every other game and seat count: `start` names the game and the seats. */
export const PROTOCOL_V2 = 2;

export type Message = Record<string, unknown>;

const names = (cards: readonly Card[]): string[] => cards.map(cardName);

/** An action in hand-record notation. */
export function actionJson(a: Action): Message {
  if (a.do === "discard") {
    if (a.knock !== true) return { seat: a.seat, do: "discard", card: cardName(a.card) };
    return a.melds === undefined ? { seat: a.seat, do: "discard", card: cardName(a.card), knock: true } : { seat: a.seat, do: "discard", card: cardName(a.card), knock: true, melds: a.melds.map(names) };
  }
  return { seat: a.seat, do: a.do };
}

export interface MatchContext {
  /** Scores by seat: before the hand while it runs, after it once it is over. */
  scores: readonly number[];
  /**
   * Scores by seat as the running hand was dealt, still so once it is over: what its `start` says
   * (`scores` when not given). A seat the hand never asked (the other knocked first) hears that
   * `start` only at the hand's end, when `scores` are already the scores after it.
   */
  dealtScores?: readonly number[];
  /** 1 for the first hand of the match, dead hands included. */
  handNumber: number;
  /** Every move of the running hand so far, any seat's (games whose views carry no history: Uno). */
  moves?: readonly unknown[];
}

/** The scores a hand's `start` says: those before the hand, whenever it is sent. */
export function startScores(ctx: MatchContext): number[] {
  return (ctx.dealtScores ?? ctx.scores).slice();
}

/** Sent at each new hand, from the seat's first view of it (before it acted, so its hand is the deal). */
export function startMessage(view: SeatView, ctx: MatchContext): Message {
  return {
    type: "start",
    protocol: PROTOCOL_VERSION,
    seat: view.seat,
    dealer: view.dealer,
    hand: names(view.hand),
    upcard: cardName(view.upcard),
    knockLimit: view.knockLimit,
    multiplier: view.multiplier,
    rules: copyRules(view.rules),
    scores: startScores(ctx),
    handNumber: ctx.handNumber,
  };
}

export function eventMessage(e: PublicEvent | MultiEvent): Message {
  if (e.kind === "stock") return { type: "event", kind: "stock", seat: e.seat };
  if (e.kind === "reshuffle") return { type: "event", kind: "reshuffle", seat: e.seat, stock: e.stock };
  return { type: "event", kind: e.kind, seat: e.seat, card: cardName(e.card) };
}

/** The end of a hand: the knock (or gin), each layoff, then the result with both hands. */
export function resultMessages(r: HandResult, scores: readonly number[]): Message[] {
  const out: Message[] = [];
  if (r.knocker !== -1) {
    const kind = r.outcome === "gin" || r.outcome === "bigGin" ? r.outcome : "knock";
    out.push({ type: "event", kind, seat: r.knocker, melds: r.melds[r.knocker].map(names), deadwood: r.deadwood[r.knocker] });
    const defender: Seat = r.knocker === 0 ? 1 : 0;
    for (const l of r.layoffs) out.push({ type: "event", kind: "layoff", seat: defender, card: cardName(l.card), onto: names(l.onto) });
  }
  out.push({
    type: "event",
    kind: "result",
    outcome: r.outcome,
    knocker: r.knocker === -1 ? null : r.knocker,
    winner: r.winner === -1 ? null : r.winner,
    points: [r.points[0], r.points[1]],
    deadwood: [r.deadwood[0], r.deadwood[1]],
    melds: [r.melds[0].map(names), r.melds[1].map(names)],
    hands: [names(r.hands[0]), names(r.hands[1])],
    scores: [scores[0], scores[1]],
  });
  return out;
}

export function matchMessage(winner: number, scores: readonly number[]): Message {
  return { type: "event", kind: "match", winner, scores: scores.slice() };
}

export function decideMessage(view: SeatView, id: number): Message {
  return {
    type: "decide",
    id,
    phase: view.phase,
    hand: names(view.hand),
    drawn: view.justDrawn >= 0 ? cardName(view.justDrawn) : null,
    taken: view.justTaken >= 0 ? cardName(view.justTaken) : null,
    topDiscard: view.topDiscard >= 0 ? cardName(view.topDiscard) : null,
    stockCount: view.stockCount,
    opponentCards: view.opponentCards,
    legal: view.legal.map(actionJson),
  };
}

const cardText = z.string().refine((s) => parseCard(s) >= 0, "not a card (rank A23456789TJQK then suit CDHS)");

export const replySchema = z.object({
  id: z.number().int().optional(),
  seat: z.number().int().optional(),
  do: z.enum(["pass", "take", "stock", "discard", "bigGin"]),
  card: cardText.optional(),
  knock: z.boolean().optional(),
  melds: z.array(z.array(cardText)).optional(),
});

/** `{"id":N,"error":"..."}`: the bot could not act on the decision (bot serve refuses impossible ones). */
const refusalSchema = z.object({ id: z.number().int().optional(), error: z.string() });

/** A reply read: the legal action it stands for, or why it is refused; `id` as the reply echoed it. */
export type ReadReply<A> = { ok: true; action: A; id: number | undefined } | { ok: false; error: string; id: number | undefined };

/** What readReply needs of a Gin Rummy view, two seats or three or four. */
export interface GinDecision<A> {
  seat: number;
  hand: readonly Card[];
  legal: readonly A[];
}

/** The line as JSON, or the reply it already is: refused (an error line) or not JSON. */
export function replyJson(line: string): { ok: true; value: unknown } | { ok: false; error: string; id: number | undefined } {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { ok: false, error: `malformed JSON: ${clip(line)}`, id: undefined };
  }
  const refusal = refusalSchema.safeParse(raw);
  if (refusal.success) return { ok: false, error: `the bot refused the decision: ${clip(refusal.data.error)}`, id: refusal.data.id };
  return { ok: true, value: raw };
}

/** Reads a bot's reply to a Gin Rummy `decide`: the matching legal action, or why it is refused. */
export function readReply<A extends Action | MultiAction>(line: string, view: GinDecision<A>): ReadReply<A> {
  const json = replyJson(line);
  if (!json.ok) return json;
  const parsed = replySchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `bad reply ${clip(line)}: ${issue.path.join(".") || "reply"}: ${issue.message}`, id: undefined };
  }
  const r = parsed.data;
  if (r.seat !== undefined && r.seat !== view.seat) return { ok: false, error: `reply for seat ${r.seat}, but the bot sits in seat ${view.seat}`, id: r.id };
  const card = r.card === undefined ? -1 : parseCard(r.card);
  for (const a of view.legal) {
    if (a.do !== r.do) continue;
    if (a.do !== "discard") return { ok: true, action: a, id: r.id };
    if (a.card !== card || (a.knock === true) !== (r.knock === true)) continue;
    if (r.melds === undefined) return { ok: true, action: a, id: r.id };
    if (a.knock !== true) return { ok: false, error: `melds come with a knock: ${clip(line)}`, id: r.id };
    const melds = r.melds.map((m) => m.map(parseCard));
    const choice = knockMeldsChoice(view.hand.filter((c) => c !== card), melds);
    if (typeof choice === "string") return { ok: false, error: `bad melds ${clip(line)}: ${choice}`, id: r.id };
    return { ok: true, action: { ...a, melds } as A, id: r.id };
  }
  return { ok: false, error: `illegal action ${clip(line)}`, id: r.id };
}

export function clip(line: string): string {
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
