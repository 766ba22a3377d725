// Bedrock artifacts: the bdsx plugin bundle (ES2017) and both packs into dist/bedrock/, plus
// dist/game-tables.mcaddon. The work is in plugin/bdsx/build/bedrock.ts (TypeScript, run by tsx).
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./lib/setup.mjs";

export async function buildBedrock() {
  const mod = await tsImport("../plugin/bdsx/build/bedrock.ts", import.meta.url);
  const warnings = await mod.buildBedrock(build, ROOT);
  for (const w of warnings) console.warn(`build-bedrock: ${w}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildBedrock();
