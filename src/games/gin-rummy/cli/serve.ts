/**
 * `game-tables bot serve [--game gin-rummy] --level LEVEL [--seed S]`: one of our Gin Rummy bots
 * behind the bot protocol (docs/bot-protocol.md) on stdin/stdout (src/cli/bot-serve.ts), so it can
 * play in any host speaking it. The session rebuilds the seat's view from the messages, so the bot
 * decides from exactly what it would see at a table.
 */
import { z } from "zod";
import { botLevels, createBot, isBotLevel, playsSeats } from "../bots/index";
import type { Bot } from "../bots/bot";
import { Card, parseCard } from "../engine/cards";
import { createRng } from "../../../util/random";
import { GIN_KIND, readAction } from "../engine/record";
import { HOUSE_RULES, Rules, rulesForSeats, validateRules } from "../engine/rules";
import { handSize } from "../engine/hand";
import type { Action, PublicEvent } from "../engine/types";
import type { SeatView } from "../engine/view";
import type { Json } from "../../../util/json";
import type { BotSession } from "../../../cli/game-cli";
import { noStartYet, readServeLine } from "../../../cli/serve-line";
import { actionJson } from "./protocol";
import { checkDecide, DecideFacts } from "./decide-check";

const card = z.string().refine((s) => parseCard(s) >= 0, "not a card");
const seat = z.number().int().min(0).max(3);

const startSchema = z.object({
  type: z.literal("start"),
  /** Absent in two-player sessions (protocol 1); 3–4-player ones name the game and the seats. */
  game: z.string().optional(),
  seats: z.number().int().min(2).max(4).optional(),
  seat,
  dealer: seat,
  hand: z.array(card),
  upcard: card,
  knockLimit: z.number().int().min(0).max(10),
  multiplier: z.number().int().optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
  scores: z.array(z.number().int().min(0)).optional(),
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
  handSizes: z.array(z.number().int().min(0)).optional(),
  legal: z.array(z.unknown()).min(1),
});

const cardOf = (s: string | null | undefined): Card => (s === undefined || s === null ? -1 : parseCard(s));

/**
 * One Gin Rummy protocol session: lines in, reply lines out. Errors go to `log` and never end the
 * session. Two seats play `bot`; three or four play `multi` (when given).
 */
export class ServeSession implements BotSession {
  private readonly bot: Bot;
  private readonly multi: (() => Bot | string) | undefined;
  private readonly log: (line: string) => void;
  private seats = 2;
  private seat = 0;
  private dealer = 0;
  private rules: Rules = HOUSE_RULES;
  private upcard: Card = -1;
  private knockLimit = 10;
  private multiplier = 1;
  private scores: number[] | undefined = undefined;
  private history: PublicEvent[] = [];
  private pile: Card[] = [];
  private started = false;
  /** Why the last start was refused, while no start holds. */
  private refusedStart: string | undefined;
  ended = false;

  /** `multi`: the 3–4-player bot (made on first use), or why this level plays two only. */
  constructor(bot: Bot, log: (line: string) => void, multi?: () => Bot | string) {
    this.bot = bot;
    this.log = log;
    this.multi = multi;
  }

  /** Handles one line; returns the reply line for a `decide`, else undefined. */
  handle(line: string): string | undefined {
    const read = readServeLine(line, this.log);
    if (read === undefined) return undefined;
    const { raw, type } = read;
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
    const seats = p.success ? (p.data.seats ?? 2) : 2;
    const why = !p.success
      ? p.error.issues[0].message
      : p.data.game !== undefined && p.data.game !== GIN_KIND
        ? `game ${p.data.game}: this bot plays ${GIN_KIND}`
        : p.data.seat >= seats || p.data.dealer >= seats
          ? `seat and dealer must be 0..${seats - 1}`
          : p.data.hand.length !== handSize(seats, p.data.rules?.["mahjong"] === true)
            ? `hand: ${handSize(seats, p.data.rules?.["mahjong"] === true)} cards are dealt to ${seats} seats`
            : undefined;
    if (!p.success || why !== undefined) {
      // A start that cannot be played leaves no game to decide in: decides are refused until the next one.
      this.started = false;
      this.refusedStart = why;
      this.log(`bot serve: bad start message: ${why}`);
      return undefined;
    }
    this.refusedStart = undefined;
    const rules = validateRules(p.data.rules);
    if (!rules.ok) this.log(`bot serve: rules.${rules.error.field}: ${rules.error.reason}; playing house rules`);
    this.rules = rules.ok ? rules.rules : seats === 2 ? HOUSE_RULES : rulesForSeats(HOUSE_RULES, seats);
    this.seats = seats;
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
    const s = e.seat ?? 0;
    // A seat beyond this game's would break every later decide of the hand (its taken cards).
    if (s >= this.seats) {
      this.log(`bot serve: ${e.kind} event for seat ${s}, but the game has seats 0..${this.seats - 1}`);
      return undefined;
    }
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
    if (!this.started) return refuse(noStartYet(this.refusedStart));
    const d = p.data;
    const legal: Action[] = [];
    for (const item of d.legal) {
      const a = readAction(item as Json, this.seats);
      if (!("do" in a)) return refuse(`legal: ${a.message}`);
      legal.push(a);
    }
    const hand = d.hand.map(parseCard);
    const facts = {
      seat: this.seat,
      seats: this.seats,
      phase: d.phase,
      hand,
      drawn: cardOf(d.drawn),
      taken: cardOf(d.taken),
      topDiscard: cardOf(d.topDiscard),
      stockCount: d.stockCount,
      opponentCards: d.opponentCards ?? 10,
      handSizes: d.handSizes ?? [],
      legal,
      rules: this.rules,
      knockLimit: this.knockLimit,
    };
    const wrong = checkDecide(facts);
    if (wrong !== undefined) return refuse(wrong);
    let action: Action;
    try {
      const bot = this.seats === 2 ? this.bot : this.multi === undefined ? "this bot plays two players only" : this.multi();
      if (typeof bot === "string") return refuse(bot);
      action = bot.decide(this.view(facts));
    } catch (e) {
      // A bot bug must not end the session: the host hears why and plays on.
      return refuse(`the bot failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const reply: Record<string, unknown> = { id: d.id, ...actionJson(action) };
    if (d.id === undefined) delete reply.id;
    return JSON.stringify(reply);
  }

  /** The seat's view as a table would give it, from the messages so far and this decide. */
  private view(f: DecideFacts): SeatView {
    // Version 1 counts the other hand (opponentCards); version 2 sends every hand's size.
    const handSizes = this.seats === 2 ? (this.seat === 0 ? [f.hand.length, f.opponentCards] : [f.opponentCards, f.hand.length]) : f.handSizes.slice();
    return {
      seat: this.seat,
      rules: this.rules,
      dealer: this.dealer,
      phase: f.phase,
      turn: this.seat,
      hand: f.hand,
      handSizes,
      topDiscard: f.topDiscard,
      discardPile: this.pile.slice(),
      stockCount: f.stockCount,
      upcard: this.upcard,
      knockLimit: this.knockLimit,
      multiplier: this.multiplier,
      stockOnly: f.phase === "draw" && !f.legal.some((a) => a.do === "take"),
      justTaken: f.taken,
      justDrawn: f.drawn,
      history: this.history.slice(),
      legal: f.legal,
      result: undefined,
      scores: this.seatScores(),
    };
  }

  /** The `start`'s scores, one per seat (a missing one is 0), or undefined when it sent none. */
  private seatScores(): number[] | undefined {
    const given = this.scores;
    if (given === undefined) return undefined;
    const out: number[] = [];
    for (let s = 0; s < this.seats; s++) out.push(given[s] ?? 0);
    return out;
  }
}

/** A session of the Gin Rummy bot at `level` (one of BOT_LEVELS), two seats or three or four. */
export function serveGin(level: string, seed: number, log: (line: string) => void): ServeSession {
  if (!isBotLevel(level)) throw new Error(`not a Gin Rummy bot level: ${level}`);
  const rng = createRng(seed);
  // The 3–4-player bot shares the two-player one's random stream, as at tables (game.ts).
  let multi: Bot | undefined;
  const makeMulti = (): Bot | string => {
    if (!playsSeats(level, 3)) return `${level} plays two players only; 3–4 players: ${botLevels(3).join(", ")}`;
    multi = multi ?? createBot(level, rng);
    return multi;
  };
  return new ServeSession(createBot(level, rng), log, makeMulti);
}
