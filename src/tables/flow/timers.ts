/** Time: grace periods of absent players, turn warnings and timeouts, reaction windows, bot turns, the next deal. */
import { msg } from "../../i18n/message";
import type { Live, TableContext } from "../context";
import type { Play } from "./play";
import type { LiveMatch, TableRecord } from "../persistence/records";
import type { TableScreens } from "./screens";
import type { Seat } from "../types";

/** What a table's bots did in a tick: moved (or dealt), were due but held back, or nothing. */
type BotTurn = "moved" | "held" | "";

export class Timers {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly play: Play,
  ) {}

  /** The table a tick that ran out of bot moves left waiting first: the next tick starts there. */
  private resumeAt = "";

  tick(botMoves?: number): void {
    const now = this.ctx.ports.clock.now();
    const list: Live[] = [];
    for (const live of this.ctx.tables.values()) list.push(live);
    let from = 0;
    for (let i = 0; i < list.length; i++) if (list[i].rec.id === this.resumeAt) from = i;
    this.resumeAt = "";
    let left = botMoves === undefined ? -1 : botMoves;
    for (let i = 0; i < list.length; i++) {
      const live = list[(from + i) % list.length];
      if (this.ctx.tables.get(live.rec.id) !== live) continue;
      const bot = this.tickTable(live, now, left !== 0);
      if (bot === "moved" && left > 0) left--;
      else if (bot === "held" && this.resumeAt === "") this.resumeAt = live.rec.id;
    }
  }

  /** One table's timers; its bots move (or deal) only when `bots` allows, else are "held". */
  private tickTable(live: Live, now: number, bots: boolean): BotTurn {
    const rec = live.rec;
    const m = rec.match;
    if (m === undefined || m.paused) return "";
    for (let ms = 0; ms < m.at.length; ms++) {
      const seat = m.at[ms];
      const s = rec.seats[seat];
      // A seat a bot already plays for, or one that forfeited, has nothing more to expire.
      if (s.player === "" || s.away < 0 || s.sub !== "" || m.out[ms]) continue;
      if (now - s.away >= this.ctx.config.graceSeconds * 1000) {
        this.graceExpired(live, seat);
        return "";
      }
    }
    const game = this.ctx.game(rec);
    if (game.rules.handOver(m.state) !== undefined) {
      if (m.handOverAt >= 0 && now - m.handOverAt >= this.ctx.config.nextHandSeconds * 1000) this.play.maybeNextHand(live, true);
      else if (allBots(this.play, rec)) {
        if (!bots) return "held";
        this.play.maybeNextHand(live, true);
        return "moved";
      }
      return "";
    }
    const asked = this.play.asked(live);
    if (asked.length > 0) return this.tickWindow(live, now, bots, asked);
    // Bots that may act out of turn (a catch of a missed call) go first: their window closes with the next move.
    if (live.offDue >= 0 && now >= live.offDue) {
      if (!bots) return "held";
      this.play.offTurnMove(live);
      return "moved";
    }
    const turn = this.ctx.tableSeat(rec, game.rules.turn(m.state));
    if (turn < 0) return "";
    const s = rec.seats[turn];
    if (this.play.automatic(rec, turn)) {
      if (now < live.botDue) return "";
      if (!bots) return "held";
      this.play.botMove(live, turn);
      return "moved";
    }
    if (s.away >= 0 || m.deadline < 0) return "";
    const left = m.deadline - now;
    if (left <= 0) {
      if (this.play.timeout(live, turn)) this.walkedAway(live, turn);
      return "";
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
    return "";
  }

  /**
   * An open reaction window (Game.rules.reacting): a seat nobody answers for (its player away with
   * no stand-in, or out of the match) passes at once (this tick, no bot delay); every asked bot
   * answers once the bot delay has passed, all in the same tick; when the window's timer runs out
   * every seat still asked passes (a bot answers for itself). None of it is a timed-out turn. The
   * turn timer waits until the window is over.
   */
  private tickWindow(live: Live, now: number, bots: boolean, asked: number[]): BotTurn {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const gone: number[] = [];
    for (const ms of asked) {
      const s = rec.seats[m.at[ms]];
      if (m.out[ms] || (s.player !== "" && s.away >= 0 && s.sub === "")) gone.push(ms);
    }
    if (gone.length > 0) {
      this.play.answerWindow(live, gone, false, false);
      return "";
    }
    if (m.deadline >= 0 && now >= m.deadline) {
      // A bot not asked yet (a bot delay longer than the window) still answers for itself.
      this.play.answerWindow(live, asked, true, true);
      return "";
    }
    const automatic = asked.filter((ms) => this.play.automatic(rec, m.at[ms]));
    if (automatic.length === 0 || now < live.botDue) return "";
    if (!bots) return "held";
    this.play.answerWindow(live, automatic, true, false);
    return "moved";
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

  /**
   * The absent-player policy: a two-player match follows onGraceExpiry (pause, or the absent seat
   * loses with the stakes refunded); a match of 3-4 follows absentPolicy: pause, forfeit (the
   * seat leaves the match, its stake stays in the pot; the last seat left wins the pot), or bot
   * (a bot plays the seat until its player is back). Nothing happens while every other human is
   * away too. True when the policy dealt with the seat (no pause).
   */
  private forfeits(live: Live, seat: Seat): boolean {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const ms = m.at.indexOf(seat);
    let othersHere = false;
    let humansIn = 0;
    for (let i = 0; i < m.at.length; i++) {
      if (m.out[i]) continue;
      const o = rec.seats[m.at[i]];
      if (o.bot === "") humansIn++;
      if (i !== ms && (o.bot !== "" || o.sub !== "" || o.away < 0)) othersHere = true;
    }
    if (!othersHere) return false;
    const name = this.ctx.name(rec.seats[seat].player);
    if (m.at.length === 2) {
      if (this.ctx.config.onGraceExpiry !== "forfeit") return false;
      this.ctx.note(live, msg("tables.match.abandoned", { name }));
      this.play.endMatch(live, this.play.otherSeat(m, ms), "forfeit");
      return true;
    }
    const policy = this.ctx.config.absentPolicy;
    if (policy === "bot") {
      // The strongest configured level that plays a match of this many.
      const levels = this.ctx.botLevelsFor(rec, m.at.length);
      const s = rec.seats[seat];
      s.sub = levels.length > 0 ? levels[levels.length - 1] : "easy";
      // Away until the player sits down again or says "I'm back" (a walk-away keeps the chair).
      if (s.away < 0) {
        s.away = this.ctx.ports.clock.now();
        live.idle[seat] = true;
      }
      this.play.makeBots(live);
      this.play.armTurn(live);
      this.ctx.save(live);
      this.ctx.note(live, msg("tables.match.stand_in", { name }));
      this.screens.refresh(live);
      return true;
    }
    if (policy !== "forfeit") return false;
    m.out[ms] = true;
    this.ctx.note(live, msg("tables.match.abandoned", { name }));
    let left = -1;
    let inCount = 0;
    for (let i = 0; i < m.out.length; i++) if (!m.out[i]) {
      inCount++;
      left = i;
    }
    // The last seat still in takes the match and the pot (every stake that forfeited is in it).
    if (inCount <= 1 || humansIn <= 1) {
      this.play.endMatch(live, inCount === 1 ? left : this.play.otherSeat(m, ms), "walkover");
      return true;
    }
    this.play.armTurn(live);
    this.ctx.save(live);
    this.screens.refresh(live);
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

/** No human plays any seat of the match (bots, stand-ins and forfeited seats only). */
function allBots(play: Play, rec: TableRecord): boolean {
  const m = rec.match;
  if (m === undefined) return false;
  for (const seat of m.at) if (!play.automatic(rec, seat)) return false;
  return true;
}
