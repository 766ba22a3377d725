// `npm run fuzz -- --seed N --runs K`: runs the table service's fault-injection fuzz
// (test/tables/fuzz-cli.ts) under tsx; the exit code is the fuzz's.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const r = spawnSync(process.execPath, ["--import", "tsx", resolve(root, "test/tables/fuzz-cli.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: root,
});
process.exit(r.status ?? 1);
