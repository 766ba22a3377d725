/**
 * The items and blocks this mod adds, per host: ids, display names (as Messages) and textures
 * (file names from resources/manifest.json). Host builds register exactly these.
 */
import { msg } from "../i18n/message";
import type { Message } from "../i18n/types";
import { BOARDS, type BoardDef } from "./boards";
import { woodsFor, type Host } from "./woods";

export const NAMESPACE = "game_tables";

export type ItemKind = "board" | "table" | "chair";

export interface ItemDef {
  /** Without namespace: a board's item (BoardDef.item), `small_game_table_oak`, `game_chair_oak`. */
  name: string;
  kind: ItemKind;
  /** Wood id for tables and chairs, "" for the board. */
  wood: string;
  displayName: Message;
  description: Message | undefined;
  /** Inventory icon texture file. */
  icon: string;
}

function boardItem(b: BoardDef): ItemDef {
  return { name: b.item, kind: "board", wood: "", displayName: b.displayName, description: b.hint, icon: b.icon };
}

/** Every item and block of a host, boards first (src/content/boards.ts), then a table and a chair per wood. */
export function itemsFor(host: Host): ItemDef[] {
  const out: ItemDef[] = BOARDS.map((b) => boardItem(b));
  for (const wood of woodsFor(host)) {
    out.push({
      name: "small_game_table_" + wood.id,
      kind: "table",
      wood: wood.id,
      displayName: msg("item.table.name", { wood: msg(wood.name) }),
      description: undefined,
      icon: "game_tables_table_" + wood.id + "_item.png",
    });
    out.push({
      name: "game_chair_" + wood.id,
      kind: "chair",
      wood: wood.id,
      displayName: msg("item.chair.name", { wood: msg(wood.name) }),
      description: undefined,
      icon: "game_tables_chair_" + wood.id + "_item.png",
    });
  }
  return out;
}
