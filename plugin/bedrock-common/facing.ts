/**
 * A Bedrock chair's `minecraft:cardinal_direction` state and the world controller's sides
 * (src/tables/world/port.ts SIDES: +z, +x, -z, -x): a chair facing "south" looks towards +z.
 */
export const CARDINALS: readonly string[] = ["south", "east", "north", "west"];

/** The side a chair's states face, or -1 when they name none. */
export function facingOf(states: Record<string, unknown>): number {
  const v = states["minecraft:cardinal_direction"];
  return typeof v === "string" ? CARDINALS.indexOf(v) : -1;
}
