/**
 * Issue 24 item 9 on Bedrock: a chair's backrest must not hide the table top from a player
 * standing behind the chair. The crosshair picks the first block whose selection box the view ray
 * enters, so the chair's selection box (the behaviour pack's, plugin/bedrock-common/packs.ts) has
 * to stay below the table top: the backrest drawn above it is then pointed through.
 */
import { describe, expect, it } from "vitest";
import { behaviorPack } from "../../plugin/bedrock-common/packs";
import { chairId, tableId, WOODS } from "../../plugin/bedrock-common/woods";

type Vec = [number, number, number];
interface Box {
  min: Vec;
  max: Vec;
}

const bp = behaviorPack({ version: [0, 0, 0], recipes: [], textures: new Map(), langs: new Map(), packIcon: Buffer.alloc(0) });

/** A block's selection box (pixels: x/z -8..8, y 0..16) placed in the block at `at`, in blocks. */
function selectionBox(id: string, at: Vec): Box {
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
function entry(from: Vec, dir: Vec, box: Box): number {
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

describe("Bedrock chairs and the table top", () => {
  it("a player behind a chair points past its backrest at the near half of the table top", () => {
    const wood = WOODS[0].id;
    // The table at 0,0,0; its chair north of it (its backrest on the far side from the table).
    const table = selectionBox(tableId(wood), [0, 0, 0]);
    const chair = selectionBox(chairId(wood), [0, 0, -1]);
    const top = table.max[1];
    for (const back of [1.8, 2.2, 2.7, 3.5]) {
      // Eyes 1.62 above the floor, `back` blocks north of the table's edge, looking at the top
      // just past its near edge and at its middle.
      const eye: Vec = [0.5, 1.62, -back];
      for (const z of [0.05, 0.3, 0.5]) {
        const dir: Vec = [0, top - eye[1], z - eye[2]];
        expect(entry(eye, dir, chair), `from ${back} back, at z ${z}`).toBeGreaterThan(entry(eye, dir, table));
      }
    }
    // The seat itself is still there to click (sit, break).
    expect(chair.max[1]).toBeGreaterThan(9 / 16);
  });
});
