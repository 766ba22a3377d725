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
// A path climbing out of the checkout, or the machine's own shared data.
const OUTSIDE = ["../shared", "/work/", "../../../../"];

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
    }
    expect(hits).toEqual([]);
  });
});
