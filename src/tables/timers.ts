/** Time: grace periods of absent players, turn warnings and timeouts, bot turns, the next deal. */
import { msg } from "../i18n/index";
import type { Live, TableContext } from "./context";
import type { Play } from "./play";
import type { LiveMatch, TableRecord } from "./records";
import type { TableScreens } from "./screens";
import type { Seat } from "./types";

export class Timers {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly play: Play,
  ) {}

  tick(): void {
    const now = this.ctx.ports.clock.now();
    const list: Live[] = [];
    for (const live of this.ctx.tables.values()) list.push(live);
    for (const live of list) {
      if (this.ctx.tables.get(live.rec.id) !== live) continue;
      this.tickTable(live, now);
    }
  }

  private tickTable(live: Live, now: number): void {
    const rec = live.rec;
    const m = rec.match;
    if (m === undefined || m.paused) return;
    for (const seat of [0, 1] as const) {
      const s = rec.seats[seat];
      if (s.player === "" || s.away < 0) continue;
      if (now - s.away >= this.ctx.config.graceSeconds * 1000) {
        this.graceExpired(live, seat);
        return;
      }
    }
    const game = this.ctx.game(rec);
    if (game.handOver(m.state) !== undefined) {
      if (m.handOverAt >= 0 && now - m.handOverAt >= this.ctx.config.nextHandSeconds * 1000) this.play.maybeNextHand(live, true);
      else if (allBots(rec)) this.play.maybeNextHand(live, true);
      return;
    }
    const turn = game.turn(m.state);
    if (turn !== 0 && turn !== 1) return;
    const s = rec.seats[turn];
    if (s.bot !== "") {
      if (now >= live.botDue) this.play.botMove(live, turn);
      return;
    }
    if (s.away >= 0 || m.deadline < 0) return;
    const left = m.deadline - now;
    if (left <= 0) {
      if (this.play.timeout(live, turn)) this.walkedAway(live, turn);
      return;
    }
    const warnings = this.ctx.config.warnSeconds;
    let warned = false;
    while (live.warned < warnings.length && left <= warnings[live.warned] * 1000) {
      this.ctx.ports.messages.tell(s.player, msg("tables.turn.warning", { seconds: warnings[live.warned] }));
      live.warned++;
      warned = true;
    }
    // Screens carry the seconds left at render time; hosts that cannot count down show it fresh.
    if (warned) this.screens.refresh(live);
  }

  /**
   * The timer played for a seated player several times in a row: the player walked away without
   * getting up, and the absent-player policy applies at once, as at the end of a grace period.
   * A paused seat counts as away until its player says "I'm back" or sits down again.
   */
  private walkedAway(live: Live, seat: Seat): void {
    const s = live.rec.seats[seat];
    live.timeouts[seat] = 0;
    this.ctx.note(live, msg("tables.match.idle", { name: this.ctx.name(s.player), count: this.ctx.config.awayAfterTimeouts }));
    if (this.forfeits(live, seat)) return;
    s.away = this.ctx.ports.clock.now();
    live.idle[seat] = true;
    this.pause(live, seat);
  }

  private graceExpired(live: Live, seat: Seat): void {
    if (this.forfeits(live, seat)) return;
    this.pause(live, seat);
  }

  /** Under the forfeit policy the absent seat loses (unless the other is away too): true if so. */
  private forfeits(live: Live, seat: Seat): boolean {
    const rec = live.rec;
    const other: Seat = seat === 0 ? 1 : 0;
    const otherSeat = rec.seats[other];
    const otherAway = otherSeat.bot === "" && otherSeat.away >= 0;
    if (this.ctx.config.onGraceExpiry !== "forfeit" || otherAway) return false;
    this.ctx.note(live, msg("tables.match.abandoned", { name: this.ctx.name(rec.seats[seat].player) }));
    this.play.endMatch(live, other, "forfeit");
    return true;
  }

  private pause(live: Live, seat: Seat): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    m.paused = true;
    m.deadline = -1;
    this.ctx.save(live);
    this.ctx.note(live, msg("tables.match.paused_away", { name: this.ctx.name(rec.seats[seat].player) }));
    this.screens.refresh(live);
  }
}

function allBots(rec: TableRecord): boolean {
  return rec.seats[0].bot !== "" && rec.seats[1].bot !== "";
}
