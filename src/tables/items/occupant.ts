/**
 * Who sits in a seat, typed: a player or a bot of a level. Storage and board snapshots keep the
 * forms they always had (a record's seat has `p`/`b`; escrow names a bot "~level"; snapshots
 * "~level"); this module is the one place that reads and writes those forms.
 */
import type { PlayerId } from "../ports";

export type Occupant = { kind: "player"; id: PlayerId } | { kind: "bot"; level: string };

/** The player id that collects a bot's winnings (operators claim it). */
export const HOUSE = "@house";

/** A seat's occupant from its stored fields (player id, bot level); undefined for an empty seat. */
export function occupantOf(s: { player: string; bot: string }): Occupant | undefined {
  if (s.bot !== "") return { kind: "bot", level: s.bot };
  if (s.player !== "") return { kind: "player", id: s.player };
  return undefined;
}

/** The name escrow records use for an occupant: the player, or "~level" for a bot (paid to the house). */
export function escrowName(o: Occupant): PlayerId {
  return o.kind === "bot" ? "~" + o.level : o.id;
}

/** Escrow names that are no real player: a bot's ("~level") and the house. */
export function isBotOrHouse(name: PlayerId): boolean {
  return name === HOUSE || name.charAt(0) === "~";
}
