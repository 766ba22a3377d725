/**
 * bdsx's JS NBT values (bdsx/bds/nbt: NBT.Byte/Short/Int/Int64/... wrappers, strings, typed arrays,
 * arrays, objects) to prismarine-nbt typed tags and back. Reading is bounded: a value bigger than
 * the budget is refused while converting, before anything else looks at it.
 *
 * Two representations differ: bdsx's bytes are unsigned (0..255) where prismarine-nbt's are
 * signed (-128..127, and it refuses to write 128 and up); bdsx's longs are a bin64_t (a string of
 * four 16-bit words, the lowest first) where prismarine-nbt's are [high, low] 32-bit halves.
 */
import type { TypedCompound, TypedTag } from "./board-nbt";

/** The NBT factory functions and wrapper classes of bdsx/bds/nbt's `NBT` namespace. */
export interface NbtFactory {
  byte(n: number): unknown;
  short(n: number): unknown;
  int(n: number): unknown;
  /** From a bin64_t. */
  int64(n: string): unknown;
  float(n: number): unknown;
  double(n: number): unknown;
  Byte: abstract new (...args: never[]) => unknown;
  Short: abstract new (...args: never[]) => unknown;
  Int: abstract new (...args: never[]) => unknown;
  Int64: abstract new (...args: never[]) => { readonly value: string };
  Float: abstract new (...args: never[]) => unknown;
  Double: abstract new (...args: never[]) => unknown;
}

export class NbtTooLarge extends Error {}

type Budget = { left: number };

function spend(b: Budget, n: number): void {
  b.left -= n;
  if (b.left < 0) throw new NbtTooLarge("NBT value too large");
}

function num(v: unknown): number {
  return Number((v as { valueOf(): number }).valueOf());
}

/** An unsigned byte (bdsx) as a signed one (prismarine-nbt). */
function signedByte(n: number): number {
  return (n << 24) >> 24;
}

/** A bin64_t to prismarine-nbt's [high, low]. */
function fromBin64(bin: string): [number, number] {
  const w = (i: number): number => (i < bin.length ? bin.charCodeAt(i) & 0xffff : 0);
  return [(w(3) << 16) | w(2), (w(1) << 16) | w(0)];
}

/** prismarine-nbt's [high, low] to a bin64_t. */
function toBin64(long: [number, number]): string {
  const [high, low] = long;
  return String.fromCharCode(low & 0xffff, (low >>> 16) & 0xffff, high & 0xffff, (high >>> 16) & 0xffff);
}

/** A bdsx value to a typed tag; throws NbtTooLarge past `maxBytes` (approximate encoded size). */
export function fromBdsx(N: NbtFactory, value: unknown, maxBytes: number): TypedTag {
  return convert(N, value, { left: maxBytes }, 0);
}

function convert(N: NbtFactory, v: unknown, b: Budget, depth: number): TypedTag {
  if (depth > 32) throw new Error("NBT nested too deeply");
  spend(b, 4);
  if (typeof v === "string") {
    spend(b, v.length > b.left ? v.length : Buffer.byteLength(v, "utf8"));
    return { type: "string", value: v };
  }
  if (typeof v === "number") return { type: "int", value: v | 0 };
  if (typeof v === "boolean") return { type: "byte", value: v ? 1 : 0 };
  if (v instanceof N.Byte) return { type: "byte", value: signedByte(num(v)) };
  if (v instanceof N.Short) return { type: "short", value: num(v) };
  if (v instanceof N.Int) return { type: "int", value: num(v) };
  if (v instanceof N.Int64) {
    spend(b, 4);
    return { type: "long", value: fromBin64(v.value) };
  }
  if (v instanceof N.Float) return { type: "float", value: num(v) };
  if (v instanceof N.Double) return { type: "double", value: num(v) };
  if (v instanceof Uint8Array) {
    spend(b, v.length);
    return { type: "byteArray", value: Array.from(v, signedByte) };
  }
  if (v instanceof Int32Array) {
    spend(b, v.length * 4);
    return { type: "intArray", value: Array.from(v) };
  }
  if (Array.isArray(v)) {
    const items = v.map((x) => convert(N, x, b, depth + 1));
    const type = items.length > 0 ? items[0].type : "end";
    for (const it of items) if (it.type !== type) throw new Error("NBT list of mixed types");
    return { type: "list", value: { type, value: items.map((it) => it.value) } } as TypedTag;
  }
  if (v !== null && typeof v === "object") {
    const out: TypedCompound["value"] = {};
    for (const key of Object.keys(v)) {
      spend(b, key.length + 3);
      out[key] = convert(N, (v as Record<string, unknown>)[key], b, depth + 1);
    }
    return { type: "compound", value: out };
  }
  throw new Error(`not an NBT value: ${typeof v}`);
}

/** A typed tag to the JS value bdsx's NBT.allocate (via ItemStack.load) turns into the same tag. */
export function toBdsx(N: NbtFactory, tag: TypedTag): unknown {
  switch (tag.type) {
    case "byte":
      return N.byte(tag.value & 0xff);
    case "short":
      return N.short(tag.value);
    case "int":
      return N.int(tag.value);
    case "long":
      return N.int64(toBin64(tag.value as [number, number]));
    case "float":
      return N.float(tag.value);
    case "double":
      return N.double(tag.value);
    case "string":
      return tag.value;
    case "byteArray":
      return Uint8Array.from(tag.value, (x) => x & 255);
    case "intArray":
      return Int32Array.from(tag.value);
    case "compound": {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(tag.value)) {
        const t = tag.value[key];
        if (t !== undefined) out[key] = toBdsx(N, t);
      }
      return out;
    }
    case "list": {
      const inner = tag.value;
      return (inner.value as unknown[]).map((value) => toBdsx(N, { type: inner.type, value } as TypedTag));
    }
    default:
      throw new Error(`NBT ${tag.type} tags are not used by this plugin`);
  }
}
