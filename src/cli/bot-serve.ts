/**
 * `game-tables bot serve --level LEVEL [--seed S]`: one of our bots behind the bot protocol
 * (docs/bot-protocol.md) on stdin/stdout, so it can play in any host speaking it. The session
 * rebuilds the seat's view from the messages, so the bot decides from exactly what it would see
 * at a table.
 */
import { z } from "zod";
import { BOT_LEVELS, createBot, isBotLevel } from "../games/gin-rummy/bots/index";
import type { Bot } from "../games/gin-rummy/bots/bot";
import { Card, parseCard } from "../games/gin-rummy/engine/cards";
import { bestArrangement } from "../games/gin-rummy/engine/melds";
import { createRng } from "../util/random";
import { readAction } from "../games/gin-rummy/engine/record";
import { HOUSE_RULES, Rules, validateRules } from "../games/gin-rummy/engine/rules";
import type { Action, Phase, PublicEvent, Seat } from "../games/gin-rummy/engine/types";
import type { SeatView } from "../games/gin-rummy/engine/view";
import type { Json } from "../util/json";
import { actionJson } from "./bot-protocol";
import { checkDecide } from "./decide-check";
import { readLines, TOO_LONG } from "./read-lines";
import type { Command } from "./commands";

const card = z.string().refine((s) => parseCard(s) >= 0, "not a card");
const seat = z.union([z.literal(0), z.literal(1)]);

const startSchema = z.object({
  type: z.literal("start"),
  seat,
  dealer: seat,
  hand: z.array(card).length(10),
  upcard: card,
  knockLimit: z.number().int().min(0).max(10),
  multiplier: z.number().int().optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
  scores: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
});

const eventSchema = z.object({
  type: z.literal("event"),
  kind: z.string(),
  seat: seat.nullable().optional(),
  card: card.optional(),
  stock: z.number().int().optional(),
});

const decideSchema = z.object({
  type: z.literal("decide"),
  id: z.number().int().optional(),
  phase: z.enum(["firstUpcard", "draw", "discard"]),
  hand: z.array(card),
  drawn: card.nullable().optional(),
  taken: card.nullable().optional(),
  topDiscard: card.nullable().optional(),
  stockCount: z.number().int().min(0),
  opponentCards: z.number().int().min(0).optional(),
  legal: z.array(z.unknown()).min(1),
});

const cardOf = (s: string | null | undefined): Card => (s === undefined || s === null ? -1 : parseCard(s));

/** One protocol session: lines in, reply lines out. Errors go to `log` and never end the session. */
export class ServeSession {
  private readonly bot: Bot;
  private readonly log: (line: string) => void;
  private seat: Seat = 0;
  private dealer: Seat = 0;
  private rules: Rules = HOUSE_RULES;
  private upcard: Card = -1;
  private knockLimit = 10;
  private multiplier = 1;
  private scores: [number, number] | undefined = undefined;
  private history: PublicEvent[] = [];
  private pile: Card[] = [];
  private started = false;
  ended = false;

  constructor(bot: Bot, log: (line: string) => void) {
    this.bot = bot;
    this.log = log;
  }

  /** Handles one line; returns the reply line for a `decide`, else undefined. */
  handle(line: string): string | undefined {
    if (line.trim() === "") return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      this.log(`bot serve: ignored malformed JSON: ${line.slice(0, 80)}`);
      return undefined;
    }
    const type = typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined;
    if (type === "start") return this.onStart(raw);
    if (type === "event") return this.onEvent(raw);
    if (type === "decide") return this.onDecide(raw);
    if (type === "end") {
      this.ended = true;
      return undefined;
    }
    this.log(`bot serve: ignored a message of unknown type ${JSON.stringify(type)}`);
    return undefined;
  }

  private onStart(raw: unknown): undefined {
    const p = startSchema.safeParse(raw);
    if (!p.success) {
      this.log(`bot serve: bad start message: ${p.error.issues[0].message}`);
      return undefined;
    }
    const rules = validateRules(p.data.rules);
    if (!rules.ok) this.log(`bot serve: rules.${rules.error.field}: ${rules.error.reason}; playing house rules`);
    this.rules = rules.ok ? rules.rules : HOUSE_RULES;
    this.seat = p.data.seat;
    this.dealer = p.data.dealer;
    this.upcard = parseCard(p.data.upcard);
    this.knockLimit = p.data.knockLimit;
    this.multiplier = p.data.multiplier ?? 1;
    this.scores = p.data.scores;
    this.history = [];
    this.pile = [this.upcard];
    this.started = true;
    return undefined;
  }

  private onEvent(raw: unknown): undefined {
    const p = eventSchema.safeParse(raw);
    if (!p.success) {
      this.log(`bot serve: bad event: ${p.error.issues[0].message}`);
      return undefined;
    }
    const e = p.data;
    const s: Seat = e.seat === 1 ? 1 : 0;
    const c = cardOf(e.card);
    if ((e.kind === "pass" || e.kind === "take" || e.kind === "discard") && c < 0) {
      this.log(`bot serve: ${e.kind} event without a card`);
      return undefined;
    }
    if (e.kind === "pass") this.history.push({ seat: s, kind: "pass", card: c });
    else if (e.kind === "take") {
      this.history.push({ seat: s, kind: "take", card: c });
      this.pile.pop();
    } else if (e.kind === "stock") this.history.push({ seat: s, kind: "stock" });
    else if (e.kind === "discard") {
      this.history.push({ seat: s, kind: "discard", card: c });
      this.pile.push(c);
    } else if (e.kind === "reshuffle") {
      this.history.push({ seat: s, kind: "reshuffle", stock: e.stock ?? 0 });
      this.pile.splice(0, this.pile.length - 1);
    }
    // knock, gin, bigGin, layoff, result and match need nothing: the next hand starts afresh.
    return undefined;
  }

  /** Exactly one reply line: the bot's action, or `{"id":N,"error":"..."}` when the message is refused. */
  private onDecide(raw: unknown): string {
    const rawId = (raw as { id?: unknown }).id;
    const id = typeof rawId === "number" && Number.isInteger(rawId) ? rawId : undefined;
    const refuse = (why: string): string => {
      this.log(`bot serve: refused decide${id === undefined ? "" : ` ${id}`}: ${why}`);
      return JSON.stringify(id === undefined ? { error: why } : { id, error: why });
    };
    const p = decideSchema.safeParse(raw);
    if (!p.success) return refuse(`${p.error.issues[0].path.join(".")}: ${p.error.issues[0].message}`);
    if (!this.started) return refuse("no start message yet: the bot does not know its seat or the rules");
    const d = p.data;
    const legal: Action[] = [];
    for (const item of d.legal) {
      const a = readAction(item as Json);
      if (!("do" in a)) return refuse(`legal: ${a.message}`);
      legal.push(a);
    }
    const hand = d.hand.map(parseCard);
    const phase: Phase = d.phase;
    const facts = {
      seat: this.seat,
      phase: d.phase,
      hand,
      drawn: cardOf(d.drawn),
      taken: cardOf(d.taken),
      topDiscard: cardOf(d.topDiscard),
      stockCount: d.stockCount,
      opponentCards: d.opponentCards ?? 10,
      legal,
      rules: this.rules,
      knockLimit: this.knockLimit,
    };
    const wrong = checkDecide(facts);
    if (wrong !== undefined) return refuse(wrong);
    const view: SeatView = {
      seat: this.seat,
      rules: this.rules,
      dealer: this.dealer,
      phase,
      turn: this.seat,
      hand,
      arrangement: bestArrangement(hand),
      opponentCards: facts.opponentCards,
      topDiscard: facts.topDiscard,
      discardPile: this.pile.slice(),
      stockCount: d.stockCount,
      upcard: this.upcard,
      knockLimit: this.knockLimit,
      multiplier: this.multiplier,
      stockOnly: phase === "draw" && !legal.some((a) => a.do === "take"),
      justTaken: facts.taken,
      justDrawn: facts.drawn,
      history: this.history.slice(),
      legal,
      result: undefined,
      scores: this.scores,
    };
    let action: Action;
    try {
      action = this.bot.decide(view);
    } catch (e) {
      // A bot bug must not end the session: the host hears why and plays on.
      return refuse(`the bot failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const reply: Record<string, unknown> = { id: d.id, ...actionJson(action) };
    if (d.id === undefined) delete reply.id;
    return JSON.stringify(reply);
  }
}

const USAGE = `usage: game-tables bot serve --level ${BOT_LEVELS.join("|")} [--seed S]`;

export const botCommand: Command = {
  name: "bot",
  summary: "bot serve --level LEVEL [--seed S]: a built-in bot on stdin/stdout (docs/bot-protocol.md)",
  async run(args) {
    const [sub, ...rest] = args;
    let level = "";
    let seed = 1;
    for (let i = 0; i < rest.length; i += 2) {
      if (rest[i] === "--level") level = rest[i + 1] ?? "";
      else if (rest[i] === "--seed" && Number.isInteger(Number(rest[i + 1]))) seed = Number(rest[i + 1]);
      else {
        console.error(`unknown or bad option ${rest[i]}\n${USAGE}`);
        return 2;
      }
    }
    if (sub !== "serve" || !isBotLevel(level)) {
      console.error(USAGE);
      return 2;
    }
    const session = new ServeSession(createBot(level, createRng(seed)), (line) => console.error(line));
    await new Promise<void>((resolve) => {
      const stop = readLines(process.stdin, {
        line: (text) => {
          if (session.ended) return;
          const reply = session.handle(text);
          if (reply !== undefined) process.stdout.write(`${reply}\n`);
          if (session.ended) {
            stop();
            resolve();
          }
        },
        tooLong: () => console.error(`bot serve: ignored a line ${TOO_LONG}`),
        end: resolve,
      });
      process.stdin.on("error", () => resolve());
    });
    process.stdin.pause();
    return 0;
  },
};
