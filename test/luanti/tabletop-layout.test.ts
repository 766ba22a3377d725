/**
 * Where the Luanti table top lays its cards (plugin/luanti/src/tabletop-layout.ts): the middle
 * piles as before for games without fronts, and with fronts a small grid in the middle and each
 * seat's row along its own edge, upright to it, capped and overlapped.
 */
import { describe, expect, it } from "vitest";
import { FRONT_CAP, FULL_CARD, PILE_SPACING, SMALL_CARD, frontPlaces, middlePlaces, uprightFor, type CardPlace } from "../../plugin/luanti/src/tabletop-layout";
import { SIDES } from "../../src/tables/world/port";

/** A card's footprint on the board: [minX, maxX, minZ, maxZ]. */
function box(p: CardPlace): number[] {
  const size = p.small ? SMALL_CARD : FULL_CARD;
  const quarter = Math.round(p.yaw / (Math.PI / 2)) % 2 !== 0;
  const w = quarter ? size.z : size.x;
  const l = quarter ? size.x : size.z;
  return [p.x - w / 2, p.x + w / 2, p.z - l / 2, p.z + l / 2];
}

function overlap(a: number[], b: number[]): boolean {
  const e = 1e-9;
  return a[0] < b[1] - e && b[0] < a[1] - e && a[2] < b[3] - e && b[2] < a[3] - e;
}

/** Where a card's top edge points, from above (yaw turns counter-clockwise; yaw 0 points to +z). */
function topOf(yaw: number): { x: number; z: number } {
  return { x: Math.round(-Math.sin(yaw)) + 0, z: Math.round(Math.cos(yaw)) + 0 };
}

describe("the Luanti table top's layout", () => {
  it("lays middle piles without fronts side by side at full size, as Gin Rummy and Uno No Mercy always had", () => {
    expect(middlePlaces(2, false, false)).toEqual([
      { x: -PILE_SPACING / 2, z: 0, lift: 0, yaw: 0, small: false },
      { x: PILE_SPACING / 2, z: 0, lift: 0, yaw: 0, small: false },
    ]);
    expect(middlePlaces(2, true, false)).toEqual([
      { x: 0, z: -PILE_SPACING / 2, lift: 0, yaw: Math.PI / 2, small: false },
      { x: 0, z: PILE_SPACING / 2, lift: 0, yaw: Math.PI / 2, small: false },
    ]);
    expect(FULL_CARD).toEqual({ x: 0.26, y: 0.01, z: 0.36 });
  });

  it("with fronts: five middle piles in rows of three and two, small, and four full rows never touch each other or the middle, all on the board", () => {
    for (const turned of [false, true]) {
      const middle = middlePlaces(5, turned, true);
      expect(middle.every((p) => p.small)).toBe(true);
      const across = middle.map((p) => (turned ? p.x : p.z));
      expect(new Set(across.slice(0, 3)).size).toBe(1);
      expect(new Set(across.slice(3)).size).toBe(1);
      expect(across[0]).not.toBe(across[3]);
      const rows = [middle, ...[0, 1, 2, 3].map((side) => frontPlaces(side, FRONT_CAP))];
      for (let a = 0; a < rows.length; a++) {
        for (const p of rows[a]) {
          const [x0, x1, z0, z1] = box(p);
          expect(Math.min(x0, z0)).toBeGreaterThanOrEqual(-0.5);
          expect(Math.max(x1, z1)).toBeLessThanOrEqual(0.5);
        }
        for (let b = a + 1; b < rows.length; b++) for (const p of rows[a]) for (const q of rows[b]) expect(overlap(box(p), box(q)), `${a} ${b}`).toBe(false);
      }
      for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) expect(overlap(box(middle[i]), box(middle[j]))).toBe(false);
    }
  });

  it("turns a seat's cards upright to it (top edge away from its chair) and lays them left to right as it sees them, near its edge", () => {
    for (let side = 0; side < 4; side++) {
      const d = SIDES[side];
      const row = frontPlaces(side, 3);
      for (const p of row) {
        expect(p.yaw).toBe(uprightFor(side));
        expect(topOf(p.yaw)).toEqual({ x: -d.dx + 0, z: -d.dz + 0 });
        // Near the seat's own edge: its distance towards the chair.
        expect(p.x * d.dx + p.z * d.dz).toBeCloseTo(0.5 - SMALL_CARD.z / 2 - 0.01);
      }
      // The seat faces -d; its right hand is (-dz, dx): each card lies further right than the one before.
      const right = row.map((p) => p.x * -d.dz + p.z * d.dx);
      expect(right[0]).toBeLessThan(right[1]);
      expect(right[1]).toBeLessThan(right[2]);
    }
    // The -z seat (the world suite's south chair) sees yaw 0 upright, as the middle piles always were.
    expect(uprightFor(2)).toBe(0);
  });

  it("spaces up to four cards apart, overlaps more (each a little higher than the one before), and shows at most FRONT_CAP", () => {
    for (const n of [1, 2, 3, 4]) {
      const row = frontPlaces(0, n);
      for (let j = 1; j < n; j++) expect(overlap(box(row[j - 1]), box(row[j]))).toBe(false);
    }
    const full = frontPlaces(1, 14);
    expect(full).toHaveLength(FRONT_CAP);
    for (let j = 1; j < full.length; j++) {
      expect(overlap(box(full[j - 1]), box(full[j]))).toBe(true);
      expect(full[j].lift).toBeGreaterThan(full[j - 1].lift);
      // Each card still shows a strip of the one beneath.
      expect(Math.abs(full[j].z - full[j - 1].z)).toBeGreaterThan(0.04);
    }
    expect(frontPlaces(2, 0)).toEqual([]);
  });
});
