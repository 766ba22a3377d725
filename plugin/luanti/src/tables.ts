/**
 * The glue between Luanti events and the table service: nodes and clicks become service calls,
 * the service's answers become node swaps, items, formspecs and infotext. Table ids are node
 * positions ("x,y,z"). The service decides everything; this file only translates.
 */
import { boardOfItem, boardOfKind, DEFAULT_BOARD, type BoardDef } from "../../../src/content/boards";
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { GAMES } from "../../../src/games/registry";
import type { BoardItemsPort, HostPorts } from "../../../src/tables/ports";
import { runCommandLine, type CommandHost } from "../../../src/tables/commands";
import { TableService } from "../../../src/tables/service";
import type { PublicTableState, TableInfo } from "../../../src/tables/types";
import type { Occupant } from "../../../src/tables/items/occupant";
import { readConfig, readHostSettings } from "./config";
import { deckOf, defaultDeck, setDeck, setDefaultDeck } from "./deck";
import { actionOf, DECK_FIELD, FORM_PREFIX, parseFormName } from "./formspec";
import { facePlacer, isTable } from "./furniture";
import { parsePosKey, posKey } from "./geometry";
import { hooks } from "./hooks";
import { infotextLines } from "./infotext";
import { ADMIN_PRIV, clientText, clock, flushScreens, lastScreen, messages, players, random, redraw, screens, tr } from "./host";
import { fromLuanti, initInventory, LuantiInventory } from "./inventory";
import { getPlayer } from "./players";
import { onStand, stand } from "./sit";
import { handFields, installStakes } from "./stakes";
import { JournalError } from "../../../src/tables/persistence/journal";
import { openStorage, type Durable } from "./storage";
import { refreshTableTop, registerTableTop } from "./tabletop";
import { BOARD_ITEM, MOD } from "./woods";
import { WorldController } from "../../../src/tables/world/controller";
import { luantiWorld, place, vec, withHand } from "./world-port";

/** The board a wielded Luanti item is (`game_tables:<BoardDef.item>`), if any. */
function boardOfLuantiItem(name: string): BoardDef | undefined {
  return name.startsWith(MOD + ":") ? boardOfItem(name.substring(MOD.length + 1)) : undefined;
}

export const SNAPSHOT_META = "game_tables:snapshot";

let service: TableService | undefined;
let closeStorage: (() => void) | undefined;
/** Puts the step's storage writes on disk (storage.ts: before Luanti saves anything they guard). */
let syncStorage: (() => void) | undefined;
let durableWrites = false;
const inventory = new LuantiInventory();

/** The world's rules for tables and chairs (src/tables/world): this host only translates. */
const world = new WorldController(luantiWorld, () => service, clock, messages, (line) => minetest.log("action", `[game_tables] ${line}`));

/**
 * What bystanders see without opening the screen: the infotext and the cards on the table top,
 * drawn from the service's public state of the table (never from a screen, which exists only while
 * someone looks). refreshTable runs after each service call the mod makes for a table, and
 * refreshAll every REFRESH_MS for what the service changes by itself (bots, timers, grace periods).
 */
const REFRESH_MS = 200;
/**
 * Bot moves per server step (a step is ~0.1 s): a burst of bots falling due together (after a
 * slow step) spreads over the next steps instead of lengthening one. 40 moves are ~25 ms of Lua;
 * 500 busy four-seat tables with three bots each make ~30 bot moves a step.
 */
const BOT_MOVES_PER_STEP = 40;

/** The infotext last written per table (most refreshes change none). */
const shownInfotext = new Map<string, string>();
/** What each infotext was made from, so an unchanged table costs no string building. */
interface InfotextInputs {
  owner: string;
  board: string;
  /** Seat occupants as text ("" empty, "bot:<level>", else the player). */
  seats: string[];
  /** Match scores and the table seat of each match seat (empty without a match). */
  scores: number[];
  at: number[];
}
const infotextInputs = new Map<string, InfotextInputs>();
/** Table positions by id (ids are "x,y,z"), parsed once. */
const positions = new Map<string, Vec3>();

/** True when the infotext's inputs are as last time; otherwise remembers the new ones. */
function sameInputs(id: string, info: TableInfo, pub: PublicTableState | undefined): boolean {
  const scores = pub !== undefined ? pub.scores : [];
  const at = pub !== undefined ? pub.at : [];
  const old = infotextInputs.get(id);
  if (old !== undefined && old.owner === info.owner && old.board === info.board && sameList(old.scores, scores) && sameList(old.at, at) && old.seats.length === info.seatCount) {
    let same = true;
    for (let i = 0; i < info.seatCount && same; i++) same = old.seats[i] === occupantText(info.seats[i]);
    if (same) return true;
  }
  const seats: string[] = [];
  for (let i = 0; i < info.seatCount; i++) seats.push(occupantText(info.seats[i]));
  infotextInputs.set(id, { owner: info.owner, board: info.board, seats, scores: scores.slice(), at: at.slice() });
  return false;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function occupantText(o: Occupant | undefined): string {
  return o === undefined ? "" : o.kind === "bot" ? "bot:" + o.level : o.id;
}

function setInfotext(pos: Vec3, id: string, text: string): void {
  if (shownInfotext.get(id) === text) return;
  minetest.get_meta(pos).set_string("infotext", text);
  shownInfotext.set(id, text);
}

/** A table node at `pos`, in a loaded block (the service may outlive a node other mods removed). */
function tableNodeAt(pos: Vec3): boolean {
  const node = minetest.get_node_or_nil(pos);
  return node !== undefined && isTable(node.name);
}

export function refreshTable(pos: Vec3): void {
  // An unloaded table is drawn when its block loads again (the LBM, then refreshAll).
  if (!tableNodeAt(pos)) return;
  drawTable(posKey(pos), pos, minetest.compare_block_status(pos, "active") === true);
}

/** Card entities live only in active blocks (elsewhere Luanti removes them at once). */
function drawTable(id: string, pos: Vec3, active: boolean): void {
  if (service === undefined) return;
  const info = service.info(id);
  const pub = info !== undefined ? service.publicState(id) : undefined;
  if (info === undefined) {
    infotextInputs.delete(id);
    setInfotext(pos, id, "");
  } else if (!sameInputs(id, info, pub)) setInfotext(pos, id, infotext(info, pub));
  if (pub !== undefined && info !== undefined && active) refreshTableTop(id, pos, pub, info.seatCount, defaultDeck());
  else refreshTableTop(id, pos, undefined, 0, defaultDeck());
}

/**
 * Every table in an active block, i.e. near a player: nobody sees the others, and they are drawn
 * as soon as their block turns active again.
 */
function refreshAll(): void {
  if (service === undefined) return;
  for (const id of service.tableIds()) {
    let pos = positions.get(id);
    if (pos === undefined) {
      pos = parsePosKey(id);
      if (pos === undefined) continue;
      positions.set(id, pos);
    }
    if (minetest.compare_block_status(pos, "active") === true && tableNodeAt(pos)) drawTable(id, pos, true);
  }
}

/** The name of the game a board kind plays (the default game's for a kind none plays). */
function gameName(kind: string): Message {
  for (const g of GAMES) if (g.kind === kind) return g.presentation.name;
  return GAMES[0].presentation.name;
}

/** Infotext is one string for all: client-side translated (each viewer reads it in their language). */
function infotext(info: TableInfo, pub: PublicTableState | undefined): string {
  const lines: string[] = [];
  for (const m of infotextLines(info, pub, gameName(info.board))) lines.push(clientText(m));
  return lines.join("\n");
}

/** The board item of a kind (the default board's for a kind without one), with a paused match's snapshot on it ("" for a plain board). */
function boardItem(kind: string, meta: string): ItemStack {
  const def = boardOfKind(kind);
  const s = ItemStack(def !== undefined ? MOD + ":" + def.item : BOARD_ITEM);
  if (meta !== "") {
    s.get_meta().set_string(SNAPSHOT_META, meta);
    s.get_meta().set_string("description", clientText(msg("item.board.paused", { board: (def ?? DEFAULT_BOARD).displayName })));
  }
  return s;
}

/**
 * Luanti saves players' inventories only every server_map_save_interval, while the tables write
 * at once. Stakes, payouts and boards are redone after a crash (the ledger), but items dropped at
 * a player's feet are not (docs/luanti.md, "The window that remains"). Say so when the interval is long.
 */
function warnSaveInterval(): void {
  const interval = Number(minetest.settings.get("server_map_save_interval") ?? "5.3");
  if (!(interval > 2)) return;
  minetest.log(
    "warning",
    `[game_tables] server_map_save_interval is ${interval} s: players' inventories are saved that seldom. Table moves are redone after a crash, but items dropped at a player's feet (overflow = drop) can be lost or doubled by one. 1 s keeps that window small.`,
  );
}

function roundPos(p: Vec3): Vec3 {
  return { x: Math.floor(p.x + 0.5), y: Math.floor(p.y + 0.5), z: Math.floor(p.z + 0.5) };
}

function installHooks(): void {
  hooks.tablePlaced = (pos, placer) => {
    if (placer === undefined || !placer.is_player()) return;
    if (!world.tablePlaced(placer.get_player_name(), place(pos))) minetest.log("warning", `[game_tables] ${posKey(pos)}: a table record was already there`);
    refreshTable(pos);
  };

  hooks.tableRightClick = (pos, _node, clicker, itemstack) => {
    const name = clicker.get_player_name();
    const board = boardOfLuantiItem(itemstack.get_name());
    const held = board !== undefined ? { kind: board.kind, snapshot: itemstack.get_meta().get_string(SNAPSHOT_META), stack: fromLuanti(itemstack) } : undefined;
    const fitted = world.tableUsed(name, place(pos), held);
    refreshTable(pos);
    if (!fitted) return itemstack;
    // A board that carried a paused match and now plays it (said in the log, as before).
    const resumed = held !== undefined && held.snapshot !== "" && service?.info(posKey(pos))?.phase === "playing" ? " (resumed)" : "";
    minetest.log("action", `[game_tables] ${name} fitted a board at ${posKey(pos)}${resumed}`);
    // The service took the board through the inventory port (kept in its ledger): the wielded
    // slot is what the engine writes back, so hand it over as it is now.
    return clicker.get_wielded_item();
  };

  hooks.tableDig = (pos, node, digger) => {
    const name = digger.get_player_name();
    // A match under way when the board comes off goes with it, paused (said in the log, as before).
    const phase = service?.info(posKey(pos))?.phase;
    const r = world.tableHit(name, place(pos));
    if (r === "kept") return false;
    if (r === "lifted") {
      const paused = phase === "playing" || phase === "paused" ? " (paused match)" : "";
      minetest.log("action", `[game_tables] ${name} removed the board at ${posKey(pos)}${paused}`);
      refreshTable(pos);
      return true;
    }
    return minetest.node_dig(pos, node, digger);
  };

  hooks.tableGone = (pos) => {
    const id = posKey(pos);
    world.tableGone(place(pos));
    shownInfotext.delete(id);
    infotextInputs.delete(id);
    positions.delete(id);
    refreshTableTop(id, pos, undefined, 0, defaultDeck());
  };

  hooks.boardPlace = (itemstack, placer, pointed) => {
    if (placer === undefined || pointed.type !== "node") return itemstack;
    const node = minetest.get_node(pointed.under);
    const def = minetest.registered_nodes.get(node.name);
    if (isTable(node.name)) return hooks.tableRightClick(pointed.under, node, placer, itemstack);
    // Let other nodes keep their right-click behaviour (chests, doors) when holding the board.
    if (def?.on_rightclick !== undefined && !placer.get_player_control().sneak) {
      return def.on_rightclick(pointed.under, node, placer, itemstack, pointed) ?? itemstack;
    }
    return itemstack;
  };

  hooks.chairOnTable = (itemstack, placer, table, above) => {
    const name = placer.get_player_name();
    const rest = withHand(itemstack, placer, () => world.chairUsedOnTable(name, place(table), place(above), place(roundPos(placer.get_pos()))));
    // With every side taken the click used the table (a screen may have opened).
    refreshTable(table);
    return rest;
  };
  hooks.chairPlaced = (pos, placer) => {
    if (!world.chairPlaced(place(pos))) facePlacer(pos, placer);
  };
  hooks.chairRightClick = (pos, clicker) => {
    world.chairUsed(clicker.get_player_name(), place(pos));
    const table = world.tableOfChair(place(pos));
    if (table !== undefined) refreshTable(vec(table));
  };
  hooks.chairCanDig = (pos, digger) => world.chairHit(digger !== undefined ? digger.get_player_name() : "", place(pos));
  hooks.chairGone = (pos) => world.chairGone(place(pos));
  hooks.punched = (pos) => world.touched(place(pos));

  onStand((name) => {
    world.stoodUp(name);
    minetest.log("action", `[game_tables] ${name} stood up`);
  });
}

function installEvents(): void {
  minetest.register_on_joinplayer((player) => service?.onPlayerJoin(player.get_player_name()));
  minetest.register_on_leaveplayer((player) => {
    inventory.lastPos.set(player.get_player_name(), player.get_pos());
    world.playerLeft(player.get_player_name());
    service?.onPlayerLeave(player.get_player_name());
    syncStorage?.(); // Luanti saves the leaving player after this
  });
  minetest.register_on_player_receive_fields((player, formname, fields) => {
    const form = parseFormName(formname);
    if (form === undefined) return false;
    handleFields(player.get_player_name(), form.tableId, fields);
    return true;
  });
  // Every server step: bots whose thinking pause ended move now (at most BOT_MOVES_PER_STEP, the
  // rest next step), so moves spread over steps;
  // then the screens drawn during the step are sent, once per player. Table tops follow what the
  // service changed by itself within REFRESH_MS.
  let lastRefresh = 0;
  minetest.register_globalstep(() => {
    service?.tick(BOT_MOVES_PER_STEP);
    flushScreens();
    const now = clock.now();
    if (now - lastRefresh >= REFRESH_MS) {
      lastRefresh = now;
      refreshAll();
    }
    syncStorage?.(); // Luanti saves players and the map after the step's globalsteps
  });
  minetest.register_on_shutdown(() => closeStorage?.());
}

/**
 * A form submission. Only the token and one action id reach the service; it alone decides whether
 * they are legal now (a forged action or a stale token is refused there, nothing changes here).
 */
export function handleFields(player: string, tableId: string, fields: LuaTable<string, string>): void {
  if (service === undefined) return;
  let pressed: { action: string; token: string } | undefined;
  for (const [k] of fields) {
    const a = actionOf(k);
    if (a !== undefined) pressed = a;
  }
  if (pressed === undefined) {
    const deck = fields.get(DECK_FIELD);
    if (deck !== undefined) {
      // A display preference: the mod keeps it, the service never hears of it. The checkbox
      // sends "true" when ticked; anything else means the classic deck.
      if (setDeck(player, deck === "true" ? "four" : "classic")) {
        minetest.log("action", `[game_tables] ${player} switched to the ${deckOf(player)} deck`);
        redraw(player);
      }
      return;
    }
    if (fields.get("quit") !== undefined) {
      minetest.log("action", `[game_tables] ${player} closed the screen at ${tableId}`);
      lastScreen.delete(player);
      service.closedScreen(player);
      // A screen sent before the close arrived would open again on the client: close it too.
      minetest.close_formspec(player, FORM_PREFIX + tableId);
    }
    return;
  }
  const { action, token } = pressed;
  minetest.log("action", `[game_tables] ${player} pressed ${action} at ${tableId}`);
  service.handleScreenAction(player, tableId, { token, action, ...(action === "stake.add" ? handFields(player) : {}) });
  const pos = parsePosKey(tableId);
  if (pos !== undefined) refreshTable(pos);
}

function registerCommands(): void {
  minetest.register_privilege(ADMIN_PRIV, { description: "Override table owners and refund paused Game Tables matches", give_to_singleplayer: false });
  const host: CommandHost = {
    service: () => service,
    isOperator: (p) => players.isOperator(p),
    name: (p) => p,
    stand: (actor) => {
      const p = getPlayer(actor);
      if (p !== undefined) stand(p);
      return { ok: true, lines: [] };
    },
  };
  minetest.register_chatcommand("gametables", {
    params: "help | claim | stand | list | refund <match id> | abort <table id> | house [claim]",
    description: "Game Tables: claim what waits for you; operators list tables, refund, collect the house's winnings",
    func: (name, param) => {
      const r = runCommandLine(host, name, param);
      const lines: string[] = [];
      for (const m of r.lines) lines.push(tr(name, m));
      return $multi(r.ok, lines.join("\n"));
    },
  });
}

/** The mod's Lua-visible surface: the test suite and other mods use it. */
export const api = {
  service: (): TableService | undefined => service,
  inventory,
  handleFields,
  refreshTable,
  /** Whether storage writes are fsync'ed (storage.ts): the mod is trusted and has LuaJIT's ffi. */
  storageSynced: (): boolean => syncStorage !== undefined && durableWrites,
};

/** Tables stay plain furniture (chairs still seat: the world controller without a service) when the service cannot run. */
function disableTables(why: string): void {
  minetest.log("error", `[game_tables] ${why}, tables are disabled`);
}

/** `durable`: init.lua's fsync functions, present when the mod is trusted (storage.ts). */
export function installTables(durable: Durable | undefined): void {
  registerTableTop();
  installHooks();
  installEvents();
  registerCommands();
  installStakes(() => service);
  const mod = minetest.get_mod_storage();
  initInventory(mod);
  if (durable === undefined) {
    minetest.log(
      "warning",
      "[game_tables] table writes reach the operating system but are never synced to disk: a killed server loses none, but a power cut or system crash can lose the last ones while items they moved were saved. Syncing needs game_tables in secure.trusted_mods and LuaJIT's ffi (not on Windows).",
    );
  }
  let storage: HostPorts["storage"];
  try {
    const opened = openStorage(mod, minetest.get_worldpath(), durable);
    storage = opened.storage;
    syncStorage = opened.sync;
    durableWrites = durable !== undefined;
    closeStorage = opened.close;
  } catch (e) {
    if (e instanceof JournalError) return disableTables(e.message);
    throw e;
  }
  const boards: BoardItemsPort = { stack: (kind, snapshot) => fromLuanti(boardItem(kind, snapshot)) };
  const ports: HostPorts = { games: GAMES, players, inventory, boards, storage, clock, random, messages, screens, seats: world.seats };
  const config = readConfig();
  const host = readHostSettings();
  const made = host.ok ? TableService.create(ports, config) : { ok: false as const, error: { field: host.key, reason: host.reason } };
  if (host.ok) setDefaultDeck(host.settings.cardDeck);
  if (!made.ok) return disableTables(`bad configuration: ${made.error.field}: ${made.error.reason}`);
  const s = made.service;
  service = s;
  warnSaveInterval();
  // Recovery may pay players, which needs the world: run it on the first server step.
  minetest.after(0, () => {
    const report = s.recoverAtStartup();
    minetest.log(
      "action",
      `[game_tables] ready: ${report.tables} tables, ${report.settlementsFinished} settlements finished, ${report.refunds} refunds`,
    );
  });
  minetest.register_lbm({
    label: "Game Tables: table nodes and cards follow the tables",
    name: MOD + ":table_top",
    nodenames: ["group:game_tables_table"],
    run_at_every_load: true,
    action: (pos) => {
      matchBoard(pos);
      refreshTable(pos);
    },
  });
}

/**
 * Shows a board on the node exactly when the tables have one there (the world controller's look
 * check). The tables write a fit or a lift at once, the map keeps the node swap only from its next
 * save: after a crash in between, a table looked fitted with no board (the board in hand could
 * never be fitted again), or bare with the board on it (the crash-loop soak found both).
 */
function matchBoard(pos: Vec3): void {
  if (service !== undefined) world.checkLook(place(pos));
}
