// `npm run check:bdsx -- --bdsx DIR`: type-checks the bdsx plugin (plugin/bdsx/src) against a real
// bdsx checkout instead of the declarations in plugin/bdsx/types, and reports the errors in the
// plugin's own files. DIR is a bdsx project folder (the one holding bdsx/event.ts), fetched by the
// operator; its npm dependencies are not needed (errors inside bdsx's files are only counted).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import { ROOT } from "./lib/setup.mjs";

const require = createRequire(import.meta.url);

function usage(message) {
  console.error(`check-bdsx: ${message}\nusage: npm run check:bdsx -- --bdsx DIR   (DIR: a bdsx checkout, e.g. a clone of github.com/bdsx/bdsx)`);
  process.exit(2);
}

/** The bdsx project folder: DIR itself, or its parent when DIR is the inner bdsx/ folder. */
function bdsxRoot(dir) {
  const abs = resolve(dir);
  const hasEvent = (d) => existsSync(join(d, "event.ts")) || existsSync(join(d, "event.d.ts"));
  if (hasEvent(join(abs, "bdsx"))) return abs;
  if (hasEvent(abs) && existsSync(join(abs, "bds"))) return resolve(abs, "..");
  return usage(`${dir} is not a bdsx checkout (no bdsx/event.ts in it)`);
}

/** What the checkout says it is: bdsx and BDS versions, and the git commit when it is a clone. */
function describeCheckout(root) {
  const read = (name) => {
    try {
      return JSON.parse(readFileSync(join(root, "bdsx", name), "utf8"));
    } catch {
      return "?";
    }
  };
  const git = spawnSync("git", ["-C", root, "rev-parse", "HEAD"], { encoding: "utf8" });
  const commit = git.status === 0 ? git.stdout.trim() : "unknown (not a git clone)";
  return `bdsx ${read("version-bdsx.json")}, BDS ${read("version-bds.json")}, commit ${commit}`;
}

export function checkBdsx(dir) {
  const ts = require("typescript");
  const root = bdsxRoot(dir);
  const pluginDir = join(ROOT, "plugin", "bdsx", "src");
  const files = readdirSync(pluginDir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(pluginDir, f));
  // The plugin's settings as bdsx compiles plugins (CommonJS, ES2017, decorators for bdsx's native
  // classes), with "bdsx/*" resolved to the checkout: plugin/bdsx/types is left out entirely.
  const options = {
    target: ts.ScriptTarget.ES2017,
    lib: ["lib.es2020.d.ts"],
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    ignoreDeprecations: "6.0",
    strict: true,
    noImplicitOverride: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    experimentalDecorators: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
    typeRoots: [join(ROOT, "node_modules", "@types")],
    paths: { "bdsx/*": [join(root, "bdsx", "*")] },
  };
  const program = ts.createProgram(files, options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const inPlugin = [];
  let elsewhere = 0;
  for (const d of diagnostics) {
    const file = d.file === undefined ? "" : resolve(d.file.fileName);
    if (file.startsWith(pluginDir + sep)) inPlugin.push(d);
    else elsewhere++;
  }
  const bdsxFiles = program.getSourceFiles().filter((f) => resolve(f.fileName).startsWith(join(root, "bdsx") + sep)).length;
  return { ts, root, inPlugin, elsewhere, bdsxFiles, pluginFiles: files.length, checkout: describeCheckout(root) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--bdsx");
  if (at < 0 || process.argv[at + 1] === undefined) usage("--bdsx DIR is required");
  const r = checkBdsx(process.argv[at + 1]);
  for (const d of r.inPlugin) {
    const at = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const where = `${relative(ROOT, d.file.fileName)}:${at.line + 1}:${at.character + 1}`;
    console.log(`${where} TS${d.code}: ${r.ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  }
  console.log(
    `check-bdsx: ${r.inPlugin.length} error(s) in the plugin's ${r.pluginFiles} files, against ${r.bdsxFiles} bdsx files from ${r.root} (${r.checkout})` +
      ` (${r.elsewhere} diagnostic(s) outside the plugin, e.g. in bdsx's own files, not counted)`,
  );
  process.exit(r.inPlugin.length === 0 ? 0 : 1);
}
