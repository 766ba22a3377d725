/**
 * Uno No Mercy over the bot protocol (docs/bot-protocol.md, "Uno No Mercy"), host side: a `start`
 * per hand, every move as an event, a self-contained `decide` from the seat's own view (its hand,
 * every hand's size, the pile), and the reply read into the legal action it names.
 */
import { z } from "zod";
import { createUnoBot } from "../bots/index";
import { legalOfView, stateOfView } from "../bots/legal";
import { isLegalUno } from "../engine/hand";
import type { UnoRules } from "../engine/rules";
import type { UnoAction } from "../engine/types";
import type { UnoView } from "../engine/view";
import { unoSafeMove } from "../moves";
import { COLOUR_NAMES, readUnoAction, unoActionOf, unoActionOut, unoCardName, unoCardNames } from "../notation";
import { UNO_KIND } from "../record";
import type { Json } from "../../../util/json";
import type { HostSide } from "../../../cli/bot-client";
import { clip, MatchContext, Message, plain, PROTOCOL_V2, ReadReply, readReplyAs, startScores } from "../../../cli/bot-protocol";

export function unoActionJson(a: UnoAction): Message {
  return plain(unoActionOut(a)) as Message;
}

export function unoRulesJson(r: UnoRules): Message {
  return { stackHigher: r.stackHigher, playDrawn: r.playDrawn, matchTarget: r.matchTarget, mercyLimit: r.mercyLimit, mercyBonus: r.mercyBonus, unoPenalty: r.unoPenalty };
}

export function unoStartMessage(v: UnoView, ctx: MatchContext): Message {
  return {
    type: "start",
    protocol: PROTOCOL_V2,
    game: UNO_KIND,
    seats: v.seats,
    seat: v.seat,
    dealer: v.dealer,
    rules: unoRulesJson(v.rules),
    scores: startScores(ctx),
    handNumber: ctx.handNumber,
  };
}

/** A move any seat made, as everyone at the table saw it: the action itself (a draw shows no card). */
export function unoEventMessage(a: UnoAction): Message {
  const { do: kind, ...rest } = unoActionJson(a);
  return { type: "event", kind, ...rest };
}

export function unoDecideMessage(v: UnoView, id: number): Message {
  return {
    type: "decide",
    id,
    phase: v.phase,
    turn: v.turn,
    hand: unoCardNames(v.hand),
    handSizes: v.handSizes.slice(),
    out: v.out.slice(),
    discard: unoCardNames(v.discard),
    drawCount: v.drawCount,
    colour: COLOUR_NAMES[v.colour],
    direction: v.direction,
    pending: v.pending,
    pendingValue: v.pendingValue,
    drawn: v.drawn >= 0 ? unoCardName(v.drawn) : null,
    unoOpen: v.unoOpen >= 0 ? v.unoOpen : null,
    scores: v.scores.slice(),
    legal: legalOfView(v).map(unoActionJson),
  };
}

/** A reply's shape (messages without the field's name: src/cli/bot-protocol.ts); what the fields name is read by readUnoAction. */
export const unoReplySchema = z.object(
  {
    id: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).optional(),
    seat: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).optional(),
    do: z.enum(["play", "draw", "keep", "take", "pick", "catch"], { error: "must be one of play, draw, keep, take, pick, catch" }),
    card: z.string({ error: "must be a card's name" }).optional(),
    colour: z.string({ error: `must be one of ${COLOUR_NAMES.join(", ")}` }).nullable().optional(),
    target: z.number({ error: "must be a seat" }).int({ error: "must be a seat" }).nullable().optional(),
    uno: z.boolean({ error: "must be true or false" }).nullable().optional(),
  },
  { error: "not an object" },
);

/** Reads a bot's reply to an Uno `decide`: the legal action it names, or why it is refused. */
export function readUnoReply(line: string, v: UnoView): ReadReply<UnoAction> {
  return readReplyAs(line, unoReplySchema, v.seat, (r) => {
    const named = readUnoAction({ ...r, seat: v.seat } as Json, v.seats);
    if (!("do" in named)) return { refused: `bad reply ${clip(line)}: ${named.message}` };
    const action = unoActionOf(named, v.drawn >= 0 ? [v.drawn].concat(v.hand) : v.hand);
    if (action.do === "play" && action.card < 0) return { refused: `illegal action ${clip(line)}: ${named.card} is not in the hand` };
    if (!isLegalUno(stateOfView(v), action)) return { refused: `illegal action ${clip(line)}` };
    return action;
  });
}

function startIfNew(v: UnoView, ctx: MatchContext, sent: { hand: number; events: number }, out: Message[]): void {
  if (ctx.handNumber === sent.hand) return;
  sent.hand = ctx.handNumber;
  sent.events = 0;
  out.push(unoStartMessage(v, ctx));
}

/** Uno No Mercy at the host: events are the hand's moves (MatchContext.moves), in order. */
export const UNO_SIDE: HostSide<UnoView, UnoAction> = {
  catchUp(v, ctx, sent) {
    const out: Message[] = [];
    startIfNew(v, ctx, sent, out);
    const moves = (ctx.moves ?? []) as readonly UnoAction[];
    for (; sent.events < moves.length; sent.events++) out.push(unoEventMessage(moves[sent.events]));
    return out;
  },
  decide: (v, id) => unoDecideMessage(v, id),
  read: (line, v) => readUnoReply(line, v),
  handOver(v, ctx, sent) {
    const out = UNO_SIDE.catchUp(v, ctx, sent);
    const outSeats: number[] = [];
    for (let i = 0; i < v.seats; i++) if (v.out[i]) outSeats.push(i);
    out.push({ type: "event", kind: "result", winner: v.last?.winner ?? null, points: v.last?.points ?? 0, out: outSeats, scores: ctx.scores.slice() });
    return out;
  },
  actionJson: (a) => unoActionJson(a),
  seatOf: (v) => v.seat,
  fallback: (v) => unoSafeMove(stateOfView(v), v.seat),
  replacement: (rng) => createUnoBot("hard", rng),
};
