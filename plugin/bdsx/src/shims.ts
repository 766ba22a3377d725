/**
 * bdsx runs plugins on ChakraCore (node-chakracore, Node 11 era): the bundled libraries use a few
 * newer built-ins it lacks. Each is added only when missing; syntax is handled by esbuild (ES2017).
 */
const g = (typeof globalThis !== "undefined" ? globalThis : (Function("return this")() as typeof globalThis)) as unknown as Record<string, unknown>;
if (g["globalThis"] === undefined) define(g, "globalThis", g);

/** Built-ins are non-enumerable: an enumerable one would show up in every for-in over an array. */
function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
}

const O = Object as unknown as Record<string, unknown>;
if (typeof O["fromEntries"] !== "function") {
  define(Object, "fromEntries", (entries: Iterable<[PropertyKey, unknown]>): Record<PropertyKey, unknown> => {
    const out: Record<PropertyKey, unknown> = {};
    for (const [k, v] of entries) out[k] = v;
    return out;
  });
}

const A = Array.prototype as unknown as Record<string, unknown>;
if (typeof A["flat"] !== "function") {
  define(A, "flat", function flat(this: unknown[], depth = 1): unknown[] {
    const out: unknown[] = [];
    for (const x of this) {
      if (Array.isArray(x) && depth > 0) out.push(...(A["flat"] as (d: number) => unknown[]).call(x, depth - 1));
      else out.push(x);
    }
    return out;
  });
}
if (typeof A["flatMap"] !== "function") {
  define(A, "flatMap", function flatMap(this: unknown[], fn: (v: unknown, i: number, a: unknown[]) => unknown): unknown[] {
    return (A["flat"] as (d: number) => unknown[]).call(this.map(fn), 1);
  });
}
export {};
