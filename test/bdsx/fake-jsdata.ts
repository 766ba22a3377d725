/**
 * bdsx's storage file format, as far as the plugin meets it, for the fake bdsx: written from the
 * behaviour of bdsx/storage/jsdata.ts (commit 3cb7d804), including its flaw: a string value is
 * written as its UTF-16 length followed by its UTF-8 bytes, and read back as that many bytes.
 * Object keys are written with their UTF-8 length, correctly. The tag bytes are this model's own.
 */
const STRING = 1;
const NUMBER = 2;
const TRUE = 3;
const FALSE = 4;
const NULL = 5;
const UNDEFINED = 6;
const ARRAY = 7;
const OBJECT = 8;

class Writer {
  readonly bytes: number[] = [];
  uint(n: number): void {
    for (;;) {
      const low = n % 128;
      n = Math.floor(n / 128);
      if (n === 0) {
        this.bytes.push(low);
        return;
      }
      this.bytes.push(low | 128);
    }
  }
  raw(b: Uint8Array): void {
    for (const x of b) this.bytes.push(x);
  }
  value(v: unknown): void {
    if (typeof v === "string") {
      this.bytes.push(STRING);
      this.uint(v.length); // bdsx's flaw: UTF-16 units, not bytes
      this.raw(Buffer.from(v, "utf8"));
    } else if (typeof v === "number") {
      this.bytes.push(NUMBER);
      const b = Buffer.alloc(8);
      b.writeDoubleLE(v);
      this.raw(b);
    } else if (v === true || v === false) {
      this.bytes.push(v ? TRUE : FALSE);
    } else if (v === null) {
      this.bytes.push(NULL);
    } else if (v === undefined) {
      this.bytes.push(UNDEFINED);
    } else if (Array.isArray(v)) {
      this.bytes.push(ARRAY);
      this.uint(v.length);
      for (const x of v) this.value(x);
    } else {
      const entries = Object.entries(v as Record<string, unknown>);
      this.bytes.push(OBJECT);
      this.uint(entries.length);
      for (const [k, x] of entries) {
        const key = Buffer.from(k, "utf8");
        this.uint(key.length);
        this.raw(key);
        this.value(x);
      }
    }
  }
}

class Reader {
  at = 0;
  constructor(private readonly b: Buffer) {}
  byte(): number {
    if (this.at >= this.b.length) throw new Error("unexpected end of storage file");
    return this.b[this.at++];
  }
  uint(): number {
    let n = 0;
    let mul = 1;
    for (;;) {
      const x = this.byte();
      n += (x & 127) * mul;
      if ((x & 128) === 0) return n;
      mul *= 128;
    }
  }
  bytes(n: number): Buffer {
    if (this.at + n > this.b.length) throw new Error("unexpected end of storage file");
    const out = this.b.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  value(): unknown {
    const tag = this.byte();
    switch (tag) {
      case STRING:
        return this.bytes(this.uint()).toString("utf8");
      case NUMBER:
        return this.bytes(8).readDoubleLE(0);
      case TRUE:
        return true;
      case FALSE:
        return false;
      case NULL:
        return null;
      case UNDEFINED:
        return undefined;
      case ARRAY: {
        const n = this.uint();
        const out: unknown[] = [];
        for (let i = 0; i < n; i++) out.push(this.value());
        return out;
      }
      case OBJECT: {
        const n = this.uint();
        const out: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) {
          const key = this.bytes(this.uint()).toString("utf8");
          out[key] = this.value();
        }
        return out;
      }
      default:
        throw new Error(`bad value tag ${tag} at byte ${this.at - 1}`);
    }
  }
}

/** A stored value as the bytes of its file (base64, to keep the fake's disk a map of strings). */
export function writeStorageFile(value: unknown): string {
  const w = new Writer();
  w.value(value);
  return Buffer.from(w.bytes).toString("base64");
}

/** Reads a stored value back; throws where bdsx would report the file unreadable. */
export function readStorageFile(file: string): unknown {
  const r = new Reader(Buffer.from(file, "base64"));
  const v = r.value();
  if (r.at !== Buffer.from(file, "base64").length) throw new Error("trailing bytes in storage file");
  return v;
}
