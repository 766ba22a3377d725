/**
 * Seeded PRNG (sfc32) written only with 32-bit add, xor and shifts, so Node and LuaJIT
 * (via typescript-to-lua's bit library mapping) produce the same sequence. Every value is
 * kept as a signed 32-bit integer; `>>>` results are only used where they stay below 2^31.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** 32-bit multiply from 16-bit halves: exact in doubles, so LuaJIT agrees with Math.imul. */
export function mul32(a: number, b: number): number {
  const aLo = a & 0xffff;
  const aHi = (a >>> 16) & 0xffff;
  const bLo = b & 0xffff;
  const bHi = (b >>> 16) & 0xffff;
  return (((aHi * bLo + aLo * bHi) & 0xffff) << 16) + aLo * bLo | 0;
}

/** Mixes one 32-bit word into a hash (murmur3 finaliser style). */
export function mix32(h: number, k: number): number {
  let x = (h ^ k) | 0;
  x = mul32(x ^ (x >>> 16), 0x45d9f3b);
  x = mul32(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) | 0;
}

/** A 32-bit hash of a string's character codes. */
export function hashString(text: string, seed = 0x9e3779b9 | 0): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = mix32(h, text.charCodeAt(i) + i);
  return mix32(h, text.length);
}

export function createRng(seed: number | string): RngState {
  const s = typeof seed === "string" ? hashString(seed) : seed | 0;
  const rng: RngState = { a: 0x9e3779b9 | 0, b: mix32(s, 0x243f6a88), c: mix32(s, 0x13198a2e), d: 1 };
  rng.a = s;
  for (let i = 0; i < 15; i++) nextInt32(rng);
  return rng;
}

/** Builds a state from four words (a host's secure random source). */
export function rngFromWords(a: number, b: number, c: number, d: number): RngState {
  const rng: RngState = { a: a | 0, b: b | 0, c: c | 0, d: d | 0 };
  for (let i = 0; i < 15; i++) nextInt32(rng);
  return rng;
}

export function cloneRng(rng: RngState): RngState {
  return { a: rng.a, b: rng.b, c: rng.c, d: rng.d };
}

/** Next signed 32-bit output; mutates the state. */
export function nextInt32(rng: RngState): number {
  const t = (((rng.a + rng.b) | 0) + rng.d) | 0;
  rng.d = (rng.d + 1) | 0;
  rng.a = rng.b ^ (rng.b >>> 9);
  rng.b = (rng.c + (rng.c << 3)) | 0;
  rng.c = (rng.c << 21) | (rng.c >>> 11);
  rng.c = (rng.c + t) | 0;
  return t;
}

/** Uniform integer in [0, n) for 1 <= n <= 2^30, by rejection so there is no modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  const limit = 0x40000000 - (0x40000000 % n);
  let v = (nextInt32(rng) >>> 2) & 0x3fffffff;
  // A loop entered only on the rare rejection: LuaJIT stops compiling at a loop it must enter.
  while (v >= limit) v = (nextInt32(rng) >>> 2) & 0x3fffffff;
  return v % n;
}

/** Uniform float in [0, 1) with 30 bits. */
export function randomFloat(rng: RngState): number {
  return ((nextInt32(rng) >>> 2) & 0x3fffffff) / 0x40000000;
}

/** Fisher–Yates in place. */
export function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
