/**
 * The items and blocks this mod adds, per host: ids, display names (as Messages) and textures
 * (file names from resources/manifest.json). Host builds register exactly these.
 */
import { msg } from "../i18n/index";
import type { Message } from "../i18n/types";
import { woodsFor, type Host } from "./woods";

export const NAMESPACE = "game_tables";

export type ItemKind = "board" | "table" | "chair";

export interface ItemDef {
  /** Without namespace: `gin_rummy_board`, `small_game_table_oak`, `game_chair_oak`. */
  name: string;
  kind: ItemKind;
  /** Wood id for tables and chairs, "" for the board. */
  wood: string;
  displayName: Message;
  description: Message | undefined;
  /** Inventory icon texture file. */
  icon: string;
}

export function boardItem(): ItemDef {
  return {
    name: "gin_rummy_board",
    kind: "board",
    wood: "",
    displayName: msg("item.board.name"),
    description: msg("item.board.hint"),
    icon: "game_tables_board_item.png",
  };
}

/** Every item and block of a host, board first, then a table and a chair per wood. */
export function itemsFor(host: Host): ItemDef[] {
  const out: ItemDef[] = [boardItem()];
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
