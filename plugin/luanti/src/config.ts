/**
 * Operator settings from minetest.conf (keys in plugin/luanti/settings.json, documented in
 * settingtypes.txt). Only keys the operator set are passed on; the table service's validateConfig
 * fills in defaults and refuses a broken value with the field's name.
 */
import * as settingsFile from "../settings.json";

interface SettingDef {
  key: string;
  config: string;
  type: string;
}

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
  for (const s of settingsFile.settings as SettingDef[]) {
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
