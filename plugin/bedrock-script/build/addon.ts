/**
 * `npm run build` step for the Script API add-on: dist/game-tables-addon.mcaddon, one behaviour
 * pack (blocks with the add-on's custom components, the board item, the seat, the recipes and the
 * bundled script) and one resource pack.
 *
 * The furniture, recipes, art and texts are the shared Bedrock content (plugin/bedrock-common: the
 * packs the bdsx host ships); the add-on differs only where the Script API needs it: newer block
 * formats naming the custom components, its own pack identities and script module, and textures
 * in the folder layout Mojang's validator asks of add-ons (textures/game_tables/tables/...).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { build as EsbuildBuild } from "esbuild";
import { NAMESPACE } from "../../../src/content/items";
import { gatherContent } from "../../bedrock-common/content";
import { behaviorPack, packDescription, resourcePack, type Files, type PackInputs } from "../../bedrock-common/packs";
import { chairId, tableId, WOODS } from "../../bedrock-common/woods";
import { writeZip, type ZipEntry } from "../../bedrock-common/zip";
import { addonTexturePath } from "../src/textures";

export const MCADDON = "dist/game-tables-addon.mcaddon";
export const ADDON_DIR = "dist/bedrock-addon";
export const SCRIPT_ENTRY = "scripts/main.js";

/** The Script API modules the script imports, at the versions of the typings it is checked against. */
export const SCRIPT_MODULES = { "@minecraft/server": "2.10.0", "@minecraft/server-ui": "2.2.0" } as const;
/** Custom components with parameters and custom commands need 1.21.90 block and engine formats. */
export const MIN_ENGINE_VERSION: [number, number, number] = [1, 21, 90];
export const BLOCK_FORMAT = "1.21.90";

/** Name-based (RFC 4122 v5, URL namespace) and committed, so an update keeps the packs' identity; a test recomputes them. */
export const ADDON_UUIDS = {
  behaviorPack: "6f6aff6d-d5f7-5174-93ac-c9bd5ec5aaad",
  behaviorData: "ffae4ff1-f994-5bd1-81c4-0f73454e17c5",
  behaviorScript: "49570bd9-cc61-565b-a63b-56a9b701adf0",
  resourcePack: "1e064cd7-28bc-5053-9a1d-690eb70bce51",
  resourceModule: "68e67d84-71c7-5465-b026-efba44c3245f",
} as const;

/** The names ADDON_UUIDS are made from (uuidV5 of each). */
export const ADDON_UUID_NAMES: Record<keyof typeof ADDON_UUIDS, string> = {
  behaviorPack: "game-tables-addon:behavior-pack",
  behaviorData: "game-tables-addon:behavior-pack:data",
  behaviorScript: "game-tables-addon:behavior-pack:script",
  resourcePack: "game-tables-addon:resource-pack",
  resourceModule: "game-tables-addon:resource-pack:resources",
};

/** The custom component each furniture block names (registered by src/addon.ts). */
export const COMPONENTS = { table: `${NAMESPACE}:table`, chair: `${NAMESPACE}:chair` } as const;

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + "\n", "utf8");
}

function parse(files: Files, path: string): Record<string, unknown> {
  const b = files.get(path);
  if (b === undefined) throw new Error(`shared pack has no ${path}`);
  return JSON.parse(b.toString("utf8")) as Record<string, unknown>;
}

function manifest(kind: "behavior" | "resource", version: [number, number, number]): unknown {
  const behavior = kind === "behavior";
  const modules: unknown[] = [{ type: behavior ? "data" : "resources", uuid: behavior ? ADDON_UUIDS.behaviorData : ADDON_UUIDS.resourceModule, version }];
  const dependencies: unknown[] = [{ uuid: behavior ? ADDON_UUIDS.resourcePack : ADDON_UUIDS.behaviorPack, version }];
  if (behavior) {
    modules.push({ type: "script", language: "javascript", uuid: ADDON_UUIDS.behaviorScript, entry: SCRIPT_ENTRY, version });
    for (const [name, v] of Object.entries(SCRIPT_MODULES)) dependencies.push({ module_name: name, version: v });
  }
  return {
    format_version: 2,
    header: {
      name: behavior ? "Game Tables add-on (behavior)" : "Game Tables add-on (resources)",
      description: packDescription(" (Script API add-on)"),
      uuid: behavior ? ADDON_UUIDS.behaviorPack : ADDON_UUIDS.resourcePack,
      version,
      min_engine_version: MIN_ENGINE_VERSION,
      ...(behavior ? {} : { pack_scope: "world" }),
    },
    modules,
    dependencies,
  };
}

/** The shared block with the add-on's format and its custom component (interaction, empty hand included). */
function addonBlock(shared: Record<string, unknown>, component: string): unknown {
  const block = shared["minecraft:block"] as { components: Record<string, unknown> };
  return { ...shared, format_version: BLOCK_FORMAT, "minecraft:block": { ...block, components: { ...block.components, [component]: {} } } };
}

export function addonBehaviorPack(inputs: PackInputs, script: Buffer): Files {
  const shared = behaviorPack(inputs);
  const files: Files = new Map();
  for (const [path, data] of shared) {
    if (path === "manifest.json") continue;
    files.set(path, data);
  }
  files.set("manifest.json", json(manifest("behavior", inputs.version)));
  for (const wood of WOODS) {
    const tablePath = `blocks/small_game_table_${wood.id}.json`;
    const chairPath = `blocks/game_chair_${wood.id}.json`;
    if (((parse(shared, tablePath)["minecraft:block"] as { description: { identifier: string } }).description.identifier) !== tableId(wood.id)) throw new Error(`${tablePath}: unexpected block`);
    files.set(tablePath, json(addonBlock(parse(shared, tablePath), COMPONENTS.table)));
    if (((parse(shared, chairPath)["minecraft:block"] as { description: { identifier: string } }).description.identifier) !== chairId(wood.id)) throw new Error(`${chairPath}: unexpected block`);
    files.set(chairPath, json(addonBlock(parse(shared, chairPath), COMPONENTS.chair)));
  }
  files.set(SCRIPT_ENTRY, script);
  return files;
}

/** Replaces every shared texture path (without .png) in a JSON text by its add-on path. */
function retarget(text: string, textures: string[]): string {
  let out = text;
  for (const t of textures) {
    const from = `"${t.slice(0, -4)}"`;
    out = out.split(from).join(`"${addonTexturePath(t).slice(0, -4)}"`);
  }
  return out;
}

export function addonResourcePack(inputs: PackInputs): Files {
  const shared = resourcePack(inputs);
  const textures = [...shared.keys()].filter((p) => p.startsWith("textures/") && p.endsWith(".png"));
  const files: Files = new Map();
  for (const [path, data] of shared) {
    if (path === "manifest.json") continue;
    if (textures.indexOf(path) >= 0) files.set(addonTexturePath(path), data);
    else if (path.endsWith(".json")) files.set(path, Buffer.from(retarget(data.toString("utf8"), textures), "utf8"));
    else files.set(path, data);
  }
  files.set("manifest.json", json(manifest("resource", inputs.version)));
  return files;
}

/** The mcaddon's entries: each pack in its own folder, paths sorted. */
export function addonEntries(bp: Files, rp: Files): ZipEntry[] {
  const out: ZipEntry[] = [];
  for (const [prefix, files] of [["game_tables_addon_behavior", bp], ["game_tables_addon_resources", rp]] as const) {
    for (const path of [...files.keys()].sort()) out.push({ path: `${prefix}/${path}`, data: files.get(path) as Buffer });
  }
  return out;
}

export type Bundler = typeof EsbuildBuild;

/** The add-on's script as one ES module; the game provides @minecraft/server and -ui. */
export async function bundleScript(build: Bundler, root: string): Promise<Buffer> {
  const r = await build({
    entryPoints: [join(root, "plugin/bedrock-script/src/main.ts")],
    write: false,
    bundle: true,
    platform: "neutral",
    format: "esm",
    target: "es2022",
    external: Object.keys(SCRIPT_MODULES),
    logLevel: "warning",
    legalComments: "none",
    charset: "utf8",
  });
  return Buffer.from(r.outputFiles[0].contents);
}

export async function addonPacks(build: Bundler, root: string): Promise<{ bp: Files; rp: Files; warnings: string[] }> {
  const { inputs, warnings } = gatherContent(root);
  const script = await bundleScript(build, root);
  return { bp: addonBehaviorPack(inputs, script), rp: addonResourcePack(inputs), warnings };
}

export async function buildAddon(build: Bundler, root: string): Promise<string[]> {
  const { bp, rp, warnings } = await addonPacks(build, root);
  rmSync(join(root, ADDON_DIR), { recursive: true, force: true });
  for (const [dir, files] of [["behavior_packs/game_tables_addon", bp], ["resource_packs/game_tables_addon", rp]] as const) {
    for (const [path, data] of files) {
      const p = join(root, ADDON_DIR, dir, path);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, data);
    }
  }
  writeFileSync(join(root, MCADDON), writeZip(addonEntries(bp, rp)));
  return warnings;
}
