import { describe, expect, it } from "vitest";
import { endLines, feedLines, lineSplitter } from "../../src/util/lines";

/** Splits `input` fed in chunks of `size`; too-long lines show as "<too long N>". */
function split(input: string, size: number, max?: number): string[] {
  const s = lineSplitter(max);
  const out: string[] = [];
  const sink = (line: string, tooLong: number): void => {
    out.push(tooLong > 0 ? `<too long ${tooLong}>` : line);
  };
  for (let i = 0; i < input.length; i += size) feedLines(s, input.substring(i, i + size), sink);
  endLines(s, sink);
  return out;
}

const BOM = "\u00ef\u00bb\u00bf"; // the three bytes, as latin1 characters

describe("the shared line splitter", () => {
  it("keeps a NUL byte inside its line, whatever the chunking", () => {
    for (const size of [1, 2, 3, 100]) expect(split('{"a":1}\u0000x\n{"b":2}\n', size)).toEqual(['{"a":1}\u0000x', '{"b":2}']);
  });

  it("drops a CR before the line end, and reads a last line without one", () => {
    expect(split("a\r\nb\r\n\nc", 2)).toEqual(["a", "b", "", "c"]);
    expect(split("a\rb\n", 10)).toEqual(["a\rb"]);
  });

  it("drops a byte-order mark only where the input starts, even split across chunks", () => {
    for (const size of [1, 2, 50]) expect(split(`${BOM}one\n${BOM}two\n`, size)).toEqual(["one", `${BOM}two`]);
  });

  it("reports a line over the bound once, skips its rest and goes on", () => {
    const long = "x".repeat(25);
    for (const size of [1, 7, 100]) {
      const out = split(`ok\n${long}\nnext\n${long}`, size, 10);
      expect(out[0]).toBe("ok");
      expect(out[1]).toMatch(/^<too long (1[1-9]|2[0-5])>$/);
      expect(out[2]).toBe("next");
      expect(out[3]).toMatch(/^<too long/);
      expect(out).toHaveLength(4);
    }
    expect(split("x".repeat(10) + "\n", 3, 10)).toEqual(["x".repeat(10)]);
  });
});
