/**
 * The message-key framework: `t(lang, key, params)` translates now, `msg(key, params)` makes a
 * Message to translate later in each viewer's language, `render(lang, message)` does that.
 * Placeholders are `{name}`; a missing language falls back to English, a missing key shows the key.
 */
import type { MessageKey } from "./areas";
import { AREAS } from "./catalogs";
import { parseTemplate } from "./format";
import { LANGS, type Catalog, type Lang, type Message, type Params, type Texts } from "./types";

export { LANGS, type Catalog, type Lang, type Message, type Param, type Params, type Texts } from "./types";
export type { MessageKey } from "./areas";
export { msg } from "./message";

interface Merged {
  texts: Record<string, Texts>;
  keys: string[];
  /** Keys defined by more than one area (the tests require none). */
  duplicates: string[];
}

let merged: Merged | undefined;

function catalog(): Merged {
  if (merged !== undefined) return merged;
  const texts: Record<string, Texts> = {};
  const keys: string[] = [];
  const duplicates: string[] = [];
  for (const [, area] of AREAS) {
    const c = area as Catalog;
    const areaKeys: string[] = [];
    for (const key in c) areaKeys.push(key);
    areaKeys.sort();
    for (const key of areaKeys) {
      if (texts[key] !== undefined) {
        duplicates.push(key);
        continue;
      }
      texts[key] = c[key];
      keys.push(key);
    }
  }
  keys.sort();
  merged = { texts, keys, duplicates };
  return merged;
}

/** Every key, sorted (byte order: the same in Node and Lua for these ASCII keys). */
export function allKeys(): string[] {
  return catalog().keys.slice();
}

export function duplicateKeys(): string[] {
  return catalog().duplicates.slice();
}

export function hasKey(key: string): boolean {
  return catalog().texts[key] !== undefined;
}

/** The raw template of a key in a language (English when missing), or undefined for an unknown key. */
export function template(lang: Lang, key: string): string | undefined {
  const texts = catalog().texts[key];
  if (texts === undefined) return undefined;
  const text = texts[lang];
  return text === undefined || text === "" ? texts.en : text;
}

/** Translates a key now. Unknown placeholders stay visible as `{name}` so a slip is seen, not hidden. */
export function t(lang: Lang, key: MessageKey, params?: Params): string {
  return translate(lang, key, params);
}

export function render(lang: Lang, m: Message): string {
  return translate(lang, m.key, m.params);
}

function translate(lang: Lang, key: string, params: Params | undefined): string {
  const text = template(lang, key);
  if (text === undefined) return key;
  let out = "";
  for (const piece of parseTemplate(text)) {
    if (piece.name === "") {
      out += piece.text;
      continue;
    }
    const value = params === undefined ? undefined : params[piece.name];
    if (value === undefined) out += "{" + piece.name + "}";
    else if (typeof value === "string") out += value;
    else if (typeof value === "number") out += formatNumber(value);
    else out += render(lang, value);
  }
  return out;
}

/** Integers print the same in both runtimes; other numbers are rounded to an integer. */
function formatNumber(n: number): string {
  const i = Math.floor(n + 0.5);
  return i < 0 ? "-" + String(-i) : String(i);
}

/**
 * A client's language code (Luanti `lang_code` like "de" or "pt_BR", Bedrock locale like
 * "de_DE", "es_MX", "pt_PT") to the nearest shipped language; English when nothing fits.
 */
export function langFromCode(code: string): Lang {
  if (code === "pt_BR" || code === "pt-BR") return "pt_BR";
  const base = code.length >= 2 ? code.substring(0, 2).toLowerCase() : "";
  if (base === "pt") return "pt_BR";
  for (const lang of LANGS) {
    if (lang === base) return lang;
  }
  return "en";
}
