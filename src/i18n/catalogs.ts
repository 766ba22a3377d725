/**
 * Every area's catalog. A new area (e.g. tables.ts) adds its import and one line to AREAS;
 * MessageKey, t() and the tests then cover it.
 */
import { BEDROCK_FORMS } from "./bedrock-forms";
import { CARDS } from "./cards";
import { ITEMS } from "./items";
import { LESSONS } from "./lessons";
import { LUANTI_SCREEN } from "./luanti-screen";
import { TABLES } from "./tables";
import { UNO } from "./uno";
import { WORLD } from "./world";

export const AREAS = [
  ["bedrock_forms", BEDROCK_FORMS],
  ["cards", CARDS],
  ["items", ITEMS],
  ["lessons", LESSONS],
  ["luanti_screen", LUANTI_SCREEN],
  ["tables", TABLES],
  ["uno", UNO],
  ["world", WORLD],
] as const;

/** Every message key of every area (checked at compile time where keys are literals). */
export type MessageKey = AreaKeys<(typeof AREAS)[number]> & string;
type AreaKeys<T> = T extends readonly [string, infer C] ? keyof C : never;
