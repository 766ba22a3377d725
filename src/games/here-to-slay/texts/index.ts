/**
 * Here to Slay's texts in six languages, one Catalog for Game.presentation.messages, merged from
 * its parts: the screens' words (screens.ts), the cards' names and effect words (cards.ts), the
 * board item (board.ts) and the lessons (lessons.ts). Each part merges its keys into MessageKey
 * itself; a new part adds one import and one line here.
 */
import type { Catalog } from "../../../i18n/types";
import { HTS_BOARD_TEXTS } from "./board";
import { HTS_CARD_NAMES, HTS_CARD_WORDS } from "./cards";
import { HTS_LESSON_TEXTS } from "./lessons";
import { HTS_SCREEN_TEXTS } from "./screens";

function merge(parts: readonly Catalog[]): Catalog {
  const out: Catalog = {};
  for (const part of parts) for (const key in part) out[key] = part[key];
  return out;
}

export const HTS_TEXTS: Catalog = merge([
  HTS_SCREEN_TEXTS,
  HTS_CARD_NAMES,
  HTS_CARD_WORDS,
  HTS_BOARD_TEXTS,
  HTS_LESSON_TEXTS,
]);
