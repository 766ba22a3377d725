/**
 * An empty object and an empty list are the same table in Lua: every shape check on outside data
 * reads `{}` and `[]` the same in LuaJIT as in Node (test/tables/shapes/cases.ts), and the Luanti
 * mod accepts a server where the operator set no game_tables setting at all (issue 25: it said
 * "bad configuration: config: not an object, tables are disabled").
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { luaEntry } from "../support/lua";
import { shapeLines } from "./shapes/cases";

describe("empty tables in LuaJIT", () => {
  const lua = execFileSync("luajit", [luaEntry("test/tables/shapes/entry.ts")], { encoding: "utf8" })
    .trimEnd()
    .split("\n");

  it("the Luanti mod takes the defaults when the operator set nothing", () => {
    expect(lua[lua.length - 1]).toBe("luanti settings, none set => ok");
  });

  it("every shape check reads {} and [] as Node does", () => {
    const node = shapeLines();
    expect(node.find((l) => l.startsWith("config {} =>"))).toMatch(/^config \{\} => ok /);
    expect(node.find((l) => l.startsWith("config [1] =>"))).toBe("config [1] => refused config: not an object");
    expect(lua.slice(0, -1)).toEqual(node);
  });
});
