/**
 * What lies on a fitted table for everyone to see: the game's piles in the middle (say a stock and a
 * face-up discard) and what lies face up in front of each seat, as flat card entities on
 * the board, laid out by tabletop-layout.ts; a pile with a colour is tinted with it. They are not
 * saved with the map (static_save = false) and live only in active blocks; tables.ts redraws every
 * table on a short period and after each change it makes, so cards come back when a block turns
 * active again. Entities are kept per table and place, and only retextured (or moved) when their
 * card (or place) changes.
 */
import { COLOURS, deckArt } from "../../../src/content/decks";
import { sideOfSeat } from "../../../src/content/seating";
import type { TablePile } from "../../../src/games/game";
import type { PublicTableState } from "../../../src/tables/types";
import { DIRS } from "./geometry";
import { chairsFacing } from "./furniture";
import { FULL_CARD, SMALL_CARD, frontPlaces, middlePlaces, type CardPlace } from "./tabletop-layout";
import type { CardDeck } from "./textures";
import { CARD_BACK } from "./textures";
import { MOD } from "./woods";

const ENTITY = MOD + ":card";
const Y = 0.5 + 1 / 16 + 0.005;

interface Slot {
  obj: ObjectRef;
  texture: string;
  place: CardPlace;
}

/**
 * One place group's card slots (the middle, or the front of one side). `count` is how many there
 * were: a cleared slot is a hole, and a Lua array's length may stop at one (a card past it would
 * never be removed).
 */
interface Group {
  slots: (Slot | undefined)[];
  count: number;
}

/** A table's groups: 0 the middle, 1 + side the front of that side; which sides have chairs, read once. */
interface Shown {
  groups: Group[];
  chairs: boolean[];
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

/** Which sides of the table have a chair facing it (DIRS order, as SIDES). */
function chairSides(pos: Vec3): boolean[] {
  const out = [false, false, false, false];
  for (const c of chairsFacing(pos)) for (let side = 0; side < 4; side++) if (c.x === pos.x + DIRS[side].x && c.z === pos.z + DIRS[side].z) out[side] = true;
  return out;
}

function textures(t: string): string[] {
  return [t, t, t, t, t, t];
}

function atPlace(pos: Vec3, p: CardPlace): Vec3 {
  return { x: pos.x + p.x, y: pos.y + Y + p.lift, z: pos.z + p.z };
}

/** One card slot of a table: shows `texture` at `place`, or nothing for "". Returns the slot now shown. */
function update(slot: Slot | undefined, pos: Vec3, place: CardPlace, texture: string): Slot | undefined {
  const live = slot !== undefined && alive(slot.obj) ? slot : undefined;
  if (texture === "") {
    live?.obj.remove();
    return undefined;
  }
  if (live !== undefined) {
    if (live.texture !== texture) {
      live.obj.set_properties({ textures: textures(texture) });
      live.texture = texture;
    }
    const was = live.place;
    if (was.x !== place.x || was.z !== place.z || was.lift !== place.lift) live.obj.set_pos(atPlace(pos, place));
    if (was.yaw !== place.yaw) live.obj.set_yaw(place.yaw);
    if (was.small !== place.small) live.obj.set_properties({ visual_size: place.small ? SMALL_CARD : FULL_CARD });
    live.place = place;
    return live;
  }
  const obj = minetest.add_entity(atPlace(pos, place), ENTITY);
  if (obj === undefined) return undefined;
  obj.set_properties(place.small ? { textures: textures(texture), visual_size: SMALL_CARD } : { textures: textures(texture) });
  if (place.yaw !== 0) obj.set_yaw(place.yaw);
  return { obj, texture, place };
}

/** Shows `piles` at `places` in one group; true when any card of it is shown. */
function drawGroup(g: Group, pos: Vec3, piles: readonly TablePile[], places: readonly CardPlace[], style: CardDeck): boolean {
  const n = Math.max(g.count, places.length);
  let any = false;
  for (let i = 0; i < n; i++) {
    const place: CardPlace | undefined = places[i];
    const slot = g.slots[i];
    if (place === undefined) {
      if (slot !== undefined && alive(slot.obj)) slot.obj.remove();
      g.slots[i] = undefined;
    } else g.slots[i] = update(slot, pos, place, pileTexture(piles[i], style));
    if (g.slots[i] !== undefined) any = true;
  }
  g.count = n;
  return any;
}

/** What a table top shows: PublicTableState's piles, fronts and the table seat of each match seat. */
export type TopView = Pick<PublicTableState, "piles" | "fronts" | "at">;

const NONE: TopView = { piles: [], at: [] };

/**
 * Shows `view` (undefined: clears the table) on the table `id` at `pos` of `seats` seats, faces in
 * the `style` deck.
 */
export function refreshTableTop(id: string, pos: Vec3, view: TopView | undefined, seats: number, style: CardDeck): void {
  const cur = shown.get(id);
  const v = view ?? NONE;
  if (cur === undefined && v.piles.length === 0 && v.fronts === undefined) return;
  const s = cur ?? { groups: [], chairs: chairSides(pos) };
  for (let g = 0; g < 5; g++) if (s.groups[g] === undefined) s.groups[g] = { slots: [], count: 0 };
  const hasFronts = v.fronts !== undefined;
  // The piles turn a quarter when the seats face each other along x, to look upright to them.
  const turned = s.chairs[1] || s.chairs[3];
  let any = drawGroup(s.groups[0], pos, v.piles, middlePlaces(v.piles.length, turned, hasFronts), style);
  const bySide: TablePile[][] = [[], [], [], []];
  if (v.fronts !== undefined) {
    for (let m = 0; m < v.fronts.length; m++) {
      const seat = v.at[m];
      if (seat === undefined) continue;
      bySide[sideOfSeat(seat, seats, (side) => s.chairs[side])] = v.fronts[m] ?? [];
    }
  }
  for (let side = 0; side < 4; side++) {
    if (drawGroup(s.groups[1 + side], pos, bySide[side], frontPlaces(side, bySide[side].length), style)) any = true;
  }
  if (!any) shown.delete(id);
  else if (cur === undefined) shown.set(id, s);
}

export function registerTableTop(): void {
  minetest.register_entity(ENTITY, {
    initial_properties: {
      visual: "cube",
      visual_size: FULL_CARD,
      textures: [CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK, CARD_BACK],
      physical: false,
      pointable: false,
      collisionbox: [0, 0, 0, 0, 0, 0],
      static_save: false,
      use_texture_alpha: true,
    },
  });
}
