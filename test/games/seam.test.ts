/**
 * The game seam holds: nothing the table service or the screen model loads, directly or through
 * other modules, is a game's own code. They see games only through src/games/game.ts (types) and
 * the list a host hands them, so a new board needs no change in src/tables or src/screen.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "../support/imports";

const ROOT = resolve(import.meta.dirname, "../..");
const SEAM = "src/games/game.ts";

function resolveSpec(from: string, spec: string): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  for (const candidate of [base + ".ts", base + "/index.ts", base]) if (existsSync(resolve(ROOT, candidate)) && candidate.endsWith(".ts")) return candidate;
  return undefined;
}

/** Every game file reached from `start`, with the chain of imports that reaches it. */
function gameFilesReached(start: string[]): string[] {
  const seen = new Set<string>();
  const via = new Map<string, string>();
  const queue = start.slice();
  const hits: string[] = [];
  for (const f of queue) seen.add(f);
  while (queue.length > 0) {
    const f = queue.shift() as string;
    for (const spec of importsOf(readFileSync(resolve(ROOT, f), "utf8"))) {
      const target = resolveSpec(f, spec);
      if (target === undefined || seen.has(target)) continue;
      seen.add(target);
      via.set(target, f);
      if (target.startsWith("src/games/") && target !== SEAM) {
        const chain = [target];
        for (let at = f; at !== undefined; at = via.get(at) as string) chain.unshift(at);
        hits.push(chain.join(" -> "));
        continue;
      }
      queue.push(target);
    }
  }
  return hits;
}

describe("the game seam", () => {
  it("src/tables and src/screen load no game, directly or through other modules", () => {
    const files = execFileSync("git", ["ls-files", "src/tables", "src/screen"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(20);
    expect(gameFilesReached(files)).toEqual([]);
  });

  it("the check sees a game import, also a type-only one", () => {
    expect(importsOf('import type { MatchState } from "../games/gin-rummy/engine/match";')).toEqual(["../games/gin-rummy/engine/match"]);
    expect(importsOf('export { ginRummy } from "../games/gin-rummy/game";\nimport { x } from "node:fs";')).toEqual(["../games/gin-rummy/game"]);
    expect(resolveSpec("src/tables/flow/play.ts", "../../games/gin-rummy/engine/match")).toBe("src/games/gin-rummy/engine/match.ts");
    expect(gameFilesReached(["src/games/registry.ts"]).length).toBeGreaterThan(0);
  });
});
