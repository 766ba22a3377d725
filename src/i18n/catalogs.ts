/**
 * Every area's catalog: the table's and hosts' areas here, then each registered game's own texts
 * (Game.messages, named by its kind). A new area (e.g. tables.ts) adds its import and one line to
 * HOST_AREAS; a new game brings its texts through src/games/registry.ts. MessageKey, t() and the
 * tests then cover it.
 */
import { GAMES, type GameMessageKey } from "../games/registry";
import { BEDROCK_FORMS } from "./bedrock-forms";
import { CARDS } from "./cards";
import { ITEMS } from "./items";
import { LESSONS } from "./lessons";
import { LUANTI_SCREEN } from "./luanti-screen";
import { TABLES } from "./tables";
import type { Catalog } from "./types";
import { WORLD } from "./world";

const HOST_AREAS = [
  ["bedrock_forms", BEDROCK_FORMS],
  ["cards", CARDS],
  ["items", ITEMS],
  ["lessons", LESSONS],
  ["luanti_screen", LUANTI_SCREEN],
  ["tables", TABLES],
  ["world", WORLD],
] as const;

function areas(): [string, Catalog][] {
  const out: [string, Catalog][] = [];
  for (const [name, catalog] of HOST_AREAS) out.push([name, catalog]);
  for (const game of GAMES) out.push([game.kind, game.messages]);
  return out;
}

export const AREAS: readonly [string, Catalog][] = areas();

/** Every message key of every area (checked at compile time where keys are literals). */
export type MessageKey = AreaKeys<(typeof HOST_AREAS)[number]> | GameMessageKey;
type AreaKeys<T> = T extends readonly [string, infer C] ? keyof C & string : never;
