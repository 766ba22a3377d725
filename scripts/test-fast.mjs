// `npm run test:fast [-- options] [-- vitest args]`: the fast tier, for a change to one module.
// vitest with GT_FAST=1 (vitest.config.ts leaves the slow files to `npm test`, runs the files on
// every core without reloading modules between them; the long property walks run a prefix,
// test/support/tier.ts), no build, lint or type-check. `npm test` stays the whole suite.
//
//   npm run test:fast                   the test files your branch's change reaches (since main, uncommitted too)
//   npm run test:fast -- --since REF    ... the change since the merge base with REF
//   npm run test:fast -- test/tables    those files or folders (any vitest arguments pass through)
//   npm run test:fast -- --all          every file of the fast tier
import { affectedTests, changedFiles, EVERYTHING, testFiles } from "./lib/affected.mjs";
import { ensureApt, ensureNodeModules, LUA_PACKAGES, ROOT, run } from "./lib/setup.mjs";

const args = process.argv.slice(2);
let base = "main";
let all = false;
const pass = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--all") all = true;
  else if (args[i] === "--since") {
    if (i + 1 >= args.length) fail("--since needs a git ref (a branch or a commit)");
    base = args[++i];
  } else pass.push(args[i]);
}

function fail(message) {
  console.error(`test:fast: ${message}`);
  process.exit(2);
}

// Paths or a name filter of one's own choose the files; otherwise the change does.
const chosen = pass.some((a) => !a.startsWith("-"));
let files = [];
if (!all && !chosen) {
  const changed = changedFiles(ROOT, base);
  if (changed === undefined) fail(`no git ref "${base}" to compare with: give one with --since REF, or run --all`);
  const wide = changed.filter((f) => EVERYTHING.includes(f));
  if (wide.length > 0) console.log(`test:fast: ${wide.join(", ")} changed: every file of the fast tier runs`);
  else {
    files = affectedTests(ROOT, testFiles(ROOT), changed);
    console.log(`test:fast: ${changed.length} file(s) changed since ${base}; ${files.length} test file(s) reach them`);
    if (files.length === 0) {
      console.log("test:fast: nothing to run (npm run test:fast -- --all runs the whole fast tier)");
      process.exit(0);
    }
  }
}

ensureNodeModules();
ensureApt(LUA_PACKAGES);
const t0 = Date.now();
const code = run("npx", ["vitest", "run", "--passWithNoTests", ...files, ...pass], { env: { ...process.env, GT_FAST: "1" } });
console.log(`test:fast: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(code);
