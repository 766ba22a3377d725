/**
 * A fake of the Script API subset the add-on uses (plugin/bedrock-script/src/api.ts), each class
 * implementing the same narrow interfaces the real `world`, `system`, forms and items satisfy. It
 * behaves like the game where the add-on depends on it: containers hand out copies, stackable
 * items merge only with equal data, a player sees one form at a time (another is refused as busy),
 * before-events can be cancelled, `system.run` work waits for the next tick, and which custom
 * component a block fires is read from the built behaviour pack.
 *
 * `FakeGame` drives it: players join, craft, place, use, break, ride; `save()` is what Bedrock
 * writes at a world save (world properties, blocks, players' data), and a new FakeGame started
 * from a save is the server after a restart (or a crash back to that save).
 */
import type { CommandPermissionLevel, CustomCommand, CustomCommandResult, Direction, GameMode, ItemLockMode, PlayerPermissionLevel, Vector2, Vector3 } from "@minecraft/server";
import type { FormCancelationReason } from "@minecraft/server-ui";
import { CONSOLE, GameTablesAddon } from "../../plugin/bedrock-script/src/addon";
import { behaviorPack } from "../../plugin/bedrock-common/packs";
import type {
  GtActionForm,
  GtActionResponse,
  GtBlock,
  GtBlockComponent,
  GtCommandOrigin,
  GtContainer,
  GtDimension,
  GtDurability,
  GtDyeable,
  GtEnchantable,
  GtEntity,
  GtInventory,
  GtItem,
  GtModalForm,
  GtModalResponse,
  GtPermutation,
  GtPlayer,
  GtRef,
  GtRideable,
  GtRiding,
  GtStartup,
  GtSystem,
  GtWorld,
  ScriptApi,
  Signal,
} from "../../plugin/bedrock-script/src/api";

export { CONSOLE };

type Prop = boolean | number | string | Vector3;

const enumOf = <T>(v: string | number): T => v as unknown as T;
export const ENUMS: ScriptApi["enums"] = {
  permissionAny: enumOf<CommandPermissionLevel>(0),
  permissionOperator: enumOf<CommandPermissionLevel>(1),
  paramString: enumOf("String"),
  paramEnum: enumOf("Enum"),
  success: enumOf(0),
  failure: enumOf(1),
  creative: enumOf<GameMode>("Creative"),
  survival: enumOf<GameMode>("Survival"),
  member: enumOf<PlayerPermissionLevel>(1),
  operator: enumOf<PlayerPermissionLevel>(2),
  userBusy: enumOf<FormCancelationReason>("UserBusy"),
};
const SURVIVAL = ENUMS.survival;
export const ADVENTURE = enumOf<GameMode>("Adventure");
/** PlayerPermissionLevel's other values: visitors only look; a custom level has its own abilities. */
export const VISITOR = enumOf<PlayerPermissionLevel>(0);
export const CUSTOM = enumOf<PlayerPermissionLevel>(3);
const USER_CLOSED = enumOf<FormCancelationReason>("UserClosed");

class FakeSignal<E> implements Signal<E> {
  private readonly subs: ((e: E) => void)[] = [];
  subscribe(cb: (e: E) => void): (e: E) => void {
    this.subs.push(cb);
    return cb;
  }
  fire(e: E): void {
    for (const s of this.subs) s(e);
  }
}

// --- items

const MAX_STACK: Record<string, number> = { "minecraft:ender_pearl": 16, "game_tables:gin_rummy_board": 1 };
const TOOLS = ["_sword", "_pickaxe", "_axe", "_shovel", "_hoe"];
const ARMOUR = ["_helmet", "_chestplate", "_leggings", "_boots"];
const isTool = (t: string): boolean => TOOLS.some((s) => t.endsWith(s));
const isArmour = (t: string): boolean => ARMOUR.some((s) => t.endsWith(s));

/** Vanilla maximum levels (EnchantmentType.maxLevel) of the enchantments the tests use. */
const MAX_LEVEL: Record<string, number> = { sharpness: 5, smite: 5, bane_of_arthropods: 5, unbreaking: 3, mending: 1, efficiency: 5, fortune: 3, silk_touch: 1, knockback: 2, fire_aspect: 2, looting: 3 };
/** Enchantments that exclude each other on one item (ScriptItemEnchantmentTypeNotCompatibleError). */
const EXCLUSIVE = [["sharpness", "smite", "bane_of_arthropods"], ["fortune", "silk_touch"]];
const bare = (id: string): string => (id.startsWith("minecraft:") ? id.substring(10) : id);
const compatible = (a: string, b: string): boolean => a !== b && !EXCLUSIVE.some((g) => g.includes(bare(a)) && g.includes(bare(b)));

export class FakeItem implements GtItem {
  nameTag: string | undefined;
  lore: string[] = [];
  enchantments: { id: string; level: number }[] = [];
  damage = 0;
  /** Our pack's dynamic properties (the only ones the add-on's script can see). */
  readonly props = new Map<string, Prop>();
  /** Other behaviour packs' dynamic properties, by pack: scoped to their pack, invisible to ours. */
  readonly packProps = new Map<string, Map<string, Prop>>();
  keepOnDeath = false;
  lockMode: ItemLockMode = enumOf<ItemLockMode>("none");
  canPlaceOn: string[] = [];
  canDestroy: string[] = [];
  /** Data the Script API cannot read (a trim, book pages, a shulker box's contents). */
  hidden = "";

  constructor(
    readonly typeId: string,
    public amount = 1,
  ) {}

  get maxAmount(): number {
    return MAX_STACK[this.typeId] ?? (isTool(this.typeId) || isArmour(this.typeId) || this.typeId.endsWith("shulker_box") ? 1 : 64);
  }
  get isStackable(): boolean {
    return this.maxAmount > 1;
  }
  getLore(): string[] {
    return this.lore.slice();
  }
  setLore(lore?: (string | object)[]): void {
    const lines = (lore ?? []).map((l) => String(l));
    // The game's limits (ItemStack.setLore): 20 lines of at most 50 characters.
    if (lines.length > 20 || lines.some((l) => l.length > 50)) throw new Error("fake: lore beyond 20 lines of 50 characters");
    this.lore = lines;
  }
  getCanPlaceOn(): string[] {
    return this.canPlaceOn.slice();
  }
  getCanDestroy(): string[] {
    return this.canDestroy.slice();
  }
  setCanPlaceOn(ids?: string[]): void {
    this.canPlaceOn = (ids ?? []).slice();
  }
  setCanDestroy(ids?: string[]): void {
    this.canDestroy = (ids ?? []).slice();
  }
  hasTag(tag: string): boolean {
    return (tag === "minecraft:is_armor" || tag === "minecraft:trimmable_armors") && isArmour(this.typeId);
  }
  clone(): FakeItem {
    const c = new FakeItem(this.typeId, this.amount);
    c.nameTag = this.nameTag;
    c.lore = this.lore.slice();
    c.enchantments = this.enchantments.map((e) => ({ ...e }));
    c.damage = this.damage;
    for (const [k, v] of this.props) c.props.set(k, v);
    for (const [pack, m] of this.packProps) c.packProps.set(pack, new Map(m));
    c.keepOnDeath = this.keepOnDeath;
    c.lockMode = this.lockMode;
    c.canPlaceOn = this.canPlaceOn.slice();
    c.canDestroy = this.canDestroy.slice();
    c.hidden = this.hidden;
    return c;
  }
  /** Everything but the amount. */
  data(): string {
    const packs = [...this.packProps].map(([pack, m]): [string, [string, Prop][]] => [pack, [...m].sort()]).sort();
    return JSON.stringify([this.typeId, this.nameTag ?? "", this.lore, this.enchantments, this.damage, [...this.props].sort(), packs, this.keepOnDeath, this.lockMode, this.canPlaceOn, this.canDestroy, this.hidden]);
  }
  isStackableWith(other: GtItem): boolean {
    return this.isStackable && other instanceof FakeItem && other.data() === this.data();
  }
  getDynamicProperty(id: string): Prop | undefined {
    return this.props.get(id);
  }
  setDynamicProperty(id: string, value?: Prop): void {
    if (this.isStackable) throw new Error("dynamic properties only on non-stackable items");
    if (value === undefined) this.props.delete(id);
    else this.props.set(id, value);
  }
  getDynamicPropertyIds(): string[] {
    return [...this.props.keys()];
  }
  getComponent(id: "minecraft:enchantable"): GtEnchantable | undefined;
  getComponent(id: "minecraft:durability"): GtDurability | undefined;
  getComponent(id: "minecraft:dyeable"): GtDyeable | undefined;
  getComponent(id: string): GtEnchantable | GtDurability | GtDyeable | undefined {
    const tool = isTool(this.typeId) || isArmour(this.typeId);
    if (id === "minecraft:enchantable" && tool) {
      const e: GtEnchantable = {
        getEnchantments: () => this.enchantments.map((x) => ({ type: { id: x.id }, level: x.level })),
        // As the game: all or nothing; a level outside 1..maxLevel, an enchantment the item has
        // or one that excludes another throws (EnchantmentLevelOutOfBoundsError,
        // EnchantmentTypeNotCompatibleError).
        addEnchantments: (list) => {
          const now = this.enchantments.map((e) => e.id);
          for (const x of list) {
            const max = MAX_LEVEL[bare(x.type.id)] ?? 5;
            if (x.level < 1 || x.level > max) throw new Error(`fake: EnchantmentLevelOutOfBoundsError ${x.type.id} ${x.level}`);
            if (!now.every((id) => compatible(id, x.type.id))) throw new Error(`fake: EnchantmentTypeNotCompatibleError ${x.type.id}`);
            now.push(x.type.id);
          }
          for (const x of list) this.enchantments.push({ id: x.type.id, level: x.level });
        },
      };
      return e;
    }
    if (id === "minecraft:durability" && tool) {
      const read = (): number => this.damage;
      const write = (v: number): void => {
        this.damage = v;
      };
      return {
        get damage() {
          return read();
        },
        set damage(v: number) {
          write(v);
        },
      };
    }
    return undefined;
  }
  getComponents(): { typeId: string }[] {
    const out: { typeId: string }[] = [];
    if (isTool(this.typeId) || isArmour(this.typeId)) out.push({ typeId: "minecraft:durability" }, { typeId: "minecraft:enchantable" });
    if (this.typeId.endsWith("shulker_box")) out.push({ typeId: "minecraft:inventory" });
    return out;
  }
}

export class FakeContainer implements GtContainer {
  readonly slots: (FakeItem | undefined)[];
  constructor(readonly size = 36) {
    this.slots = new Array<FakeItem | undefined>(size).fill(undefined);
  }
  get emptySlotsCount(): number {
    return this.slots.filter((s) => s === undefined).length;
  }
  /** A copy, as the game hands out. */
  getItem(slot: number): FakeItem | undefined {
    const it = this.slots[slot];
    return it === undefined ? undefined : it.clone();
  }
  setItem(slot: number, item?: GtItem): void {
    this.slots[slot] = item === undefined ? undefined : (item as FakeItem).clone();
  }
  addItem(item: GtItem): FakeItem | undefined {
    const it = (item as FakeItem).clone();
    for (const s of this.slots) {
      if (it.amount === 0) break;
      if (s === undefined || !s.isStackableWith(it)) continue;
      const n = Math.min(it.amount, s.maxAmount - s.amount);
      s.amount += n;
      it.amount -= n;
    }
    for (let i = 0; i < this.size && it.amount > 0; i++) {
      if (this.slots[i] !== undefined) continue;
      const n = Math.min(it.amount, it.maxAmount);
      const put = it.clone();
      put.amount = n;
      this.slots[i] = put;
      it.amount -= n;
    }
    return it.amount > 0 ? it : undefined;
  }
  count(typeId: string): number {
    return this.slots.reduce((n, s) => n + (s !== undefined && s.typeId === typeId ? s.amount : 0), 0);
  }
  find(typeId: string): FakeItem | undefined {
    return this.slots.find((s) => s !== undefined && s.typeId === typeId);
  }
  slotOf(typeId: string): number {
    return this.slots.findIndex((s) => s !== undefined && s.typeId === typeId);
  }
}

// --- entities, players

let nextEntity = 1;

export class FakeEntity implements GtEntity {
  readonly id = `-${nextEntity++}`;
  isValid = true;
  rotation: Vector2 = { x: 0, y: 0 };
  rider: FakePlayer | undefined;
  constructor(
    readonly typeId: string,
    public location: Vector3,
  ) {}
  remove(): void {
    this.isValid = false;
    if (this.rider !== undefined) this.rider.riding = undefined;
    this.rider = undefined;
  }
  setRotation(r: Vector2): void {
    this.rotation = r;
  }
  getRotation(): Vector2 {
    return this.rotation;
  }
  getComponent(id: "minecraft:rideable"): GtRideable | undefined {
    if (id !== "minecraft:rideable") return undefined;
    return {
      addRider: (rider) => {
        const p = rider as FakePlayer;
        if (this.rider !== undefined || p.riding !== undefined) return false;
        this.rider = p;
        p.riding = this;
        return true;
      },
      ejectRiders: () => {
        if (this.rider !== undefined) this.rider.riding = undefined;
        this.rider = undefined;
      },
    };
  }
}

/** What Bedrock keeps of a player between sessions. */
export interface PlayerData {
  slots: (FakeItem | undefined)[];
  props: Map<string, Prop>;
}

export class FakePlayer implements GtPlayer {
  readonly typeId = "minecraft:player";
  isValid = true;
  location: Vector3 = { x: 0, y: 64, z: 0 };
  selectedSlotIndex = 0;
  commandPermissionLevel: CommandPermissionLevel = ENUMS.permissionAny;
  gameMode: GameMode = SURVIVAL;
  /** The world's default for a new player (server.properties player-permission-level=member). */
  permissionLevel: PlayerPermissionLevel = ENUMS.member;
  /** The look (x: pitch, down positive; y: yaw), as the player's client last applied it. */
  rotation: Vector2 = { x: 0, y: 0 };
  readonly messages: string[] = [];
  riding: FakeEntity | undefined;
  readonly container = new FakeContainer();
  readonly props = new Map<string, Prop>();
  readonly clientSystemInfo: { locale: string };

  constructor(
    readonly id: string,
    readonly name: string,
    readonly dimension: FakeDimension,
    locale = "en_US",
  ) {
    this.clientSystemInfo = { locale };
  }
  sendMessage(message: unknown): void {
    this.messages.push(String(message));
  }
  getGameMode(): GameMode {
    this.valid();
    return this.gameMode;
  }
  /** Like the game: a player who has left (isValid false) throws InvalidEntityError. */
  private valid(): void {
    if (!this.isValid) throw new Error("fake: InvalidEntityError: the player is no longer valid");
  }
  get playerPermissionLevel(): PlayerPermissionLevel {
    this.valid();
    return this.permissionLevel;
  }
  /** No restricted execution (a before-event cannot turn anyone); the pitch stays within straight up and down. */
  setRotation(r: Vector2): void {
    this.valid();
    this.dimension.check(true);
    this.rotation = { x: Math.max(-90, Math.min(90, r.x)), y: r.y };
  }
  getDynamicProperty(id: string): Prop | undefined {
    return this.props.get(id);
  }
  setDynamicProperty(id: string, value?: Prop): void {
    this.dimension.check(true);
    if (value === undefined) this.props.delete(id);
    else this.props.set(id, value);
  }
  getDynamicPropertyIds(): string[] {
    return [...this.props.keys()];
  }
  getComponent(id: "minecraft:inventory"): GtInventory | undefined;
  getComponent(id: "minecraft:riding"): GtRiding | undefined;
  getComponent(id: string): GtInventory | GtRiding | undefined {
    if (id === "minecraft:inventory") return { container: this.container };
    if (id === "minecraft:riding") return this.riding !== undefined ? { entityRidingOn: this.riding } : undefined;
    return undefined;
  }
  hold(item: FakeItem, slot = 0): void {
    this.container.slots[slot] = item;
    this.selectedSlotIndex = slot;
  }
  data(): PlayerData {
    return { slots: this.container.slots.map((s) => s?.clone()), props: new Map(this.props) };
  }
}

// --- blocks, dimensions

export interface BlockState {
  typeId: string;
  states: Record<string, boolean | number | string>;
}

export interface FakePermutation extends GtPermutation {
  typeId: string;
  states: Record<string, boolean | number | string>;
}

type StateValue = boolean | number | string;
/** Each pack block's states and their values (description states, the chairs' direction trait), from the shared behaviour pack. */
let packStates: Map<string, Map<string, StateValue[]>> | undefined;
function statesOf(typeId: string): Map<string, StateValue[]> | undefined {
  if (packStates === undefined) {
    packStates = new Map();
    const bp = behaviorPack({ version: [0, 0, 0], recipes: [], textures: new Map(), langs: new Map(), packIcon: Buffer.alloc(0) });
    for (const [path, data] of bp) {
      if (!path.startsWith("blocks/")) continue;
      const def = (JSON.parse(data.toString("utf8")) as { "minecraft:block": { description: { identifier: string; states?: Record<string, StateValue[]>; traits?: Record<string, { enabled_states: string[] }> } } })["minecraft:block"].description;
      const states = new Map<string, StateValue[]>(Object.entries(def.states ?? {}));
      if ((def.traits?.["minecraft:placement_direction"]?.enabled_states ?? []).indexOf("minecraft:cardinal_direction") >= 0) states.set("minecraft:cardinal_direction", ["south", "west", "north", "east"]);
      packStates.set(def.identifier, states);
    }
  }
  return packStates.get(typeId);
}

/**
 * BlockPermutation.resolve as the game does it for the pack's blocks: a state the block does not
 * define, or a value it does not list, throws; states not given take their default (the first value).
 */
export function resolvePermutation(typeId: string, states: Record<string, StateValue>): FakePermutation {
  const defs = statesOf(typeId);
  if (defs === undefined) return { typeId, states: { ...states } };
  const out: Record<string, StateValue> = {};
  for (const [k, v] of Object.entries(states)) {
    if ((defs.get(k) ?? []).indexOf(v) < 0) throw new Error(`fake: block ${typeId} has no state ${k} = ${JSON.stringify(v)}`);
  }
  for (const [k, values] of defs) out[k] = states[k] ?? values[0];
  return { typeId, states: out };
}

export class FakeBlock implements GtBlock {
  constructor(
    readonly dimension: FakeDimension,
    readonly x: number,
    readonly y: number,
    readonly z: number,
  ) {}
  get typeId(): string {
    return this.dimension.stateAt(this.x, this.y, this.z).typeId;
  }
  get isValid(): boolean {
    return true;
  }
  setType(typeId: string): void {
    this.dimension.check(true);
    this.dimension.loaded(this.x, this.y, this.z);
    this.dimension.setBlock(this.x, this.y, this.z, { typeId, states: {} });
  }
  get permutation(): { getAllStates(): Record<string, StateValue> } {
    const states = { ...this.dimension.stateAt(this.x, this.y, this.z).states };
    return { getAllStates: () => ({ ...states }) };
  }
  setPermutation(p: GtPermutation): void {
    this.dimension.check(true);
    this.dimension.loaded(this.x, this.y, this.z);
    const perm = p as FakePermutation;
    this.dimension.setBlock(this.x, this.y, this.z, { typeId: perm.typeId, states: { ...perm.states } });
  }
}

/**
 * The game's execution modes: while scripts load ("early") the world cannot be read; in
 * before-events and command callbacks ("read-only") it cannot be changed.
 */
export type Mode = "early" | "read-only" | "normal";

export class FakeDimension implements GtDimension {
  readonly blocks = new Map<string, BlockState>();
  readonly entities: FakeEntity[] = [];
  readonly drops: { item: FakeItem; at: Vector3 }[] = [];
  constructor(
    readonly id: string,
    readonly world?: FakeWorld,
  ) {}
  /** Throws where the game would (see Mode). */
  check(write: boolean): void {
    const mode = this.world !== undefined ? this.world.mode : "normal";
    if (mode === "early") throw new Error("fake: the world cannot be used in early execution");
    if (write && mode === "read-only") throw new Error("fake: the world cannot change in read-only mode");
  }
  /** Blocks in chunks that are not loaded ("x,y,z"): getBlock gives undefined, and a Block there throws. */
  readonly unloaded = new Set<string>();
  /** Throws as a Block in a chunk no longer loaded does (LocationInUnloadedChunkError). */
  loaded(x: number, y: number, z: number): void {
    if (this.unloaded.has(`${x},${y},${z}`)) throw new Error(`LocationInUnloadedChunkError: ${x},${y},${z}`);
  }
  stateAt(x: number, y: number, z: number): BlockState {
    return this.blocks.get(`${x},${y},${z}`) ?? { typeId: "minecraft:air", states: {} };
  }
  setBlock(x: number, y: number, z: number, s: BlockState): void {
    if (s.typeId === "minecraft:air") this.blocks.delete(`${x},${y},${z}`);
    else this.blocks.set(`${x},${y},${z}`, s);
  }
  getBlock(l: Vector3): FakeBlock | undefined {
    const [x, y, z] = [Math.floor(l.x), Math.floor(l.y), Math.floor(l.z)];
    return this.unloaded.has(`${x},${y},${z}`) ? undefined : new FakeBlock(this, x, y, z);
  }
  /** The next spawnEntity throws, as the real one does (LocationInUnloadedChunkError, EntitySpawnError). */
  spawnThrows = false;
  spawnEntity(identifier: string, location: Vector3): FakeEntity {
    this.check(true);
    if (this.spawnThrows) throw new Error("EntitySpawnError: the entity cannot be spawned here");
    const e = new FakeEntity(identifier, location);
    this.entities.push(e);
    return e;
  }
  spawnItem(item: GtItem, location: Vector3): unknown {
    this.check(true);
    this.drops.push({ item: (item as FakeItem).clone(), at: location });
    return undefined;
  }
  getEntities(options: { type: string }): FakeEntity[] {
    return this.entities.filter((e) => e.isValid && e.typeId === options.type);
  }
}

// --- world, system

export class FakeWorld implements GtWorld {
  readonly players: FakePlayer[] = [];
  readonly dims = new Map<string, FakeDimension>();
  readonly afterEvents = {
    playerSpawn: new FakeSignal<{ player: GtPlayer; initialSpawn: boolean }>(),
    playerPlaceBlock: new FakeSignal<{ player: GtPlayer; block: GtBlock; dimension: GtDimension }>(),
  };
  readonly beforeEvents = {
    playerLeave: new FakeSignal<{ player: GtPlayer }>(),
    playerBreakBlock: new FakeSignal<{ player: GtPlayer; block: GtBlock; cancel: boolean }>(),
  };
  /** How many property writes (a measure of what storage costs). */
  writes = 0;
  mode: Mode = "early";
  constructor(
    readonly props: Map<string, Prop>,
    blocks: Map<string, Map<string, BlockState>>,
  ) {
    for (const id of ["minecraft:overworld", "minecraft:nether", "minecraft:the_end"]) {
      const d = new FakeDimension(id, this);
      for (const [k, v] of blocks.get(id) ?? []) d.blocks.set(k, { typeId: v.typeId, states: { ...v.states } });
      this.dims.set(id, d);
    }
  }
  private check(write: boolean): void {
    if (this.mode === "early") throw new Error("fake: world properties cannot be used in early execution");
    if (write && this.mode === "read-only") throw new Error("fake: world properties cannot change in read-only mode");
  }
  getDynamicProperty(id: string): Prop | undefined {
    this.check(false);
    return this.props.get(id);
  }
  setDynamicProperty(id: string, value?: Prop): void {
    this.check(true);
    if (typeof value === "string" && value.length > 32767) throw new Error(`dynamic property ${id} longer than 32767`);
    this.writes++;
    if (value === undefined) this.props.delete(id);
    else this.props.set(id, value);
  }
  getDynamicPropertyIds(): string[] {
    this.check(false);
    return [...this.props.keys()];
  }
  getAllPlayers(): FakePlayer[] {
    this.check(false);
    return this.players.slice();
  }
  /** Fires a before-event (or runs a command callback) in read-only mode, as the game does. */
  readOnly<T>(fn: () => T): T {
    const was = this.mode;
    this.mode = "read-only";
    try {
      return fn();
    } finally {
      this.mode = was;
    }
  }
  getDimension(id: string): FakeDimension {
    const d = this.dims.get(id);
    if (d === undefined) throw new Error(`no dimension ${id}`);
    return d;
  }
}

export class FakeSystem implements GtSystem {
  currentTick = 0;
  readonly beforeEvents = { startup: new FakeSignal<GtStartup>() };
  private queue: (() => void)[] = [];
  private timers: { at: number; every: number; fn: () => void }[] = [];
  run(cb: () => void): number {
    this.queue.push(cb);
    return this.queue.length;
  }
  runTimeout(cb: () => void, ticks = 1): number {
    this.timers.push({ at: this.currentTick + ticks, every: 0, fn: cb });
    return this.timers.length;
  }
  runInterval(cb: () => void, ticks = 1): number {
    this.timers.push({ at: this.currentTick + ticks, every: ticks, fn: cb });
    return this.timers.length;
  }
  /** Runs the work scheduled with run() (the next tick, without advancing timers). */
  flush(): void {
    while (this.queue.length > 0) {
      const q = this.queue;
      this.queue = [];
      for (const fn of q) fn();
    }
  }
  advance(ticks: number): void {
    for (let i = 0; i < ticks; i++) {
      this.currentTick++;
      this.flush();
      for (const t of this.timers.slice()) {
        if (t.at !== this.currentTick) continue;
        if (t.every > 0) t.at += t.every;
        else this.timers.splice(this.timers.indexOf(t), 1);
        t.fn();
      }
      this.flush();
    }
  }
}

// --- forms

export interface OpenForm {
  kind: "action" | "modal";
  title: string;
  body: string;
  buttons: { text: string; icon?: string }[];
  inputs: { kind: "dropdown" | "text"; label: string; options: string[] }[];
  resolve(r: GtActionResponse | GtModalResponse): void;
}

class FormBase {
  protected form: Omit<OpenForm, "resolve"> = { kind: "action", title: "", body: "", buttons: [], inputs: [] };
  constructor(protected readonly ui: FakeUi) {}
  protected open(player: GtRef): Promise<GtActionResponse & GtModalResponse> {
    if (this.form.inputs.some((i) => i.kind === "dropdown" && i.options.length === 0)) return Promise.reject(new Error("fake: a dropdown needs at least one option"));
    return this.ui.open(player.id, this.form);
  }
}

class FakeActionForm extends FormBase implements GtActionForm {
  title(t: string): this {
    this.form.title = t;
    return this;
  }
  body(t: string): this {
    this.form.body = t;
    return this;
  }
  button(text: string, icon?: string): this {
    this.form.buttons.push(icon === undefined ? { text } : { text, icon });
    return this;
  }
  show(player: GtRef): Promise<GtActionResponse> {
    return this.open(player);
  }
}

class FakeModalForm extends FormBase implements GtModalForm {
  constructor(ui: FakeUi) {
    super(ui);
    this.form.kind = "modal";
  }
  title(t: string): this {
    this.form.title = t;
    return this;
  }
  dropdown(label: string, items: string[]): this {
    this.form.inputs.push({ kind: "dropdown", label, options: items.slice() });
    return this;
  }
  textField(label: string): this {
    this.form.inputs.push({ kind: "text", label, options: [] });
    return this;
  }
  show(player: GtRef): Promise<GtModalResponse> {
    return this.open(player);
  }
}

/** One open form per player, as on a client; a second show() while one is open is refused as busy. */
export class FakeUi {
  readonly open_ = new Map<string, OpenForm>();
  shown = 0;
  open(player: string, form: Omit<OpenForm, "resolve">): Promise<GtActionResponse & GtModalResponse> {
    if (this.open_.has(player)) return Promise.resolve({ canceled: true, cancelationReason: ENUMS.userBusy });
    this.shown++;
    return new Promise((resolve) => this.open_.set(player, { ...form, resolve: resolve as OpenForm["resolve"] }));
  }
  close(player: string): void {
    const f = this.open_.get(player);
    if (f === undefined) return;
    this.open_.delete(player);
    f.resolve({ canceled: true, cancelationReason: USER_CLOSED });
  }
}

// --- the game

/** A world save: what a restart (or a crash back to the last save) starts from. */
export interface Save {
  props: Map<string, Prop>;
  blocks: Map<string, Map<string, BlockState>>;
  players: Map<string, PlayerData>;
}

export function emptySave(): Save {
  return { props: new Map(), blocks: new Map(), players: new Map() };
}

/** Block id -> the custom components its definition names (from the built behaviour pack). */
export type ComponentMap = Map<string, string[]>;

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

export class FakeGame {
  readonly world: FakeWorld;
  readonly system = new FakeSystem();
  readonly ui = new FakeUi();
  readonly addon: GameTablesAddon;
  readonly log: string[] = [];
  readonly components = new Map<string, GtBlockComponent>();
  command: ((origin: GtCommandOrigin, ...args: (string | undefined)[]) => CustomCommandResult | undefined) | undefined;
  registered: CustomCommand | undefined;
  enums = new Map<string, string[]>();
  now = 1_000_000;
  /** State values the world's packs lack (packs from another release): resolving one throws. */
  readonly unlisted = new Set<boolean | number | string>();
  private readonly saved: Map<string, PlayerData>;
  private seed = 1;

  constructor(
    private readonly blockComponents: ComponentMap,
    save: Save = emptySave(),
    config?: unknown,
  ) {
    this.world = new FakeWorld(new Map(save.props), save.blocks);
    this.saved = new Map(save.players);
    if (config !== undefined && !this.world.props.has("gth:config")) this.world.props.set("gth:config", "=" + JSON.stringify(config));
    const api: ScriptApi = {
      world: this.world,
      system: this.system,
      actionForm: () => new FakeActionForm(this.ui),
      modalForm: () => new FakeModalForm(this.ui),
      closeForms: (p) => this.ui.close(p.id),
      newItem: (t, n) => new FakeItem(t, n),
      enchantmentType: (id) => ({ id }),
      permutation: (typeId, states) => {
        for (const v of Object.values(states)) if (this.unlisted.has(v)) throw new Error(`fake: the pack lists no state value ${JSON.stringify(v)}`);
        return resolvePermutation(typeId, states);
      },
      enums: ENUMS,
    };
    this.addon = new GameTablesAddon(api, {
      log: (l) => this.log.push(l),
      now: () => this.now,
      // Reproducible words (the real add-on uses Math.random).
      random: (count) => {
        const out: number[] = [];
        for (let i = 0; i < count; i++) {
          this.seed = (Math.imul(this.seed, 1103515245) + 12345) | 0;
          out.push(this.seed);
        }
        return out;
      },
    });
  }

  /** The world loads: startup registrations, then the first tick (`install`: this game's own add-on). */
  start(install = true): this {
    if (install) this.addon.install();
    this.world.mode = "early";
    this.system.beforeEvents.startup.fire({
      blockComponentRegistry: { registerCustomComponent: (name, c) => void this.components.set(name, c) },
      customCommandRegistry: {
        registerCommand: (c, cb) => {
          this.registered = c;
          this.command = cb;
        },
        registerEnum: (name, values) => void this.enums.set(name, values),
      },
    });
    this.world.mode = "normal";
    this.system.advance(1);
    return this;
  }

  get overworld(): FakeDimension {
    return this.world.getDimension("minecraft:overworld");
  }

  join(id: string, name: string, locale = "en_US"): FakePlayer {
    const p = new FakePlayer(id, name, this.overworld, locale);
    const data = this.saved.get(id);
    if (data !== undefined) {
      data.slots.forEach((s, i) => (p.container.slots[i] = s?.clone()));
      for (const [k, v] of data.props) p.props.set(k, v);
    }
    this.world.players.push(p);
    this.world.afterEvents.playerSpawn.fire({ player: p, initialSpawn: true });
    this.system.advance(1);
    return p;
  }

  leave(p: FakePlayer): void {
    this.world.readOnly(() => this.world.beforeEvents.playerLeave.fire({ player: p }));
    this.saved.set(p.id, p.data());
    this.ui.open_.delete(p.id);
    this.world.players.splice(this.world.players.indexOf(p), 1);
    if (p.riding !== undefined) p.riding.remove();
    p.isValid = false;
    this.system.advance(1);
  }

  /** What Bedrock writes at a world save (a clean stop saves too). */
  save(): Save {
    const players = new Map(this.saved);
    for (const p of this.world.players) players.set(p.id, p.data());
    const blocks = new Map<string, Map<string, BlockState>>();
    for (const [id, d] of this.world.dims) blocks.set(id, new Map([...d.blocks].map(([k, v]) => [k, { typeId: v.typeId, states: { ...v.states } }])));
    return { props: new Map(this.world.props), blocks, players };
  }

  /** Crafts on a crafting table with the behaviour pack's shaped recipe for `output`. */
  craft(p: FakePlayer, recipe: { pattern: string[]; key: Record<string, { item?: string; tag?: string }>; result: { item: string; count: number } }, tags: Record<string, string[]>): boolean {
    const need = new Map<string, number>();
    for (const row of recipe.pattern) for (const ch of row) if (ch !== " ") need.set(ch, (need.get(ch) ?? 0) + 1);
    const plan: [number, number][] = [];
    const used = new Map<number, number>();
    for (const [ch, count] of need) {
      const k = recipe.key[ch];
      const ok = (t: string): boolean => (k.item !== undefined ? t === k.item : (tags[k.tag as string] ?? []).indexOf(t) >= 0);
      let left = count;
      p.container.slots.forEach((s, i) => {
        if (left === 0 || s === undefined || !ok(s.typeId)) return;
        const n = Math.min(left, s.amount - (used.get(i) ?? 0));
        if (n <= 0) return;
        used.set(i, (used.get(i) ?? 0) + n);
        plan.push([i, n]);
        left -= n;
      });
      if (left > 0) return false;
    }
    for (const [i, n] of plan) {
      const s = p.container.slots[i] as FakeItem;
      s.amount -= n;
      if (s.amount === 0) p.container.slots[i] = undefined;
    }
    return p.container.addItem(new FakeItem(recipe.result.item, recipe.result.count)) === undefined;
  }

  /** Places the held block item (or `typeId`) at x,y,z, as a player does. */
  place(p: FakePlayer, x: number, y: number, z: number, typeId?: string, dim: FakeDimension = this.overworld): void {
    const held = p.container.slots[p.selectedSlotIndex];
    const type = typeId ?? held?.typeId;
    if (type === undefined) throw new Error("nothing to place");
    if (typeId === undefined && held !== undefined) {
      held.amount--;
      if (held.amount === 0) p.container.slots[p.selectedSlotIndex] = undefined;
    }
    // Chairs face the player who places them (the placement_direction trait): here, north.
    const states: Record<string, string> = type.indexOf("game_chair") >= 0 ? { "minecraft:cardinal_direction": "north" } : {};
    dim.setBlock(x, y, z, resolvePermutation(type, states));
    const block = new FakeBlock(dim, x, y, z);
    this.world.afterEvents.playerPlaceBlock.fire({ player: p, block, dimension: dim });
    this.system.advance(1);
  }

  /**
   * Interacts with the block (any hand: the custom component fires with an empty hand too; a
   * block item in hand is not placed against a block with an interaction). `face`: the face clicked.
   */
  use(p: FakePlayer, x: number, y: number, z: number, dim: FakeDimension = this.overworld, face = "Up"): void {
    const block = dim.getBlock({ x, y, z });
    if (block === undefined) throw new Error("fake: a player cannot click a block that is not loaded");
    for (const name of this.blockComponents.get(block.typeId) ?? []) {
      const c = this.components.get(name);
      if (c !== undefined && c.onPlayerInteract !== undefined) c.onPlayerInteract({ block, face: enumOf<Direction>(face), player: p });
    }
    this.system.advance(1);
  }

  /** Breaks the block as a player; true when it is gone (vanilla drops it unless cancelled). */
  breakBlock(p: FakePlayer, x: number, y: number, z: number, dim: FakeDimension = this.overworld): boolean {
    const block = new FakeBlock(dim, x, y, z);
    const type = block.typeId;
    const e = { player: p, block, cancel: false };
    this.world.readOnly(() => this.world.beforeEvents.playerBreakBlock.fire(e));
    if (!e.cancel) {
      dim.setBlock(x, y, z, { typeId: "minecraft:air", states: {} });
      dim.drops.push({ item: new FakeItem(type, 1), at: { x, y, z } });
    }
    this.system.advance(1);
    return dim.stateAt(x, y, z).typeId === "minecraft:air";
  }

  /** The player sneaks off the seat. */
  dismount(p: FakePlayer): void {
    if (p.riding !== undefined) p.riding.rider = undefined;
    p.riding = undefined;
    this.tick(20);
  }

  tick(ticks = 20): void {
    this.now += ticks * 50;
    this.system.advance(ticks);
  }

  form(p: FakePlayer): OpenForm | undefined {
    return this.ui.open_.get(p.id);
  }

  /** Answers the player's open form: a button index, the modal's values, or null (closed). */
  async answer(p: FakePlayer, answer: number | (string | number | boolean)[] | null): Promise<void> {
    const f = this.form(p);
    if (f === undefined) throw new Error(`${p.name} has no form open`);
    this.ui.open_.delete(p.id);
    if (answer === null) f.resolve({ canceled: true, cancelationReason: USER_CLOSED });
    else if (typeof answer === "number") f.resolve({ canceled: false, selection: answer });
    else f.resolve({ canceled: false, formValues: answer });
    await settle();
    this.system.advance(1);
    await settle();
  }

  /** Lets answered promises run, then the next tick. */
  async settle(): Promise<void> {
    await settle();
    this.system.advance(1);
    await settle();
  }

  buttonIndex(p: FakePlayer, match: (label: string) => boolean): number {
    const f = this.form(p);
    return f === undefined ? -1 : f.buttons.findIndex((b) => match(b.text));
  }

  /** Runs the command as a player (or the console), then the deferred work. */
  run(p: FakePlayer | undefined, action: string, arg?: string): void {
    if (this.command === undefined) throw new Error("command not registered");
    const cb = this.command;
    this.world.readOnly(() => cb({ sourceEntity: p === undefined ? undefined : { id: p.id, typeId: p.typeId } }, action, arg));
    this.system.advance(1);
  }
}

/**
 * The game's script modules as the built add-on imports them (`@minecraft/server`,
 * `@minecraft/server-ui`), backed by this fake: for loading dist's main.js in a test.
 */
export function fakeModules(g: FakeGame): { server: Record<string, unknown>; ui: Record<string, unknown> } {
  const ui = g.ui;
  return {
    server: {
      world: g.world,
      system: g.system,
      ItemStack: FakeItem,
      EnchantmentType: class {
        constructor(readonly id: string) {}
      },
      BlockPermutation: { resolve: resolvePermutation },
      CommandPermissionLevel: { Any: ENUMS.permissionAny, GameDirectors: ENUMS.permissionOperator },
      CustomCommandParamType: { String: ENUMS.paramString, Enum: ENUMS.paramEnum },
      CustomCommandStatus: { Success: ENUMS.success, Failure: ENUMS.failure },
      GameMode: { Creative: ENUMS.creative, Survival: ENUMS.survival },
      PlayerPermissionLevel: { Visitor: VISITOR, Member: ENUMS.member, Operator: ENUMS.operator, Custom: CUSTOM },
    },
    ui: {
      ActionFormData: class extends FakeActionForm {
        constructor() {
          super(ui);
        }
      },
      ModalFormData: class extends FakeModalForm {
        constructor() {
          super(ui);
        }
      },
      FormCancelationReason: { UserBusy: ENUMS.userBusy, UserClosed: USER_CLOSED },
      uiManager: { closeAllForms: (p: GtRef) => ui.close(p.id) },
    },
  };
}
