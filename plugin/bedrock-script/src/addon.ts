/**
 * The Bedrock Script API host of the table service: world events and block custom components to
 * service calls, the service's ports to the Script API (players, inventories, world dynamic
 * properties, forms), seats as rideable entities, the board's dynamic property, and the
 * /game_tables:gametables command. Everything from the game comes through `api` (api.ts).
 *
 * Event handlers may run in restricted execution (before-events, commands), where the world cannot
 * change: their work runs on the next tick (system.run).
 */
import { langFromCode, msg, render, type Lang, type Message } from "../../../src/i18n/index";
import { boardOfKind, DEFAULT_BOARD } from "../../../src/content/boards";
import { GAMES } from "../../../src/games/registry";
import type { HostPorts, ItemStack, PlayerId, TableId } from "../../../src/tables/ports";
import { validateConfig } from "../../../src/tables/config";
import type { TableService } from "../../../src/tables/service";
import { startTables } from "../../../src/tables/start";
import { WorldController } from "../../../src/tables/world/controller";
import type { HeldBoard, Place } from "../../../src/tables/world/port";
import { besideFace } from "../../bedrock-common/facing";
import { boardItemId, boardOfItemId, parseFurniture, SEAT_ENTITY, tableId as tableBlockId } from "../../bedrock-common/woods";
import type { GtBlock, GtItem, GtPlayer, ScriptApi } from "./api";
import { BOARD_ERROR_KEYS, boardParts, readBoard } from "./board";
import { CONSOLE, commandWords, runCommandLine, type CommandHost } from "../../../src/tables/commands";
import { ContainerInventoryPort } from "./inventory";
import { partsMeta } from "./item-meta";
import { ScriptScreens } from "./screens";
import { DynamicPropertyStorage } from "./storage";
import { blockKey, ScriptWorld } from "./world-port";

export { CONSOLE };

/**
 * World dynamic property spaces (storage.ts): the service's keys, names, settings. Worlds from
 * before seats by side also hold "gtc:" (a first-come chair order per table): nothing reads it now.
 */
export const SPACES = { service: "gts:", names: "gtn:", host: "gth:" } as const;
const EPOCH_KEY = "epoch";
const CONFIG_KEY = "config";

export interface AddonOptions {
  log(line: string): void;
  /** Wall-clock milliseconds (Date.now unless a test drives time). */
  now?: () => number;
  /** Random words; Math.random unless a test fixes them (the Script API has no secure source). */
  random?: (count: number) => number[];
}

const DIMENSIONS = ["minecraft:overworld", "minecraft:nether", "minecraft:the_end"];

export { blockKey };

export class GameTablesAddon {
  service: TableService | undefined;
  readonly online = new Map<PlayerId, GtPlayer>();
  /** The world's rules for tables and chairs (src/tables/world); `world` is its port here. */
  private readonly world: ScriptWorld;
  private readonly controller: WorldController;
  readonly screens: ScriptScreens;
  readonly inventory: ContainerInventoryPort;
  /** The world's stores: world properties cannot be read while scripts load, so start() opens them. */
  private stores: { service: DynamicPropertyStorage; names: DynamicPropertyStorage; host: DynamicPropertyStorage } | undefined;
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
      tick: () => api.system.currentTick,
    });
    this.world = new ScriptWorld(api, (p) => this.online.get(p), (line) => opts.log(line));
    this.controller = new WorldController(this.world, () => this.service, { now: () => this.now() }, { tell: (p, m) => this.tell(p, m) }, (line) => opts.log(line));
  }

  // --- start-up

  /** Registers the custom components and the command (startup), then starts on the first tick. */
  install(): void {
    const { world, system } = this.api;
    system.beforeEvents.startup.subscribe((e) => {
      e.blockComponentRegistry.registerCustomComponent("game_tables:table", { onPlayerInteract: (ev) => this.later(() => this.onUse(ev.player, ev.block, ev.face)) });
      e.blockComponentRegistry.registerCustomComponent("game_tables:chair", { onPlayerInteract: (ev) => this.later(() => this.onUse(ev.player, ev.block, ev.face)) });
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
      const at = this.world.place(block);
      // A table is only ever broken by the world controller (board, match, stakes): cancel and
      // decide next tick. A chair is decided now (the dig guard reads no world).
      if (f.kind === "table") {
        e.cancel = true;
        this.later(() => this.onBreakTable(player, at, f.wood));
      } else if (!this.controller.chairHit(player.id, at)) e.cancel = true;
      else this.later(() => this.controller.chairGone(at));
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
      seats: this.controller.seats,
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
    this.controller.playerLeft(id);
    if (this.service !== undefined) this.service.onPlayerLeave(id);
    this.screens.forget(id);
    this.online.delete(id);
  }

  // --- world (the rules are the world controller's; this turns Script API events into its calls)

  private onPlace(p: GtPlayer, block: GtBlock): void {
    const f = parseFurniture(block.typeId);
    if (f === undefined || this.service === undefined) return;
    const at = this.world.place(block);
    if (f.kind === "chair") {
      this.controller.chairPlaced(at);
      return;
    }
    if (this.controller.tablePlaced(p.id, at)) return;
    // Refused: the block goes and the player gets it back.
    block.setType("minecraft:air");
    if (p.getGameMode() !== this.api.enums.creative) {
      const inv = p.getComponent("minecraft:inventory");
      const item = this.api.newItem(tableBlockId(f.wood), 1);
      const rest = inv !== undefined ? inv.container.addItem(item) : item;
      if (rest !== undefined) p.dimension.spawnItem(rest, p.location);
    }
  }

  private onBreakTable(p: GtPlayer, at: Place, wood: string): void {
    const block = this.api.world.getDimension(at.space).getBlock({ x: at.x, y: at.y, z: at.z });
    if (block === undefined || parseFurniture(block.typeId) === undefined) return;
    if (this.controller.tableHit(p.id, at) !== "break") return;
    this.controller.tableGone(at);
    block.setType("minecraft:air");
    if (p.getGameMode() !== this.api.enums.creative) this.api.world.getDimension(at.space).spawnItem(this.api.newItem(tableBlockId(wood), 1), { x: at.x + 0.5, y: at.y + 0.5, z: at.z + 0.5 });
  }

  /** A click on a table or chair (`face`: the face clicked). */
  private onUse(player: GtPlayer | undefined, block: GtBlock, face: string): void {
    if (player === undefined || this.service === undefined || !player.isValid) return;
    const f = parseFurniture(block.typeId);
    if (f === undefined) return;
    const at = this.world.place(block);
    if (f.kind === "chair") {
      this.controller.chairUsed(player.id, at);
      return;
    }
    const inv = player.getComponent("minecraft:inventory");
    const held = inv !== undefined ? inv.container.getItem(player.selectedSlotIndex) : undefined;
    const inHand = held !== undefined ? parseFurniture(held.typeId) : undefined;
    if (inHand !== undefined && inHand.kind === "chair") {
      const from = { space: at.space, x: Math.floor(player.location.x), y: at.y, z: Math.floor(player.location.z) };
      this.controller.chairUsedOnTable(player.id, at, besideFace(at, face), from);
      return;
    }
    const board = held !== undefined ? boardOfItemId(held.typeId) : undefined;
    if (held === undefined || board === undefined) {
      this.controller.tableUsed(player.id, at, undefined);
      return;
    }
    const hand = this.heldBoard(held, board.kind);
    if (hand === undefined) this.tell(player.id, { key: "tables.snapshot.malformed" });
    else this.controller.tableUsed(player.id, at, hand);
  }

  // --- the board

  private boardStack(kind: string, snapshot: string, holder: PlayerId): ItemStack {
    const meta = partsMeta(boardParts(kind, snapshot, render(this.langOf(holder), { key: "item.board.paused", params: { board: (boardOfKind(kind) ?? DEFAULT_BOARD).displayName } })));
    const name = boardItemId(kind);
    return meta === undefined ? { item: name, count: 1 } : { item: name, count: 1, meta };
  }

  /**
   * The board in hand for the world controller (undefined: the item cannot be carried). `itemKind`:
   * the kind the item is; a plain or unreadable board is that kind, a paused one its property's. A
   * board whose property is not exactly our layout is fitted as a plain board, and the player is told why.
   */
  private heldBoard(held: GtItem, itemKind: string): HeldBoard | undefined {
    const board = readBoard(held);
    const stack = this.inventory.stackOf(held);
    if (stack === undefined) return undefined;
    stack.count = 1;
    if (!board.ok) return { kind: itemKind, snapshot: "", stack, problem: { key: BOARD_ERROR_KEYS[board.error] } };
    return { kind: board.snapshot !== "" ? board.kind : itemKind, snapshot: board.snapshot, stack };
  }

  // --- seats

  /** The Script API has no stop-riding event: a seated player no longer on their seat stood up. */
  private checkRiders(): void {
    for (const [id, s] of [...this.world.seated]) {
      const p = this.online.get(id);
      if (p === undefined || !p.isValid) continue;
      const riding = p.getComponent("minecraft:riding");
      if (riding !== undefined && s.seat.isValid && riding.entityRidingOn.id === s.seat.id) continue;
      this.world.removeSeat(id);
      this.controller.stoodUp(id);
    }
  }

  seatOf(player: PlayerId): { tableId: TableId | undefined; chair: string } | undefined {
    return this.world.seated.get(player);
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
