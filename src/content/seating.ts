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
