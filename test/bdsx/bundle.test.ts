/**
 * The built plugin runs on bdsx's ChakraCore: the bundle (dependencies included) must parse as
 * ES2017, must load without the built-ins ChakraCore lacks (BigInt and newer), and the code
 * prismarine-nbt compiles at load (protodef's generated readers/writers) must be ES2017 too.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "acorn";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { bundlePlugin, pluginPackageJson } from "../../plugin/bdsx/build/bedrock";

const ROOT = join(__dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "gt-bundle-"));
const out = join(dir, "index.js");
let code = "";

const es2017 = (src: string): void => {
  parse(src, { ecmaVersion: 2017, sourceType: "script" });
};

beforeAll(async () => {
  await bundlePlugin(build, ROOT, out);
  code = readFileSync(out, "utf8");
});

describe("bdsx plugin bundle", () => {
  it("the parser setting rejects what ChakraCore cannot run (the check can fail)", () => {
    expect(() => es2017("a?.b")).toThrow();
    expect(() => es2017("a ?? b")).toThrow();
    expect(() => es2017("const {x, ...rest} = o")).toThrow();
    expect(() => es2017("1n")).toThrow();
    expect(() => es2017("async function f() { for await (const x of y) {} }")).toThrow();
  });

  it("parses as ES2017, dependencies included (zod, prismarine-nbt, protodef)", () => {
    expect(code).toContain("prismarine-nbt");
    expect(code).toContain("ZodError");
    expect(() => es2017(code)).not.toThrow();
    expect(code).not.toMatch(/require\("(zod|prismarine-nbt|protodef)/);
  });

  it("loads with bdsx stubbed and without BigInt, Object.fromEntries, Array.prototype.flat/at and other newer built-ins", () => {
    const runner = join(dir, "load.cjs");
    writeFileSync(
      runner,
      `const Module = require("module");
const orig = Module._load;
// Every bdsx export is a bottomless stub (events, classes, enums), except the one path it reads at load.
const deep = () => new Proxy(function () {}, { get: (t, k) => (k === Symbol.toPrimitive ? () => 0 : k === "projectPath" ? ${JSON.stringify(dir)} : deep()), apply: () => deep(), construct: () => deep() });
Module._load = function (req) { if (req === "bdsx" || req.startsWith("bdsx/")) return deep(); return orig.apply(this, arguments); };
for (const [o, k] of [[globalThis, "BigInt"], [Object, "hasOwn"], [Object, "fromEntries"], [globalThis, "structuredClone"], [Array.prototype, "at"], [Array.prototype, "flat"], [Array.prototype, "flatMap"], [String.prototype, "replaceAll"], [Array.prototype, "findLast"]]) delete o[k];
require(${JSON.stringify(out)});
if (typeof Object.fromEntries !== "function" || Object.keys([]).length !== 0) throw new Error("shims missing or enumerable");
console.log("loaded");
`,
    );
    const r = spawnSync(process.execPath, [runner], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe("loaded");
  });

  it("the NBT readers and writers protodef generates at load time are ES2017", () => {
    const req = createRequire(join(ROOT, "package.json"));
    const { ProtoDefCompiler } = req("protodef").Compiler;
    const be = JSON.stringify(req("prismarine-nbt/nbt.json"));
    const le = be.replace(/([iuf][0-7]+)/g, "l$1");
    const c = new ProtoDefCompiler();
    c.addTypes(req("prismarine-nbt/compiler-compound"));
    c.addTypes(req("prismarine-nbt/compiler-tagname"));
    c.addTypes(req("prismarine-nbt/optional").compiler);
    c.addTypesToCompile(JSON.parse(le));
    for (const gen of [c.sizeOfCompiler, c.writeCompiler, c.readCompiler]) expect(() => es2017(gen.generate())).not.toThrow();
  });

  it("ships as the @bdsx/game-tables plugin package", () => {
    const pkg = JSON.parse(pluginPackageJson(ROOT)) as Record<string, unknown>;
    expect(pkg["name"]).toBe("@bdsx/game-tables");
    expect(pkg["bdsxPlugin"]).toBe(true);
    expect(pkg["main"]).toBe("index.js");
    expect(pkg["dependencies"]).toBeUndefined();
  });
});
