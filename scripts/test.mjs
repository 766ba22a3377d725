// `npm test`: installs what the tests need, builds, lints, type-checks, then runs every suite
// (vitest, then the suites in test-suites.mjs) and ends with one "N passed, N failed" line.
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ensureApt, ensureNodeModules, LUA_PACKAGES, must, ROOT, run } from "./lib/setup.mjs";
import { EXTRA_SUITES, SUITE_PACKAGES } from "./test-suites.mjs";

ensureNodeModules();
ensureApt([...LUA_PACKAGES, ...SUITE_PACKAGES]);
must("node", ["scripts/build.mjs"]);
must("npx", ["eslint", "--max-warnings", "0", "."]);
must("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);

let passed = 0;
let failed = 0;
mkdirSync(join(ROOT, "dist"), { recursive: true });
const report = join(ROOT, "dist", "vitest-report.json");
const vitestCode = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`]);
try {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (vitestCode !== 0 && r.numFailedTests === 0) failed += 1; // a suite that failed to load
} catch {
  failed += 1;
}

for (const suite of EXTRA_SUITES) {
  console.log(`\n== ${suite.name}`);
  const r = await suite.run();
  passed += r.passed;
  failed += r.failed;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
