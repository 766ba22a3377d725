/** Here to Slay's board item: what both hosts register and craft (recipes/recipes.json names the item). */
import type { BoardDef } from "../game";
import { msg } from "../../i18n/message";
import { HTS_BOARD_TEXTURES } from "./textures";

export const HTS_BOARD: BoardDef = {
  kind: "here_to_slay",
  item: "here_to_slay_board",
  displayName: msg("item.hts_board.name"),
  hint: msg("item.hts_board.hint"),
  icon: HTS_BOARD_TEXTURES.item,
  top: HTS_BOARD_TEXTURES.top,
};
