/**
 * A typescript-to-lua plugin for the LuaJIT bundles (tsconfig.lua*.json, "luaPlugins"): leaves out
 * of a bundle every module no `require` reaches from its entry. tstl bundles every file of the
 * TypeScript program, and a type-only import (`import type { MessageKey }`, a game's
 * `declare module` merging its message keys) brings a file into the program though the Lua never
 * loads it: the catalogs of every host text rode along in the CLI's bundle that way (86 KB of 649).
 * CommonJS because tstl loads plugins with require.
 */
const path = require("node:path");

/** The files `code` requires, as tstl prints them before it resolves them (paths relative to `from`). */
function requiresOf(code, from) {
  const out = [];
  const marker = 'require("';
  for (let at = code.indexOf(marker); at >= 0; at = code.indexOf(marker, at + 1)) {
    const spec = code.slice(at + marker.length, code.indexOf('"', at + marker.length));
    if (spec.startsWith(".")) out.push(path.resolve(path.dirname(from), spec));
  }
  return out;
}

/** The program's file a resolved require names (a .ts file, or a folder's index.ts). */
function fileOf(byName, target) {
  for (const suffix of [".ts", ".tsx", "/index.ts", ""]) {
    const f = byName.get(target + suffix);
    if (f !== undefined) return f;
  }
  return undefined;
}

module.exports = {
  afterPrint(program, options, _emitHost, result) {
    if (options.luaBundle === undefined || options.luaBundleEntry === undefined) return;
    const byName = new Map(result.map((f) => [path.resolve(f.fileName), f]));
    const entry = byName.get(path.resolve(path.dirname(options.configFilePath ?? "."), options.luaBundleEntry)) ?? byName.get(path.resolve(options.luaBundleEntry));
    if (entry === undefined) return;
    const reached = new Set([entry]);
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop();
      for (const target of requiresOf(file.code, file.fileName)) {
        const f = fileOf(byName, target);
        if (f !== undefined && !reached.has(f)) {
          reached.add(f);
          queue.push(f);
        }
      }
    }
    for (let i = result.length - 1; i >= 0; i--) if (!reached.has(result[i])) result.splice(i, 1);
  },
};
