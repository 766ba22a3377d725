/**
 * Tables and boards: placing and breaking tables, fitting boards, pause-and-keep (a running match
 * onto the board item and back), and the operators' abort and refund of matches.
 */
import type { Message } from "../../i18n/types";
import { msg } from "../../i18n/message";
import { encodeBase64Url } from "../../util/base64";
import type { Json, Out } from "../../util/json";
import { jsonList, obj, parseJson, writeJson } from "../../util/json";
import type { Live, TableContext } from "../context";
import { pauseKey, tableKey } from "../persistence/keys";
import { fill, newLive } from "../context";
import { spreadSides } from "./sides";
import type { Play } from "./play";
import type { ItemStack, PlayerId, TableId } from "../ports";
import type { Presence } from "./presence";
import type { TableRecord } from "../persistence/records";
import { emptySeat, emptySeats, gameOfBoard, seatCount } from "../persistence/records";
import { refundStakes } from "../items/stakes";
import type { TableScreens } from "./screens";
import type { SeatRef, SnapshotError } from "../persistence/snapshot";
import { decodeSnapshot, encodeSnapshot } from "../persistence/snapshot";
import { countOf, readStacksLoose, stacksOut } from "../items/stacks";
import type { BoardKind, BreakOutcome, FitOutcome, Outcome } from "../types";

export class Boards {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly play: Play,
    private readonly presence: Presence,
  ) {}

  createTable(tableId: TableId, owner: PlayerId): Outcome {
    const ctx = this.ctx;
    if (ctx.tables.has(tableId)) return ctx.refuse(owner, msg("tables.error.table_exists"));
    const game = ctx.ports.games[0];
    const rec: TableRecord = { id: tableId, owner, board: "", preset: game.rules.presets[0], seats: emptySeats(seatCount(game.rules)), match: undefined, last: undefined };
    const live = newLive(rec);
    ctx.tables.set(tableId, live);
    ctx.save(live);
    return { ok: true };
  }

  /**
   * Fits a board. A plain board ("" meta) makes a fresh table; a snapshot resumes its match once
   * (the reserved players sit down to go on). A snapshot that is not ours, not intact or already
   * used is refused with a notice and the board is fitted as a plain board: nothing else changes.
   * `item` is the board item the actor holds (the host's stack); the service takes it.
   */
  fitBoard(tableId: TableId, actor: PlayerId, kind: string, boardMeta: string, item: ItemStack): FitOutcome {
    const ctx = this.ctx;
    const live = ctx.tables.get(tableId);
    if (live === undefined) return ctx.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (!ctx.mayManage(rec, actor)) return ctx.refuse(actor, msg("tables.error.not_owner"));
    if (rec.board !== "") return ctx.refuse(actor, msg("tables.error.has_board"));
    if (kind === "" || gameOfBoard(ctx.ports.games, kind) === undefined) return ctx.refuse(actor, msg("tables.error.unknown_board"));
    const board = kind as BoardKind;
    const stack: ItemStack = item.meta !== undefined ? { item: item.item, count: 1, meta: item.meta } : { item: item.item, count: 1 };
    if (countOf(ctx.transfers.list(actor), stack) < 1) return ctx.refuse(actor, msg("tables.error.no_board_item"));
    // The fit is written first, with the board's move in transit; then the board leaves the hand
    // and the move goes to the ledger; then the transit is cleared. A crash anywhere leaves the
    // board in exactly one place: start-up hands an unrecorded move to the ledger (recovery.ts).
    const txId = this.newTxId();
    rec.transit = { player: actor, txId, kind: "take", stack };
    const out = this.fit(live, actor, board, boardMeta);
    // "ok" is all but certain: the player held the board a moment ago, in this same call. A host
    // that failed the take leaves the board with the player: the move goes to the ledger as one
    // a crash interrupted, so the player's next join takes it (or finds it gone: see ledger.ts).
    const took = ctx.transfers.take(actor, txId, stack);
    if (took === "ok") ctx.ledger.moved(actor, txId, "take", [stack]);
    else if (took === "failed") ctx.ledger.adopt(actor, txId, "take", [stack]);
    rec.transit = undefined;
    ctx.save(live);
    return out;
  }

  /**
   * Hands the board in transit (`rec.transit`, a give, already saved with the table) to its
   * player: into the inventory, kept in the ledger; to the mailbox when it does not fit or the
   * player is offline. Start-up finishes one a crash interrupted (recovery.ts).
   */
  private deliverBoard(live: Live): void {
    const ctx = this.ctx;
    const t = live.rec.transit;
    if (t === undefined || t.kind !== "give") return;
    const rest = ctx.transfers.give(t.player, t.txId, t.stack);
    if (rest === 0) ctx.ledger.moved(t.player, t.txId, "give", [t.stack]);
    else {
      if (typeof rest === "number") ctx.transfers.forget(t.player, t.txId);
      ctx.mail.put(t.player, t.txId, [t.stack], rest === "failed");
    }
  }

  private newTxId(): string {
    return "b." + encodeBase64Url(this.ctx.randomBytes(9));
  }

  private fit(live: Live, actor: PlayerId, board: BoardKind, boardMeta: string): FitOutcome {
    const ctx = this.ctx;
    if (typeof boardMeta !== "string" || boardMeta === "") {
      this.fitPlain(live, board);
      return { ok: true, resumed: false };
    }
    const game = gameOfBoard(ctx.ports.games, board) ?? ctx.ports.games[0];
    const decoded = decodeSnapshot(boardMeta, ctx.server, ctx.secret, game.table.codec);
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
    ctx.ports.messages.tell(actor, notice);
    return { ok: true, resumed: false, notice };
  }

  /** The screen tells bystanders to take a seat; seated players see the lobby's own line. */
  private fitPlain(live: Live, board: BoardKind): void {
    live.rec.board = board;
    this.seatsFor(live);
    // A board of another game: its own default rules.
    const presets = this.ctx.game(live.rec).rules.presets;
    if (presets.indexOf(live.rec.preset) < 0) live.rec.preset = presets[0];
    live.rec.last = undefined;
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /**
   * The table gets one seat for every side the fitted board's game allows (at least two); a
   * board of fewer seats leaves the sides beyond them empty (whoever sat there gets up).
   */
  private seatsFor(live: Live): void {
    const rec = live.rec;
    const n = seatCount(this.ctx.game(rec).rules);
    for (let i = rec.seats.length - 1; i >= n; i--) if (rec.seats[i].player !== "") this.ctx.unseat(rec, i);
    while (rec.seats.length > n) rec.seats.pop();
    while (rec.seats.length < n) rec.seats.push(emptySeat());
    const fresh = newLive(rec);
    for (let i = 0; i < n; i++) if (live.bots[i] !== undefined) fresh.bots[i] = live.bots[i];
    live.bots = fresh.bots;
    live.next = fresh.next;
    live.timeouts = fresh.timeouts;
    live.idle = fresh.idle;
  }

  /** The snapshot's seats sit spread round the table (sides.ts; a board of n seats needs n sides). */
  private resumeFromBoard(
    live: Live,
    board: BoardKind,
    matchId: string,
    gen: number,
    seats: SeatRef[],
    escrow: boolean,
    state: unknown,
    pot: ItemStack[][],
  ): void {
    const ctx = this.ctx;
    const rec = live.rec;
    const now = ctx.ports.clock.now();
    rec.board = board;
    rec.last = undefined;
    rec.preset = ctx.game(rec).rules.presetOf(state);
    this.seatsFor(live);
    // The match's sides, spread round the table (two players face each other), in table order.
    const sides = spreadSides(fill(rec.seats.length, false), seats.length).sort((a, b) => a - b);
    const at: number[] = [];
    const out: boolean[] = [];
    for (let seat = 0; seat < rec.seats.length; seat++) {
      const s = rec.seats[seat];
      const want = sides.indexOf(seat) >= 0 ? seats[sides.indexOf(seat)] : undefined;
      if (want === undefined) {
        // A side the resumed match does not use stays empty while it runs.
        if (s.player !== "") ctx.unseat(rec, seat);
        rec.seats[seat] = emptySeat();
        continue;
      }
      at.push(seat);
      out.push(false);
      if (want.bot !== "") {
        if (s.player !== "") ctx.unseat(rec, seat);
        rec.seats[seat] = { player: "", bot: want.bot, ready: false, away: -1, offer: [], kept: false, sub: "" };
      } else if (s.player !== want.player) {
        if (s.player !== "") ctx.unseat(rec, seat);
        rec.seats[seat] = { player: want.player, bot: "", ready: false, away: now, offer: [], kept: true, sub: "" };
      } else {
        s.ready = false;
        s.offer = [];
        s.away = ctx.ports.players.isOnline(s.player) ? -1 : now;
      }
    }
    while (pot.length < seats.length) pot.push([]);
    rec.match = { id: matchId, gen: gen + 1, state, escrow, pot, reserved: seats.slice(), at, out, paused: true, deadline: -1, handOverAt: -1 };
    live.timeouts = fill(rec.seats.length, 0);
    live.idle = fill(rec.seats.length, false);
    this.play.makeBots(live);
    // The table first, then the pause record: a crash in between leaves the match on the table,
    // and start-up clears the stale pause record (the snapshot can never resume twice).
    ctx.save(live);
    ctx.ports.storage.delete(pauseKey(matchId));
    ctx.note(live, msg("tables.match.resumed"));
    this.presence.tryUnpause(live);
    this.screens.refresh(live);
  }

  /**
   * Takes the board off. During a match the whole match goes onto the board item as a signed
   * snapshot (stakes stay in escrow); the pause record is written first, so storage always knows
   * a board may carry this match.
   */
  removeBoard(tableId: TableId, actor: PlayerId): { ok: true; kind: BoardKind; boardMeta: string } | { ok: false; error: Message } {
    const ctx = this.ctx;
    const live = ctx.tables.get(tableId);
    if (live === undefined) return ctx.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (!ctx.mayManage(rec, actor)) return ctx.refuse(actor, msg("tables.error.not_owner"));
    if (rec.board === "") return ctx.refuse(actor, msg("tables.error.no_board"));
    const kind = rec.board;
    const m = rec.match;
    let meta = "";
    if (m !== undefined) {
      this.writePause(m.id, m.gen, tableId, m.pot);
      meta = encodeSnapshot({ server: ctx.server, matchId: m.id, gen: m.gen, seats: m.reserved, escrow: m.escrow, match: m.state }, ctx.secret, ctx.game(rec).table.codec);
      rec.match = undefined;
      live.bots = fill(rec.seats.length, undefined);
      ctx.tellSeats(m.reserved, msg("tables.match.paused_board"));
    }
    // No board, nothing to sit for: everyone gets up (the match, if any, left with the board).
    for (let seat = 0; seat < rec.seats.length; seat++) {
      if (rec.seats[seat].player !== "") ctx.unseat(rec, seat);
      rec.seats[seat] = emptySeat();
    }
    this.clearBoard(rec);
    rec.transit = { player: actor, txId: this.newTxId(), kind: "give", stack: ctx.ports.boards.stack(kind, meta, actor) };
    ctx.save(live);
    this.deliverBoard(live);
    rec.transit = undefined;
    ctx.save(live);
    this.screens.refresh(live);
    return { ok: true, kind, boardMeta: meta };
  }

  /**
   * The table loses its board. A table without one reads as the default game's, so it keeps
   * nothing of the board's game: not its last result, not a preset only that game has (a record
   * of either would not read or write back).
   */
  private clearBoard(rec: TableRecord): void {
    rec.board = "";
    rec.last = undefined;
    const presets = this.ctx.game(rec).rules.presets;
    if (presets.indexOf(rec.preset) < 0) rec.preset = presets[0];
  }

  /**
   * The table is dug up or destroyed. A running match is aborted and its stakes refunded (the
   * owner who wants to keep a match removes the board first). Only the owner or an operator may
   * break a table with a match on it.
   */
  breakTable(tableId: TableId, actor: PlayerId): BreakOutcome {
    const ctx = this.ctx;
    const live = ctx.tables.get(tableId);
    if (live === undefined) return ctx.refuse(actor, msg("tables.error.no_table"));
    const rec = live.rec;
    if (rec.match !== undefined && !ctx.mayManage(rec, actor)) return ctx.refuse(actor, msg("tables.error.not_owner"));
    const m = rec.match;
    const board = rec.board;
    for (let seat = 0; seat < rec.seats.length; seat++) if (rec.seats[seat].player !== "") ctx.unseat(rec, seat);
    this.screens.closeAll(tableId);
    if (board !== "") {
      // The board goes back first, through a transit like a removal's; the match leaves the
      // table in the same write (its escrow is then refunded below, or by start-up).
      rec.match = undefined;
      this.clearBoard(rec);
      rec.transit = { player: actor, txId: this.newTxId(), kind: "give", stack: ctx.ports.boards.stack(board, "", actor) };
      ctx.save(live);
      this.deliverBoard(live);
    }
    ctx.tables.delete(tableId);
    // Table first, then the refund: a crash in between leaves escrow that no table or pause
    // refers to, which start-up refunds.
    ctx.ports.storage.delete(tableKey(tableId));
    if (m !== undefined) {
      ctx.tellSeats(m.reserved, msg("tables.match.aborted"));
      if (m.escrow) refundStakes(ctx, m.id);
    }
    return { ok: true, board };
  }

  /** Operators: call off the match on a table; stakes go back to their owners. */
  abortMatch(tableId: TableId, actor: PlayerId): Outcome {
    const ctx = this.ctx;
    if (!ctx.ports.players.isOperator(actor)) return ctx.refuse(actor, msg("tables.error.not_operator"));
    const live = ctx.tables.get(tableId);
    if (live === undefined) return ctx.refuse(actor, msg("tables.error.no_table"));
    if (live.rec.match === undefined) return ctx.refuse(actor, msg("tables.error.no_match"));
    this.play.callOff(live, msg("tables.match.aborted"));
    return { ok: true };
  }

  /** Operators: refund a match paused onto a board; the board's snapshot becomes unusable. */
  refundPaused(matchId: string, actor: PlayerId): Outcome {
    const ctx = this.ctx;
    if (!ctx.ports.players.isOperator(actor)) return ctx.refuse(actor, msg("tables.error.not_operator"));
    const pause = this.readPause(matchId);
    if (pause === undefined) return ctx.refuse(actor, msg("tables.error.no_paused"));
    // Pause record first: the snapshot is dead before any item moves; start-up refunds the
    // escrow if a crash comes between.
    ctx.ports.storage.delete(pauseKey(matchId));
    refundStakes(ctx, matchId);
    return { ok: true };
  }

  /** Pause records have one pot entry per match seat (two in every version before N seats). */
  private writePause(matchId: string, gen: number, tableId: TableId, pot: ItemStack[][]): void {
    const lines: Out[] = [];
    for (const p of pot) lines.push(stacksOut(p));
    this.ctx.ports.storage.set(pauseKey(matchId), writeJson(obj([["g", gen], ["t", tableId], ["pot", lines]])));
  }

  private readPause(matchId: string): { gen: number; pot: ItemStack[][] } | undefined {
    const text = this.ctx.ports.storage.get(pauseKey(matchId));
    if (text === undefined) return undefined;
    const parsed = parseJson(text);
    if (!parsed.ok) return undefined;
    const v = parsed.value as { [key: string]: Json };
    if (typeof v !== "object" || v === null || typeof v["g"] !== "number") return undefined;
    const potV = v["pot"];
    const pot: ItemStack[][] = [];
    for (const x of jsonList(potV) ?? []) pot.push(readStacksLoose(x));
    return { gen: v["g"], pot };
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
