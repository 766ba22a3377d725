/**
 * vitest's global setup: every temporary folder the tests make (theirs, the tools' and the
 * processes they start, all through os.tmpdir()) goes under one folder for the run, removed when
 * the run ends — so a test never has to clean up after itself to leave /tmp as it found it.
 * Workers start after this runs and inherit TMPDIR.
 */
// @ts-expect-error a plain .mjs script without declarations
import { useTempRoot } from "../../scripts/lib/temp-root.mjs";

export default function setup(): () => void {
  return useTempRoot("gt-test-run-") as () => void;
}
