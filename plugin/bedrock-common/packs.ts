/**
 * The behavior and resource packs as in-memory files (path -> bytes), built from the host-neutral
 * content (recipes, textures, translations) gathered by content.ts. Pure and deterministic: the
 * same inputs give the same bytes, so the .mcaddon is reproducible and tests can build it in memory.
 */
import { PACK_UUIDS } from "./uuids";
import { BOARDS } from "../../src/content/boards";
import { gamesInWords } from "../../src/content/describe";
import { LEGACY_STATE, LOOK_STATE, LOOK_VALUES, lookCondition } from "./board-look";
import { chairId, NAMESPACE, SEAT_ENTITY, tableId, WOODS } from "./woods";
import { RIDER_Y } from "./seats";

export type Files = Map<string, Buffer>;

/** A shaped recipe in host-neutral terms: `key` maps a pattern letter to an item or a tag. */
export interface ShapedRecipe {
  id: string;
  pattern: string[];
  key: Record<string, { item: string } | { tag: string }>;
  result: { item: string; count: number };
}

export interface PackInputs {
  version: [number, number, number];
  recipes: ShapedRecipe[];
  /** Resource-pack textures by path ("textures/blocks/game_tables/table_oak.png"). */
  textures: Files;
  /** Bedrock language code ("en_US") to .lang file text. */
  langs: Map<string, string>;
  /** PNG for both packs' pack_icon.png. */
  packIcon: Buffer;
}

/** Block and entity formats of Bedrock 1.21 (the BDS that bdsx 1.21.3.01 pins). */
export const MIN_ENGINE_VERSION: [number, number, number] = [1, 21, 0];
const BLOCK_FORMAT = "1.21.0";
const ITEM_FORMAT = "1.21.0";
const ENTITY_FORMAT = "1.21.0";
const RECIPE_FORMAT = "1.21.0";

export type Face = "side" | "top";

export const TEXTURE_PATHS = {
  table: (wood: string, face: Face): string => `textures/blocks/${NAMESPACE}/table_${wood}_${face}.png`,
  chair: (wood: string, face: Face): string => `textures/blocks/${NAMESPACE}/chair_${wood}_${face}.png`,
  /** The top of a board fitted on a table, by board item name (src/content/boards.ts). */
  boardTop: (item: string): string => `textures/blocks/${NAMESPACE}/${item}_top.png`,
  /** A board item's icon by item name. */
  boardIcon: (item: string): string => `textures/items/${NAMESPACE}/${item}.png`,
  seat: `textures/entity/${NAMESPACE}/seat.png`,
  /** Card art (resources/cards: faces, backs, symbols; game_tables_card_as.png, ...): form button images. */
  card: (file: string): string => `textures/${NAMESPACE}/cards/${file}`,
  /** Lesson illustrations (resources/lessons: game_tables_lesson_<id>.png). */
  lesson: (file: string): string => `textures/${NAMESPACE}/lessons/${file}`,
};

/** The terrain texture name of a board's top (item name: src/content/boards.ts). */
export const boardTopTexture = (item: string): string => `${NAMESPACE}_${item}_top`;

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + "\n", "utf8");
}

/** A pack's description: the furniture and every registered board, `host` (" (Script API add-on)") before the full stop. */
export function packDescription(host: string): string {
  return `Game Tables: Small Game Tables, Game Chairs and boards to fit in them: ${gamesInWords()}${host}.`;
}

function manifest(kind: "behavior" | "resource", version: [number, number, number]): unknown {
  const behavior = kind === "behavior";
  return {
    format_version: 2,
    header: {
      name: behavior ? "Game Tables (behavior)" : "Game Tables (resources)",
      description: packDescription(""),
      uuid: behavior ? PACK_UUIDS.behaviorPack : PACK_UUIDS.resourcePack,
      version,
      min_engine_version: MIN_ENGINE_VERSION,
    },
    modules: [
      {
        type: behavior ? "data" : "resources",
        uuid: behavior ? PACK_UUIDS.behaviorData : PACK_UUIDS.resourceModule,
        version,
      },
    ],
    dependencies: [{ uuid: behavior ? PACK_UUIDS.resourcePack : PACK_UUIDS.behaviorPack, version }],
  };
}

// --- geometry (block units: x/z -8..8, y 0..16; per-face uv into a 16x16 texture)

interface Cube {
  origin: [number, number, number];
  size: [number, number, number];
  /** Material instance of every face (default "*"). */
  material?: string;
}

function cube(c: Cube): unknown {
  const [w, h, d] = c.size;
  const face = (u: number, v: number, uw: number, vh: number): Record<string, unknown> => {
    const f: Record<string, unknown> = { uv: [u, v], uv_size: [Math.max(uw, 0.5), Math.max(vh, 0.5)] };
    if (c.material !== undefined) f["material_instance"] = c.material;
    return f;
  };
  return {
    origin: c.origin,
    size: c.size,
    uv: {
      north: face(0, 0, w, h),
      south: face(0, 0, w, h),
      east: face(0, 0, d, h),
      west: face(0, 0, d, h),
      up: face(0, 0, w, d),
      down: face(0, 0, w, d),
    },
  };
}

function geometry(id: string, bones: { name: string; cubes: Cube[] }[]): unknown {
  return {
    format_version: "1.16.0",
    "minecraft:geometry": [
      {
        description: { identifier: id, texture_width: 16, texture_height: 16, visible_bounds_width: 2, visible_bounds_height: 2.5, visible_bounds_offset: [0, 0.75, 0] },
        bones: bones.map((b) => ({ name: b.name, pivot: [0, 0, 0], cubes: b.cubes.map(cube) })),
      },
    ],
  };
}

const TABLE_TOP: Cube = { origin: [-8, 12, -8], size: [16, 3, 16] };
const legs = (height: number, inset: number): Cube[] => [
  { origin: [-8 + inset, 0, -8 + inset], size: [2, height, 2] },
  { origin: [6 - inset, 0, -8 + inset], size: [2, height, 2] },
  { origin: [-8 + inset, 0, 6 - inset], size: [2, height, 2] },
  { origin: [6 - inset, 0, 6 - inset], size: [2, height, 2] },
];
const TABLE_BONES = [
  { name: "top", cubes: [TABLE_TOP] },
  { name: "legs", cubes: legs(12, 1) },
];
const BOARD_BONE = { name: "board", cubes: [{ origin: [-6, 15, -6], size: [12, 0.5, 12], material: "board" } as Cube] };
const CHAIR_BONES = [
  { name: "seat", cubes: [{ origin: [-6, 7, -6], size: [12, 2, 12] } as Cube] },
  { name: "back", cubes: [{ origin: [-6, 9, 4], size: [12, 12, 2] } as Cube] },
  { name: "legs", cubes: legs(7, 2) },
];

// --- behavior pack

/** Side texture on every face, the top texture on the up face. */
function woodMaterials(kind: "table" | "chair", wood: string): Record<string, unknown> {
  return {
    "*": { texture: `${NAMESPACE}_${kind}_${wood}_side`, render_method: "alpha_test" },
    up: { texture: `${NAMESPACE}_${kind}_${wood}_top`, render_method: "alpha_test" },
  };
}

function tableBlock(wood: (typeof WOODS)[number]): unknown {
  const wooden = woodMaterials("table", wood.id);
  return {
    format_version: BLOCK_FORMAT,
    "minecraft:block": {
      description: {
        identifier: tableId(wood.id),
        menu_category: { category: "items" },
        // The board shown (board-look.ts); the old boolean stays so tables saved with it still load.
        states: { [LOOK_STATE]: [...LOOK_VALUES], [LEGACY_STATE]: [false, true] },
      },
      components: {
        "minecraft:geometry": `geometry.${NAMESPACE}.table`,
        "minecraft:material_instances": wooden,
        "minecraft:collision_box": { origin: [-8, 0, -8], size: [16, 15, 16] },
        "minecraft:selection_box": { origin: [-8, 0, -8], size: [16, 15, 16] },
        "minecraft:destructible_by_mining": { seconds_to_destroy: 2 },
        // Only a player's break goes through the table service (board, match, stakes): explosions
        // and fire, which bdsx does not report, must not remove a table.
        "minecraft:destructible_by_explosion": false,
        "minecraft:map_color": wood.color,
        "minecraft:light_dampening": 0,
      },
      // One look per board: the board's own top texture on the board cube.
      permutations: BOARDS.map((b) => ({
        condition: lookCondition(b.kind),
        components: {
          "minecraft:geometry": `geometry.${NAMESPACE}.table_board`,
          "minecraft:material_instances": { ...wooden, board: { texture: boardTopTexture(b.item), render_method: "alpha_test" } },
        },
      })),
    },
  };
}

const DIRECTIONS = ["north", "east", "south", "west"] as const;

function chairBlock(wood: (typeof WOODS)[number]): unknown {
  return {
    format_version: BLOCK_FORMAT,
    "minecraft:block": {
      description: {
        identifier: chairId(wood.id),
        menu_category: { category: "items" },
        // The chair turns to face the player who places it (and so, usually, the table).
        traits: { "minecraft:placement_direction": { enabled_states: ["minecraft:cardinal_direction"], y_rotation_offset: 180 } },
      },
      components: {
        "minecraft:geometry": `geometry.${NAMESPACE}.chair`,
        "minecraft:material_instances": woodMaterials("chair", wood.id),
        "minecraft:collision_box": { origin: [-6, 0, -6], size: [12, 9, 12] },
        // The seat and the backrest's lower part only: it stops below the table top (15/16 high),
        // so a player behind a chair points over its backrest at the table.
        "minecraft:selection_box": { origin: [-6, 0, -6], size: [12, 13, 12] },
        "minecraft:destructible_by_mining": { seconds_to_destroy: 1.5 },
        "minecraft:destructible_by_explosion": { explosion_resistance: 3 },
        "minecraft:flammable": { catch_chance_modifier: 5, destroy_chance_modifier: 20 },
        "minecraft:map_color": wood.color,
        "minecraft:light_dampening": 0,
      },
      permutations: DIRECTIONS.map((dir, i) => ({
        condition: `q.block_state('minecraft:cardinal_direction') == '${dir}'`,
        components: { "minecraft:transformation": { rotation: [0, -90 * i, 0] } },
      })),
    },
  };
}

/** A board item (its item name: src/content/boards.ts). */
function boardItem(item: string): unknown {
  return {
    format_version: ITEM_FORMAT,
    "minecraft:item": {
      description: { identifier: `${NAMESPACE}:${item}`, menu_category: { category: "items" } },
      components: {
        "minecraft:icon": `${NAMESPACE}_${item}`,
        // One board per stack: a paused match lives in each board's own NBT.
        "minecraft:max_stack_size": 1,
      },
    },
  };
}

function seatEntity(): unknown {
  return {
    format_version: ENTITY_FORMAT,
    "minecraft:entity": {
      description: { identifier: SEAT_ENTITY, is_spawnable: false, is_summonable: true },
      components: {
        "minecraft:type_family": { family: [`${NAMESPACE}_seat`, "inanimate"] },
        "minecraft:collision_box": { width: 0.2, height: 0.2 },
        "minecraft:health": { value: 1, max: 1 },
        "minecraft:damage_sensor": { triggers: [{ cause: "all", deals_damage: "no" }] },
        "minecraft:physics": { has_gravity: false, has_collision: false },
        "minecraft:pushable": { is_pushable: false, is_pushable_by_piston: false },
        "minecraft:knockback_resistance": { value: 1 },
        "minecraft:persistent": {},
        "minecraft:rideable": {
          seat_count: 1,
          family_types: ["player"],
          interact_text: "action.interact.ride.horse",
          pull_in_entities: false,
          seats: [{ position: [0, RIDER_Y, 0], lock_rider_rotation: 90 }],
        },
        // An empty seat removes itself (the plugin removes seats it knows of; this catches any
        // left over, e.g. in chunks that were not loaded when the server restarted).
        "minecraft:timer": { looping: true, time: 10, time_down_event: { event: `${NAMESPACE}:check_empty`, target: "self" } },
      },
      component_groups: { [`${NAMESPACE}:gone`]: { "minecraft:instant_despawn": {} } },
      events: {
        [`${NAMESPACE}:check_empty`]: {
          sequence: [{ filters: { test: "rider_count", subject: "self", operator: "==", value: 0 }, add: { component_groups: [`${NAMESPACE}:gone`] } }],
        },
      },
    },
  };
}

function recipeJson(r: ShapedRecipe): unknown {
  const key: Record<string, unknown> = {};
  for (const letter of Object.keys(r.key).sort()) key[letter] = r.key[letter];
  const unlockItem = Object.keys(r.key)
    .sort()
    .map((k) => r.key[k])
    .find((v): v is { item: string } => "item" in v);
  return {
    format_version: RECIPE_FORMAT,
    "minecraft:recipe_shaped": {
      description: { identifier: r.id },
      tags: ["crafting_table"],
      pattern: r.pattern,
      key,
      unlock: unlockItem !== undefined ? [{ item: unlockItem.item }] : [{ context: "PlayerInWater" }],
      result: { item: r.result.item, count: r.result.count },
    },
  };
}

export function behaviorPack(inputs: PackInputs): Files {
  const files: Files = new Map();
  files.set("manifest.json", json(manifest("behavior", inputs.version)));
  files.set("pack_icon.png", inputs.packIcon);
  for (const wood of WOODS) {
    files.set(`blocks/small_game_table_${wood.id}.json`, json(tableBlock(wood)));
    files.set(`blocks/game_chair_${wood.id}.json`, json(chairBlock(wood)));
  }
  for (const b of BOARDS) files.set(`items/${b.item}.json`, json(boardItem(b.item)));
  files.set("entities/seat.json", json(seatEntity()));
  for (const r of inputs.recipes) files.set(`recipes/${r.id.split(":").join("_")}.json`, json(recipeJson(r)));
  return files;
}

// --- resource pack

export function resourcePack(inputs: PackInputs): Files {
  const files: Files = new Map();
  files.set("manifest.json", json(manifest("resource", inputs.version)));
  files.set("pack_icon.png", inputs.packIcon);
  files.set(`models/blocks/${NAMESPACE}/table.geo.json`, json(geometry(`geometry.${NAMESPACE}.table`, TABLE_BONES)));
  files.set(`models/blocks/${NAMESPACE}/table_board.geo.json`, json(geometry(`geometry.${NAMESPACE}.table_board`, [...TABLE_BONES, BOARD_BONE])));
  files.set(`models/blocks/${NAMESPACE}/chair.geo.json`, json(geometry(`geometry.${NAMESPACE}.chair`, CHAIR_BONES)));
  files.set(
    `models/entity/${NAMESPACE}/seat.geo.json`,
    json({
      format_version: "1.16.0",
      "minecraft:geometry": [
        {
          description: { identifier: `geometry.${NAMESPACE}.seat`, texture_width: 16, texture_height: 16, visible_bounds_width: 1, visible_bounds_height: 1, visible_bounds_offset: [0, 0.5, 0] },
          // The seat is invisible: a bone with nothing drawn, so riders appear to sit on the chair.
          bones: [{ name: "root", pivot: [0, 0, 0] }],
        },
      ],
    }),
  );
  files.set(
    `entity/${NAMESPACE}_seat.entity.json`,
    json({
      format_version: "1.10.0",
      "minecraft:client_entity": {
        description: {
          identifier: SEAT_ENTITY,
          materials: { default: "entity_alphatest" },
          textures: { default: TEXTURE_PATHS.seat.slice(0, -4) },
          geometry: { default: `geometry.${NAMESPACE}.seat` },
          render_controllers: ["controller.render.default"],
        },
      },
    }),
  );

  const terrain: Record<string, unknown> = {};
  const blocksJson: Record<string, unknown> = { format_version: [1, 1, 0] };
  for (const wood of WOODS) {
    for (const face of ["side", "top"] as const) {
      terrain[`${NAMESPACE}_table_${wood.id}_${face}`] = { textures: [TEXTURE_PATHS.table(wood.id, face).slice(0, -4)] };
      terrain[`${NAMESPACE}_chair_${wood.id}_${face}`] = { textures: [TEXTURE_PATHS.chair(wood.id, face).slice(0, -4)] };
    }
    blocksJson[tableId(wood.id)] = { sound: "wood" };
    blocksJson[chairId(wood.id)] = { sound: "wood" };
  }
  for (const b of BOARDS) terrain[boardTopTexture(b.item)] = { textures: [TEXTURE_PATHS.boardTop(b.item).slice(0, -4)] };
  files.set("textures/terrain_texture.json", json({ resource_pack_name: NAMESPACE, texture_name: "atlas.terrain", padding: 8, num_mip_levels: 4, texture_data: terrain }));
  files.set(
    "textures/item_texture.json",
    json({ resource_pack_name: NAMESPACE, texture_name: "atlas.items", texture_data: Object.fromEntries(BOARDS.map((b) => [`${NAMESPACE}_${b.item}`, { textures: [TEXTURE_PATHS.boardIcon(b.item).slice(0, -4)] }])) }),
  );
  files.set("blocks.json", json(blocksJson));
  for (const path of [...inputs.textures.keys()].sort()) files.set(path, inputs.textures.get(path) as Buffer);

  const langCodes = [...inputs.langs.keys()].sort();
  files.set("texts/languages.json", json(langCodes));
  for (const code of langCodes) files.set(`texts/${code}.lang`, Buffer.from(inputs.langs.get(code) as string, "utf8"));
  return files;
}

/** Every texture path the packs refer to (content.ts must supply each). */
export function requiredTextures(): string[] {
  const out: string[] = [];
  for (const wood of WOODS) {
    for (const face of ["side", "top"] as const) out.push(TEXTURE_PATHS.table(wood.id, face), TEXTURE_PATHS.chair(wood.id, face));
  }
  for (const b of BOARDS) out.push(TEXTURE_PATHS.boardTop(b.item), TEXTURE_PATHS.boardIcon(b.item));
  out.push(TEXTURE_PATHS.seat);
  return out;
}
