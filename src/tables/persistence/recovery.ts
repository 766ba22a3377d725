/** Start-up: the server identity, loading every table, and finishing what a crash interrupted. */
import { decodeBase64Url, encodeBase64Url } from "../../util/base64";
import type { Live, TableContext } from "../context";
import { newLive } from "../context";
import type { Play } from "../flow/play";
import { reconcileStakes } from "../items/stakes";
import { PAUSE_PREFIX, RUN_KEY, SECRET_KEY, SERVER_KEY, TABLE_PREFIX } from "./keys";
import { emptySeat, readTable } from "./records";
import type { RecoveryReport } from "../types";


export class Recovery {
  constructor(
    private readonly ctx: TableContext,
    private readonly play: Play,
  ) {}

  /**
   * Loads every table and finishes whatever a crash interrupted: pending settlements and refunds
   * run to the end, escrow no match refers to any more is refunded, stale pause records of matches
   * that are back on a table are cleared. Players are all offline at start-up: their seats in a
   * running match enter the grace period; lobby seats are freed.
   */
  recoverAtStartup(): RecoveryReport {
    const ctx = this.ctx;
    const report: RecoveryReport = { tables: 0, settlementsFinished: 0, refunds: 0, pausesCleared: 0 };
    ctx.recovered = true;
    ctx.tables.clear();
    ctx.clearViewers();
    this.loadIdentity();
    const storage = ctx.ports.storage;
    const keys = storage.list(TABLE_PREFIX);
    keys.sort();
    const now = ctx.ports.clock.now();
    for (const key of keys) {
      const text = storage.get(key);
      if (text === undefined) continue;
      const rec = readTable(text, ctx.ports.games);
      if (typeof rec === "string") continue; // kept in storage for an operator to inspect
      const live = newLive(rec);
      live.botDue = now;
      ctx.tables.set(rec.id, live);
      report.tables++;
      this.finishTransit(live);
    }
    // A match back on a table wins over its pause record (the board item was never handed out,
    // or the resume's last write was the table).
    const pauses = storage.list(PAUSE_PREFIX);
    pauses.sort();
    for (const key of pauses) {
      const mid = key.substring(PAUSE_PREFIX.length);
      if (ctx.tableWithMatch(mid) !== undefined) {
        storage.delete(key);
        report.pausesCleared++;
      }
    }
    // Before anyone can claim: a house move a crash cut off is finished (its copy may exist).
    ctx.mail.finishHouseMoves();
    // Everyone is offline now: steps that may already have moved items wait for their player
    // (onPlayerJoin); everything else finishes here.
    for (const r of ctx.escrow.all().records) {
      const done = ctx.escrow.resume(r);
      if (done === "paid") report.settlementsFinished++;
      else if (done === "refunded") report.refunds++;
      else if (done === "held") {
        const again = ctx.escrow.get(r.matchId);
        const settled = again !== undefined ? reconcileStakes(ctx, again) : "kept";
        if (settled === "paid") report.settlementsFinished++;
        else if (settled === "refunded") report.refunds++;
      }
    }
    for (const live of ctx.tables.values()) {
      const rec = live.rec;
      let changed = false;
      for (let seat = 0; seat < rec.seats.length; seat++) {
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
        this.play.makeBots(live);
        if (rec.match.deadline >= 0) {
          // A turn's (or an open window's) timer starts afresh: the server was down meanwhile.
          this.play.restartTimer(live);
          changed = true;
        }
      }
      if (changed) ctx.save(live);
    }
    return report;
  }

  /**
   * A board move the crash caught between the table's write and the move's record (BoardTransit).
   * Whether the host saved it can only be asked once its player is online, so a move in neither
   * the ledger nor (a give) the mailbox goes into the ledger as the last move of the run before:
   * the player's join then keeps it if saved, or does it again if the crash rolled it back.
   */
  private finishTransit(live: Live): void {
    const ctx = this.ctx;
    const t = live.rec.transit;
    if (t === undefined) return;
    const ledger = ctx.ledger;
    if (!ledger.has(t.player, t.txId) && !(t.kind === "give" && ctx.mail.get(t.player, t.txId) !== undefined)) {
      ledger.adopt(t.player, t.txId, t.kind, [t.stack]);
    }
    live.rec.transit = undefined;
    ctx.save(live);
  }

  private loadIdentity(): void {
    const ctx = this.ctx;
    const storage = ctx.ports.storage;
    let secret = storage.get(SECRET_KEY);
    let bytes = secret === undefined ? undefined : decodeBase64Url(secret);
    if (bytes === undefined || bytes.length !== 32) {
      bytes = ctx.randomBytes(32);
      secret = encodeBase64Url(bytes);
      storage.set(SECRET_KEY, secret);
    }
    ctx.secret = bytes;
    let server = storage.get(SERVER_KEY);
    if (server === undefined || server.length !== 11) {
      server = encodeBase64Url(ctx.randomBytes(8));
      storage.set(SERVER_KEY, server);
    }
    ctx.server = server;
    ctx.tokenSalt = encodeBase64Url(ctx.randomBytes(3));
    // Counting runs tells the ledger which moves a crash may have rolled back.
    const run = Math.floor(Number(storage.get(RUN_KEY) ?? "0"));
    ctx.ledger.run = (run >= 0 ? run : 0) + 1;
    storage.set(RUN_KEY, String(ctx.ledger.run));
  }
}
