/**
 * Texture names inside the mod: the shared names of src/content/textures.ts and the default
 * board's (the build copies the files from resources/, see scripts/build-luanti.mjs).
 */
import { DEFAULT_BOARD } from "../../../src/content/boards";
import { UI_TEXTURES } from "../../../src/content/textures";

export { CARD_BACK, type CardDeck } from "../../../src/content/textures";

export const TEX = {
  ...UI_TEXTURES,
  boardTop: DEFAULT_BOARD.top,
  boardItem: DEFAULT_BOARD.icon,
};
