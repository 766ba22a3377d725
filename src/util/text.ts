/** Plain-text numbers and fields for stored records and ids (no RegExp in src/). */

/** Splits on a one-character separator (no RegExp in src/). */
export function splitOn(text: string, sep: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (;;) {
    const at = text.indexOf(sep, start);
    if (at < 0) {
      out.push(text.substring(start));
      return out;
    }
    out.push(text.substring(start, at));
    start = at + 1;
  }
}

/** A non-negative decimal integer below 10^9, or undefined. */
export function parseNat(text: string): number | undefined {
  if (text.length === 0 || text.length > 9) return undefined;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return undefined;
    n = n * 10 + c;
  }
  return n;
}

export function natText(n: number): string {
  if (n <= 0) return "0";
  if (n < SMALL_NATS.length && n === Math.floor(n)) return SMALL_NATS[n];
  return natDigits(n);
}

/** The digits in one string: no string per digit (records write timestamps on every move). */
function natDigits(n: number): string {
  const codes: number[] = [];
  let x = Math.floor(n);
  while (x > 0) {
    codes.push(48 + (x % 10));
    x = Math.floor(x / 10);
  }
  codes.reverse();
  return String.fromCharCode(...codes);
}

/** natText of 0..1023, built once: scores, counters and tokens are written on every move. */
const SMALL_NATS: string[] = ["0"];
for (let i = 1; i < 1024; i++) SMALL_NATS.push(natDigits(i));

export function startsWith(s: string, prefix: string): boolean {
  return s.substring(0, prefix.length) === prefix;
}

/** A list in words: "a", "a or b", "a, b or c" (option and record messages). */
export function oneOf(xs: readonly string[]): string {
  return xs.length <= 1 ? xs.join("") : xs.slice(0, -1).join(", ") + " or " + xs[xs.length - 1];
}
