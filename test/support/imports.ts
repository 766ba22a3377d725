/** How the import tests (test/games/seam.test.ts, one-folder.test.ts) read a file's imports. */

/** The relative module specifiers a TypeScript file imports or re-exports (type-only ones too). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/\bfrom\s*"|\bimport\s*\(?\s*"/).slice(1)) {
    const spec = part.substring(0, part.indexOf('"'));
    if (spec.startsWith(".")) out.push(spec);
  }
  return out;
}
