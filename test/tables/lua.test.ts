/**
 * The table service under LuaJIT (what the Luanti mod runs): the scenario of scenario.ts, compiled
 * by typescript-to-lua, must write exactly what it writes in Node: storage, snapshot and HMAC,
 * screens and inventories.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scenarioLines } from "./scenario";

const ROOT = resolve(import.meta.dirname, "../..");

function buildLua(): string {
  const out = mkdtempSync(join(tmpdir(), "gt-tables-lua-"));
  const config = join(out, "tsconfig.json");
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(ROOT, "tsconfig.lua.json"),
      compilerOptions: {
        outDir: out,
        rootDir: ROOT,
        types: [join(ROOT, "node_modules/lua-types/jit"), join(ROOT, "node_modules/@typescript-to-lua/language-extensions")],
      },
      tstl: { luaTarget: "JIT", luaLibImport: "require-minimal", noImplicitSelf: true, luaBundle: "tables_scenario.lua", luaBundleEntry: join(ROOT, "test/tables/lua/entry.ts") },
      include: [join(ROOT, "test/tables/lua/entry.ts")],
    }),
  );
  execFileSync("npx", ["tstl", "-p", config], { cwd: ROOT, stdio: "pipe" });
  return join(out, "tables_scenario.lua");
}

describe("the table service in LuaJIT", () => {
  it("writes the same storage, snapshot and screens as in Node", () => {
    const lua = execFileSync("luajit", [buildLua()], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const node = scenarioLines(7);
    expect(node.some((l) => l.startsWith("snapshot GT1."))).toBe(true);
    expect(node).toContain("resumed yes");
    expect(lua.trimEnd().split("\n")).toEqual(node);
  });
});
