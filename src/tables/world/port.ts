/**
 * What the world controller (controller.ts) needs from a host: blocks, looks and seats. A host
 * translates its events into the controller's calls and implements this port; everything the
 * events mean (fit, lift, break, sit, turn a chair) is decided in the controller.
 */
import type { Message } from "../../i18n/types";
import type { ItemStack, PlayerId, TableId } from "../ports";

/** A block: `space` is the host's dimension ("" on Luanti), opaque to the controller. */
export interface Place {
  space: string;
  x: number;
  y: number;
  z: number;
}

/**
 * The four sides of a block, in Luanti's facedir order: +z, +x, -z, -x. A chair's `facing` is the
 * side it looks towards; a chair at a table's side `s` faces (s + 2) % 4.
 */
export const SIDES: readonly { dx: number; dz: number }[] = [
  { dx: 0, dz: 1 },
  { dx: 1, dz: 0 },
  { dx: 0, dz: -1 },
  { dx: -1, dz: 0 },
];

/** Our furniture at a block. `facing` of a chair: a SIDES index, or -1 when the host cannot tell. */
export type Furniture = { kind: "table" } | { kind: "chair"; facing: number };

/** A board in a player's hand, as the host read it from the item. */
export interface HeldBoard {
  /** The kind the board plays (a paused board: its snapshot's kind). */
  kind: string;
  /** The paused match on it, "" for a plain board. */
  snapshot: string;
  /** The item itself, for the service's inventory port (it takes exactly this). */
  stack: ItemStack;
  /** Why the item's data was not read (the board then fits as a plain board). */
  problem?: Message;
}

/** What a table block shows: a board kind ("" for none), or a look no board has (its raw value). */
export type ShownLook = { ok: true; kind: string } | { ok: false; value: string };

export interface WorldPort {
  /** A block's id: a table's id in the service, a chair's key (unique per block). */
  key(at: Place): TableId;
  /** Our furniture at a block; undefined for anything else, and where the world is not loaded. */
  furnitureAt(at: Place): Furniture | undefined;
  /** Turns a chair to look towards side `facing` (a SIDES index). */
  turnChair(chair: Place, facing: number): void;
  /** Draws the table with the board of `kind` on it ("" bare). May fail (logged by the host). */
  showBoard(table: Place, kind: string): void;
  /** The board the table's block shows. */
  shownBoard(table: Place): ShownLook;
  /**
   * Puts the player on the chair (facing `table` when there is one). Returns why not (too far,
   * riding something, the seat cannot be made); may throw, which counts as "cannot be made".
   */
  seat(player: PlayerId, chair: Place, table: Place | undefined): Message | undefined;
  /** Takes the player off their chair, if the host still holds them there. Never throws. */
  removeSeat(player: PlayerId): void;
  /** Whether a chair may go at a block: loaded and empty (air; on Luanti anything buildable_to, like grass). */
  freeForChair(at: Place): boolean;
  /**
   * Places a chair from the player's hand at a free block, looking towards side `facing`, as the
   * player's own placement would: one chair leaves the hand (none in creative). "refused": the
   * player could not place a block there themselves (game mode, build ability or permission,
   * protection: what the host can tell); "failed": not placed for another reason (an unloaded
   * place, the hand changed). Unless "placed" the hand is as it was: it never places without
   * taking, nor takes without placing.
   */
  placeChair(player: PlayerId, at: Place, facing: number): ChairPlacing;
}

/** What placeChair did (see there). */
export type ChairPlacing = "placed" | "refused" | "failed";
