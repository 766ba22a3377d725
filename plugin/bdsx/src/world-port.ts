/**
 * The world controller's port on bdsx (src/tables/world/port.ts): blocks through the acting
 * player's BlockSource, looks and chair turns by setblock, seats as rideable entities. A Place's
 * `space` is the dimension id as text.
 */
import type { Actor } from "bdsx/bds/actor";
import type { BlockSource } from "bdsx/bds/block";
import type { ServerPlayer } from "bdsx/bds/player";
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import type { PlayerId, TableId } from "../../../src/tables/ports";
import type { ChairPlacing, Furniture, Place, ShownLook, WorldPort } from "../../../src/tables/world/port";
import { LOOK_STATE, lookValue, shownBoard, undrawnLine } from "../../bedrock-common/board-look";
import { CARDINALS, facingOf } from "../../bedrock-common/facing";
import { chairId, parseFurniture, SEAT_ENTITY, tableId as tableBlockId } from "../../bedrock-common/woods";
import { SEAT_ENTITY_Y, SeatEntities, seatedLook, type Seated as SeatedOn } from "../../bedrock-common/seats";
import type { BdsxHost } from "./host";

/** Dimension ids (bdsx's DimensionId) to the names `execute in` takes. */
const DIMENSIONS = ["overworld", "nether", "the_end"];

export function tableKey(dim: number, x: number, y: number, z: number): TableId {
  return `${dim}:${x},${y},${z}`;
}

/** A block's saved states as plain values: bdsx gives a boolean state as an NBT.Byte (0 or 1). */
function plainStates(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (raw === null || typeof raw !== "object") return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k] = typeof v === "string" || typeof v === "boolean" ? v : Number(v);
  return out;
}

export type Seated = SeatedOn<Actor>;

export class BdsxWorld implements WorldPort {
  /** bdsx reads blocks through a player's BlockSource: the one of the player whose event runs now. */
  private region: { dim: number; source: BlockSource } | undefined;
  /** Seat entities; one BDS already removed (decayed) is left alone. */
  private readonly seats = new SeatEntities<Actor>((seat) => {
    if (!this.host.isDecayed(seat)) seat.despawn();
  });
  readonly seated = this.seats.seated;
  /** True while the plugin asks the other plugins about a chair it places (its own blockPlace listener stays out). */
  asking = false;

  constructor(
    private readonly host: BdsxHost,
    private readonly online: (p: PlayerId) => ServerPlayer | undefined,
    private readonly log: (line: string) => void,
  ) {}

  /** Runs fn with the player's region as the world the port reads. */
  within<T>(p: ServerPlayer, fn: () => T): T {
    const before = this.region;
    this.region = { dim: p.getDimensionId(), source: p.getRegion() };
    try {
      return fn();
    } finally {
      this.region = before;
    }
  }

  place(p: ServerPlayer, x: number, y: number, z: number): Place {
    return { space: String(p.getDimensionId()), x, y, z };
  }

  key(at: Place): TableId {
    return tableKey(Number(at.space), at.x, at.y, at.z);
  }

  private block(at: Place, source = this.region): { name: string; states: Record<string, unknown> } | undefined {
    if (source === undefined || String(source.dim) !== at.space) return undefined;
    const b = source.source.getBlock(this.host.newBlockPos(at.x, at.y, at.z));
    return { name: b.getName(), states: plainStates(b.getSerializationId().value()["states"]) };
  }

  furnitureAt(at: Place): Furniture | undefined {
    const b = this.block(at);
    const f = b !== undefined ? parseFurniture(b.name) : undefined;
    if (b === undefined || f === undefined) return undefined;
    return f.kind === "table" ? { kind: "table" } : { kind: "chair", facing: facingOf(b.states) };
  }

  /** After the event (a chair being placed is not in the world yet). */
  turnChair(chair: Place, facing: number): void {
    const source = this.region;
    this.host.defer(() => {
      const b = this.block(chair, source);
      if (b === undefined || parseFurniture(b.name) === undefined) return;
      this.setblock(chair, `${b.name} ["minecraft:cardinal_direction"="${CARDINALS[facing]}"]`);
    });
  }

  /**
   * Shows a board look (src/content/boards.ts: one per board, board-look.ts). The look is never
   * the truth: a kind without a look, or a setblock BDS refuses (packs from another release), is
   * logged and leaves the table and its board as they are.
   */
  showBoard(table: Place, kind: string): void {
    const b = this.block(table);
    const f = b !== undefined ? parseFurniture(b.name) : undefined;
    if (f === undefined) return;
    const value = lookValue(kind);
    if (value === undefined) this.log(undrawnLine(this.key(table), kind, "the packs list no such board"));
    else if (!this.setblock(table, `${tableBlockId(f.wood)} ["${LOOK_STATE}"="${value}"]`)) {
      this.log(undrawnLine(this.key(table), kind, "BDS refused the setblock: are the packs from this release?"));
    }
  }

  shownBoard(table: Place): ShownLook {
    const b = this.block(table);
    return b !== undefined ? shownBoard(b.states) : { ok: true, kind: "" };
  }

  seat(player: PlayerId, chair: Place, table: Place | undefined): Message | undefined {
    const p = this.online(player);
    if (p === undefined) return msg("chair.unavailable");
    const dim = Number(chair.space);
    const at = this.host.newVec3(chair.x + 0.5, chair.y + SEAT_ENTITY_Y, chair.z + 0.5);
    const type = this.host.actorType(SEAT_ENTITY);
    const seat = this.host.summon(p.getRegion(), at, type);
    type.destruct();
    // BDS could not spawn the seat (the chunk is not ticking).
    if (seat === null) return msg("chair.unavailable");
    // Face the table: riders look where the seat looks.
    if (table !== undefined) seat.teleport(at, dim, this.host.newVec3(table.x + 0.5, chair.y + 0.9, table.z + 0.5));
    this.seats.add(player, { seat, tableId: table !== undefined ? this.key(table) : undefined, chair: this.key(chair) });
    if (p.startRiding(seat)) {
      if (table !== undefined) this.look(p, seat, seatedLook(chair, table));
      return undefined;
    }
    this.removeSeat(player);
    return msg("chair.occupied");
  }

  /**
   * Turns a seated player's camera to the table and down to its board, as on Luanti. BDS has no
   * call that turns a player's look, and a teleport would take them off the seat: the client is
   * sent a MovePlayerPacket in its look-only mode, riding the seat. Only the look: a packet that
   * cannot be sent is logged, and the player sits on.
   */
  private look(p: ServerPlayer, seat: Actor, look: { pitch: number; yaw: number }): void {
    const pk = this.host.movePacket();
    try {
      pk.actorId = p.getRuntimeID();
      pk.pos.set(p.getPosition());
      pk.pitch = look.pitch;
      pk.yaw = look.yaw;
      pk.headYaw = look.yaw;
      pk.mode = this.host.lookMode;
      pk.onGround = false;
      pk.ridingActorId = seat.getRuntimeID();
      p.sendNetworkPacket(pk);
    } catch (e) {
      this.log(`game-tables: a seated player's look was not sent: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      pk.dispose();
    }
  }

  removeSeat(player: PlayerId): void {
    this.seats.removeSeat(player);
  }

  /** Air in the acting player's dimension (BDS reads an unloaded block as air; setblock then fails). */
  freeForChair(at: Place): boolean {
    const b = this.block(at);
    return b !== undefined && b.name === "minecraft:air";
  }

  /**
   * BDS's own placement cannot be sent to another block, so the chair is set by the server
   * (setblock, turned to its table) and then one is taken from the hand, in the same call, where
   * the player could place it themselves: a game type that builds (not adventure, not spectators),
   * the build ability (off for visitors and for custom permissions without it), and the other
   * plugins' say: bdsx's blockPlace event, which BDS fires for a player's own placement and
   * protection plugins cancel, is fired for the chair. None is taken in creative. A setblock BDS
   * refuses (an unloaded place) takes nothing; a take that fails removes the chair again.
   */
  placeChair(player: PlayerId, at: Place, facing: number): ChairPlacing {
    const p = this.online(player);
    if (p === undefined || String(p.getDimensionId()) !== at.space) return "failed";
    // The effective game type (Actor::isAdventure...), not the player's own, which may be Default.
    if (p.isAdventure() || p.isSpectator() || !p.getAbilities().getBool(this.host.buildAbility)) return "refused";
    const inv = p.getInventory();
    const slot = inv.getSelectedSlot();
    const held = inv.getItem(slot, this.host.inventoryContainerId);
    const f = held.isNull() ? undefined : parseFurniture(held.getName());
    if (f === undefined || f.kind !== "chair" || !this.freeForChair(at)) return "failed";
    const asked = this.askOthers(p, chairId(f.wood), at);
    if (asked !== "placed") return asked;
    if (!this.setblock(at, `${chairId(f.wood)} ["minecraft:cardinal_direction"="${CARDINALS[facing]}"]`)) return "failed";
    if (p.isCreative()) return "placed";
    try {
      const count = held.getAmount();
      if (count <= 1) inv.clearSlot(slot, this.host.inventoryContainerId);
      else held.setAmount(count - 1);
      p.sendInventory();
    } catch (e) {
      this.setblock(at, "minecraft:air");
      this.log(`game-tables: a chair placed at ${this.key(at)} was taken back: ${e instanceof Error ? e.message : String(e)}`);
      return "failed";
    }
    return "placed";
  }

  /** The other plugins' say on the player placing `block` at `at` ("placed": nobody objects). */
  private askOthers(p: ServerPlayer, block: string, at: Place): ChairPlacing {
    const ev = this.host.placeEvent(p, block, p.getRegion(), this.host.newBlockPos(at.x, at.y, at.z));
    if (ev === null) return "failed";
    this.asking = true;
    try {
      return this.host.events.blockPlace.fire(ev) === this.host.CANCEL ? "refused" : "placed";
    } finally {
      this.asking = false;
    }
  }

  /** A command from the server runs in the Overworld: `execute in` puts it in the block's dimension. False when it failed. */
  setblock(at: Place, block: string): boolean {
    const name = DIMENSIONS[Number(at.space)];
    if (name === undefined) {
      this.log(`game-tables: no setblock in unknown dimension ${at.space}`);
      return false;
    }
    return this.host.executeCommand(`execute in ${name} run setblock ${at.x} ${at.y} ${at.z} ${block}`);
  }
}
