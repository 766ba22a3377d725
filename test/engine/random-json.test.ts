import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng, mul32, nextInt32, randomFloat, randomInt, rngFromWords, shuffle } from "../../src/util/random";
import { isJsonObject, obj, parseJson, writeJson } from "../../src/util/json";

describe("random", () => {
  it("multiplies like Math.imul", () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (a, b) => mul32(a | 0, b | 0) === Math.imul(a, b)));
  });

  it("keeps every output a signed 32-bit integer and draws integers in range without bias", () => {
    const rng = createRng(99);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) {
      const v = nextInt32(rng);
      expect(v | 0).toBe(v);
      counts[randomInt(rng, 6)]++;
      const f = randomFloat(rng);
      expect(f >= 0 && f < 1).toBe(true);
    }
    // Each face within 5% of 10,000.
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it("shuffles into a permutation, reproducibly from the seed", () => {
    const a = shuffle(createRng("x"), Array.from({ length: 52 }, (_, i) => i));
    const b = shuffle(createRng("x"), Array.from({ length: 52 }, (_, i) => i));
    expect(a).toEqual(b);
    expect(a.slice().sort((x, y) => x - y)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(a).not.toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(shuffle(rngFromWords(1, 2, 3, 4), a.slice())).not.toEqual(a);
  });
});

describe("portable JSON", () => {
  it("reads what JSON.parse reads", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v);
        const r = parseJson(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a \"__proto__\" key as a key, as JSON.parse does (fast-check found it)", () => {
    const text = '[{"__proto__":0,"a":{"__proto__":[1]}}]';
    const r = parseJson(text);
    expect(r.ok && r.value).toEqual(JSON.parse(text));
  });

  it("refuses broken input with a position", () => {
    for (const bad of ["", "{", '{"a":}', "[1,]", '"abc', "tru", "1 2", '{"a" 1}', "[" .repeat(100) + "]".repeat(100)]) {
      const r = parseJson(bad);
      expect(r.ok, bad).toBe(false);
    }
  });

  it("writes ordered objects, escapes strings and prints integers plainly", () => {
    expect(writeJson(obj([["b", 1], ["a", [true, null, "x\"y\\z\n"]], ["n", -42], ["f", 1.5]]))).toBe(
      '{"b":1,"a":[true,null,"x\\"y\\\\z\\n"],"n":-42,"f":1.500}',
    );
    // Wall-clock milliseconds and other large integers print as integers, not as a crash.
    expect(writeJson([2147483648, -2147483648, 1764489600000, 9007199254740991])).toBe("[2147483648,-2147483648,1764489600000,9007199254740991]");
    expect(writeJson(NaN)).toBe("null");
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(true);
    expect(isJsonObject([1])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });
});
