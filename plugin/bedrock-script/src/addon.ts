/**
 * The Bedrock Script API host of the table service: world events and block custom components to
 * service calls, the service's ports to the Script API (players, inventories, world dynamic
 * properties, forms), seats as rideable entities, the board's dynamic property, and the
 * /game_tables:gametables command. Everything from the game comes through `api` (api.ts).
 *
 * Event handlers may run in restricted execution (before-events, commands), where the world cannot
 * change: their work runs on the next tick (system.run).
 */
import { seatOfSide } from "../../../src/content/seating";
import { langFromCode, msg, render, type Lang, type Message } from "../../../src/i18n/index";
import { BOARDS, boardOfKind } from "../../../src/content/boards";
import { GAMES } from "../../../src/games/registry";
import type { HostPorts, ItemStack, PlayerId, TableId } from "../../../src/tables/ports";
import { validateConfig } from "../../../src/tables/config";
import type { TableService } from "../../../src/tables/service";
import { startTables } from "../../../src/tables/start";
import { LOOK_STATE, lookValue, redrawLine, shownBoard, undrawnLine } from "../../bdsx/build/board-look";
import { boardItemId, boardOfItemId, chairId, parseFurniture, SEAT_ENTITY, tableId as tableBlockId } from "../../bdsx/build/woods";
import type { GtBlock, GtEntity, GtItem, GtPlayer, ScriptApi } from "./api";
import { BOARD_ERROR_KEYS, boardParts, readBoard } from "./board";
import { CONSOLE, commandWords, runCommandLine, type CommandHost } from "../../../src/tables/commands";
import { ContainerInventoryPort } from "./inventory";
import { partsMeta } from "./item-meta";
import { ScriptScreens } from "./screens";
import { DynamicPropertyStorage } from "./storage";

export { CONSOLE };

/** World dynamic property spaces (storage.ts): the service's keys, names, chairs, settings. */
export const SPACES = { service: "gts:", names: "gtn:", chairs: "gtc:", host: "gth:" } as const;
const EPOCH_KEY = "epoch";
const CONFIG_KEY = "config";

export interface AddonOptions {
  log(line: string): void;
  /** Wall-clock milliseconds (Date.now unless a test drives time). */
  now?: () => number;
  /** Random words; Math.random unless a test fixes them (the Script API has no secure source). */
  random?: (count: number) => number[];
}

interface Seated {
  seat: GtEntity;
  tableId: TableId;
  chair: string;
}

/** The four sides of a block: the chair direction that faces a table there, and the seat's yaw. */
const SIDES: [number, number, string, number][] = [
  [1, 0, "east", -90],
  [-1, 0, "west", 90],
  [0, 1, "south", 0],
  [0, -1, "north", 180],
];

const DIMENSIONS = ["minecraft:overworld", "minecraft:nether", "minecraft:the_end"];

function dimKey(id: string): string {
  return id.startsWith("minecraft:") ? id.substring(10) : id;
}

/** A block's key: "overworld:1,64,-3". */
export function blockKey(dimension: string, x: number, y: number, z: number): string {
  return `${dimKey(dimension)}:${x},${y},${z}`;
}

function parseKey(key: string): { dim: string; x: number; y: number; z: number } {
  const i = key.lastIndexOf(":");
  const [x, y, z] = key.substring(i + 1).split(",").map((n) => parseInt(n, 10));
  const dim = key.substring(0, i);
  return { dim: dim.indexOf(":") < 0 ? "minecraft:" + dim : dim, x, y, z };
}

export class GameTablesAddon {
  service: TableService | undefined;
  readonly online = new Map<PlayerId, GtPlayer>();
  private readonly seated = new Map<PlayerId, Seated>();
  readonly screens: ScriptScreens;
  readonly inventory: ContainerInventoryPort;
  /** The world's stores: world properties cannot be read while scripts load, so start() opens them. */
  private stores: { service: DynamicPropertyStorage; names: DynamicPropertyStorage; chairs: DynamicPropertyStorage; host: DynamicPropertyStorage } | undefined;
  private epoch = 0;

  constructor(
    readonly api: ScriptApi,
    private readonly opts: AddonOptions,
  ) {
    this.screens = new ScriptScreens(api, {
      player: (p) => this.online.get(p),
      lang: (p) => this.langOf(p),
      service: () => this.service,
      log: (line) => opts.log(line),
      stakeNotes: (p) => {
        for (const r of this.inventory.refusedStakes(p)) this.tell(p, msg(r.why, { item: r.typeId }));
      },
    });
    this.inventory = new ContainerInventoryPort({
      player: (p) => this.online.get(p),
      isBoard: (t) => boardOfItemId(t) !== undefined,
      newItem: (t, n) => api.newItem(t, n),
      enchantmentType: (id) => api.enchantmentType(id),
      now: () => this.now(),
    });
  }

  // --- start-up

  /** Registers the custom components and the command (startup), then starts on the first tick. */
  install(): void {
    const { world, system } = this.api;
    system.beforeEvents.startup.subscribe((e) => {
      e.blockComponentRegistry.registerCustomComponent("game_tables:table", { onPlayerInteract: (ev) => this.later(() => this.onUse(ev.player, ev.block)) });
      e.blockComponentRegistry.registerCustomComponent("game_tables:chair", { onPlayerInteract: (ev) => this.later(() => this.onUse(ev.player, ev.block)) });
      e.customCommandRegistry.registerEnum("game_tables:action", commandWords());
      e.customCommandRegistry.registerCommand(
        {
          name: "game_tables:gametables",
          description: "Game Tables: help, claim winnings; operators: list, refund, abort, house, reload, config",
          permissionLevel: this.api.enums.permissionAny,
          cheatsRequired: false,
          mandatoryParameters: [{ name: "game_tables:action", type: this.api.enums.paramEnum }],
          optionalParameters: [{ name: "argument", type: this.api.enums.paramString }],
        },
        (origin, action, arg) => {
          const src = origin.sourceEntity;
          const actor = src !== undefined && src.typeId === "minecraft:player" ? src.id : CONSOLE;
          this.later(() => this.reply(actor, this.command(actor, action ?? "", arg ?? "")));
          return { status: this.api.enums.success };
        },
      );
    });
    world.afterEvents.playerSpawn.subscribe((e) => {
      if (e.initialSpawn) this.onJoin(e.player);
    });
    world.beforeEvents.playerLeave.subscribe((e) => {
      const id = e.player.id;
      this.later(() => this.onLeave(id));
    });
    world.afterEvents.playerPlaceBlock.subscribe((e) => this.onPlace(e.player, e.block));
    world.beforeEvents.playerBreakBlock.subscribe((e) => {
      const f = parseFurniture(e.block.typeId);
      if (f === undefined) return;
      const { player, block } = e;
      const at = { dim: block.dimension.id, x: block.x, y: block.y, z: block.z };
      // A table is only ever broken by the service (board, match, stakes): cancel and decide.
      if (f.kind === "table") e.cancel = true;
      this.later(() => (f.kind === "table" ? this.onBreakTable(player, at, f.wood) : this.onBreakChair(at)));
    });
    system.run(() => {
      try {
        this.start();
      } catch (e) {
        // A world whose stored data this add-on cannot read: say so once, and stay out of the way.
        this.opts.log(`game-tables: not started: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    system.runInterval(() => this.tick(), 20);
  }

  /** First tick: the world's properties are readable; load the epoch and start the service. */
  start(): void {
    const w = this.api.world;
    this.stores = {
      service: new DynamicPropertyStorage(w, SPACES.service),
      names: new DynamicPropertyStorage(w, SPACES.names),
      chairs: new DynamicPropertyStorage(w, SPACES.chairs),
      host: new DynamicPropertyStorage(w, SPACES.host),
    };
    const stored = this.hostData.get(EPOCH_KEY);
    if (stored === undefined) {
      this.epoch = this.wall();
      this.hostData.set(EPOCH_KEY, String(this.epoch));
    } else this.epoch = parseInt(stored, 10);
    // Seats left from before a restart carry nobody (and remove themselves when their chunk loads).
    for (const d of DIMENSIONS) for (const seat of this.api.world.getDimension(d).getEntities({ type: SEAT_ENTITY })) seat.remove();
    for (const p of this.api.world.getAllPlayers()) this.onJoin(p);
    this.startService();
  }

  /** Creates the service from storage and the config; false (logged) when the config is broken. */
  startService(): boolean {
    let raw: unknown;
    const text = this.hostData.get(CONFIG_KEY);
    try {
      raw = text === undefined ? undefined : (JSON.parse(text) as unknown);
    } catch (e) {
      this.opts.log(`game-tables: config unreadable: ${(e as Error).message}`);
      return false;
    }
    const service = startTables(this.ports(), raw, [...this.online.keys()], (line) => this.opts.log(line));
    if (service === undefined) return false;
    this.service = service;
    return true;
  }

  /**
   * Sets the config from the command's argument: a JSON object replaces it, `field=value` changes
   * one field (value as JSON, else as text). Refused with the field named; the old settings stay.
   */
  setConfig(arg: string): { ok: boolean; text: string } {
    const stored = this.hostData.get(CONFIG_KEY);
    let next: unknown;
    try {
      if (arg.trim().startsWith("{")) next = JSON.parse(arg) as unknown;
      else {
        const eq = arg.indexOf("=");
        if (eq <= 0) return { ok: false, text: "usage: config <json object> | config <field>=<value>" };
        const current = stored === undefined ? {} : (JSON.parse(stored) as Record<string, unknown>);
        const raw = arg.substring(eq + 1);
        let value: unknown;
        try {
          value = JSON.parse(raw) as unknown;
        } catch {
          value = raw;
        }
        next = { ...current, [arg.substring(0, eq).trim()]: value };
      }
    } catch (e) {
      return { ok: false, text: `game-tables: config is not JSON: ${(e as Error).message}` };
    }
    const checked = validateConfig(next);
    if (!checked.ok) return { ok: false, text: `game-tables: config ${checked.error.field}: ${checked.error.reason}; the previous settings stay` };
    this.hostData.set(CONFIG_KEY, JSON.stringify(next));
    return this.startService() ? { ok: true, text: "game-tables: config set" } : { ok: false, text: "game-tables: config refused (see the content log)" };
  }

  tick(): void {
    this.checkRiders();
    if (this.service !== undefined) this.service.tick();
  }

  private get started(): NonNullable<GameTablesAddon["stores"]> {
    if (this.stores === undefined) throw new Error("game-tables: used before the world loaded");
    return this.stores;
  }
  get storage(): DynamicPropertyStorage {
    return this.started.service;
  }
  private get names(): DynamicPropertyStorage {
    return this.started.names;
  }
  private get chairs(): DynamicPropertyStorage {
    return this.started.chairs;
  }
  private get hostData(): DynamicPropertyStorage {
    return this.started.host;
  }

  private later(fn: () => void): void {
    this.api.system.run(fn);
  }

  private wall(): number {
    return this.opts.now !== undefined ? this.opts.now() : Date.now();
  }

  /**
   * The service's clock: milliseconds since this world first ran the add-on (the epoch is a world
   * property, so the clock keeps counting across restarts and stays a small integer).
   */
  now(): number {
    return this.wall() - this.epoch;
  }

  // --- ports

  private ports(): HostPorts {
    return {
      games: GAMES,
      players: {
        isOnline: (p) => this.online.has(p),
        displayName: (p) => {
          const live = this.online.get(p);
          return live !== undefined ? live.name : (this.names.get(p) ?? p);
        },
        language: (p) => this.langOf(p),
        isOperator: (p) => this.isOperator(p),
      },
      inventory: this.inventory,
      boards: { stack: (kind, snapshot, holder) => this.boardStack(kind, snapshot, holder) },
      storage: this.storage,
      clock: { now: () => this.now() },
      random: {
        words: (count) => {
          if (this.opts.random !== undefined) return this.opts.random(count);
          const out: number[] = [];
          for (let i = 0; i < count; i++) out.push((Math.floor(Math.random() * 0x100000000) | 0) ^ (this.wall() & 0xffff));
          return out;
        },
      },
      messages: { tell: (p, m) => this.tell(p, m) },
      screens: { show: (p, s) => this.screens.show(p, s), close: (p) => this.screens.close(p) },
      seats: { unseat: (p) => this.unseat(p) },
    };
  }

  isOperator(p: PlayerId): boolean {
    if (p === CONSOLE) return true;
    const live = this.online.get(p);
    return live !== undefined && live.commandPermissionLevel >= this.api.enums.permissionOperator;
  }

  langOf(p: PlayerId): Lang {
    const live = this.online.get(p);
    return live !== undefined ? langFromCode(live.clientSystemInfo.locale) : "en";
  }

  tell(p: PlayerId, m: Message): void {
    const live = this.online.get(p);
    if (live !== undefined) live.sendMessage(render(this.langOf(p), m));
  }

  // --- players

  onJoin(p: GtPlayer): void {
    this.online.set(p.id, p);
    if (this.stores === undefined) return; // start() greets everyone online
    if (this.names.get(p.id) !== p.name) this.names.set(p.id, p.name);
    this.inventory.expireOld(p);
    if (this.service !== undefined) this.service.onPlayerJoin(p.id);
  }

  onLeave(id: PlayerId): void {
    this.unseat(id);
    if (this.service !== undefined) this.service.onPlayerLeave(id);
    this.screens.forget(id);
    this.online.delete(id);
  }

  // --- world

  private onPlace(p: GtPlayer, block: GtBlock): void {
    const f = parseFurniture(block.typeId);
    if (f === undefined || this.service === undefined) return;
    if (f.kind === "chair") {
      this.turnChair(block, f.wood);
      return;
    }
    const r = this.service.createTable(blockKey(block.dimension.id, block.x, block.y, block.z), p.id);
    if (r.ok) {
      // Chairs already beside it turn to face it.
      for (const [dx, dz] of SIDES) {
        const next = block.dimension.getBlock({ x: block.x + dx, y: block.y, z: block.z + dz });
        const c = next !== undefined ? parseFurniture(next.typeId) : undefined;
        if (next !== undefined && c !== undefined && c.kind === "chair") this.turnChair(next, c.wood);
      }
      return;
    }
    this.tell(p.id, r.error);
    // Refused: the block goes and the player gets it back.
    block.setType("minecraft:air");
    if (p.getGameMode() !== this.api.enums.creative) {
      const inv = p.getComponent("minecraft:inventory");
      const item = this.api.newItem(tableBlockId(f.wood), 1);
      const rest = inv !== undefined ? inv.container.addItem(item) : item;
      if (rest !== undefined) p.dimension.spawnItem(rest, p.location);
    }
  }

  /** A chair placed beside a table turns to face it. */
  private turnChair(chair: GtBlock, wood: string): void {
    for (const [dx, dz, facing] of SIDES) {
      const next = chair.dimension.getBlock({ x: chair.x + dx, y: chair.y, z: chair.z + dz });
      const f = next !== undefined ? parseFurniture(next.typeId) : undefined;
      if (f === undefined || f.kind !== "table") continue;
      chair.setPermutation(this.api.permutation(chairId(wood), { "minecraft:cardinal_direction": facing }));
      return;
    }
  }

  private onBreakChair(at: { dim: string; x: number; y: number; z: number }): void {
    const key = blockKey(at.dim, at.x, at.y, at.z);
    for (const [player, s] of [...this.seated]) {
      if (s.chair !== key) continue;
      this.unseat(player);
      if (this.service !== undefined) this.service.stand(player);
    }
  }

  private onBreakTable(p: GtPlayer, at: { dim: string; x: number; y: number; z: number }, wood: string): void {
    const svc = this.service;
    if (svc === undefined) return;
    const table = blockKey(at.dim, at.x, at.y, at.z);
    const dim = this.api.world.getDimension(at.dim);
    const block = dim.getBlock({ x: at.x, y: at.y, z: at.z });
    if (block === undefined || parseFurniture(block.typeId) === undefined) return;
    const info = svc.info(table);
    if (info !== undefined && info.board !== "") {
      // The first blow takes the board off (pausing an unfinished match onto it); the next breaks the table.
      const r = svc.removeBoard(table, p.id);
      if (!r.ok) this.tell(p.id, r.error);
      else this.drawBoard(block, table, wood);
      return;
    }
    if (info !== undefined) {
      const r = svc.breakTable(table, p.id);
      if (!r.ok) {
        this.tell(p.id, r.error);
        return;
      }
    }
    this.chairs.delete(table);
    block.setType("minecraft:air");
    if (p.getGameMode() !== this.api.enums.creative) dim.spawnItem(this.api.newItem(tableBlockId(wood), 1), { x: at.x + 0.5, y: at.y + 0.5, z: at.z + 0.5 });
  }

  private onUse(player: GtPlayer | undefined, block: GtBlock): void {
    if (player === undefined || this.service === undefined || !player.isValid) return;
    const f = parseFurniture(block.typeId);
    if (f === undefined) return;
    const table = blockKey(block.dimension.id, block.x, block.y, block.z);
    if (f.kind === "chair") {
      this.sit(player, block);
      return;
    }
    const inv = player.getComponent("minecraft:inventory");
    const held = inv !== undefined ? inv.container.getItem(player.selectedSlotIndex) : undefined;
    const board = held !== undefined ? boardOfItemId(held.typeId) : undefined;
    if (held !== undefined && board !== undefined) this.fitBoard(player, table, block, f.wood, held, board.kind);
    else {
      this.checkLook(block, table, f.wood);
      this.service.openScreen(player.id, table);
    }
  }

  // --- the board

  private boardStack(kind: string, snapshot: string, holder: PlayerId): ItemStack {
    const meta = partsMeta(boardParts(kind, snapshot, render(this.langOf(holder), { key: "item.board.paused", params: { board: (boardOfKind(kind) ?? BOARDS[0]).displayName } })));
    const name = boardItemId(kind);
    return meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
  }

  /** `itemKind`: the kind the item is; a plain or unreadable board is that kind, a paused one its property's. */
  private fitBoard(p: GtPlayer, table: TableId, block: GtBlock, wood: string, held: GtItem, itemKind: string): void {
    const svc = this.service as TableService;
    // A board whose property is not exactly our layout is fitted as a plain board, and the player is told why.
    const board = readBoard(held);
    if (!board.ok) this.tell(p.id, { key: BOARD_ERROR_KEYS[board.error] });
    const stack = this.inventory.stackOf(held);
    if (stack === undefined) {
      this.tell(p.id, { key: "tables.snapshot.malformed" });
      return;
    }
    stack.count = 1;
    const paused = board.ok && board.snapshot !== "";
    const r = svc.fitBoard(table, p.id, paused ? board.kind : itemKind, board.ok ? board.snapshot : "", stack);
    if (!r.ok) {
      this.tell(p.id, r.error);
      return;
    }
    if (r.notice !== undefined) this.tell(p.id, r.notice);
    this.drawBoard(block, table, wood);
  }

  /**
   * Shows the board the table's record holds on its block (src/content/boards.ts: one look per
   * board, board-look.ts). The look is never the truth: a kind without a look, or a state the game
   * refuses (packs from another release), is logged and leaves the table and its board as they are.
   */
  private drawBoard(block: GtBlock, table: TableId, wood: string): void {
    const kind = this.service?.info(table)?.board ?? "";
    const value = lookValue(kind);
    if (value === undefined) {
      this.opts.log(undrawnLine(table, kind, "the packs list no such board"));
      return;
    }
    try {
      block.setPermutation(this.api.permutation(tableBlockId(wood), { [LOOK_STATE]: value }));
    } catch (e) {
      this.opts.log(undrawnLine(table, kind, `the game refused it: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  /**
   * A table whose block shows another board than its record (a world from before per-board looks
   * whose record has no board, a /setblock, a value no board has) is redrawn from the record; the
   * look moves nothing, so nothing is lost.
   */
  private checkLook(block: GtBlock, table: TableId, wood: string): void {
    const info = this.service?.info(table);
    if (info === undefined) return;
    const shown = shownBoard(block.permutation.getAllStates());
    if (shown.ok && shown.kind === info.board) return;
    this.opts.log(redrawLine(table, shown, info.board));
    this.drawBoard(block, table, wood);
  }

  // --- seats

  /** The table beside a chair and the chair's seat there (assigned once, kept in the world). */
  private chairSeat(chair: GtBlock): { table: TableId; seat: number; yaw: number } | undefined {
    const key = blockKey(chair.dimension.id, chair.x, chair.y, chair.z);
    for (const [dx, dz, , yaw] of SIDES) {
      const next = chair.dimension.getBlock({ x: chair.x + dx, y: chair.y, z: chair.z + dz });
      const f = next !== undefined ? parseFurniture(next.typeId) : undefined;
      if (f === undefined || f.kind !== "table") continue;
      const table = blockKey(chair.dimension.id, chair.x + dx, chair.y, chair.z + dz);
      if (this.service === undefined || this.service.info(table) === undefined) continue;
      const stored = this.chairs.get(table);
      const seats = this.service.info(table)?.seatCount ?? 2;
      // A table of 3-4 seats: the chair's side decides its seat (src/content/seating.ts). A table
      // of two numbers its chairs first come, first served, as it always did (kept in storage).
      if (seats > 2) {
        const side = seatOfSide(-dx, -dz, seats);
        if (side < 0) continue;
        return { table, seat: side, yaw };
      }
      const assigned = stored !== undefined ? (JSON.parse(stored) as string[]) : ["", ""];
      let seat = assigned.indexOf(key);
      if (seat < 0) {
        seat = assigned.findIndex((c) => c === "" || !this.isChairAt(c));
        if (seat < 0) continue;
        assigned[seat] = key;
        this.chairs.set(table, JSON.stringify(assigned));
      }
      return { table, seat, yaw };
    }
    return undefined;
  }

  private isChairAt(key: string): boolean {
    const at = parseKey(key);
    const b = this.api.world.getDimension(at.dim).getBlock({ x: at.x, y: at.y, z: at.z });
    const f = b !== undefined ? parseFurniture(b.typeId) : undefined;
    return f !== undefined && f.kind === "chair";
  }

  private sit(p: GtPlayer, chair: GtBlock): void {
    if (this.seated.has(p.id)) return;
    const at = this.chairSeat(chair);
    if (at === undefined) {
      this.tell(p.id, { key: "tables.error.no_table" });
      return;
    }
    const svc = this.service as TableService;
    const r = svc.sit(at.table, at.seat, p.id);
    if (!r.ok) {
      this.tell(p.id, r.error);
      return;
    }
    const seat = chair.dimension.spawnEntity(SEAT_ENTITY, { x: chair.x + 0.5, y: chair.y + 0.35, z: chair.z + 0.5 });
    // Face the table: the seat locks its rider's body to its own rotation.
    seat.setRotation({ x: 0, y: at.yaw });
    const rideable = seat.getComponent("minecraft:rideable");
    this.seated.set(p.id, { seat, tableId: at.table, chair: blockKey(chair.dimension.id, chair.x, chair.y, chair.z) });
    if (rideable === undefined || !rideable.addRider(p)) {
      this.seated.delete(p.id);
      seat.remove();
      svc.stand(p.id);
      this.tell(p.id, { key: "chair.occupied" });
    }
  }

  /** The Script API has no stop-riding event: a seated player no longer on their seat stood up. */
  private checkRiders(): void {
    for (const [id, s] of [...this.seated]) {
      const p = this.online.get(id);
      if (p === undefined || !p.isValid) continue;
      const riding = p.getComponent("minecraft:riding");
      if (riding !== undefined && s.seat.isValid && riding.entityRidingOn.id === s.seat.id) continue;
      this.unseat(id);
      if (this.service !== undefined) this.service.stand(id);
    }
  }

  /** Removes the player's seat entity (which drops the rider). */
  unseat(player: PlayerId): void {
    const s = this.seated.get(player);
    if (s === undefined) return;
    this.seated.delete(player);
    if (s.seat.isValid) s.seat.remove();
  }

  seatOf(player: PlayerId): { tableId: TableId; chair: string } | undefined {
    return this.seated.get(player);
  }

  // --- /game_tables:gametables

  /** The shared grammar (src/tables/commands.ts) with `reload` and `config`; the reply in the actor's language. */
  command(actor: PlayerId, action: string, arg: string): { ok: boolean; text: string } {
    const host: CommandHost = {
      service: () => this.service,
      isOperator: (p) => this.isOperator(p),
      name: (p) => this.names.get(p) ?? p,
      reload: () => this.startService(),
      config: (_actor, setting) => {
        const r = this.setConfig(setting);
        return { ok: r.ok, lines: [r.ok ? msg("tables.cmd.config_set") : msg("tables.cmd.config_refused", { reason: r.text })] };
      },
    };
    const r = runCommandLine(host, actor, action + " " + arg);
    const lang = actor === CONSOLE ? "en" : this.langOf(actor);
    const lines: string[] = [];
    for (const m of r.lines) lines.push(render(lang, m));
    return { ok: r.ok, text: lines.join("\n") };
  }

  private reply(actor: PlayerId, r: { ok: boolean; text: string }): void {
    if (r.text === "") return;
    const live = this.online.get(actor);
    if (live !== undefined) live.sendMessage(r.ok ? r.text : "§c" + r.text);
    else this.opts.log(r.text);
  }
}
