/**
 * Item moves not yet safe from a crash. Storage is durable the moment a write returns, but a host
 * saves a player's inventory, with its transfer ids, on its own schedule (Luanti: every
 * server_map_save_interval). A crash inside that gap brings the player back as of the last save
 * while storage has moved on: a payout would be lost, a stake taken twice over.
 *
 * So every take and give that reached a player is kept here until the host has surely saved it:
 * `inventory.saveDelayMs()` after it happened, in the same run of the server, counted both on the
 * service's clock and on the host's save clock (`inventory.saveClockMs()`): Luanti saves on game
 * time, which falls behind the wall clock on a busy server, so wall time alone dropped moves a
 * crash could still roll back (a board duplicated in the soak). After a restart,
 * when its player joins (before the escrow finishes its own steps), each kept move is checked:
 * if the player's saved data records its transfer id the move is on disk and is dropped; if not,
 * the crash rolled it back and it is done again under a new id (`<txId>.<run>`), kept until saved
 * in its turn. The redo is written as pending before anything moves and rewritten with what moved
 * after, so a crash during it is finished from the host's record of the new id (and what the
 * mailbox got), never done twice. Transfer ids are forgotten only here, when their move is dropped.
 *
 * Moves are replayed in the order they first happened (run, then sequence in the run; a redo keeps
 * its move's place): a board given back and fitted again must be given before it is taken.
 *
 *   l/<player>/<txId> = {"k":"take"|"give","s":[stacks moved],"t":time,"r":run,"o":[run, seq] first done,
 *                        "x":id now,"w":pending,"mk":mailbox entry a redone take used}
 */
import type { Out } from "../../util/json";
import { isJsonObject, obj, parseJson, writeJson } from "../../util/json";
import { ledgerKey, ledgerPrefix, splitLedgerKey } from "../persistence/keys";
import type { HostPorts, ItemStack, PlayerId } from "../ports";
import { minusStacks, readStacks, stacksOut, withCount } from "./stacks";
import { stackTxId, type Transfers } from "./transfer";

/** The sequence of a move adopted at start-up: after every recorded move of its run. */
const LAST_SEQ = 2147483647;

export type MoveKind = "take" | "give";

interface Move {
  kind: MoveKind;
  stacks: ItemStack[];
  time: number;
  run: number;
  /** When the move first happened: [run, sequence in that run] ([run, 0] in entries older than this field). */
  order: [number, number];
  /** A redo under `id` was started and may not have finished (written before its items move). */
  pending: boolean;
  /** A redone take found its items in this mailbox entry instead of the inventory (""; none). */
  mail: string;
  /** The transfer id that carries the move now ("": the key's own). */
  id: string;
}

function readMove(text: string): Move | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  const v = parsed.value;
  if (!isJsonObject(v)) return undefined;
  const kind = v["k"];
  const stacks = readStacks(v["s"]);
  const time = v["t"];
  const run = v["r"];
  const o = v["o"];
  const pending = v["w"] === true;
  const mail = v["mk"] ?? "";
  const id = v["x"] ?? "";
  if ((kind !== "take" && kind !== "give") || stacks === undefined || typeof time !== "number" || typeof run !== "number" || typeof id !== "string" || typeof mail !== "string") {
    return undefined;
  }
  let order: [number, number] = [run, 0];
  if (o !== undefined) {
    if (!Array.isArray(o) || o.length !== 2 || typeof o[0] !== "number" || typeof o[1] !== "number") return undefined;
    order = [o[0], o[1]];
  }
  return { kind, stacks, time, run, order, id, pending, mail };
}

function writeMove(m: Move): string {
  const fields: [string, Out][] = [["k", m.kind], ["s", stacksOut(m.stacks)], ["t", m.time], ["r", m.run], ["o", [m.order[0], m.order[1]]]];
  if (m.id !== "") fields.push(["x", m.id]);
  if (m.pending) fields.push(["w", true]);
  if (m.mail !== "") fields.push(["mk", m.mail]);
  return writeJson(obj(fields));
}

/** The ledger's view of the mailbox (mail-store.ts keeps it). */
export interface LedgerMailbox {
  /** Puts stacks in the player's mailbox under `id` and tells the player (why: full, or the host failed). */
  put(player: PlayerId, id: string, stacks: ItemStack[], failed?: boolean): void;
  /** The stacks waiting under `id`, or undefined when there is no such entry. */
  get(player: PlayerId, id: string): ItemStack[] | undefined;
  /** The id of an entry holding exactly these stacks (not being claimed, not in `skip`), or undefined. */
  find(player: PlayerId, stacks: ItemStack[], skip: ReadonlySet<string>): string | undefined;
  /** Deletes the entry (nothing when it is gone already). */
  remove(player: PlayerId, id: string): void;
}

export class Ledger {
  /** This run of the server (counted in storage at start-up); moves of earlier runs are suspect. */
  run = 0;
  /** Keys of moves of this run, oldest first: the sweep looks at nothing else. */
  private readonly fresh: string[] = [];
  /** Moves recorded in this run so far (their order for a replay). */
  private seq = 0;
  /** The host's save clock when each fresh key was last written (a save clock starts anew each run). */
  private readonly savedAt = new Map<string, number>();

  constructor(
    private readonly ports: HostPorts,
    /** The mailbox, where a replayed give puts what no longer fits (under the redo's id). */
    private readonly mailbox: LedgerMailbox,
    /** The one path items move by (transfer.ts). */
    private readonly transfers: Transfers,
  ) {}

  /** Whether a move is kept under this transfer id. */
  has(player: PlayerId, txId: string): boolean {
    return this.ports.storage.get(ledgerKey(player, txId)) !== undefined;
  }

  /**
   * Keeps a move a crash interrupted before it was recorded (start-up found it in a table's
   * board transit): as a move of the run before, so the player's next join checks and redoes it.
   */
  adopt(player: PlayerId, txId: string, kind: MoveKind, stacks: ItemStack[]): void {
    // The crash came during this move, so it was the last of its run.
    const m: Move = { kind, stacks, time: this.ports.clock.now(), run: this.run - 1, order: [this.run - 1, LAST_SEQ], id: "", pending: false, mail: "" };
    this.ports.storage.set(ledgerKey(player, txId), writeMove(m));
  }

  /** Records a take or give the host answered (not "offline"); `stacks` is what really moved. */
  moved(player: PlayerId, txId: string, kind: MoveKind, stacks: ItemStack[]): void {
    this.write(ledgerKey(player, txId), { kind, stacks, time: this.ports.clock.now(), run: this.run, order: [this.run, ++this.seq], id: "", pending: false, mail: "" });
  }

  private write(key: string, m: Move): void {
    this.ports.storage.set(key, writeMove(m));
    this.fresh.push(key);
    this.savedAt.set(key, this.ports.inventory.saveClockMs());
  }

  /**
   * The player is online again: every move of an earlier run is either on disk (dropped) or was
   * rolled back by a crash (done again). A give that no longer fits leaves the rest in the mailbox.
   * Moves under `owned` ids are left alone: a step a crash interrupted (escrow.ts) does them again
   * under their own ids once this replay has brought the inventory back to where they began.
   */
  replay(player: PlayerId, owned: ReadonlySet<string>): void {
    const prefix = ledgerPrefix(player);
    const moves: [string, Move][] = [];
    for (const key of this.ports.storage.list(prefix)) {
      const text = this.ports.storage.get(key);
      const m = text === undefined ? undefined : readMove(text);
      if (m !== undefined && m.run !== this.run && !owned.has(key.substring(prefix.length))) moves.push([key, m]);
    }
    moves.sort((a, b) => {
      const x = a[1].order;
      const y = b[1].order;
      if (x[0] !== y[0]) return x[0] - y[0];
      if (x[1] !== y[1]) return x[1] - y[1];
      return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
    });
    for (const [key, m] of moves) {
      if (!this.replayOne(player, key, key.substring(prefix.length), m, owned)) return;
    }
  }

  /**
   * One move of an earlier run; false when the player went offline under it. A redo is written
   * as pending under its new id before any item moves, so a crash during it is finished from
   * the host's record of that id (and the mailbox) instead of being done twice.
   */
  private replayOne(player: PlayerId, key: string, txId: string, m: Move, owned: ReadonlySet<string>): boolean {
    const id = m.id !== "" ? m.id : txId;
    let owed = m.stacks;
    const saved = this.transfers.applied(player, id);
    if (saved === "offline") return false;
    if (m.pending) {
      // A redo a crash interrupted. Saved: finish it from the host's record (a repeated call
      // answers the first result; an older version's redo of several stacks is done). Rolled
      // back: what reached the mailbox stays there.
      if (saved && m.stacks.length <= 1) return this.finish(player, key, m, id, owned);
      if (saved) return this.drop(player, key, id);
      const mailed = this.mailbox.get(player, id);
      if (mailed !== undefined) owed = minusStacks(owed, mailed);
    } else if (saved || owed.length === 0) return this.drop(player, key, id);
    if (owed.length > 1) return this.split(player, key, txId, m, owed, owned);
    const redo = txId + "." + this.run;
    // A take that already named a mailbox entry keeps it: that entry may be gone by now.
    const started: Move = { kind: m.kind, stacks: owed, time: this.ports.clock.now(), run: this.run, order: m.order, id: redo, pending: true, mail: m.mail };
    this.write(key, started);
    return this.finish(player, key, started, redo, owned);
  }

  /** The move is saved by the host: its record and its id go. */
  private drop(player: PlayerId, key: string, id: string): boolean {
    this.ports.storage.delete(key);
    this.transfers.forget(player, id);
    return true;
  }

  /**
   * A move of several stacks (written by an older version, which moved them in one call) becomes
   * one move per stack, `<txId>#<i>`, each redone on its own: the new moves are written (again,
   * unchanged, after a crash here) before the old one goes.
   */
  private split(player: PlayerId, key: string, txId: string, m: Move, owed: ItemStack[], owned: ReadonlySet<string>): boolean {
    const parts: [string, string, Move][] = [];
    for (let i = 0; i < owed.length; i++) {
      const id = stackTxId(txId, i);
      const one: Move = { kind: m.kind, stacks: [owed[i]], time: m.time, run: m.run, order: m.order, id: "", pending: false, mail: "" };
      this.ports.storage.set(ledgerKey(player, id), writeMove(one));
      parts.push([ledgerKey(player, id), id, one]);
    }
    this.ports.storage.delete(key);
    for (const [k, id, one] of parts) if (!this.replayOne(player, k, id, one, owned)) return false;
    return true;
  }

  /**
   * Does (or, for an id the host has seen, reads back) the move of one stack under `id`, then
   * records what moved. False when the player went offline, or the host failed a take: the move
   * stays pending, for the player's next join (a take never goes to the mailbox).
   */
  private finish(player: PlayerId, key: string, m: Move, id: string, owned: ReadonlySet<string>): boolean {
    let moved = m.stacks;
    const stack = m.stacks[0];
    if (stack === undefined) moved = [];
    else if (m.kind === "take") {
      // Missing when the saved inventory never had them (picked up after the last save, and back
      // on the ground since the map rolled back too), or when they went to the mailbox below;
      // nothing else may be taken instead.
      const r = this.transfers.take(player, id, stack);
      if (r === "offline" || r === "failed") return false;
      if (r !== "ok") {
        // Given back earlier in the replay, they may wait in the mailbox (a board taken off, then
        // fitted again, with the inventory full by now): the take comes from there. The entry is
        // named in the pending record first, so a crash here removes that one and no other. The
        // mailbox is storage, safe at once: nothing is left for a later replay to redo. An entry a
        // waiting step put there (under its own id) is not taken: that step would deliver again.
        const mail = m.mail !== "" ? m.mail : this.mailbox.find(player, m.stacks, owned);
        if (mail !== undefined) {
          if (m.mail === "") this.write(key, { ...m, time: this.ports.clock.now(), mail });
          this.mailbox.remove(player, mail);
        }
        moved = [];
      }
    } else {
      // A stack the host fails to give waits in the mailbox, like one that does not fit.
      const left = this.transfers.give(player, id, stack);
      if (left === "offline") return false;
      const rest = left === "failed" ? stack.count : left;
      if (rest > 0 && this.mailbox.get(player, id) === undefined) this.mailbox.put(player, id, [withCount(stack, rest)], left === "failed");
      moved = rest < stack.count ? [withCount(stack, stack.count - rest)] : [];
    }
    this.write(key, { kind: m.kind, stacks: moved, time: this.ports.clock.now(), run: this.run, order: m.order, id, pending: false, mail: "" });
    return true;
  }

  /** Drops the moves of this run that the host has saved by now, and forgets their ids. */
  sweep(): void {
    if (this.fresh.length === 0) return;
    const now = this.ports.clock.now();
    const saveNow = this.ports.inventory.saveClockMs();
    const delay = this.ports.inventory.saveDelayMs();
    while (this.fresh.length > 0) {
      const key = this.fresh[0];
      const text = this.ports.storage.get(key);
      const m = text === undefined ? undefined : readMove(text);
      const at = this.savedAt.get(key);
      if (m !== undefined && m.run === this.run && (now - m.time <= delay || (at !== undefined && saveNow - at <= delay))) return;
      this.fresh.shift();
      this.savedAt.delete(key);
      if (m === undefined || m.run !== this.run) continue;
      const parts = splitLedgerKey(key);
      this.ports.storage.delete(key);
      if (parts !== undefined) this.transfers.forget(parts[0], m.id !== "" ? m.id : parts[1]);
    }
  }
}
