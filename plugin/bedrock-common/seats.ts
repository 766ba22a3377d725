/**
 * Seats as rideable entities, the Bedrock hosts' half of the world controller's seat port: which
 * entity seats whom, and taking one away (`remove` leaves alone an entity the game already removed).
 */
import { seatedPitch } from "../../src/content/seating";
import type { PlayerId, TableId } from "../../src/tables/ports";
import { SIDES, type Place } from "../../src/tables/world/port";

/** How high above the chair block's floor both hosts put the seat entity. */
export const SEAT_ENTITY_Y = 0.35;
/** The rider's seat on the entity (its minecraft:rideable seat position, packs.ts): about on the chair's seat, 9/16 up. */
export const RIDER_Y = 0.2;
/** A riding player's eye above their seat: a standing player's 1.62 less the legs' 0.75, folded forward to sit. */
const EYE_ABOVE_SEAT = 1.62 - 0.75;
/** The board's face on a table: the top of packs.ts's board cube, 15.5 of 16 pixels up. */
export const BOARD_FACE = 15.5 / 16;

/**
 * The seated camera's pitch in degrees (Bedrock's rotation x, down positive), from the geometry
 * every host shares (src/content/seating.ts): the eye straight above the seat, the board one block
 * ahead. About 24 degrees; looking level, the crosshair rested on the player across.
 */
export const SEATED_PITCH = (seatedPitch({ eye: SEAT_ENTITY_Y + RIDER_Y + EYE_ABOVE_SEAT, lean: 0, board: BOARD_FACE }) * 180) / Math.PI;

/** Bedrock's yaw (rotation y, degrees) that looks along each of SIDES (+z, +x, -z, -x). */
const YAWS = [0, -90, 180, 90];

/** The SIDES index pointing from a chair to its table (0 when the table is not beside it). */
function sideOf(chair: Place, table: Place): number {
  for (let s = 0; s < 4; s++) if (chair.x + SIDES[s].dx === table.x && chair.z + SIDES[s].dz === table.z) return s;
  return 0;
}

/** Where a player seated on `chair` looks: the seat's yaw towards the table, and the pitch down to its board. */
export function seatedLook(chair: Place, table: Place): { pitch: number; yaw: number } {
  return { pitch: SEATED_PITCH, yaw: YAWS[sideOf(chair, table)] };
}

export interface Seated<E> {
  seat: E;
  tableId: TableId | undefined;
  /** The chair block under the seat (its key). */
  chair: string;
}

export class SeatEntities<E> {
  readonly seated = new Map<PlayerId, Seated<E>>();

  constructor(private readonly remove: (seat: E) => void) {}

  add(player: PlayerId, s: Seated<E>): void {
    this.seated.set(player, s);
  }

  /** Removes the player's seat entity (which drops the rider). */
  removeSeat(player: PlayerId): void {
    const s = this.seated.get(player);
    if (s === undefined) return;
    this.seated.delete(player);
    this.remove(s.seat);
  }
}
