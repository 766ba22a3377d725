/** Table screens: who looks at which table, and rendering the screen each of them sees. */
import type { AnyRules } from "../../games/game";
import { msg } from "../../i18n/message";
import { natText } from "../../util/text";
import { buildScreen } from "../../screen/build";
import type { ScreenInput, ScreenPhase } from "../../screen/build";
import type { Screen } from "../../screen/model";
import type { Live, TableContext, Viewer } from "../context";
import { phaseOf } from "../context";
import type { PlayerId, TableId } from "../ports";
import type { SeatState, TableRecord } from "../persistence/records";
import { range } from "../persistence/records";
import { copyStacks } from "../items/stacks";
import { awaitedSeats, mayEndPaused } from "./presence";
import { resignOutcome } from "./resign";
import { windowSeats } from "./window";
import { mayStake } from "../items/stakes";
import type { Outcome } from "../types";

export class TableScreens {
  constructor(private readonly ctx: TableContext) {}

  /** Shows the table's screen (seated players get their seat's view, others the public view). */
  openTable(player: PlayerId, tableId: TableId): Outcome {
    const live = this.ctx.tables.get(tableId);
    if (live === undefined) return this.ctx.refuse(player, msg("tables.error.no_table"));
    this.open(player, live);
    return { ok: true };
  }

  /** The host saw the player close the screen. */
  closed(player: PlayerId): void {
    this.ctx.dropViewer(player);
  }

  open(player: PlayerId, live: Live): void {
    let viewer = this.ctx.viewers.get(player);
    if (viewer === undefined || viewer.tableId !== live.rec.id) {
      viewer = { tableId: live.rec.id, token: "", tab: "game", lessonId: "", actions: [], inventory: [], confirmResign: false, choice: "", choiceAt: -1 };
      this.ctx.setViewer(player, viewer);
    }
    this.show(player, viewer, live);
  }

  close(player: PlayerId): void {
    const viewer = this.ctx.viewers.get(player);
    if (viewer === undefined) return;
    this.ctx.dropViewer(player);
    this.ctx.ports.screens.close(player, viewer.tableId);
  }

  closeAll(tableId: TableId): void {
    const list = this.ctx.watching.get(tableId);
    if (list === undefined) return;
    const gone = list.slice();
    for (const p of gone) this.close(p);
  }

  /** Re-renders the table for everyone looking at it. */
  refresh(live: Live): void {
    const list = this.ctx.watching.get(live.rec.id);
    if (list === undefined) return;
    for (let i = 0; i < list.length; i++) {
      const player = list[i];
      const viewer = this.ctx.viewers.get(player);
      if (viewer !== undefined) this.show(player, viewer, live);
    }
  }

  private show(player: PlayerId, viewer: Viewer, live: Live): void {
    const ctx = this.ctx;
    const rec = live.rec;
    const tableSeat = ctx.seatOf(rec, player);
    // The seats shown, in the order the game numbers them: a running match's, the last match's
    // (then anyone seated since), else the table's.
    const order = shownSeats(rec);
    const seat = order.indexOf(tableSeat);
    ctx.tokenCounter++;
    viewer.token = natText(ctx.tokenCounter) + "." + ctx.tokenSalt;
    const editable = seat !== -1 && rec.match === undefined && rec.board !== "";
    viewer.inventory = editable ? ctx.transfers.list(player) : [];
    const m = rec.match;
    if (m === undefined) viewer.confirmResign = false;
    const now = ctx.ports.clock.now();
    const game = ctx.game(rec);
    const seats: ScreenInput["seats"] = order.map((i) => this.seatInput(rec.seats[i]));
    let humans = 0;
    for (const s of rec.seats) if (s.player !== "") humans++;
    const maxBots = Math.min(game.rules.maxSeats, rec.seats.length) - Math.max(1, humans);
    const phase = phaseOf(rec) as ScreenPhase;
    // An open reaction window (its seats are match seats, the order the screen shows them in).
    const reacting = m !== undefined && !m.paused ? windowSeats(game, rec) : [];
    // The Play alone buttons are drawn only in the lobby (and on the result): a screen during play
    // skips working out their levels (screens are built after every move).
    const lobby = phase === "lobby" || phase === "result";
    const alone = lobby ? ctx.botLevelsFor(rec, Math.max(1, humans) + 1) : [];
    const input: ScreenInput = {
      tableId: rec.id,
      token: viewer.token,
      viewerSeat: seat,
      tab: viewer.tab,
      lessonId: viewer.lessonId,
      phase,
      ownerName: ctx.name(rec.owner),
      canEditRules: seat !== -1 && rec.match === undefined && rec.board !== "" && ctx.mayManage(rec, player),
      game: game.presentation,
      presets: game.rules.presets,
      preset: rec.preset,
      seats,
      match: m !== undefined ? m.state : undefined,
      handOver: m !== undefined && game.rules.handOver(m.state) !== undefined,
      timeLeft: m !== undefined && m.deadline >= 0 && !m.paused && (reacting.length > 0 || !this.moverAway(rec)) ? Math.max(0, Math.ceil((m.deadline - now) / 1000)) : -1,
      reacting,
      nextPressed: tableSeat !== -1 && live.next[tableSeat],
      last: rec.last !== undefined && !rec.last.off ? { winner: rec.last.winner, reason: rec.last.reason, totals: rec.last.totals, match: rec.last.match } : undefined,
      held: m !== undefined && m.escrow ? m.pot.map((p) => copyStacks(p)) : undefined,
      maxBots,
      botsOfLevel: alone.map((level) => {
        let most = 1;
        for (let n = 2; n <= maxBots; n++) if (ctx.botLevelsFor(rec, 1 + n).indexOf(level) >= 0) most = n;
        return most;
      }),
      inventory: copyStacks(viewer.inventory),
      // Only the levels the table's game plays (GameBots.levels): one bot beside the viewer.
      botLevels: alone,
      // The stake policy is decided once (stakes.ts): the screen only shows what it allows.
      stakesVsBots: mayStake(ctx, rec),
      mailbox: copyStacks(ctx.mailbox(player)),
      notes: live.notes, // buildScreen copies what it keeps
      confirmResign: viewer.confirmResign,
      ...resignWords(rec, game.rules, m !== undefined && viewer.confirmResign ? m.at.indexOf(tableSeat) : -1),
      canComeBack: tableSeat !== -1 && live.idle[tableSeat],
      canEnd: tableSeat !== -1 && m !== undefined && m.paused && mayEndPaused(ctx, live, tableSeat),
      waitingFor: m !== undefined && m.paused ? awaitedSeats(ctx, rec).map((ms) => ctx.name(m.reserved[ms].player)) : [],
      choice: m !== undefined && viewer.choiceAt === game.table.moment(m.state) ? viewer.choice : "",
    };
    const screen: Screen = buildScreen(input);
    viewer.actions = [];
    for (const b of screen.buttons) viewer.actions.push(b.action);
    ctx.ports.screens.show(player, screen);
  }

  /**
   * Whether the player to move is away (its seat kept, no bot standing in): the turn timer stands
   * still then (Timers.tickTable) and the turn waits, so the screen shows no seconds left.
   */
  private moverAway(rec: TableRecord): boolean {
    const m = rec.match;
    if (m === undefined) return false;
    const rules = this.ctx.game(rec).rules;
    if (rules.handOver(m.state) !== undefined) return false;
    const seat = this.ctx.tableSeat(rec, rules.turn(m.state));
    if (seat < 0) return false;
    const s = rec.seats[seat];
    return s.player !== "" && s.away >= 0 && s.sub === "";
  }

  private seatInput(s: SeatState): ScreenInput["seats"][0] {
    return {
      player: s.player,
      name: s.player !== "" ? this.ctx.name(s.player) : "",
      bot: s.bot,
      present: this.ctx.present(s),
      ready: s.ready,
      offer: copyStacks(s.offer),
    };
  }
}

/** What the Resign confirmation says (the match seat `ms` resigning; -1: no confirmation shown). */
function resignWords(rec: TableRecord, rules: AnyRules, ms: number): { resignWinner?: number; resignBotsOnly?: boolean } {
  if (ms < 0) return {};
  const o = resignOutcome(rec, rules, ms);
  return { resignWinner: o.winner, resignBotsOnly: o.botsOnly };
}

/** The table seats a screen shows, in match order (see TableScreens.show). */
function shownSeats(rec: TableRecord): number[] {
  if (rec.match !== undefined) return rec.match.at;
  if (rec.last === undefined || rec.last.off) return range(rec.seats.length);
  const order = rec.last.at.slice();
  for (let i = 0; i < rec.seats.length; i++) {
    const s = rec.seats[i];
    if (order.indexOf(i) < 0 && (s.player !== "" || s.bot !== "")) order.push(i);
  }
  // A result shown while seats change: the seats beyond the last match's follow in table order.
  return order;
}
