/**
 * `{name}` placeholder scanning without RegExp (this compiles to Lua). Braces are ASCII, so byte
 * scanning is safe on UTF-8 text in both runtimes.
 */

/** A template split into literal text and placeholder names, in order. */
export interface Piece {
  text: string;
  /** Placeholder name, or "" for a literal piece. */
  name: string;
}

export function parseTemplate(template: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  let literal = "";
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) {
      literal += template.substring(i);
      break;
    }
    const close = template.indexOf("}", open + 1);
    const name = close < 0 ? "" : template.substring(open + 1, close);
    if (close < 0 || !isPlaceholderName(name)) {
      // A lone brace is literal text.
      literal += template.substring(i, open + 1);
      i = open + 1;
      continue;
    }
    literal += template.substring(i, open);
    if (literal !== "") out.push({ text: literal, name: "" });
    literal = "";
    out.push({ text: "", name });
    i = close + 1;
  }
  if (literal !== "") out.push({ text: literal, name: "" });
  return out;
}

/** Placeholder names in first-use order, each once. */
export function placeholders(template: string): string[] {
  const names: string[] = [];
  for (const p of parseTemplate(template)) {
    if (p.name !== "" && names.indexOf(p.name) < 0) names.push(p.name);
  }
  return names;
}

export function isPlaceholderName(name: string): boolean {
  if (name.length === 0 || name.length > 32) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const lower = c >= 97 && c <= 122;
    const upper = c >= 65 && c <= 90;
    const digit = c >= 48 && c <= 57;
    if (!lower && !upper && !digit && c !== 95) return false;
  }
  return true;
}

/** Key syntax: lowercase dotted words, e.g. `lesson.stakes.body`. */
export function isMessageKey(key: string): boolean {
  if (key.length === 0 || key.length > 80) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const ok = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46;
    if (!ok) return false;
  }
  return key.charCodeAt(0) !== 46 && key.charCodeAt(key.length - 1) !== 46;
}
