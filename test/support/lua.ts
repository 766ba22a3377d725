// Builds the Lua CLI once per test file into a private folder and runs it under LuaJIT.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
let built: string | undefined;

export function luaCli(): string {
  if (built === undefined) {
    const out = mkdtempSync(join(tmpdir(), "gt-lua-"));
    execFileSync("npx", ["tstl", "-p", "tsconfig.lua.json", "--outDir", out], { cwd: ROOT, stdio: "pipe" });
    built = join(out, "game_tables_cli.lua");
  }
  return built;
}

export function runLua(args: string[], input: string): string {
  return execFileSync("luajit", [luaCli(), ...args], { input, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}
