/** The Gin Rummy screens (3–4 seats and the variant presets: table parts, showdown rows, final result) are the same under LuaJIT as in Node. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { luaEntry } from "../../support/lua";
import { multiScreenLines } from "./lua/multi-screens";


describe("3–4-player and variant Gin Rummy screens in LuaJIT", () => {
  it("write the same views and showdowns as in Node", () => {
    const lua = execFileSync("luajit", [luaEntry("test/games/gin-rummy/lua/multi-screens-entry.ts")], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const node = multiScreenLines();
    expect(node.filter((l) => l.indexOf("id='settlement'") >= 0).length).toBeGreaterThan(3);
    expect(node[node.length - 1]).toContain("wins the match");
    expect(node.some((l) => l.indexOf("Game 3, won by") >= 0)).toBe(true);
    expect(node.some((l) => l.indexOf("streak bonus included") >= 0)).toBe(true);
    expect(lua.trimEnd().split("\n")).toEqual(node);
  });
});
