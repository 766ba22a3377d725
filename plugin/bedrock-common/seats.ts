/**
 * Seats as rideable entities, the Bedrock hosts' half of the world controller's seat port: which
 * entity seats whom, and taking one away (`remove` leaves alone an entity the game already removed).
 */
import type { PlayerId, TableId } from "../../src/tables/ports";

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
