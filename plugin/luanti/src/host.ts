/**
 * The Luanti side of the table service's ports: players, clock, secure randomness, chat, screens,
 * bots and lessons. Storage and inventory have their own files (storage.ts, inventory.ts).
 */
import { render } from "../../../src/i18n/index";
import type { Lang, Message } from "../../../src/i18n/types";
import { langFromCode } from "../../../src/i18n/index";
import { luantiTranslate, TEXTDOMAIN } from "../../../src/i18n/luanti";
import type { ClockPort, MessagesPort, PlayerId, PlayersPort, RandomPort, ScreensPort, TableId } from "../../../src/tables/ports";
import type { Screen } from "../../../src/screen/model";
import { deckOf } from "./deck";
import { formName, renderScreen } from "./formspec";
import { getPlayer, realPlayer } from "./players";

export const ADMIN_PRIV = "game_tables_admin";

/** Languages chosen by tests for stand-in players (real players report theirs). */
const langOverride = new Map<string, Lang>();

export function setLanguage(player: string, lang: Lang): void {
  langOverride.set(player, lang);
}

export function playerLang(player: PlayerId): Lang {
  const o = langOverride.get(player);
  if (o !== undefined) return o;
  const info = minetest.get_player_information(player);
  return langFromCode(info?.lang_code ?? "en");
}

/**
 * Translated messages by language and content. Screens are redrawn after every move with mostly
 * the same texts (button labels, card names), and parsing templates each time was the largest
 * part of drawing a screen. Cleared when large; the key is exact, so a hit is always right.
 */
const trCache = new Map<string, string>();

function messageKey(m: Message): string {
  if (m.params === undefined) return m.key;
  const parts: string[] = [m.key];
  const names: string[] = [];
  for (const name in m.params) names.push(name);
  names.sort();
  for (const name of names) {
    const v = m.params[name];
    parts.push(name + "=" + (typeof v === "object" ? "{" + messageKey(v) + "}" : typeof v === "number" ? "#" + String(v) : "'" + v));
  }
  return parts.join("|");
}

export function tr(player: PlayerId, m: Message): string {
  const lang = playerLang(player);
  const key = lang + "|" + messageKey(m);
  const hit = trCache.get(key);
  if (hit !== undefined) return hit;
  const text = render(lang, m);
  if (trCache.size > 20000) trCache.clear();
  trCache.set(key, text);
  return text;
}

const S = minetest.get_translator(TEXTDOMAIN);

/** A message translated by each client into its own language (infotext, item descriptions). */
const clientCache = new Map<string, string>();

export function clientText(m: Message): string {
  const key = messageKey(m);
  const hit = clientCache.get(key);
  if (hit !== undefined) return hit;
  const text = luantiTranslate(m, (source, args) => S(source, ...args));
  if (clientCache.size > 20000) clientCache.clear();
  clientCache.set(key, text);
  return text;
}

export const players: PlayersPort = {
  isOnline: (p) => getPlayer(p) !== undefined,
  displayName: (p) => p,
  language: (p) => playerLang(p),
  isOperator: (p) => {
    const [ok] = minetest.check_player_privs(p, { [ADMIN_PRIV]: true });
    return ok;
  },
};

/** Wall clock in ms: os.time() is whole seconds, the monotonic microsecond clock adds the rest. */
const wallAtStart = os.time();
const usAtStart = minetest.get_us_time();
export const clock: ClockPort = {
  now: () => wallAtStart * 1000 + Math.floor((minetest.get_us_time() - usAtStart) / 1000),
};

const secure = SecureRandom();

export const random: RandomPort = {
  words: (count) => {
    if (secure === undefined) error("game_tables: no secure random source on this system (SecureRandom() returned nil)");
    const bytes = secure.next_bytes(count * 4);
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const b0 = bytes.charCodeAt(i * 4);
      const b1 = bytes.charCodeAt(i * 4 + 1);
      const b2 = bytes.charCodeAt(i * 4 + 2);
      const b3 = bytes.charCodeAt(i * 4 + 3);
      out.push((b0 | (b1 << 8) | (b2 << 16) | (b3 << 24)) | 0);
    }
    return out;
  },
};

/** Chat lines a stand-in player received (tests read them); real players get chat. */
export const told = new Map<string, string[]>();

export const messages: MessagesPort = {
  tell: (p, m) => {
    const text = tr(p, m);
    if (realPlayer(p) !== undefined) minetest.chat_send_player(p, minetest.colorize("#c8e6c9", "[Game Tables] ") + text);
    else {
      const list = told.get(p) ?? [];
      list.push(text);
      told.set(p, list);
    }
  },
};

/** The last screen sent to each player: tests read it, the stake inventory follows it. */
export const lastScreen = new Map<string, Screen>();

/** Extra formspec pieces per player (the stake item slots), set by stakes.ts. */
let stakeLists: (this: void, player: string, screen: Screen) => string | undefined = () => undefined;

export function setStakeLists(f: (this: void, player: string, screen: Screen) => string | undefined): void {
  stakeLists = f;
}

/**
 * Screens drawn this server step, sent at its end: the service redraws a table after every change
 * (a move, then the next turn's prompt, then a bot's move), and only the last one matters.
 */
const pending = new Map<string, Screen>();

/** The formspec a player's last screen draws as (also for stand-ins: the tests render every screen). */
export function formspecFor(p: string): string | undefined {
  const screen = lastScreen.get(p);
  return screen === undefined ? undefined : renderScreen(screen, (m) => tr(p, m), { stakeLists: stakeLists(p, screen), deck: deckOf(p) });
}

function send(p: string, screen: Screen): void {
  // Only a connected client can show a formspec (stand-in players in tests and benches cannot).
  if (realPlayer(p) === undefined) return;
  const spec = renderScreen(screen, (m) => tr(p, m), { stakeLists: stakeLists(p, screen), deck: deckOf(p) });
  minetest.log("verbose", `[game_tables] screen ${screen.kind} to ${p} at ${screen.tableId} (${screen.buttons.length} buttons)`);
  minetest.show_formspec(p, formName(screen), spec);
}

/** Sends the screens drawn since the last call (every server step, and before a test reads one). */
export function flushScreens(): void {
  if (pending.size === 0) return;
  const list: [string, Screen][] = [];
  for (const entry of pending) list.push(entry);
  pending.clear();
  for (const [p, screen] of list) send(p, screen);
}

/** Draws the player's current screen again (after a display preference changed); same token. */
export function redraw(p: string): void {
  const screen = lastScreen.get(p);
  if (screen !== undefined) pending.set(p, screen);
}

export const screens: ScreensPort = {
  show: (p, screen) => {
    lastScreen.set(p, screen);
    pending.set(p, screen);
  },
  close: (p, tableId: TableId) => {
    const s = lastScreen.get(p);
    if (s === undefined || s.tableId !== tableId) return;
    lastScreen.delete(p);
    pending.delete(p);
    minetest.close_formspec(p, formName(s));
  },
};
