/**
 * The world's rules for tables and chairs, one copy for every host: a host turns its events into
 * these calls and implements WorldPort (port.ts); this decides what they mean.
 *
 * - A table used with a board in hand takes the board (fit); used otherwise, opens its screen.
 * - A hit on a fitted table lifts the board (pausing a match onto it); a hit on a bare one breaks it.
 * - A chair item used on a table goes to the table's next free side, facing it (the host places
 *   it as the player's own placement: where the player may not build, they are told and keep
 *   the chair); with every side taken, the click uses the table.
 * - A chair seats at the table it faces, the seat chosen by the chair's side alone (seatOfSide).
 *   The service decides first: a player it refuses never holds the chair.
 * - The dig guard: a chair with someone on it is never dug, nor a table anyone sits at. After a lift
 *   or a break, that table and its chairs stay while hits keep coming (a held button repeats them):
 *   only a hit after GUARD_MS without any breaks them; a dig begun under the guard stays refused.
 */
import { seatOfSide } from "../../content/seating";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import type { ClockPort, MessagesPort, PlayerId, SeatsPort } from "../ports";
import type { TableService } from "../service";
import { SIDES, type HeldBoard, type Place, type ShownLook, type WorldPort } from "./port";

/** How long a guarded table and its chairs wait for a pause in the hits (a held button repeats within it). */
export const GUARD_MS = 1500;

export type HitResult = "lifted" | "break" | "kept";

/** Where a chair goes, and the side it looks towards (a SIDES index: towards its table). */
export interface ChairSpot {
  at: Place;
  facing: number;
}

/** What the controller logs (a look that had to be redrawn). */
export type WorldLog = (line: string) => void;

interface Guard {
  until: number;
  /** A dig began (a punch) while the guard ran: it is refused when it completes, however long it took. */
  held: boolean;
}

function offset(at: Place, side: number): Place {
  const s = SIDES[side];
  return { space: at.space, x: at.x + s.dx, y: at.y, z: at.z + s.dz };
}

const NO_BOARD = "none";

/** The log line of a table redrawn because its look was not its record's board (`board`, "" none). */
export function redrawLine(table: string, shown: ShownLook, board: string): string {
  const was = shown.ok ? `board "${shown.kind === "" ? NO_BOARD : shown.kind}"` : `"${shown.value}", which is no board`;
  return `game-tables: table ${table} showed ${was}; its record holds "${board === "" ? NO_BOARD : board}": redrawn from the record`;
}

export class WorldController {
  /** The chair each seated player holds (by the chair's key), and who holds each chair. */
  private readonly chairOf = new Map<PlayerId, Place>();
  private readonly sitterAt = new Map<string, PlayerId>();
  /** Guards by block key: a table and its chairs share one. */
  private readonly guards = new Map<string, Guard>();
  /** True while the controller itself takes a player off a chair (the host's stand event is ours). */
  private unseating = false;

  /** The SeatsPort the service stands players up through. */
  readonly seats: SeatsPort = { unseat: (player) => this.unseat(player) };

  constructor(
    private readonly port: WorldPort,
    private readonly service: () => TableService | undefined,
    private readonly clock: ClockPort,
    private readonly messages: MessagesPort,
    private readonly log: WorldLog,
  ) {}

  // ------------------------------------------------------------------ tables

  /** A table was placed: the service records it, chairs beside it turn to it. False: refused (the host takes the block back). */
  tablePlaced(player: PlayerId, at: Place): boolean {
    const svc = this.service();
    if (svc !== undefined && !svc.createTable(this.port.key(at), player).ok) return false;
    for (let side = 0; side < 4; side++) {
      const chair = offset(at, side);
      const f = this.port.furnitureAt(chair);
      if (f === undefined || f.kind !== "chair") continue;
      // A chair already turned to another table stays with it.
      if (f.facing >= 0 && this.isTableAt(offset(chair, f.facing))) continue;
      this.port.turnChair(chair, (side + 2) % 4);
    }
    return true;
  }

  /**
   * A table was used: with a board in hand on a bare table, the board is fitted; at a fitted table
   * the screen opens; a bare table used empty-handed says how to play. True when a board was fitted.
   */
  tableUsed(player: PlayerId, at: Place, held: HeldBoard | undefined): boolean {
    const svc = this.service();
    if (svc === undefined) return false;
    const id = this.port.key(at);
    let info = svc.info(id);
    if (held !== undefined && (info === undefined || info.board === "")) {
      if (info === undefined && !svc.createTable(id, player).ok) return false;
      if (held.problem !== undefined) this.messages.tell(player, held.problem);
      // Refusals are told by the service; the board stays in hand.
      const r = svc.fitBoard(id, player, held.kind, held.snapshot, held.stack);
      if (!r.ok) return false;
      if (r.notice !== undefined) this.messages.tell(player, r.notice);
      this.drawBoard(at);
      this.seatSitters(at);
      return true;
    }
    info = svc.info(id);
    if (info !== undefined) this.checkLook(at);
    if (info === undefined || info.board === "") {
      this.messages.tell(player, msg("tables.error.no_board"));
      return false;
    }
    svc.openScreen(player, id);
    return false;
  }

  /**
   * A player hit a table (a dig, a break). "lifted": the board came off, the table stays; "break":
   * the host removes the block (and drops it as usual); "kept": nothing happens.
   */
  tableHit(player: PlayerId, at: Place): HitResult {
    const id = this.port.key(at);
    if (this.guarded(id)) return "kept";
    const svc = this.service();
    const info = svc !== undefined ? svc.info(id) : undefined;
    if (svc !== undefined && info !== undefined && info.board !== "") {
      if (!svc.removeBoard(id, player).ok) return "kept";
      this.drawBoard(at);
      this.guard(at);
      return "lifted";
    }
    if (this.sittersAt(at).length > 0) {
      this.messages.tell(player, msg("table.sitters"));
      return "kept";
    }
    if (svc !== undefined && info !== undefined && !svc.breakTable(id, player).ok) return "kept";
    // The hit that broke the table, held on, must not go on to its chairs.
    this.guard(at);
    return "break";
  }

  /** A table block is gone (broken, or removed by anything else). */
  tableGone(at: Place): void {
    this.guards.delete(this.port.key(at));
  }

  /**
   * The block the table shows follows the tables' record: a map older than the record (a crash
   * between a fit and the map's save), a /setblock, a look no board has, is redrawn. Moves nothing.
   */
  checkLook(at: Place): void {
    const svc = this.service();
    const info = svc !== undefined ? svc.info(this.port.key(at)) : undefined;
    const kind = info !== undefined ? info.board : "";
    const shown = this.port.shownBoard(at);
    if (shown.ok && shown.kind === kind) return;
    this.log(redrawLine(this.port.key(at), shown, kind));
    this.port.showBoard(at, kind);
  }

  private drawBoard(at: Place): void {
    const svc = this.service();
    const info = svc !== undefined ? svc.info(this.port.key(at)) : undefined;
    this.port.showBoard(at, info !== undefined ? info.board : "");
  }

  /**
   * After a fit, whoever already sits on a chair at the table takes that chair's seat (a paused
   * match resumes for players who sat before its board went back on); a sitter the service refuses
   * (the seat is kept for someone else) gets up, so the chair is free for its player.
   */
  private seatSitters(table: Place): void {
    const svc = this.service();
    if (svc === undefined) return;
    const id = this.port.key(table);
    for (const [player, chair] of this.sittersAt(table)) {
      const seat = this.seatOfChair(table, chair);
      if (seat >= 0 && svc.sit(id, seat, player).ok) continue;
      this.unseat(player);
    }
  }

  // ------------------------------------------------------------------ chairs

  /** A chair was placed: it turns to the first table beside it. False: no table there (the host orients it). */
  chairPlaced(at: Place): boolean {
    for (let side = 0; side < 4; side++) {
      if (!this.isTableAt(offset(at, side))) continue;
      this.port.turnChair(at, side);
      return true;
    }
    return false;
  }

  /**
   * Where a chair goes when placed by pointing at a table from `from` (the block the placer
   * stands in): the next free side, so four chairs need no walk round the table. The side pointed
   * at (`pointed`: the block beside the table the pointer was on, if level with it) comes first,
   * then the side across, then the two others. Undefined: every side is taken.
   */
  private chairSpot(table: Place, pointed: Place | undefined, from: Place): ChairSpot | undefined {
    let first = -1;
    if (pointed !== undefined && pointed.y === table.y) {
      for (let s = 0; s < 4; s++) if (table.x + SIDES[s].dx === pointed.x && table.z + SIDES[s].dz === pointed.z) first = s;
    }
    if (first < 0) {
      const dx = from.x - table.x;
      const dz = from.z - table.z;
      first = Math.abs(dx) > Math.abs(dz) ? (dx > 0 ? 1 : 3) : dz > 0 ? 0 : 2;
    }
    for (const turn of [0, 2, 1, 3]) {
      const side = (first + turn) % 4;
      const spot = offset(table, side);
      if (this.port.freeForChair(spot)) return { at: spot, facing: (side + 2) % 4 };
    }
    return undefined;
  }

  /**
   * A player used a chair item on a table (`pointed`, `from`: as for chairSpot). The chair goes to
   * the table's next free side, facing that table (not another one beside the spot), placed by the
   * host as the player's own placement: one chair leaves the hand, or, where it cannot be placed,
   * nothing is placed and nothing taken; a player who may not build there is told so. With every
   * side taken, the click uses the table as an empty hand does (its screen, or how to play). True
   * when a chair was placed.
   */
  chairUsedOnTable(player: PlayerId, table: Place, pointed: Place | undefined, from: Place): boolean {
    if (!this.isTableAt(table)) return false;
    const spot = this.chairSpot(table, pointed, from);
    if (spot === undefined) {
      this.tableUsed(player, table, undefined);
      return false;
    }
    const placed = this.port.placeChair(player, spot.at, spot.facing);
    if (placed === "refused") this.messages.tell(player, msg("chair.no_build"));
    return placed === "placed";
  }

  /** A player used a chair: they sit, at the table it faces when that table has a board. */
  chairUsed(player: PlayerId, chair: Place): void {
    if (this.chairOf.has(player)) return;
    const key = this.port.key(chair);
    if (this.sitterAt.has(key)) {
      this.messages.tell(player, msg("chair.occupied"));
      return;
    }
    const table = this.tableOfChair(chair);
    const svc = this.service();
    const info = table !== undefined && svc !== undefined ? svc.info(this.port.key(table)) : undefined;
    const serviced = svc !== undefined && table !== undefined && info !== undefined && info.board !== "";
    // The service first: a player it refuses (the seat kept for another) never takes the chair.
    if (serviced && !svc.sit(this.port.key(table), this.seatOfChair(table, chair), player).ok) return;
    let refusal: Message | undefined;
    try {
      refusal = this.port.seat(player, chair, table);
    } catch {
      refusal = msg("chair.unavailable");
    }
    if (refusal !== undefined) {
      if (serviced) svc.stand(player);
      this.messages.tell(player, refusal);
      return;
    }
    this.chairOf.set(player, chair);
    this.sitterAt.set(key, player);
  }

  /** Whether a player's hit may break a chair (the host breaks it, then calls chairGone). */
  chairHit(_player: PlayerId, chair: Place): boolean {
    if (this.sitterAt.has(this.port.key(chair))) return false;
    return !this.guarded(this.port.key(chair));
  }

  /** A chair block is gone: whoever sat on it stands. */
  chairGone(chair: Place): void {
    const key = this.port.key(chair);
    this.guards.delete(key);
    const player = this.sitterAt.get(key);
    if (player === undefined) return;
    this.unseat(player);
    this.service()?.stand(player);
  }

  /** The host saw a player leave their chair by themselves (sneak, jump, dismount). */
  stoodUp(player: PlayerId): void {
    if (this.unseating || !this.chairOf.has(player)) return;
    this.forget(player);
    this.service()?.stand(player);
  }

  /** The player left the server: the chair is free; the service hears of the leave from the host. */
  playerLeft(player: PlayerId): void {
    this.unseat(player);
  }

  /** The chair a player sits on, if any. */
  chairOfPlayer(player: PlayerId): Place | undefined {
    return this.chairOf.get(player);
  }

  /** Who sits on a chair, if anyone. */
  sitterOf(chair: Place): PlayerId | undefined {
    return this.sitterAt.get(this.port.key(chair));
  }

  /** Takes a player off their chair (the service asked, or the chair is gone). */
  unseat(player: PlayerId): void {
    if (!this.chairOf.has(player)) return;
    this.forget(player);
    this.unseating = true;
    try {
      this.port.removeSeat(player);
    } finally {
      this.unseating = false;
    }
  }

  private forget(player: PlayerId): void {
    const chair = this.chairOf.get(player);
    if (chair === undefined) return;
    this.chairOf.delete(player);
    this.sitterAt.delete(this.port.key(chair));
  }

  // ------------------------------------------------------------------ geometry

  private isTableAt(at: Place): boolean {
    const f = this.port.furnitureAt(at);
    return f !== undefined && f.kind === "table";
  }

  /** The table a chair belongs to: the one it faces, or (a host that cannot tell) the first beside it. */
  tableOfChair(chair: Place): Place | undefined {
    const f = this.port.furnitureAt(chair);
    if (f === undefined || f.kind !== "chair") return undefined;
    if (f.facing >= 0) {
      const t = offset(chair, f.facing);
      return this.isTableAt(t) ? t : undefined;
    }
    for (let side = 0; side < 4; side++) {
      const t = offset(chair, side);
      if (this.isTableAt(t)) return t;
    }
    return undefined;
  }

  /** The seat a chair's side of its table takes (src/content/seating.ts), -1 for none. */
  private seatOfChair(table: Place, chair: Place): number {
    const svc = this.service();
    const info = svc !== undefined ? svc.info(this.port.key(table)) : undefined;
    return seatOfSide(chair.x - table.x, chair.z - table.z, info !== undefined ? info.seatCount : 2);
  }

  /** The players on the chairs round a table that belong to it. */
  private sittersAt(table: Place): [PlayerId, Place][] {
    const out: [PlayerId, Place][] = [];
    for (let side = 0; side < 4; side++) {
      const chair = offset(table, side);
      const player = this.sitterAt.get(this.port.key(chair));
      if (player === undefined) continue;
      const t = this.tableOfChair(chair);
      if (t !== undefined && t.x === table.x && t.z === table.z) out.push([player, chair]);
    }
    return out;
  }

  // ------------------------------------------------------------------ the dig guard

  /** Guards a table and the blocks round it (its chairs) against the hits that follow at once. */
  private guard(table: Place): void {
    const g: Guard = { until: this.clock.now() + GUARD_MS, held: false };
    this.guards.set(this.port.key(table), g);
    for (let side = 0; side < 4; side++) this.guards.set(this.port.key(offset(table, side)), g);
  }

  /**
   * Whether a block is under a guard still running. Every hit on a guarded block, refused or not,
   * restarts its guard: a held button keeps hitting, so only a pause lets the next hit through.
   */
  private guarded(key: string): boolean {
    const g = this.guards.get(key);
    if (g === undefined) return false;
    const now = this.clock.now();
    if (now >= g.until && !g.held) {
      this.guards.delete(key);
      return false;
    }
    g.until = now + GUARD_MS;
    g.held = false;
    return true;
  }

  /**
   * A player began hitting a block (a punch; Luanti reports it before a dig completes, which takes
   * a bare hand 2 s: longer than GUARD_MS). Begun under a running guard, the dig is part of the held
   * button's and is refused when it completes; begun after a pause, it is a fresh hit.
   */
  touched(at: Place): void {
    const key = this.port.key(at);
    if (this.guarded(key)) {
      const g = this.guards.get(key);
      if (g !== undefined) g.held = true;
    }
  }
}
