/**
 * `npm run build` step for Bedrock: the bdsx plugin bundle (ES2017, dependencies included) and
 * both packs into dist/bedrock/, plus dist/game-tables.mcaddon.
 *
 *   dist/bedrock/plugin/game-tables/   the @bdsx/game-tables package (package.json, index.js)
 *   dist/bedrock/behavior_packs/game_tables/
 *   dist/bedrock/resource_packs/game_tables/
 *   dist/game-tables.mcaddon           both packs, one folder each
 *   dist/bedrock/behavior_packs/game_tables_hand/, dist/game-tables-empty-hand.mcpack
 *                                      the optional empty-hand pack (hand-pack.ts)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { build as EsbuildBuild } from "esbuild";
import { gatherContent } from "../../bedrock-common/content";
import { handPack } from "./hand-pack";
import { behaviorPack, resourcePack, type Files, type PackInputs } from "../../bedrock-common/packs";
import { writeZip, type ZipEntry } from "../../bedrock-common/zip";

export const PLUGIN_TARGET = "es2017";
export const BP_DIR = "dist/bedrock/behavior_packs/game_tables";
export const RP_DIR = "dist/bedrock/resource_packs/game_tables";
export const PLUGIN_DIR = "dist/bedrock/plugin/game-tables";
export const MCADDON = "dist/game-tables.mcaddon";
export const HAND_DIR = "dist/bedrock/behavior_packs/game_tables_hand";
export const HAND_MCPACK = "dist/game-tables-empty-hand.mcpack";

/** The mcaddon's entries: each pack in its own folder, paths sorted. */
export function mcaddonEntries(bp: Files, rp: Files): ZipEntry[] {
  const out: ZipEntry[] = [];
  for (const [prefix, files] of [["game_tables_behavior", bp], ["game_tables_resources", rp]] as const) {
    for (const path of [...files.keys()].sort()) out.push({ path: `${prefix}/${path}`, data: files.get(path) as Buffer });
  }
  return out;
}

function writeTree(root: string, dir: string, files: Files): void {
  rmSync(join(root, dir), { recursive: true, force: true });
  for (const [path, data] of files) {
    const p = join(root, dir, path);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, data);
  }
}

/** esbuild's build(), passed in: loading esbuild through tsx's loader breaks its binary path. */
export type Bundler = typeof EsbuildBuild;

export async function bundlePlugin(build: Bundler, root: string, outFile: string): Promise<void> {
  await build({
    entryPoints: [join(root, "plugin/bdsx/src/index.ts")],
    outfile: outFile,
    bundle: true,
    platform: "node",
    format: "cjs",
    // bdsx runs plugins on ChakraCore (node-chakracore): no syntax newer than ES2017 may reach it.
    target: PLUGIN_TARGET,
    external: ["bdsx", "bdsx/*"],
    logLevel: "warning",
    legalComments: "none",
    // index.js.map beside it: bdsx maps plugin stack traces back to the TypeScript sources.
    sourcemap: true,
    charset: "utf8",
  });
}

/** The empty-hand pack's script: an ES module for the game's script engine. */
export async function bundleHandScript(build: Bundler, root: string): Promise<Buffer> {
  const r = await build({
    entryPoints: [join(root, "plugin/bdsx/hand/main.ts")],
    bundle: true,
    write: false,
    format: "esm",
    target: "es2020",
    external: ["@minecraft/server"],
    logLevel: "warning",
    legalComments: "none",
    charset: "utf8",
  });
  return Buffer.from(r.outputFiles[0].contents);
}

export function pluginPackageJson(root: string): string {
  const src = JSON.parse(readFileSync(join(root, "plugin/bdsx/package.json"), "utf8")) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ["name", "version", "description", "license", "keywords", "bdsxPlugin"]) {
    if (src[key] !== undefined) out[key] = src[key];
  }
  out["main"] = "index.js";
  return JSON.stringify(out, null, 2) + "\n";
}

export function buildPackFiles(inputs: PackInputs): { bp: Files; rp: Files } {
  return { bp: behaviorPack(inputs), rp: resourcePack(inputs) };
}

export async function buildBedrock(build: Bundler, root: string): Promise<string[]> {
  const { inputs, warnings } = gatherContent(root);
  const { bp, rp } = buildPackFiles(inputs);
  writeTree(root, BP_DIR, bp);
  writeTree(root, RP_DIR, rp);
  writeFileSync(join(root, MCADDON), writeZip(mcaddonEntries(bp, rp)));
  const hand = handPack(bp, inputs.version, await bundleHandScript(build, root));
  writeTree(root, HAND_DIR, hand);
  writeFileSync(join(root, HAND_MCPACK), writeZip([...hand.keys()].sort().map((path) => ({ path, data: hand.get(path) as Buffer }))));
  rmSync(join(root, PLUGIN_DIR), { recursive: true, force: true });
  mkdirSync(join(root, PLUGIN_DIR), { recursive: true });
  await bundlePlugin(build, root, join(root, PLUGIN_DIR, "index.js"));
  writeFileSync(join(root, PLUGIN_DIR, "package.json"), pluginPackageJson(root));
  return warnings;
}
