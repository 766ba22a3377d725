/**
 * The seat a Game Chair beside a table takes, from its side: `dx`, `dz` are the chair's offset
 * from the table (one of them +-1). A table of three or four seats numbers its sides round the
 * table, so table order is the order of play round it: +z 0, +x 1, -z 2, -x 3. A table of two
 * pairs neighbouring sides, so opposite chairs never share a seat: +z and +x seat 0, -z and -x seat 1.
 */
export function seatOfSide(dx: number, dz: number, seats: number): number {
  if (seats <= 2) return dz > 0 || dx > 0 ? 0 : 1;
  const side = dz > 0 ? 0 : dx > 0 ? 1 : dz < 0 ? 2 : 3;
  // A table of three seats (no such game yet) leaves its fourth side without a seat.
  return side < seats ? side : -1;
}

/**
 * The side (0 +z, 1 +x, 2 -z, 3 -x) a table seat sits on: seatOfSide the other way round. A table
 * of two has two sides per seat: the one with a chair (`chairAt(side)`), else +z for seat 0, -z for 1.
 */
export function sideOfSeat(seat: number, seats: number, chairAt: (side: number) => boolean): number {
  if (seats > 2) return seat;
  const [a, b] = seat === 0 ? [0, 1] : [2, 3];
  return !chairAt(a) && chairAt(b) ? b : a;
}

/**
 * Where a host's seated player's eye is, in blocks from the chair block's floor: `eye` its height,
 * `lean` how far it sits in front of the chair block's centre towards the table; `board` is the
 * height of the board's face on the table one block ahead, from the same floor.
 */
export interface SeatedEye {
  eye: number;
  lean: number;
  board: number;
}

/**
 * The seated camera's pitch (radians, looking down), one geometry for every host: from the sitting
 * eye to the middle of the board on the table ahead. Looking straight ahead, the crosshair passed
 * over the table onto the player across, and the first right-click hit them.
 */
export function seatedPitch(g: SeatedEye): number {
  return Math.atan2(g.eye - g.board, 1 - g.lean);
}
