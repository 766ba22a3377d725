/**
 * The Bedrock host of the table service, on bdsx: world events to service calls, the service's
 * ports to bdsx (players, inventories, storage, forms), seats as rideable entities, the board's
 * NBT, and the /gametables command. Everything bdsx comes through `host` (see host.ts).
 */
import { randomBytes } from "crypto";
import type { BlockPos } from "bdsx/bds/blockpos";
import type { ItemStack as BdsItem } from "bdsx/bds/inventory";
import type { ServerPlayer } from "bdsx/bds/player";
import type { CANCEL } from "bdsx/common";
import { langFromCode, msg, render, type Lang, type Message } from "../../../src/i18n/index";
import { boardOfKind, DEFAULT_BOARD } from "../../../src/content/boards";
import { DEFAULT_BOARD_KIND, GAMES } from "../../../src/games/registry";
import type { HostPorts, ItemStack, PlayerId, StoragePort } from "../../../src/tables/ports";
import { WorldController } from "../../../src/tables/world/controller";
import type { HeldBoard } from "../../../src/tables/world/port";
import { JournalError } from "../../../src/tables/persistence/journal";
import { CONSOLE, commandWords, runCommandLine, type CommandHost, type CommandReply } from "../../../src/tables/commands";
import type { TableService } from "../../../src/tables/service";
import { startTables } from "../../../src/tables/start";
import { besideFace } from "../../bedrock-common/facing";
import { boardItemId, boardOfItemId, parseFurniture, SEAT_ENTITY } from "../../bedrock-common/woods";
import { boardTag, MAX_TAG_BYTES, readBoardTag, TAG_KEY, type BoardReadError, type TypedCompound } from "./board-nbt";
import type { BdsxHost } from "./host";
import { BdsxInventoryPort, itemMeta } from "./inventory-port";
import { FormScreens } from "./screens";
import { fromBdsx, NbtTooLarge, toBdsx } from "./nbt-bridge";
import { openStorage, type KeyValues } from "./storage-port";
import { BdsxWorld, tableKey, type Seated } from "./world-port";

export { CONSOLE };

export interface PluginOptions {
  /** The operator's settings (parsed JSON, or undefined for the defaults). Throws on a broken file. */
  readConfig(): unknown;
  log(line: string): void;
  /** The storage journal (see storage-port.ts); without one, writes are as durable as bdsx's storage. */
  journalPath?: string;
  /** Wall-clock milliseconds (Date.now unless a test drives time). */
  now?: () => number;
}


/** How far (blocks, to the block's centre) a player may be from what `/gametables use` uses. */
const REACH = 8;

/**
 * One click can reach the plugin twice, and the world controller would take each for a click of
 * its own (one click, two chairs placed). That is a quirk of this host, not a rule of the tables:
 * the Bedrock client sends a block click again at once when its own guess of the outcome failed
 * (the same ClickBlock transaction, the same positions; PocketMine-MP and Dragonfly drop such a
 * repeat within 100 ms as the "client spam bug"), and BDS calls ItemStack::useOn, bdsx's
 * itemUseOnBlock, for each; blockInteractedWith or the empty-hand pack's command may report the
 * same click too. So a second use of the same block by the same player within this time is that
 * click again. Luanti reports a click once; the add-on's blocks take their clicks themselves.
 */
const ONE_CLICK_MS = 200;

/** What a player is told about a board whose NBT was refused (a payload too big was edited). */
const BOARD_ERROR_KEYS: Record<BoardReadError, string> = {
  oversized: "tables.snapshot.tampered",
  truncated: "tables.snapshot.truncated",
  malformed: "tables.snapshot.malformed",
  version: "tables.snapshot.unsupported",
};

export function playerId(xuid: string, name: string): PlayerId {
  return xuid !== "" ? xuid : "name:" + name;
}

export { tableKey };

export class GameTablesPlugin {
  service: TableService | undefined;
  private readonly online = new Map<PlayerId, ServerPlayer>();
  private readonly langs = new Map<PlayerId, Lang>();
  private readonly screens: FormScreens;
  /** Player id -> name, for players who are offline (kept ASCII-safe by the port). */
  private readonly names: StoragePort;
  readonly inventory: BdsxInventoryPort;
  private readonly storagePort: StoragePort;
  private readonly epoch: number;
  private lastUse = { key: "", at: 0 };
  /** The world's rules for tables and chairs (src/tables/world); `world` is its port here. */
  private readonly world: BdsxWorld;
  private readonly controller: WorldController;

  /**
   * The plugin on its storage, or undefined when a journal is damaged or cannot be opened: then
   * one line is logged, no file is rewritten, and nothing is installed (tables stay plain blocks
   * until an operator repairs the file; docs/bedrock.md).
   */
  static open(host: BdsxHost, opts: PluginOptions): GameTablesPlugin | undefined {
    try {
      return new GameTablesPlugin(host, opts);
    } catch (e) {
      const fsError = e instanceof Error && typeof (e as NodeJS.ErrnoException).code === "string";
      if (!(e instanceof JournalError) && !fsError) throw e;
      opts.log(`game-tables: ${(e as Error).message}, tables are disabled`);
      return undefined;
    }
  }

  /** Throws JournalError on a damaged journal (see open). */
  constructor(
    private readonly host: BdsxHost,
    private readonly opts: PluginOptions,
  ) {
    this.names = openStorage(host.storage<KeyValues>("game_tables/names")).storage;
    const clock = host.storage<{ epoch: number }>("game_tables/clock");
    if (clock.data === undefined || clock.data === null || typeof clock.data.epoch !== "number") {
      clock.init({ epoch: opts.now !== undefined ? opts.now() : Date.now() });
    }
    this.epoch = (clock.data as { epoch: number }).epoch;
    // Worlds from before seats by side keep a "game_tables/chairs" store (chair order per table); nothing reads it now.
    this.world = new BdsxWorld(host, (p) => this.online.get(p), (line) => opts.log(line));
    this.controller = new WorldController(this.world, () => this.service, { now: () => this.now() }, { tell: (p, m) => this.tell(p, m) }, (line) => opts.log(line));
    this.storagePort = openStorage(host.storage<KeyValues>("game_tables/tables"), opts.journalPath).storage;
    this.screens = new FormScreens(host, {
      player: (p) => this.online.get(p),
      lang: (p) => this.langOf(p),
      service: () => this.service,
      log: (line) => opts.log(line),
      stakeNotes: (p) => {
        for (const item of this.inventory.refusedStakes(p)) this.tell(p, msg("tables.stake.too_large", { item }));
      },
    });
    const journal = (suffix: string): string | undefined => (opts.journalPath !== undefined ? opts.journalPath + suffix : undefined);
    this.inventory = new BdsxInventoryPort(
      host,
      (p) => this.online.get(p),
      openStorage(host.storage<KeyValues>("game_tables/transfers"), journal(".transfers")).storage,
      openStorage(host.storage<KeyValues>("game_tables/drops"), journal(".drops")).storage,
    );
  }

  // --- ports

  private ports(): HostPorts {
    return {
      games: GAMES,
      players: {
        isOnline: (p) => this.online.has(p),
        displayName: (p) => {
          const live = this.online.get(p);
          return live !== undefined ? live.getName() : (this.names.get(p) ?? p);
        },
        language: (p) => this.langs.get(p) ?? "en",
        isOperator: (p) => {
          if (p === CONSOLE) return true;
          const live = this.online.get(p);
          return live !== undefined && live.getCommandPermissionLevel() >= this.host.permission.Operator;
        },
      },
      inventory: this.inventory,
      boards: { stack: (kind, snapshot, holder) => this.boardStack(kind, snapshot, holder) },
      storage: this.storagePort,
      clock: { now: () => this.now() },
      random: {
        words: (count) => {
          const b = randomBytes(count * 4);
          const out: number[] = [];
          for (let i = 0; i < count; i++) out.push(b.readInt32LE(i * 4));
          return out;
        },
      },
      messages: { tell: (p, m) => this.tell(p, m) },
      screens: { show: (p, s) => this.screens.show(p, s), close: (p) => this.screens.close(p) },
      seats: this.controller.seats,
    };
  }

  /** Creates the service from storage and the config; false (logged) when the config is broken. */
  startService(): boolean {
    let raw: unknown;
    try {
      raw = this.opts.readConfig();
    } catch (e) {
      this.opts.log(`game-tables: config unreadable: ${(e as Error).message}`);
      return false;
    }
    const service = startTables(this.ports(), raw, [...this.online.keys()], (line) => this.opts.log(line));
    if (service === undefined) return false;
    this.service = service;
    return true;
  }

  /** Wires every bdsx event; the service starts on serverOpen (commands need the server). */
  install(): void {
    const ev = this.host.events;
    ev.serverOpen.on(() => this.onServerOpen());
    ev.levelTick.on(() => this.inventory.tick());
    ev.packetAfter(this.host.loginPacketId).on((pk, _ni) => {
      const req = pk.connreq;
      if (req === null) return;
      const cert = req.getCertificate();
      const data = req.getJsonValue();
      if (cert !== null && data !== null && typeof data.LanguageCode === "string") this.langs.set(playerId(cert.getXuid(), cert.getId()), langFromCode(data.LanguageCode));
    });
    ev.playerJoin.on((e) => this.onJoin(e.player));
    ev.playerLeft.on((e) => this.onLeave(e.player));
    ev.blockPlace.on((e) => this.onPlace(e.player, e.block.getName(), e.blockPos));
    ev.blockDestroy.on((e) => this.onDestroy(e.player, e.blockPos));
    ev.blockInteractedWith.on((e) => this.onUse(e.player as ServerPlayer, e.blockPos.x, e.blockPos.y, e.blockPos.z, undefined));
    ev.itemUseOnBlock.on((e) => (e.actor.isPlayer() ? this.onUse(e.actor as ServerPlayer, e.x, e.y, e.z, e.itemStack, e.face) : undefined));
    ev.entityStopRiding.on((e) => {
      if (e.entity.isPlayer()) this.onStandUp(e.entity as ServerPlayer, e.switchingRides);
    });
  }

  onServerOpen(): void {
    // Seats left from before a restart carry nobody: remove them.
    this.host.executeCommand(`kill @e[type=${SEAT_ENTITY}]`);
    this.registerCommand();
    this.startService();
  }

  /**
   * The service's clock: milliseconds since this world first ran the plugin (the epoch is kept in
   * storage, so the clock keeps counting across restarts). Counting from an epoch keeps the values
   * small: src/util/json.ts writes integers of 2^31 and above wrongly, and deadlines are stored as
   * JSON. (That limit is reached 24.8 days after the epoch; see the report to fix json.ts.)
   */
  private now(): number {
    const wall = this.opts.now !== undefined ? this.opts.now() : Date.now();
    return wall - this.epoch;
  }

  tick(): void {
    if (this.service !== undefined) this.service.tick();
  }

  // --- players

  /** A player's id: the XUID; on a server with online-mode off (no XUIDs) the name instead. */
  private xuid(p: ServerPlayer): PlayerId {
    return playerId(p.getXuid(), p.getName());
  }

  private langOf(p: PlayerId): Lang {
    return this.langs.get(p) ?? "en";
  }

  private tell(p: PlayerId, m: Message): void {
    const live = this.online.get(p);
    if (live !== undefined) live.sendMessage(render(this.langOf(p), m));
  }

  onJoin(p: ServerPlayer): void {
    const id = this.xuid(p);
    this.online.set(id, p);
    if (this.names.get(id) !== p.getName()) this.names.set(id, p.getName());
    this.inventory.deliverPending(id);
    if (this.service !== undefined) this.service.onPlayerJoin(id);
  }

  onLeave(p: ServerPlayer): void {
    const id = this.xuid(p);
    this.controller.playerLeft(id);
    if (this.service !== undefined) this.service.onPlayerLeave(id);
    this.screens.forget(id);
    this.online.delete(id);
  }

  // --- world (the rules are the world controller's; this turns bdsx events into its calls)

  private blockAt(p: ServerPlayer, x: number, y: number, z: number): string {
    return p.getRegion().getBlock(this.host.newBlockPos(x, y, z)).getName();
  }

  private onPlace(p: ServerPlayer, blockName: string, pos: BlockPos): void | CANCEL {
    const f = parseFurniture(blockName);
    // A chair the plugin is about to set asks the other plugins through this event: not a placement of ours.
    if (f === undefined || this.service === undefined || this.world.asking) return;
    const at = this.world.place(p, pos.x, pos.y, pos.z);
    if (f.kind === "chair") {
      this.world.within(p, () => this.controller.chairPlaced(at));
      return;
    }
    if (!this.world.within(p, () => this.controller.tablePlaced(this.xuid(p), at))) return this.host.CANCEL;
  }

  private onDestroy(p: ServerPlayer, pos: BlockPos): void | CANCEL {
    const f = parseFurniture(this.blockAt(p, pos.x, pos.y, pos.z));
    if (f === undefined || this.service === undefined) return;
    const id = this.xuid(p);
    const at = this.world.place(p, pos.x, pos.y, pos.z);
    if (f.kind === "chair") {
      if (!this.world.within(p, () => this.controller.chairHit(id, at))) return this.host.CANCEL;
      this.controller.chairGone(at);
      return;
    }
    if (this.world.within(p, () => this.controller.tableHit(id, at)) !== "break") return this.host.CANCEL;
    this.controller.tableGone(at);
  }

  /** A click on a block (`face`: the face clicked, bdsx's Facing; unknown for the pack's command). */
  private onUse(p: ServerPlayer, x: number, y: number, z: number, item: BdsItem | undefined, face?: number): void | CANCEL {
    if (this.service === undefined) return;
    const use = `${this.xuid(p)}@${x},${y},${z}`;
    const now = this.now();
    if (use === this.lastUse.key && now - this.lastUse.at < ONE_CLICK_MS) return this.host.CANCEL;
    const f = parseFurniture(this.blockAt(p, x, y, z));
    if (f === undefined) return;
    this.lastUse = { key: use, at: now };
    const held = item !== undefined ? item : p.getMainhandSlot();
    const at = this.world.place(p, x, y, z);
    const id = this.xuid(p);
    const inHand = held.isNull() ? undefined : parseFurniture(held.getName());
    if (f.kind === "table" && inHand !== undefined && inHand.kind === "chair") {
      const pos = p.getPosition();
      const from = { space: at.space, x: Math.floor(pos.x), y, z: Math.floor(pos.z) };
      this.world.within(p, () => this.controller.chairUsedOnTable(id, at, face !== undefined ? besideFace(at, face) : undefined, from));
    } else if (f.kind === "table") {
      const board = held.isNull() ? undefined : boardOfItemId(held.getName());
      this.world.within(p, () => this.controller.tableUsed(id, at, board !== undefined ? this.heldBoard(held, board.kind) : undefined));
    } else this.world.within(p, () => this.controller.chairUsed(id, at));
    return this.host.CANCEL;
  }

  // --- the board

  /** Reads a board item's `game_tables` tag: the snapshot, or a refusal message. */
  readBoard(item: BdsItem): { ok: true; kind: string; snapshot: string } | { ok: false; error: Message } {
    const saved = item.save();
    const tag = saved["tag"] as Record<string, unknown> | undefined;
    const raw = tag !== undefined && tag !== null ? tag[TAG_KEY] : undefined;
    if (raw === undefined) return { ok: true, kind: DEFAULT_BOARD_KIND, snapshot: "" };
    let typed: unknown;
    try {
      typed = fromBdsx(this.host.nbt, raw, MAX_TAG_BYTES);
    } catch (e) {
      return { ok: false, error: { key: BOARD_ERROR_KEYS[e instanceof NbtTooLarge ? "oversized" : "malformed"] } };
    }
    const r = readBoardTag(typed);
    if (!r.ok) return { ok: false, error: { key: BOARD_ERROR_KEYS[r.error] } };
    return { ok: true, kind: r.board.kind, snapshot: r.board.snapshot };
  }

  /** Writes the board's `game_tables` tag (a plain board when snapshot is ""). */
  writeBoard(item: BdsItem, kind: string, snapshot: string): void {
    const saved = item.save();
    const tag = (saved["tag"] !== undefined && saved["tag"] !== null ? saved["tag"] : {}) as Record<string, unknown>;
    tag[TAG_KEY] = toBdsx(this.host.nbt, boardTag({ kind, snapshot }) as TypedCompound);
    saved["tag"] = tag;
    item.load(saved as never);
  }

  /** The board item as a host-neutral stack: its snapshot tag and, on a paused board, a lore line. */
  private boardStack(kind: string, snapshot: string, holder: PlayerId): ItemStack {
    const name = boardItemId(kind);
    const item = this.host.newItem(name, 1);
    try {
      if (snapshot !== "") {
        this.writeBoard(item, kind, snapshot);
        item.setCustomLore(render(this.langOf(holder), { key: "item.board.paused", params: { board: (boardOfKind(kind) ?? DEFAULT_BOARD).displayName } }));
      }
      const meta = itemMeta(this.host, item);
      return meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
    } finally {
      item.destruct();
    }
  }

  /**
   * The board in hand for the world controller. `itemKind`: the kind the item is; a plain or
   * unreadable board is that kind, a paused one its tag's. NBT that is not exactly our layout is
   * fitted as a plain board, and the player is told why.
   */
  private heldBoard(item: BdsItem, itemKind: string): HeldBoard {
    const board = this.readBoard(item);
    // The service takes this very item through the inventory port (kept in its ledger).
    const meta = itemMeta(this.host, item);
    const name = item.getName();
    const stack: ItemStack = meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
    if (!board.ok) return { kind: itemKind, snapshot: "", stack, problem: board.error };
    return { kind: board.snapshot !== "" ? board.kind : itemKind, snapshot: board.snapshot, stack };
  }

  // --- seats

  /**
   * The player leaves a ride. `switchingRides` is also set when a player on another ride (a boat)
   * mounts the seat: that is not standing up. bdsx fires this before the ride is left, so the
   * player still rides whatever it is leaving.
   */
  private onStandUp(p: ServerPlayer, switchingRides: boolean): void {
    const id = this.xuid(p);
    const s = this.world.seated.get(id);
    if (s === undefined) return;
    if (switchingRides && (this.host.isDecayed(s.seat) || !p.isRiding(s.seat))) return;
    this.world.removeSeat(id);
    this.controller.stoodUp(id);
  }

  seatOf(player: PlayerId): Seated | undefined {
    return this.world.seated.get(player);
  }

  // --- /gametables

  private registerCommand(): void {
    const h = this.host;
    const actions = h.command.enum("GameTablesAction", ...commandWords());
    h.command
      .register("gametables", "Game Tables: help, claim winnings; operators: list, refund, abort, house, reload", h.permission.Normal)
      .overload(
        (params, origin, output) => {
          const entity = origin.getEntity();
          const actor = entity !== null && entity.isPlayer() ? this.xuid(entity as ServerPlayer) : CONSOLE;
          const lines = this.runCommand(actor, params.action, params.arg === undefined ? "" : params.arg);
          if (lines.ok) output.success(lines.text === "" ? undefined : lines.text);
          else output.error(lines.text);
        },
        { action: actions, arg: [h.CxxString, true] },
      );
  }

  /** The command's work, callable from tests: the shared grammar (src/tables/commands.ts) with `reload` and `use`. */
  runCommand(actor: PlayerId, action: string, arg: string): { ok: boolean; text: string } {
    const lang = actor === CONSOLE ? "en" : this.langOf(actor);
    const host: CommandHost = {
      service: () => this.service,
      isOperator: (p) => this.ports().players.isOperator(p),
      name: (p) => this.names.get(p) ?? p,
      reload: () => this.startService(),
      use: (p, x, y, z) => this.useByCommand(p, x, y, z),
    };
    const r = runCommandLine(host, actor, action + " " + arg);
    const lines: string[] = [];
    for (const m of r.lines) lines.push(render(lang, m));
    return { ok: r.ok, text: lines.join("\n") };
  }

  /**
   * `/gametables use "<x> <y> <z>"`: the behaviour pack's script runs it for a player who used a
   * table or chair with an empty hand, which bdsx does not report (docs/bedrock.md). It acts only
   * for the player running it, on a block within reach, like the click itself.
   */
  private useByCommand(actor: PlayerId, x: number, y: number, z: number): CommandReply {
    const p = this.online.get(actor);
    if (p === undefined) return { ok: false, lines: [msg("tables.cmd.players_only")] };
    const at = p.getPosition();
    const dx = x + 0.5 - at.x;
    const dy = y + 0.5 - at.y;
    const dz = z + 0.5 - at.z;
    if (dx * dx + dy * dy + dz * dz > REACH * REACH) return { ok: false, lines: [msg("table.too_far")] };
    this.onUse(p, x, y, z, undefined);
    return { ok: true, lines: [] };
  }
}
