/**
 * Texture file names shared by both hosts (files under resources/, listed in
 * resources/manifest.json). Luanti mods and Bedrock packs copy them under these names. A game's
 * own textures (cards, board) are named in its folder (src/games/<game>/textures.ts).
 */

/** A viewer's card face preference (DeckArt.texture): the classic faces or four-colour suits. */
export type CardDeck = "classic" | "four";

/** The classic card back: a game's that has no back of its own, any unknown deck's, and the hosts' blank stack. */
export const CARD_BACK = "game_tables_card_back.png";

export const UI_TEXTURES = {
  felt: "game_tables_ui_felt.png",
  slot: "game_tables_ui_slot.png",
  select: "game_tables_ui_select.png",
  turn: "game_tables_ui_turn.png",
  stock: "game_tables_ui_stock.png",
  ready: "game_tables_ui_ready.png",
};

/** Bedrock's pack_icon.png. */
export const PACK_ICON = "game_tables_pack_icon.png";

export type WoodPart = "planks" | "table_top" | "table_side" | "table_item" | "chair_top" | "chair_side" | "chair_item";

/** Per-wood furniture textures, e.g. `game_tables_table_oak_top.png`, `game_tables_planks_oak.png`. */
export function woodTexture(wood: string, part: WoodPart): string {
  if (part === "planks") return "game_tables_planks_" + wood + ".png";
  const us = part.indexOf("_");
  return "game_tables_" + part.substring(0, us) + "_" + wood + part.substring(us) + ".png";
}
