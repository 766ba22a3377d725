/**
 * base64url without padding (RFC 4648 §5): safe in item meta, NBT strings, file names and chat.
 * Decoding refuses anything that is not canonical output of `encodeBase64Url`.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function encodeBase64Url(bytes: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = bytes[i] * 65536 + bytes[i + 1] * 256 + bytes[i + 2];
    parts.push(
      ALPHABET.charAt(Math.floor(n / 262144)) +
        ALPHABET.charAt(Math.floor(n / 4096) % 64) +
        ALPHABET.charAt(Math.floor(n / 64) % 64) +
        ALPHABET.charAt(n % 64),
    );
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i];
    parts.push(ALPHABET.charAt(Math.floor(n / 4)) + ALPHABET.charAt((n % 4) * 16));
  } else if (rest === 2) {
    const n = bytes[i] * 256 + bytes[i + 1];
    parts.push(ALPHABET.charAt(Math.floor(n / 1024)) + ALPHABET.charAt(Math.floor(n / 16) % 64) + ALPHABET.charAt((n % 16) * 4));
  }
  return parts.join("");
}

/** The bytes, or undefined for a character outside the alphabet, a bad length or non-zero padding bits. */
export function decodeBase64Url(text: string): number[] | undefined {
  if (text.length % 4 === 1) return undefined;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const v = ALPHABET.indexOf(text.charAt(i));
    if (v < 0) return undefined;
    acc = acc * 64 + v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const p = Math.pow(2, bits);
      out.push(Math.floor(acc / p));
      acc = acc % p;
    }
  }
  if (acc !== 0) return undefined;
  return out;
}

/** A signed 32-bit word as 6 base64url characters (big-endian, 36 bits with 4 zero bits on top). */
export function encodeWord(word: number): string {
  const u = word < 0 ? word + 4294967296 : word;
  let s = "";
  let x = u;
  for (let i = 0; i < 6; i++) {
    s = ALPHABET.charAt(x % 64) + s;
    x = Math.floor(x / 64);
  }
  return s;
}

/** The word from 6 characters, or undefined. */
export function decodeWord(text: string): number | undefined {
  if (text.length !== 6) return undefined;
  let x = 0;
  for (let i = 0; i < 6; i++) {
    const v = ALPHABET.indexOf(text.charAt(i));
    if (v < 0) return undefined;
    x = x * 64 + v;
  }
  if (x >= 4294967296) return undefined;
  return x >= 2147483648 ? x - 4294967296 : x;
}
