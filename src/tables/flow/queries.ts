/** Read-only questions about the tables: what hosts draw and what operators list. */
import type { TableContext } from "../context";
import { phaseOf } from "../context";
import type { TableId } from "../ports";
import { occupantOf } from "../items/occupant";
import { PAUSE_PREFIX } from "../persistence/keys";
import type { PublicTableState, TableInfo } from "../types";

export class Queries {
  constructor(private readonly ctx: TableContext) {}

  info(tableId: TableId): TableInfo | undefined {
    const live = this.ctx.tables.get(tableId);
    if (live === undefined) return undefined;
    const rec = live.rec;
    return {
      id: rec.id,
      owner: rec.owner,
      board: rec.board,
      phase: phaseOf(rec),
      seatCount: rec.seats.length,
      seats: rec.seats.map((s) => occupantOf(s)),
      present: rec.seats.map((s) => this.ctx.present(s)),
      matchId: rec.match !== undefined ? rec.match.id : "",
    };
  }

  /**
   * What anyone at the table can see (for drawing cards on the tabletop): built from the engine's
   * public view only. Undefined while no match is on the table.
   */
  publicState(tableId: TableId): PublicTableState | undefined {
    const live = this.ctx.tables.get(tableId);
    const m = live?.rec.match;
    if (live === undefined || m === undefined) return undefined;
    const v = this.ctx.game(live.rec).presentation.tabletop(m.state);
    return {
      matchId: m.id,
      paused: m.paused,
      phase: v.phase,
      turn: v.turn,
      dealer: v.dealer,
      piles: v.piles,
      fronts: v.fronts,
      at: m.at.slice(),
      handSizes: v.handSizes,
      scores: v.scores,
      handNumber: v.handNumber,
    };
  }

  tableIds(): TableId[] {
    const out: TableId[] = [];
    for (const id of this.ctx.tables.keys()) out.push(id);
    return out;
  }

  /** Ids of matches paused onto boards (for operators). */
  pausedMatches(): string[] {
    const out: string[] = [];
    for (const key of this.ctx.ports.storage.list(PAUSE_PREFIX)) out.push(key.substring(PAUSE_PREFIX.length));
    out.sort();
    return out;
  }
}
