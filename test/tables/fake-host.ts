/**
 * A fake game server for the table service's tests. The "world" (inventories, transfer-id
 * records, dropped items, the durable storage map, the clock) survives a simulated crash; the
 * service does not. Storage can be told to crash at its K-th write: the write throws before it
 * happens, exactly like a server dying between two writes.
 *
 * With `saveEveryMs` > 0 the world saves players like Luanti does: inventories and transfer ids
 * reach disk only every `saveEveryMs` of clock time (`advance`), and `rollBack` (a crash) returns
 * them to the last save, while storage keeps every write.
 */
import { createRng, nextInt32 } from "../../src/engine/random";
import type { RngState } from "../../src/engine/random";
import type { Lang, Message } from "../../src/i18n/types";
import type { Screen } from "../../src/screen/model";
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
  result: TakeResult | ItemStack[] | "offline";
}

export class World {
  storage = new Map<string, string>();
  inventories = new Map<PlayerId, ItemStack[]>();
  /** Slots per player inventory. */
  slots = new Map<PlayerId, number>();
  tx = new Map<string, TxRecord>();
  dropped = new Map<PlayerId, ItemStack[]>();
  online = new Set<PlayerId>();
  operators = new Set<PlayerId>();
  langs = new Map<PlayerId, Lang>();
  now = 1_000_000;
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
  /** 0: players are saved with every move; else every this many ms of clock time. */
  saveEveryMs = 0;
  private lastSave = 0;
  private saved: { inventories: Map<PlayerId, ItemStack[]>; tx: Map<string, TxRecord> } | undefined;

  constructor(seed = 1) {
    this.rng = createRng(seed);
  }

  /** Moves the clock; players are saved whenever a save interval has passed. */
  advance(ms: number): void {
    this.now += ms;
    if (this.saveEveryMs > 0 && this.now - this.lastSave >= this.saveEveryMs) this.savePlayers();
  }

  /** Every player's inventory and transfer ids as they are now, on "disk". */
  savePlayers(): void {
    const inventories = new Map<PlayerId, ItemStack[]>();
    for (const [p, list] of this.inventories) inventories.set(p, list.map((x) => ({ ...x })));
    this.saved = { inventories, tx: new Map(this.tx) };
    this.lastSave = this.now;
  }

  /** A crash: players come back as of the last save (nothing changes when saves are immediate). */
  rollBack(): void {
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

function kind(a: ItemStack, b: ItemStack): boolean {
  return a.item === b.item && (a.meta ?? "") === (b.meta ?? "");
}

class FakeStorage implements StoragePort {
  constructor(private readonly world: World) {}
  get(key: string): string | undefined {
    return this.world.storage.get(key);
  }
  private tick(key: string): void {
    const w = this.world;
    w.writes++;
    if (w.crashAt >= 0 && w.writes >= w.crashAt) {
      w.crashAt = -1;
      throw new Crash();
    }
    if (w.crashOnKey > 0 && w.crashPrefixes.some((p) => key.startsWith(p))) {
      w.crashOnKey--;
      if (w.crashOnKey === 0) throw new Crash();
    }
  }
  set(key: string, value: string): void {
    this.tick(key);
    this.world.storage.set(key, value);
    this.world.onWrite?.(key, value);
  }
  delete(key: string): void {
    this.tick(key);
    this.world.storage.delete(key);
    this.world.onWrite?.(key, undefined);
  }
  list(prefix: string): string[] {
    const out: string[] = [];
    for (const k of this.world.storage.keys()) if (k.startsWith(prefix)) out.push(k);
    // Any order is allowed by the contract: reverse to catch code that depends on one.
    return out.reverse();
  }
}

class FakeInventory implements InventoryPort {
  constructor(private readonly world: World) {}
  list(player: PlayerId): ItemStack[] {
    if (!this.world.online.has(player)) return [];
    return this.world.inv(player).map((s) => ({ ...s }));
  }
  private once<T extends TxRecord["result"]>(player: PlayerId, txId: string, run: () => T): T {
    const key = player + "|" + txId;
    const seen = this.world.tx.get(key);
    if (seen !== undefined) return seen.result as T;
    const result = run();
    this.world.tx.set(key, { result });
    return result;
  }
  take(player: PlayerId, txId: string, stacks: ItemStack[]): TakeResult {
    // Like a real host, an offline player's saved data (and its transfer records) is out of reach.
    if (!this.world.online.has(player)) return "offline";
    return this.once(player, txId, (): TakeResult => {
      const inv = this.world.inv(player).map((s) => ({ ...s }));
      for (const want of stacks) {
        let need = want.count;
        for (const s of inv) {
          if (need === 0) break;
          if (!kind(s, want)) continue;
          const n = Math.min(need, s.count);
          s.count -= n;
          need -= n;
        }
        if (need > 0) return "missing";
      }
      this.world.inventories.set(
        player,
        inv.filter((s) => s.count > 0),
      );
      return "ok";
    });
  }
  give(player: PlayerId, txId: string, stacks: ItemStack[]): ItemStack[] | "offline" {
    if (!this.world.online.has(player)) return "offline";
    return this.once(player, txId, () => {
      const inv = this.world.inv(player).map((s) => ({ ...s }));
      const slots = this.world.slots.get(player) ?? 8;
      const rest: ItemStack[] = [];
      for (const g of stacks) {
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
        if (left > 0) rest.push(g.meta !== undefined ? { item: g.item, count: left, meta: g.meta } : { item: g.item, count: left });
      }
      this.world.inventories.set(player, inv);
      return rest;
    });
  }
  drop(player: PlayerId, txId: string, stacks: ItemStack[]): boolean {
    if (!this.world.online.has(player)) return false;
    this.once(player, txId, () => {
      const list = this.world.dropped.get(player) ?? [];
      for (const s of stacks) list.push({ ...s });
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
  applied(player: PlayerId, txId: string): boolean | "offline" {
    if (!this.world.online.has(player)) return "offline";
    return this.world.tx.has(player + "|" + txId);
  }
}

export function fakePorts(world: World): HostPorts {
  return {
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
