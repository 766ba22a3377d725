/**
 * The glue between Luanti events and the table service: nodes and clicks become service calls,
 * the service's answers become node swaps, items, formspecs and infotext. Table ids are node
 * positions ("x,y,z"). The service decides everything; this file only translates.
 */
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { botLabel } from "../../../src/screen/build";
import type { Screen } from "../../../src/screen/model";
import type { HostPorts, SeatsPort } from "../../../src/tables/ports";
import { TableService } from "../../../src/tables/service";
import type { TableInfo } from "../../../src/tables/types";
import { readConfig } from "./config";
import { actionOf, parseFormName } from "./formspec";
import { chairsFacing, isFittedTable, isTable, tableVariant } from "./furniture";
import { DIRS, add, parsePosKey, posKey } from "./geometry";
import { hooks } from "./hooks";
import { ADMIN_PRIV, clientText, clock, flushScreens, lastScreen, messages, onScreen, players, random, screens, tr } from "./host";
import { initInventory, LuantiInventory } from "./inventory";
import { getPlayer } from "./players";
import { chairOf, chairRemoved, onStand, sit, sitterOf, stand } from "./sit";
import { installStakes } from "./stakes";
import { JournaledStorage } from "./storage";
import { refreshTableTop, registerTableTop } from "./tabletop";
import { BOARD_ITEM, MOD } from "./woods";

export const SNAPSHOT_META = "game_tables:snapshot";

let service: TableService | undefined;
let storage: JournaledStorage | undefined;
const inventory = new LuantiInventory();

function svc(): TableService {
  if (service === undefined) error("game_tables: the table service is not running (see the server log)");
  return service;
}

/** The table a chair faces, if any. */
function tableOfChair(chair: Vec3): Vec3 | undefined {
  const node = minetest.get_node(chair);
  const t = add(chair, DIRS[(node.param2 ?? 0) & 3]);
  return isTable(minetest.get_node(t).name) ? t : undefined;
}

/** Seat 0 for chairs on the table's +z/+x sides, seat 1 for -z/-x: opposite chairs never share a seat. */
function seatOfChair(table: Vec3, chair: Vec3): 0 | 1 {
  return chair.z > table.z || chair.x > table.x ? 0 : 1;
}

/**
 * What bystanders see without opening the screen: the infotext and the cards on the table top.
 * The public facts (face-up card, stock, scores) come from the latest screen the service drew for
 * the table, since every screen carries them.
 */
const publicFacts = new Map<string, { top: number; stock: number; scores: string }>();
/** The infotext last written per table (tables redraw after every move; most moves change none). */
const shownInfotext = new Map<string, string>();

export function refreshTable(pos: Vec3): void {
  if (service === undefined) return;
  const id = posKey(pos);
  const info = service.info(id);
  const meta = minetest.get_meta(pos);
  const facts = publicFacts.get(id);
  const playing = info !== undefined && info.phase === "playing";
  if (info === undefined) {
    meta.set_string("infotext", "");
    refreshTableTop(pos, -1, 0);
    return;
  }
  const text = infotext(info, playing ? facts?.scores : undefined);
  if (shownInfotext.get(id) !== text) {
    meta.set_string("infotext", text);
    shownInfotext.set(id, text);
  }
  refreshTableTop(pos, playing && facts !== undefined ? facts.top : -1, playing && facts !== undefined ? facts.stock : 0, () =>
    chairsFacing(pos).some((c) => c.x !== pos.x),
  );
}

function seatName(s: string): Message {
  if (s === "") return msg("tables.seat.empty");
  return s.substring(0, 4) === "bot:" ? botLabel(s.substring(4)) : msg("tables.seat.player", { name: s });
}

/** Infotext is one string for all: client-side translated (each viewer reads it in their language). */
function infotext(info: TableInfo, scores: string | undefined): string {
  if (info.board === "") return clientText(msg("table.infotext.empty", { owner: info.owner }));
  const lines = [clientText(msg("table.infotext.board", { owner: info.owner }))];
  lines.push(`${clientText(seatName(info.seats[0]))} — ${clientText(seatName(info.seats[1]))}${scores !== undefined ? "   " + scores : ""}`);
  return lines.join("\n");
}

function rememberPublic(screen: Screen): void {
  const g = screen.game;
  if (g === undefined) return;
  const scores = screen.seats.length === 2 ? `${screen.seats[0].score} : ${screen.seats[1].score}` : "";
  const old = publicFacts.get(screen.tableId);
  if (old !== undefined && old.top === g.topDiscard && old.stock === g.stockCount && old.scores === scores) return;
  publicFacts.set(screen.tableId, { top: g.topDiscard, stock: g.stockCount, scores });
  const pos = parsePosKey(screen.tableId);
  if (pos !== undefined) refreshTable(pos);
}

function giveOrDrop(player: ObjectRef, stack: ItemStack): void {
  const inv = player.get_inventory();
  const rest = inv === undefined ? stack : inv.add_item("main", stack);
  if (!rest.is_empty()) minetest.add_item(player.get_pos(), rest);
}

function boardItem(meta: string): ItemStack {
  const s = ItemStack(BOARD_ITEM);
  if (meta !== "") {
    s.get_meta().set_string(SNAPSHOT_META, meta);
    s.get_meta().set_string("description", clientText(msg("item.board.paused")));
  }
  return s;
}

function installHooks(): void {
  hooks.tablePlaced = (pos, placer) => {
    if (placer === undefined || !placer.is_player()) return;
    const r = svc().createTable(posKey(pos), placer.get_player_name());
    if (!r.ok) minetest.log("warning", `[game_tables] createTable ${posKey(pos)}: ${r.error.key}`);
    refreshTable(pos);
  };

  hooks.tableRightClick = (pos, node, clicker, itemstack) => {
    const name = clicker.get_player_name();
    const id = posKey(pos);
    if (itemstack.get_name() === BOARD_ITEM && !isFittedTable(node.name)) {
      if (svc().info(id) === undefined) svc().createTable(id, name);
      const r = svc().fitBoard(id, name, "gin_rummy", itemstack.get_meta().get_string(SNAPSHOT_META));
      if (!r.ok) return itemstack;
      minetest.swap_node(pos, { name: tableVariant(node.name, true), param2: node.param2 });
      itemstack.take_item(1);
      minetest.log("action", `[game_tables] ${name} fitted a board at ${id}${r.resumed ? " (resumed)" : ""}`);
      refreshTable(pos);
      return itemstack;
    }
    if (isFittedTable(node.name)) svc().openScreen(name, id);
    else messages.tell(name, msg("item.board.hint"));
    return itemstack;
  };

  hooks.tableDig = (pos, node, digger) => {
    const name = digger.get_player_name();
    const id = posKey(pos);
    if (isFittedTable(node.name)) {
      // Digging a fitted table takes the board off first (the owner only): it pauses a match.
      const r = svc().removeBoard(id, name);
      if (!r.ok) return false;
      minetest.swap_node(pos, { name: tableVariant(node.name, false), param2: node.param2 });
      giveOrDrop(digger, boardItem(r.boardMeta));
      minetest.log("action", `[game_tables] ${name} removed the board at ${id}${r.boardMeta !== "" ? " (paused match)" : ""}`);
      refreshTable(pos);
      return true;
    }
    if (svc().info(id) !== undefined) {
      const r = svc().breakTable(id, name);
      if (!r.ok) return false;
      if (r.board !== "") giveOrDrop(digger, boardItem(""));
    }
    return minetest.node_dig(pos, node, digger);
  };

  hooks.tableGone = (pos) => {
    publicFacts.delete(posKey(pos));
    shownInfotext.delete(posKey(pos));
    refreshTableTop(pos, -1, 0);
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

  hooks.chairRightClick = (pos, clicker) => {
    const name = clicker.get_player_name();
    if (chairOf(name) !== undefined) return;
    const table = tableOfChair(pos);
    const refusal = sit(clicker, pos);
    if (refusal !== undefined) {
      messages.tell(name, msg(`chair.${refusal}`));
      return;
    }
    minetest.log("action", `[game_tables] ${name} sat at ${posKey(pos)}`);
    if (table === undefined || !isFittedTable(minetest.get_node(table).name)) return;
    const r = svc().sit(posKey(table), seatOfChair(table, pos), name);
    if (r.ok) {
      svc().openScreen(name, posKey(table));
      refreshTable(table);
    }
  };

  hooks.chairCanDig = (pos) => sitterOf(pos) === undefined;
  hooks.chairGone = (pos) => chairRemoved(pos);

  onStand((name) => {
    if (!unseating) service?.stand(name);
    minetest.log("action", `[game_tables] ${name} stood up`);
  });
  onScreen((_p, screen) => {
    if (screen !== undefined) rememberPublic(screen);
  });
}

/** True while the service itself stands a player up (it already freed the seat). */
let unseating = false;

const seats: SeatsPort = {
  unseat: (player) => {
    const p = getPlayer(player);
    if (p === undefined) return;
    unseating = true;
    stand(p);
    unseating = false;
  },
};

function installEvents(): void {
  minetest.register_on_joinplayer((player) => service?.onPlayerJoin(player.get_player_name()));
  minetest.register_on_leaveplayer((player) => {
    inventory.lastPos.set(player.get_player_name(), player.get_pos());
    service?.onPlayerLeave(player.get_player_name());
  });
  minetest.register_on_player_receive_fields((player, formname, fields) => {
    const form = parseFormName(formname);
    if (form === undefined) return false;
    handleFields(player.get_player_name(), form.tableId, form.token, fields);
    return true;
  });
  // Every server step: bots whose thinking pause ended move now, so moves spread over steps;
  // then the screens drawn during the step are sent, once per player.
  minetest.register_globalstep(() => {
    service?.tick();
    flushScreens();
  });
  minetest.register_on_shutdown(() => storage?.close());
}

/**
 * A form submission. Only the token and one action id reach the service; it alone decides whether
 * they are legal now (a forged action or a stale token is refused there, nothing changes here).
 */
export function handleFields(player: string, tableId: string, token: string, fields: LuaTable<string, string>): void {
  if (service === undefined) return;
  let action: string | undefined;
  for (const [k] of fields) {
    const a = actionOf(k);
    if (a !== undefined) action = a;
  }
  if (action === undefined) {
    if (fields.get("quit") !== undefined) {
      minetest.log("action", `[game_tables] ${player} closed the screen at ${tableId}`);
      lastScreen.delete(player);
      service.closedScreen(player);
    }
    return;
  }
  minetest.log("action", `[game_tables] ${player} pressed ${action} at ${tableId}`);
  service.handleScreenAction(player, tableId, { token, action });
  const pos = parsePosKey(tableId);
  if (pos !== undefined) refreshTable(pos);
}

function registerCommands(): void {
  minetest.register_privilege(ADMIN_PRIV, { description: "Override table owners and refund paused Game Tables matches", give_to_singleplayer: false });
  minetest.register_chatcommand("gametables", {
    params: "claim | refund <match id> | stand",
    description: "Game Tables: claim payouts kept for you; operators refund paused matches",
    func: (name, param) => {
      const [cmd, arg] = param.split(" ");
      if (service === undefined) return $multi(false, "Game Tables is not running: see the server log.");
      if (cmd === "claim") {
        service.claimMailbox(name);
        return $multi(true, "");
      }
      if (cmd === "refund" && arg !== undefined) {
        const r = service.refundPaused(arg, name);
        return $multi(r.ok, r.ok ? "" : tr(name, r.error));
      }
      if (cmd === "stand") {
        const p = getPlayer(name);
        if (p !== undefined) stand(p);
        return $multi(true, "");
      }
      return $multi(false, "/gametables claim | refund <match id> | stand");
    },
  });
}

/** The mod's Lua-visible surface: the test suite and other mods use it. */
export const api = {
  service: (): TableService | undefined => service,
  inventory,
  handleFields,
  refreshTable,
  storagePath: (): string => minetest.get_worldpath() + "/game_tables.journal",
};

export function installTables(): void {
  registerTableTop();
  installEvents();
  registerCommands();
  installStakes(() => service);
  const mod = minetest.get_mod_storage();
  initInventory(mod);
  storage = new JournaledStorage(mod, api.storagePath());
  const ports: HostPorts = { players, inventory, storage, clock, random, messages, screens, seats };
  const config = readConfig();
  const made = TableService.create(ports, config);
  if (!made.ok) {
    minetest.log("error", `[game_tables] bad configuration, tables are disabled: ${made.error.field}: ${made.error.reason}`);
    hooks.chairRightClick = (pos, clicker) => {
      sit(clicker, pos);
    };
    return;
  }
  const s = made.service;
  service = s;
  // Only a running service gets the clicks; with a broken config tables stay plain furniture.
  installHooks();
  // Recovery may pay players, which needs the world: run it on the first server step.
  minetest.after(0, () => {
    const report = s.recoverAtStartup();
    minetest.log(
      "action",
      `[game_tables] ready: ${report.tables} tables, ${report.settlementsFinished} settlements finished, ${report.refunds} refunds`,
    );
  });
  minetest.register_lbm({
    label: "Game Tables: cards on fitted tables",
    name: MOD + ":table_top",
    nodenames: ["group:game_tables_fitted"],
    run_at_every_load: true,
    action: (pos) => refreshTable(pos),
  });
}
