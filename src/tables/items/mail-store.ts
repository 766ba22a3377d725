/**
 * The mailbox store: items that did not fit (payouts, refunds, a board given back) wait under
 * `m/<player>/<id>` until their player claims them. Escrow puts entries here, the ledger's
 * replays put and take them (LedgerMailbox), claims deliver them. Entries are
 *
 *   m/<player>/<id> = {"s":[stacks],"n":attempt,"c":true while a delivery may have started,
 *                      "to":operator, on a house entry being moved to that operator}
 */
import { msg } from "../../i18n/message";
import { isJsonObject, obj, parseJson, writeJson } from "../../util/json";
import type { Out } from "../../util/json";
import { mailKey, mailPrefix } from "../persistence/keys";
import type { Ledger, LedgerMailbox } from "./ledger";
import type { HostPorts, ItemStack, PlayerId } from "../ports";
import { readStacks, sameStacks, stacksOut, totalItems, withCount } from "./stacks";
import { stackTxId, Transfers } from "./transfer";

import { HOUSE } from "./occupant";

export { HOUSE };

/** House entries moved to an operator's mailbox are named `house.<id>` there. */
const HOUSE_ID = "house.";

export interface MailEntry {
  id: string;
  stacks: ItemStack[];
  /** Delivery attempt: part of the transfer id, so each attempt is applied once. */
  attempt: number;
  /** A delivery of this attempt may have started (written before the give). */
  claiming: boolean;
  /** A house entry being moved to this operator ("" for none): written before the copy. */
  to: string;
}

export class MailStore implements LedgerMailbox {
  /** Sorted mailbox keys by key prefix (see keysOf). */
  private readonly keys = new Map<string, string[]>();

  constructor(
    private readonly ports: HostPorts,
    /** The one path items move by (transfer.ts). */
    private readonly transfers: Transfers = new Transfers(ports),
  ) {}

  /** Puts stacks in the player's mailbox under `id` (one write) and tells the player why (full, or the host failed). */
  put(player: PlayerId, id: string, stacks: ItemStack[], failed = false): void {
    this.write(player, id, stacks, 0);
    this.ports.messages.tell(player, msg(failed ? "tables.mail.failed" : "tables.mail.waiting", { count: totalItems(stacks) }));
  }

  /** What the player's mailbox holds under `id`, or undefined when there is no such entry. */
  get(player: PlayerId, id: string): ItemStack[] | undefined {
    const e = this.entry(player, id);
    return e === undefined ? undefined : e.stacks;
  }

  /** The id of an entry holding exactly these stacks (not being claimed, not in `skip`), or undefined. */
  find(player: PlayerId, stacks: ItemStack[], skip: ReadonlySet<string>): string | undefined {
    for (const e of this.entries(player)) if (!e.claiming && !skip.has(e.id) && sameStacks(e.stacks, stacks)) return e.id;
    return undefined;
  }

  /** Deletes the entry (nothing when it is gone already). */
  remove(player: PlayerId, id: string): void {
    if (this.get(player, id) !== undefined) this.drop(player, id);
  }

  /** Writes an entry (a new one, or the next attempt of one being claimed). */
  write(player: PlayerId, id: string, stacks: ItemStack[], attempt: number, claiming = false): void {
    this.set(mailKey(player, id), writeMail(stacks, attempt, claiming, ""));
  }

  /** The player's mailbox entries, oldest id first. */
  entries(player: PlayerId): MailEntry[] {
    const prefix = mailPrefix(player);
    const out: MailEntry[] = [];
    for (const key of this.keysOf(prefix)) {
      const text = this.ports.storage.get(key);
      const e = text === undefined ? undefined : readMail(key.substring(prefix.length), text);
      if (e !== undefined) out.push(e);
    }
    return out;
  }

  /** What waits in the player's mailbox, stack by stack. */
  stacks(player: PlayerId): ItemStack[] {
    const out: ItemStack[] = [];
    for (const e of this.entries(player)) for (const s of e.stacks) out.push(s);
    return out;
  }

  private entry(player: PlayerId, id: string): MailEntry | undefined {
    const text = this.ports.storage.get(mailKey(player, id));
    return text === undefined ? undefined : readMail(id, text);
  }

  /**
   * Deletes an entry. A `house.<id>` entry first deletes what is left of its house original: the
   * copy may outlive the original only once the original is gone (see moveHouseTo).
   */
  private drop(player: PlayerId, id: string): void {
    const original = mailKey(HOUSE, id.substring(HOUSE_ID.length));
    if (id.substring(0, HOUSE_ID.length) === HOUSE_ID && this.ports.storage.get(original) !== undefined) this.set(original, undefined);
    this.set(mailKey(player, id), undefined);
  }

  /**
   * Every write goes through here. The cache of keys is dropped BEFORE the write, so a write that
   * throws (a crash) never leaves a stale list behind.
   */
  private set(key: string, text: string | undefined): void {
    this.keys.clear();
    if (text === undefined) this.ports.storage.delete(key);
    else this.ports.storage.set(key, text);
  }

  /**
   * The keys under a prefix, sorted. Cached: listing walks every key in storage on some hosts,
   * and every screen shows the mailbox. Only this service writes storage, always through set.
   */
  private keysOf(prefix: string): string[] {
    let keys = this.keys.get(prefix);
    if (keys === undefined) {
      keys = this.ports.storage.list(prefix);
      keys.sort();
      this.keys.set(prefix, keys);
    }
    return keys;
  }

  /**
   * Delivers the mailbox into the inventory as far as it fits. Each entry is marked "claiming"
   * before the give, and the attempt number and the stack's place make each stack's delivery its
   * own transfer id, so a claim a crash interrupted is finished (on the player's next claim or
   * join) without giving twice. A stack the host fails to give stays in the entry for the next
   * claim (the player is told), and the others are delivered. Returns [items delivered, items
   * still waiting].
   */
  claim(player: PlayerId, ledger: Ledger): [number, number] {
    let delivered = 0;
    let left = 0;
    if (player === HOUSE || !this.ports.players.isOnline(player)) return [0, 0];
    for (const e of this.entries(player)) {
      if (!e.claiming) this.write(player, e.id, e.stacks, e.attempt, true);
      const got = this.finishClaim(player, e, ledger);
      if (got === undefined) {
        left += totalItems(e.stacks);
        continue;
      }
      delivered += got[0];
      left += got[1];
    }
    return [delivered, left];
  }

  /**
   * Undefined when the player went offline (the entry stays "claiming": the next try asks the
   * host again under the same ids, and the stacks given already answer as given).
   */
  finishClaim(player: PlayerId, e: MailEntry, ledger: Ledger): [number, number] | undefined {
    // A claim an older version began gave the entry in one call under its own id.
    if (this.transfers.applied(player, claimTxId(e)) === true) {
      this.drop(player, e.id);
      return [totalItems(e.stacks), 0];
    }
    const rest: ItemStack[] = [];
    let failed = 0;
    for (let i = 0; i < e.stacks.length; i++) {
      const s = e.stacks[i];
      const txId = stackTxId(claimTxId(e), i);
      const left = this.transfers.give(player, txId, s);
      if (left === "offline") return undefined;
      if (left === "failed") {
        // Nothing moved (the host contract): recorded so, for the ledger; the stack stays here.
        ledger.moved(player, txId, "give", []);
        failed += s.count;
        rest.push(s);
        continue;
      }
      ledger.moved(player, txId, "give", left < s.count ? [withCount(s, s.count - left)] : []);
      if (left > 0) rest.push(withCount(s, left));
    }
    if (rest.length === 0) this.drop(player, e.id);
    else this.write(player, e.id, rest, e.attempt + 1);
    if (failed > 0) this.ports.messages.tell(player, msg("tables.mail.failed", { count: failed }));
    return [totalItems(e.stacks) - totalItems(rest), totalItems(rest)];
  }

  /** The transfer ids of deliveries a crash may have interrupted (they finish on the player's join). */
  claimingTxIds(player: PlayerId): string[] {
    const out: string[] = [];
    for (const e of this.entries(player)) {
      if (!e.claiming) continue;
      out.push(claimTxId(e));
      for (let i = 0; i < e.stacks.length; i++) out.push(stackTxId(claimTxId(e), i));
    }
    return out;
  }

  /** Finishes every delivery a crash interrupted (the player is online). */
  finishClaims(player: PlayerId, ledger: Ledger): void {
    for (const e of this.entries(player)) if (e.claiming) this.finishClaim(player, e, ledger);
  }

  /**
   * Operators move the house's winnings to their own mailbox as `house.<id>`; returns the items
   * moved. Three writes per entry, each safe to repeat after a crash: the original names its
   * operator first (a move once begun goes to that operator, whoever asks next), then the copy is
   * written unless it exists, then the original is deleted. The copy cannot be claimed away while
   * the original is left (drop deletes the original first), so a missing copy was never written.
   */
  moveHouseTo(operator: PlayerId): number {
    this.finishHouseMoves();
    let n = 0;
    for (const e of this.entries(HOUSE)) {
      this.set(mailKey(HOUSE, e.id), writeMail(e.stacks, e.attempt, false, operator));
      this.moveHouseEntry(e, operator);
      n += totalItems(e.stacks);
    }
    return n;
  }

  /** Finishes the house moves a crash interrupted (start-up, and before any new move). */
  finishHouseMoves(): void {
    for (const e of this.entries(HOUSE)) if (e.to !== "") this.moveHouseEntry(e, e.to);
  }

  private moveHouseEntry(e: MailEntry, to: PlayerId): void {
    if (this.entry(to, HOUSE_ID + e.id) === undefined) this.write(to, HOUSE_ID + e.id, e.stacks, 0);
    this.set(mailKey(HOUSE, e.id), undefined);
  }
}

function claimTxId(e: MailEntry): string {
  return "mail." + e.id + "." + e.attempt;
}

function writeMail(stacks: ItemStack[], attempt: number, claiming: boolean, to: string): string {
  const fields: [string, Out][] = [["s", stacksOut(stacks)], ["n", attempt]];
  if (claiming) fields.push(["c", true]);
  if (to !== "") fields.push(["to", to]);
  return writeJson(obj(fields));
}

function readMail(id: string, text: string): MailEntry | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const stacks = readStacks(parsed.value["s"]);
  const n = parsed.value["n"];
  const to = parsed.value["to"] ?? "";
  if (stacks === undefined || typeof n !== "number" || typeof to !== "string") return undefined;
  return { id, stacks, attempt: n, claiming: parsed.value["c"] === true, to };
}
