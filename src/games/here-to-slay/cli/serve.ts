/**
 * `game-tables bot serve --game here-to-slay`: one protocol session of a Here to Slay bot. Every
 * `decide` carries the seat's whole view, so the session keeps only what `start` said (game, seats,
 * seat). Each decide is checked before the bot thinks: it must stand for a real position
 * (view-state.ts: every card of the box in one place, the numbers agreeing) and its `legal` must be
 * exactly the moves the rules give there; it is answered with one line, an action or an error.
 */
import { z } from "zod";
import type { GameBot } from "../../game";
import type { BotSession } from "../../../cli/game-cli";
import { answerDecide, noStartYet, serveLine } from "../../../cli/serve-line";
import { EVENT_KINDS, type HtsAction } from "../engine/types";
import { STEP_VERBS } from "../engine/language";
import { legalHts } from "../engine/rules";
import { htsSeatView, type HtsView } from "../engine/view";
import { HTS_KIND, readHtsAction } from "../records";
import { htsActionJson } from "./protocol";
import { htsStateOfView, type ViewParts } from "./view-state";

const seat = z.number().int().min(-1).max(3);
const card = z.number().int().min(-1).max(999);
const cards = z.array(z.number().int());
const count = z.number().int().min(0).max(999);

const startSchema = z.object({
  type: z.literal("start"),
  game: z.string(),
  seats: z.number().int().min(2).max(4),
  seat: z.number().int().min(0).max(3),
});

const decideSchema = z.object({
  type: z.literal("decide"),
  id: z.number().int().optional(),
  phase: z.enum(["leaders", "play"]),
  active: z.number().int().min(0).max(3),
  points: count,
  bonus: count,
  hand: cards,
  handSizes: z.array(count),
  parties: z.array(z.object({ leader: card, heroes: cards, items: cards, slain: cards })),
  leadersLeft: cards,
  monsters: cards,
  monsterDeck: count,
  deck: count,
  discard: cards,
  used: cards,
  protect: z.array(z.boolean()),
  played: z.object({ card, seat, target: card }),
  window: z.object({ kind: z.enum(["none", "challenge", "modify"]), waiting: z.array(z.boolean()) }),
  roll: z.object({
    kind: z.enum(["effect", "attack", "challenge"]),
    seat,
    dice: z.array(z.number().int().min(1).max(6)).max(2),
    bonus: z.number().int().min(-99).max(99),
    mods: z.number().int().min(-999).max(999),
    subject: card,
    vsSeat: seat,
    vsDice: z.array(z.number().int().min(1).max(6)).max(2),
    vsBonus: z.number().int().min(-99).max(99),
    vsMods: z.number().int().min(-999).max(999),
  }),
  prompt: z.object({ seat, verb: z.enum([...STEP_VERBS, "roll?"]), n: z.number().int().min(0).max(9), source: card }),
  log: z.array(z.object({ seat, kind: z.enum(EVENT_KINDS), a: z.number().int(), b: z.number().int() })),
  legal: z.array(z.unknown()).min(1),
});

type Decide = z.infer<typeof decideSchema>;

function key(a: HtsAction): string {
  return `${a.do} ${a.card} ${a.target} ${a.option}`;
}

/** The seat's view the decide describes (its legal moves the rules'), or why it cannot be a real position. */
export function htsViewOfDecide(d: Decide, seats: number, at: number): HtsView | string {
  const parts: ViewParts = { ...d, seat: at, seats, events: d.log };
  const s = htsStateOfView(parts);
  if (typeof s === "string") return s;
  const want = legalHts(s, at);
  if (want.length === 0) return "legal: this seat has nothing to do in this position";
  const wanted = want.map(key);
  const listed: string[] = [];
  for (const item of d.legal) {
    const a = readHtsAction(item as never, seats);
    if (typeof a === "string") return `legal: ${a}`;
    if (a.seat !== at) return `legal: an action of seat ${a.seat}`;
    const k = key(a);
    if (listed.indexOf(k) >= 0) return `legal: ${JSON.stringify(item)} twice`;
    if (wanted.indexOf(k) < 0) return `legal: ${JSON.stringify(item)} is not allowed here`;
    listed.push(k);
  }
  for (let i = 0; i < want.length; i++) if (listed.indexOf(wanted[i]) < 0) return `legal: ${JSON.stringify(htsActionJson(want[i]))} is missing`;
  return htsSeatView(s, at);
}

export class HtsServeSession implements BotSession {
  private at: { seats: number; seat: number } | undefined;
  /** Why the last start was refused, while no start holds. */
  private refusedStart: string | undefined;
  ended = false;

  constructor(
    private readonly bot: GameBot<HtsView, HtsAction>,
    private readonly log: (line: string) => void,
  ) {}

  handle(line: string): string | undefined {
    return serveLine(line, this.log, { start: (raw) => this.onStart(raw), decide: (raw) => this.onDecide(raw), end: () => (this.ended = true) });
  }

  private onStart(raw: unknown): void {
    const p = startSchema.safeParse(raw);
    const why = !p.success
      ? `${p.error.issues[0].path.join(".")}: ${p.error.issues[0].message}`
      : p.data.game !== HTS_KIND
        ? `game ${p.data.game}: this bot plays ${HTS_KIND}`
        : p.data.seat >= p.data.seats
          ? `seat must be 0..${p.data.seats - 1}`
          : undefined;
    if (!p.success || why !== undefined) {
      this.at = undefined;
      this.refusedStart = why;
      this.log(`bot serve: bad start message: ${why}`);
      return;
    }
    this.refusedStart = undefined;
    this.at = { seats: p.data.seats, seat: p.data.seat };
  }

  private onDecide(raw: unknown): string {
    return answerDecide(raw, this.log, () => {
      const p = decideSchema.safeParse(raw);
      if (!p.success) return `${p.error.issues[0].path.join(".")}: ${p.error.issues[0].message}`;
      if (this.at === undefined) return noStartYet(this.refusedStart);
      const view = htsViewOfDecide(p.data, this.at.seats, this.at.seat);
      return typeof view === "string" ? view : htsActionJson(this.bot.decide(view));
    });
  }
}
