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

/**
 * One coordinate exactly as posKey writes it: an optional "-", then "0" or digits without a leading
 * zero; "-0" is refused (LuaJIT reads it as -0 and writes it back as "-0", so "80,0,-0" would name
 * the table at 80,0,0 under a second spelling), and so are "+1", "010", " 1", "0x1", "1e1".
 */
function coordinate(text: string): number | undefined {
  const negative = text.substring(0, 1) === "-";
  const digits = negative ? text.substring(1) : text;
  if (digits.length === 0 || digits.length > 5) return undefined; // past 5 digits is past the map
  for (let i = 0; i < digits.length; i++) {
    const c = digits.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  if (digits.substring(0, 1) === "0" && (digits.length > 1 || negative)) return undefined;
  const n = Number(digits);
  if (n > MAP_LIMIT) return undefined;
  return negative ? -n : n;
}

/** The position a table id names, only when it is exactly what posKey writes for a node in the map. */
export function parsePosKey(key: string): Vec3 | undefined {
  const parts = key.split(",");
  if (parts.length !== 3) return undefined;
  const x = coordinate(parts[0]);
  const y = coordinate(parts[1]);
  const z = coordinate(parts[2]);
  if (x === undefined || y === undefined || z === undefined) return undefined;
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
