/**
 * The table service: seats, matches, stakes, pause-and-keep, timers and screens for every Game
 * Table on a server. Host-agnostic: it talks to the game only through the ports in ports.ts.
 * docs/tables.md has the design (state machine, escrow protocol, snapshot format).
 *
 * HOW A HOST WIRES IT
 *   const made = TableService.create(ports, operatorConfigObject);   // validated config
 *   if (!made.ok) log(made.error.field, made.error.reason) and refuse to start the tables;
 *   const tables = made.service;
 *   tables.recoverAtStartup();            // ONCE, before any other call: finishes settlements
 *   every ~1 s: tables.tick();            // timers, bots, grace periods (reads clock.now())
 *   table node placed:   tables.createTable(id, placer)
 *   board used on table: r = tables.fitBoard(id, player, "gin_rummy", boardItemMeta)
 *                        if r.ok, take the board item from the player (the table holds it now)
 *   board taken off:     r = tables.removeBoard(id, player)
 *                        if r.ok, give the player a board item with meta r.boardMeta
 *   table dug/destroyed: r = tables.breakTable(id, player) (refused for non-owners if a match runs);
 *                        if r.ok and r.board !== "", drop a plain board item
 *   chair sat on:        tables.sit(id, seat, player)  (seat 0 or 1: the host maps its chairs);
 *                        if refused, stand the player up again
 *   chair left:          tables.stand(player)
 *   table right-clicked: tables.openScreen(player, id)
 *   form submitted:      tables.handleScreenAction(player, id, fields)  (fields: token, action, ...)
 *   screen closed:       tables.closedScreen(player)
 *   join / leave:        tables.onPlayerJoin(player) / tables.onPlayerLeave(player)
 *   commands:            tables.claimMailbox(player); operators: refundPaused(matchId, op),
 *                        abortMatch(id, op), claimHouse(op); queries: info(id), publicState(id),
 *                        tableIds(), pausedMatches(), mailbox(player), serverId()
 *
 * THE CONTRACT (which port calls happen when)
 * - storage: read at recoverAtStartup; written on every state change, always BEFORE the items
 *   that change depends on move (intent first). Keys: t/<table>, e/<match>, p/<match>,
 *   m/<player>/<id>, s/secret, s/server.
 * - inventory.take happens only when both seats confirmed the pot (Start/Rematch); give/drop
 *   happen at settlement, refunds and mailbox claims; every call carries a transfer id the host
 *   applies at most once (see ports.ts). forget follows once storage holds the outcome. A step
 *   interrupted by a crash is finished at start-up, or in onPlayerJoin when it needs a player who
 *   is offline (only an online player's transfer records can tell whether it already happened).
 * - screens.show happens after every change a viewer can see, to the seated players and to
 *   bystanders that opened the table; screens.close on "close" and when a table goes away;
 *   seats.unseat when the service stands a player up (board removed, table broken, seat reserved);
 *   messages.tell for events and refusals.
 * - random.words at first start (server secret and id) and for every match id, deal and bot.
 * - clock.now at every call that needs time; tick() drives everything time-based.
 * - bots.create when a bot takes a seat; decide() only on tick, after botDelayMs.
 * Every method is safe to call with bad input: it answers with a refusal and changes nothing.
 */
import type { Card } from "../engine/cards";
import type { MatchState } from "../engine/match";
import { applyMatchAction, newMatch, startNextHand } from "../engine/match";
import { minDeadwood } from "../engine/melds";
import { randomInt, rngFromWords } from "../engine/random";
import type { PresetName, Rules } from "../engine/rules";
import { PRESET_NAMES, presetRules } from "../engine/rules";
import type { Action, Seat } from "../engine/types";
import { publicView, seatView } from "../engine/view";
import type { Message } from "../i18n/types";
import { msg } from "../i18n/index";
import { actionId, botLabel, buildScreen } from "../screen/build";
import type { ScreenInput, ScreenPhase } from "../screen/build";
import type { Screen, StakeLine } from "../screen/model";
import { decodeBase64Url, encodeBase64Url } from "../util/base64";
import type { Json } from "../util/json";
import { obj, parseJson, writeJson } from "../util/json";
import { defaultBots } from "./bots";
import type { ConfigError, TableConfig } from "./config";
import { validateConfig } from "./config";
import { Escrow, escapeKey } from "./escrow";
import type { EscrowRecord } from "./escrow";
import type { Bot, BotFactory, HostPorts, ItemStack, PlayerId, TableId } from "./ports";
import type { EndReason, LiveMatch, SeatState, TableRecord } from "./records";
import { emptySeat, PAUSE_PREFIX, readTable, TABLE_PREFIX, writeTable } from "./records";
import type { SeatRef, SnapshotError } from "./snapshot";
import { decodeSnapshot, encodeSnapshot } from "./snapshot";
import { addToStacks, countOf, sameKind, withCount } from "./stacks";
import type { BoardKind, BreakOutcome, FitOutcome, Outcome, PublicTableState, RecoveryReport, TableInfo, TablePhase } from "./types";
import { BOARD_KINDS } from "./types";
import { natText, parseNat } from "./codec";

const SECRET_KEY = "s/secret";
const SERVER_KEY = "s/server";

/** Per-table state that never needs to survive a restart. */
interface Live {
  rec: TableRecord;
  bots: [Bot | undefined, Bot | undefined];
  botDue: number;
  /** Warnings already sent for the current turn timer. */
  warned: number;
  /** Seats that asked for the next hand. */
  next: [boolean, boolean];
  notes: Message[];
}

/** One player's open table screen. */
interface Viewer {
  tableId: TableId;
  token: string;
  tab: "game" | "lessons";
  lessonId: string;
  /** Button ids on the screen last shown: a submission may only press one of these. */
  actions: string[];
  /** The inventory lines as shown on the stake panel (the `slot` field indexes them). */
  inventory: ItemStack[];
}

const REFUSE = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

export class TableService {
  private readonly tables = new Map<TableId, Live>();
  private readonly viewers = new Map<PlayerId, Viewer>();
  private readonly escrow: Escrow;
  private readonly bots: BotFactory;
  private secret: number[] = [];
  private server = "";
  private tokenCounter = 0;
  private tokenSalt = "";
  private recovered = false;

  /** Use `create` (validates the config); this assumes a valid one. */
  constructor(
    private readonly ports: HostPorts,
    private readonly config: TableConfig,
  ) {
    this.bots = ports.bots ?? defaultBots();
    this.escrow = new Escrow(ports, () => this.config.overflow);
  }

  /** Validates the operator's config (parsed settings, unknown shape) against the bots on offer. */
  static create(ports: HostPorts, rawConfig: unknown): { ok: true; service: TableService } | { ok: false; error: ConfigError } {
    const v = validateConfig(rawConfig);
    if (!v.ok) return v;
    const levels = (ports.bots ?? defaultBots()).levels();
    for (const level of v.config.botLevels) {
      if (levels.indexOf(level) < 0) return { ok: false, error: { field: "botLevels", reason: `no bot of level "${level}" (have ${levels.join(", ")})` } };
    }
    return { ok: true, service: new TableService(ports, v.config) };
  }

  // ---------------------------------------------------------------- start-up

  /**
   * Loads every table and finishes whatever a crash interrupted: pending settlements and refunds
   * run to the end, escrow no match refers to any more is refunded, stale pause records of matches
   * that are back on a table are cleared. Players are all offline at start-up: their seats in a
   * running match enter the grace period; lobby seats are freed.
   */
  recoverAtStartup(): RecoveryReport {
    const report: RecoveryReport = { tables: 0, settlementsFinished: 0, refunds: 0, pausesCleared: 0 };
    this.recovered = true;
    this.tables.clear();
    this.viewers.clear();
    this.loadIdentity();
    const storage = this.ports.storage;
    const keys = storage.list(TABLE_PREFIX);
    keys.sort();
    const now = this.ports.clock.now();
    for (const key of keys) {
      const text = storage.get(key);
      if (text === undefined) continue;
      const rec = readTable(text);
      if (typeof rec === "string") continue; // kept in storage for an operator to inspect
      this.tables.set(rec.id, { rec, bots: [undefined, undefined], botDue: now, warned: 0, next: [false, false], notes: [] });
      report.tables++;
    }
    // A match back on a table wins over its pause record (the board item was never handed out,
    // or the resume's last write was the table).
    const pauses = storage.list(PAUSE_PREFIX);
    pauses.sort();
    for (const key of pauses) {
      const mid = key.substring(PAUSE_PREFIX.length);
      if (this.tableWithMatch(mid) !== undefined) {
        storage.delete(key);
        report.pausesCleared++;
      }
    }
    // Everyone is offline now: steps that may already have moved items wait for their player
    // (onPlayerJoin); everything else finishes here.
    for (const r of this.escrow.all().records) {
      const done = this.escrow.resume(r);
      if (done === "paid") report.settlementsFinished++;
      else if (done === "refunded") report.refunds++;
      else if (done === "held") {
        const again = this.escrow.get(r.matchId);
        if (again !== undefined) this.reconcileHeld(again, report);
      }
    }
    for (const live of this.tables.values()) {
      const rec = live.rec;
      let changed = false;
      for (const seat of [0, 1] as const) {
        const s = rec.seats[seat];
        if (s.player === "") continue;
        if (rec.match !== undefined) {
          if (s.away < 0) {
            s.away = now;
            changed = true;
          }
        } else {
          rec.seats[seat] = emptySeat();
          changed = true;
        }
      }
      if (rec.match !== undefined) {
        this.makeBots(live);
        if (rec.match.deadline >= 0) {
          rec.match.deadline = now + this.config.turnSeconds * 1000;
          changed = true;
        }
      }
      if (changed) this.save(live);
    }
    return report;
  }

  /**
   * Held escrow whose match is gone is settled: the winner is paid if the match ended, the
   * stakes go back if no table or board carries the match any more (aborted), else they stay.
   */
  private reconcileHeld(r: EscrowRecord, report: RecoveryReport | undefined): void {
    if (this.tableWithMatch(r.matchId) !== undefined) return;
    const ended = this.tableWithResult(r.matchId);
    if (ended !== undefined && ended.rec.last !== undefined && !settlesByRefund(ended.rec.last.reason)) {
      this.escrow.pay(r.matchId, ended.rec.last.winner);
      if (report !== undefined) report.settlementsFinished++;
    } else if (ended !== undefined) {
      this.escrow.refund(r.matchId);
      if (report !== undefined) report.refunds++;
    } else if (this.ports.storage.get(PAUSE_PREFIX + r.matchId) === undefined) {
      this.escrow.refund(r.matchId);
      if (report !== undefined) report.refunds++;
    }
  }

  private loadIdentity(): void {
    const storage = this.ports.storage;
    let secret = storage.get(SECRET_KEY);
    let bytes = secret === undefined ? undefined : decodeBase64Url(secret);
    if (bytes === undefined || bytes.length !== 32) {
      bytes = this.randomBytes(32);
      secret = encodeBase64Url(bytes);
      storage.set(SECRET_KEY, secret);
    }
    this.secret = bytes;
    let server = storage.get(SERVER_KEY);
    if (server === undefined || server.length !== 11) {
      server = encodeBase64Url(this.randomBytes(8));
      storage.set(SERVER_KEY, server);
    }
    this.server = server;
    this.tokenSalt = encodeBase64Url(this.randomBytes(3));
  }

  private randomBytes(n: number): number[] {
    const words = this.ports.random.words(Math.ceil(n / 4));
    const out: number[] = [];
    for (const w of words) {
      out.push((w >>> 24) & 255, (w >>> 16) & 255, (w >>> 8) & 255, w & 255);
    }
    return out.slice(0, n);
  }

  private ready(): void {
    if (!this.recovered) this.recoverAtStartup();
  }

  // ---------------------------------------------------------------- queries

  /** The server id written into snapshots (base64url, 11 characters). */
  serverId(): string {
    this.ready();
    return this.server;
  }

  info(tableId: TableId): TableInfo | undefined {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return undefined;
    const rec = live.rec;
    const occupant = (s: SeatState): string => (s.bot !== "" ? "bot:" + s.bot : s.player);
    return {
      id: rec.id,
      owner: rec.owner,
      board: rec.board,
      phase: phaseOf(rec),
      seats: [occupant(rec.seats[0]), occupant(rec.seats[1])],
      present: [this.present(rec.seats[0]), this.present(rec.seats[1])],
      matchId: rec.match !== undefined ? rec.match.id : "",
    };
  }

  /**
   * What anyone at the table can see (for drawing cards on the tabletop): built from the engine's
   * public view only. Undefined while no match is on the table.
   */
  publicState(tableId: TableId): PublicTableState | undefined {
    this.ready();
    const live = this.tables.get(tableId);
    const m = live?.rec.match;
    if (live === undefined || m === undefined) return undefined;
    const v = publicView(m.state.hand);
    return {
      matchId: m.id,
      paused: m.paused,
      phase: v.phase,
      turn: v.turn,
      dealer: v.dealer,
      topDiscard: v.topDiscard,
      stockCount: v.stockCount,
      handSizes: [v.handSizes[0], v.handSizes[1]],
      scores: [m.state.scores[0], m.state.scores[1]],
      handNumber: m.state.handNumber,
    };
  }

  tableIds(): TableId[] {
    this.ready();
    const out: TableId[] = [];
    for (const id of this.tables.keys()) out.push(id);
    return out;
  }

  /** Ids of matches paused onto boards (for operators). */
  pausedMatches(): string[] {
    this.ready();
    const out: string[] = [];
    for (const key of this.ports.storage.list(PAUSE_PREFIX)) out.push(key.substring(PAUSE_PREFIX.length));
    out.sort();
    return out;
  }

  mailbox(player: PlayerId): ItemStack[] {
    this.ready();
    const out: ItemStack[] = [];
    for (const e of this.escrow.mailbox(player)) for (const s of e.stacks) out.push(s);
    return out;
  }

  // ---------------------------------------------------------------- tables and boards

  createTable(tableId: TableId, owner: PlayerId): Outcome {
    this.ready();
    if (this.tables.has(tableId)) return this.refuse(owner, msg("tables.error.table_exists"));
    const rec: TableRecord = { id: tableId, owner, board: "", preset: "house", seats: [emptySeat(), emptySeat()], match: undefined, last: undefined };
    const live: Live = { rec, bots: [undefined, undefined], botDue: 0, warned: 0, next: [false, false], notes: [] };
    this.tables.set(tableId, live);
    this.save(live);
    return { ok: true };
  }

  /**
   * Fits a board. A plain board ("" meta) makes a fresh table; a snapshot resumes its match once
   * (the reserved players sit down to go on). A snapshot that is not ours, not intact or already
   * used is refused with a notice and the board is fitted as a plain board: nothing else changes.
   */
  fitBoard(tableId: TableId, actor: PlayerId, kind: string, boardMeta: string): FitOutcome {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (!this.mayManage(rec, actor)) return this.refuse(actor, msg("tables.error.not_owner"));
    if (rec.board !== "") return this.refuse(actor, msg("tables.error.has_board"));
    if (BOARD_KINDS.indexOf(kind as BoardKind) < 0) return this.refuse(actor, msg("tables.error.unknown_board"));
    const board = kind as BoardKind;
    if (typeof boardMeta !== "string" || boardMeta === "") {
      this.fitPlain(live, board);
      return { ok: true, resumed: false };
    }
    const decoded = decodeSnapshot(boardMeta, this.server, this.secret);
    let notice: Message;
    if (!decoded.ok) notice = snapshotNotice(decoded.error);
    else {
      const snap = decoded.snapshot;
      const pause = this.readPause(snap.matchId);
      if (pause === undefined || pause.gen !== snap.gen) notice = msg("tables.snapshot.used");
      else {
        this.resumeFromBoard(live, board, snap.matchId, snap.gen, snap.seats, snap.escrow, snap.match, pause.pot);
        return { ok: true, resumed: true };
      }
    }
    this.fitPlain(live, board);
    this.ports.messages.tell(actor, notice);
    return { ok: true, resumed: false, notice };
  }

  private fitPlain(live: Live, board: BoardKind): void {
    live.rec.board = board;
    live.rec.last = undefined;
    this.save(live);
    this.note(live, msg("tables.board.fitted"));
    this.refresh(live);
  }

  private resumeFromBoard(
    live: Live,
    board: BoardKind,
    matchId: string,
    gen: number,
    seats: [SeatRef, SeatRef],
    escrow: boolean,
    state: MatchState,
    pot: [ItemStack[], ItemStack[]],
  ): void {
    const rec = live.rec;
    const now = this.ports.clock.now();
    rec.board = board;
    rec.last = undefined;
    rec.preset = presetOf(state.rules);
    for (const seat of [0, 1] as const) {
      const s = rec.seats[seat];
      const want = seats[seat];
      if (want.bot !== "") {
        if (s.player !== "") this.unseat(rec, seat);
        rec.seats[seat] = { player: "", bot: want.bot, ready: false, away: -1, offer: [], kept: false };
      } else if (s.player !== want.player) {
        if (s.player !== "") this.unseat(rec, seat);
        rec.seats[seat] = { player: want.player, bot: "", ready: false, away: now, offer: [], kept: true };
      } else {
        s.ready = false;
        s.offer = [];
        s.away = this.ports.players.isOnline(s.player) ? -1 : now;
      }
    }
    rec.match = { id: matchId, gen: gen + 1, state, escrow, pot, reserved: [seats[0], seats[1]], paused: true, deadline: -1, handOverAt: -1 };
    this.makeBots(live);
    // The table first, then the pause record: a crash in between leaves the match on the table,
    // and start-up clears the stale pause record (the snapshot can never resume twice).
    this.save(live);
    this.ports.storage.delete(PAUSE_PREFIX + matchId);
    this.note(live, msg("tables.match.resumed"));
    this.tryUnpause(live);
    this.refresh(live);
  }

  /**
   * Takes the board off. During a match the whole match goes onto the board item as a signed
   * snapshot (stakes stay in escrow); the pause record is written first, so storage always knows
   * a board may carry this match.
   */
  removeBoard(tableId: TableId, actor: PlayerId): { ok: true; kind: BoardKind; boardMeta: string } | { ok: false; error: Message } {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (!this.mayManage(rec, actor)) return this.refuse(actor, msg("tables.error.not_owner"));
    if (rec.board === "") return this.refuse(actor, msg("tables.error.no_board"));
    const kind = rec.board;
    const m = rec.match;
    let meta = "";
    if (m !== undefined) {
      this.writePause(m.id, m.gen, tableId, m.pot);
      meta = encodeSnapshot({ server: this.server, matchId: m.id, gen: m.gen, seats: m.reserved, escrow: m.escrow, match: m.state }, this.secret);
      rec.match = undefined;
      live.bots = [undefined, undefined];
      this.tellSeats(m.reserved, msg("tables.match.paused_board"));
    }
    // No board, nothing to sit for: everyone gets up (the match, if any, left with the board).
    for (const seat of [0, 1] as const) {
      if (rec.seats[seat].player !== "") this.unseat(rec, seat);
      rec.seats[seat] = emptySeat();
    }
    rec.board = "";
    rec.last = undefined;
    this.save(live);
    this.refresh(live);
    return { ok: true, kind, boardMeta: meta };
  }

  /**
   * The table is dug up or destroyed. A running match is aborted and its stakes refunded (the
   * owner who wants to keep a match removes the board first). Only the owner or an operator may
   * break a table with a match on it.
   */
  breakTable(tableId: TableId, actor: PlayerId): BreakOutcome {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (rec.match !== undefined && !this.mayManage(rec, actor)) return this.refuse(actor, msg("tables.error.not_owner"));
    const m = rec.match;
    for (const seat of [0, 1] as const) if (rec.seats[seat].player !== "") this.unseat(rec, seat);
    this.closeAll(tableId);
    this.tables.delete(tableId);
    // Table first, then the refund: a crash in between leaves escrow that no table or pause
    // refers to, which start-up refunds.
    this.ports.storage.delete(TABLE_PREFIX + escapeKey(tableId));
    if (m !== undefined) {
      this.tellSeats(m.reserved, msg("tables.match.aborted"));
      if (m.escrow) this.escrow.refund(m.id);
    }
    return { ok: true, board: rec.board };
  }

  /** Operators: call off the match on a table; stakes go back to their owners. */
  abortMatch(tableId: TableId, actor: PlayerId): Outcome {
    this.ready();
    if (!this.ports.players.isOperator(actor)) return this.refuse(actor, msg("tables.error.not_operator"));
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(actor, msg("tables.error.no_table"));
    const m = live.rec.match;
    if (m === undefined) return this.refuse(actor, msg("tables.error.no_match"));
    live.rec.match = undefined;
    live.bots = [undefined, undefined];
    this.clearSeatsAfterMatch(live.rec);
    this.save(live);
    this.tellSeats(m.reserved, msg("tables.match.aborted"));
    if (m.escrow) this.escrow.refund(m.id);
    this.refresh(live);
    return { ok: true };
  }

  /** Operators: refund a match paused onto a board; the board's snapshot becomes unusable. */
  refundPaused(matchId: string, actor: PlayerId): Outcome {
    this.ready();
    if (!this.ports.players.isOperator(actor)) return this.refuse(actor, msg("tables.error.not_operator"));
    const pause = this.readPause(matchId);
    if (pause === undefined) return this.refuse(actor, msg("tables.error.no_paused"));
    // Pause record first: the snapshot is dead before any item moves; start-up refunds the
    // escrow if a crash comes between.
    this.ports.storage.delete(PAUSE_PREFIX + matchId);
    this.escrow.refund(matchId);
    return { ok: true };
  }

  // ---------------------------------------------------------------- seats and presence

  sit(tableId: TableId, seat: number, player: PlayerId): Outcome {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(player, msg("tables.error.no_table"));
    if (seat !== 0 && seat !== 1) return this.refuse(player, msg("tables.error.seat_taken"));
    const rec = live.rec;
    const here = this.seatOf(rec, player);
    if (here === seat) {
      if (!this.leaveOtherTables(player, tableId)) return this.refuse(player, msg("tables.error.already_seated"));
      rec.seats[seat].kept = false;
      this.comeBack(live, seat);
      this.open(player, live);
      return { ok: true };
    }
    if (here !== -1) return this.refuse(player, msg("tables.error.already_seated"));
    if (!this.leaveOtherTables(player, tableId)) return this.refuse(player, msg("tables.error.already_seated"));
    const s = rec.seats[seat];
    const m = rec.match;
    if (m !== undefined) {
      const want = m.reserved[seat];
      if (want.bot !== "" || want.player !== player) {
        return this.refuse(player, msg("tables.error.seat_reserved", { name: want.bot !== "" ? want.bot : this.name(want.player) }));
      }
      s.player = player;
      s.kept = false;
      this.comeBack(live, seat);
      this.open(player, live);
      return { ok: true };
    }
    if (s.player !== "") return this.refuse(player, msg("tables.error.seat_taken"));
    if (s.bot !== "") live.bots[seat] = undefined;
    rec.seats[seat] = { player, bot: "", ready: false, away: -1, offer: [], kept: false };
    const other = rec.seats[seat === 0 ? 1 : 0];
    if (other.bot !== "") {
      // A human took the bot's chair: the last bot match is over, so the bot leaves.
      rec.seats[seat === 0 ? 1 : 0] = emptySeat();
    }
    other.ready = false;
    this.save(live);
    this.open(player, live);
    this.refresh(live);
    return { ok: true };
  }

  /** The player got up. Between matches the seat is freed; during a match the grace period starts. */
  stand(player: PlayerId): void {
    this.ready();
    for (const live of this.tables.values()) {
      const seat = this.seatOf(live.rec, player);
      if (seat !== -1) this.leaveSeat(live, seat, true);
    }
  }

  onPlayerJoin(player: PlayerId): void {
    this.ready();
    for (const r of this.escrow.resumeFor(player)) this.reconcileHeld(r, undefined);
    for (const live of this.tables.values()) {
      const seat = this.seatOf(live.rec, player);
      if (seat === -1 || live.rec.match === undefined || live.rec.seats[seat].kept) continue;
      // Back at one table at most: a second kept seat waits for the player to sit there.
      if (this.presentElsewhere(player, live.rec.id)) continue;
      this.comeBack(live, seat);
    }
    const waiting = this.mailbox(player);
    if (waiting.length > 0) {
      let n = 0;
      for (const s of waiting) n += s.count;
      this.ports.messages.tell(player, msg("tables.mail.have", { count: n }));
    }
  }

  onPlayerLeave(player: PlayerId): void {
    this.ready();
    this.viewers.delete(player);
    for (const live of this.tables.values()) {
      const seat = this.seatOf(live.rec, player);
      if (seat !== -1) this.leaveSeat(live, seat, false);
    }
  }

  private leaveSeat(live: Live, seat: Seat, online: boolean): void {
    const rec = live.rec;
    const s = rec.seats[seat];
    if (rec.match !== undefined) {
      if (s.away < 0) {
        s.away = this.ports.clock.now();
        this.save(live);
        this.note(live, msg("tables.away", { name: this.name(s.player), seconds: this.config.graceSeconds }));
        this.refresh(live);
      }
      return;
    }
    const other = rec.seats[seat === 0 ? 1 : 0];
    rec.seats[seat] = emptySeat();
    other.ready = false;
    if (other.bot !== "") {
      rec.seats[seat === 0 ? 1 : 0] = emptySeat();
      live.bots = [undefined, undefined];
    }
    if (other.player === "" && other.bot === "") rec.last = undefined;
    this.save(live);
    if (online) this.close(s.player);
    this.refresh(live);
  }

  private comeBack(live: Live, seat: Seat): void {
    const rec = live.rec;
    const s = rec.seats[seat];
    if (rec.match === undefined || s.away < 0) return;
    if (!this.ports.players.isOnline(s.player)) return;
    s.away = -1;
    const m = rec.match;
    if (!m.paused && m.deadline >= 0 && m.state.hand.turn === seat) {
      m.deadline = this.ports.clock.now() + this.config.turnSeconds * 1000;
      live.warned = 0;
    }
    this.save(live);
    this.note(live, msg("tables.back", { name: this.name(s.player) }));
    this.tryUnpause(live);
    this.refresh(live);
  }

  /** A paused match goes on once every reserved human is back in its seat. */
  private tryUnpause(live: Live): void {
    const rec = live.rec;
    const m = rec.match;
    if (m === undefined || !m.paused) return;
    for (const seat of [0, 1] as const) {
      const s = rec.seats[seat];
      if (s.bot !== "") continue;
      if (s.player !== m.reserved[seat].player || s.away >= 0 || !this.ports.players.isOnline(s.player)) return;
    }
    m.paused = false;
    this.armTurn(live);
    this.save(live);
  }

  // ---------------------------------------------------------------- screens

  /** Shows the table's screen (seated players get their seat's view, others the public view). */
  openScreen(player: PlayerId, tableId: TableId): Outcome {
    this.ready();
    const live = this.tables.get(tableId);
    if (live === undefined) return this.refuse(player, msg("tables.error.no_table"));
    this.open(player, live);
    return { ok: true };
  }

  /** The host saw the player close the screen. */
  closedScreen(player: PlayerId): void {
    this.viewers.delete(player);
  }

  /**
   * A form submission. `fields.token` must be the token of the screen last shown to this player
   * for this table, and `fields.action` one of its buttons; anything else (a stale screen, a
   * double click, a replayed or forged form) is ignored and the current screen shown again.
   */
  handleScreenAction(player: PlayerId, tableId: TableId, fields: Record<string, string>): Outcome {
    this.ready();
    const viewer = this.viewers.get(player);
    const live = this.tables.get(tableId);
    if (live === undefined) return REFUSE(msg("tables.error.no_table"));
    if (typeof fields !== "object" || fields === null) return REFUSE(msg("tables.error.stale"));
    const token = fields["token"];
    const action = fields["action"];
    if (viewer === undefined || viewer.tableId !== tableId || typeof token !== "string" || token !== viewer.token) {
      if (viewer !== undefined && viewer.tableId === tableId) this.open(player, live);
      return REFUSE(msg("tables.error.stale"));
    }
    if (typeof action !== "string" || viewer.actions.indexOf(action) < 0) {
      this.open(player, live);
      return REFUSE(msg("tables.error.stale"));
    }
    // The token is spent: a second submission of the same form is stale from here on.
    viewer.token = "";
    const result = this.dispatch(player, live, viewer, action, fields);
    if (!result.ok) this.ports.messages.tell(player, result.error);
    if (this.viewers.get(player) === viewer) this.open(player, live);
    return result;
  }

  private dispatch(player: PlayerId, live: Live, viewer: Viewer, action: string, fields: Record<string, string>): Outcome {
    const rec = live.rec;
    if (action === "close") {
      this.close(player);
      return { ok: true };
    }
    if (action === "tab.lessons" || action === "tab.game") {
      viewer.tab = action === "tab.lessons" ? "lessons" : "game";
      return { ok: true };
    }
    if (startsWith(action, "lesson.")) {
      viewer.lessonId = action.substring(7);
      return { ok: true };
    }
    if (action === "claim") return this.claimMailbox(player);
    const seat = this.seatOf(rec, player);
    if (seat === -1) return REFUSE(msg("tables.error.not_seated"));
    if (startsWith(action, "rules.")) return this.setRules(live, player, action.substring(6));
    if (action === "stand") {
      this.leaveSeat(live, seat, true);
      this.ports.seats.unseat(player, rec.id);
      return { ok: true };
    }
    const m = rec.match;
    if (m !== undefined) {
      if (action === "resign") {
        this.endMatch(live, seat === 0 ? 1 : 0, "resign");
        return { ok: true };
      }
      if (action === "next") {
        live.next[seat] = true;
        this.maybeNextHand(live, false);
        return { ok: true };
      }
      const a = parseAction(action, seat);
      if (a === undefined) return REFUSE(msg("tables.error.illegal"));
      return this.move(live, a);
    }
    if (action === "start" || action === "rematch") return this.pressStart(live, seat);
    if (startsWith(action, "alone.")) return this.playAlone(live, seat, action.substring(6));
    if (action === "stake.add") return this.addStake(live, seat, viewer, fields);
    if (action === "stake.clear") {
      rec.seats[seat].offer = [];
      this.potChanged(live);
      return { ok: true };
    }
    return REFUSE(msg("tables.error.illegal"));
  }

  private open(player: PlayerId, live: Live): void {
    let viewer = this.viewers.get(player);
    if (viewer === undefined || viewer.tableId !== live.rec.id) {
      viewer = { tableId: live.rec.id, token: "", tab: "game", lessonId: "", actions: [], inventory: [] };
      this.viewers.set(player, viewer);
    }
    this.show(player, viewer, live);
  }

  private close(player: PlayerId): void {
    const viewer = this.viewers.get(player);
    if (viewer === undefined) return;
    this.viewers.delete(player);
    this.ports.screens.close(player, viewer.tableId);
  }

  private closeAll(tableId: TableId): void {
    const gone: PlayerId[] = [];
    for (const [player, viewer] of this.viewers) if (viewer.tableId === tableId) gone.push(player);
    for (const p of gone) this.close(p);
  }

  /** Re-renders the table for everyone looking at it. */
  private refresh(live: Live): void {
    for (const [player, viewer] of this.viewers) {
      if (viewer.tableId === live.rec.id) this.show(player, viewer, live);
    }
  }

  private show(player: PlayerId, viewer: Viewer, live: Live): void {
    const rec = live.rec;
    const seat = this.seatOf(rec, player);
    this.tokenCounter++;
    viewer.token = natText(this.tokenCounter) + "." + this.tokenSalt;
    const editable = seat !== -1 && rec.match === undefined && rec.board !== "";
    viewer.inventory = editable ? this.ports.inventory.list(player) : [];
    const m = rec.match;
    const now = this.ports.clock.now();
    const seats: ScreenInput["seats"] = [this.seatInput(rec.seats[0]), this.seatInput(rec.seats[1])];
    const input: ScreenInput = {
      tableId: rec.id,
      token: viewer.token,
      viewerSeat: seat,
      tab: viewer.tab,
      lessonId: viewer.lessonId,
      phase: phaseOf(rec) as ScreenPhase,
      ownerName: this.name(rec.owner),
      canEditRules: seat !== -1 && rec.match === undefined && rec.board !== "" && this.mayManage(rec, player),
      preset: rec.preset,
      rules: m !== undefined ? m.state.rules : presetRules(rec.preset),
      seats,
      match: m !== undefined ? m.state : undefined,
      timeLeft: m !== undefined && m.deadline >= 0 && !m.paused ? Math.max(0, Math.ceil((m.deadline - now) / 1000)) : -1,
      nextPressed: seat !== -1 && live.next[seat],
      last: rec.last !== undefined ? { winner: rec.last.winner, reason: rec.last.reason, totals: rec.last.totals, match: rec.last.match } : undefined,
      held: m !== undefined && m.escrow ? [linesOf(m.pot[0]), linesOf(m.pot[1])] : undefined,
      inventory: linesOf(viewer.inventory),
      botLevels: this.config.botLevels,
      stakesVsBots: this.config.stakesVsBots,
      mailbox: linesOf(this.mailbox(player)),
      notes: live.notes.slice(),
    };
    const screen: Screen = buildScreen(input);
    viewer.actions = [];
    for (const b of screen.buttons) viewer.actions.push(b.action);
    this.ports.screens.show(player, screen);
  }

  private presentElsewhere(player: PlayerId, tableId: TableId): boolean {
    for (const live of this.tables.values()) {
      if (live.rec.id === tableId) continue;
      const seat = this.seatOf(live.rec, player);
      if (seat !== -1 && this.present(live.rec.seats[seat])) return true;
    }
    return false;
  }

  private present(s: SeatState): boolean {
    return s.bot !== "" || (s.player !== "" && s.away < 0 && this.ports.players.isOnline(s.player));
  }

  private seatInput(s: SeatState): ScreenInput["seats"][0] {
    return {
      player: s.player,
      name: s.player !== "" ? this.name(s.player) : "",
      bot: s.bot,
      present: this.present(s),
      ready: s.ready,
      offer: linesOf(s.offer),
    };
  }

  // ---------------------------------------------------------------- lobby: rules, stakes, start

  private setRules(live: Live, player: PlayerId, preset: string): Outcome {
    const rec = live.rec;
    if (!this.mayManage(rec, player)) return REFUSE(msg("tables.error.not_owner"));
    if (rec.match !== undefined) return REFUSE(msg("tables.error.match_running"));
    if (PRESET_NAMES.indexOf(preset as PresetName) < 0) return REFUSE(msg("tables.error.illegal"));
    rec.preset = preset as PresetName;
    // Different rules are a different agreement: both confirm again.
    rec.seats[0].ready = false;
    rec.seats[1].ready = false;
    this.save(live);
    this.refresh(live);
    return { ok: true };
  }

  private addStake(live: Live, seat: Seat, viewer: Viewer, fields: Record<string, string>): Outcome {
    const rec = live.rec;
    const other = rec.seats[seat === 0 ? 1 : 0];
    if (other.bot !== "" && !this.config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    const slot = parseNat(fields["slot"] ?? "");
    if (slot === undefined || slot >= viewer.inventory.length) return REFUSE(msg("tables.error.illegal"));
    const kind = viewer.inventory[slot];
    const me = rec.seats[seat];
    // Held now, across all stacks of the kind, less what is already offered.
    const held = countOf(this.ports.inventory.list(me.player), kind);
    const free = held - countOf(me.offer, kind);
    const countText = fields["count"];
    const count = countText === undefined || countText === "" ? Math.min(kind.count, free) : parseNat(countText);
    if (count === undefined || count < 1 || count > free) return REFUSE(msg("tables.stake.bad_count", { max: free }));
    let kinds = 0;
    for (const s of me.offer) if (!sameKind(s, kind)) kinds++;
    if (kinds + 1 > this.config.maxStakeStacks) return REFUSE(msg("tables.stake.too_many", { max: this.config.maxStakeStacks }));
    me.offer = addToStacks(me.offer, kind, count);
    this.potChanged(live);
    return { ok: true };
  }

  /** Any change to the pot clears both confirmations. */
  private potChanged(live: Live): void {
    const rec = live.rec;
    const wasReady = rec.seats[0].ready || rec.seats[1].ready;
    rec.seats[0].ready = false;
    rec.seats[1].ready = false;
    this.save(live);
    if (wasReady) this.note(live, msg("tables.stake.changed"));
    this.refresh(live);
  }

  private pressStart(live: Live, seat: Seat): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    const other = rec.seats[seat === 0 ? 1 : 0];
    if (other.player === "" && other.bot === "") return REFUSE(msg("tables.lobby.waiting_opponent"));
    if (other.bot !== "" && rec.seats[seat].offer.length > 0 && !this.config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    rec.seats[seat].ready = true;
    this.save(live);
    this.maybeStart(live);
    this.refresh(live);
    return { ok: true };
  }

  private playAlone(live: Live, seat: Seat, level: string): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    if (this.config.botLevels.indexOf(level) < 0) return REFUSE(msg("tables.error.level"));
    const o = seat === 0 ? 1 : 0;
    const other = rec.seats[o];
    if (other.player !== "") return REFUSE(msg("tables.error.seat_taken"));
    if (rec.seats[seat].offer.length > 0 && !this.config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    rec.seats[o] = { player: "", bot: level, ready: true, away: -1, offer: [], kept: false };
    rec.seats[seat].ready = true;
    this.save(live);
    this.maybeStart(live);
    this.refresh(live);
    return { ok: true };
  }

  private maybeStart(live: Live): void {
    const rec = live.rec;
    for (const s of rec.seats) {
      if (s.bot !== "") continue;
      if (s.player === "" || !s.ready || !this.ports.players.isOnline(s.player)) return;
    }
    const players: [PlayerId, PlayerId] = [seatKey(rec.seats[0]), seatKey(rec.seats[1])];
    const pot: [ItemStack[], ItemStack[]] = [rec.seats[0].offer, rec.seats[1].offer];
    const words = this.ports.random.words(7);
    const matchId = encodeBase64Url(this.randomBytes(8));
    const escrow = pot[0].length > 0 || pot[1].length > 0;
    if (escrow) {
      const got = this.escrow.collect(matchId, rec.id, players, pot);
      if (got !== "held") {
        const s = rec.seats[got];
        s.offer = [];
        rec.seats[0].ready = false;
        rec.seats[1].ready = false;
        this.save(live);
        this.note(live, msg("tables.stake.missing", { name: this.name(s.player) }));
        return;
      }
    }
    const rules = presetRules(rec.preset);
    const rng = rngFromWords(words[0], words[1], words[2], words[3]);
    const dealer: Seat = randomInt(rngFromWords(words[4], words[5], words[6], 1), 2) === 0 ? 0 : 1;
    const state = newMatch(rules, rng, dealer);
    const reserved: [SeatRef, SeatRef] = [
      { player: rec.seats[0].player, bot: rec.seats[0].bot },
      { player: rec.seats[1].player, bot: rec.seats[1].bot },
    ];
    rec.match = { id: matchId, gen: 0, state, escrow, pot: [pot[0], pot[1]], reserved, paused: false, deadline: -1, handOverAt: -1 };
    rec.last = undefined;
    for (const s of rec.seats) {
      s.offer = [];
      s.ready = false;
    }
    live.next = [false, false];
    live.notes = [];
    this.makeBots(live);
    this.armTurn(live);
    this.save(live);
    this.note(live, msg("tables.match.started", { name: this.seatName(rec, dealer) }));
  }

  // ---------------------------------------------------------------- play

  private move(live: Live, a: Action): Outcome {
    const m = live.rec.match as LiveMatch;
    if (m.paused) return REFUSE(msg("tables.error.illegal"));
    const r = applyMatchAction(m.state, a);
    if (!r.ok) return REFUSE(msg("tables.error.illegal"));
    m.state = r.state;
    this.afterMove(live);
    return { ok: true };
  }

  private afterMove(live: Live): void {
    const m = live.rec.match as LiveMatch;
    const result = m.state.result;
    if (result !== undefined) {
      this.endMatch(live, result.winner, "score");
      return;
    }
    if (m.state.hand.phase === "over") {
      m.handOverAt = this.ports.clock.now();
      m.deadline = -1;
      live.next = [false, false];
      const r = m.state.hand.result;
      if (r !== undefined && r.winner !== -1) this.note(live, msg("tables.hand.won", { name: this.seatName(live.rec, r.winner), points: r.points[r.winner] }));
    } else this.armTurn(live);
    this.save(live);
    this.refresh(live);
  }

  /** Starts the timer (or the bot's delay) for the seat to move. */
  private armTurn(live: Live): void {
    const m = live.rec.match;
    if (m === undefined) return;
    const now = this.ports.clock.now();
    live.warned = 0;
    if (m.state.hand.phase === "over") {
      m.deadline = -1;
      return;
    }
    const turn = m.state.hand.turn;
    if (live.rec.seats[turn].bot !== "") {
      m.deadline = -1;
      live.botDue = now + this.config.botDelayMs;
    } else m.deadline = now + this.config.turnSeconds * 1000;
  }

  private maybeNextHand(live: Live, timedOut: boolean): void {
    const rec = live.rec;
    const m = rec.match;
    if (m === undefined || m.state.hand.phase !== "over" || m.state.result !== undefined) return;
    if (!timedOut) {
      for (const seat of [0, 1] as const) if (rec.seats[seat].bot === "" && !live.next[seat]) {
        this.refresh(live);
        return;
      }
    }
    const r = startNextHand(m.state);
    if (!r.ok) return;
    m.state = r.state;
    m.handOverAt = -1;
    live.next = [false, false];
    this.armTurn(live);
    this.save(live);
    this.refresh(live);
  }

  /**
   * The one way a match ends. The table record with the result is the commit point: written
   * before the pot moves, so start-up finishes a payout the crash interrupted and never pays twice.
   */
  private endMatch(live: Live, winner: 0 | 1, reason: EndReason): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const totals: [number, number] = m.state.result !== undefined ? [m.state.result.totals[0], m.state.result.totals[1]] : [m.state.scores[0], m.state.scores[1]];
    rec.last = { matchId: m.id, winner, reason, totals, match: m.state };
    rec.match = undefined;
    live.bots = [undefined, undefined];
    this.clearSeatsAfterMatch(rec);
    this.save(live);
    if (m.escrow) {
      if (settlesByRefund(reason)) this.escrow.refund(m.id);
      else this.escrow.pay(m.id, winner);
    }
    this.refresh(live);
  }

  private clearSeatsAfterMatch(rec: TableRecord): void {
    for (const seat of [0, 1] as const) {
      const s = rec.seats[seat];
      s.ready = false;
      s.offer = [];
      if (s.player !== "" && (s.away >= 0 || !this.ports.players.isOnline(s.player))) {
        rec.seats[seat] = emptySeat();
      }
    }
  }

  // ---------------------------------------------------------------- time

  /** Drives timers, bots, grace periods and the next deal. Call about once a second. */
  tick(): void {
    this.ready();
    const now = this.ports.clock.now();
    const list: Live[] = [];
    for (const live of this.tables.values()) list.push(live);
    for (const live of list) {
      if (this.tables.get(live.rec.id) !== live) continue;
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
      if (now - s.away >= this.config.graceSeconds * 1000) {
        this.graceExpired(live, seat);
        return;
      }
    }
    const hand = m.state.hand;
    if (hand.phase === "over") {
      if (m.handOverAt >= 0 && now - m.handOverAt >= this.config.nextHandSeconds * 1000) this.maybeNextHand(live, true);
      else if (this.allBots(rec)) this.maybeNextHand(live, true);
      return;
    }
    const turn = hand.turn;
    const s = rec.seats[turn];
    if (s.bot !== "") {
      if (now >= live.botDue) this.botMove(live, turn);
      return;
    }
    if (s.away >= 0 || m.deadline < 0) return;
    const left = m.deadline - now;
    if (left <= 0) {
      this.timeout(live, turn);
      return;
    }
    const warnings = this.config.warnSeconds;
    let warned = false;
    while (live.warned < warnings.length && left <= warnings[live.warned] * 1000) {
      this.ports.messages.tell(s.player, msg("tables.turn.warning", { seconds: warnings[live.warned] }));
      live.warned++;
      warned = true;
    }
    // Screens carry the seconds left at render time; hosts that cannot count down show it fresh.
    if (warned) this.refresh(live);
  }

  private allBots(rec: TableRecord): boolean {
    return rec.seats[0].bot !== "" && rec.seats[1].bot !== "";
  }

  private graceExpired(live: Live, seat: Seat): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const other: Seat = seat === 0 ? 1 : 0;
    const otherSeat = rec.seats[other];
    const otherAway = otherSeat.bot === "" && otherSeat.away >= 0;
    if (this.config.onGraceExpiry === "forfeit" && !otherAway) {
      this.note(live, msg("tables.match.abandoned", { name: this.name(rec.seats[seat].player) }));
      this.endMatch(live, other, "forfeit");
      return;
    }
    m.paused = true;
    m.deadline = -1;
    this.save(live);
    this.note(live, msg("tables.match.paused_away", { name: this.name(rec.seats[seat].player) }));
    this.refresh(live);
  }

  private timeout(live: Live, seat: Seat): void {
    if (this.config.onTimeout === "forfeit") {
      this.endMatch(live, seat === 0 ? 1 : 0, "timeout");
      return;
    }
    const m = live.rec.match as LiveMatch;
    const a = safeMove(m.state, seat);
    this.ports.messages.tell(live.rec.seats[seat].player, msg("tables.turn.auto"));
    const r = applyMatchAction(m.state, a);
    if (!r.ok) return;
    m.state = r.state;
    this.afterMove(live);
  }

  /** A bot's move, checked like a human's; a bot that throws or answers nonsense gets the safe move. */
  private botMove(live: Live, seat: Seat): void {
    const m = live.rec.match as LiveMatch;
    let bot = live.bots[seat];
    if (bot === undefined) {
      this.makeBots(live);
      bot = live.bots[seat];
    }
    let a: Action | undefined = undefined;
    if (bot !== undefined) {
      const view = seatView(m.state.hand, seat);
      a = decideSafely(bot, view);
    }
    let r = a !== undefined && a.seat === seat ? applyMatchAction(m.state, a) : undefined;
    if (r === undefined || !r.ok) r = applyMatchAction(m.state, safeMove(m.state, seat));
    if (!r.ok) return;
    m.state = r.state;
    this.afterMove(live);
  }

  private makeBots(live: Live): void {
    const rec = live.rec;
    for (const seat of [0, 1] as const) {
      const level = rec.seats[seat].bot;
      if (level === "" || live.bots[seat] !== undefined) continue;
      // Each bot gets its own secure stream: its choices cannot be predicted from the deal.
      const w = this.ports.random.words(4);
      const made = createSafely(this.bots, level, rngFromWords(w[0], w[1], w[2], w[3]));
      live.bots[seat] = made;
    }
    live.botDue = this.ports.clock.now() + this.config.botDelayMs;
  }

  // ---------------------------------------------------------------- mailbox

  /** Delivers waiting items as far as the inventory has room; tells the player what is left. */
  claimMailbox(player: PlayerId): Outcome {
    this.ready();
    const [delivered, left] = this.escrow.claim(player);
    this.ports.messages.tell(player, msg("tables.mail.claimed", { count: delivered, left }));
    return { ok: true };
  }

  /** Operators: the house's winnings (bot matches with stakes) into the operator's mailbox. */
  claimHouse(operator: PlayerId): Outcome {
    this.ready();
    if (!this.ports.players.isOperator(operator)) return this.refuse(operator, msg("tables.error.not_operator"));
    this.escrow.moveHouseTo(operator);
    return this.claimMailbox(operator);
  }

  // ---------------------------------------------------------------- helpers

  private save(live: Live): void {
    this.ports.storage.set(TABLE_PREFIX + escapeKey(live.rec.id), writeTable(live.rec));
  }

  private writePause(matchId: string, gen: number, tableId: TableId, pot: [ItemStack[], ItemStack[]]): void {
    this.ports.storage.set(
      PAUSE_PREFIX + matchId,
      writeJson(obj([["g", gen], ["t", tableId], ["pot", [stacksJson(pot[0]), stacksJson(pot[1])]]])),
    );
  }

  private readPause(matchId: string): { gen: number; pot: [ItemStack[], ItemStack[]] } | undefined {
    const text = this.ports.storage.get(PAUSE_PREFIX + matchId);
    if (text === undefined) return undefined;
    const parsed = parseJson(text);
    if (!parsed.ok) return undefined;
    const v = parsed.value as { [key: string]: Json };
    if (typeof v !== "object" || v === null || typeof v["g"] !== "number") return undefined;
    const potV = v["pot"];
    const pot: [ItemStack[], ItemStack[]] = [[], []];
    if (Array.isArray(potV) && potV.length === 2) {
      pot[0] = readLines(potV[0]);
      pot[1] = readLines(potV[1]);
    }
    return { gen: v["g"], pot };
  }

  private tableWithMatch(matchId: string): Live | undefined {
    for (const live of this.tables.values()) if (live.rec.match !== undefined && live.rec.match.id === matchId) return live;
    return undefined;
  }

  private tableWithResult(matchId: string): Live | undefined {
    for (const live of this.tables.values()) if (live.rec.last !== undefined && live.rec.last.matchId === matchId) return live;
    return undefined;
  }

  private seatOf(rec: TableRecord, player: PlayerId): Seat | -1 {
    if (player === "") return -1;
    if (rec.seats[0].player === player) return 0;
    if (rec.seats[1].player === player) return 1;
    return -1;
  }

  /**
   * The player sat down somewhere else, so it left any other table: a lobby seat is freed; a seat
   * in a running match is not given up by walking away (false: the sit is refused).
   */
  private leaveOtherTables(player: PlayerId, tableId: TableId): boolean {
    for (const live of this.tables.values()) {
      if (live.rec.id === tableId) continue;
      const seat = this.seatOf(live.rec, player);
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

  private mayManage(rec: TableRecord, player: PlayerId): boolean {
    return rec.owner === player || this.ports.players.isOperator(player);
  }

  private unseat(rec: TableRecord, seat: Seat): void {
    const p = rec.seats[seat].player;
    if (p === "") return;
    rec.seats[seat] = emptySeat();
    this.ports.seats.unseat(p, rec.id);
  }

  private name(player: PlayerId): string {
    return this.ports.players.displayName(player);
  }

  private seatName(rec: TableRecord, seat: Seat): string | Message {
    const s = rec.seats[seat];
    return s.bot !== "" ? botLabel(s.bot) : this.name(s.player);
  }

  private tellSeats(seats: [SeatRef, SeatRef], m: Message): void {
    for (const s of seats) if (s.player !== "" && this.ports.players.isOnline(s.player)) this.ports.messages.tell(s.player, m);
  }

  private note(live: Live, m: Message): void {
    live.notes.push(m);
    if (live.notes.length > 4) live.notes.shift();
    for (const s of live.rec.seats) if (s.player !== "" && this.ports.players.isOnline(s.player)) this.ports.messages.tell(s.player, m);
  }

  private refuse(player: PlayerId, error: Message): { ok: false; error: Message } {
    if (player !== "") this.ports.messages.tell(player, error);
    return { ok: false, error };
  }
}

/**
 * A seat abandoned past its grace loses the match, but the stakes go back: nobody wins items
 * because the other player's connection dropped.
 */
function settlesByRefund(reason: EndReason): boolean {
  return reason === "forfeit";
}

function phaseOf(rec: TableRecord): TablePhase {
  if (rec.board === "") return "empty";
  if (rec.match !== undefined) return rec.match.paused ? "paused" : "playing";
  if (rec.last !== undefined) return "result";
  return "lobby";
}

function seatKey(s: SeatState): PlayerId {
  return s.bot !== "" ? "~" + s.bot : s.player;
}

function presetOf(rules: Rules): PresetName {
  for (const p of PRESET_NAMES) {
    const r = presetRules(p);
    if (r.matchTarget === rules.matchTarget && r.oklahoma === rules.oklahoma && r.straightGin === rules.straightGin && r.classicBonuses === rules.classicBonuses) return p;
  }
  return "house";
}

function startsWith(s: string, prefix: string): boolean {
  return s.substring(0, prefix.length) === prefix;
}

function linesOf(stacks: readonly ItemStack[]): StakeLine[] {
  const out: StakeLine[] = [];
  for (const s of stacks) out.push(withCount(s, s.count));
  return out;
}

function stacksJson(stacks: readonly ItemStack[]): import("../util/json").Out {
  const out: import("../util/json").Out[] = [];
  for (const s of stacks) out.push(s.meta !== undefined ? obj([["i", s.item], ["c", s.count], ["m", s.meta]]) : obj([["i", s.item], ["c", s.count]]));
  return out;
}

function readLines(v: Json): ItemStack[] {
  const out: ItemStack[] = [];
  if (!Array.isArray(v)) return out;
  for (const e of v) {
    if (typeof e !== "object" || e === null || Array.isArray(e)) continue;
    const item = e["i"];
    const count = e["c"];
    const meta = e["m"];
    if (typeof item === "string" && typeof count === "number") out.push(typeof meta === "string" ? { item, count, meta } : { item, count });
  }
  return out;
}

/** Parses a game button id back into an engine action for the seat. */
function parseAction(id: string, seat: Seat): Action | undefined {
  if (id === "take" || id === "pass" || id === "stock") return { seat, do: id };
  if (id === "biggin") return { seat, do: "bigGin" };
  const knock = startsWith(id, "knock.");
  if (knock || startsWith(id, "discard.")) {
    const card = parseNat(id.substring(knock ? 6 : 8));
    if (card === undefined || card > 51) return undefined;
    return knock ? { seat, do: "discard", card, knock: true } : { seat, do: "discard", card };
  }
  return undefined;
}

/**
 * The automatic move for a timed-out turn: pass the first upcard, draw from the stock, discard
 * the card that leaves the least deadwood (the highest such card), and knock only with gin.
 */
export function safeMove(m: MatchState, seat: Seat): Action {
  const hand = m.hand;
  if (hand.phase === "firstUpcard") return { seat, do: "pass" };
  if (hand.phase === "draw") return { seat, do: "stock" };
  const cards = hand.hands[seat];
  let best: Card = -1;
  let bestDw = 1000;
  let bestPts = -1;
  for (const c of cards) {
    if (c === hand.justTaken) continue;
    const rest: Card[] = [];
    for (const x of cards) if (x !== c) rest.push(x);
    const d = minDeadwood(rest);
    const pts = c % 13 < 9 ? (c % 13) + 1 : 10;
    if (d < bestDw || (d === bestDw && pts > bestPts)) {
      best = c;
      bestDw = d;
      bestPts = pts;
    }
  }
  if (bestDw === 0) return { seat, do: "discard", card: best, knock: true };
  return { seat, do: "discard", card: best };
}

function decideSafely(bot: Bot, view: ReturnType<typeof seatView>): Action | undefined {
  try {
    const a = bot.decide(view);
    if (a === undefined || a === null || typeof a !== "object") return undefined;
    for (const l of view.legal) if (actionId(l) === actionId(a) && l.do === a.do) return l;
    return undefined;
  } catch {
    return undefined;
  }
}

function createSafely(factory: BotFactory, level: string, rng: ReturnType<typeof rngFromWords>): Bot | undefined {
  try {
    return factory.create(level, rng);
  } catch {
    return undefined;
  }
}

function snapshotNotice(e: SnapshotError): Message {
  if (e === "truncated") return msg("tables.snapshot.truncated");
  if (e === "tampered") return msg("tables.snapshot.tampered");
  if (e === "foreign") return msg("tables.snapshot.foreign");
  if (e === "outdated") return msg("tables.snapshot.outdated");
  if (e === "unsupported") return msg("tables.snapshot.unsupported");
  return msg("tables.snapshot.malformed");
}
