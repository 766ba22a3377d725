/**
 * Issue 24 item 3 on Bedrock: a seated player's crosshair rests on the board, not on the player
 * across. The look (plugin/bedrock-common/seats.ts) comes from the shared geometry
 * (src/content/seating.ts) with the packs' own measures: the seat entity, its rider seat, the
 * board cube on the table, the table's selection box.
 */
import { describe, expect, it } from "vitest";
import { resourcePack } from "../../plugin/bedrock-common/packs";
import { BOARD_FACE, RIDER_Y, SEAT_ENTITY_Y, seatedLook } from "../../plugin/bedrock-common/seats";
import { tableId, WOODS } from "../../plugin/bedrock-common/woods";
import { entry, selectionBox, type Box, type Vec } from "./rays";

const inputs = { version: [0, 0, 0] as [number, number, number], recipes: [], textures: new Map(), langs: new Map(), packIcon: Buffer.alloc(0) };
const rp = resourcePack(inputs);

/** A standing player's eye height less the legs, folded forward to sit (as seats.ts assumes). */
const EYE = SEAT_ENTITY_Y + RIDER_Y + (1.62 - 0.75);

function tableBox(at: Vec): Box {
  return selectionBox(tableId(WOODS[0].id), at);
}

/** Bedrock's look direction: pitch down positive, yaw 0 towards +z and -90 towards +x. */
function direction(pitch: number, yaw: number): Vec {
  const p = (pitch * Math.PI) / 180;
  const y = (yaw * Math.PI) / 180;
  return [-Math.sin(y) * Math.cos(p), -Math.sin(p), Math.cos(y) * Math.cos(p)];
}

describe("Bedrock: the seated look", () => {
  it("the board's face is where the geometry says, and the rider sits on the chair's seat", () => {
    const geo = JSON.parse((rp.get("models/blocks/game_tables/table_board.geo.json") as Buffer).toString("utf8")) as {
      "minecraft:geometry": { bones: { name: string; cubes: { origin: Vec; size: Vec }[] }[] }[];
    };
    const board = geo["minecraft:geometry"][0].bones.find((b) => b.name === "board");
    expect(board).toBeDefined();
    const cube = (board as { cubes: { origin: Vec; size: Vec }[] }).cubes[0];
    expect((cube.origin[1] + cube.size[1]) / 16).toBe(BOARD_FACE);
    // The chair's seat cube ends 9/16 up; the rider sits within a pixel of it.
    expect(Math.abs(SEAT_ENTITY_Y + RIDER_Y - 9 / 16)).toBeLessThan(1 / 16);
  });

  it("from each side, the crosshair meets the table on its board before the player across", () => {
    const table: Vec = [0, 0, 0];
    const sides: Vec[] = [
      [0, 0, 1],
      [1, 0, 0],
      [0, 0, -1],
      [-1, 0, 0],
    ];
    for (const chair of sides) {
      const look = seatedLook({ space: "", x: chair[0], y: 0, z: chair[2] }, { space: "", x: 0, y: 0, z: 0 });
      const eye: Vec = [chair[0] + 0.5, EYE, chair[2] + 0.5];
      const across: Vec = [-chair[0], 0, -chair[2]];
      // The player across, seated: 0.6 wide, from the seat to a little above the eye.
      const them: Box = { min: [across[0] + 0.2, SEAT_ENTITY_Y + RIDER_Y, across[2] + 0.2], max: [across[0] + 0.8, EYE + 0.2, across[2] + 0.8] };
      const dir = direction(look.pitch, look.yaw);
      const t = entry(eye, dir, tableBox(table));
      expect(t).toBeLessThan(entry(eye, dir, them));
      // Where the ray comes down to the board's face: inside the board (12 of the top's 16 pixels).
      const down = (eye[1] - BOARD_FACE) / -dir[1];
      const hit: Vec = [eye[0] + dir[0] * down, BOARD_FACE, eye[2] + dir[2] * down];
      expect(Math.abs(hit[0] - 0.5)).toBeLessThanOrEqual(6 / 16);
      expect(Math.abs(hit[2] - 0.5)).toBeLessThanOrEqual(6 / 16);
      // Looking level (the old camera), the ray passes over the table onto the player across.
      const level = direction(0, look.yaw);
      expect(entry(eye, level, tableBox(table))).toBe(Infinity);
      expect(entry(eye, level, them)).toBeLessThan(Infinity);
    }
  });
});
