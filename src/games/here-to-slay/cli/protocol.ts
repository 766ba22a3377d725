/**
 * Here to Slay over the bot protocol (docs/bot-protocol.md, "Here to Slay"), host side: one `start`
 * per match (the whole match is one hand) with the box's card list, every move of any seat as an
 * event, a self-contained `decide` from the seat's own view, and the reply read into the legal
 * action it names. Cards are their ids in the box; -1 stands for none, as in the engine.
 */
import { z } from "zod";
import type { Json } from "../../../util/json";
import type { HostSide } from "../../../cli/bot-client";
import { clip, MatchContext, Message, plain, PROTOCOL_V2, ReadReply, readReplyAs, startScores } from "../../../cli/bot-protocol";
import { createHtsBot } from "../bots/index";
import { CARDS } from "../engine/deck";
import { CLASSES } from "../engine/language";
import type { HtsAction } from "../engine/types";
import type { HtsView } from "../engine/view";
import { htsSafeMove } from "../moves";
import { htsActionOut, htsEndOf, HTS_KIND, HTS_VERBS, readHtsAction } from "../records";
import { htsStateOfView } from "./view-state";

export function htsActionJson(a: HtsAction): Message {
  return plain(htsActionOut(a)) as Message;
}

/** The box as the bot needs it: each card's id, kind, name and numbers, its text in the effect language. */
export function htsCardList(): Message[] {
  return CARDS.map((c) => {
    const card: Message = { id: c.id, kind: c.kind, name: c.name, text: c.text };
    if (c.cls >= 0) card.class = CLASSES[c.cls];
    if (c.kind === "hero") card.need = c.need;
    if (c.kind === "modifier") card.options = c.options.slice();
    if (c.kind === "monster") {
      card.slots = c.slots.map((k) => (k < 0 ? "any" : CLASSES[k]));
      card.slay = c.slay;
      card.fightBack = c.fightBack;
      card.penalty = c.penalty;
    }
    return card;
  });
}

export function htsStartMessage(v: HtsView, ctx: MatchContext): Message {
  return {
    type: "start",
    protocol: PROTOCOL_V2,
    game: HTS_KIND,
    seats: v.seats,
    seat: v.seat,
    cards: htsCardList(),
    scores: startScores(ctx),
    handNumber: ctx.handNumber,
  };
}

/** A move any seat made, as everyone saw it: the action with `kind` for `do` (a draw shows no card). */
export function htsEventMessage(a: HtsAction): Message {
  const { do: kind, ...rest } = htsActionJson(a);
  return { type: "event", kind, ...rest };
}

export function htsDecideMessage(v: HtsView, id: number): Message {
  return {
    type: "decide",
    id,
    phase: v.phase,
    active: v.active,
    points: v.points,
    bonus: v.bonus,
    hand: v.hand.slice(),
    handSizes: v.handSizes.slice(),
    parties: v.parties.map((p) => ({ leader: p.leader, heroes: p.heroes.slice(), items: p.items.slice(), slain: p.slain.slice() })),
    leadersLeft: v.leadersLeft.slice(),
    monsters: v.monsters.slice(),
    monsterDeck: v.monsterDeck,
    deck: v.deck,
    discard: v.discard.slice(),
    used: v.used.slice(),
    protect: v.protect.slice(),
    played: { ...v.played },
    window: { kind: v.window.kind, waiting: v.window.waiting.slice() },
    roll: { ...v.roll, dice: v.roll.dice.slice(), vsDice: v.roll.vsDice.slice() },
    prompt: { ...v.prompt },
    log: v.events.map((e) => ({ seat: e.seat, kind: e.kind, a: e.a, b: e.b })),
    legal: v.legal.map(htsActionJson),
  };
}

const int = (what: string) => z.number({ error: `must be ${what}` }).int({ error: `must be ${what}` });

/** A reply's shape (messages without the field's name: src/cli/bot-protocol.ts); the numbers are read by readHtsAction. */
export const htsReplySchema = z.object(
  {
    id: int("an integer").optional(),
    seat: int("a seat").optional(),
    do: z.enum(HTS_VERBS as [string, ...string[]], { error: `must be one of ${HTS_VERBS.join(", ")}` }),
    card: int("a card id").nullable().optional(),
    target: int("a card id or roll").nullable().optional(),
    option: int("an option").nullable().optional(),
  },
  { error: "not an object" },
);

function sameAction(a: HtsAction, b: HtsAction): boolean {
  return a.seat === b.seat && a.do === b.do && a.card === b.card && a.target === b.target && a.option === b.option;
}

/** Reads a bot's reply to a `decide`: the legal action it names, or why it is refused. */
export function readHtsReply(line: string, v: HtsView): ReadReply<HtsAction> {
  return readReplyAs(line, htsReplySchema, v.seat, (r) => {
    const a = readHtsAction({ ...r, seat: v.seat } as Json, v.seats);
    if (typeof a === "string") return { refused: `bad reply ${clip(line)}: ${a}` };
    for (const l of v.legal) if (sameAction(l, a)) return l;
    return { refused: `illegal action ${clip(line)}` };
  });
}

/** The table's move for a seat whose reply failed (moves.ts: pass, decline, end the turn). */
export function htsFallback(v: HtsView): HtsAction {
  const s = htsStateOfView(v);
  // The view is the host's own: it always stands for a state; the first legal move is the last resort.
  return typeof s === "string" ? v.legal[0] : htsSafeMove(s, v.seat);
}

/** Here to Slay at the host: one hand is the whole match; events are its moves (MatchContext.moves), in order. */
export const HTS_SIDE: HostSide<HtsView, HtsAction> = {
  catchUp(v, ctx, sent) {
    const out: Message[] = [];
    if (ctx.handNumber !== sent.hand) {
      sent.hand = ctx.handNumber;
      sent.events = 0;
      out.push(htsStartMessage(v, ctx));
    }
    const moves = (ctx.moves ?? []) as readonly HtsAction[];
    for (; sent.events < moves.length; sent.events++) out.push(htsEventMessage(moves[sent.events]));
    return out;
  },
  decide: (v, id) => htsDecideMessage(v, id),
  read: (line, v) => readHtsReply(line, v),
  handOver(v, ctx, sent) {
    const out = HTS_SIDE.catchUp(v, ctx, sent);
    out.push({ type: "event", kind: "result", winner: v.winner >= 0 ? v.winner : null, end: htsEndOf(v.events), slain: ctx.scores.slice(), leaders: v.parties.map((p) => p.leader) });
    return out;
  },
  actionJson: (a) => htsActionJson(a),
  seatOf: (v) => v.seat,
  fallback: (v) => htsFallback(v),
  replacement: (rng) => {
    const bot = createHtsBot("hard", rng);
    return { level: "hard", decide: (v) => bot.decide(v) };
  },
};
