/**
 * The table's and hosts' message areas, and the MessageKey type. A new area (e.g. tables.ts) adds
 * its import and one line to HOST_AREAS. A game's own texts (its i18n.ts) add their keys to
 * GameMessageKeys by declaration merging, and reach the catalogs through src/games/registry.ts
 * (catalogs.ts): so this file, and everything that only makes messages, loads no game.
 */
import { BEDROCK_FORMS } from "./bedrock-forms";
import { CARDS } from "./cards";
import { ITEMS } from "./items";
import { LESSONS } from "./lessons";
import { LUANTI_SCREEN } from "./luanti-screen";
import { TABLES } from "./tables";
import { WORLD } from "./world";

export const HOST_AREAS = [
  ["bedrock_forms", BEDROCK_FORMS],
  ["cards", CARDS],
  ["items", ITEMS],
  ["lessons", LESSONS],
  ["luanti_screen", LUANTI_SCREEN],
  ["tables", TABLES],
  ["world", WORLD],
] as const;

/**
 * Every registered game's message keys: each game's i18n.ts merges its own in, e.g.
 * `declare module "../../i18n/areas" { interface GameMessageKeys extends Record<keyof typeof TEXTS, true> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the games' declarations
export interface GameMessageKeys {}

/** Every message key of every area (checked at compile time where keys are literals). */
export type MessageKey = AreaKeys<(typeof HOST_AREAS)[number]> | (keyof GameMessageKeys & string);
type AreaKeys<T> = T extends readonly [string, infer C] ? keyof C & string : never;
