/** Seats and presence: sitting down, getting up, leaving and coming back, the grace period. */
import { msg } from "../../i18n/message";
import type { Live, TableContext } from "../context";
import { fill, REFUSE } from "../context";
import type { Play } from "./play";
import type { PlayerId, TableId } from "../ports";
import { emptySeat, seatChanged } from "../persistence/records";
import type { TableRecord } from "../persistence/records";
import type { TableScreens } from "./screens";
import { reconcileStakes } from "../items/stakes";
import type { Outcome, Seat } from "../types";

export class Presence {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly play: Play,
  ) {}

  sit(tableId: TableId, seat: number, player: PlayerId): Outcome {
    const ctx = this.ctx;
    const live = ctx.tables.get(tableId);
    if (live === undefined) return ctx.refuse(player, msg("tables.error.no_table"));
    if (typeof seat !== "number" || Math.floor(seat) !== seat || seat < 0 || seat >= live.rec.seats.length) return ctx.refuse(player, msg("tables.error.seat_taken"));
    const rec = live.rec;
    let here = ctx.seatOf(rec, player);
    if (here !== -1 && here !== seat && mayFollow(rec, here, seat)) {
      if (!this.leaveOtherTables(player, tableId)) return ctx.refuse(player, msg("tables.error.already_seated"));
      this.moveSeat(live, here, seat);
      here = seat;
    }
    if (here === seat) {
      if (!this.leaveOtherTables(player, tableId)) return ctx.refuse(player, msg("tables.error.already_seated"));
      rec.seats[seat].kept = false;
      this.comeBack(live, seat);
      this.screens.open(player, live);
      return { ok: true };
    }
    if (here !== -1) return ctx.refuse(player, msg("tables.error.already_seated"));
    if (!this.leaveOtherTables(player, tableId)) return ctx.refuse(player, msg("tables.error.already_seated"));
    const s = rec.seats[seat];
    const m = rec.match;
    if (m !== undefined) {
      const ms = m.at.indexOf(seat);
      if (ms < 0) return ctx.refuse(player, msg("tables.error.match_running"));
      const want = m.reserved[ms];
      if (want.bot !== "" || want.player !== player) {
        return ctx.refuse(player, msg("tables.error.seat_reserved", { name: want.bot !== "" ? want.bot : ctx.name(want.player) }));
      }
      s.player = player;
      s.kept = false;
      this.comeBack(live, seat);
      this.screens.open(player, live);
      return { ok: true };
    }
    if (s.player !== "") return ctx.refuse(player, msg("tables.error.seat_taken"));
    if (s.bot !== "") live.bots[seat] = undefined;
    rec.seats[seat] = { player, bot: "", ready: false, away: -1, offer: [], kept: false, sub: "" };
    seatChanged(rec, seat);
    for (let i = 0; i < rec.seats.length; i++) {
      if (i === seat) continue;
      const other = rec.seats[i];
      if (other.bot !== "") {
        // A human took a chair: the last bot match is over, so the bots leave.
        rec.seats[i] = emptySeat();
        live.bots[i] = undefined;
        seatChanged(rec, i);
      }
      other.ready = false;
    }
    ctx.save(live);
    this.screens.open(player, live);
    this.screens.refresh(live);
    return { ok: true };
  }

  /**
   * A match seat follows its player to a free side of the table: the chairs a match was dealt at
   * need not be the ones its players sit on again (a table upgraded from two seats to four, a
   * board resumed on the table's first sides, a chair moved during a pause). Escrow, snapshot and
   * game keep the match seat; only its side of the table (LiveMatch.at) changes.
   */
  private moveSeat(live: Live, from: Seat, to: Seat): void {
    const rec = live.rec;
    const m = rec.match!;
    m.at[m.at.indexOf(from)] = to;
    swap(rec.seats, from, to);
    swap(live.bots, from, to);
    swap(live.next, from, to);
    swap(live.timeouts, from, to);
    swap(live.idle, from, to);
    this.ctx.save(live);
  }

  /** The player got up. Between matches the seat is freed; during a match the grace period starts. */
  stand(player: PlayerId): void {
    for (const live of this.ctx.tables.values()) {
      const seat = this.ctx.seatOf(live.rec, player);
      if (seat !== -1) this.leaveSeat(live, seat, true);
    }
  }

  join(player: PlayerId): void {
    const ctx = this.ctx;
    for (const r of ctx.escrow.resumeFor(player)) reconcileStakes(ctx, r);
    for (const live of ctx.tables.values()) {
      const seat = ctx.seatOf(live.rec, player);
      if (seat === -1 || live.rec.match === undefined || live.rec.seats[seat].kept) continue;
      // Back at one table at most: a second kept seat waits for the player to sit there.
      if (this.presentElsewhere(player, live.rec.id)) continue;
      this.comeBack(live, seat);
      // Back in the seat: the table's screen opens at once, as sitting down opens it (the turn
      // timer of a returning player's turn starts afresh in comeBack).
      if (ctx.present(live.rec.seats[seat])) this.screens.open(player, live);
    }
    const waiting = ctx.mailbox(player);
    if (waiting.length > 0) {
      let n = 0;
      for (const s of waiting) n += s.count;
      ctx.ports.messages.tell(player, msg("tables.mail.have", { count: n }));
    }
  }

  leave(player: PlayerId): void {
    this.ctx.dropViewer(player);
    for (const live of this.ctx.tables.values()) {
      const seat = this.ctx.seatOf(live.rec, player);
      if (seat !== -1) this.leaveSeat(live, seat, false);
    }
  }

  leaveSeat(live: Live, seat: Seat, online: boolean): void {
    const ctx = this.ctx;
    const rec = live.rec;
    const s = rec.seats[seat];
    if (rec.match !== undefined) {
      if (s.away < 0) {
        s.away = ctx.ports.clock.now();
        ctx.save(live);
        ctx.note(live, msg("tables.away", { name: ctx.name(s.player), seconds: ctx.config.graceSeconds }));
        this.screens.refresh(live);
      }
      return;
    }
    rec.seats[seat] = emptySeat();
    seatChanged(rec, seat);
    let humans = 0;
    let bots = 0;
    for (const other of rec.seats) {
      other.ready = false;
      if (other.player !== "") humans++;
      if (other.bot !== "") bots++;
    }
    // The last human left: the bots leave with it (and a result against them stays on show).
    if (humans === 0 && bots > 0) {
      for (let i = 0; i < rec.seats.length; i++) rec.seats[i] = emptySeat();
      live.bots = fill(rec.seats.length, undefined);
    }
    if (humans === 0 && bots === 0) rec.last = undefined;
    ctx.save(live);
    if (online) this.screens.close(s.player);
    this.screens.refresh(live);
  }

  /** "I'm back" from a player the turn timer marked away while it sat at the table. */
  back(live: Live, seat: Seat): void {
    if (live.idle[seat]) this.comeBack(live, seat);
  }

  private comeBack(live: Live, seat: Seat): void {
    const ctx = this.ctx;
    const rec = live.rec;
    const s = rec.seats[seat];
    if (rec.match === undefined || s.away < 0) return;
    if (!ctx.ports.players.isOnline(s.player)) return;
    s.away = -1;
    live.idle[seat] = false;
    live.timeouts[seat] = 0;
    const m = rec.match;
    if (s.sub !== "") {
      // The stand-in bot (absent policy "bot") gives the seat back; the player's turn starts afresh.
      s.sub = "";
      live.bots[seat] = undefined;
      if (!m.paused && ctx.tableSeat(rec, this.ctx.game(rec).rules.turn(m.state)) === seat) this.play.armTurn(live);
    }
    // A window's timer is the window's, not the returner's turn.
    if (!m.paused && m.deadline >= 0 && this.play.asked(live).length === 0 && ctx.tableSeat(rec, this.ctx.game(rec).rules.turn(m.state)) === seat) {
      m.deadline = ctx.ports.clock.now() + ctx.config.turnSeconds * 1000;
      live.warned = 0;
    }
    ctx.save(live);
    // "Left the table; the seat is kept" is over: it stayed on after the returner's first move.
    const name = ctx.name(s.player);
    live.notes = live.notes.filter((n) => n.key !== "tables.away" || n.params === undefined || n.params["name"] !== name);
    ctx.note(live, msg("tables.back", { name }));
    this.tryUnpause(live);
    this.screens.refresh(live);
  }

  /** A paused match goes on once every reserved human is back in its seat. */
  tryUnpause(live: Live): void {
    const m = live.rec.match;
    if (m === undefined || !m.paused || awaitedSeats(this.ctx, live.rec).length > 0) return;
    m.paused = false;
    this.play.armTurn(live);
    this.ctx.save(live);
  }

  /** The player in `seat` ends its paused match: no winner, every stake back to its owner (docs/tables.md). */
  endPaused(live: Live, seat: Seat): Outcome {
    if (!mayEndPaused(this.ctx, live, seat)) return REFUSE(msg("tables.error.illegal"));
    this.play.callOff(live, msg("tables.match.ended_paused", { name: this.ctx.name(live.rec.seats[seat].player) }));
    return { ok: true };
  }

  private presentElsewhere(player: PlayerId, tableId: TableId): boolean {
    for (const live of this.ctx.tables.values()) {
      if (live.rec.id === tableId) continue;
      const seat = this.ctx.seatOf(live.rec, player);
      if (seat !== -1 && this.ctx.present(live.rec.seats[seat])) return true;
    }
    return false;
  }

  /**
   * The player sat down somewhere else, so it left any other table: a lobby seat is freed; a seat
   * in a running match is not given up by walking away (false: the sit is refused).
   */
  private leaveOtherTables(player: PlayerId, tableId: TableId): boolean {
    for (const live of this.ctx.tables.values()) {
      if (live.rec.id === tableId) continue;
      const seat = this.ctx.seatOf(live.rec, player);
      if (seat === -1) continue;
      if (live.rec.match !== undefined) {
        // A seat kept for a match elsewhere while the player is away does not block (a paused
        // match waits); a seat the player is actually in does.
        if (live.rec.seats[seat].away < 0) return false;
        continue;
      }
      this.leaveSeat(live, seat, false);
    }
    return true;
  }
}

/**
 * The match seats (in match order) a paused match waits for: each of its humans not back in its
 * seat (a bot, a seat a bot stands in for, and a seat out of the match wait for no one).
 */
export function awaitedSeats(ctx: TableContext, rec: TableRecord): number[] {
  const m = rec.match;
  const out: number[] = [];
  if (m === undefined) return out;
  for (let ms = 0; ms < m.at.length; ms++) {
    const s = rec.seats[m.at[ms]];
    if (s.bot !== "" || s.sub !== "" || m.out[ms]) continue;
    if (s.player !== m.reserved[ms].player || s.away >= 0 || !ctx.ports.players.isOnline(s.player)) out.push(ms);
  }
  return out;
}

/**
 * Whether the player in `seat` may end its paused match (the "End the match" button): the match
 * waits for someone, the player is in it and here, and every human of the match who is missing
 * has been away for the whole grace period (a resumed board's too: its seats are kept from the
 * resume), so a dropped connection gets its grace first.
 */
export function mayEndPaused(ctx: TableContext, live: Live, seat: Seat): boolean {
  const rec = live.rec;
  const m = rec.match;
  if (m === undefined || !m.paused) return false;
  const mine = m.at.indexOf(seat);
  if (mine < 0 || m.out[mine] || rec.seats[seat].bot !== "" || !ctx.present(rec.seats[seat])) return false;
  const since = ctx.ports.clock.now() - ctx.config.graceSeconds * 1000;
  let missing = 0;
  for (let ms = 0; ms < m.at.length; ms++) {
    const s = rec.seats[m.at[ms]];
    if (m.out[ms] || s.bot !== "" || s.sub !== "" || (s.player === m.reserved[ms].player && ctx.present(s))) continue;
    if (s.player === m.reserved[ms].player && s.away > since) return false; // still within its grace
    missing++;
  }
  return missing > 0;
}

/** Whether the match seat at `from` may follow its player to the side `to`: a free side the match does not use. */
function mayFollow(rec: TableRecord, from: Seat, to: Seat): boolean {
  const m = rec.match;
  if (m === undefined || m.at.indexOf(from) < 0 || m.at.indexOf(to) >= 0) return false;
  return rec.seats[to].player === "" && rec.seats[to].bot === "";
}

function swap<T>(xs: T[], i: number, j: number): void {
  const x = xs[i];
  xs[i] = xs[j];
  xs[j] = x;
}
