/**
 * Node and LuaJIT run the same TypeScript: the same records must give byte-identical output, and
 * the PRNG the same sequence.
 */
import { describe, expect, it } from "vitest";
import { replayLine } from "../../../src/games/gin-rummy/engine/record";
import { createRng, nextInt32 } from "../../../src/util/random";
import { parseJson } from "../../../src/util/json";
import { generateRecord } from "../../support/generate";
import { runLua } from "../../support/lua";
import { loadReferee, refereeToRecord } from "../../support/conformance";

describe("Node and LuaJIT agree", () => {
  it("on the PRNG sequence for number and string seeds", () => {
    for (const seed of ["0", "1", "-7", "2147483647", "table-42"]) {
      const n = Number(seed);
      const rng = createRng(Number.isNaN(n) ? seed : n);
      const node = Array.from({ length: 1000 }, () => String(nextInt32(rng))).join("\n") + "\n";
      expect(runLua(["rng", seed, "1000"], "")).toBe(node);
    }
  });

  it("on 3,000 generated records and the referee's 1,000, byte for byte", () => {
    const lines: string[] = [];
    for (let seed = 1; seed <= 3000; seed++) lines.push(JSON.stringify(generateRecord(seed)));
    for (const h of loadReferee()) lines.push(JSON.stringify(refereeToRecord(h)));
    // A few broken lines too: the error output must agree as well.
    lines.push("{", "[]", '{"dealer":2}', '{"rules":{"knockLimit":99}}', "null");
    // Big gin is rare in random play: one built by hand.
    lines.push(
      JSON.stringify({
        rules: { bigGin: true },
        dealer: 1,
        hands: ["AH 2H 3H 4H 7C 7D 7S KC KD KS".split(" "), "2C 3C 4C 9D 9H 9S QH QD JS 8D".split(" ")],
        upcard: "7H",
        stock: "5S 6S 8S 9S TS AC 5C 6C 8C 9C TC JC QC AD 2D 3D 4D 5D 6D 7D TD JD 5H 6H 8H TH JH KH AS 2S 3S".split(" "),
        actions: [{ seat: 0, do: "take" }, { seat: 0, do: "bigGin" }],
      }),
    );
    const node = lines.map((l) => replayLine(l, parseJson) + "\n").join("");
    const lua = runLua(["replay"], lines.join("\n") + "\n");
    expect(lua.length).toBeGreaterThan(0);
    const nodeLines = node.split("\n");
    const luaLines = lua.split("\n");
    for (let i = 0; i < nodeLines.length; i++) {
      if (nodeLines[i] !== luaLines[i]) expect({ line: i, lua: luaLines[i] }).toEqual({ line: i, lua: nodeLines[i] });
    }
    expect(lua).toBe(node);
    // The generated set covers every outcome and some errors.
    for (const outcome of ["knock", "gin", "undercut", "bigGin", "dead"]) expect(node).toContain(`"outcome":"${outcome}"`);
    expect(node).toContain('"error"');
  });
});
