/** The 3–4-player Gin Rummy screens (table parts, showdown rows, final result) are the same under LuaJIT as in Node. */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildLuaBundle } from "../../tools/lua-bundle";
import { multiScreenLines } from "./lua/gin-multi-screens";

const ROOT = resolve(import.meta.dirname, "../..");

describe("3–4-player Gin Rummy screens in LuaJIT", () => {
  it("write the same views and showdowns as in Node", () => {
    const bundle = buildLuaBundle("test/games/lua/gin-multi-entry.ts", "gin_multi_screens.lua", ROOT);
    const lua = execFileSync("luajit", [bundle], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const node = multiScreenLines();
    expect(node.filter((l) => l.indexOf("id='settlement'") >= 0).length).toBeGreaterThan(3);
    expect(node[node.length - 1]).toContain("wins the match");
    expect(lua.trimEnd().split("\n")).toEqual(node);
  });
});
