// The Script API add-on: dist/game-tables-addon.mcaddon (and its packs unpacked in dist/bedrock-addon/).
// The work is in plugin/bedrock-script/build/addon.ts (TypeScript, run by tsx).
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./lib/setup.mjs";

export async function buildAddon() {
  const mod = await tsImport("../plugin/bedrock-script/build/addon.ts", import.meta.url);
  const warnings = await mod.buildAddon(build, ROOT);
  for (const w of warnings) console.warn(`build-addon: ${w}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAddon();
