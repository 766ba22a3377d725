/**
 * Luanti translations (lua_api.txt "Translations"): a .tr file maps the English source string,
 * with `@1`..`@9` arguments in increasing order, to its translation. Our `{name}` placeholders
 * become positional in the order of their first use in English; each must appear once there.
 */
import { allKeys, template } from "./index";
import { parseTemplate, placeholders } from "./format";
import { LANGS, type Lang, type Message, type Param } from "./types";

export const TEXTDOMAIN = "game_tables";

/** The English source string handed to `minetest.translate` for a key (unescaped `=`). */
export function luantiSource(key: string): string {
  return luantiTemplate("en", key, placeholderOrder(key));
}

/** Argument names of a key, in `@1`, `@2`... order. */
export function placeholderOrder(key: string): string[] {
  const en = template("en", key);
  return en === undefined ? [] : placeholders(en);
}

function luantiTemplate(lang: Lang, key: string, order: string[]): string {
  const text = template(lang, key);
  if (text === undefined) return key;
  let out = "";
  for (const piece of parseTemplate(text)) {
    if (piece.name === "") {
      out += escapeAt(piece.text);
      continue;
    }
    const n = order.indexOf(piece.name);
    // A placeholder unknown to English cannot be passed; the tests keep this from happening.
    out += n < 0 ? "{" + piece.name + "}" : "@" + String(n + 1);
  }
  return out;
}

function escapeAt(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    out += c === "@" ? "@@" : c;
  }
  return out;
}

/** Escapes for a .tr line: `=` and newlines (the `@` escapes are already in place). */
function escapeTrLine(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "=") out += "@=";
    else if (c === "\n") out += "@n";
    else out += c;
  }
  return out;
}

/**
 * A Message as a client-translated Luanti string: `translate` is `minetest.translate` bound to
 * TEXTDOMAIN (or `S` from `minetest.get_translator`). Nested messages are translated too.
 */
export function luantiTranslate(m: Message, translate: (source: string, args: string[]) => string): string {
  const args: string[] = [];
  for (const name of placeholderOrder(m.key)) {
    const v: Param | undefined = m.params === undefined ? undefined : m.params[name];
    if (v === undefined) args.push("");
    else if (typeof v === "string") args.push(v);
    else if (typeof v === "number") args.push(String(Math.floor(v + 0.5)));
    else args.push(luantiTranslate(v, translate));
  }
  return translate(luantiSource(m.key), args);
}

export interface LocaleFile {
  /** Path relative to the output folder, e.g. `game_tables.de.tr` or `texts/de_DE.lang`. */
  path: string;
  text: string;
}

/** English sources that two keys share with different translations (they must not exist). */
export function luantiConflicts(): string[] {
  const out: string[] = [];
  for (const lang of LANGS) {
    const seen: Record<string, string> = {};
    for (const key of allKeys()) {
      const source = luantiSource(key);
      const tr = luantiTemplate(lang, key, placeholderOrder(key));
      const before = seen[source];
      if (before !== undefined && before !== tr) out.push(lang + ": " + source);
      seen[source] = tr;
    }
  }
  return out;
}

/** The mod's locale/ folder: one `game_tables.<lang>.tr` per language but English, plus template.txt. */
export function luantiTrFiles(): LocaleFile[] {
  const files: LocaleFile[] = [];
  for (const lang of LANGS) {
    if (lang === "en") continue;
    files.push({ path: TEXTDOMAIN + "." + lang + ".tr", text: trText(lang) });
  }
  files.push({ path: "template.txt", text: trText(undefined) });
  return files;
}

function trText(lang: Lang | undefined): string {
  const lines: string[] = ["# textdomain: " + TEXTDOMAIN];
  const written: Record<string, boolean> = {};
  for (const key of allKeys()) {
    const source = luantiSource(key);
    if (written[source] === true) continue;
    written[source] = true;
    const tr = lang === undefined ? "" : luantiTemplate(lang, key, placeholderOrder(key));
    lines.push(escapeTrLine(source) + "=" + escapeTrLine(tr));
  }
  return lines.join("\n") + "\n";
}
