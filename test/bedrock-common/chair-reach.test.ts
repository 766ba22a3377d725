/**
 * Issue 24 item 9 on Bedrock: a chair's backrest must not hide the table top from a player
 * standing behind the chair. The crosshair picks the first block whose selection box the view ray
 * enters, so the chair's selection box (the behaviour pack's, plugin/bedrock-common/packs.ts) has
 * to stay below the table top: the backrest drawn above it is then pointed through.
 */
import { describe, expect, it } from "vitest";
import { chairId, tableId, WOODS } from "../../plugin/bedrock-common/woods";
import { entry, selectionBox, type Vec } from "./rays";

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
