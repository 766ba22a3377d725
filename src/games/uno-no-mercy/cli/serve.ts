/**
 * `bot serve --game uno-no-mercy`: one protocol session of an Uno No Mercy bot. Every `decide` is
 * self-contained, so the session keeps only what `start` said (seat, rules); each decide is
 * checked (decide-check.ts) and answered with one line, an action or an error.
 */
import { z } from "zod";
import type { UnoBot } from "../bots/bot";
import { NO_MERCY_RULES } from "../engine/rules";
import { readUnoRules, UNO_KIND } from "../record";
import type { Json } from "../../../util/json";
import type { BotSession } from "../../../cli/game-cli";
import { answerDecide, noStartYet, serveLine } from "../../../cli/serve-line";
import { UnoDecide, UnoSeat, unoViewOfDecide } from "./decide-check";
import { unoActionJson } from "./protocol";

const seat = z.number().int().min(0).max(3);

const startSchema = z.object({
  type: z.literal("start"),
  game: z.string(),
  seats: z.number().int().min(2).max(4),
  seat,
  dealer: seat,
  rules: z.record(z.string(), z.unknown()).optional(),
  handNumber: z.number().int().min(1).optional(),
});

const decideSchema = z.object({
  type: z.literal("decide"),
  id: z.number().int().optional(),
  phase: z.enum(["play", "drawn", "roulette"]),
  turn: seat,
  hand: z.array(z.string()),
  handSizes: z.array(z.number().int().min(0)),
  out: z.array(z.boolean()),
  discard: z.array(z.string()),
  drawCount: z.number().int().min(0),
  colour: z.string(),
  direction: z.union([z.literal(1), z.literal(-1)]),
  pending: z.number().int().min(0),
  pendingValue: z.number().int().min(0),
  drawn: z.string().nullable(),
  unoOpen: seat.nullable(),
  scores: z.array(z.number().int().min(0)),
  legal: z.array(z.unknown()).min(1),
});

export class UnoServeSession implements BotSession {
  private readonly bot: UnoBot;
  private readonly log: (line: string) => void;
  private at: UnoSeat | undefined;
  /** Why the last start was refused, while no start holds. */
  private refusedStart: string | undefined;
  ended = false;

  constructor(bot: UnoBot, log: (line: string) => void) {
    this.bot = bot;
    this.log = log;
  }

  /** Handles one line; returns the reply line for a `decide`, else undefined. */
  handle(line: string): string | undefined {
    return serveLine(line, this.log, { start: (raw) => this.onStart(raw), decide: (raw) => this.onDecide(raw), end: () => (this.ended = true) });
  }

  private onStart(raw: unknown): void {
    const p = startSchema.safeParse(raw);
    const why = !p.success
      ? `${p.error.issues[0].path.join(".")}: ${p.error.issues[0].message}`
      : p.data.game !== UNO_KIND
        ? `game ${p.data.game}: this bot plays ${UNO_KIND}`
        : p.data.seat >= p.data.seats || p.data.dealer >= p.data.seats
          ? `seat and dealer must be 0..${p.data.seats - 1}`
          : undefined;
    const rules = p.success ? readUnoRules(p.data.rules as Json | undefined) : NO_MERCY_RULES;
    if (!p.success || why !== undefined || typeof rules === "string") {
      this.at = undefined;
      this.refusedStart = why ?? (rules as string);
      this.log(`bot serve: bad start message: ${this.refusedStart}`);
      return;
    }
    this.refusedStart = undefined;
    this.at = { rules, seats: p.data.seats, seat: p.data.seat, dealer: p.data.dealer, handNumber: p.data.handNumber ?? 1 };
  }

  private onDecide(raw: unknown): string {
    return answerDecide(raw, this.log, () => {
      const p = decideSchema.safeParse(raw);
      if (!p.success) return `${p.error.issues[0].path.join(".")}: ${p.error.issues[0].message}`;
      if (this.at === undefined) return noStartYet(this.refusedStart);
      const view = unoViewOfDecide(p.data as UnoDecide, this.at);
      return typeof view === "string" ? view : unoActionJson(this.bot.decide(view));
    });
  }
}
