/**
 * A small JSON reader and writer that behave the same in Node and in Lua (typescript-to-lua),
 * where JSON.parse does not exist and tables keep no key order. Objects are written from
 * explicit [key, value] lists so the output is byte-identical in both runtimes.
 */
import { natText } from "./text";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value to write: JsonObject keeps its key order. */
export type Out = null | boolean | number | string | Out[] | JsonObject;
export interface JsonObject {
  entries: [string, Out][];
}

export function obj(entries: [string, Out][]): JsonObject {
  return { entries };
}

/** Marks JSON null in parsed data (Lua tables cannot hold nil). */
export const JSON_NULL: null = null;

/**
 * True for a JSON object. In Lua an empty object and an empty array are the same table, so an
 * empty table counts as an (empty) object here.
 */
export function isJsonObject(v: unknown): v is { [key: string]: Json } {
  if (typeof v !== "object" || v === null) return false;
  return !Array.isArray(v) || (v as unknown[]).length === 0;
}

/**
 * A JSON list, or undefined. The other half of isJsonObject: an empty object reads as an empty
 * list, as it must in Lua (the same table), so `{}` and `[]` read alike in both runtimes.
 */
export function jsonList(v: unknown): Json[] | undefined {
  if (Array.isArray(v)) return v as Json[];
  if (!isJsonObject(v)) return undefined;
  for (const _key in v) return undefined;
  return [];
}

export type ParseResult = { ok: true; value: Json } | { ok: false; error: string; at: number };

export function parseJson(text: string): ParseResult {
  const p = { text, i: 0, error: "" };
  skipWs(p);
  const value = readValue(p, 0);
  if (p.error !== "") return { ok: false, error: p.error, at: p.i };
  skipWs(p);
  if (p.i < text.length) return { ok: false, error: "trailing characters", at: p.i };
  return { ok: true, value: value as Json };
}

interface Parser {
  text: string;
  i: number;
  error: string;
}

const MAX_DEPTH = 64;

function skipWs(p: Parser): void {
  while (p.i < p.text.length) {
    const c = p.text.charCodeAt(p.i);
    if (c === 32 || c === 9 || c === 10 || c === 13) p.i++;
    else break;
  }
}

function readValue(p: Parser, depth: number): Json | undefined {
  if (depth > MAX_DEPTH) {
    p.error = "nested too deeply";
    return undefined;
  }
  const ch = p.text.charAt(p.i);
  if (ch === "{") return readObject(p, depth);
  if (ch === "[") return readArray(p, depth);
  if (ch === '"') return readString(p);
  if (ch === "t" && p.text.substring(p.i, p.i + 4) === "true") {
    p.i += 4;
    return true;
  }
  if (ch === "f" && p.text.substring(p.i, p.i + 5) === "false") {
    p.i += 5;
    return false;
  }
  if (ch === "n" && p.text.substring(p.i, p.i + 4) === "null") {
    p.i += 4;
    return JSON_NULL;
  }
  if (ch === "-" || (ch >= "0" && ch <= "9")) return readNumber(p);
  p.error = ch === "" ? "unexpected end" : "unexpected character";
  return undefined;
}

function readObject(p: Parser, depth: number): Json | undefined {
  const out: { [key: string]: Json } = {};
  p.i++;
  skipWs(p);
  if (p.text.charAt(p.i) === "}") {
    p.i++;
    return out;
  }
  for (;;) {
    skipWs(p);
    if (p.text.charAt(p.i) !== '"') {
      p.error = "expected a key";
      return undefined;
    }
    const key = readString(p);
    if (key === undefined) return undefined;
    skipWs(p);
    if (p.text.charAt(p.i) !== ":") {
      p.error = "expected ':'";
      return undefined;
    }
    p.i++;
    skipWs(p);
    const value = readValue(p, depth + 1);
    if (p.error !== "") return undefined;
    // An assignment to "__proto__" would set the object's prototype in JavaScript, not a key.
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value as Json;
    skipWs(p);
    const c = p.text.charAt(p.i);
    p.i++;
    if (c === "}") return out;
    if (c !== ",") {
      p.error = "expected ',' or '}'";
      return undefined;
    }
  }
}

function readArray(p: Parser, depth: number): Json | undefined {
  const out: Json[] = [];
  p.i++;
  skipWs(p);
  if (p.text.charAt(p.i) === "]") {
    p.i++;
    return out;
  }
  for (;;) {
    skipWs(p);
    const value = readValue(p, depth + 1);
    if (p.error !== "") return undefined;
    out.push(value as Json);
    skipWs(p);
    const c = p.text.charAt(p.i);
    p.i++;
    if (c === "]") return out;
    if (c !== ",") {
      p.error = "expected ',' or ']'";
      return undefined;
    }
  }
}

const HEX = "0123456789abcdef";

function readString(p: Parser): string | undefined {
  p.i++;
  const parts: string[] = [];
  let start = p.i;
  for (;;) {
    if (p.i >= p.text.length) {
      p.error = "unterminated string";
      return undefined;
    }
    const c = p.text.charCodeAt(p.i);
    if (c === 34) {
      parts.push(p.text.substring(start, p.i));
      p.i++;
      return parts.join("");
    }
    if (c < 32) {
      p.error = "control character in string";
      return undefined;
    }
    if (c === 92) {
      parts.push(p.text.substring(start, p.i));
      const e = p.text.charAt(p.i + 1);
      p.i += 2;
      if (e === "n") parts.push("\n");
      else if (e === "t") parts.push("\t");
      else if (e === "r") parts.push("\r");
      else if (e === "b") parts.push("\b");
      else if (e === "f") parts.push("\f");
      else if (e === "/" || e === "\\" || e === '"') parts.push(e);
      else if (e === "u") {
        let code = 0;
        for (let k = 0; k < 4; k++) {
          const h = HEX.indexOf(p.text.charAt(p.i + k).toLowerCase());
          if (h < 0) {
            p.error = "bad \\u escape";
            return undefined;
          }
          code = code * 16 + h;
        }
        p.i += 4;
        // Only ASCII escapes are kept as characters; others are not needed by our formats.
        if (code >= 128) {
          p.error = "non-ASCII \\u escape";
          return undefined;
        }
        parts.push(String.fromCharCode(code));
      } else {
        p.error = "bad escape";
        return undefined;
      }
      start = p.i;
      continue;
    }
    p.i++;
  }
}

function readNumber(p: Parser): Json | undefined {
  const start = p.i;
  if (p.text.charAt(p.i) === "-") p.i++;
  let digits = 0;
  while (p.i < p.text.length) {
    const ch = p.text.charAt(p.i);
    if ((ch >= "0" && ch <= "9") || ch === "." || ch === "e" || ch === "E" || ch === "+" || ch === "-") {
      p.i++;
      digits++;
    } else break;
  }
  const n = Number(p.text.substring(start, p.i));
  if (digits === 0 || n !== n) {
    p.error = "bad number";
    return undefined;
  }
  return n;
}

/**
 * The pieces of the text being written, one list kept for every call: a table's record is a few
 * hundred pieces, written on every move, and a new list would grow (and be thrown away) each time.
 */
const buffer: string[] = [];

/** Writes a value; integers are written without a fraction in both runtimes. */
export function writeJson(v: Out): string {
  const parts = buffer;
  parts.length = 0;
  writeOut(v, parts);
  const text = parts.join("");
  parts.length = 0;
  return text;
}

/**
 * Appends a value's text to `parts`: for records written on every move, which put their keys
 * and values straight into their own list of pieces instead of building an Out tree first.
 */
export function writeOut(v: Out, parts: string[]): void {
  if (v === null || v === undefined) parts.push("null");
  else if (typeof v === "boolean") parts.push(v ? "true" : "false");
  else if (typeof v === "number") parts.push(writeNumber(v));
  else if (typeof v === "string") {
    // A string without escapes goes in as it is, between quotes: no copy of it (a table's whole
    // match state is one such string, written on every move).
    if (firstEscape(v) === v.length) {
      parts.push('"');
      parts.push(v);
      parts.push('"');
    } else parts.push(quote(v));
  }
  else if (Array.isArray(v)) {
    parts.push("[");
    for (let i = 0; i < v.length; i++) {
      if (i > 0) parts.push(",");
      writeOut(v[i], parts);
    }
    parts.push("]");
  } else {
    parts.push("{");
    const entries = (v as JsonObject).entries;
    for (let i = 0; i < entries.length; i++) {
      if (i > 0) parts.push(",");
      parts.push(quote(entries[i][0]));
      parts.push(":");
      writeOut(entries[i][1], parts);
    }
    parts.push("}");
  }
}

/** 2^53: every integer below it is exact in a double, in JavaScript and in Lua alike. */
const SAFE_INTEGER = 9007199254740992;

function writeNumber(n: number): string {
  if (n !== n || n === Infinity || n === -Infinity) return "null";
  if (Math.floor(n) === n && Math.abs(n) < SAFE_INTEGER) {
    return n < 0 ? "-" + natText(-n) : natText(n);
  }
  // Non-integers are rare in our formats (rates, timings); three decimals are enough and portable.
  const scaled = Math.round(n * 1000);
  const neg = scaled < 0;
  const abs = neg ? -scaled : scaled;
  const whole = Math.floor(abs / 1000);
  let frac = String(abs % 1000);
  while (frac.length < 3) frac = "0" + frac;
  return (neg ? "-" : "") + writeNumber(whole) + "." + frac;
}

/** The index of the first character of `s` that JSON must escape, or its length when none. */
function firstEscape(s: string): number {
  let first = 0;
  while (first < s.length) {
    const c = s.charCodeAt(first);
    if (c === 34 || c === 92 || c < 32) break;
    first++;
  }
  return first;
}

function quote(s: string): string {
  // Most strings need no escape: one scan, then a single concatenation (a hot path when tables
  // persist their state on every move).
  const first = firstEscape(s);
  if (first === s.length) return '"' + s + '"';
  const parts: string[] = ['"'];
  let start = 0;
  for (let i = first; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34 || c === 92 || c < 32) {
      parts.push(s.substring(start, i));
      if (c === 34) parts.push('\\"');
      else if (c === 92) parts.push("\\\\");
      else if (c === 10) parts.push("\\n");
      else parts.push("\\u00" + HEX.charAt(Math.floor(c / 16)) + HEX.charAt(c % 16));
      start = i + 1;
    }
  }
  parts.push(s.substring(start));
  parts.push('"');
  return parts.join("");
}
