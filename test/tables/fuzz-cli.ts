/**
 * `npm run fuzz -- --seed N --runs K [--ops M]`: the table service's fault-injection fuzz
 * (test/tables/fuzz.ts) from the command line. Prints `K runs, V violations` and exits 1 when
 * V > 0, listing each failing run's seed so it can be replayed with `--seed-exact`.
 */
import { fuzz, fuzzRun } from "./fuzz";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v)) {
    console.error(`${name} needs an integer`);
    process.exit(2);
  }
  return v;
}

const exact = process.argv.indexOf("--seed-exact");
if (exact >= 0) {
  const res = fuzzRun(arg("--seed-exact", 0), arg("--ops", 120));
  console.log(JSON.stringify(res, null, 1));
  process.exit(res.violations.length === 0 ? 0 : 1);
}
const seed = arg("--seed", 1);
const runs = arg("--runs", 1000);
const ops = arg("--ops", 120);
const started = performance.now();
const res = fuzz(seed, runs, ops);
const seconds = (performance.now() - started) / 1000;
for (const v of res.violations.slice(0, 10)) console.log(`seed ${v.seed}: ${v.problems.join("; ")}`);
console.error(`stats ${JSON.stringify(res.stats)} in ${seconds.toFixed(1)} s`);
console.log(`${runs} runs, ${res.violations.length} violations`);
process.exit(res.violations.length === 0 ? 0 : 1);
