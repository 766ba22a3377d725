/**
 * The table service: seats, matches, stakes, pause-and-keep, timers and screens for every Game
 * Table on a server. Host-agnostic: it talks to the server only through the ports in ports.ts,
 * and to a board's game only through its Game (src/games/game.ts) from `ports.games`.
 * docs/tables.md has the design (state machine, escrow protocol, snapshot format).
 *
 * HOW A HOST WIRES IT
 *   const made = TableService.create(ports, operatorConfigObject);   // validated config; ports.games = GAMES
 *   (start.ts startTables does this, the recovery and the joins of players online, in one call)
 *   if (!made.ok) log(made.error.field, made.error.reason) and refuse to start the tables;
 *   const tables = made.service;
 *   tables.recoverAtStartup();            // ONCE, before any other call: finishes settlements
 *   every ~1 s: tables.tick();            // timers, bots, grace periods (reads clock.now())
 *   table node placed:   tables.createTable(id, placer)
 *   board used on table: r = tables.fitBoard(id, player, kind, snapshotOnItem, itemStack)  (kind: a registered Game's)
 *                        the service takes the board item (inventory port, kept in the ledger)
 *   board taken off:     r = tables.removeBoard(id, player)
 *                        the service gives the player the board (boards.stack, then inventory)
 *   table dug/destroyed: r = tables.breakTable(id, player) (refused for non-owners if a match runs);
 *                        a fitted board goes back to the player the same way
 *   chair sat on:        tables.sit(id, seat, player)  (seat 0..seats-1: the chair's side, seatOfSide in src/content/seating.ts);
 *                        if refused, stand the player up again
 *   chair left:          tables.stand(player)
 *   table right-clicked: tables.openScreen(player, id)
 *   form submitted:      tables.handleScreenAction(player, id, fields)  (fields: token, action, ...)
 *   screen closed:       tables.closedScreen(player)
 *   join / leave:        tables.onPlayerJoin(player) / tables.onPlayerLeave(player)
 *   /gametables:         runCommandLine(commandHost, actor, line) (commands.ts), or directly:
 *                        tables.claimMailbox(player); operators: refundPaused(matchId, op),
 *                        abortMatch(id, op), claimHouse(op); queries: info(id), publicState(id),
 *                        tableIds(), pausedMatches(), mailbox(player), serverId()
 *
 * THE CONTRACT (which port calls happen when)
 * - storage: read at recoverAtStartup; written on every state change, always BEFORE the items
 *   that change depends on move (intent first). keys.ts lists every key.
 * - inventory.take happens only when every human seat confirmed the pot (Start/Rematch); give/drop
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
 *
 * WHERE THE WORK IS DONE (all on one shared TableContext, context.ts)
 *   recovery.ts start-up and identity; queries.ts read-only answers; boards.ts tables, boards,
 *   pause-and-keep, operator abort/refund; presence.ts seats, leaving and coming back;
 *   screens.ts viewers and rendering; screen-actions.ts form submissions; lobby.ts rules, stakes,
 *   start; play.ts moves, turns, the end of a match; timers.ts tick; mailbox.ts claims;
 *   commands.ts the /gametables command; keys.ts, stacks.ts, mail-store.ts, stores.ts the free helpers.
 */
import type { Message } from "../i18n/types";
import { Boards } from "./flow/boards";
import type { ConfigError, TableConfig } from "./config";
import { validateConfig } from "./config";
import { TableContext } from "./context";
import { Lobby } from "./flow/lobby";
import { Mailbox } from "./items/mailbox";
import type { HostPorts, ItemStack, PlayerId, TableId } from "./ports";
import { Play } from "./flow/play";
import { Presence } from "./flow/presence";
import { Queries } from "./flow/queries";
import { Recovery } from "./persistence/recovery";
import { ScreenActions } from "./flow/screen-actions";
import { TableScreens } from "./flow/screens";
import { Timers } from "./flow/timers";
import type { BoardKind, BreakOutcome, FitOutcome, Outcome, PublicTableState, RecoveryReport, TableInfo } from "./types";


/**
 * The public face. Each call makes sure start-up ran, then hands over to the part that holds it;
 * every part works on one shared TableContext (context.ts).
 */
export class TableService {
  private readonly ctx: TableContext;
  private readonly recovery: Recovery;
  private readonly queries: Queries;
  private readonly screens: TableScreens;
  private readonly play: Play;
  private readonly timers: Timers;
  private readonly presence: Presence;
  private readonly lobby: Lobby;
  private readonly boards: Boards;
  private readonly mail: Mailbox;
  private readonly actions: ScreenActions;

  /** Use `create` (validates the config); this assumes a valid one. */
  constructor(ports: HostPorts, config: TableConfig) {
    const ctx = new TableContext(ports, config);
    this.ctx = ctx;
    this.screens = new TableScreens(ctx);
    this.play = new Play(ctx, this.screens);
    this.timers = new Timers(ctx, this.screens, this.play);
    this.recovery = new Recovery(ctx, this.play);
    this.presence = new Presence(ctx, this.screens, this.play);
    this.lobby = new Lobby(ctx, this.screens, this.play);
    this.boards = new Boards(ctx, this.screens, this.play, this.presence);
    this.queries = new Queries(ctx);
    this.mail = new Mailbox(ctx);
    this.actions = new ScreenActions(ctx, this.screens, this.presence, this.lobby, this.play, this.mail);
  }

  /** Validates the operator's config (parsed settings, unknown shape) against the bots on offer. */
  static create(ports: HostPorts, rawConfig: unknown): { ok: true; service: TableService } | { ok: false; error: ConfigError } {
    const v = validateConfig(rawConfig);
    if (!v.ok) return v;
    if (ports.games.length === 0) return { ok: false, error: { field: "games", reason: "no board game on offer" } };
    const levels = ports.bots !== undefined ? ports.bots.levels() : [];
    if (ports.bots === undefined) for (const g of ports.games) for (const l of g.table.bots.levels()) if (levels.indexOf(l) < 0) levels.push(l);
    for (const level of v.config.botLevels) {
      if (levels.indexOf(level) < 0) return { ok: false, error: { field: "botLevels", reason: `no bot of level "${level}" (have ${levels.join(", ")})` } };
    }
    return { ok: true, service: new TableService(ports, v.config) };
  }

  private ready(): void {
    if (!this.ctx.recovered) this.recoverAtStartup();
  }

  // ---------------------------------------------------------------- start-up (recovery.ts)

  /**
   * Loads every table and finishes whatever a crash interrupted: pending settlements and refunds
   * run to the end, escrow no match refers to any more is refunded, stale pause records of matches
   * that are back on a table are cleared. Players are all offline at start-up: their seats in a
   * running match enter the grace period; lobby seats are freed.
   */
  recoverAtStartup(): RecoveryReport {
    return this.recovery.recoverAtStartup();
  }

  // ---------------------------------------------------------------- queries (queries.ts)

  /** The server id written into snapshots (base64url, 11 characters). */
  serverId(): string {
    this.ready();
    return this.ctx.server;
  }

  info(tableId: TableId): TableInfo | undefined {
    this.ready();
    return this.queries.info(tableId);
  }

  /**
   * What anyone at the table can see (for drawing cards on the tabletop): built from the engine's
   * public view only. Undefined while no match is on the table.
   */
  publicState(tableId: TableId): PublicTableState | undefined {
    this.ready();
    return this.queries.publicState(tableId);
  }

  tableIds(): TableId[] {
    this.ready();
    return this.queries.tableIds();
  }

  /** Ids of matches paused onto boards (for operators). */
  pausedMatches(): string[] {
    this.ready();
    return this.queries.pausedMatches();
  }

  mailbox(player: PlayerId): ItemStack[] {
    this.ready();
    return this.ctx.mailbox(player);
  }

  // ---------------------------------------------------------------- tables and boards (boards.ts)

  createTable(tableId: TableId, owner: PlayerId): Outcome {
    this.ready();
    return this.boards.createTable(tableId, owner);
  }

  /**
   * Fits a board. A plain board ("" meta) makes a fresh table; a snapshot resumes its match once
   * (the reserved players sit down to go on). A snapshot that is not ours, not intact or already
   * used is refused with a notice and the board is fitted as a plain board: nothing else changes.
   */
  fitBoard(tableId: TableId, actor: PlayerId, kind: string, boardMeta: string, item: ItemStack): FitOutcome {
    this.ready();
    return this.boards.fitBoard(tableId, actor, kind, boardMeta, item);
  }

  /**
   * Takes the board off. During a match the whole match goes onto the board item as a signed
   * snapshot (stakes stay in escrow); the pause record is written first, so storage always knows
   * a board may carry this match.
   */
  removeBoard(tableId: TableId, actor: PlayerId): { ok: true; kind: BoardKind; boardMeta: string } | { ok: false; error: Message } {
    this.ready();
    return this.boards.removeBoard(tableId, actor);
  }

  /**
   * The table is dug up or destroyed. A running match is aborted and its stakes refunded (the
   * owner who wants to keep a match removes the board first). Only the owner or an operator may
   * break a table with a match on it.
   */
  breakTable(tableId: TableId, actor: PlayerId): BreakOutcome {
    this.ready();
    return this.boards.breakTable(tableId, actor);
  }

  /** Operators: call off the match on a table; stakes go back to their owners. */
  abortMatch(tableId: TableId, actor: PlayerId): Outcome {
    this.ready();
    return this.boards.abortMatch(tableId, actor);
  }

  /** Operators: refund a match paused onto a board; the board's snapshot becomes unusable. */
  refundPaused(matchId: string, actor: PlayerId): Outcome {
    this.ready();
    return this.boards.refundPaused(matchId, actor);
  }

  // ---------------------------------------------------------------- seats and presence (presence.ts)

  sit(tableId: TableId, seat: number, player: PlayerId): Outcome {
    this.ready();
    return this.presence.sit(tableId, seat, player);
  }

  /** The player got up. Between matches the seat is freed; during a match the grace period starts. */
  stand(player: PlayerId): void {
    this.ready();
    this.presence.stand(player);
  }

  onPlayerJoin(player: PlayerId): void {
    this.ready();
    this.presence.join(player);
  }

  onPlayerLeave(player: PlayerId): void {
    this.ready();
    this.presence.leave(player);
  }

  // ---------------------------------------------------------------- screens (screens.ts, screen-actions.ts)

  /** Shows the table's screen (seated players get their seat's view, others the public view). */
  openScreen(player: PlayerId, tableId: TableId): Outcome {
    this.ready();
    return this.screens.openTable(player, tableId);
  }

  /** The host saw the player close the screen. */
  closedScreen(player: PlayerId): void {
    this.screens.closed(player);
  }

  /**
   * A form submission. `fields.token` must be the token of the screen last shown to this player
   * for this table, and `fields.action` one of its buttons; anything else (a stale screen, a
   * double click, a replayed or forged form) is ignored and the current screen shown again.
   */
  handleScreenAction(player: PlayerId, tableId: TableId, fields: Record<string, string>): Outcome {
    this.ready();
    return this.actions.handle(player, tableId, fields);
  }

  // ---------------------------------------------------------------- time (timers.ts, play.ts)

  /**
   * Drives timers, bots, grace periods and the next deal. Call about once a second, or every
   * server step with `botMoves`: at most that many bot moves (and all-bot deals) this tick, the
   * tables left waiting going first next tick (players' timers are never held back).
   */
  tick(botMoves?: number): void {
    this.ready();
    this.timers.tick(botMoves);
    this.ctx.ledger.sweep();
  }

  // ---------------------------------------------------------------- mailbox (mailbox.ts)

  /** Delivers waiting items as far as the inventory has room; tells the player what is left. */
  claimMailbox(player: PlayerId): Outcome {
    this.ready();
    return this.mail.claim(player);
  }

  /** Operators: the house's winnings (bot matches with stakes) into the operator's mailbox. */
  claimHouse(operator: PlayerId): Outcome {
    this.ready();
    return this.mail.claimHouse(operator);
  }
}
