/**
 * Builds one typescript-to-lua bundle (LuaJIT target) for an entry file into a private temporary
 * folder, for tests and benchmarks that run TypeScript under luajit. Node-only (a build tool).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname ?? ".", "..");

/**
 * Returns the path of the bundle; `entry` is relative to the repository root, and so are the
 * declaration files in `declarations` (a host's globals, e.g. plugin/luanti/types).
 */
export function buildLuaBundle(entry: string, bundle: string, root = ROOT, declarations: string[] = []): string {
  const out = mkdtempSync(join(tmpdir(), "gt-lua-bundle-"));
  const config = join(out, "tsconfig.json");
  const entryPath = join(root, entry);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, "tsconfig.lua.json"),
      compilerOptions: {
        outDir: out,
        rootDir: root,
        types: [join(root, "node_modules/lua-types/jit"), join(root, "node_modules/@typescript-to-lua/language-extensions")],
        // A host module may import its settings file (plugin/luanti/settings.json).
        resolveJsonModule: true,
      },
      // The plugin by its full path: tstl would look for the base config's relative one beside this file.
      tstl: { luaTarget: "JIT", luaLibImport: "require-minimal", noImplicitSelf: true, luaBundle: bundle, luaBundleEntry: entryPath, luaPlugins: [{ name: join(root, "tools/lua-prune.cjs") }] },
      include: [entryPath, ...declarations.map((d) => join(root, d))],
    }),
  );
  execFileSync("npx", ["tstl", "-p", config], { cwd: root, stdio: "pipe" });
  return join(out, bundle);
}
