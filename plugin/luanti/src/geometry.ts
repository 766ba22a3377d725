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

export function parsePosKey(key: string): Vec3 | undefined {
  const parts = key.split(",");
  if (parts.length !== 3) return undefined;
  const x = Number(parts[0]);
  const y = Number(parts[1]);
  const z = Number(parts[2]);
  if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) return undefined;
  return { x, y, z };
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
