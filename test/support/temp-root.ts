/**
 * vitest's global setup: every temporary folder the tests make (theirs, the tools' and the
 * processes they start, all through os.tmpdir()) goes under one folder for the run, removed when
 * the run ends — so a test never has to clean up after itself to leave /tmp as it found it.
 * Workers start after this runs and inherit TMPDIR.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "gt-test-run-"));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
