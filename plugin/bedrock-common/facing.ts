/**
 * A Bedrock chair's `minecraft:cardinal_direction` state and the world controller's sides
 * (src/tables/world/port.ts SIDES: +z, +x, -z, -x): a chair facing "south" looks towards +z.
 */
import { SIDES, type Place } from "../../src/tables/world/port";

export const CARDINALS: readonly string[] = ["south", "east", "north", "west"];

/** The side a chair's states face, or -1 when they name none. */
export function facingOf(states: Record<string, unknown>): number {
  const v = states["minecraft:cardinal_direction"];
  return typeof v === "string" ? CARDINALS.indexOf(v) : -1;
}

/**
 * The SIDES index of a clicked block face: bdsx's Facing (bdsx/bds/blockpos: 0 down, 1 up,
 * 2 north, 3 south, 4 west, 5 east) or the Script API's Direction ("North", ...). Up and down are none.
 */
const FACE_SIDES = new Map<string, number>([
  ["2", 2],
  ["3", 0],
  ["4", 3],
  ["5", 1],
  ["North", 2],
  ["South", 0],
  ["West", 3],
  ["East", 1],
]);

/** The block beside `at` across its clicked face, undefined for its top and bottom. */
export function besideFace(at: Place, face: number | string): Place | undefined {
  const side = FACE_SIDES.get(String(face));
  if (side === undefined) return undefined;
  return { space: at.space, x: at.x + SIDES[side].dx, y: at.y, z: at.z + SIDES[side].dz };
}
