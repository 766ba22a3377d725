/**
 * `npm run check:bdsx`: the plugin type-checked against a bdsx tree instead of
 * plugin/bdsx/types. Here the tree is made from those very declarations (one file per declared
 * bdsx module, in a temporary folder), so the check must find no error; with one method taken out
 * of bdsx, it must name the plugin file that uses it.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain .mjs script without declarations
import { checkBdsx } from "../../scripts/check-bdsx.mjs";

const ROOT = join(__dirname, "../..");

type Check = { inPlugin: { file?: { fileName: string }; messageText: unknown }[]; bdsxFiles: number };

/** A bdsx tree from plugin/bdsx/types/bdsx.d.ts, with `edit` applied to each module's text. */
function treeFromDeclarations(edit: (module: string, text: string) => string): string {
  const path = join(ROOT, "plugin/bdsx/types/bdsx.d.ts");
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const modules = new Map<string, string>();
  for (const st of source.statements) {
    if (!ts.isModuleDeclaration(st) || st.body === undefined || !ts.isModuleBlock(st.body)) continue;
    const body = st.body.statements.map((x) => x.getText(source)).join("\n");
    modules.set(st.name.text, (modules.get(st.name.text) ?? "") + body + "\n");
  }
  const dir = mkdtempSync(join(tmpdir(), "gt-bdsx-tree-"));
  for (const [name, text] of modules) {
    const file = join(dir, name + ".d.ts");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, edit(name, text));
  }
  return dir;
}

describe("npm run check:bdsx", () => {
  it("finds no error against a bdsx that has what the declarations say, and names the plugin file when bdsx lacks a method", () => {
    const same = checkBdsx(treeFromDeclarations((_m, t) => t)) as Check;
    expect(same.inPlugin.map((d) => ts.flattenDiagnosticMessageText(d.messageText as string, "\n"))).toEqual([]);
    expect(same.bdsxFiles).toBeGreaterThan(10);
    // The bdsx of the report: Actor without isRiding.
    const lacking = checkBdsx(treeFromDeclarations((m, t) => (m === "bdsx/bds/actor" ? t.split("\n").filter((l) => !l.includes("isRiding(")).join("\n") : t))) as Check;
    expect(lacking.inPlugin.length).toBeGreaterThan(0);
    expect(lacking.inPlugin.every((d) => (d.file?.fileName ?? "").includes("plugin/bdsx/src/"))).toBe(true);
    expect(lacking.inPlugin.some((d) => (d.file?.fileName ?? "").endsWith("plugin.ts") && /isRiding/.test(ts.flattenDiagnosticMessageText(d.messageText as string, "\n")))).toBe(true);
  });
});
