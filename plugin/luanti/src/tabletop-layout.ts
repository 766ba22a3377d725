/**
 * Where the cards of a table top lie on the one-node board, in offsets from the table node's
 * centre (pure geometry, tested in Node: test/luanti/tabletop-layout.test.ts). Sides are SIDES
 * indices (0 +z, 1 +x, 2 -z, 3 -x: src/tables/world/port.ts).
 *
 * Without fronts the middle piles lie side by side at full size (the look of the boards that have
 * none). With fronts every card is small: the middle becomes a grid of rows of three in the
 * board's centre, and each seat's cards a row along its own edge, inside the middle 0.6 of that
 * edge so the four rows never touch. A row overlaps its cards when more than four lie there
 * (each later card a little higher, so it covers the one before and no faces flicker), and shows
 * at most FRONT_CAP: the first ones, which the game lists most important first.
 */
import { SIDES } from "../../../src/tables/world/port";

export interface CardPlace {
  x: number;
  z: number;
  /** Height above the board's face: overlapping cards lie one above the other. */
  lift: number;
  yaw: number;
  /** Drawn at SMALL_CARD's size, not the full card's. */
  small: boolean;
}

/** A card entity's size at full size and small (x: width, z: length; y its thickness). */
export const FULL_CARD = { x: 0.26, y: 0.01, z: 0.36 };
export const SMALL_CARD = { x: 0.13, y: 0.01, z: 0.18 };
/** Full-size middle piles lie this far apart, centred on the board. */
export const PILE_SPACING = 0.34;
/** The most cards a row in front of a seat shows. */
export const FRONT_CAP = 10;

/** A front row's centre line, this far from the board's centre: its cards end 0.01 inside the edge. */
const EDGE = 0.5 - SMALL_CARD.z / 2 - 0.01;
/** A front row's whole length along its edge (cards included): clear of the rows beside it. */
const ROW = 2 * (EDGE - SMALL_CARD.z / 2);
/** Front cards lie this far apart while they fit without overlapping. */
const FRONT_STEP = SMALL_CARD.x + 0.02;
const GRID_COLS = 3;
const GRID_COL = SMALL_CARD.x + 0.03;
const GRID_ROW = SMALL_CARD.z + 0.04;
const LIFT = 0.003;

/**
 * The yaw that shows a card upright to a player on `side`, looking at the table. At yaw 0 a card's
 * top points to +z: upright from the -z side (side 2); yaw turns it counter-clockwise from above.
 */
export function uprightFor(side: number): number {
  return (((6 - side) % 4) * Math.PI) / 2;
}

/**
 * The middle piles. `turned`: the seats face each other along x (chairs east or west of the
 * table), so the piles are turned a quarter to look upright to them and line up along z.
 */
export function middlePlaces(count: number, turned: boolean, fronts: boolean): CardPlace[] {
  const out: CardPlace[] = [];
  const yaw = turned ? Math.PI / 2 : 0;
  const rows = Math.ceil(count / GRID_COLS);
  for (let i = 0; i < count; i++) {
    let along: number;
    let across = 0;
    if (!fronts) along = (i - (count - 1) / 2) * PILE_SPACING;
    else {
      const r = Math.floor(i / GRID_COLS);
      const inRow = Math.min(GRID_COLS, count - r * GRID_COLS);
      along = (i - r * GRID_COLS - (inRow - 1) / 2) * GRID_COL;
      across = ((rows - 1) / 2 - r) * GRID_ROW;
    }
    out.push(turned ? { x: across, z: along, lift: 0, yaw, small: fronts } : { x: along, z: across, lift: 0, yaw, small: fronts });
  }
  return out;
}

/** The cards in front of the seat on `side`, left to right as that seat sees them (at most FRONT_CAP). */
export function frontPlaces(side: number, count: number): CardPlace[] {
  const n = Math.min(count, FRONT_CAP);
  const step = n > 1 ? Math.min(FRONT_STEP, (ROW - SMALL_CARD.x) / (n - 1)) : 0;
  const d = SIDES[side];
  // The seat looks towards -d; its right hand points to (-dz, dx).
  const rx = -d.dz;
  const rz = d.dx;
  const yaw = uprightFor(side);
  const out: CardPlace[] = [];
  for (let j = 0; j < n; j++) {
    const along = (j - (n - 1) / 2) * step;
    out.push({ x: d.dx * EDGE + rx * along, z: d.dz * EDGE + rz * along, lift: j * LIFT, yaw, small: true });
  }
  return out;
}
