/**
 * Pure positions and directions on the grid (no Luanti calls), shared by furniture and seating.
 * facedir 0..3 points +z, +x, -z, -x (Luanti's facedir_to_dir for the horizontal rotations).
 */
export const DIRS: readonly Vec3[] = [
  { x: 0, y: 0, z: 1 },
  { x: 1, y: 0, z: 0 },
  { x: 0, y: 0, z: -1 },
  { x: -1, y: 0, z: 0 },
];

export function add(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z };
}

export function posKey(p: Vec3): string {
  return `${p.x},${p.y},${p.z}`;
}

/**
 * Luanti keeps nodes within ±31000 on each axis and stores positions in 16 bits: a number past that
 * would wrap onto another node (65546 is 10), so a forged id could reach a real table.
 */
const MAP_LIMIT = 31000;

/** The position a table id names, only when it is exactly what posKey writes for a node in the map. */
export function parsePosKey(key: string): Vec3 | undefined {
  const parts = key.split(",");
  if (parts.length !== 3) return undefined;
  const x = Number(parts[0]);
  const y = Number(parts[1]);
  const z = Number(parts[2]);
  if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) return undefined;
  if (Math.abs(x) > MAP_LIMIT || Math.abs(y) > MAP_LIMIT || Math.abs(z) > MAP_LIMIT) return undefined;
  const p = { x, y, z };
  // "1e1,0,0" or " 10,0,0" name the same node as "10,0,0" but are not its id.
  return posKey(p) === key ? p : undefined;
}

/** The horizontal facedir (0..3) whose direction is `dir`, or -1. */
export function facedirOf(dir: Vec3): number {
  for (let i = 0; i < 4; i++) {
    if (DIRS[i].x === dir.x && DIRS[i].z === dir.z) return i;
  }
  return -1;
}

/** Yaw in radians for looking along facedir `fd` (Luanti yaw 0 looks to +z, grows counter-clockwise). */
export function yawOf(fd: number): number {
  return [0, -Math.PI / 2, Math.PI, Math.PI / 2][fd & 3];
}
