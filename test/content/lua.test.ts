/** The content code compiles to Lua and prints exactly what Node prints (LuaJIT, like Luanti). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./keys";
import { contentDump } from "./lua/dump";
import { luaEntry } from "../support/lua";

describe("content in LuaJIT", () => {
  it("renders lessons, card names, recipes, .tr and .lang files byte for byte as in Node", () => {
    const recipes = readFileSync(join(ROOT, "recipes/recipes.json"), "utf8");
    const lua = execFileSync("luajit", [luaEntry("test/content/lua/main.ts")], { input: recipes, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const node = contentDump(recipes).join("\n") + "\n";
    const nodeLines = node.split("\n");
    const luaLines = lua.split("\n");
    for (let i = 0; i < nodeLines.length; i++) {
      if (nodeLines[i] !== luaLines[i]) expect({ line: i, lua: luaLines[i] }).toEqual({ line: i, lua: nodeLines[i] });
    }
    expect(lua).toBe(node);
    expect(node).toContain("Knock at 7");
    expect(node).toContain("Klopfen bei 10");
    expect(node).toContain("luanti recipe game_tables:gin_rummy_board x1 group:wood,default:paper,group:wood");
  });
});
