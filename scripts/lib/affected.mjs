// Which test files a change reaches, for the fast tier (scripts/test-fast.mjs). A test file
// depends on what it imports, transitively, and on the repository paths it names in quotes: a
// LuaJIT entry it runs (`luaEntry("test/tables/lua/entry.ts")`, then everything that entry
// imports), a folder it scans ("src/tables"). `runLua(` runs tools/luajit/cli.ts.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";

const SOURCE = /\.(ts|mts|mjs|js)$/;
/** Holds every Lua entry's name (LUA_ENTRIES): read for imports only, or each test that loads it would depend on them all. */
const NO_NAMED_PATHS = new Set(["test/support/lua.ts"]);
/** A change to one of these can change any test's outcome: the fast tier then runs whole. */
export const EVERYTHING = ["vitest.config.ts", "package.json", "package-lock.json", "tsconfig.lua.json", "test/support/lua.ts", "test/support/tier.ts", "scripts/test-fast.mjs", "scripts/lib/affected.mjs"];

function git(root, args) {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).split("\n").filter((l) => l !== "");
}

/** Files changed since the merge base of HEAD and `base` (committed, staged, unstaged, untracked), or undefined when `base` is no ref. */
export function changedFiles(root, base) {
  let mb;
  try {
    mb = git(root, ["merge-base", "HEAD", base])[0];
  } catch {
    return undefined;
  }
  const files = new Set([...git(root, ["diff", "--name-only", mb]), ...git(root, ["ls-files", "--others", "--exclude-standard"])]);
  return [...files].sort();
}

function isFile(root, path) {
  return existsSync(join(root, path)) && statSync(join(root, path)).isFile();
}

function resolveImport(root, from, spec) {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  const bare = base.replace(/\.(js|mjs|ts)$/, "");
  for (const c of [base, bare + ".ts", bare + ".mts", bare + ".mjs", bare + ".js", bare + "/index.ts"]) if (isFile(root, c)) return c;
  return undefined;
}

/** What one file depends on directly: files, and folders (a trailing "/"). */
function depsOf(root, file, text) {
  const out = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolveImport(root, file, m[1]);
    if (target !== undefined) out.push(target);
  }
  if (!file.startsWith("test/") || NO_NAMED_PATHS.has(file)) return out;
  for (const m of text.matchAll(/["'`]((?:src|test|tools|plugin|scripts|bin|resources)\/[A-Za-z0-9_./-]*?)\/?["'`]/g)) {
    const path = m[1];
    if (isFile(root, path)) out.push(path);
    else if (existsSync(join(root, path))) out.push(path + "/");
  }
  if (text.includes("runLua(")) out.push("tools/luajit/cli.ts");
  return out;
}

/**
 * The test files among `tests` whose dependencies, followed transitively, reach a file in
 * `changed` (a changed test file reaches itself).
 */
export function affectedTests(root, tests, changed) {
  const changedSet = new Set(changed);
  const memo = new Map();
  const deps = (file) => {
    let d = memo.get(file);
    if (d === undefined) {
      d = SOURCE.test(file) && isFile(root, file) ? depsOf(root, file, readFileSync(join(root, file), "utf8")) : [];
      memo.set(file, d);
    }
    return d;
  };
  const hit = (dep) => (dep.endsWith("/") ? changed.some((c) => c.startsWith(dep)) : changedSet.has(dep));
  return tests.filter((test) => {
    const seen = new Set([test]);
    const queue = [test];
    while (queue.length > 0) {
      const file = queue.pop();
      if (changedSet.has(file)) return true;
      for (const dep of deps(file)) {
        if (hit(dep)) return true;
        if (!dep.endsWith("/") && !seen.has(dep)) {
          seen.add(dep);
          queue.push(dep);
        }
      }
    }
    return false;
  });
}

/** Every vitest file (vitest.config.ts: test/**\/*.test.ts). */
export function testFiles(root) {
  return git(root, ["ls-files", "--cached", "--others", "--exclude-standard", "test"]).filter((f) => f.endsWith(".test.ts") && isFile(root, f));
}
