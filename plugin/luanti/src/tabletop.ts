/**
 * What lies on a fitted table for everyone to see: the face-up discard and the stock, as flat card
 * entities on the board. They are not saved with the map (static_save = false) and live only in
 * active blocks; tables.ts redraws every table on a short period and after each change it makes, so
 * cards come back when a block turns active again. Entities are kept per table and only
 * retextured when the card changes.
 */
import type { Card } from "../../../src/games/gin-rummy/engine/cards";
import { chairsFacing } from "./furniture";
import type { CardDeck } from "./textures";
import { cardTexture, CARD_BACK } from "./textures";
import { MOD } from "./woods";

const ENTITY = MOD + ":card";
const Y = 0.5 + 1 / 16 + 0.005;
const STOCK_OFFSET = -0.17;
const TOP_OFFSET = 0.17;

interface Slot {
  obj: ObjectRef;
  texture: string;
}

interface Shown {
  stock?: Slot;
  top?: Slot;
}

const shown = new Map<string, Shown>();

/** Face textures by deck and card: a table is redrawn often, mostly with the same card. */
const faces: Record<CardDeck, string[]> = { classic: [], four: [] };

function face(card: Card, deck: CardDeck): string {
  const list = faces[deck];
  let t = list[card];
  if (t === undefined) {
    t = cardTexture(card, deck);
    list[card] = t;
  }
  return t;
}

function alive(obj: ObjectRef): boolean {
  return obj.get_pos() !== undefined;
}

/** The seats face each other along x when the table's chairs stand east and west of it. */
function acrossX(pos: Vec3): boolean {
  return chairsFacing(pos).some((c) => c.x !== pos.x);
}

/** One card slot of a table: shows `texture`, or nothing for "". Returns the slot now shown. */
function update(slot: Slot | undefined, pos: Vec3, offset: number, texture: string): Slot | undefined {
  const live = slot !== undefined && alive(slot.obj) ? slot : undefined;
  if (texture === "") {
    live?.obj.remove();
    return undefined;
  }
  if (live !== undefined) {
    if (live.texture !== texture) {
      live.obj.set_properties({ textures: [texture, texture, texture, texture, texture, texture] });
      live.texture = texture;
    }
    return live;
  }
  // Cards are turned a quarter when the seats face each other along x, to look upright to them.
  const turned = acrossX(pos);
  const at = turned ? { x: pos.x, y: pos.y + Y, z: pos.z + offset } : { x: pos.x + offset, y: pos.y + Y, z: pos.z };
  const obj = minetest.add_entity(at, ENTITY);
  if (obj === undefined) return undefined;
  obj.set_properties({ textures: [texture, texture, texture, texture, texture, texture] });
  if (turned) obj.set_yaw(Math.PI / 2);
  return { obj, texture };
}

/** Shows `top` (or nothing when -1) and a stock pile when `stock` > 0 on the table `id` at `pos`. */
export function refreshTableTop(id: string, pos: Vec3, top: Card, stock: number, deck: CardDeck): void {
  const cur = shown.get(id);
  if (cur === undefined && top < 0 && stock <= 0) return;
  const next: Shown = cur ?? {};
  next.stock = update(next.stock, pos, STOCK_OFFSET, stock > 0 ? CARD_BACK : "");
  next.top = update(next.top, pos, TOP_OFFSET, top >= 0 ? face(top, deck) : "");
  if (next.stock === undefined && next.top === undefined) shown.delete(id);
  else if (cur === undefined) shown.set(id, next);
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
