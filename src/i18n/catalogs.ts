/**
 * Every area's catalog at run time: the table's and hosts' areas (areas.ts), then each registered
 * game's own texts (Game.presentation.messages), an area named by its kind. Only index.ts (t, render) loads
 * this; code that only makes messages imports msg from message.ts and loads no game.
 */
import { GAMES } from "../games/registry";
import { HOST_AREAS } from "./areas";
import type { Catalog } from "./types";

export type { MessageKey } from "./areas";

function areas(): [string, Catalog][] {
  const out: [string, Catalog][] = [];
  for (const [name, catalog] of HOST_AREAS) out.push([name, catalog]);
  for (const game of GAMES) out.push([game.kind, game.presentation.messages]);
  return out;
}

export const AREAS: readonly [string, Catalog][] = areas();
