/**
 * Operator settings from minetest.conf (keys in plugin/luanti/settings.json, documented in
 * settingtypes.txt). Entries with "config" go to the table service: only keys the operator set are
 * passed on, and its validateConfig fills in defaults and refuses a broken value with the field's
 * name. Entries with "host" are the mod's own (readHostSettings checks them the same way).
 */
import * as settingsFile from "../settings.json";
import type { CardDeck } from "./textures";

interface SettingDef {
  key: string;
  config?: string;
  host?: string;
  type: string;
  default: unknown;
  values?: string[];
}

const SETTINGS = settingsFile.settings as SettingDef[];

function list(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(",")) {
    const t = part.trim();
    if (t !== "") out.push(t);
  }
  return out;
}

export function readConfig(): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const s of SETTINGS) {
    if (s.config === undefined) continue;
    const text = minetest.settings.get(s.key);
    if (text === undefined || text === "") continue;
    if (s.type === "int") raw[s.config] = Number(text.trim());
    else if (s.type === "bool") raw[s.config] = minetest.settings.get_bool(s.key);
    else if (s.type === "intlist") raw[s.config] = list(text).map((v) => Number(v));
    else if (s.type === "list") raw[s.config] = list(text);
    else raw[s.config] = text.trim();
  }
  return raw;
}

export interface HostSettings {
  /** The deck players see until they pick one, and the table top's deck. */
  cardDeck: CardDeck;
}

/** The mod's own settings, or the first broken one (its key and why). */
export function readHostSettings(): { ok: true; settings: HostSettings } | { ok: false; key: string; reason: string } {
  const def = SETTINGS.find((s) => s.host === "cardDeck");
  if (def === undefined) error("game_tables: settings.json lacks the cardDeck setting");
  const text = (minetest.settings.get(def.key) ?? "").trim();
  const values = def.values ?? [];
  if (text !== "" && values.indexOf(text) < 0) return { ok: false, key: def.key, reason: `"${text}" is not one of ${values.join(", ")}` };
  return { ok: true, settings: { cardDeck: (text === "" ? def.default : text) as CardDeck } };
}
