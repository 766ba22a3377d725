import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import setup from "../support/temp-root";

describe("the run's temporary folder (vitest's global setup)", () => {
  it("is where this worker's temporary folders go", () => {
    expect(basename(tmpdir())).toMatch(/^gt-test-run-/);
  });

  it("is removed with everything in it when the run ends", () => {
    const before = process.env.TMPDIR;
    const outer = tmpdir();
    try {
      const teardown = setup();
      const root = tmpdir();
      expect(dirname(root)).toBe(outer);
      mkdirSync(join(root, "a", "b"), { recursive: true });
      writeFileSync(join(root, "a", "b", "file"), "x");
      teardown();
      expect(existsSync(root)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
  });
});
