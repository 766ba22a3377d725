/**
 * The world controller's port on the Script API (src/tables/world/port.ts): blocks by dimension
 * (undefined where the world is not loaded), looks and chair turns by permutation, seats as
 * rideable entities. A Place's `space` is the dimension id ("minecraft:overworld").
 */
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import type { PlayerId, TableId } from "../../../src/tables/ports";
import type { ChairPlacing, Furniture, Place, ShownLook, WorldPort } from "../../../src/tables/world/port";
import { LOOK_STATE, lookValue, shownBoard, undrawnLine } from "../../bedrock-common/board-look";
import { CARDINALS, facingOf } from "../../bedrock-common/facing";
import { chairId, parseFurniture, SEAT_ENTITY, tableId as tableBlockId } from "../../bedrock-common/woods";
import type { GtBlock, GtEntity, GtPlayer, ScriptApi } from "./api";
import { SEAT_ENTITY_Y, SeatEntities, seatedLook, type Seated as SeatedOn } from "../../bedrock-common/seats";

function dimKey(id: string): string {
  return id.startsWith("minecraft:") ? id.substring(10) : id;
}

/** A block's key: "overworld:1,64,-3". */
export function blockKey(dimension: string, x: number, y: number, z: number): string {
  return `${dimKey(dimension)}:${x},${y},${z}`;
}

export type Seated = SeatedOn<GtEntity>;

export class ScriptWorld implements WorldPort {
  private readonly seats = new SeatEntities<GtEntity>((seat) => {
    if (seat.isValid) seat.remove();
  });
  readonly seated = this.seats.seated;

  constructor(
    private readonly api: ScriptApi,
    private readonly online: (p: PlayerId) => GtPlayer | undefined,
    private readonly log: (line: string) => void,
  ) {}

  place(block: GtBlock): Place {
    return { space: block.dimension.id, x: block.x, y: block.y, z: block.z };
  }

  key(at: Place): TableId {
    return blockKey(at.space, at.x, at.y, at.z);
  }

  private block(at: Place): GtBlock | undefined {
    return this.api.world.getDimension(at.space).getBlock({ x: at.x, y: at.y, z: at.z });
  }

  /** Air in a loaded chunk (getBlock gives undefined where the chunk is not loaded). */
  freeForChair(at: Place): boolean {
    const b = this.block(at);
    return b !== undefined && b.typeId === "minecraft:air";
  }

  /**
   * The Script API cannot place a block as the player, so the add-on checks what it can read of
   * the player's right to build, sets the chair (turned to its table) and takes one from the hand,
   * in the same tick. Refused: a game mode that cannot build (adventure, spectator), and a player
   * whose permission level is visitor or custom (a custom player's build ability cannot be read:
   * such a player places the chair by hand, where the game checks it). Another add-on's protection
   * that cancels the click (beforeEvents.playerInteractWithBlock) stops it before it comes here;
   * one that listens to block placement never hears of it (docs/bedrock-addon.md). A block the
   * game refuses (an unloaded chunk) takes nothing; a take that fails removes the chair again.
   */
  placeChair(player: PlayerId, at: Place, facing: number): ChairPlacing {
    const p = this.online(player);
    if (p === undefined || !p.isValid || p.dimension.id !== at.space) return "failed";
    let creative: boolean;
    try {
      const mode = p.getGameMode();
      creative = mode === this.api.enums.creative;
      if (!creative && mode !== this.api.enums.survival) return "refused";
      const level = p.playerPermissionLevel;
      if (level !== this.api.enums.member && level !== this.api.enums.operator) return "refused";
    } catch {
      // The player left within the tick (InvalidEntityError).
      return "failed";
    }
    const inv = p.getComponent("minecraft:inventory");
    const slot = p.selectedSlotIndex;
    const held = inv !== undefined ? inv.container.getItem(slot) : undefined;
    const f = held !== undefined ? parseFurniture(held.typeId) : undefined;
    const block = this.block(at);
    if (inv === undefined || held === undefined || f === undefined || f.kind !== "chair" || block === undefined || block.typeId !== "minecraft:air") return "failed";
    try {
      block.setPermutation(this.api.permutation(chairId(f.wood), { "minecraft:cardinal_direction": CARDINALS[facing] }));
    } catch (e) {
      this.log(`game-tables: no chair placed at ${this.key(at)}: ${e instanceof Error ? e.message : String(e)}`);
      return "failed";
    }
    if (creative) return "placed";
    try {
      if (held.amount > 1) {
        held.amount -= 1;
        inv.container.setItem(slot, held);
      } else inv.container.setItem(slot);
    } catch (e) {
      block.setType("minecraft:air");
      this.log(`game-tables: a chair placed at ${this.key(at)} was taken back: ${e instanceof Error ? e.message : String(e)}`);
      return "failed";
    }
    return "placed";
  }

  furnitureAt(at: Place): Furniture | undefined {
    const b = this.block(at);
    const f = b !== undefined ? parseFurniture(b.typeId) : undefined;
    if (b === undefined || f === undefined) return undefined;
    return f.kind === "table" ? { kind: "table" } : { kind: "chair", facing: facingOf(b.permutation.getAllStates()) };
  }

  turnChair(chair: Place, facing: number): void {
    const b = this.block(chair);
    const f = b !== undefined ? parseFurniture(b.typeId) : undefined;
    if (b !== undefined && f !== undefined) b.setPermutation(this.api.permutation(chairId(f.wood), { "minecraft:cardinal_direction": CARDINALS[facing] }));
  }

  /**
   * Shows a board look (src/content/boards.ts: one per board, board-look.ts). The look is never
   * the truth: a kind without a look, or a state the game refuses (packs from another release), is
   * logged and leaves the table and its board as they are.
   */
  showBoard(table: Place, kind: string): void {
    const b = this.block(table);
    const f = b !== undefined ? parseFurniture(b.typeId) : undefined;
    if (b === undefined || f === undefined) return;
    const value = lookValue(kind);
    if (value === undefined) {
      this.log(undrawnLine(this.key(table), kind, "the packs list no such board"));
      return;
    }
    try {
      b.setPermutation(this.api.permutation(tableBlockId(f.wood), { [LOOK_STATE]: value }));
    } catch (e) {
      this.log(undrawnLine(this.key(table), kind, `the game refused it: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  shownBoard(table: Place): ShownLook {
    const b = this.block(table);
    return b !== undefined ? shownBoard(b.permutation.getAllStates()) : { ok: true, kind: "" };
  }

  /** spawnEntity may throw (an unloaded or full place): the controller then stands the player up again. */
  seat(player: PlayerId, chair: Place, table: Place | undefined): Message | undefined {
    const p = this.online(player);
    if (p === undefined || !p.isValid) return msg("chair.unavailable");
    const seat = this.api.world.getDimension(chair.space).spawnEntity(SEAT_ENTITY, { x: chair.x + 0.5, y: chair.y + SEAT_ENTITY_Y, z: chair.z + 0.5 });
    this.seats.add(player, { seat, tableId: table !== undefined ? this.key(table) : undefined, chair: this.key(chair) });
    try {
      const look = table !== undefined ? seatedLook(chair, table) : undefined;
      // Face the table: the seat locks its rider's body to its own rotation (yaw 0 looks +z).
      if (look !== undefined) seat.setRotation({ x: 0, y: look.yaw });
      const rideable = seat.getComponent("minecraft:rideable");
      if (rideable !== undefined && rideable.addRider(p)) {
        if (look !== undefined) this.look(p, look);
        return undefined;
      }
    } catch (e) {
      this.removeSeat(player);
      throw e;
    }
    this.removeSeat(player);
    return msg("chair.occupied");
  }

  /** The camera turns to the table and down to its board, as on Luanti. Only the look: a turn that throws is logged, and the player sits on. */
  private look(p: GtPlayer, look: { pitch: number; yaw: number }): void {
    try {
      p.setRotation({ x: look.pitch, y: look.yaw });
    } catch (e) {
      this.log(`game-tables: a seated player's look was not set: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  removeSeat(player: PlayerId): void {
    this.seats.removeSeat(player);
  }
}
