/**
 * 3–4-player Gin Rummy over the bot protocol (docs/bot-protocol.md, "Three or four players"),
 * host side: the two-player messages with `game` and `seats` in `start`, every hand's size in
 * `decide`, and a showdown where every opponent may lay off.
 */
import { createBot } from "../bots/index";
import { cardName } from "../engine/cards";
import { copyRules } from "../engine/rules";
import { GIN_KIND } from "../engine/record";
import type { Action, HandResult } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { HostSide } from "../../../cli/bot-client";
import { MatchContext, Message, PROTOCOL_V2, startScores } from "../../../cli/bot-protocol";
import { actionJson, eventMessage, readReply } from "./protocol";

const names = (cards: readonly number[]): string[] => cards.map(cardName);

export function multiStartMessage(v: SeatView, ctx: MatchContext): Message {
  return {
    type: "start",
    protocol: PROTOCOL_V2,
    game: GIN_KIND,
    seats: v.handSizes.length,
    seat: v.seat,
    dealer: v.dealer,
    hand: names(v.hand),
    upcard: cardName(v.upcard),
    knockLimit: v.knockLimit,
    multiplier: v.multiplier,
    rules: copyRules(v.rules),
    scores: startScores(ctx),
    handNumber: ctx.handNumber,
  };
}

export function multiDecideMessage(v: SeatView, id: number): Message {
  return {
    type: "decide",
    id,
    phase: v.phase,
    hand: names(v.hand),
    drawn: v.justDrawn >= 0 ? cardName(v.justDrawn) : null,
    taken: v.justTaken >= 0 ? cardName(v.justTaken) : null,
    topDiscard: v.topDiscard >= 0 ? cardName(v.topDiscard) : null,
    stockCount: v.stockCount,
    handSizes: v.handSizes.slice(),
    legal: v.legal.map((a) => actionJson(a as Action)),
  };
}

/** The knock (or gin), each opponent's layoffs in turn, then the result with every hand. */
export function multiResultMessages(r: HandResult, scores: readonly number[]): Message[] {
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

export const MULTI_GIN_SIDE: HostSide<SeatView, Action> = {
  catchUp(v, ctx, sent) {
    const out: Message[] = [];
    if (ctx.handNumber !== sent.hand) {
      sent.hand = ctx.handNumber;
      sent.events = 0;
      // As with two seats: a hand changes only by its own seat's actions, so this is the deal.
      out.push(multiStartMessage(v, ctx));
    }
    for (; sent.events < v.history.length; sent.events++) out.push(eventMessage(v.history[sent.events]));
    return out;
  },
  decide: (v, id) => multiDecideMessage(v, id),
  read: (line, v) => readReply(line, v),
  handOver: (v, ctx, sent) => MULTI_GIN_SIDE.catchUp(v, ctx, sent).concat(multiResultMessages(v.result as HandResult, ctx.scores)),
  actionJson: (a) => actionJson(a as Action),
  seatOf: (v) => v.seat,
  fallback: (v, rng) => createBot("simple", rng).decide(v),
  replacement: (rng) => createBot("normal", rng),
};
