/**
 * Writes the generated locale files: dist/locale/luanti/*.tr (the Luanti mod's locale/ folder)
 * and dist/locale/bedrock/texts/* (the resource pack's texts/ folder).
 * Usage: npx tsx tools/i18n/write-locales.ts [outDir]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { bedrockLangFiles } from "../../src/i18n/bedrock";
import { luantiConflicts, luantiTrFiles, type LocaleFile } from "../../src/i18n/luanti";

export function writeLocaleFiles(dir: string, files: LocaleFile[]): void {
  for (const f of files) {
    const path = join(dir, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.text);
  }
}

export function writeLocales(outDir: string): void {
  const conflicts = luantiConflicts();
  if (conflicts.length > 0) throw new Error("one English text, two translations: " + conflicts.join("; "));
  writeLocaleFiles(join(outDir, "luanti"), luantiTrFiles());
  writeLocaleFiles(join(outDir, "bedrock"), bedrockLangFiles());
}

if (process.argv[1] !== undefined && process.argv[1].endsWith("write-locales.ts")) {
  const out = process.argv[2] ?? "dist/locale";
  writeLocales(out);
  console.log(`locales written to ${out}`);
}
