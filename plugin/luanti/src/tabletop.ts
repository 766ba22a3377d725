/**
 * What lies on a fitted table for everyone to see: the face-up discard and the stock, as flat card
 * entities on the board. They are not saved with the map (static_save = false); an LBM puts them
 * back whenever a table's block is activated. Entities are kept per table and only retextured
 * when the card changes (tables redraw after every move).
 */
import type { Card } from "../../../src/engine/cards";
import { posKey } from "./geometry";
import { cardTexture, CARD_BACK } from "./textures";
import { MOD } from "./woods";

const ENTITY = MOD + ":card";
const Y = 0.5 + 1 / 16 + 0.005;

interface Shown {
  obj: ObjectRef;
  texture: string;
}

const shown = new Map<string, Shown>();

function alive(obj: ObjectRef): boolean {
  return obj.get_pos() !== undefined;
}

/**
 * One card slot of a table ("top" or "stock"): shows `texture`, or nothing for "". `acrossX`: the
 * seats face each other along x, so cards are turned a quarter to look upright to them.
 */
function show(pos: Vec3, slot: string, offset: number, texture: string, acrossX: () => boolean): void {
  const key = posKey(pos) + slot;
  const cur = shown.get(key);
  if (cur !== undefined && !alive(cur.obj)) shown.delete(key);
  const live = shown.get(key);
  if (texture === "") {
    if (live !== undefined) {
      live.obj.remove();
      shown.delete(key);
    }
    return;
  }
  if (live !== undefined) {
    if (live.texture !== texture) {
      live.obj.set_properties({ textures: [texture, texture, texture, texture, texture, texture] });
      live.texture = texture;
    }
    return;
  }
  const turned = acrossX();
  const at = turned ? { x: pos.x, y: pos.y + Y, z: pos.z + offset } : { x: pos.x + offset, y: pos.y + Y, z: pos.z };
  const obj = minetest.add_entity(at, ENTITY);
  if (obj === undefined) return;
  obj.set_properties({ textures: [texture, texture, texture, texture, texture, texture] });
  if (turned) obj.set_yaw(Math.PI / 2);
  shown.set(key, { obj, texture });
}

/** Shows `top` (or nothing when -1) and a stock pile when `stock` > 0. */
export function refreshTableTop(pos: Vec3, top: Card, stock: number, acrossX: () => boolean = () => false): void {
  show(pos, "/stock", -0.17, stock > 0 ? CARD_BACK : "", acrossX);
  show(pos, "/top", 0.17, top >= 0 ? cardTexture(top) : "", acrossX);
}

export function registerTableTop(): void {
  minetest.register_entity(ENTITY, {
    initial_properties: {
      visual: "cube",
      visual_size: { x: 0.26, y: 0.01, z: 0.36 },
      textures: [CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK],
      physical: false,
      pointable: false,
      collisionbox: [0, 0, 0, 0, 0, 0],
      static_save: false,
      use_texture_alpha: true,
    },
  });
}
