/**
 * What every game's side of the bot protocol shares (docs/bot-protocol.md): the message type, the
 * match context a host tells its seats, the `match` event, and replies read the one way: JSON, an
 * error line as a refusal, the game's reply schema (zod, at this Node edge), the seat, then the
 * legal action it names. Each game's messages live in its folder (src/games/<game>/cli/protocol*.ts).
 */
import { z } from "zod";
import type { Out } from "../util/json";

/** Version 2: `start` names the game and the seats (version 1 is the first game's two-player protocol, which names neither). */
export const PROTOCOL_V2 = 2;

export type Message = Record<string, unknown>;

/** A value of the portable JSON writer (src/util/json.ts, keys in order) as a plain object for JSON.stringify. */
export function plain(v: Out): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(plain);
  const out: Record<string, unknown> = {};
  for (const [k, x] of v.entries) out[k] = plain(x);
  return out;
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
  /** Every move of the running hand so far, any seat's (for games whose views carry no history). */
  moves?: readonly unknown[];
}

/** The scores a hand's `start` says: those before the hand, whenever it is sent. */
export function startScores(ctx: MatchContext): number[] {
  return (ctx.dealtScores ?? ctx.scores).slice();
}

export function matchMessage(winner: number, scores: readonly number[]): Message {
  return { type: "event", kind: "match", winner, scores: scores.slice() };
}

/** A reply read: the legal action it stands for, or why it is refused; `id` as the reply echoed it. */
export type ReadReply<A> = { ok: true; action: A; id: number | undefined } | { ok: false; error: string; id: number | undefined };

/** What every game's reply schema checks besides its action: the echoed id, and the seat (may be left out). */
export interface ReplyFields {
  id?: number;
  seat?: number;
}

/** `{"id":N,"error":"..."}`: the bot could not act on the decision (bot serve refuses impossible ones). */
const refusalSchema = z.object({ id: z.number().int().optional(), error: z.string() });

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

/**
 * A bot's reply to a `decide`, read as every game reads one: JSON; an error line is a refusal;
 * `schema` (the game's, its messages without the field's name) checks the shape; a reply for
 * another seat is refused; then `act` gives the legal action the reply names, or why none (the
 * whole reason, e.g. `illegal action ...`).
 */
export function readReplyAs<R extends ReplyFields, A>(line: string, schema: z.ZodType<R>, seat: number, act: (reply: R) => A | { refused: string }): ReadReply<A> {
  const json = replyJson(line);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join(".");
    return { ok: false, error: `bad reply ${clip(line)}: ${field === "" ? "" : `${field} `}${issue.message}`, id: undefined };
  }
  const r = parsed.data;
  if (r.seat !== undefined && r.seat !== seat) return { ok: false, error: `reply for seat ${r.seat}, but the bot sits in seat ${seat}`, id: r.id };
  const a = act(r);
  if (typeof a === "object" && a !== null && "refused" in a) return { ok: false, error: a.refused, id: r.id };
  return { ok: true, action: a as A, id: r.id };
}

export function clip(line: string): string {
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
