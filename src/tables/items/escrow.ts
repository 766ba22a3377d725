/**
 * Durable escrow for item stakes (what does not fit waits in the mailbox, mail-store.ts). Every step writes its
 * intent to storage before items move, and every stack moves on its own (transfer.ts) under a
 * transfer id derived from stored state (`<match>.take<seat>#<i>`, `.pay#<i>`, `.ref<seat>#<i>`),
 * so re-running any step after a crash repeats nothing (the host applies a transfer id once, see
 * ports.ts), and a stack the host fails to give waits in the mailbox without holding up the
 * others. Record `e/<match>` lives from collection to the end of settlement:
 *
 *   collect --all taken--> held --match won--> pay --> (deleted)
 *      \--one missing--> refund --> (deleted)       held --aborted--> refund --> (deleted)
 */
import { msg } from "../../i18n/message";
import type { Json, Out } from "../../util/json";
import { isJsonObject, obj, parseJson, writeJson } from "../../util/json";
import type { OverflowPolicy } from "../config";
import { ESCROW_PREFIX, escrowKey, mailKey } from "../persistence/keys";
import type { Ledger } from "./ledger";
import type { MailStore } from "./mail-store";
import type { HostPorts, ItemStack, PlayerId } from "../ports";
import { HOUSE, isBotOrHouse } from "./occupant";
import { readStacks, stacksOut, totalItems, withCount } from "./stacks";
import type { ItemStores } from "./stores";
import { stackTxId, type Transfers } from "./transfer";

export { HOUSE };

export type EscrowState = "collect" | "held" | "pay" | "refund";

export interface EscrowRecord {
  matchId: string;
  tableId: string;
  /** Per match seat: the player, or "~level" for a bot (occupant.ts escrowName). */
  players: PlayerId[];
  stakes: ItemStack[][];
  state: EscrowState;
  /** Winner seat while paying, else -1. */
  winner: number;
  /** Which seats' stakes were taken whole. */
  taken: boolean[];
  /**
   * How many of each seat's stacks are in escrow (what a refund gives back): all of them for a
   * seat taken whole, the first few for a seat whose take failed part-way.
   */
  got: number[];
  /** Refunds already delivered, per seat. */
  done: boolean[];
  /** Overflow policy fixed when the payout or refund began (a restart with a new config must not change it). */
  overflow: OverflowPolicy;
}


/** Version 1 (no "v", main up to 29cb03e): two seats. Version 2: 2..4 seats, same fields, "g" (stacks taken per seat) since per-stack moves. */
export const ESCROW_VERSION = 2;

function writeRecord(r: EscrowRecord): string {
  const stakes: Out[] = [];
  for (const s of r.stakes) stakes.push(stacksOut(s));
  return writeJson(
    obj([
      ["v", ESCROW_VERSION],
      ["m", r.matchId],
      ["t", r.tableId],
      ["p", r.players.slice()],
      ["s", stakes],
      ["st", r.state],
      ["w", r.winner],
      ["k", r.taken.slice()],
      ["g", r.got.slice()],
      ["d", r.done.slice()],
      ["o", r.overflow],
    ]),
  );
}

function isList(v: Json | undefined, n: number, type: "string" | "boolean"): v is Json[] {
  if (!Array.isArray(v) || v.length !== n) return false;
  for (const x of v) if (typeof x !== type) return false;
  return true;
}


export function readRecord(text: string): EscrowRecord | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const v = parsed.value;
  const p = v["p"];
  const s = v["s"];
  const k = v["k"];
  const st = v["st"];
  const w = v["w"];
  const version = v["v"] === undefined ? 1 : v["v"];
  if (version !== 1 && version !== ESCROW_VERSION) return undefined;
  if (typeof v["m"] !== "string" || typeof v["t"] !== "string") return undefined;
  const n = Array.isArray(p) ? p.length : 0;
  if (n < 2 || n > 4 || (version === 1 && n !== 2)) return undefined;
  const d = v["d"];
  if (!isList(p, n, "string") || !isList(k, n, "boolean") || !isList(d, n, "boolean") || !Array.isArray(s) || s.length !== n) return undefined;
  const stakes: ItemStack[][] = [];
  for (const x of s) {
    const one = readStacks(x);
    if (one === undefined) return undefined;
    stakes.push(one);
  }
  if (st !== "collect" && st !== "held" && st !== "pay" && st !== "refund") return undefined;
  if (typeof w !== "number" || Math.floor(w) !== w || w < -1 || w >= n) return undefined;
  const o = v["o"] === "drop" ? "drop" : "mailbox";
  const taken = k as boolean[];
  const got = readGot(v["g"], taken, stakes);
  if (got === undefined) return undefined;
  return { matchId: v["m"], tableId: v["t"], players: p as PlayerId[], stakes, state: st, winner: w, taken, got, done: d as boolean[], overflow: o };
}

/** Stacks taken per seat; a record written before per-stack moves took a seat whole or not at all. */
function readGot(g: Json | undefined, taken: boolean[], stakes: ItemStack[][]): number[] | undefined {
  const got: number[] = [];
  for (let seat = 0; seat < taken.length; seat++) {
    const n = Array.isArray(g) ? g[seat] : taken[seat] ? stakes[seat].length : 0;
    if (typeof n !== "number" || Math.floor(n) !== n || n < 0 || n > stakes[seat].length) return undefined;
    got.push(n);
  }
  return got;
}


/**
 * A step is "fresh" when this process has just written its intent and never called the host with
 * its transfer id before; it is "resumed" when it comes from storage after a restart, when the
 * host may already have applied it. A host cannot reach an offline player's saved data, so it
 * answers "offline" for both: a fresh step then safely routes the items to the mailbox, while a
 * resumed step waits until the player is back (`resumeFor`) and the host can tell.
 */
type Mode = "fresh" | "resumed";

export class Escrow {
  /** Every take and give until the host has saved it (ledger.ts). */
  readonly ledger: Ledger;
  /** Where what does not fit waits (mail-store.ts). */
  private readonly mail: MailStore;
  /** The one path items move by (transfer.ts). */
  private readonly transfers: Transfers;

  constructor(
    private readonly ports: HostPorts,
    private readonly overflow: () => OverflowPolicy,
    stores: ItemStores,
  ) {
    this.ledger = stores.ledger;
    this.mail = stores.mail;
    this.transfers = stores.transfers;
  }

  get(matchId: string): EscrowRecord | undefined {
    const text = this.ports.storage.get(escrowKey(matchId));
    return text === undefined ? undefined : readRecord(text);
  }

  /** Every escrow record in storage (unreadable ones are reported by key so an operator sees them). */
  all(): { records: EscrowRecord[]; broken: string[] } {
    const keys = this.ports.storage.list(ESCROW_PREFIX);
    keys.sort();
    const records: EscrowRecord[] = [];
    const broken: string[] = [];
    for (const key of keys) {
      const text = this.ports.storage.get(key);
      const r = text === undefined ? undefined : readRecord(text);
      if (r === undefined) broken.push(key);
      else records.push(r);
    }
    return { records, broken };
  }

  private save(r: EscrowRecord): void {
    this.ports.storage.set(escrowKey(r.matchId), writeRecord(r));
  }

  /**
   * Takes the offers into escrow. Returns "held", or the first seat whose items were missing
   * (everything already taken is refunded before returning).
   */
  collect(matchId: string, tableId: string, players: PlayerId[], stakes: ItemStack[][]): "held" | number {
    const r: EscrowRecord = {
      matchId,
      tableId,
      players,
      stakes,
      state: "collect",
      winner: -1,
      taken: falses(players.length),
      got: zeros(players.length),
      done: falses(players.length),
      overflow: this.overflow(),
    };
    this.save(r);
    const got = this.finishCollect(r, "fresh");
    return got === "pending" ? 0 : got;
  }

  private finishCollect(r: EscrowRecord, mode: Mode): "held" | "pending" | number {
    let failed = -1;
    const taken = r.taken.slice();
    const got = r.got.slice();
    for (let seat = 0; seat < r.players.length && failed === -1; seat++) {
      if (r.stakes[seat].length === 0 || taken[seat]) continue;
      const n = this.takeSeat(r, seat, got[seat], mode);
      if (n === "pending") return "pending";
      got[seat] = n;
      if (n < r.stakes[seat].length) {
        failed = seat;
        break;
      }
      taken[seat] = true;
      // Remember it while another seat's take is still to come: a resumed collection may
      // find the players online at different times.
      if (waiting(r.stakes, taken, seat)) this.save({ ...r, taken: taken.slice(), got: got.slice() });
    }
    const next: EscrowRecord = { ...r, state: failed === -1 ? "held" : "refund", taken, got };
    this.save(next);
    if (failed === -1) return "held";
    this.finishRefund(next, "fresh");
    return failed;
  }

  /**
   * Takes a seat's stacks from `from` on, one by one; returns how many of its stacks escrow holds
   * then (fewer than all when one was missing or the host failed), or "pending" when a resumed
   * take must wait for the player: only an online host can tell whether it happened.
   */
  private takeSeat(r: EscrowRecord, seat: number, from: number, mode: Mode): number | "pending" {
    const player = r.players[seat];
    const stakes = r.stakes[seat];
    const base = r.matchId + ".take" + seat;
    // A take an older version began asked for the seat's stacks in one call: the host answers it.
    if (mode === "resumed" && from === 0 && this.transfers.applied(player, base) === true) {
      return this.transfers.take(player, base, stakes[0]) === "ok" ? stakes.length : 0;
    }
    for (let i = from; i < stakes.length; i++) {
      const txId = stackTxId(base, i);
      const result = this.transfers.take(player, txId, stakes[i]);
      if (result === "offline" && mode === "resumed") return "pending";
      if (result === "ok") this.ledger.moved(player, txId, "take", [stakes[i]]);
      else {
        // Recorded as nothing taken (its id is forgotten once saved, and a move an earlier run
        // kept under it is settled): a missing stack, or one the host failed (it changed nothing).
        if (result !== "offline") this.ledger.moved(player, txId, "take", []);
        return i;
      }
    }
    return stakes.length;
  }

  /** The match was won: the whole pot goes to the winner (a bot's winnings to the house). */
  pay(matchId: string, winner: number): void {
    const r = this.get(matchId);
    if (r === undefined || r.state !== "held") return;
    const next: EscrowRecord = { ...r, state: "pay", winner, overflow: this.overflow() };
    this.save(next);
    this.finishPay(next, "fresh");
  }

  private finishPay(r: EscrowRecord, mode: Mode): boolean {
    const pot: ItemStack[] = [];
    for (let seat = 0; seat < r.players.length; seat++) for (let i = 0; i < r.got[seat]; i++) pot.push(r.stakes[seat][i]);
    const to = r.players[r.winner];
    if (pot.length > 0 && !this.deliver(to, r.matchId + ".pay", pot, mode, r.overflow)) return false;
    this.ports.storage.delete(escrowKey(r.matchId));
    this.forgetDelivery(to, r.matchId + ".pay", pot.length, r.overflow);
    if (pot.length > 0 && !isBotOrHouse(to)) this.ports.messages.tell(to, msg("tables.stake.won", { count: totalItems(pot) }));
    // Each other player who put items in hears where they went (the winner alone heard anything).
    for (let seat = 0; seat < r.players.length; seat++) {
      const loser = r.players[seat];
      if (seat === r.winner || r.got[seat] === 0 || isBotOrHouse(loser) || loser === to) continue;
      const count = totalItems(r.stakes[seat].slice(0, r.got[seat]));
      this.ports.messages.tell(loser, isBotOrHouse(to) ? msg("tables.stake.lost_house", { count }) : msg("tables.stake.lost", { count, name: this.ports.players.displayName(to) }));
    }
    return true;
  }

  /** The match was aborted: everyone gets their own items back. A held record only. */
  refund(matchId: string): void {
    const r = this.get(matchId);
    if (r === undefined || r.state !== "held") return;
    const next: EscrowRecord = { ...r, state: "refund", overflow: this.overflow() };
    this.save(next);
    this.finishRefund(next, "fresh");
  }

  private finishRefund(r: EscrowRecord, mode: Mode): boolean {
    const done = r.done.slice();
    let complete = true;
    for (let seat = 0; seat < r.players.length; seat++) {
      if (r.got[seat] === 0 || done[seat]) continue;
      if (!this.deliver(r.players[seat], r.matchId + ".ref" + seat, r.stakes[seat].slice(0, r.got[seat]), mode, r.overflow)) {
        complete = false;
        continue;
      }
      done[seat] = true;
      // Remember the delivery while another seat still waits: that seat may take days to
      // return, and this seat may claim its mailbox meanwhile.
      if (refundWaiting(r.got, done, seat)) this.save({ ...r, done: done.slice() });
    }
    if (!complete) return false;
    this.ports.storage.delete(escrowKey(r.matchId));
    for (let seat = 0; seat < r.players.length; seat++) {
      if (r.got[seat] === 0) continue;
      this.forgetDelivery(r.players[seat], r.matchId + ".ref" + seat, r.got[seat], r.overflow);
      if (!isBotOrHouse(r.players[seat])) {
        this.ports.messages.tell(r.players[seat], msg("tables.stake.refunded", { count: totalItems(r.stakes[seat].slice(0, r.got[seat])) }));
      }
    }
    return true;
  }

  /**
   * Finishes a step a crash interrupted. "held" means the items are in escrow (the caller decides
   * whether to pay, refund or keep them); "pending" means a player who must be online is not.
   */
  resume(r: EscrowRecord): "held" | "paid" | "refunded" | "pending" {
    if (r.state === "collect") {
      const got = this.finishCollect(r, "resumed");
      return got === "held" || got === "pending" ? got : "refunded";
    }
    if (r.state === "pay") return this.finishPay(r, "resumed") ? "paid" : "pending";
    if (r.state === "refund") return this.finishRefund(r, "resumed") ? "refunded" : "pending";
    return "held";
  }

  /**
   * Gives stacks to a player, each on its own under `<base>#<i>`; what does not fit (or
   * everything, when the player is offline or the house), and a stack the host failed to give,
   * waits in the mailbox, or what did not fit drops at the player's feet when the operator chose
   * that. Idempotent for a given base id. False when a resumed step must wait for the player
   * (the stacks given so far are the host's to answer again).
   */
  private deliver(player: PlayerId, base: string, stacks: ItemStack[], mode: Mode, overflow: OverflowPolicy): boolean {
    if (isBotOrHouse(player)) {
      this.mail.write(HOUSE, base, stacks, 0);
      return true;
    }
    // A delivery an older version began gave the stacks in one call under `base` and put what
    // did not fit in the mailbox under it: either means it happened.
    if (mode === "resumed" && (this.ports.storage.get(mailKey(player, base)) !== undefined || this.transfers.applied(player, base) === true)) return true;
    const sent: Sent = { mailed: 0, dropped: 0, failed: 0 };
    for (let i = 0; i < stacks.length; i++) if (!this.deliverOne(player, stackTxId(base, i), stacks[i], mode, overflow, sent)) return false;
    const tell = this.ports.messages;
    if (sent.failed > 0) tell.tell(player, msg("tables.mail.failed", { count: sent.failed }));
    if (sent.dropped > 0) tell.tell(player, msg("tables.mail.dropped", { count: sent.dropped }));
    if (sent.mailed > 0) tell.tell(player, msg("tables.mail.waiting", { count: sent.mailed }));
    return true;
  }

  private deliverOne(player: PlayerId, txId: string, stack: ItemStack, mode: Mode, overflow: OverflowPolicy, sent: Sent): boolean {
    // A mailbox entry under this transfer id means the stack was delivered already (to the
    // mailbox, or its leftovers after a give); resumed steps finish before the player can claim it.
    if (this.ports.storage.get(mailKey(player, txId)) !== undefined) return true;
    const left = this.transfers.give(player, txId, stack);
    if (left === "offline") {
      if (mode === "resumed") return false;
      this.mail.write(player, txId, [stack], 0);
      return true;
    }
    if (left === "failed") {
      // Nothing moved (the host contract): recorded so, for the ledger, then the stack waits.
      this.ledger.moved(player, txId, "give", []);
      this.mail.write(player, txId, [stack], 0);
      sent.failed += stack.count;
      return true;
    }
    this.ledger.moved(player, txId, "give", left < stack.count ? [withCount(stack, stack.count - left)] : []);
    if (left === 0) return true;
    const rest = withCount(stack, left);
    if (overflow === "drop" && this.transfers.drop(player, txId + ".drop", rest)) {
      sent.dropped += left;
      return true;
    }
    this.mail.write(player, txId, [rest], 0);
    sent.mailed += left;
    return true;
  }

  /**
   * Only once storage no longer holds the step: until then a resumed step must find the drops' ids.
   * The gives' own ids are the ledger's to forget, once the host has saved them.
   */
  private forgetDelivery(player: PlayerId, base: string, stacks: number, overflow: OverflowPolicy): void {
    if (isBotOrHouse(player) || overflow !== "drop") return;
    for (let i = 0; i < stacks; i++) this.transfers.forget(player, stackTxId(base, i) + ".drop");
  }


  /**
   * A player is online again: the ledger first puts back every earlier move a crash rolled back,
   * then every step that waited for them is finished. That order is the order the moves first
   * happened in (a waiting step's move, if it came at all, was the player's last before the
   * crash): a resumed take run first would find the inventory as of the last save and could
   * leave an older take short of items, which the replay then records as never taken (issue #11).
   */
  resumeFor(player: PlayerId): EscrowRecord[] {
    const records: EscrowRecord[] = [];
    for (const r of this.all().records) {
      if (r.state !== "held" && r.players.indexOf(player) >= 0) records.push(r);
    }
    this.ledger.replay(player, this.stepTxIds(player, records));
    const held: EscrowRecord[] = [];
    for (const r of records) {
      if (this.resume(r) === "held") {
        const again = this.get(r.matchId);
        if (again !== undefined) held.push(again);
      }
    }
    this.mail.finishClaims(player, this.ledger);
    return held;
  }

  /**
   * The transfer ids the waiting steps move the player's items under: the steps ask the host
   * about these themselves (done and saved, or done again), so the ledger's replay leaves them.
   */
  private stepTxIds(player: PlayerId, records: EscrowRecord[]): Set<string> {
    const ids = new Set<string>();
    const add = (base: string, n: number): void => {
      ids.add(base);
      for (let i = 0; i < n; i++) ids.add(stackTxId(base, i));
    };
    for (const r of records) {
      let pot = 0;
      for (let seat = 0; seat < r.players.length; seat++) pot += r.got[seat];
      for (let seat = 0; seat < r.players.length; seat++) {
        if (r.players[seat] !== player) continue;
        if (r.state === "collect" && !r.taken[seat]) add(r.matchId + ".take" + seat, r.stakes[seat].length);
        if (r.state === "refund" && r.got[seat] > 0 && !r.done[seat]) add(r.matchId + ".ref" + seat, r.got[seat]);
        if (r.state === "pay" && r.winner === seat) add(r.matchId + ".pay", pot);
      }
    }
    for (const id of this.mail.claimingTxIds(player)) ids.add(id);
    return ids;
  }

}

/** Items of one delivery that went elsewhere than the inventory (told once, after the delivery). */
interface Sent {
  mailed: number;
  dropped: number;
  failed: number;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

function falses(n: number): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(false);
  return out;
}

/** Another seat than `seat` still has a stake to take. */
function waiting(stakes: ItemStack[][], taken: boolean[], seat: number): boolean {
  for (let i = 0; i < stakes.length; i++) if (i !== seat && stakes[i].length > 0 && !taken[i]) return true;
  return false;
}

/** Another seat than `seat` still waits for its refund. */
function refundWaiting(got: number[], done: boolean[], seat: number): boolean {
  for (let i = 0; i < got.length; i++) if (i !== seat && got[i] > 0 && !done[i]) return true;
  return false;
}
