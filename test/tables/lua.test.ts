/**
 * The table service under LuaJIT (what the Luanti mod runs): the scenario of scenario.ts, compiled
 * by typescript-to-lua, must write exactly what it writes in Node: storage, snapshot and HMAC,
 * screens and inventories; then window-scenario.ts, reaction windows at a Here to Slay table.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { luaEntry } from "../support/lua";
import { scenarioLines } from "./scenario";
import { windowLines } from "./window-scenario";

describe("the table service in LuaJIT", () => {
  it("writes the same storage, snapshot and screens as in Node", () => {
    const lua = execFileSync("luajit", [luaEntry("test/tables/lua/entry.ts")], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const node = scenarioLines(7);
    expect(node.some((l) => l.startsWith("snapshot GT1."))).toBe(true);
    expect(node).toContain("resumed yes");
    // Then a Here to Slay table's reaction windows, second by second.
    const windows = windowLines(7);
    expect(windows.some((l) => / asked \d,\d/.test(l))).toBe(true);
    expect(lua.trimEnd().split("\n")).toEqual(node.concat(windows));
  });
});
