import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Left to the full suite (`npm test`) by the fast tier (`npm run test:fast`, GT_FAST=1): they
 * build and validate the Bedrock packages, bundle the plugins, run the bdsx check on a tree,
 * regenerate the art, rebuild the Lua CLI, or play through CLI and arena processes (each started
 * through tsx, a second or two of CPU apiece). CONTRIBUTING.md says what the tiers cost.
 */
const FULL_ONLY = [
  "test/bdsx/hand-pack.test.ts",
  "test/bdsx/check-bdsx.test.ts",
  "test/bdsx/packs.test.ts",
  "test/bdsx/bundle.test.ts",
  "test/bdsx/built-plugin.test.ts",
  "test/bedrock-script/packs.test.ts",
  "test/bedrock-script/built-script.test.ts",
  "test/content/art.test.ts",
  "test/engine/cli.test.ts",
  "test/engine/play-cli.test.ts",
  "test/engine/play-games-cli.test.ts",
  "test/games/gin-rummy/arena.test.ts",
  "test/bots/protocol-games.test.ts",
  "test/games/uno-no-mercy/arena.test.ts",
  "test/games/here-to-slay/registered.test.ts",
  "test/cli/options.test.ts",
];

const FAST = process.env.GT_FAST === "1";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: FAST ? [...configDefaults.exclude, ...FULL_ONLY] : configDefaults.exclude,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One temporary folder for the whole run, removed at its end (test/support/temp-root.ts).
    globalSetup: ["test/support/temp-root.ts"],
    // The fast tier: a worker per core (vitest's default leaves one core idle: one worker on two
    // cores), and a worker keeps the modules it loaded from one file to the next, where each file
    // would load the games and the table service again (about half a second of CPU a file). The
    // full suite keeps every file in a fresh module graph.
    ...(FAST ? { maxWorkers: availableParallelism(), isolate: false } : {}),
  },
});
