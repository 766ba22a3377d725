/** Play: moves, turn timers, the next deal, bots at the table, and the one way a match ends. */
import { msg } from "../i18n/index";
import { rngFromWords } from "../util/random";
import { createSafely, decideSafely } from "./bot-calls";
import type { Live, TableContext } from "./context";
import { REFUSE } from "./context";
import type { EndReason, LiveMatch, TableRecord } from "./records";
import { emptySeat } from "./records";
import type { TableScreens } from "./screens";
import type { Outcome, Seat } from "./types";

/**
 * A seat abandoned past its grace loses the match, but the stakes go back: nobody wins items
 * because the other player's connection dropped.
 */
export function settlesByRefund(reason: EndReason): boolean {
  return reason === "forfeit";
}

export class Play {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
  ) {}

  /** `a` is the game's action for `seat` (parsed from the seat's button). */
  move(live: Live, seat: Seat, a: unknown): Outcome {
    const m = live.rec.match as LiveMatch;
    if (m.paused) return REFUSE(msg("tables.error.illegal"));
    const game = this.ctx.game(live.rec);
    if (game.actionSeat(a) !== seat) return REFUSE(msg("tables.error.illegal"));
    const next = game.apply(m.state, a);
    if (next === undefined) return REFUSE(msg("tables.error.illegal"));
    m.state = next;
    // A move of one's own: the player is at the table.
    live.timeouts[seat] = 0;
    this.afterMove(live);
    return { ok: true };
  }

  private afterMove(live: Live): void {
    const m = live.rec.match as LiveMatch;
    const game = this.ctx.game(live.rec);
    const result = game.result(m.state);
    if (result !== undefined) {
      this.endMatch(live, result.winner === 1 ? 1 : 0, "score");
      return;
    }
    const hand = game.handOver(m.state);
    if (hand !== undefined) {
      m.handOverAt = this.ctx.ports.clock.now();
      m.deadline = -1;
      live.next = [false, false];
      if (hand.winner === 0 || hand.winner === 1) this.ctx.note(live, msg("tables.hand.won", { name: this.ctx.seatName(live.rec, hand.winner), points: hand.points }));
    } else this.armTurn(live);
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /** Starts the timer (or the bot's delay) for the seat to move. */
  armTurn(live: Live): void {
    const m = live.rec.match;
    if (m === undefined) return;
    const now = this.ctx.ports.clock.now();
    live.warned = 0;
    const turn = this.ctx.game(live.rec).turn(m.state);
    if (turn !== 0 && turn !== 1) {
      m.deadline = -1;
      return;
    }
    if (live.rec.seats[turn].bot !== "") {
      m.deadline = -1;
      live.botDue = now + this.ctx.config.botDelayMs;
    } else m.deadline = now + this.ctx.config.turnSeconds * 1000;
  }

  maybeNextHand(live: Live, timedOut: boolean): void {
    const rec = live.rec;
    const m = rec.match;
    const game = this.ctx.game(rec);
    if (m === undefined || game.handOver(m.state) === undefined || game.result(m.state) !== undefined) return;
    if (!timedOut) {
      for (const seat of [0, 1] as const) if (rec.seats[seat].bot === "" && !live.next[seat]) {
        this.screens.refresh(live);
        return;
      }
    }
    const next = game.nextHand(m.state);
    if (next === undefined) return;
    m.state = next;
    m.handOverAt = -1;
    live.next = [false, false];
    this.armTurn(live);
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /**
   * The one way a match ends. The table record with the result is the commit point: written
   * before the pot moves, so start-up finishes a payout the crash interrupted and never pays twice.
   */
  endMatch(live: Live, winner: 0 | 1, reason: EndReason): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const game = this.ctx.game(rec);
    const result = game.result(m.state);
    const totals: [number, number] = result !== undefined ? [result.totals[0], result.totals[1]] : [game.scores(m.state)[0], game.scores(m.state)[1]];
    rec.last = { matchId: m.id, winner, reason, totals, match: m.state };
    rec.match = undefined;
    live.bots = [undefined, undefined];
    this.clearSeatsAfterMatch(rec);
    this.ctx.save(live);
    if (m.escrow) {
      if (settlesByRefund(reason)) this.ctx.escrow.refund(m.id);
      else this.ctx.escrow.pay(m.id, winner);
    }
    this.screens.refresh(live);
  }

  clearSeatsAfterMatch(rec: TableRecord): void {
    for (const seat of [0, 1] as const) {
      const s = rec.seats[seat];
      s.ready = false;
      s.offer = [];
      if (s.player !== "" && (s.away >= 0 || !this.ctx.ports.players.isOnline(s.player))) {
        rec.seats[seat] = emptySeat();
      }
    }
  }

  /**
   * The turn timer ran out: forfeit, or the safe move in the player's place. True when that ended
   * the config's awayAfterTimeouts-th turn in a row the timer played: the caller treats the seat as away.
   */
  timeout(live: Live, seat: Seat): boolean {
    if (this.ctx.config.onTimeout === "forfeit") {
      this.endMatch(live, seat === 0 ? 1 : 0, "timeout");
      return false;
    }
    const m = live.rec.match as LiveMatch;
    const game = this.ctx.game(live.rec);
    const a = game.safeMove(m.state, seat);
    this.ctx.ports.messages.tell(live.rec.seats[seat].player, msg("tables.turn.auto"));
    const next = game.apply(m.state, a);
    if (next === undefined) return false;
    m.state = next;
    // Counted per turn the timer finished for the player (a draw it made still leaves the discard).
    if (game.turn(m.state) !== seat) live.timeouts[seat]++;
    this.afterMove(live);
    const limit = this.ctx.config.awayAfterTimeouts;
    return limit > 0 && live.timeouts[seat] >= limit && live.rec.match === m;
  }

  /** A bot's move, checked like a human's; a bot that throws or answers nonsense gets the safe move. */
  botMove(live: Live, seat: Seat): void {
    const m = live.rec.match as LiveMatch;
    let bot = live.bots[seat];
    if (bot === undefined) {
      this.makeBots(live);
      bot = live.bots[seat];
    }
    const game = this.ctx.game(live.rec);
    let a: unknown = undefined;
    if (bot !== undefined) a = decideSafely(game, bot, m.state, seat);
    let next = a !== undefined && game.actionSeat(a) === seat ? game.apply(m.state, a) : undefined;
    if (next === undefined) next = game.apply(m.state, game.safeMove(m.state, seat));
    if (next === undefined) return;
    m.state = next;
    this.afterMove(live);
  }

  makeBots(live: Live): void {
    const rec = live.rec;
    for (const seat of [0, 1] as const) {
      const level = rec.seats[seat].bot;
      if (level === "" || live.bots[seat] !== undefined) continue;
      // Each bot gets its own secure stream: its choices cannot be predicted from the deal.
      const w = this.ctx.ports.random.words(4);
      const made = createSafely(this.ctx.bots(rec), level, rngFromWords(w[0], w[1], w[2], w[3]));
      live.bots[seat] = made;
    }
    live.botDue = this.ctx.ports.clock.now() + this.ctx.config.botDelayMs;
  }
}
