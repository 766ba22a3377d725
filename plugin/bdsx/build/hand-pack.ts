/**
 * The optional "empty hand" behaviour pack for bdsx servers whose world has the Beta APIs
 * experiment on: the table and chair blocks again (same paths, so they replace the main pack's
 * when this pack sits above it), each with the custom component of plugin/bdsx/hand, and that
 * script. Not part of the main .mcaddon: without the experiment its blocks would not load.
 */
import { USE_COMPONENT } from "../hand/use";
import type { Files } from "../../bedrock-common/packs";
import { MIN_ENGINE_VERSION } from "../../bedrock-common/packs";
import { PACK_UUIDS } from "../../bedrock-common/uuids";

/** The Script API module version BDS 1.21.3 (bdsx's) offers custom components in. */
export const HAND_SERVER_MODULE = { module_name: "@minecraft/server", version: "1.12.0-beta" };
export const HAND_SCRIPT = "scripts/main.js";

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + "\n", "utf8");
}

/** `base`: the main behaviour pack's files; `script`: the bundled plugin/bdsx/hand/main.ts. */
export function handPack(base: Files, version: [number, number, number], script: Buffer): Files {
  const files: Files = new Map();
  files.set(
    "manifest.json",
    json({
      format_version: 2,
      header: {
        name: "Game Tables: empty hand (Beta APIs)",
        description: "Use Game Tables and chairs with an empty hand on a bdsx server. Needs the world's Beta APIs experiment; place above Game Tables (behavior).",
        uuid: PACK_UUIDS.handPack,
        version,
        min_engine_version: MIN_ENGINE_VERSION,
      },
      modules: [
        { type: "data", uuid: PACK_UUIDS.handData, version },
        { type: "script", language: "javascript", entry: HAND_SCRIPT, uuid: PACK_UUIDS.handScript, version },
      ],
      dependencies: [{ uuid: PACK_UUIDS.behaviorPack, version }, HAND_SERVER_MODULE],
    }),
  );
  const icon = base.get("pack_icon.png");
  if (icon !== undefined) files.set("pack_icon.png", icon);
  for (const path of [...base.keys()].sort()) {
    if (!path.startsWith("blocks/")) continue;
    const block = JSON.parse((base.get(path) as Buffer).toString("utf8")) as { "minecraft:block": { components: Record<string, unknown> } };
    block["minecraft:block"].components["minecraft:custom_components"] = [USE_COMPONENT];
    files.set(path, json(block));
  }
  files.set(HAND_SCRIPT, script);
  return files;
}
