/**
 * A bad option on the command line: one line that says what is wrong, then the usage, no stack
 * trace, exit code 2 (each command through bin/game-tables.mjs; test/cli/args.test.ts checks the
 * messages in-process).
 */
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const BIN = resolve(import.meta.dirname, "../../bin/game-tables.mjs");

describe("bad options at the command line", () => {
  it("unknown flag, missing value, bad number: one clear line, the usage, no stack trace, exit 2", () => {
    const cases: [string[], string][] = [
      [["arena", "--bogus"], "unknown option --bogus"],
      [["play", "--seed"], "--seed needs a value"],
      [["bot", "serve", "--level", "hard", "--seed", "x"], "--seed must be an integer"],
      [["arena", "--matches", "x"], "--matches must be an integer"],
      [["replay", "--runtime"], "--runtime needs a value"],
    ];
    for (const [args, message] of cases) {
      const r = spawnSync("node", [BIN, ...args], { encoding: "utf8", input: "" });
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      const lines = r.stderr.split("\n");
      expect(lines[0]).toBe(message);
      expect(lines[1]).toMatch(/^usage: game-tables /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("a reader that closes the pipe early ends the command quietly (exit 0, no EPIPE stack trace)", () => {
    // The shell's `head -1` stops reading after the first line while play still writes.
    const r = spawnSync("sh", ["-c", `yes 1 | head -200 | node '${BIN}' play --seed 1 | head -1`], { encoding: "utf8", cwd: tmpdir() });
    expect(r.stdout.split("\n").filter((l) => l !== "")).toHaveLength(1);
    expect(r.stderr).not.toMatch(/EPIPE|\n\s+at /);
  }, 60_000);

  it("arena's worker processes start from any working directory (they load tsx by its path in the checkout)", () => {
    const r = spawnSync("node", [BIN, "arena", "--a", "normal", "--b", "easy", "--matches", "4", "--seed", "1", "--jobs", "2", "--json"], { encoding: "utf8", cwd: tmpdir() });
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { matches: number; winsA: number; winsB: number };
    expect(report.matches).toBe(4);
    expect(report.winsA + report.winsB).toBe(4);
  }, 120_000);
});
