// `npm run bench`: runs every benchmark in scripts/bench/. Each prints one JSON line per figure:
// {"name","runtime","value","unit"}. TypeScript benchmarks are bundled with esbuild first, so Node
// runs plain ESM as a server would (no loader hooks in the timings). `npm run bench -- NAME` runs
// only the files whose name contains NAME.
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ensureApt, ensureNodeModules, LUA_PACKAGES, must, ROOT } from "./lib/setup.mjs";
import { useTempRoot } from "./lib/temp-root.mjs";

ensureNodeModules();
ensureApt(LUA_PACKAGES);
must("npx", ["tstl", "-p", "tsconfig.lua.json"]);
// The benchmarks' temporary folders (Lua bundles, journals, worlds) go under one folder, removed
// on the way out, failures included (must exits).
process.on("exit", useTempRoot("gt-bench-run-"));
const filter = process.argv[2];
const dir = join(ROOT, "scripts", "bench");
const out = join(ROOT, "dist", "bench");
mkdirSync(out, { recursive: true });
for (const file of readdirSync(dir).sort()) {
  if (filter !== undefined && !file.includes(filter)) continue;
  const path = join(dir, file);
  if (file.endsWith(".mjs")) must("node", [path]);
  else if (file.endsWith(".ts")) {
    const bundle = join(out, file.replace(/\.ts$/, ".mjs"));
    must("npx", ["esbuild", path, "--bundle", "--platform=node", "--format=esm", `--outfile=${bundle}`, "--log-level=warning"]);
    must("node", [bundle]);
  }
}
