/** HMAC-SHA256 (RFC 2104) and a constant-time comparison, on byte arrays. */
import { sha256 } from "./sha256";

const BLOCK = 64;

export function hmacSha256(key: readonly number[], message: readonly number[]): number[] {
  let k = key.slice();
  if (k.length > BLOCK) k = sha256(k);
  while (k.length < BLOCK) k.push(0);
  const inner: number[] = [];
  const outer: number[] = [];
  for (let i = 0; i < BLOCK; i++) {
    inner.push(k[i] ^ 0x36);
    outer.push(k[i] ^ 0x5c);
  }
  for (let i = 0; i < message.length; i++) inner.push(message[i]);
  const innerHash = sha256(inner);
  for (let i = 0; i < innerHash.length; i++) outer.push(innerHash[i]);
  return sha256(outer);
}

/** Equal length and bytes, without an early exit (no timing hint about where they differ). */
export function bytesEqual(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
