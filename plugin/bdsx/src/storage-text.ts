/**
 * Strings as the plugin keeps them in bdsx's storage: ASCII only. bdsx's file format writes a
 * string's UTF-16 length before its UTF-8 bytes (bdsx/storage/jsdata.ts), so one non-ASCII value
 * (a player called "Jürgen") shifts every byte after it and the whole stored map no longer reads.
 * Keys are written correctly and stay as they are.
 *
 * A value that is ASCII and does not start with MARK is kept verbatim (so values stored before
 * this existed read the same); any other value is MARK followed by the value with "%" and every
 * non-ASCII UTF-16 unit written as "%" and four hex digits.
 */
const MARK = "\u0001";
const HEX = "0123456789abcdef";

function plain(s: string): boolean {
  if (s.startsWith(MARK)) return false;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

export function toStored(s: string): string {
  if (plain(s)) return s;
  let out = MARK;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || c === 37) out += "%" + HEX[(c >> 12) & 15] + HEX[(c >> 8) & 15] + HEX[(c >> 4) & 15] + HEX[c & 15];
    else out += s[i];
  }
  return out;
}

/** Four hex digits at `at`, or -1. */
function hex4(s: string, at: number): number {
  if (at + 4 > s.length) return -1;
  let n = 0;
  for (let j = 0; j < 4; j++) {
    const d = HEX.indexOf(s[at + j]);
    if (d < 0) return -1;
    n = n * 16 + d;
  }
  return n;
}

/** The inverse of toStored; a malformed escape is kept as it stands (nothing is dropped). */
export function fromStored(s: string): string {
  if (!s.startsWith(MARK)) return s;
  let out = "";
  for (let i = MARK.length; i < s.length; i++) {
    const code = s[i] === "%" ? hex4(s, i + 1) : -1;
    if (code >= 0) {
      out += String.fromCharCode(code);
      i += 4;
    } else {
      out += s[i];
    }
  }
  return out;
}
