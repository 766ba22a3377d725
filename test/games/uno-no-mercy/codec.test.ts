import { describe, expect, it } from "vitest";
import { decodeUno, encodeUno, UNO_FIELDS } from "../../../src/games/uno-no-mercy/codec";
import { applyUno, legalUno, newUnoMatch } from "../../../src/games/uno-no-mercy/engine/hand";
import { NO_MERCY_RULES } from "../../../src/games/uno-no-mercy/engine/rules";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { createRng } from "../../../src/util/random";

function played(moves: number): UnoState {
  let s = newUnoMatch(NO_MERCY_RULES, 4, createRng(9), 2);
  for (let i = 0; i < moves && s.phase !== "over"; i++) s = applyUno(s, legalUno(s, s.turn)[0]) as UnoState;
  return s;
}

describe("the Uno codec", () => {
  it("round-trips a running match, with a fixed field count and no dots inside fields", () => {
    const s = played(40);
    const text = encodeUno(s);
    expect(text.split(".").length).toBe(UNO_FIELDS);
    expect(decodeUno(text)).toEqual(s);
    expect(text.length).toBeLessThan(600);
  });

  it("rejects tampering with a clear reason", () => {
    const text = encodeUno(played(10));
    const f = text.split(".");
    const swap = (i: number, v: string): string => f.map((x, k) => (k === i ? v : x)).join(".");
    expect(decodeUno("")).toBe(`expected ${UNO_FIELDS} fields, found 1`);
    expect(decodeUno(swap(0, "u9"))).toBe("unknown version u9");
    expect(decodeUno(swap(7, "5"))).toBe("seats must be 2..4");
    expect(decodeUno(swap(12, "x"))).toBe("bad phase");
    // A card moved from a hand into the draw pile twice over: duplicated.
    const hands = f[24].split("~");
    expect(decodeUno(swap(25, f[25] + hands[0].substring(0, 2)))).toMatch(/appears twice/);
    // A card dropped: lost.
    expect(decodeUno(swap(25, f[25].substring(2)))).toBe("expected 168 cards, found 167");
    expect(decodeUno(swap(14, "3"))).toBe("pending draws disagree");
    expect(decodeUno(swap(10, "-"))).toBe("phase disagrees with turn or result");
    expect(decodeUno(swap(19, "1000"))).toBe("a knocked-out seat holds cards");
  });
});
