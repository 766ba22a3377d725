/**
 * What lies on a fitted table for everyone to see: the game's piles (say a stock and a face-up
 * discard), as flat card entities on the board, side by side; a pile with a colour is
 * tinted with it. They are not saved with the map (static_save = false) and live only in
 * active blocks; tables.ts redraws every table on a short period and after each change it makes, so
 * cards come back when a block turns active again. Entities are kept per table and only
 * retextured when the card changes.
 */
import { COLOURS, deckArt } from "../../../src/content/decks";
import type { TablePile } from "../../../src/games/game";
import { chairsFacing } from "./furniture";
import type { CardDeck } from "./textures";
import { CARD_BACK } from "./textures";
import { MOD } from "./woods";

const ENTITY = MOD + ":card";
const Y = 0.5 + 1 / 16 + 0.005;
/** Piles lie this far apart, centred on the board. */
const PILE_SPACING = 0.34;

interface Slot {
  obj: ObjectRef;
  texture: string;
}

/**
 * A table's card slots, one per pile. `count` is how many there were: a cleared slot is a hole,
 * and a Lua array's length may stop at one (a card past it would never be removed).
 */
interface Shown {
  slots: (Slot | undefined)[];
  count: number;
}
const shown = new Map<string, Shown>();

/** Face textures by deck, style and face: a table is redrawn often, mostly with the same card. */
const faces = new Map<string, string[]>();

function face(deck: string, card: number, style: CardDeck): string {
  const key = deck + "/" + style;
  let list = faces.get(key);
  if (list === undefined) {
    list = [];
    faces.set(key, list);
  }
  let t = list[card];
  if (t === undefined) {
    t = deckArt(deck).texture(card, style);
    list[card] = t;
  }
  return t;
}

/** What a pile shows: its top face, else a back while cards lie face down, else nothing (""). */
function pileTexture(p: TablePile, style: CardDeck): string {
  const base = p.top >= 0 ? face(p.deck, p.top, style) : p.count > 0 ? deckArt(p.deck).back : "";
  const colour = p.colour !== "" ? COLOURS[p.colour] : undefined;
  return base !== "" && colour !== undefined ? `${base}^[colorize:${colour}:60` : base;
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

/** Shows the piles (none: clears the table) on the table `id` at `pos`, faces in the `style` deck. */
export function refreshTableTop(id: string, pos: Vec3, piles: readonly TablePile[], style: CardDeck): void {
  const cur = shown.get(id);
  if (cur === undefined && piles.length === 0) return;
  const s = cur ?? { slots: [], count: 0 };
  const n = Math.max(s.count, piles.length);
  let any = false;
  for (let i = 0; i < n; i++) {
    const p = piles[i];
    const offset = (i - (piles.length - 1) / 2) * PILE_SPACING;
    s.slots[i] = update(s.slots[i], pos, offset, p !== undefined ? pileTexture(p, style) : "");
    if (s.slots[i] !== undefined) any = true;
  }
  s.count = n;
  if (!any) shown.delete(id);
  else if (cur === undefined) shown.set(id, s);
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
