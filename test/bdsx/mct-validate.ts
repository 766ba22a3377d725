/**
 * Mojang's pack validator (`mct validate all --offline`, from @minecraft/creator-tools) run on
 * packs held in memory: they are written into a temporary project folder first.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Files } from "../../plugin/bedrock-common/packs";

export interface MctItem {
  type: string;
  message: string;
  path?: string;
}

/** `packs`: project-relative folder ("behavior_packs/game_tables") to its files. */
export function mctValidate(root: string, packs: [string, Files][]): { errors: number; items: MctItem[] } {
  const dir = mkdtempSync(join(tmpdir(), "gt-packs-"));
  for (const [prefix, files] of packs) {
    for (const [path, data] of files) {
      const p = join(dir, "project", prefix, path);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, data);
    }
  }
  return mctRun(root, ["-i", join(dir, "project")], dir);
}

/** Runs `mct validate all --offline` on `input` (["-i", folder] or ["--if", file]); `dir` takes its output. */
export function mctRun(root: string, input: string[], dir: string): { errors: number; items: MctItem[] } {
  // The report goes to a file: through a pipe, mct exits before a long report is flushed.
  const reportFile = join(dir, "report.json");
  const fd = openSync(reportFile, "w");
  const r = spawnSync("npx", ["mct", "validate", "all", "--offline", "--json", ...input, "-o", join(dir, "out")], {
    cwd: root,
    stdio: ["ignore", fd, "pipe"],
    encoding: "utf8",
    // mct prints nothing under NODE_ENV=test (which vitest sets).
    env: { ...process.env, NODE_ENV: "production", CI: "true" },
  });
  closeSync(fd);
  const text = readFileSync(reportFile, "utf8").trim();
  if (text === "") throw new Error(`mct gave no report (exit ${r.status}): ${r.stderr}`);
  const last = text.split("\n").pop() as string;
  const report = JSON.parse(last) as { errors: number; projects: { items: MctItem[] }[] };
  return { errors: report.errors, items: report.projects.flatMap((p) => p.items) };
}
