/**
 * A fake game server for the table service's tests. The "world" (inventories, transfer-id
 * records, dropped items, the durable storage map, the clock) survives a simulated crash; the
 * service does not. Storage can be told to crash at its K-th write: the write throws before it
 * happens, exactly like a server dying between two writes.
 *
 * With `saveEveryMs` > 0 the world saves players like Luanti does: inventories and transfer ids
 * reach disk only every `saveEveryMs` of clock time (`advance`), and `rollBack` (a crash) returns
 * them to the last save, while storage keeps every write.
 *
 * Storage is the Luanti host's (JournalStorage of src/tables/persistence/journal.ts) over a journal "file"
 * and a host store kept as its copy, with the faults a real disk has: `tornWrites` leaves part of
 * the interrupted write at the end of the journal, and `staleHostStore` brings the host store back
 * after a crash as one of its older saves (`saveHostStore`), as Luanti's mod storage does. Each
 * start compares what storage shows with what had been acknowledged (`storage`) and records any
 * difference in `storageProblems`: storage must never go back in time.
 */
import { GAMES } from "../../src/games/registry";
import { createRng, nextInt32, randomInt } from "../../src/util/random";
import type { RngState } from "../../src/util/random";
import type { Lang, Message } from "../../src/i18n/types";
import type { Screen } from "../../src/screen/model";
import { deleteLine, JournalStorage, setLine, type HostCopy, type JournalFile } from "../../src/tables/persistence/journal";
import type { HostPorts, InventoryPort, ItemStack, PlayerId, StoragePort, TakeResult } from "../../src/tables/ports";
import { TableService } from "../../src/tables/service";

export class Crash extends Error {
  constructor() {
    super("simulated crash");
  }
}

export const MAX_STACK = 64;

/** The fake host's board item: the snapshot travels as the stack's meta. */
export const BOARD_ITEM = "gt:board_gin_rummy";

export function boardStack(snapshot = "", kind = "gin_rummy"): ItemStack {
  const item = kind === "gin_rummy" ? BOARD_ITEM : "gt:board_" + kind;
  return snapshot === "" ? { item, count: 1 } : { item, count: 1, meta: snapshot };
}

interface TxRecord {
  result: TakeResult | number | "offline";
}

export class World {
  /** Every write acknowledged so far (what storage must show, also after any crash). */
  storage = new Map<string, string>();
  /** The storage journal on disk (undefined: none yet). */
  journal: string | undefined;
  /** A compaction's next journal file while it is written (a crash leaves it behind, unused). */
  nextJournal: string | undefined;
  /** The host's own store, as in memory now and as saved on disk over time (oldest first). */
  hostStore = new Map<string, string>();
  hostStoreSaves: Map<string, string>[] = [];
  /** A crash leaves part of the write it interrupted at the end of the journal. */
  tornWrites = false;
  /** After a crash the host store comes back as one of its older saves, not as it was. */
  staleHostStore = false;
  /** Starts that found a torn write at the end of the journal, and crashes that left the host store older. */
  tornFound = 0;
  staleRestores = 0;
  /** Differences between what storage showed at a start and what had been acknowledged. */
  storageProblems: string[] = [];
  /** For the faults' own choices (so they do not change the game's random stream). */
  faultRng: RngState;
  inventories = new Map<PlayerId, ItemStack[]>();
  /** Slots per player inventory. */
  slots = new Map<PlayerId, number>();
  tx = new Map<string, TxRecord>();
  dropped = new Map<PlayerId, ItemStack[]>();
  online = new Set<PlayerId>();
  operators = new Set<PlayerId>();
  langs = new Map<PlayerId, Lang>();
  private clockMs = 1_000_000;
  /** The service's clock; setting it moves game time too, at `gameRate`. */
  get now(): number {
    return this.clockMs;
  }
  set now(ms: number) {
    this.gameNow += (ms - this.clockMs) * this.gameRate;
    this.clockMs = ms;
  }
  writes = 0;
  /** Crash when `writes` reaches this number (-1: never). */
  crashAt = -1;
  /** Or crash at the n-th write to a key with one of these prefixes (0: never). */
  crashOnKey = 0;
  crashPrefixes: string[] = [];
  screens = new Map<PlayerId, Screen>();
  closed: PlayerId[] = [];
  shown: { player: PlayerId; screen: Screen }[] = [];
  told: { player: PlayerId; message: Message }[] = [];
  unseated: { player: PlayerId; table: string }[] = [];
  /** Called for every screen shown, before it replaces the last one (for invariant checks). */
  onShow: ((player: PlayerId, screen: Screen) => void) | undefined;
  /** Called after every storage write that happened (for invariant checks). */
  onWrite: ((key: string, value: string | undefined) => void) | undefined;
  rng: RngState;
  /** The rate (0..1) at which inventory port calls throw (PortFault), and how many did. */
  portFaults = 0;
  portFaultsThrown = 0;
  /** Which calls may throw (by kind and transfer id). */
  portFaultOn: (what: string, txId: string) => boolean = () => true;
  /** A test's own refusal: the port throws for the moves this answers true for (nothing moves). */
  refuse: ((what: string, txId: string, stack: ItemStack) => boolean) | undefined;
  /** 0: players are saved with every move; else every this many ms of game time. */
  saveEveryMs = 0;
  /**
   * Game time, which the host saves players by: it moves `gameRate` ms for every ms of the
   * service's clock (Luanti's steps fall behind the wall clock when the server lags).
   */
  gameNow = 0;
  gameRate = 1;
  private lastSave = 0;
  private lastHostSave = 0;
  private saved: { inventories: Map<PlayerId, ItemStack[]>; tx: Map<string, TxRecord> } | undefined;

  constructor(seed = 1) {
    this.rng = createRng(seed);
    this.faultRng = createRng(seed ^ 0x2545f491);
  }

  /** The host saves its store to disk (Luanti: mod storage, every map save interval). */
  saveHostStore(): void {
    this.hostStoreSaves.push(new Map(this.hostStore));
    if (this.hostStoreSaves.length > 8) this.hostStoreSaves.shift();
  }

  /** Moves the clock; players are saved whenever a save interval of game time has passed, the host store every 5 s. */
  advance(ms: number): void {
    this.now += ms;
    if (this.now - this.lastHostSave >= 5000) {
      this.saveHostStore();
      this.lastHostSave = this.now;
    }
    if (this.saveEveryMs > 0 && this.gameNow - this.lastSave >= this.saveEveryMs) this.savePlayers();
  }

  /** Every player's inventory and transfer ids as they are now, on "disk". */
  savePlayers(): void {
    const inventories = new Map<PlayerId, ItemStack[]>();
    for (const [p, list] of this.inventories) inventories.set(p, list.map((x) => ({ ...x })));
    this.saved = { inventories, tx: new Map(this.tx) };
    this.lastSave = this.gameNow;
  }

  /** A crash: players come back as of the last save (nothing changes when saves are immediate). */
  rollBack(): void {
    if (this.staleHostStore) {
      const saves = this.hostStoreSaves;
      const older = saves.length === 0 ? new Map<string, string>() : saves[randomInt(this.faultRng, saves.length)];
      if (!sameMap(older, this.hostStore)) this.staleRestores++;
      this.hostStore = new Map(older);
    }
    if (this.saveEveryMs === 0 || this.saved === undefined) return;
    this.inventories = new Map();
    for (const [p, list] of this.saved.inventories) this.inventories.set(p, list.map((x) => ({ ...x })));
    this.tx = new Map(this.saved.tx);
  }

  addPlayer(id: PlayerId, items: ItemStack[] = [], slots = 8): void {
    this.inventories.set(id, items.map((s) => ({ ...s })));
    this.slots.set(id, slots);
    this.online.add(id);
  }

  /**
   * Puts a board item in the player's inventory (crafted, or a copy someone made), saved at once:
   * a crash rolls back the table's moves, not how the player came by the board.
   */
  giveBoard(id: PlayerId, snapshot = ""): ItemStack {
    const b = boardStack(snapshot);
    this.inventories.set(id, this.inv(id).concat([{ ...b }]));
    const saved = this.saved?.inventories;
    if (saved !== undefined) saved.set(id, (saved.get(id) ?? []).concat([{ ...b }]));
    return b;
  }

  /** The snapshots on the boards the player holds ("" for a plain board), in inventory order. */
  boardsOf(id: PlayerId): string[] {
    const out: string[] = [];
    for (const s of this.inv(id)) if (s.item === BOARD_ITEM) for (let i = 0; i < s.count; i++) out.push(s.meta ?? "");
    return out;
  }

  inv(id: PlayerId): ItemStack[] {
    return this.inventories.get(id) ?? [];
  }

  count(id: PlayerId, item: string): number {
    let n = 0;
    for (const s of this.inv(id)) if (s.item === item) n += s.count;
    return n;
  }

  lastScreen(id: PlayerId): Screen {
    const s = this.screens.get(id);
    if (s === undefined) throw new Error(`no screen for ${id}`);
    return s;
  }

  toldKeys(id: PlayerId): string[] {
    return this.told.filter((t) => t.player === id).map((t) => t.message.key);
  }
}

function sameMap(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

function kind(a: ItemStack, b: ItemStack): boolean {
  return a.item === b.item && (a.meta ?? "") === (b.meta ?? "");
}

class JournalOnFakeDisk implements JournalFile {
  constructor(private readonly world: World) {}
  read(): string | undefined {
    return this.world.journal;
  }
  append(text: string): void {
    this.world.journal = (this.world.journal ?? "") + text;
  }
  startNext(text: string): void {
    this.world.nextJournal = text;
  }
  appendNext(text: string): void {
    this.world.nextJournal = (this.world.nextJournal ?? "") + text;
  }
  swapNext(): void {
    this.world.journal = this.world.nextJournal;
    this.world.nextJournal = undefined;
  }
}

class FakeHostStore implements HostCopy {
  constructor(private readonly world: World) {}
  keys(): string[] {
    return [...this.world.hostStore.keys()];
  }
  get(key: string): string | undefined {
    return this.world.hostStore.get(key);
  }
  set(key: string, value: string): void {
    this.world.hostStore.set(key, value);
  }
  delete(key: string): void {
    this.world.hostStore.delete(key);
  }
}

/** A start of the host's storage: what it shows must be what was acknowledged before. */
class FakeStorage implements StoragePort {
  private readonly store: JournalStorage;
  constructor(private readonly world: World) {
    this.store = new JournalStorage(new JournalOnFakeDisk(world), new FakeHostStore(world), "fake journal");
    if (this.store.tornBytes > 0) world.tornFound++;
    const shown = new Map<string, string>();
    for (const k of this.store.list("")) shown.set(k, this.store.get(k) as string);
    for (const [k, v] of world.storage) if (shown.get(k) !== v) world.storageProblems.push(`storage lost ${k} = ${v} (shows ${shown.get(k) ?? "nothing"})`);
    for (const [k, v] of shown) if (!world.storage.has(k)) world.storageProblems.push(`storage brought back ${k} = ${v}`);
    world.storage = shown;
  }
  get(key: string): string | undefined {
    return this.store.get(key);
  }
  /** Counts writes; at the chosen one the server dies (leaving part of the line when writes tear). */
  private tick(key: string, line: string): void {
    const w = this.world;
    w.writes++;
    let crash = false;
    if (w.crashAt >= 0 && w.writes >= w.crashAt) {
      w.crashAt = -1;
      crash = true;
    }
    if (w.crashOnKey > 0 && w.crashPrefixes.some((p) => key.startsWith(p))) {
      w.crashOnKey--;
      if (w.crashOnKey === 0) crash = true;
    }
    if (!crash) return;
    if (w.tornWrites && w.journal !== undefined) w.journal += line.substring(0, randomInt(w.faultRng, line.length));
    throw new Crash();
  }
  set(key: string, value: string): void {
    this.tick(key, setLine(key, value));
    this.store.set(key, value);
    this.world.storage.set(key, value);
    this.world.onWrite?.(key, value);
  }
  delete(key: string): void {
    this.tick(key, deleteLine(key));
    this.store.delete(key);
    this.world.storage.delete(key);
    this.world.onWrite?.(key, undefined);
  }
  list(prefix: string): string[] {
    // Any order is allowed by the contract: reverse to catch code that depends on one.
    return this.store.list(prefix).reverse();
  }
}

/** A host port's failure (a fault the world injects), thrown like any API error. */
export class PortFault extends Error {
  constructor(what: string) {
    super("port fault: " + what);
  }
}

class FakeInventory implements InventoryPort {
  constructor(private readonly world: World) {}
  list(player: PlayerId): ItemStack[] {
    if (!this.world.online.has(player)) return [];
    this.fault("list", "", false);
    return this.world.inv(player).map((s) => ({ ...s }));
  }
  /**
   * With `portFaults` > 0 a call throws at that rate, as a real host's API can: before it changes
   * anything, or (half the time) after the move is done and recorded (the contract allows both).
   * A repeated call with a known id never throws.
   */
  private fault(what: string, txId: string, after: boolean): void {
    const w = this.world;
    if (w.portFaults <= 0 || !w.portFaultOn(what, txId) || randomInt(w.faultRng, 1000) >= w.portFaults * 1000) return;
    if (after !== (randomInt(w.faultRng, 2) === 1)) return;
    w.portFaultsThrown++;
    throw new PortFault(what);
  }
  private once<T extends TxRecord["result"]>(player: PlayerId, txId: string, what: string, stack: ItemStack, run: () => T): T {
    const key = player + "|" + txId;
    const seen = this.world.tx.get(key);
    if (seen !== undefined) return seen.result as T;
    this.fault(what, txId, false);
    if (this.world.refuse?.(what, txId, stack) === true) throw new PortFault(what + " refused");
    const result = run();
    this.world.tx.set(key, { result });
    this.fault(what, txId, true);
    return result;
  }
  take(player: PlayerId, txId: string, want: ItemStack): TakeResult {
    // Like a real host, an offline player's saved data (and its transfer records) is out of reach.
    if (!this.world.online.has(player)) return "offline";
    return this.once(player, txId, "take", want, (): TakeResult => {
      const inv = this.world.inv(player).map((s) => ({ ...s }));
      let need = want.count;
      for (const s of inv) {
        if (need === 0) break;
        if (!kind(s, want)) continue;
        const n = Math.min(need, s.count);
        s.count -= n;
        need -= n;
      }
      if (need > 0) return "missing";
      this.world.inventories.set(
        player,
        inv.filter((s) => s.count > 0),
      );
      return "ok";
    });
  }
  give(player: PlayerId, txId: string, g: ItemStack): number | "offline" {
    if (!this.world.online.has(player)) return "offline";
    return this.once(player, txId, "give", g, () => {
      const inv = this.world.inv(player).map((s) => ({ ...s }));
      const slots = this.world.slots.get(player) ?? 8;
      let left = g.count;
      for (const s of inv) {
        if (left === 0) break;
        if (!kind(s, g) || s.count >= MAX_STACK) continue;
        const n = Math.min(left, MAX_STACK - s.count);
        s.count += n;
        left -= n;
      }
      while (left > 0 && inv.length < slots) {
        const n = Math.min(left, MAX_STACK);
        inv.push(g.meta !== undefined ? { item: g.item, count: n, meta: g.meta } : { item: g.item, count: n });
        left -= n;
      }
      this.world.inventories.set(player, inv);
      return left;
    });
  }
  drop(player: PlayerId, txId: string, stack: ItemStack): boolean {
    if (!this.world.online.has(player)) return false;
    this.once(player, txId, "drop", stack, () => {
      const list = this.world.dropped.get(player) ?? [];
      list.push({ ...stack });
      this.world.dropped.set(player, list);
      return "ok" as TakeResult;
    });
    return true;
  }
  forget(player: PlayerId, txId: string): void {
    this.world.tx.delete(player + "|" + txId);
  }
  saveDelayMs(): number {
    return this.world.saveEveryMs;
  }
  saveClockMs(): number {
    return Math.floor(this.world.gameNow);
  }
  applied(player: PlayerId, txId: string): boolean | "offline" {
    if (!this.world.online.has(player)) return "offline";
    return this.world.tx.has(player + "|" + txId);
  }
}

export function fakePorts(world: World): HostPorts {
  return {
    games: GAMES,
    players: {
      isOnline: (p) => world.online.has(p),
      displayName: (p) => p.toUpperCase(),
      language: (p) => world.langs.get(p) ?? "en",
      isOperator: (p) => world.operators.has(p),
    },
    inventory: new FakeInventory(world),
    boards: { stack: (kind, snapshot) => boardStack(snapshot, kind) },
    storage: new FakeStorage(world),
    clock: { now: () => world.now },
    random: {
      words: (n) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push(nextInt32(world.rng));
        return out;
      },
    },
    messages: { tell: (player, message) => void world.told.push({ player, message }) },
    screens: {
      show: (player, screen) => {
        world.onShow?.(player, screen);
        world.screens.set(player, screen);
        world.shown.push({ player, screen });
      },
      close: (player) => {
        world.screens.delete(player);
        world.closed.push(player);
      },
    },
    seats: { unseat: (player, table) => void world.unseated.push({ player, table }) },
  };
}

/** A started service over the world (recovery done), with the given operator config. */
export function startService(world: World, config: unknown = { botDelayMs: 0 }): TableService {
  const made = TableService.create(fakePorts(world), config);
  if (!made.ok) throw new Error(`${made.error.field}: ${made.error.reason}`);
  made.service.recoverAtStartup();
  return made.service;
}

/** Presses a button on the player's current screen (with its token). */
export function press(service: TableService, world: World, player: PlayerId, action: string, extra: Record<string, string> = {}) {
  const screen = world.lastScreen(player);
  return service.handleScreenAction(player, screen.tableId, { token: screen.token, action, ...extra });
}

/** Resigns as a player does: Resign, then the confirmation. */
export function resign(service: TableService, world: World, player: PlayerId) {
  const asked = press(service, world, player, "resign");
  if (!asked.ok) return asked;
  return press(service, world, player, "resign.confirm");
}

export function buttons(world: World, player: PlayerId): string[] {
  return world.lastScreen(player).buttons.map((b) => b.action);
}
