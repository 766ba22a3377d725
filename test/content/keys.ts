/**
 * How code refers to message keys, so unused keys can be found: a key appears in code only as a
 * whole quoted string literal ("lesson.knock.title"), never assembled from parts. Catalog files
 * (src/i18n files and games' i18n.ts holding `satisfies Catalog` data) define keys and are not
 * counted as uses.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

/** Folders scanned for key use; built output and generated files are skipped. */
const SCAN = ["src", "plugin"];
const SKIP_DIRS = ["node_modules", "dist", "game_tables", "locale", "textures"];
const CODE_EXT = [".ts", ".lua", ".mjs", ".js"];

export function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (SKIP_DIRS.indexOf(name) < 0) walk(path);
      } else if (CODE_EXT.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts")) {
        out.push(path);
      }
    }
  };
  for (const d of SCAN) walk(join(ROOT, d));
  return out.sort();
}

export function isCatalogFile(path: string, text: string): boolean {
  const rel = relative(ROOT, path);
  return (rel.startsWith("src/i18n/") || (rel.startsWith("src/games/") && rel.endsWith("/i18n.ts"))) && text.includes("satisfies Catalog");
}

/** Every quoted string literal in code files outside catalogs, with the files it appears in. */
export function usedLiterals(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, "utf8");
    if (isCatalogFile(file, text)) continue;
    for (const lit of stringLiterals(text)) {
      const files = used.get(lit) ?? [];
      files.push(relative(ROOT, file));
      used.set(lit, files);
    }
  }
  return used;
}

function stringLiterals(text: string): string[] {
  const out: string[] = [];
  const re = /"([a-z0-9_.]+)"|'([a-z0-9_.]+)'|`([a-z0-9_.]+)`/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}
