/** Which test files `npm run test:fast` runs for a change (scripts/lib/affected.mjs). */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain .mjs script without declarations
import { affectedTests, changedFiles, testFiles } from "../../scripts/lib/affected.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const TESTS = testFiles(ROOT);

describe("the test files a change reaches", () => {
  it("follows imports, the Lua entries a test runs and the folders it names", () => {
    const got = affectedTests(ROOT, TESTS, ["src/tables/items/escrow.ts"]);
    // Imports: stakes.test → fake-host → service → ... → escrow.
    expect(got).toContain("test/tables/stakes.test.ts");
    // A Lua entry named in quotes: luaEntry("test/tables/lua/entry.ts") imports the service.
    expect(got).toContain("test/tables/lua.test.ts");
    // A folder named in quotes: the seam test scans "src/tables".
    expect(got).toContain("test/games/seam.test.ts");
    expect(got).not.toContain("test/games/uno-no-mercy/fuzz.test.ts");
    expect(got).not.toContain("test/util/lines.test.ts");
  });

  it("runs a changed test file itself, the LuaJIT CLI's tests for it, and nothing for a doc", () => {
    const keys = affectedTests(ROOT, TESTS, ["test/tables/keys.test.ts"]);
    expect(keys).toContain("test/tables/keys.test.ts");
    expect(keys).not.toContain("test/tables/stakes.test.ts");
    expect(affectedTests(ROOT, TESTS, ["tools/luajit/cli.ts"])).toContain("test/engine/records-v2.test.ts");
    expect(affectedTests(ROOT, TESTS, ["docs/tables.md"])).toEqual([]);
  });

  it("takes the change since the merge base: committed, uncommitted and new files; undefined for an unknown ref", () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-affected-"));
    const git = (...args: string[]): void => {
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, stdio: "pipe" });
    };
    git("init", "-q", "-b", "main");
    writeFileSync(join(dir, "a.ts"), "a\n");
    writeFileSync(join(dir, "b.ts"), "b\n");
    git("add", ".");
    git("commit", "-q", "-m", "one");
    git("checkout", "-q", "-b", "work");
    writeFileSync(join(dir, "a.ts"), "a2\n");
    git("commit", "-q", "-am", "two");
    writeFileSync(join(dir, "b.ts"), "b2\n");
    writeFileSync(join(dir, "c.ts"), "c\n");
    expect(changedFiles(dir, "main")).toEqual(["a.ts", "b.ts", "c.ts"]);
    expect(changedFiles(dir, "HEAD")).toEqual(["b.ts", "c.ts"]);
    expect(changedFiles(dir, "nosuchref")).toBeUndefined();
  });
});
