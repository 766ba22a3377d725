/**
 * The table service's shared internal state and the small helpers every part of it uses. The
 * collaborators (boards, presence, screens, lobby, play, timers, ...) all work on one context;
 * TableService (service.ts) owns it and is the only public face.
 */
import type { AnyGame } from "../games/game";
import type { Message } from "../i18n/types";
import { botName } from "../screen/build";
import type { TableConfig } from "./config";
import { Escrow } from "./items/escrow";
import { tableKey } from "./persistence/keys";
import type { Ledger } from "./items/ledger";
import type { MailStore } from "./items/mail-store";
import type { Transfers } from "./items/transfer";
import type { Bot, BotFactory, HostPorts, ItemStack, PlayerId, TableId } from "./ports";
import type { SeatState, TableRecord } from "./persistence/records";
import { emptySeat, gameOfBoard, writeTable } from "./persistence/records";
import type { SeatRef } from "./persistence/snapshot";
import { itemStores } from "./items/stores";
import type { Seat, TablePhase } from "./types";

/** Per-table state that never needs to survive a restart (arrays: one entry per table seat). */
export interface Live {
  rec: TableRecord;
  /** Per table seat: the bot playing it (a bot's seat, or a stand-in for an absent player). */
  bots: (Bot | undefined)[];
  botDue: number;
  /** When the bots of seats not to move may act out of turn (Play.offTurnMove), or -1. */
  offDue: number;
  /**
   * The match seats asked in the open reaction window as last armed or answered (Play.afterMove
   * tells a window going on from a new one by it), [] when none.
   */
  asked: number[];
  /** Windows opened so far: answers to a window stop once a move opened a new one. */
  windows: number;
  /** Warnings already sent for the current turn timer. */
  warned: number;
  /** Seats that asked for the next hand. */
  next: boolean[];
  notes: Message[];
  /** Turn timeouts in a row per seat (in memory: a restart forgives them). */
  timeouts: number[];
  /** Seats marked away for letting the timer play for them: the player may say "I'm back". */
  idle: boolean[];
}

/** One player's open table screen. */
export interface Viewer {
  tableId: TableId;
  token: string;
  tab: "game" | "lessons";
  lessonId: string;
  /** Button ids on the screen last shown: a submission may only press one of these. */
  actions: string[];
  /** The inventory lines as shown on the stake panel (the `slot` field indexes them). */
  inventory: ItemStack[];
  /** The player pressed Resign and is asked to confirm it. */
  confirmResign: boolean;
  /**
   * The move the viewer is answering one more question about (Game.table.choiceFor: the melds of a
   * knock), "" for none, and the match's moment (Game.table.moment) it was asked at: it holds only
   * until the next move.
   */
  choice: string;
  choiceAt: number;
}

export const REFUSE = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

export class TableContext {
  readonly tables = new Map<TableId, Live>();
  /** Change only through setViewer/dropViewer/clearViewers, which keep `watching` in step. */
  readonly viewers = new Map<PlayerId, Viewer>();
  /** The players looking at each table, in the order they opened it: a refresh visits only these. */
  readonly watching = new Map<TableId, PlayerId[]>();
  readonly escrow: Escrow;
  /** The mailbox and the ledger (stores.ts), shared with the escrow. */
  readonly mail: MailStore;
  readonly ledger: Ledger;
  /** The one path items move by (transfer.ts). */
  readonly transfers: Transfers;
  secret: number[] = [];
  server = "";
  tokenCounter = 0;
  tokenSalt = "";
  recovered = false;

  constructor(
    readonly ports: HostPorts,
    readonly config: TableConfig,
  ) {
    const stores = itemStores(ports);
    this.mail = stores.mail;
    this.ledger = stores.ledger;
    this.transfers = stores.transfers;
    this.escrow = new Escrow(ports, () => this.config.overflow, stores);
  }

  setViewer(player: PlayerId, viewer: Viewer): void {
    this.dropViewer(player);
    this.viewers.set(player, viewer);
    const list = this.watching.get(viewer.tableId);
    if (list === undefined) this.watching.set(viewer.tableId, [player]);
    else list.push(player);
  }

  dropViewer(player: PlayerId): void {
    const old = this.viewers.get(player);
    if (old === undefined) return;
    this.viewers.delete(player);
    const list = this.watching.get(old.tableId);
    if (list === undefined) return;
    const at = list.indexOf(player);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.watching.delete(old.tableId);
  }

  clearViewers(): void {
    this.viewers.clear();
    this.watching.clear();
  }

  /** The game the table's board plays (the default game while no board is fitted). */
  game(rec: TableRecord): AnyGame {
    return gameOfBoard(this.ports.games, rec.board) ?? this.ports.games[0];
  }

  /** The bots for the table's game (a host's own factory, if it gave one, replaces them). */
  bots(rec: TableRecord): BotFactory {
    return this.ports.bots ?? this.game(rec).table.bots;
  }

  /**
   * The configured levels whose bots play a match of `players` at this table (a game's level may
   * play fewer seats than the game); a host's own factory plays every level it offers.
   */
  botLevelsFor(rec: TableRecord, players: number): string[] {
    const levels = this.config.botLevels;
    if (this.ports.bots !== undefined) return levels.slice();
    const playing = this.game(rec).table.bots.levels(players);
    const out: string[] = [];
    for (const l of levels) if (playing.indexOf(l) >= 0) out.push(l);
    return out;
  }

  save(live: Live): void {
    this.ports.storage.set(tableKey(live.rec.id), writeTable(live.rec, this.game(live.rec)));
  }

  randomBytes(n: number): number[] {
    const words = this.ports.random.words(Math.ceil(n / 4));
    const out: number[] = [];
    for (const w of words) {
      out.push((w >>> 24) & 255, (w >>> 16) & 255, (w >>> 8) & 255, w & 255);
    }
    return out.slice(0, n);
  }

  /** What waits in the player's mailbox, stack by stack. */
  mailbox(player: PlayerId): ItemStack[] {
    return this.mail.stacks(player);
  }

  tableWithMatch(matchId: string): Live | undefined {
    for (const live of this.tables.values()) if (live.rec.match !== undefined && live.rec.match.id === matchId) return live;
    return undefined;
  }

  tableWithResult(matchId: string): Live | undefined {
    for (const live of this.tables.values()) if (live.rec.last !== undefined && live.rec.last.matchId === matchId) return live;
    return undefined;
  }

  seatOf(rec: TableRecord, player: PlayerId): Seat {
    if (player === "") return -1;
    for (let i = 0; i < rec.seats.length; i++) if (rec.seats[i].player === player) return i;
    return -1;
  }

  /** The table seat that plays a match seat. */
  tableSeat(rec: TableRecord, matchSeat: number): Seat {
    const m = rec.match;
    if (m === undefined || matchSeat < 0 || matchSeat >= m.at.length) return -1;
    return m.at[matchSeat];
  }

  /** The match seat a table seat plays in the running match, or -1. */
  matchSeat(rec: TableRecord, seat: Seat): number {
    const m = rec.match;
    return m === undefined ? -1 : m.at.indexOf(seat);
  }

  present(s: SeatState): boolean {
    return s.bot !== "" || (s.player !== "" && s.away < 0 && this.ports.players.isOnline(s.player));
  }

  mayManage(rec: TableRecord, player: PlayerId): boolean {
    return rec.owner === player || this.ports.players.isOperator(player);
  }

  unseat(rec: TableRecord, seat: Seat): void {
    const p = rec.seats[seat].player;
    if (p === "") return;
    rec.seats[seat] = emptySeat();
    this.ports.seats.unseat(p, rec.id);
  }

  name(player: PlayerId): string {
    return this.ports.players.displayName(player);
  }

  seatName(rec: TableRecord, seat: Seat): string | Message {
    const s = rec.seats[seat];
    if (s.bot === "") return this.name(s.player);
    const levels: string[] = [];
    for (const x of rec.seats) levels.push(x.bot);
    return botName(levels, seat);
  }

  tellSeats(seats: readonly SeatRef[], m: Message): void {
    for (const s of seats) if (s.player !== "" && this.ports.players.isOnline(s.player)) this.ports.messages.tell(s.player, m);
  }

  note(live: Live, m: Message): void {
    live.notes.push(m);
    if (live.notes.length > 4) live.notes.shift();
    for (const s of live.rec.seats) if (s.player !== "" && this.ports.players.isOnline(s.player)) this.ports.messages.tell(s.player, m);
  }

  refuse(player: PlayerId, error: Message): { ok: false; error: Message } {
    if (player !== "") this.ports.messages.tell(player, error);
    return { ok: false, error };
  }
}

export function phaseOf(rec: TableRecord): TablePhase {
  if (rec.board === "") return "empty";
  if (rec.match !== undefined) return rec.match.paused ? "paused" : "playing";
  if (rec.last !== undefined && !rec.last.off) return "result";
  return "lobby";
}

/** `n` copies of `v`. */
export function fill<T>(n: number, v: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

/** A table's in-memory state, freshly loaded or created. */
export function newLive(rec: TableRecord): Live {
  const n = rec.seats.length;
  return { rec, bots: fill<Bot | undefined>(n, undefined), botDue: 0, offDue: -1, asked: [], windows: 0, warned: 0, next: fill(n, false), notes: [], timeouts: fill(n, 0), idle: fill(n, false) };
}
