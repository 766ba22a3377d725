/**
 * The stake policy, in one place: who may offer items, how the offers go into escrow at the start
 * of a match, how a match's end settles them (the pot to the winner, or every stake back), and
 * how escrow a crash left behind is reconciled with the tables.
 * The escrow (escrow.ts) does the durable item moves; this module decides which to ask for.
 */
import type { TableContext } from "../context";
import type { EscrowRecord } from "./escrow";
import { pauseKey } from "../persistence/keys";
import type { PlayerId } from "../ports";
import type { EndReason, LiveMatch, TableRecord } from "../persistence/records";
import { escrowName, occupantOf } from "./occupant";
import type { ItemStack } from "../ports";

/**
 * A seat abandoned past its grace in a two-player match loses it, but the stakes go back: nobody
 * wins items because the other player's connection dropped. (With 3-4 players the forfeit policy
 * takes the absent seat out and the match plays on; its stake stays in the pot.)
 */
export function settlesByRefund(reason: EndReason): boolean {
  return reason === "forfeit";
}

/** Whether items may be staked at this table now: not against a bot unless the operator allows it. */
export function mayStake(ctx: TableContext, rec: TableRecord): boolean {
  if (ctx.config.stakesVsBots) return true;
  for (const s of rec.seats) if (s.bot !== "") return false;
  return true;
}

/**
 * Takes the offers of the match's seats (`at`: table seats, in match order) into escrow.
 * Returns "none" (nothing offered), "held", or the table seat whose items were missing (what was
 * already taken went back).
 */
export function collectStakes(ctx: TableContext, rec: TableRecord, matchId: string, at: readonly number[]): "none" | "held" | number {
  const players: PlayerId[] = [];
  const pot: ItemStack[][] = [];
  let any = false;
  for (const seat of at) {
    const s = rec.seats[seat];
    const o = occupantOf(s);
    players.push(o === undefined ? "" : escrowName(o));
    pot.push(s.offer);
    if (s.offer.length > 0) any = true;
  }
  if (!any) return "none";
  const got = ctx.escrow.collect(matchId, rec.id, players, pot);
  return got === "held" ? "held" : at[got];
}

/** A match ended (the table record with the result is already written): pay the winner or refund. */
export function settleStakes(ctx: TableContext, m: LiveMatch, winner: number, reason: EndReason): void {
  if (m.escrow) settle(ctx, m.id, winner, reason);
}

function settle(ctx: TableContext, matchId: string, winner: number, reason: EndReason): "paid" | "refunded" {
  if (settlesByRefund(reason)) {
    ctx.escrow.refund(matchId);
    return "refunded";
  }
  ctx.escrow.pay(matchId, winner);
  return "paid";
}

/**
 * Escrow still held for a match no table is playing (start-up, or the escrow a joining player's
 * steps resumed): settled as the match ended if a table shows its result, refunded if no table
 * and no board carries it any more (aborted, or a crash between a table write and the refund),
 * else kept (the match is paused onto a board).
 */
export function reconcileStakes(ctx: TableContext, r: EscrowRecord): "paid" | "refunded" | "kept" {
  if (ctx.tableWithMatch(r.matchId) !== undefined) return "kept";
  const ended = ctx.tableWithResult(r.matchId);
  const last = ended !== undefined ? ended.rec.last : undefined;
  if (last !== undefined) return settle(ctx, r.matchId, last.winner, last.reason);
  if (ended === undefined && ctx.ports.storage.get(pauseKey(r.matchId)) !== undefined) return "kept";
  refundStakes(ctx, r.matchId);
  return "refunded";
}

/** The match was called off (table broken, operator abort, paused match refunded): stakes go back. */
export function refundStakes(ctx: TableContext, matchId: string): void {
  ctx.escrow.refund(matchId);
}
