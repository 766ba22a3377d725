/**
 * Hand-written declarations for the subset of the Luanti (Minetest) 5.6 Lua API this mod uses.
 * Reference: lua_api.txt of 5.6.1 (/usr/share/doc/minetest/lua_api.txt.gz). Global functions
 * take `this: void` (called with `.`); ObjectRef, InvRef, MetaRef... methods are called with `:`.
 */

interface Vec3 {
  x: number;
  y: number;
  z: number;
}

interface MtNode {
  name: string;
  param1?: number;
  param2?: number;
}

type PointedThing =
  | { type: "nothing" }
  | { type: "node"; under: Vec3; above: Vec3 }
  | { type: "object"; ref: ObjectRef };

interface MetaDataRef {
  contains(key: string): boolean | undefined;
  get_string(key: string): string;
  set_string(key: string, value: string): void;
  get_int(key: string): number;
  set_int(key: string, value: number): void;
  get_float(key: string): number;
  set_float(key: string, value: number): void;
  to_table(): { fields: LuaTable<string, string> } | undefined;
}

interface NodeMetaRef extends MetaDataRef {
  get_inventory(): InvRef;
  mark_as_private(names: string | string[]): void;
}

type ItemStackMetaRef = MetaDataRef;
type StorageRef = MetaDataRef;

interface ItemStack {
  is_empty(): boolean;
  get_name(): string;
  set_name(name: string): boolean;
  get_count(): number;
  set_count(count: number): boolean;
  get_wear(): number;
  get_meta(): ItemStackMetaRef;
  get_description(): string;
  to_string(): string;
  to_table(): LuaTable | undefined;
  get_stack_max(): number;
  take_item(n?: number): ItemStack;
  add_item(item: ItemStack | string): ItemStack;
  peek_item(n?: number): ItemStack;
  clear(): void;
}

interface InvRef {
  is_empty(listname: string): boolean;
  get_size(listname: string): number;
  set_size(listname: string, size: number): boolean;
  get_stack(listname: string, i: number): ItemStack;
  set_stack(listname: string, i: number, stack: ItemStack | string): void;
  get_list(listname: string): ItemStack[] | undefined;
  set_list(listname: string, list: (ItemStack | string)[]): void;
  add_item(listname: string, stack: ItemStack | string): ItemStack;
  room_for_item(listname: string, stack: ItemStack | string): boolean;
  contains_item(listname: string, stack: ItemStack | string, match_meta?: boolean): boolean;
  remove_item(listname: string, stack: ItemStack | string): ItemStack;
}

interface PlayerControl {
  up: boolean;
  down: boolean;
  left: boolean;
  right: boolean;
  jump: boolean;
  aux1: boolean;
  sneak: boolean;
  dig: boolean;
  place: boolean;
}

interface PhysicsOverride {
  speed?: number;
  jump?: number;
  gravity?: number;
}

interface HudFlags {
  wielditem?: boolean;
  [flag: string]: boolean | undefined;
}

interface ObjectRef {
  get_pos(): Vec3;
  set_pos(pos: Vec3): void;
  get_velocity(): Vec3;
  remove(): void;
  is_player(): boolean;
  get_player_name(): string;
  get_inventory(): InvRef | undefined;
  get_wielded_item(): ItemStack;
  set_wielded_item(item: ItemStack): boolean;
  get_look_horizontal(): number;
  set_look_horizontal(radians: number): void;
  set_look_vertical(radians: number): void;
  get_player_control(): PlayerControl;
  get_physics_override(): PhysicsOverride;
  set_physics_override(o: PhysicsOverride): void;
  set_eye_offset(firstperson?: Vec3, thirdperson?: Vec3): void;
  hud_get_flags(): HudFlags;
  hud_set_flags(flags: HudFlags): void;
  get_attach(): LuaMultiReturn<[ObjectRef | undefined]>;
  set_properties(props: LuaTable | EntityProperties): void;
  set_yaw(radians: number): void;
  get_luaentity(): LuaTable | undefined;
  get_meta(): MetaDataRef;
}

interface EntityProperties {
  visual?: string;
  visual_size?: Vec3 | { x: number; y: number };
  textures?: string[];
  physical?: boolean;
  pointable?: boolean;
  collisionbox?: number[];
  selectionbox?: number[];
  static_save?: boolean;
  use_texture_alpha?: boolean;
  backface_culling?: boolean;
  glow?: number;
}

interface EntityDef {
  initial_properties: EntityProperties;
  on_activate?: (this: void, self: LuaEntity, staticdata: string, dtime: number) => void;
  get_staticdata?: (this: void, self: LuaEntity) => string;
}

interface LuaEntity {
  object: ObjectRef;
  [field: string]: unknown;
}

interface NodeTimerRef {
  start(timeout: number): void;
  stop(): void;
  is_started(): boolean;
}

type NodeBoxFixed = number[] | number[][];

interface NodeDef {
  description?: string;
  short_description?: string;
  drawtype?: string;
  tiles?: (string | { name: string; backface_culling?: boolean })[];
  inventory_image?: string;
  wield_image?: string;
  use_texture_alpha?: string;
  paramtype?: string;
  paramtype2?: string;
  is_ground_content?: boolean;
  sunlight_propagates?: boolean;
  walkable?: boolean;
  buildable_to?: boolean;
  groups?: Record<string, number>;
  sounds?: unknown;
  node_box?: { type: "fixed"; fixed: NodeBoxFixed };
  selection_box?: { type: "fixed"; fixed: NodeBoxFixed };
  collision_box?: { type: "fixed"; fixed: NodeBoxFixed };
  stack_max?: number;
  drop?: string;
  on_place?: (this: void, itemstack: ItemStack, placer: ObjectRef | undefined, pointed: PointedThing) => ItemStack | undefined;
  after_place_node?: (this: void, pos: Vec3, placer: ObjectRef | undefined, itemstack: ItemStack, pointed: PointedThing) => boolean | void;
  on_rightclick?: (this: void, pos: Vec3, node: MtNode, clicker: ObjectRef, itemstack: ItemStack, pointed: PointedThing) => ItemStack | undefined;
  can_dig?: (this: void, pos: Vec3, player: ObjectRef | undefined) => boolean;
  on_dig?: (this: void, pos: Vec3, node: MtNode, digger: ObjectRef) => boolean;
  on_punch?: (this: void, pos: Vec3, node: MtNode, puncher: ObjectRef, pointed: PointedThing) => void;
  on_destruct?: (this: void, pos: Vec3) => void;
  after_dig_node?: (this: void, pos: Vec3, oldnode: MtNode, oldmeta: LuaTable, digger: ObjectRef) => void;
  on_timer?: (this: void, pos: Vec3, elapsed: number) => boolean | void;
  on_blast?: (this: void, pos: Vec3, intensity: number) => void;
}

type ItemDef = NodeDef;

interface CraftRecipe {
  output: string;
  recipe: string[][];
  type?: "shaped" | "shapeless";
}

interface CraftResult {
  item: ItemStack;
  time: number;
  replacements: ItemStack[];
}

interface ChatCommandDef {
  params?: string;
  description?: string;
  privs?: Record<string, boolean>;
  func: (this: void, name: string, param: string) => LuaMultiReturn<[boolean, string]> | void;
}

interface DetachedInventoryCallbacks {
  allow_move?: (this: void, inv: InvRef, fromList: string, fromIndex: number, toList: string, toIndex: number, count: number, player: ObjectRef) => number;
  allow_put?: (this: void, inv: InvRef, listname: string, index: number, stack: ItemStack, player: ObjectRef) => number;
  allow_take?: (this: void, inv: InvRef, listname: string, index: number, stack: ItemStack, player: ObjectRef) => number;
  on_put?: (this: void, inv: InvRef, listname: string, index: number, stack: ItemStack, player: ObjectRef) => void;
  on_take?: (this: void, inv: InvRef, listname: string, index: number, stack: ItemStack, player: ObjectRef) => void;
}

interface LuantiSettings {
  get(key: string): string | undefined;
  get_bool(key: string, def?: boolean): boolean | undefined;
  set(key: string, value: string): void;
}

interface SecureRandomRef {
  next_bytes(count?: number): string;
}

interface Translator {
  (this: void, text: string, ...args: string[]): string;
}

/** The `minetest` global table. */
declare namespace minetest {
  const settings: LuantiSettings;
  const registered_nodes: LuaTable<string, NodeDef>;
  const registered_items: LuaTable<string, ItemDef>;
  function get_current_modname(this: void): string;
  function get_modpath(this: void, modname: string): string | undefined;
  function get_worldpath(this: void): string;
  function get_mod_storage(this: void): StorageRef;
  function log(this: void, level: "error" | "warning" | "action" | "info" | "verbose", text: string): void;
  function chat_send_player(this: void, name: string, text: string): void;
  function chat_send_all(this: void, text: string): void;
  function get_us_time(this: void): number;
  function get_gametime(this: void): number;
  function register_node(this: void, name: string, def: NodeDef): void;
  function register_craftitem(this: void, name: string, def: ItemDef): void;
  function register_craft(this: void, recipe: CraftRecipe): void;
  function register_entity(this: void, name: string, def: EntityDef): void;
  function register_alias(this: void, alias: string, original: string): void;
  function register_chatcommand(this: void, cmd: string, def: ChatCommandDef): void;
  function register_privilege(this: void, name: string, def: { description: string; give_to_singleplayer?: boolean }): void;
  function check_player_privs(this: void, name: string, privs: Record<string, boolean>): LuaMultiReturn<[boolean, LuaTable]>;
  function register_globalstep(this: void, f: (this: void, dtime: number) => void): void;
  function register_on_mods_loaded(this: void, f: (this: void) => void): void;
  function register_on_shutdown(this: void, f: (this: void) => void): void;
  function register_on_joinplayer(this: void, f: (this: void, player: ObjectRef, lastLogin: number | undefined) => void): void;
  function register_on_leaveplayer(this: void, f: (this: void, player: ObjectRef, timedOut: boolean) => void): void;
  function register_on_dieplayer(this: void, f: (this: void, player: ObjectRef) => void): void;
  function register_on_player_receive_fields(
    this: void,
    f: (this: void, player: ObjectRef, formname: string, fields: LuaTable<string, string>) => boolean | void,
  ): void;
  function colorize(this: void, color: string, text: string): string;
  function node_dig(this: void, pos: Vec3, node: MtNode, digger: ObjectRef): boolean;
  function node_punch(this: void, pos: Vec3, node: MtNode, puncher: ObjectRef, pointed: PointedThing): void;
  function register_lbm(this: void, def: { label?: string; name: string; nodenames: string[]; run_at_every_load: boolean; action: (this: void, pos: Vec3, node: MtNode) => void }): void;
  function get_node(this: void, pos: Vec3): MtNode;
  function get_node_or_nil(this: void, pos: Vec3): MtNode | undefined;
  function compare_block_status(this: void, pos: Vec3, condition: "unknown" | "emerging" | "loaded" | "active"): boolean | undefined;
  function set_node(this: void, pos: Vec3, node: MtNode): void;
  function swap_node(this: void, pos: Vec3, node: MtNode): void;
  function remove_node(this: void, pos: Vec3): void;
  function get_meta(this: void, pos: Vec3): NodeMetaRef;
  function get_node_timer(this: void, pos: Vec3): NodeTimerRef;
  function add_entity(this: void, pos: Vec3, name: string, staticdata?: string): ObjectRef | undefined;
  function add_item(this: void, pos: Vec3, item: ItemStack | string): ObjectRef | undefined;
  function get_objects_inside_radius(this: void, pos: Vec3, radius: number): ObjectRef[];
  function get_player_by_name(this: void, name: string): ObjectRef | undefined;
  function get_connected_players(this: void): ObjectRef[];
  function is_protected(this: void, pos: Vec3, name: string): boolean;
  function record_protection_violation(this: void, pos: Vec3, name: string): void;
  function item_place(this: void, itemstack: ItemStack, placer: ObjectRef | undefined, pointed: PointedThing): LuaMultiReturn<[ItemStack, Vec3 | undefined]>;
  /** `param2` overrides the facedir the placer's position would give; `preventAfterPlace` skips the node's after_place_node. */
  function item_place_node(this: void, itemstack: ItemStack, placer: ObjectRef | undefined, pointed: PointedThing, param2?: number, preventAfterPlace?: boolean): LuaMultiReturn<[ItemStack, Vec3 | undefined]>;
  function get_craft_result(this: void, input: { method: string; width: number; items: (ItemStack | string)[] }): LuaMultiReturn<[CraftResult, { items: ItemStack[] }]>;
  function show_formspec(this: void, playername: string, formname: string, formspec: string): void;
  function close_formspec(this: void, playername: string, formname: string): void;
  function formspec_escape(this: void, text: string): string;
  function create_detached_inventory(this: void, name: string, callbacks: DetachedInventoryCallbacks, playerName?: string): InvRef;
  function remove_detached_inventory(this: void, name: string): boolean;
  function get_inventory(this: void, location: { type: "player"; name: string } | { type: "node"; pos: Vec3 } | { type: "detached"; name: string }): InvRef | undefined;
  function facedir_to_dir(this: void, facedir: number): Vec3;
  function dir_to_facedir(this: void, dir: Vec3, is6d?: boolean): number;
  function pos_to_string(this: void, pos: Vec3): string;
  function string_to_pos(this: void, text: string): Vec3 | undefined;
  function get_translator(this: void, textdomain: string): Translator;
  function get_player_information(this: void, name: string): { lang_code?: string } | undefined;
  function encode_base64(this: void, text: string): string;
  function decode_base64(this: void, text: string): string | undefined;
  function sha1(this: void, data: string, raw?: boolean): string;
  function safe_file_write(this: void, path: string, content: string): boolean;
  function mkdir(this: void, path: string): boolean;
  function request_shutdown(this: void, message?: string, reconnect?: boolean, delay?: number): void;
  function after(this: void, seconds: number, f: (this: void) => void): { cancel(): void };
  function get_player_privs(this: void, name: string): LuaTable<string, boolean>;
  function is_creative_enabled(this: void, name: string): boolean;
}

declare function ItemStack(this: void, item: ItemStack | string | undefined): ItemStack;
declare function SecureRandom(this: void): SecureRandomRef | undefined;
declare function dofile(this: void, path: string): unknown;

/** player_api from minetest_game (a dependency of the mod). */
declare namespace player_api {
  const player_attached: LuaTable<string, boolean>;
  function set_animation(this: void, player: ObjectRef, anim: string, speed?: number): void;
}

/** Lua globals by name (minetest_game's `default` table is a TypeScript keyword). */
declare const _G: LuaTable<string, unknown>;
