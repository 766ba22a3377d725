/**
 * `game-tables replay FILE [--runtime node|lua]`: one result line per hand record (JSONL). FILE may
 * be "-" for stdin. The Lua runtime runs the same TypeScript compiled to Lua under LuaJIT and must
 * print the same bytes.
 */
import { spawn, spawnSync } from "node:child_process";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { replayAnySink } from "../games/records";
import { parseJson } from "../util/json";
import { endLines, feedLines, lineSplitter } from "../util/lines";
import { readArgs } from "./args";
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

const USAGE = "usage: game-tables replay FILE [--runtime node|lua]";

export function parseReplayArgs(args: string[]): { file: string; runtime: "node" | "lua" } | string {
  const read = readArgs(args, { runtime: { type: "string" } }, 1);
  if (typeof read === "string") return read;
  const runtime = read.values.runtime ?? "node";
  if (runtime !== "node" && runtime !== "lua") return "--runtime takes node or lua";
  const [file] = read.positionals;
  if (file === undefined) return USAGE;
  return { file, runtime };
}

export const replayCommand: Command = {
  name: "replay",
  summary: "replay JSONL hand records and print each hand's result (--runtime lua for LuaJIT)",
  async run(args) {
    const opts = parseReplayArgs(args);
    if (typeof opts === "string") {
      console.error(opts === USAGE ? USAGE : `${opts}\n${USAGE}`);
      return 2;
    }
    const input: Readable = opts.file === "-" ? process.stdin : createReadStream(opts.file);
    if (opts.runtime === "lua") return replayInLua(input, opts.file);
    // Bytes as latin1 characters, as Lua sees them, so both runtimes print the same bytes.
    const lines = lineSplitter();
    let out: string[] = [];
    const sink = replayAnySink(parseJson, (line) => out.push(line, "\n"));
    const flush = (): void => {
      if (out.length > 0) process.stdout.write(Buffer.from(out.join(""), "latin1"));
      out = [];
    };
    try {
      for await (const chunk of input) {
        feedLines(lines, (chunk as Buffer).toString("latin1"), sink);
        flush();
      }
    } catch (e) {
      flush();
      console.error(`cannot read ${opts.file}: ${(e as Error).message}`);
      return 2;
    }
    endLines(lines, sink);
    flush();
    return 0;
  },
};

/** Pipes the input through the LuaJIT build of the same command. */
async function replayInLua(input: Readable, file: string): Promise<number> {
  let lua: string;
  try {
    lua = ensureLuaCli();
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const child = spawn("luajit", [lua, "replay"], { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<number>((resolveExit) => {
    child.on("error", (e) => {
      console.error(`cannot run luajit: ${e.message}`);
      resolveExit(2);
    });
    child.on("exit", (code) => resolveExit(code ?? 1));
  });
  let readError: Error | undefined;
  input.once("error", (e) => (readError = e));
  try {
    await pipeline(input, child.stdin);
  } catch {
    // Either the input failed (said here) or luajit stopped reading (its exit code tells).
    if (readError !== undefined) {
      if (child.exitCode === null) child.kill("SIGKILL");
      await done;
      console.error(`cannot read ${file}: ${readError.message}`);
      return 2;
    }
  }
  return done;
}
