/**
 * The host ports: everything the table service needs from a game server, and nothing more.
 * A host (the Luanti mod, the Bedrock plugin, the test fake) implements these interfaces and
 * passes them to `new TableService(ports, config)`. The service never reaches a host any
 * other way. All calls are synchronous; a host that must wait (a database) answers from its own
 * cache and persists behind it, keeping the durability promises written on each method.
 */
import type { AnyGame } from "../games/game";
import type { Message } from "../i18n/types";
import type { RngState } from "../util/random";
import type { Lang } from "../i18n/types";
import type { Screen } from "../screen/model";
import type { BoardKind } from "./types";

/** A player's stable identity on this server (Luanti name, Bedrock XUID). Never a display name. */
export type PlayerId = string;

/** Table ids are chosen by the host (e.g. a node position "x,y,z" or a block entity uuid). */
export type TableId = string;

/**
 * A host-neutral item stack. `item` is the host's item name ("default:diamond",
 * "minecraft:diamond"); `meta` is the host's opaque serialised metadata (wear, NBT, enchantments)
 * and must round-trip unchanged; stacks with different meta never merge.
 */
export interface ItemStack {
  item: string;
  count: number;
  meta?: string;
}

/** Who players are and where they are. */
export interface PlayersPort {
  /** True while the player is connected. */
  isOnline(player: PlayerId): boolean;
  /** The name to show other players. */
  displayName(player: PlayerId): string;
  /** The player's language for screens and messages (hosts map their locale codes). */
  language(player: PlayerId): Lang;
  /** Server operators may override owner-only actions and refund paused matches. */
  isOperator(player: PlayerId): boolean;
}

/** Result of a take; a repeated call with the same `txId` returns the first result. */
export type TakeResult = "ok" | "missing" | "offline";

/**
 * Player inventories, as primitives: one stack per call. The service moves every item through
 * one path (transfer.ts): it records each move before asking, moves one stack per call under its
 * own transfer id (`txId`), and handles every failure, so a host port stays small. THE HOST CONTRACT:
 * - For an ONLINE player a transfer id is applied at most once, and recorded in the player's own
 *   saved data in the same step as the inventory change (Luanti: player meta beside the
 *   inventory; Bedrock: a player dynamic property or tag). A repeated call with a known id
 *   changes nothing, returns the first result and does not throw.
 * - For an OFFLINE player every call returns "offline" (or false) and changes nothing.
 * - A call may throw (an item the host cannot rebuild, an item too large, any API error). It then
 *   either changed nothing, or did the move and recorded its id (the service asks `applied`
 *   after a throw, and asks again for the result). Hosts do the work that can throw (building
 *   the item) before the first change.
 * The service re-runs an unfinished step with the same id after a restart; a step that may
 * already have happened is retried only once the player is online again (onPlayerJoin), so the
 * host can always tell. `forget` comes from the ledger once the host has saved the move
 * (ledger.ts); a host may also expire ids older than a month.
 */
export interface InventoryPort {
  /**
   * The player's stacks (for the stake panel). Empty when offline. An item the host cannot carry
   * whole (see the host's docs) is left out: it can then not be staked.
   */
  list(player: PlayerId): ItemStack[];
  /** Takes the whole stack or nothing ("missing" when the player does not hold it all). */
  take(player: PlayerId, txId: string, stack: ItemStack): TakeResult;
  /**
   * Gives as much of the stack as fits; returns how many did not fit (0 when everything fitted),
   * or "offline" when the player is not connected (nothing given).
   */
  give(player: PlayerId, txId: string, stack: ItemStack): number | "offline";
  /**
   * Drops the stack at the player's feet (idempotent per txId). Return false when nothing was
   * dropped (an offline player the host cannot drop for: the items then wait in the mailbox);
   * true or nothing when dropped or queued by the host.
   */
  drop(player: PlayerId, txId: string, stack: ItemStack): boolean | void;
  /** The outcome of `txId` is recorded in storage: the host may drop its record of the id. */
  forget(player: PlayerId, txId: string): void;
  /** Whether the player's data, as the host has it now, records `txId` (after a crash: as saved). */
  applied(player: PlayerId, txId: string): boolean | "offline";
  /**
   * The longest time after a take or give before the host has saved it with the player's data
   * (0: saved in the same step), on the save clock and on the service's clock alike. Until then
   * the service keeps the move, to apply it again after a crash (ledger.ts); a longer answer is
   * always safe, only slower to clean up.
   */
  saveDelayMs(): number;
  /**
   * The clock the host schedules its player saves by, in ms, counting from any start in this run
   * (Luanti: game time, the sum of server steps, which falls behind the wall clock when the
   * server lags; Bedrock: ticks × 50). A host that saves by the wall clock answers clock.now().
   */
  saveClockMs(): number;
}

/**
 * Durable key-value storage. The service writes its intent before any item moves, so storage is
 * the source of truth at start-up. THE HOST CONTRACT:
 * - Each `set`/`delete` is atomic, and once it returns it survives the server process dying (it is
 *   at least with the operating system). Writes are never reordered: a write that returned is
 *   never lost while a later one survives.
 * - It is on disk (synced, surviving a power cut) before the host saves anything that depends on
 *   it: a player's inventory or the map. A host that syncs every write meets this trivially; one
 *   that syncs less often syncs before each such save.
 * - Storage never goes back in time: after any crash, `get` and `list` show the newest state ever
 *   acknowledged, deletions included. A deleted key must not come back because some older copy
 *   still has it (a host's own store saved on its own schedule is such a copy), so "absent" may
 *   never be read as "never written".
 * Luanti and bdsx keep it with JournalStorage (journal.ts): a journal is the truth, the host's own
 * store only a copy rewritten from it at start. A host that cannot sync says so in its log. A host
 * with no files at all (the Bedrock add-on: world dynamic properties) cannot keep the first and
 * third rules as written: after a crash its storage comes back as of the world's last save, but
 * whole and together with the world and the players it guards (never a deleted key alone); its
 * docs say what that leaves (docs/bedrock-addon.md).
 */
export interface StoragePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
  /** Every key starting with `prefix`, in any order (the service sorts what it needs). */
  list(prefix: string): string[];
}

/** Wall-clock milliseconds. Must keep counting across restarts (timers are stored as deadlines). */
export interface ClockPort {
  now(): number;
}

/** A cryptographically secure source (Luanti: SecureRandom; Node: crypto.randomBytes). */
export interface RandomPort {
  /** `count` random signed 32-bit integers. */
  words(count: number): number[];
}

/** Chat lines and screens. Text is always a message key plus params, translated by the host. */
export interface MessagesPort {
  tell(player: PlayerId, message: Message): void;
}

export interface ScreensPort {
  /** Shows (or replaces) the player's table screen. */
  show(player: PlayerId, screen: Screen): void;
  /** Closes the player's table screen if one is open. */
  close(player: PlayerId, tableId: TableId): void;
}

/** A bot that plays a seat from what that seat may see (the game's seat view); answers a legal action. */
export interface Bot {
  decide(view: unknown): unknown;
}

/** Makes bots by level ("easy", "normal", "hard", ...); the service validates what comes back. */
export interface BotFactory {
  levels(): string[];
  create(level: string, rng: RngState): Bot;
}

/** Seats in the world: the service asks the host to stand a player up (a seat reserved for another). */
export interface SeatsPort {
  unseat(player: PlayerId, tableId: TableId): void;
}

/**
 * The board as an item. The service moves boards through the inventory port, so a board taken
 * off a table or fitted into one is a transfer like a stake, kept in the ledger until saved.
 */
export interface BoardItemsPort {
  /**
   * One board item of `kind` carrying `snapshot` ("" for a plain board), as the host's stack
   * (`holder` is who gets it: a host may word the item's label in their language).
   */
  stack(kind: BoardKind, snapshot: string, holder: PlayerId): ItemStack;
}

/**
 * Everything a host passes to the service. `games` are the boards on offer (src/games/registry.ts:
 * GAMES), the first the default; `bots` replaces every game's own bots (tests).
 */
export interface HostPorts {
  games: readonly AnyGame[];
  players: PlayersPort;
  inventory: InventoryPort;
  boards: BoardItemsPort;
  storage: StoragePort;
  clock: ClockPort;
  random: RandomPort;
  messages: MessagesPort;
  screens: ScreensPort;
  seats: SeatsPort;
  bots?: BotFactory;
}
