/**
 * `game-tables replay FILE [--runtime node|lua]`: one result line per hand record (JSONL). FILE may
 * be "-" for stdin. The Lua runtime runs the same TypeScript compiled to Lua under LuaJIT and must
 * print the same bytes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { replayLine } from "../engine/record";
import { parseJson } from "../util/json";
import type { Command } from "./commands";

const ROOT = resolve(import.meta.dirname, "../..");
export const LUA_CLI = resolve(ROOT, "dist/lua/game_tables_cli.lua");

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the Lua CLI when it is missing or older than its sources. */
export function ensureLuaCli(): string {
  const stale = () => ["src", "tools/luajit"].some((d) => newestSource(resolve(ROOT, d)) > statSync(LUA_CLI).mtimeMs);
  if (!existsSync(LUA_CLI) || stale()) {
    const r = spawnSync("npx", ["tstl", "-p", "tsconfig.lua.json"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) throw new Error("could not build the Lua CLI (npx tstl -p tsconfig.lua.json)");
  }
  return LUA_CLI;
}

function parseArgs(args: string[]): { file: string; runtime: "node" | "lua" } | string {
  let file: string | undefined;
  let runtime: "node" | "lua" = "node";
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--runtime") {
      const v = args[++i];
      if (v !== "node" && v !== "lua") return "--runtime takes node or lua";
      runtime = v;
    } else if (a.startsWith("--")) return `unknown option ${a}`;
    else if (file === undefined) file = a;
    else return "replay takes one file";
  }
  if (file === undefined) return "usage: game-tables replay FILE [--runtime node|lua]";
  return { file, runtime };
}

export const replayCommand: Command = {
  name: "replay",
  summary: "replay JSONL hand records and print each hand's result (--runtime lua for LuaJIT)",
  async run(args) {
    const opts = parseArgs(args);
    if (typeof opts === "string") {
      console.error(opts);
      return 2;
    }
    let input: string;
    try {
      input = readFileSync(opts.file === "-" ? 0 : opts.file, "utf8");
    } catch (e) {
      console.error(`cannot read ${opts.file}: ${(e as Error).message}`);
      return 2;
    }
    if (opts.runtime === "lua") {
      const r = spawnSync("luajit", [ensureLuaCli(), "replay"], { input, encoding: "utf8", maxBuffer: 1 << 30 });
      if (r.error) {
        console.error(`cannot run luajit: ${r.error.message}`);
        return 2;
      }
      process.stdout.write(r.stdout);
      if (r.stderr) process.stderr.write(r.stderr);
      return r.status ?? 1;
    }
    const out: string[] = [];
    for (const line of input.split("\n")) {
      const l = line.endsWith("\r") ? line.slice(0, -1) : line;
      if (l !== "") out.push(replayLine(l, parseJson) + "\n");
    }
    process.stdout.write(out.join(""));
    return 0;
  },
};
