/**
 * Texture names inside the mod: the shared names of src/content/textures.ts (the build copies the
 * files from resources/, see scripts/build-luanti.mjs).
 */
import { BOARD_TEXTURES, UI_TEXTURES } from "../../../src/content/textures";

export { cardTexture, CARD_BACK, type CardDeck } from "../../../src/content/textures";

export const TEX = {
  ...UI_TEXTURES,
  boardTop: BOARD_TEXTURES.top,
  boardItem: BOARD_TEXTURES.item,
};
