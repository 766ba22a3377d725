// One temporary folder for a whole run (vitest's, `npm run bench`'s): TMPDIR points at it, so every
// folder made through os.tmpdir() — by the run, its tools and the processes it starts after this —
// goes inside it. Returns the function that removes it with everything in it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @param {string} prefix @returns {() => void} */
export function useTempRoot(prefix) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
