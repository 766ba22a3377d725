// `npm run test:fast [-- vitest args]`: the fast tier for a change to one module. vitest with
// GT_FAST=1 (vitest.config.ts leaves the slow files to `npm test`; the long property walks run a
// prefix, test/support/tier.ts), and no build, lint or type-check. `npm test` stays the whole suite.
import { ensureApt, ensureNodeModules, LUA_PACKAGES, run } from "./lib/setup.mjs";

ensureNodeModules();
ensureApt(LUA_PACKAGES);
const t0 = Date.now();
const code = run("npx", ["vitest", "run", ...process.argv.slice(2)], { env: { ...process.env, GT_FAST: "1" } });
console.log(`test:fast: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(code);
