/** `game-tables play` reads its input through the shared bounded line reader and stops cleanly at its end. */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const BIN = resolve(import.meta.dirname, "../../bin/game-tables.mjs");

describe("game-tables play on bad input", () => {
  it("ignores a line over 1 MiB with a clear message, then stops when the input ends", () => {
    const input = "x".repeat(2 * 1024 * 1024) + "\nnonsense\n";
    const r = spawnSync("node", [BIN, "play", "--level", "easy", "--seed", "5"], { input, encoding: "utf8" });
    expect(r.stdout).toContain("That line is longer than 1048576 bytes (1 MiB); it was ignored.");
    expect(r.stdout).toContain("The input ended; the game stops.");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
