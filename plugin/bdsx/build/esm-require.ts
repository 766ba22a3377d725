/**
 * For scripts bundled by esbuild as ESM (the benchmarks): gives the bundle a `require`, which the
 * CommonJS parts of prismarine-nbt need for Node built-ins. Import it before anything else.
 */
import { createRequire } from "node:module";

const g = globalThis as unknown as { require?: NodeJS.Require };
if (typeof g.require === "undefined") g.require = createRequire(import.meta.url);
