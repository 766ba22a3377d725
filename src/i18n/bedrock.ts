/**
 * Bedrock resource-pack texts: `texts/<locale>.lang` files of `key=value` lines with `%1$s`
 * positional arguments, and `texts/languages.json`. Message keys are prefixed with the namespace;
 * item and block names are written under the keys Bedrock looks up for custom content.
 */
import { itemsFor, NAMESPACE } from "../content/items";
import { allKeys, render, template } from "./index";
import { parseTemplate } from "./format";
import { placeholderOrder, type LocaleFile } from "./luanti";
import { LANGS, type Lang } from "./types";

const LOCALES: Record<Lang, string> = {
  en: "en_US",
  de: "de_DE",
  es: "es_ES",
  fr: "fr_FR",
  pt_BR: "pt_BR",
  ru: "ru_RU",
};

export function bedrockLocale(lang: Lang): string {
  return LOCALES[lang];
}

/** The .lang key of a message key: `game_tables.lesson.seats.title`. */
export function bedrockKey(key: string): string {
  return NAMESPACE + "." + key;
}

/** A template with `{name}` as `%1$s` (English first-use order) and literal `%` as `%%`. */
export function bedrockTemplate(lang: Lang, key: string): string {
  const text = template(lang, key);
  if (text === undefined) return key;
  const order = placeholderOrder(key);
  let out = "";
  for (const piece of parseTemplate(text)) {
    if (piece.name === "") {
      out += escapePercent(piece.text);
      continue;
    }
    const n = order.indexOf(piece.name);
    out += n < 0 ? "{" + piece.name + "}" : "%" + String(n + 1) + "$s";
  }
  return out;
}

function escapePercent(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    out += c === "%" ? "%%" : c === "\n" ? "\\n" : c;
  }
  return out;
}

/** Display-name entries for the custom blocks (tables, chairs) and the board item. */
export function bedrockNameEntries(lang: Lang): [string, string][] {
  const out: [string, string][] = [];
  for (const item of itemsFor("bedrock")) {
    const id = NAMESPACE + ":" + item.name;
    const name = render(lang, item.displayName);
    if (item.kind === "board") {
      out.push(["item." + id, name]);
      out.push(["item." + id + ".name", name]);
    } else {
      out.push(["tile." + id + ".name", name]);
    }
  }
  return out;
}

export function bedrockLangText(lang: Lang): string {
  const lines: string[] = [];
  for (const [k, v] of bedrockNameEntries(lang)) lines.push(k + "=" + escapePercent(v));
  for (const key of allKeys()) lines.push(bedrockKey(key) + "=" + bedrockTemplate(lang, key));
  return lines.join("\n") + "\n";
}

/** The resource pack's texts/ folder: a .lang per language and languages.json. */
export function bedrockLangFiles(): LocaleFile[] {
  const files: LocaleFile[] = [];
  const names: string[] = [];
  for (const lang of LANGS) {
    files.push({ path: "texts/" + bedrockLocale(lang) + ".lang", text: bedrockLangText(lang) });
    names.push('"' + bedrockLocale(lang) + '"');
  }
  files.push({ path: "texts/languages.json", text: "[" + names.join(", ") + "]\n" });
  return files;
}
