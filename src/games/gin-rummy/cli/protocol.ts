/**
 * Gin Rummy over the bot protocol (docs/bot-protocol.md), any seat count: the messages built from a
 * seat's view, a reply read into the legal action it names, and the host's side (GIN_SIDE). Two
 * seats speak version 1, unchanged since bots first played over it; three or four speak version 2,
 * the same messages with `game` and `seats` in `start`, every hand's size in `decide` instead of
 * `opponentCards`, and a showdown where every opponent may lay off. The same module serves both
 * ends: the host (src/cli/bot-client.ts) writes start/event/decide and reads actions; `bot serve`
 * (serve.ts) does the reverse.
 */
import { z } from "zod";
import { Card, cardName, parseCard } from "../engine/cards";
import { knockMeldsChoice } from "../engine/knock-melds";
import { copyRules } from "../engine/rules";
import { GIN_KIND } from "../engine/record";
import type { Action, HandResult, PublicEvent } from "../engine/types";
import { othersCards, type SeatView } from "../engine/view";
import { createBot } from "../bots/index";
import { simpleDecide } from "../bots/simple";
import type { HostSide } from "../../../cli/bot-client";
import { clip, MatchContext, Message, PROTOCOL_V2, ReadReply, readReplyAs, startScores } from "../../../cli/bot-protocol";

/** Two-player Gin Rummy sessions: version 1, unchanged since bots first played over the protocol. */
export const PROTOCOL_VERSION = 1;

/** Whether a view's table speaks version 1 (two seats). */
const isVersion1 = (view: SeatView): boolean => view.handSizes.length === 2;

const names = (cards: readonly Card[]): string[] => cards.map(cardName);

/** An action in hand-record notation. */
export function actionJson(a: Action): Message {
  if (a.do === "discard") {
    if (a.knock !== true) return { seat: a.seat, do: "discard", card: cardName(a.card) };
    return a.melds === undefined ? { seat: a.seat, do: "discard", card: cardName(a.card), knock: true } : { seat: a.seat, do: "discard", card: cardName(a.card), knock: true, melds: a.melds.map(names) };
  }
  return { seat: a.seat, do: a.do };
}

/** Sent at each new hand, from the seat's first view of it (before it acted, so its hand is the deal). */
export function startMessage(view: SeatView, ctx: MatchContext): Message {
  // Key order is part of the bytes: version 2 puts `game` and `seats` right after `protocol`.
  const version = isVersion1(view) ? { protocol: PROTOCOL_VERSION } : { protocol: PROTOCOL_V2, game: GIN_KIND, seats: view.handSizes.length };
  return {
    type: "start",
    ...version,
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

export function eventMessage(e: PublicEvent): Message {
  if (e.kind === "stock") return { type: "event", kind: "stock", seat: e.seat };
  if (e.kind === "reshuffle") return { type: "event", kind: "reshuffle", seat: e.seat, stock: e.stock };
  return { type: "event", kind: e.kind, seat: e.seat, card: cardName(e.card) };
}

/** The end of a hand: the knock (or gin), each opponent's layoffs in turn, then the result with every hand. */
export function resultMessages(r: HandResult, scores: readonly number[]): Message[] {
  const out: Message[] = [];
  if (r.knocker !== -1) {
    const kind = r.outcome === "gin" || r.outcome === "bigGin" ? r.outcome : "knock";
    out.push({ type: "event", kind, seat: r.knocker, melds: r.melds[r.knocker].map(names), deadwood: r.deadwood[r.knocker] });
    for (const l of r.layoffs) out.push({ type: "event", kind: "layoff", seat: l.seat, card: cardName(l.card), onto: names(l.onto) });
  }
  out.push({
    type: "event",
    kind: "result",
    outcome: r.outcome,
    knocker: r.knocker === -1 ? null : r.knocker,
    winner: r.winner === -1 ? null : r.winner,
    points: r.points.slice(),
    deadwood: r.deadwood.slice(),
    melds: r.melds.map((m) => m.map(names)),
    hands: r.hands.map(names),
    scores: scores.slice(),
  });
  return out;
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
    // Version 1 counts the one other hand; version 2 every hand, by seat.
    ...(isVersion1(view) ? { opponentCards: othersCards(view) } : { handSizes: view.handSizes.slice() }),
    legal: view.legal.map(actionJson),
  };
}

const cardText = z.string({ error: "must be a card" }).refine((s) => parseCard(s) >= 0, { error: "is not a card (rank A23456789TJQK then suit CDHS)" });

/** A reply's shape, two seats or more (messages without the field's name: src/cli/bot-protocol.ts). */
export const replySchema = z.object(
  {
    id: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).optional(),
    seat: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).optional(),
    do: z.enum(["pass", "take", "stock", "discard", "bigGin"], { error: "must be one of pass, take, stock, discard, bigGin" }),
    card: cardText.optional(),
    knock: z.boolean({ error: "must be true or false" }).optional(),
    melds: z.array(z.array(cardText, { error: "must be a list of cards" }), { error: "must be a list of melds" }).optional(),
  },
  { error: "not an object" },
);

/** What readReply needs of a Gin Rummy view. */
export interface GinDecision {
  seat: number;
  hand: readonly Card[];
  legal: readonly Action[];
  /** The rules in force: named melds are judged with aces high or low under Mahjong gin. */
  rules?: { mahjong?: boolean };
}

/** Reads a bot's reply to a Gin Rummy `decide`: the matching legal action, or why it is refused. */
export function readReply(line: string, view: GinDecision): ReadReply<Action> {
  return readReplyAs(line, replySchema, view.seat, (r) => {
    const card = r.card === undefined ? -1 : parseCard(r.card);
    for (const a of view.legal) {
      if (a.do !== r.do) continue;
      if (a.do !== "discard") return a;
      if (a.card !== card || (a.knock === true) !== (r.knock === true)) continue;
      if (r.melds === undefined) return a;
      if (a.knock !== true) return { refused: `melds come with a knock: ${clip(line)}` };
      const melds = r.melds.map((m) => m.map(parseCard));
      const choice = knockMeldsChoice(view.hand.filter((c) => c !== card), melds, view.rules?.mahjong === true);
      if (typeof choice === "string") return { refused: `bad melds ${clip(line)}: ${choice}` };
      return { ...a, melds };
    }
    return { refused: `illegal action ${clip(line)}` };
  });
}

/** Gin Rummy at the host, any seat count (version 1 for two seats, unchanged; version 2 for three or four). */
export const GIN_SIDE: HostSide<SeatView, Action> = {
  catchUp(view, ctx, sent) {
    const out: Message[] = [];
    if (ctx.handNumber !== sent.hand) {
      sent.hand = ctx.handNumber;
      sent.events = 0;
      // A seat's hand only changes by its own actions, so at its first look it is the dealt hand.
      out.push(startMessage(view, ctx));
    }
    for (; sent.events < view.history.length; sent.events++) out.push(eventMessage(view.history[sent.events]));
    return out;
  },
  decide: (view, id) => decideMessage(view, id),
  read: (line, view) => readReply(line, view),
  handOver(view, ctx, sent) {
    return GIN_SIDE.catchUp(view, ctx, sent).concat(resultMessages(view.result as HandResult, ctx.scores));
  },
  actionJson: (a) => actionJson(a),
  seatOf: (view) => view.seat,
  fallback: (view, rng) => simpleDecide(view, rng),
  replacement: (rng) => createBot("normal", rng),
};
