/** A Game Chair's side of the table decides its seat (src/content/seating.ts), as the Luanti mod places them. */
import { describe, expect, it } from "vitest";
import { seatedPitch, seatOfSide, sideOfSeat } from "../../src/content/seating";

// The chair's offset from the table in Luanti's axes (furniture.ts DIRS: the four sides).
const PLUS_Z = [0, 1];
const PLUS_X = [1, 0];
const MINUS_Z = [0, -1];
const MINUS_X = [-1, 0];

describe("chair side to seat", () => {
  it("a table of four numbers its sides round the table, one seat per side", () => {
    const seats = [PLUS_Z, PLUS_X, MINUS_Z, MINUS_X].map(([dx, dz]) => seatOfSide(dx, dz, 4));
    expect(seats).toEqual([0, 1, 2, 3]);
  });

  it("a table of two keeps today's pairs: opposite chairs never share a seat", () => {
    expect(seatOfSide(PLUS_Z[0], PLUS_Z[1], 2)).toBe(0);
    expect(seatOfSide(PLUS_X[0], PLUS_X[1], 2)).toBe(0);
    expect(seatOfSide(MINUS_Z[0], MINUS_Z[1], 2)).toBe(1);
    expect(seatOfSide(MINUS_X[0], MINUS_X[1], 2)).toBe(1);
    for (const [a, b] of [[PLUS_Z, MINUS_Z], [PLUS_X, MINUS_X]]) expect(seatOfSide(a[0], a[1], 2)).not.toBe(seatOfSide(b[0], b[1], 2));
  });

  it("a table of three has no seat on its fourth side", () => {
    expect(seatOfSide(MINUS_X[0], MINUS_X[1], 3)).toBe(-1);
    expect(seatOfSide(MINUS_Z[0], MINUS_Z[1], 3)).toBe(2);
  });

  it("the seated pitch points the eye at the middle of the board one block ahead, on any host's measures", () => {
    // Luanti's (plugin/luanti/src/sit.ts) and a lower, leaning eye.
    for (const g of [{ eye: 1.3, lean: 0.15, board: 1 + 1 / 16 }, { eye: 1.1, lean: 0.3, board: 0.9 }]) {
      const pitch = seatedPitch(g);
      expect(pitch).toBeGreaterThan(0);
      // Down from the eye by tan(pitch) per block ahead: at the table's middle the ray is at the board's face.
      expect(g.eye - Math.tan(pitch) * (1 - g.lean)).toBeCloseTo(g.board, 9);
    }
  });
});

describe("table seat to side (where a seat's cards lie)", () => {
  const SIDE_OFFSETS = [PLUS_Z, PLUS_X, MINUS_Z, MINUS_X];
  it("is seatOfSide the other way round at a table of four", () => {
    for (let seat = 0; seat < 4; seat++) {
      const [dx, dz] = SIDE_OFFSETS[sideOfSeat(seat, 4, () => true)];
      expect(seatOfSide(dx, dz, 4)).toBe(seat);
    }
  });

  it("at a table of two, follows the chair: +z or +x for seat 0, -z or -x for seat 1; +z and -z with no chair", () => {
    const only = (...sides: number[]) => (side: number) => sides.includes(side);
    expect([sideOfSeat(0, 2, only(0, 2)), sideOfSeat(1, 2, only(0, 2))]).toEqual([0, 2]);
    expect([sideOfSeat(0, 2, only(1, 3)), sideOfSeat(1, 2, only(1, 3))]).toEqual([1, 3]);
    expect([sideOfSeat(0, 2, only(1, 2)), sideOfSeat(1, 2, only(1, 2))]).toEqual([1, 2]);
    expect([sideOfSeat(0, 2, only()), sideOfSeat(1, 2, only())]).toEqual([0, 2]);
    for (const chairs of [only(0, 2), only(1, 3), only(1, 2), only(0, 3)]) {
      for (const seat of [0, 1]) {
        const [dx, dz] = SIDE_OFFSETS[sideOfSeat(seat, 2, chairs)];
        expect(seatOfSide(dx, dz, 2)).toBe(seat);
      }
    }
  });
});
