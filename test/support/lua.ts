/**
 * The one LuaJIT build every test shares. All the Lua entries below are compiled by a single
 * typescript-to-lua run (one type-check of the program instead of one per test file) into
 * dist/lua-test/<hash>/, one Lua file per module; <hash> covers every file the entries reach, so a
 * run with unchanged sources builds nothing, and after a change the first test file that needs Lua
 * builds it for all (the others, in other vitest workers, wait for it). `luaEntry` gives a script
 * that runs one entry under luajit with its arguments, as a bundle of that entry would.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { importsOf } from "./imports";

const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, "dist", "lua-test");

/** Every TypeScript file run under LuaJIT by a test (an entry not listed here is refused). */
export const LUA_ENTRIES = [
  "tools/luajit/cli.ts",
  "tools/luajit/bots.ts",
  "tools/luajit/games.ts",
  "test/tables/lua/entry.ts",
  "test/tables/shapes/entry.ts",
  "test/games/gin-rummy/lua/multi-screens-entry.ts",
  "test/games/here-to-slay/lua/entry.ts",
  "test/games/here-to-slay/lua/records-entry.ts",
  "test/content/lua/main.ts",
  "test/luanti/render/entry.ts",
  "test/luanti/render/gin-entry.ts",
  "test/luanti/render/uno-entry.ts",
  "test/luanti/render/hts-entry.ts",
  "test/luanti/storage/entry.ts",
];
/** Host globals some entries use (the Luanti API). */
const DECLARATIONS = ["plugin/luanti/types/luanti.d.ts"];
/** The compiler settings of the Lua builds (LuaJIT target, lualib as one module). */
const BASE_CONFIG = "tsconfig.lua.json";

function resolveImport(from: string, spec: string): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  for (const candidate of [base + ".ts", base + "/index.ts", base + ".d.ts", base]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return undefined;
}

/** A digest of every file the entries reach, the declarations, the settings, the compiler's version and this recipe. */
function sourceHash(): string {
  const hash = createHash("sha256");
  const seen = new Set<string>();
  // This file too: it writes the launchers.
  const queue = [...LUA_ENTRIES, ...DECLARATIONS, BASE_CONFIG, "node_modules/typescript-to-lua/package.json", "test/support/lua.ts"];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), "utf8");
    hash.update(`${file}\n${text.length}\n${text}`);
    if (!file.endsWith(".ts")) continue;
    for (const spec of importsOf(text)) {
      const target = resolveImport(file, spec);
      if (target !== undefined) queue.push(target);
    }
  }
  return hash.digest("hex").substring(0, 16);
}

/** Blocks the calling thread (a test worker waiting for another worker's build). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Compiles every entry into `out`, with launchers that will run from `final` (where `out` is moved). */
function compile(out: string, final: string): void {
  mkdirSync(out, { recursive: true });
  const base = JSON.parse(readFileSync(join(ROOT, BASE_CONFIG), "utf8")) as { compilerOptions: Record<string, unknown> };
  const config = join(out, "tsconfig.json");
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        ...base.compilerOptions,
        outDir: out,
        rootDir: ROOT,
        types: [join(ROOT, "node_modules/lua-types/jit"), join(ROOT, "node_modules/@typescript-to-lua/language-extensions")],
        // A host module may import its settings file (plugin/luanti/settings.json).
        resolveJsonModule: true,
      },
      tstl: { luaTarget: "JIT", luaLibImport: "require-minimal", noImplicitSelf: true },
      include: [...LUA_ENTRIES, ...DECLARATIONS].map((f) => join(ROOT, f)),
    }),
  );
  try {
    execFileSync("npx", ["tstl", "-p", config], { cwd: ROOT, stdio: "pipe" });
  } catch (e) {
    const failed = e as { stdout?: Buffer; stderr?: Buffer };
    // tstl's own output is the cause worth reading (and this tsconfig's lib has no ErrorOptions)
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`the shared Lua build failed:\n${String(failed.stdout ?? "")}${String(failed.stderr ?? "")}`);
  }
  mkdirSync(join(out, "run"));
  for (const entry of LUA_ENTRIES) {
    const module = join(final, entry.replace(/\.ts$/, ".lua"));
    // Modules are found by their path from the root (`require("src.util.json")`).
    writeFileSync(launcher(out, entry), `package.path = ${JSON.stringify(final + "/?.lua;")} .. package.path\nreturn dofile(${JSON.stringify(module)})\n`);
  }
  writeFileSync(join(out, "done"), "");
}

function launcher(dir: string, entry: string): string {
  return join(dir, "run", entry.replace(/\.ts$/, "").split("/").join("_") + ".lua");
}

/**
 * The shared build for the current sources, building it unless this or another process already
 * did (a lock folder says a build is under way; one left by a killed build is taken over after ten minutes).
 */
function sharedBuild(): string {
  const hash = sourceHash();
  const dir = join(CACHE, hash);
  const lock = `${dir}.lock`;
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    if (existsSync(join(dir, "done"))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 600_000) rmSync(lock, { recursive: true, force: true });
      sleep(200);
      continue;
    }
    try {
      if (existsSync(join(dir, "done"))) return dir;
      const tmp = `${dir}.tmp${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      compile(tmp, dir);
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
      // Builds of older sources go, once they are an hour old (another run may still be using one).
      for (const name of readdirSync(CACHE)) {
        const path = join(CACHE, name);
        if (!name.startsWith(hash) && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
      }
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

// Built (or waited for) when a test file loads this module, so the time is no test's: under load a
// build another worker runs can take longer than a test's timeout.
const BUILT = sharedBuild();

/** A Lua script that runs `entry` (one of LUA_ENTRIES) under luajit, passing its arguments on. */
export function luaEntry(entry: string): string {
  if (LUA_ENTRIES.indexOf(entry) < 0) throw new Error(`${entry} is not in LUA_ENTRIES (test/support/lua.ts)`);
  return launcher(BUILT, entry);
}

/** Runs the Lua CLI (tools/luajit/cli.ts) with `args`, `input` on its standard input. */
export function runLua(args: string[], input: string): string {
  return execFileSync("luajit", [luaEntry("tools/luajit/cli.ts"), ...args], { input, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}
