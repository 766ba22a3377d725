/**
 * The repository stands alone: a clone anywhere must pass `npm test`, so no source, script or test
 * names a path outside the checkout (test data lives in test/fixtures).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const CODE = /\.(ts|mts|mjs|js|lua|sh)$/;
// The machine's own shared data.
const OUTSIDE = ["../shared", "/work/"];

/**
 * The longest run of "../" on the lines that import or resolve a path: more than the file's folder
 * depth climbs out of the checkout (test data naming other files' paths is left alone).
 */
function deepestClimb(text: string): number {
  let most = 0;
  for (const line of text.split("\n")) {
    if (!/\bfrom\s|\bimport\(|import\.meta|\brequire\(/.test(line)) continue;
    for (const m of line.matchAll(/(?:\.\.\/)+/g)) most = Math.max(most, m[0].length / 3);
  }
  return most;
}

describe("self-contained repository", () => {
  it("no tracked code reads outside the checkout", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => CODE.test(f) && f !== "test/content/self-contained.test.ts");
    expect(files.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const f of files) {
      const text = readFileSync(join(ROOT, f), "utf8");
      for (const bad of OUTSIDE) if (text.includes(bad)) hits.push(`${f}: ${bad}`);
      const depth = f.split("/").length - 1;
      if (deepestClimb(text) > depth) hits.push(`${f}: ${"../".repeat(deepestClimb(text))}`);
    }
    expect(hits).toEqual([]);
  });
});
