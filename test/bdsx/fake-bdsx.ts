/**
 * A fake bdsx layer for tests only: the host surface of plugin/bdsx/src/host.ts backed by plain
 * objects that behave like BDS where the plugin depends on it (inventories and stack sizes, item
 * NBT through save/load, entity tags, riding and dismounting, forms answered by the test, the
 * storage that survives a "restart"). The table service behind the plugin is the real one.
 */
import type { FormData } from "bdsx/bds/form";
import type { Storage } from "bdsx/storage";
import type { BdsxHost } from "../../plugin/bdsx/src/host";
import { GameTablesPlugin } from "../../plugin/bdsx/src/plugin";
import { behaviorPack } from "../../plugin/bedrock-common/packs";
import { readStorageFile, writeStorageFile } from "./fake-jsdata";
import { parseFurniture } from "../../plugin/bedrock-common/woods";
import { install, USE_COMPONENT, type ServerApi } from "../../plugin/bdsx/hand/use";

export const CANCEL = Symbol("CANCEL");

/** bdsx/bds/player's GameType. */
export const GAME_TYPE = { Survival: 0, Creative: 1, Adventure: 2, SurvivalSpectator: 3, CreativeSpectator: 4, Default: 5, Spectator: 6 } as const;

class FakeEvent<A extends unknown[]> {
  private listeners: ((...a: A) => unknown)[] = [];
  on(l: (...a: A) => unknown): void {
    this.listeners.push(l);
  }
  remove(l: (...a: A) => unknown): boolean {
    const i = this.listeners.indexOf(l);
    if (i >= 0) this.listeners.splice(i, 1);
    return i >= 0;
  }
  fire(...a: A): unknown {
    let out: unknown;
    for (const l of this.listeners) {
      const r = l(...a);
      if (r === CANCEL) out = CANCEL;
    }
    return out;
  }
}

// --- NBT (bdsx/bds/nbt's JS values, with bdsx's own ranges)
abstract class Numeric {
  readonly n: number;
  constructor(n: number) {
    this.n = this.fit(n);
  }
  protected fit(n: number): number {
    return n;
  }
  valueOf(): number {
    return this.n;
  }
}
/** bdsx's ByteTag is a uint8_t: NBT.byte keeps n & 0xff, and a saved byte reads back as 0..255. */
class NByte extends Numeric {
  protected override fit(n: number): number {
    return n & 0xff;
  }
}
class NShort extends Numeric {
  protected override fit(n: number): number {
    return (n << 16) >> 16;
  }
}
class NInt extends Numeric {
  protected override fit(n: number): number {
    return n | 0;
  }
}
class NFloat extends Numeric {}
class NDouble extends Numeric {}
/** bdsx's NBT.Int64: a bin64_t, four 16-bit words in a string, the lowest first. */
class NInt64 {
  constructor(readonly value: string) {}
}
/** A bin64_t of a whole number below 2^53 (bdsx's bin.make). */
export function bin64(n: number): string {
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    out.push(n % 0x10000);
    n = Math.floor(n / 0x10000);
  }
  return String.fromCharCode(...out);
}
export const NBT = {
  byte: (n: number) => new NByte(n),
  short: (n: number) => new NShort(n),
  int: (n: number) => new NInt(n),
  int64: (n: string | number) => new NInt64(typeof n === "number" ? bin64(n) : n),
  float: (n: number) => new NFloat(n),
  double: (n: number) => new NDouble(n),
  Byte: NByte,
  Short: NShort,
  Int: NInt,
  Int64: NInt64,
  Float: NFloat,
  Double: NDouble,
};

function clone<T>(v: T): T {
  if (v instanceof Numeric) return new (v.constructor as new (n: number) => Numeric)(v.n) as T;
  if (v instanceof NInt64) return new NInt64(v.value) as T;
  if (v instanceof Uint8Array || v instanceof Int32Array) return v.slice() as T;
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = clone((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

/** Max stack sizes of the items the tests use (64 for anything else). */
const STACK: Record<string, number> = { "game_tables:gin_rummy_board": 1, "minecraft:diamond_sword": 1, "minecraft:ender_pearl": 16 };

export class FakeItem {
  destructed = false;
  constructor(
    public name: string,
    public amount: number,
    public tag: Record<string, unknown> | undefined = undefined,
    public damage = 0,
  ) {}
  isNull(): boolean {
    return this.name === "minecraft:air" || this.amount <= 0;
  }
  getName(): string {
    return this.name;
  }
  getAmount(): number {
    return this.amount;
  }
  setAmount(n: number): void {
    this.amount = n;
  }
  getMaxStackSize(): number {
    return STACK[this.name] ?? 64;
  }
  setCustomName(name: string): void {
    this.tag = { ...(this.tag ?? {}), display: { ...((this.tag?.["display"] as object) ?? {}), Name: name } };
  }
  setCustomLore(lore: string[] | string): void {
    this.tag = { ...(this.tag ?? {}), display: { ...((this.tag?.["display"] as object) ?? {}), Lore: Array.isArray(lore) ? lore : [lore] } };
  }
  save(): Record<string, unknown> {
    const out: Record<string, unknown> = { Name: this.name, Count: NBT.byte(this.amount), Damage: NBT.short(this.damage), WasPickedUp: NBT.byte(0) };
    if (this.tag !== undefined) out["tag"] = clone(this.tag);
    return out;
  }
  load(v: Record<string, unknown>): void {
    this.name = v["Name"] as string;
    this.amount = Number(v["Count"]);
    this.damage = Number(v["Damage"] ?? 0);
    this.tag = v["tag"] !== undefined ? clone(v["tag"] as Record<string, unknown>) : undefined;
  }
  getUserData(): never {
    throw new Error("not used");
  }
  clone(): FakeItem {
    return new FakeItem(this.name, this.amount, clone(this.tag), this.damage);
  }
  destruct(): void {
    this.destructed = true;
  }
  /** Same item, damage and NBT (what BDS stacks together). */
  stacksWith(o: FakeItem): boolean {
    return o.name === this.name && o.damage === this.damage && JSON.stringify(o.tag ?? null) === JSON.stringify(this.tag ?? null);
  }
}

const AIR = (): FakeItem => new FakeItem("minecraft:air", 0);

export class FakeInventory {
  slots: (FakeItem | undefined)[] = new Array(36).fill(undefined);
  selected = 0;
  getItem(slot: number): FakeItem {
    return this.slots[slot] ?? AIR();
  }
  setItem(slot: number, item: FakeItem): void {
    this.slots[slot] = item.clone();
  }
  clearSlot(slot: number): void {
    this.slots[slot] = undefined;
  }
  getContainerSize(): number {
    return 36;
  }
  getSelectedSlot(): number {
    return this.selected;
  }
  getFirstEmptySlot(): number {
    return this.slots.findIndex((s) => s === undefined || s.isNull());
  }
  /** Like BDS: fills matching stacks, then empty slots; false when some did not fit (the rest is lost to the caller). */
  addItem(item: FakeItem): boolean {
    if (item.destructed) throw new Error("addItem on a destructed stack");
    let n = item.amount;
    const max = item.getMaxStackSize();
    for (const s of this.slots) {
      if (n === 0) break;
      if (s !== undefined && !s.isNull() && s.stacksWith(item) && s.amount < max) {
        const k = Math.min(n, max - s.amount);
        s.amount += k;
        n -= k;
      }
    }
    for (let i = 0; i < 36 && n > 0; i++) {
      if (this.slots[i] === undefined || (this.slots[i] as FakeItem).isNull()) {
        const k = Math.min(n, max);
        const c = item.clone();
        c.amount = k;
        this.slots[i] = c;
        n -= k;
      }
    }
    return n === 0;
  }
  /** Total count of `name` (any NBT). */
  count(name: string): number {
    let n = 0;
    for (const s of this.slots) if (s !== undefined && !s.isNull() && s.name === name) n += s.amount;
    return n;
  }
  find(name: string): FakeItem | undefined {
    return this.slots.find((s) => s !== undefined && !s.isNull() && s.name === name);
  }
}

/** Each pack block's states and their values (description states and placement traits), read from the generated behaviour pack. */
let packStates: Map<string, Map<string, string[]>> | undefined;
function statesOf(block: string): Map<string, string[]> | undefined {
  if (packStates === undefined) {
    packStates = new Map();
    const bp = behaviorPack({ version: [0, 0, 0], recipes: [], textures: new Map(), langs: new Map(), packIcon: Buffer.alloc(0) });
    for (const [path, data] of bp) {
      if (!path.startsWith("blocks/")) continue;
      const def = (JSON.parse(data.toString("utf8")) as { "minecraft:block": { description: { identifier: string; states?: Record<string, unknown[]>; traits?: Record<string, { enabled_states: string[] }> } } })["minecraft:block"].description;
      const states = new Map<string, string[]>();
      for (const [k, values] of Object.entries(def.states ?? {})) states.set(k, values.map((v) => JSON.stringify(v)));
      if ((def.traits?.["minecraft:placement_direction"]?.enabled_states ?? []).indexOf("minecraft:cardinal_direction") >= 0) {
        states.set("minecraft:cardinal_direction", ["north", "south", "east", "west"].map((v) => JSON.stringify(v)));
      }
      packStates.set(def.identifier, states);
    }
  }
  return packStates.get(block);
}

/**
 * `setblock`'s block argument (`name ["k"=v,...]`, values as command text) checked like BDS checks
 * it against the block's definition: undefined (the command fails) for an unknown state or value.
 */
function parseSetblock(text: string): { name: string; states: Record<string, string> } | undefined {
  const open = text.indexOf("[");
  const name = (open < 0 ? text : text.substring(0, open)).trim();
  const states: Record<string, string> = {};
  const known = statesOf(name);
  if (open >= 0) {
    for (const pair of text.substring(open + 1, text.lastIndexOf("]")).split(",")) {
      if (pair.trim() === "") continue;
      const [k, v] = pair.split("=").map((x) => x.trim());
      const key = JSON.parse(k) as string;
      if (known !== undefined && (known.get(key) ?? []).indexOf(v) < 0) return undefined;
      states[key] = v;
    }
  }
  return { name, states };
}

/** A state as bdsx's CompoundTag.value() gives it: a string, or a byte (booleans) as NBT.Byte. */
function bdsxValue(text: string): unknown {
  if (text === "true" || text === "false") return new NByte(text === "true" ? 1 : 0);
  return JSON.parse(text) as unknown;
}

/** One dimension's blocks (BlockSource); the Overworld's also holds the other dimensions. */
export class FakeWorld {
  blocks = new Map<string, { name: string; states: Record<string, string> }>();
  /** Blocks in chunks that are not loaded: BDS reads them as air and a setblock there fails. */
  unloaded = new Set<string>();
  commands: string[] = [];
  drops: { item: FakeItem; x: number; y: number; z: number }[] = [];
  actors: FakeActor[] = [];
  /** The world's default game type, which a player's GameType.Default stands for. */
  defaultGameType: number = GAME_TYPE.Survival;
  private readonly others = new Map<number, FakeWorld>();
  constructor(
    readonly dim = 0,
    private readonly overworld?: FakeWorld,
  ) {}
  /** The region of dimension `d` (0 Overworld, 1 Nether, 2 The End). */
  in(d: number): FakeWorld {
    const root = this.overworld ?? this;
    if (d === 0) return root;
    let w = root.others.get(d);
    if (w === undefined) {
      w = new FakeWorld(d, root);
      root.others.set(d, w);
    }
    return w;
  }
  key(x: number, y: number, z: number): string {
    return `${x},${y},${z}`;
  }
  getBlock(pos: { x: number; y: number; z: number }): { getName(): string; getSerializationId(): { value(): Record<string, unknown> } } {
    const b = this.unloaded.has(this.key(pos.x, pos.y, pos.z)) ? undefined : this.blocks.get(this.key(pos.x, pos.y, pos.z));
    const name = b !== undefined ? b.name : "minecraft:air";
    const states: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b !== undefined ? b.states : {})) states[k] = bdsxValue(v);
    return { getName: () => name, getSerializationId: () => ({ value: () => ({ name, states, version: 18100737 }) }) };
  }
  /** Puts a block with the given states (command text: `'"uno_no_mercy"'`, `"true"`) as a world saved it. */
  set(x: number, y: number, z: number, name: string, states: Record<string, string> = {}): void {
    this.blocks.set(this.key(x, y, z), { name, states: { ...states } });
  }
  state(x: number, y: number, z: number, s: string): string | undefined {
    return this.blocks.get(this.key(x, y, z))?.states[s];
  }
}

/**
 * bdsx's Actor as the plugin may use it: no isValid(); once BDS removed the entity, bdsx "decays"
 * the object and every method on it throws (bdsx/decay).
 */
let nextRuntimeId = 1;

/** bdsx/bds/packets' MovePlayerPacket as allocated by bdsx: usable until dispose(), which frees it. */
export class FakeMovePacket {
  disposed = false;
  actorId: unknown;
  readonly pos = {
    x: 0,
    y: 0,
    z: 0,
    set: (v: { x: number; y: number; z: number }): void => {
      this.live();
      Object.assign(this.pos, { x: v.x, y: v.y, z: v.z });
    },
  };
  pitch = 0;
  yaw = 0;
  headYaw = 0;
  mode = 0;
  onGround = false;
  ridingActorId: unknown;
  constructor(private readonly host: FakeBdsx) {
    host.packetsLive++;
  }
  live(): void {
    if (this.disposed) throw new Error("fake: the packet was disposed (its memory is freed)");
  }
  dispose(): void {
    this.live();
    this.disposed = true;
    this.host.packetsLive--;
  }
}

/** bdsx's MovePlayerPacket.Modes.Pitch: the protocol's look-only ("rotation") mode. */
export const LOOK_MODE = 3;

export class FakeActor {
  decayed = false;
  readonly runtimeId = `rt${nextRuntimeId++}`;
  rider: FakePlayer | undefined;
  facing: { x: number; y: number; z: number } | undefined;
  tags = new Set<string>();
  constructor(
    public world: FakeWorld,
    public identifier: string,
    public pos: { x: number; y: number; z: number },
  ) {}
  protected live(): void {
    if (this.decayed) throw new Error("This object is decayed. Native objects are unusable after it deleted");
  }
  isPlayer(): boolean {
    this.live();
    return false;
  }
  getIdentifier(): string {
    this.live();
    return this.identifier;
  }
  getRuntimeID(): unknown {
    this.live();
    return this.runtimeId;
  }
  getPosition(): { x: number; y: number; z: number } {
    this.live();
    return this.pos;
  }
  getRegion(): FakeWorld {
    this.live();
    return this.world;
  }
  getDimensionId(): number {
    this.live();
    return this.world.dim;
  }
  teleport(pos: { x: number; y: number; z: number }, _dim?: number, face?: { x: number; y: number; z: number } | null): void {
    this.live();
    this.pos = pos;
    this.facing = face ?? undefined;
  }
  /** Removes the entity; like BDS, its rider is told (stopRiding) while still riding it. */
  despawn(): void {
    this.live();
    const rider = this.rider;
    if (rider !== undefined) rider.host.events.entityStopRiding.fire({ entity: rider, exitFromRider: false, actorIsBeingDestroyed: true, switchingRides: false });
    this.rider = undefined;
    if (rider !== undefined) rider.riding = undefined;
    // bdsx decays the object once the level cleans the entity up (the same tick here).
    this.decayed = true;
  }
  addTag(t: string): boolean {
    this.live();
    this.tags.add(t);
    return true;
  }
  hasTag(t: string): boolean {
    this.live();
    return this.tags.has(t);
  }
  removeTag(t: string): boolean {
    this.live();
    return this.tags.delete(t);
  }
  getTags(): string[] {
    this.live();
    return [...this.tags];
  }
  setNameTag(): void {}
  startRiding(_seat: FakeActor): boolean {
    this.live();
    return false;
  }
  /** Seats and other rides carry; they ride nothing themselves. */
  isRiding(_entity?: FakeActor): boolean {
    this.live();
    return false;
  }
  getCommandPermissionLevel(): number {
    this.live();
    return 0;
  }
  getRotation(): { x: number; y: number } {
    return { x: 0, y: 0 };
  }
}

export class FakePlayer extends FakeActor {
  inventory = new FakeInventory();
  messages: string[] = [];
  riding: FakeActor | undefined;
  permission = 0;
  gameType: number = GAME_TYPE.Survival;
  /** The build ability (AbilitiesIndex.Build), across its layers: off for a visitor, or by custom permissions. */
  build = true;
  /** What the player's client saw of the look packets sent to it: pitch within straight up and down, as the client clamps it. */
  look: { pitch: number; yaw: number; riding: unknown } | undefined;
  readonly ni: { getAddress(): string };
  constructor(
    readonly host: FakeBdsx,
    readonly xuid: string,
    readonly name: string,
  ) {
    super(host.world, "minecraft:player", { x: 0, y: 64, z: 0 });
    this.ni = { getAddress: () => `${name}|0` };
  }
  override isPlayer(): boolean {
    return true;
  }
  getXuid(): string {
    return this.xuid;
  }
  getName(): string {
    return this.name;
  }
  getNetworkIdentifier(): { getAddress(): string } {
    return this.ni;
  }
  getInventory(): FakeInventory {
    return this.inventory;
  }
  getMainhandSlot(): FakeItem {
    return this.inventory.getItem(this.inventory.selected);
  }
  setMainhandSlot(item: FakeItem): void {
    this.inventory.setItem(this.inventory.selected, item);
  }
  sendMessage(m: string): void {
    this.messages.push(m);
  }
  sendInventory(): void {}
  override getCommandPermissionLevel(): number {
    return this.permission;
  }
  getGameType(): number {
    this.live();
    return this.gameType;
  }
  /** Actor::isCreative and friends read the effective game type: Default is the world's. */
  private effectiveGameType(): number {
    this.live();
    return this.gameType === GAME_TYPE.Default ? this.host.world.defaultGameType : this.gameType;
  }
  isCreative(): boolean {
    const t = this.effectiveGameType();
    return t === GAME_TYPE.Creative || t === GAME_TYPE.CreativeSpectator;
  }
  isAdventure(): boolean {
    return this.effectiveGameType() === GAME_TYPE.Adventure;
  }
  isSpectator(): boolean {
    const t = this.effectiveGameType();
    return t === GAME_TYPE.Spectator || t === GAME_TYPE.SurvivalSpectator || t === GAME_TYPE.CreativeSpectator;
  }
  getAbilities(): { getBool(i: number): boolean } {
    this.live();
    return { getBool: (i) => (i === 0 ? this.build : true) };
  }
  sendNetworkPacket(pk: FakeMovePacket): void {
    this.live();
    pk.live();
    if (pk.mode === LOOK_MODE && pk.actorId === this.runtimeId) this.look = { pitch: Math.max(-90, Math.min(90, pk.pitch)), yaw: pk.yaw, riding: pk.ridingActorId };
  }
  /** Like BDS: a rider of something else leaves it first (stopRiding with switchingRides set). */
  override startRiding(seat: FakeActor): boolean {
    if (seat.decayed) throw new Error("This object is decayed. Native objects are unusable after it deleted");
    if (seat.rider !== undefined) return false;
    const old = this.riding;
    if (old !== undefined) {
      this.host.events.entityStopRiding.fire({ entity: this, exitFromRider: false, actorIsBeingDestroyed: false, switchingRides: true });
      old.rider = undefined;
    }
    seat.rider = this;
    this.riding = seat;
    return true;
  }
  override isRiding(entity?: FakeActor): boolean {
    if (entity !== undefined && entity.decayed) throw new Error("This object is decayed. Native objects are unusable after it deleted");
    return entity === undefined ? this.riding !== undefined : this.riding === entity;
  }
  /** The player sneaks off the seat (the event comes while still riding, as bdsx fires it). */
  dismount(): void {
    const seat = this.riding;
    if (seat === undefined) return;
    this.host.events.entityStopRiding.fire({ entity: this, exitFromRider: true, actorIsBeingDestroyed: false, switchingRides: false });
    seat.rider = undefined;
    this.riding = undefined;
  }
  /** Goes to another dimension (through a portal). */
  travel(dim: number): void {
    this.world = this.world.in(dim);
  }
}

interface OpenForm {
  data: FormData;
  resolve: (answer: unknown) => void;
}

/** The block beside x,y,z across face `face` (bdsx's Facing: 0 down, 1 up, 2 north, 3 south, 4 west, 5 east). */
function facingBlock(x: number, y: number, z: number, face: number): { x: number; y: number; z: number } {
  const d = [
    [0, -1, 0],
    [0, 1, 0],
    [0, 0, -1],
    [0, 0, 1],
    [-1, 0, 0],
    [1, 0, 0],
  ][face];
  return { x: x + d[0], y: y + d[1], z: z + d[2] };
}

/** Persisted storage: survives a new FakeBdsx (a server restart) when passed along. */
export type Disk = Map<string, string>;

/** The empty-hand pack's script on a fake game: its component's click handler, and its queued work. */
export function runHandScript(): { interact: (e: unknown) => void; runQueued: () => void } {
  let registered: { onPlayerInteract?: (e: never) => void } | undefined;
  const queue: (() => void)[] = [];
  const api: ServerApi = {
    world: {
      beforeEvents: {
        worldInitialize: {
          subscribe: (cb) => cb({ blockTypeRegistry: { registerCustomComponent: (name, c) => (name === USE_COMPONENT ? (registered = c) : undefined) } }),
        },
      },
    },
    system: { run: (cb) => queue.push(cb) },
    EquipmentSlot: { Mainhand: "Mainhand" },
  } as ServerApi;
  install(api);
  if (registered?.onPlayerInteract === undefined) throw new Error("no onPlayerInteract registered");
  const on = registered.onPlayerInteract;
  return { interact: (e) => on(e as never), runQueued: () => queue.splice(0).forEach((f) => f()) };
}

/** A player as the pack's script sees it: what it holds (Script API: undefined for an empty hand), and the commands it runs (into `ran`). */
export function scriptPlayer(ran: string[], held?: { typeId: string }): unknown {
  return {
    getComponent: (id: string) => (id === "minecraft:equippable" ? { getEquipment: (slot: string) => (slot === "Mainhand" ? held : undefined) } : undefined),
    runCommandAsync: (c: string) => {
      ran.push(c);
      return Promise.resolve({});
    },
  };
}

export class FakeBdsx {
  readonly world: FakeWorld;
  readonly players = new Map<string, FakePlayer>();
  readonly forms = new Map<FakePlayer["ni"], OpenForm[]>();
  readonly storages = new Map<string, { data: unknown }>();
  commandCallback: ((params: { action: string; arg?: string }, origin: unknown, output: unknown) => void) | undefined;
  now = 1_000_000;
  /** BDS cannot spawn the seat entity (spawnEntityAt gives null). */
  summonFails = false;
  /** The optional empty-hand pack (plugin/bdsx/hand) is installed: see use(). */
  handPack = false;
  /** The pack's script, running on a fake of the @minecraft/server names it uses. */
  readonly handScript = runHandScript();
  /** State values (command text, `'"uno_no_mercy"'`) the server's packs lack: packs from another release. */
  readonly unlisted = new Set<string>();
  readonly events = {
    blockPlace: new FakeEvent<[unknown]>(),
    blockDestroy: new FakeEvent<[unknown]>(),
    blockInteractedWith: new FakeEvent<[unknown]>(),
    itemUseOnBlock: new FakeEvent<[unknown]>(),
    entityStopRiding: new FakeEvent<[{ entity: FakeActor; exitFromRider: boolean; actorIsBeingDestroyed: boolean; switchingRides: boolean }]>(),
    playerJoin: new FakeEvent<[unknown]>(),
    playerLeft: new FakeEvent<[unknown]>(),
    serverOpen: new FakeEvent<[]>(),
    levelTick: new FakeEvent<[unknown]>(),
    serverLeave: new FakeEvent<[]>(),
    serverClose: new FakeEvent<[]>(),
    login: new FakeEvent<[unknown, unknown]>(),
    packetAfter: (_id: number) => this.events.login,
  };
  readonly host: BdsxHost;
  /** The adapter under test (absent when the built plugin is loaded on this fake instead, or its storage is damaged). */
  plugin!: GameTablesPlugin;
  log: string[] = [];
  /** Work the plugin left for after the current event (run by place() once the block is set, and after a click). */
  deferred: (() => void)[] = [];
  /** Packets allocated and not yet disposed (bdsx leaks them otherwise). */
  packetsLive = 0;

  constructor(
    readonly disk: Disk = new Map(),
    world?: FakeWorld,
    readonly config: unknown = { botDelayMs: 0 },
    /** false: only the fake bdsx, for loading the built plugin on top of it. */
    withPlugin = true,
    /** The plugin's storage journal (a real file); none by default. */
    journalPath?: string,
  ) {
    this.world = world ?? new FakeWorld();
    this.host = {
      events: this.events as never,
      CANCEL: CANCEL as never,
      sendForm: ((ni: FakePlayer["ni"], data: FormData) =>
        new Promise((resolve) => {
          const list = this.forms.get(ni) ?? [];
          list.push({ data, resolve });
          this.forms.set(ni, list);
        })) as never,
      command: {
        enum: (name: string, ...values: string[]) => ({ name, values }),
        register: () => {
          const factory = {
            overload: (cb: (params: { action: string; arg?: string }, origin: unknown, output: unknown) => void) => {
              this.commandCallback = cb;
              return factory;
            },
          };
          return factory;
        },
      } as never,
      CxxString: { name: "CxxString" } as never,
      permission: { Normal: 0 as never, Operator: 1 as never },
      inventoryContainerId: 0,
      buildAbility: 0 as never,
      // Like bdsx's Block.create: null for a block BDS does not know (one of this world's packs).
      placeEvent: ((player: FakePlayer, name: string, region: FakeWorld, pos: { x: number; y: number; z: number }) =>
        statesOf(name) === undefined && !name.startsWith("minecraft:") ? null : { player, block: { getName: () => name }, blockSource: region, blockPos: pos }) as never,
      movePacket: (() => new FakeMovePacket(this)) as never,
      lookMode: LOOK_MODE,
      loginPacketId: 1,
      newItem: (name: string, amount: number) => new FakeItem(name, amount) as never,
      newBlockPos: (x: number, y: number, z: number) => ({ x, y, z }) as never,
      newVec3: (x: number, y: number, z: number) => ({ x, y, z }) as never,
      summon: ((region: FakeWorld, pos: { x: number; y: number; z: number }, type: { name: string }) => {
        if (this.summonFails) return null;
        const a = new FakeActor(region, type.name, pos);
        this.world.actors.push(a);
        return a;
      }) as never,
      actorType: ((name: string) => ({ name, destruct() {} })) as never,
      isDecayed: ((a: FakeActor) => a.decayed) as never,
      spawnItem: ((_r: unknown, item: FakeItem, pos: { x: number; y: number; z: number }) => {
        this.world.drops.push({ item: item.clone(), ...pos });
      }) as never,
      defer: (fn: () => void) => {
        this.deferred.push(fn);
      },
      executeCommand: (cmd: string) => {
        this.world.commands.push(cmd);
        let m = cmd.split(" ");
        // A command from the server runs in the Overworld unless `execute in <dimension> run` moves it.
        let region = this.world;
        if (m[0] === "execute" && m[1] === "in" && m[3] === "run") {
          region = this.world.in(["overworld", "nether", "the_end"].indexOf(m[2]));
          m = m.slice(4);
        }
        if (m[0] === "setblock") {
          const [x, y, z] = [m[1], m[2], m[3]].map(Number);
          // Like BDS: "Cannot place block outside of the world" where the chunk is not loaded.
          if (region.unloaded.has(region.key(x, y, z))) return false;
          const block = parseSetblock(m.slice(4).join(" "));
          // Like BDS: a state the block does not define fails the command, and the block stays.
          if (block === undefined || Object.values(block.states).some((v) => this.unlisted.has(v))) return false;
          // The block is replaced: states not named take their defaults (here: absent).
          region.blocks.set(region.key(x, y, z), block);
        }
        return true;
      },
      nbt: NBT as never,
      storage: (<T>(key: string): Storage<T> => {
        let s = this.storages.get(key);
        if (s === undefined) {
          const saved = this.disk.get(key);
          let data: unknown;
          try {
            data = saved !== undefined ? readStorageFile(saved) : undefined;
          } catch (e) {
            // bdsx reports the file and the value is gone.
            this.log.push(`storage ${key} unreadable: ${(e as Error).message}`);
          }
          s = { data };
          this.storages.set(key, s);
        }
        const box = s;
        return {
          get data() {
            return box.data as T;
          },
          get isLoaded() {
            return true;
          },
          init(v: T | undefined) {
            box.data = v;
          },
          close() {
            return true;
          },
        };
      }) as never,
    };
    if (withPlugin) {
      const plugin = GameTablesPlugin.open(this.host, { readConfig: () => this.config, log: (l) => this.log.push(l), now: () => this.now, journalPath });
      if (plugin !== undefined) {
        this.plugin = plugin;
        plugin.install();
      }
    }
  }

  /** The bdsx modules as the built plugin requires them, backed by this fake. */
  modules(projectPath: string): Record<string, unknown> {
    const h = this.host;
    return {
      "bdsx/event": { events: this.events },
      "bdsx/common": { CANCEL },
      "bdsx/decay": { decay: { isDecayed: h.isDecayed } },
      "bdsx/bds/form": { Form: { sendTo: h.sendForm } },
      "bdsx/command": { command: h.command },
      "bdsx/nativetype": { CxxString: h.CxxString },
      "bdsx/bds/command": { CommandPermissionLevel: { Normal: 0, Operator: 1 } },
      "bdsx/bds/inventory": { ContainerId: { Inventory: 0 }, ItemStack: { constructWith: h.newItem } },
      "bdsx/bds/packetids": { MinecraftPacketIds: { Login: 1 } },
      "bdsx/bds/player": { GameType: GAME_TYPE },
      "bdsx/bds/nbt": { NBT },
      "bdsx/launcher": {
        bedrockServer: {
          executeCommand: (c: string) => ({ isSuccess: () => h.executeCommand(c) }),
          level: { getSpawner: () => ({ spawnItem: h.spawnItem }) },
        },
      },
      "bdsx/storage": { storageManager: { getSync: h.storage } },
      "bdsx/bds/actor": { Actor: { summonAt: h.summon }, ActorDefinitionIdentifier: { constructWith: h.actorType } },
      "bdsx/bds/abilities": { AbilitiesIndex: { Build: 0 } },
      "bdsx/bds/block": { Block: { create: (name: string) => (statesOf(name) === undefined && !name.startsWith("minecraft:") ? null : { getName: () => name }) } },
      "bdsx/event_impl/blockevent": {
        BlockPlaceEvent: function BlockPlaceEvent(this: Record<string, unknown>, player: unknown, block: unknown, blockSource: unknown, blockPos: unknown) {
          Object.assign(this, { player, block, blockSource, blockPos });
        },
      },
      "bdsx/bds/packets": { MovePlayerPacket: { allocate: h.movePacket, Modes: { Pitch: LOOK_MODE } } },
      "bdsx/bds/blockpos": { BlockPos: { create: h.newBlockPos }, Vec3: { create: h.newVec3 } },
      "bdsx/fsutil": { fsutil: { projectPath } },
    };
  }

  /** What bdsx's storage driver would have written by now (every value, in bdsx's file format). */
  flush(): Disk {
    for (const [k, v] of this.storages) this.disk.set(k, writeStorageFile(v.data));
    return this.disk;
  }

  open(): void {
    this.events.serverOpen.fire();
  }

  join(xuid: string, name: string, lang = "en_US", keep?: FakePlayer): FakePlayer {
    const p = keep ?? new FakePlayer(this, xuid, name);
    (p as { host: FakeBdsx }).host = this;
    this.players.set(xuid, p);
    this.events.login.fire({ connreq: { getCertificate: () => ({ getXuid: () => xuid, getId: () => name }), getJsonValue: () => ({ LanguageCode: lang }) } }, p.ni);
    this.events.playerJoin.fire({ player: p, isSimulated: false });
    return p;
  }

  leave(p: FakePlayer): void {
    this.events.playerLeft.fire({ player: p, skipMessage: false });
    this.players.delete(p.xuid);
  }

  place(p: FakePlayer, x: number, y: number, z: number, name: string): boolean {
    const r = this.events.blockPlace.fire({ player: p, block: { getName: () => name }, blockSource: p.world, blockPos: { x, y, z } });
    if (r === CANCEL) return false;
    p.world.set(x, y, z, name);
    this.runDeferred();
    return true;
  }

  /** A player breaks a block; false when the plugin cancelled it. */
  breakBlock(p: FakePlayer, x: number, y: number, z: number): boolean {
    const r = this.events.blockDestroy.fire({ player: p, blockPos: { x, y, z }, blockSource: p.world, itemStack: p.getMainhandSlot() });
    if (r === CANCEL) return false;
    p.world.blocks.delete(p.world.key(x, y, z));
    return true;
  }

  /**
   * A right-click on a block, as real bdsx reports it (bdsx/event_impl: itemUseOnBlock hooks
   * ItemStack::useOn; blockInteractedWith is the gameplay event of vanilla blocks that have an
   * interaction, which ours lack). BDS asks the block first: a block without an interaction lets
   * the held item act, so bdsx hears of a click holding something and never of an empty hand.
   * With the empty-hand pack installed (`handPack`) our blocks have an interaction (its custom
   * component): the block takes every click, empty-handed or not, so ItemStack::useOn is not
   * called and bdsx hears nothing; the pack's script runs `/gametables use` as the player instead.
   *
   * Without the pack, the client guesses the click's outcome, and when its guess fails it sends
   * the click again at once (the same ClickBlock transaction: PocketMine-MP and Dragonfly drop it
   * as the "client spam bug"), so BDS calls ItemStack::useOn twice. It guesses that a block item
   * is placed against the clicked face when the block there is air, and that anything else (a
   * board, a stick: our blocks have no interaction of their own) fails. `face`: bdsx's Facing.
   */
  use(p: FakePlayer, x: number, y: number, z: number, face = 1): void {
    this.pass(1000);
    const item = p.getMainhandSlot();
    if (this.handPack && parseFurniture(p.world.getBlock({ x, y, z }).getName()) !== undefined) {
      const ran: string[] = [];
      this.handScript.interact({ block: { location: { x, y, z } }, player: scriptPlayer(ran, item.isNull() ? undefined : { typeId: item.getName() }) });
      this.handScript.runQueued();
      for (const line of ran) this.runCommandAs(p, line);
      this.runDeferred();
      return;
    }
    if (item.isNull()) return;
    const placeable = parseFurniture(item.getName()) !== undefined && p.world.getBlock(facingBlock(x, y, z, face)).getName() === "minecraft:air";
    this.events.itemUseOnBlock.fire({ itemStack: item, actor: p, x, y, z, face, clickX: 0, clickY: 0, clickZ: 0 });
    this.runDeferred();
    if (placeable) return;
    this.pass(50);
    const again = p.getMainhandSlot();
    if (!again.isNull()) this.events.itemUseOnBlock.fire({ itemStack: again, actor: p, x, y, z, face, clickX: 0, clickY: 0, clickZ: 0 });
    this.runDeferred();
  }

  /** What bdsx's setImmediate runs once the event is over. */
  private runDeferred(): void {
    for (let fn = this.deferred.shift(); fn !== undefined; fn = this.deferred.shift()) fn();
  }

  /** Runs a command line the way BDS parses `/gametables <action> "<arg>"` for the plugin. */
  runCommandAs(p: FakePlayer, line: string): { ok: boolean; text: string } {
    const m = /^gametables (\w+) "([^"]*)"$/.exec(line);
    if (m === null || this.commandCallback === undefined) throw new Error(`not a gametables command: ${line}`);
    let out = { ok: false, text: "" };
    this.commandCallback({ action: m[1], arg: m[2] }, { getEntity: () => p }, { success: (t?: string) => (out = { ok: true, text: t ?? "" }), error: (t: string) => (out = { ok: false, text: t }) });
    return out;
  }

  /** The form the player sees now (the oldest unanswered one). */
  form(p: FakePlayer): FormData | undefined {
    const list = this.forms.get(p.ni);
    return list !== undefined && list.length > 0 ? list[0].data : undefined;
  }

  /** Answers the player's open form and lets the plugin handle it. */
  async answer(p: FakePlayer, answer: unknown): Promise<void> {
    const list = this.forms.get(p.ni);
    if (list === undefined || list.length === 0) throw new Error(`${p.name} has no form open`);
    const f = list.shift() as OpenForm;
    f.resolve(answer);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }

  /** Presses the button whose action (from the screen) matches. */
  buttonIndex(p: FakePlayer, pred: (label: string, image: string) => boolean): number {
    const f = this.form(p);
    if (f === undefined || f.type !== "form") return -1;
    return f.buttons.findIndex((b) => pred(b.text, b.image !== undefined ? b.image.data : ""));
  }

  tick(ms = 1000): void {
    this.pass(ms);
    this.plugin.tick();
  }

  /** Time passes: the clock moves and the level ticks, 20 times a second as on a server that keeps up. */
  private pass(ms: number): void {
    const before = Math.floor(this.now / 50);
    this.now += ms;
    for (let t = before; t < Math.floor(this.now / 50); t++) this.events.levelTick.fire({});
  }
}
