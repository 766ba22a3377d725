/**
 * The Bedrock host of the table service, on bdsx: world events to service calls, the service's
 * ports to bdsx (players, inventories, storage, forms), seats as rideable entities, the board's
 * NBT, and the /gametables command. Everything bdsx comes through `host` (see host.ts).
 */
import { seatOfSide } from "../../../src/content/seating";
import { randomBytes } from "crypto";
import type { Actor } from "bdsx/bds/actor";
import type { BlockPos } from "bdsx/bds/blockpos";
import type { ItemStack as BdsItem } from "bdsx/bds/inventory";
import type { ServerPlayer } from "bdsx/bds/player";
import type { CANCEL } from "bdsx/common";
import { langFromCode, msg, render, type Lang, type Message } from "../../../src/i18n/index";
import { BOARDS, boardOfKind } from "../../../src/content/boards";
import { DEFAULT_BOARD_KIND, GAMES } from "../../../src/games/registry";
import type { HostPorts, ItemStack, PlayerId, StoragePort, TableId } from "../../../src/tables/ports";
import { JournalError } from "../../../src/tables/journal";
import { CONSOLE, commandWords, runCommandLine, type CommandHost, type CommandReply } from "../../../src/tables/commands";
import type { TableService } from "../../../src/tables/service";
import { startTables } from "../../../src/tables/start";
import { LOOK_STATE, lookValue, redrawLine, shownBoard, undrawnLine } from "../build/board-look";
import { boardItemId, boardOfItemId, parseFurniture, SEAT_ENTITY, tableId as tableBlockId } from "../build/woods";
import { boardTag, MAX_TAG_BYTES, readBoardTag, TAG_KEY, type BoardReadError, type TypedCompound } from "./board-nbt";
import type { BdsxHost } from "./host";
import { BdsxInventoryPort, itemMeta } from "./inventory-port";
import { FormScreens } from "./screens";
import { fromBdsx, NbtTooLarge, toBdsx } from "./nbt-bridge";
import { openStorage, type KeyValues } from "./storage-port";

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


interface Seated {
  seat: Actor;
  tableId: TableId;
  /** The chair block under the seat (tableKey form). */
  chair: string;
}

/** The four sides of a block, with the direction a chair there faces to look at the block. */
const FACING: [number, number, string][] = [
  [1, 0, "east"],
  [-1, 0, "west"],
  [0, 1, "south"],
  [0, -1, "north"],
];
const NEIGHBOURS: [number, number][] = FACING.map(([dx, dz]) => [dx, dz]);

/** How far (blocks, to the block's centre) a player may be from what `/gametables use` uses. */
const REACH = 8;

/** Dimension ids (bdsx's DimensionId) to the names `execute in` takes. */
const DIMENSIONS = ["overworld", "nether", "the_end"];

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

export function tableKey(dim: number, x: number, y: number, z: number): TableId {
  return `${dim}:${x},${y},${z}`;
}

/** A block's saved states as plain values: bdsx gives a boolean state as an NBT.Byte (0 or 1). */
function plainStates(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (raw === null || typeof raw !== "object") return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k] = typeof v === "string" || typeof v === "boolean" ? v : Number(v);
  return out;
}

export class GameTablesPlugin {
  service: TableService | undefined;
  private readonly online = new Map<PlayerId, ServerPlayer>();
  private readonly langs = new Map<PlayerId, Lang>();
  private readonly screens: FormScreens;
  private readonly seated = new Map<PlayerId, Seated>();
  /** Player id -> name, for players who are offline (kept ASCII-safe by the port). */
  private readonly names: StoragePort;
  /** tableId -> JSON [chair key of seat 0, chair key of seat 1]. */
  private readonly chairs: StoragePort;
  readonly inventory: BdsxInventoryPort;
  private readonly storagePort: StoragePort;
  private readonly epoch: number;
  private lastUse = { key: "", at: 0 };
  /** When each table last had its board taken off (a creative-mode break fires twice). */
  private readonly boardTakenAt = new Map<TableId, number>();

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
    this.chairs = openStorage(host.storage<KeyValues>("game_tables/chairs")).storage;
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
      seats: { unseat: (p) => this.unseat(p) },
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
    ev.itemUseOnBlock.on((e) => (e.actor.isPlayer() ? this.onUse(e.actor as ServerPlayer, e.x, e.y, e.z, e.itemStack) : undefined));
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
    this.unseat(id);
    if (this.service !== undefined) this.service.onPlayerLeave(id);
    this.screens.forget(id);
    this.online.delete(id);
  }

  // --- world

  private blockAt(p: ServerPlayer, x: number, y: number, z: number): string {
    return p.getRegion().getBlock(this.host.newBlockPos(x, y, z)).getName();
  }

  private onPlace(p: ServerPlayer, blockName: string, pos: BlockPos): void | CANCEL {
    const f = parseFurniture(blockName);
    if (f === undefined || this.service === undefined) return;
    if (f.kind === "chair") {
      this.turnChair(p, blockName, pos.x, pos.y, pos.z);
      return;
    }
    const r = this.service.createTable(tableKey(p.getDimensionId(), pos.x, pos.y, pos.z), this.xuid(p));
    if (!r.ok) {
      this.tell(this.xuid(p), r.error);
      return this.host.CANCEL;
    }
    // Chairs already beside the new table turn to face it (once the table is in the world).
    const dim = p.getDimensionId();
    this.host.defer(() => {
      for (const [dx, dz, facing] of FACING) {
        const chair = this.blockAt(p, pos.x - dx, pos.y, pos.z - dz);
        const c = parseFurniture(chair);
        if (c !== undefined && c.kind === "chair") this.setblock(dim, pos.x - dx, pos.y, pos.z - dz, `${chair} ["minecraft:cardinal_direction"="${facing}"]`);
      }
    });
  }

  private onDestroy(p: ServerPlayer, pos: BlockPos): void | CANCEL {
    const f = parseFurniture(this.blockAt(p, pos.x, pos.y, pos.z));
    if (f === undefined || this.service === undefined) return;
    const id = this.xuid(p);
    if (f.kind === "chair") {
      const key = tableKey(p.getDimensionId(), pos.x, pos.y, pos.z);
      for (const [player, s] of [...this.seated]) {
        if (s.chair !== key) continue;
        this.unseat(player);
        this.service.stand(player);
      }
      return;
    }
    const table = tableKey(p.getDimensionId(), pos.x, pos.y, pos.z);
    const info = this.service.info(table);
    if (info === undefined) return;
    const taken = this.boardTakenAt.get(table);
    if (taken !== undefined && this.now() - taken < 500) return this.host.CANCEL;
    if (info.board !== "") {
      // The first blow takes the board off (pausing an unfinished match onto it); the next breaks the table.
      this.removeBoard(p, table, f.wood, pos);
      return this.host.CANCEL;
    }
    const r = this.service.breakTable(table, id);
    if (!r.ok) {
      this.tell(id, r.error);
      return this.host.CANCEL;
    }
    this.chairs.delete(table);
  }

  /** A chair placed next to a table turns to face it (once it is in the world). */
  private turnChair(p: ServerPlayer, chair: string, x: number, y: number, z: number): void {
    for (const [dx, dz, facing] of FACING) {
      const f = parseFurniture(this.blockAt(p, x + dx, y, z + dz));
      if (f === undefined || f.kind !== "table") continue;
      const dim = p.getDimensionId();
      this.host.defer(() => {
        this.setblock(dim, x, y, z, `${chair} ["minecraft:cardinal_direction"="${facing}"]`);
      });
      return;
    }
  }

  private onUse(p: ServerPlayer, x: number, y: number, z: number, item: BdsItem | undefined): void | CANCEL {
    if (this.service === undefined) return;
    // bdsx fires both blockInteractedWith and itemUseOnBlock for one click: act once.
    const use = `${this.xuid(p)}@${x},${y},${z}`;
    const now = this.now();
    if (use === this.lastUse.key && now - this.lastUse.at < 200) return this.host.CANCEL;
    const f = parseFurniture(this.blockAt(p, x, y, z));
    if (f === undefined) return;
    this.lastUse = { key: use, at: now };
    const held = item !== undefined ? item : p.getMainhandSlot();
    const table = tableKey(p.getDimensionId(), x, y, z);
    if (f.kind === "table") {
      const board = held.isNull() ? undefined : boardOfItemId(held.getName());
      if (board !== undefined) this.fitBoard(p, table, f.wood, held, board.kind, x, y, z);
      else {
        this.checkLook(p, table, f.wood, x, y, z);
        this.service.openScreen(this.xuid(p), table);
      }
      return this.host.CANCEL;
    }
    this.sit(p, x, y, z);
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
        item.setCustomLore(render(this.langOf(holder), { key: "item.board.paused", params: { board: (boardOfKind(kind) ?? BOARDS[0]).displayName } }));
      }
      const meta = itemMeta(this.host, item);
      return meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
    } finally {
      item.destruct();
    }
  }

  /** `itemKind`: the kind the item is; a plain or unreadable board is that kind, a paused one its tag's. */
  private fitBoard(p: ServerPlayer, table: TableId, wood: string, item: BdsItem, itemKind: string, x: number, y: number, z: number): void {
    const id = this.xuid(p);
    // NBT that is not exactly our layout is refused before the service sees it; like a snapshot the
    // service refuses, the player is told why and the board is fitted as a plain board.
    const board = this.readBoard(item);
    if (!board.ok) this.tell(id, board.error);
    // The service takes this very item through the inventory port (kept in its ledger).
    const meta = itemMeta(this.host, item);
    const name = item.getName();
    const stack: ItemStack = meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
    const paused = board.ok && board.snapshot !== "";
    const r = (this.service as TableService).fitBoard(table, id, paused ? board.kind : itemKind, board.ok ? board.snapshot : "", stack);
    if (!r.ok) {
      this.tell(id, r.error);
      return;
    }
    if (r.notice !== undefined) this.tell(id, r.notice);
    this.drawBoard(p.getDimensionId(), table, wood, x, y, z);
  }

  private removeBoard(p: ServerPlayer, table: TableId, wood: string, pos: BlockPos): void {
    const id = this.xuid(p);
    // The service hands the board (with a paused match on it) to the player's inventory, or
    // their mailbox when it is full.
    const r = (this.service as TableService).removeBoard(table, id);
    if (!r.ok) {
      this.tell(id, r.error);
      return;
    }
    this.drawBoard(p.getDimensionId(), table, wood, pos.x, pos.y, pos.z);
    this.boardTakenAt.set(table, this.now());
  }

  /**
   * Shows the board the table's record holds on its block (src/content/boards.ts: one look per
   * board, board-look.ts). The look is never the truth: a kind without a look, or a setblock BDS
   * refuses (packs from another release), is logged and leaves the table and its board as they are.
   */
  private drawBoard(dim: number, table: TableId, wood: string, x: number, y: number, z: number): void {
    const kind = this.service?.info(table)?.board ?? "";
    const value = lookValue(kind);
    if (value === undefined) {
      this.opts.log(undrawnLine(table, kind, "the packs list no such board"));
      return;
    }
    if (!this.setblock(dim, x, y, z, `${tableBlockId(wood)} ["${LOOK_STATE}"="${value}"]`)) {
      this.opts.log(undrawnLine(table, kind, "BDS refused the setblock: are the packs from this release?"));
    }
  }

  /**
   * A table whose block shows another board than its record (a world from before per-board looks
   * whose record has no board, a /setblock, a value no board has) is redrawn from the record; the
   * look moves nothing, so nothing is lost.
   */
  private checkLook(p: ServerPlayer, table: TableId, wood: string, x: number, y: number, z: number): void {
    const info = this.service?.info(table);
    if (info === undefined) return;
    const saved = p.getRegion().getBlock(this.host.newBlockPos(x, y, z)).getSerializationId().value();
    const shown = shownBoard(plainStates(saved["states"]));
    if (shown.ok && shown.kind === info.board) return;
    this.opts.log(redrawLine(table, shown, info.board));
    this.drawBoard(p.getDimensionId(), table, wood, x, y, z);
  }

  /** A command from the server runs in the Overworld: `execute in` puts it in the block's dimension. False when it failed. */
  private setblock(dim: number, x: number, y: number, z: number, block: string): boolean {
    const name = DIMENSIONS[dim];
    if (name === undefined) {
      this.opts.log(`game-tables: no setblock in unknown dimension ${dim}`);
      return false;
    }
    return this.host.executeCommand(`execute in ${name} run setblock ${x} ${y} ${z} ${block}`);
  }

  // --- seats

  /** The table next to a chair and the chair's seat number there (assigned once, kept in storage). */
  private chairSeat(p: ServerPlayer, x: number, y: number, z: number): { table: TableId; seat: number; tx: number; tz: number } | undefined {
    const dim = p.getDimensionId();
    const chair = tableKey(dim, x, y, z);
    for (const [dx, dz] of NEIGHBOURS) {
      const f = parseFurniture(this.blockAt(p, x + dx, y, z + dz));
      if (f === undefined || f.kind !== "table") continue;
      const table = tableKey(dim, x + dx, y, z + dz);
      if (this.service === undefined || this.service.info(table) === undefined) continue;
      const known = this.chairs.get(table);
      const seats = this.service.info(table)?.seatCount ?? 2;
      // A table of 3-4 seats: the chair's side decides its seat (src/content/seating.ts). A table
      // of two numbers its chairs first come, first served, as it always did (kept in storage).
      if (seats > 2) {
        const side = seatOfSide(-dx, -dz, seats);
        if (side < 0) continue;
        return { table, seat: side, tx: x + dx, tz: z + dz };
      }
      const assigned = known !== undefined ? (JSON.parse(known) as string[]) : ["", ""];
      let seat = assigned.indexOf(chair);
      if (seat < 0) {
        seat = assigned.findIndex((c) => c === "" || !this.isChairAt(p, c));
        if (seat < 0) continue;
        assigned[seat] = chair;
        this.chairs.set(table, JSON.stringify(assigned));
      }
      return { table, seat, tx: x + dx, tz: z + dz };
    }
    return undefined;
  }

  private isChairAt(p: ServerPlayer, key: string): boolean {
    const [x, y, z] = key.substring(key.indexOf(":") + 1).split(",").map((n) => parseInt(n, 10));
    const f = parseFurniture(this.blockAt(p, x, y, z));
    return f !== undefined && f.kind === "chair";
  }

  private sit(p: ServerPlayer, x: number, y: number, z: number): void {
    const id = this.xuid(p);
    if (this.seated.has(id)) return;
    const at = this.chairSeat(p, x, y, z);
    if (at === undefined) {
      this.tell(id, { key: "tables.error.no_table" });
      return;
    }
    const r = (this.service as TableService).sit(at.table, at.seat, id);
    if (!r.ok) {
      this.tell(id, r.error);
      return;
    }
    const type = this.host.actorType(SEAT_ENTITY);
    const seat = this.host.summon(p.getRegion(), this.host.newVec3(x + 0.5, y + 0.35, z + 0.5), type);
    type.destruct();
    if (seat === null) {
      // BDS could not spawn the seat: the player is not left seated at the table without one.
      (this.service as TableService).stand(id);
      this.tell(id, { key: "chair.unavailable" });
      return;
    }
    // Face the table: riders look where the seat looks.
    seat.teleport(this.host.newVec3(x + 0.5, y + 0.35, z + 0.5), p.getDimensionId(), this.host.newVec3(at.tx + 0.5, y + 0.9, at.tz + 0.5));
    this.seated.set(id, { seat, tableId: at.table, chair: tableKey(p.getDimensionId(), x, y, z) });
    if (!p.startRiding(seat)) {
      this.seated.delete(id);
      seat.despawn();
      (this.service as TableService).stand(id);
      this.tell(id, { key: "chair.occupied" });
    }
  }

  /**
   * The player leaves a ride. `switchingRides` is also set when a player on another ride (a boat)
   * mounts the seat: that is not standing up. bdsx fires this before the ride is left, so the
   * player still rides whatever it is leaving.
   */
  private onStandUp(p: ServerPlayer, switchingRides: boolean): void {
    const id = this.xuid(p);
    const s = this.seated.get(id);
    if (s === undefined) return;
    if (switchingRides && (this.host.isDecayed(s.seat) || !p.isRiding(s.seat))) return;
    this.unseat(id);
    if (this.service !== undefined) this.service.stand(id);
  }

  /** Removes the player's seat entity (which drops the rider); one BDS already removed is left alone. */
  private unseat(player: PlayerId): void {
    const s = this.seated.get(player);
    if (s === undefined) return;
    this.seated.delete(player);
    if (!this.host.isDecayed(s.seat)) s.seat.despawn();
  }

  seatOf(player: PlayerId): Seated | undefined {
    return this.seated.get(player);
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
