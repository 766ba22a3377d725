/**
 * View rays against the Bedrock packs' selection boxes, for the tests of what a player's crosshair
 * meets (chair-reach.test.ts, seated-look.test.ts): the crosshair picks the first box the ray enters.
 */
import { behaviorPack } from "../../plugin/bedrock-common/packs";

export type Vec = [number, number, number];
export interface Box {
  min: Vec;
  max: Vec;
}

const bp = behaviorPack({ version: [0, 0, 0], recipes: [], textures: new Map(), langs: new Map(), packIcon: Buffer.alloc(0) });

/** A block's selection box (pixels: x/z -8..8, y 0..16) placed in the block at `at`, in blocks. */
export function selectionBox(id: string, at: Vec): Box {
  for (const [path, data] of bp) {
    if (!path.startsWith("blocks/")) continue;
    const block = (JSON.parse(data.toString("utf8")) as { "minecraft:block": { description: { identifier: string }; components: Record<string, { origin: Vec; size: Vec }> } })["minecraft:block"];
    if (block.description.identifier !== id) continue;
    const { origin, size } = block.components["minecraft:selection_box"];
    const min: Vec = [at[0] + (origin[0] + 8) / 16, at[1] + origin[1] / 16, at[2] + (origin[2] + 8) / 16];
    return { min, max: [min[0] + size[0] / 16, min[1] + size[1] / 16, min[2] + size[2] / 16] };
  }
  throw new Error(`no block ${id}`);
}

/** Where along the ray (from + t·dir, t ≥ 0) it enters the box; Infinity when it misses. */
export function entry(from: Vec, dir: Vec, box: Box): number {
  let near = 0;
  let far = Infinity;
  for (let i = 0; i < 3; i++) {
    if (dir[i] === 0) {
      if (from[i] < box.min[i] || from[i] > box.max[i]) return Infinity;
      continue;
    }
    const a = (box.min[i] - from[i]) / dir[i];
    const b = (box.max[i] - from[i]) / dir[i];
    near = Math.max(near, Math.min(a, b));
    far = Math.min(far, Math.max(a, b));
  }
  return near <= far ? near : Infinity;
}
