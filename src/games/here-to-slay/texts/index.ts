/**
 * Here to Slay's texts, every area of its own merged into one catalog (Game.presentation.messages)
 * and into MessageKey. Each area is a file of this folder.
 */
import type { Catalog } from "../../../i18n/types";
import { HTS_BOARD_TEXTS } from "./board";
import { HTS_LESSON_TEXTS } from "./lessons";

export const HTS_TEXTS = { ...HTS_BOARD_TEXTS, ...HTS_LESSON_TEXTS } satisfies Catalog;

// The game's keys become MessageKeys (src/i18n/areas.ts), with no import of the game there.
declare module "../../../i18n/areas" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the keys in
  interface GameMessageKeys extends Record<keyof typeof HTS_TEXTS, true> {}
}
