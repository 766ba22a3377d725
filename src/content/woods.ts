/**
 * Wood types per host. A table and its chairs are made from one wood so they match; the id is
 * the suffix of item ids (`game_tables:small_game_table_oak`) and of texture names.
 */
import type { MessageKey } from "../i18n/message";

export type Host = "luanti" | "bedrock";

export interface Wood {
  id: string;
  host: Host;
  name: MessageKey;
}

/** Luanti: minetest_game's five planks. Bedrock: every wood with a planks block (1.20+). */
export const WOODS: readonly Wood[] = [
  { id: "apple", host: "luanti", name: "wood.apple" },
  { id: "pine", host: "luanti", name: "wood.pine" },
  { id: "jungle", host: "luanti", name: "wood.jungle" },
  { id: "acacia", host: "luanti", name: "wood.acacia" },
  { id: "aspen", host: "luanti", name: "wood.aspen" },
  { id: "oak", host: "bedrock", name: "wood.oak" },
  { id: "spruce", host: "bedrock", name: "wood.spruce" },
  { id: "birch", host: "bedrock", name: "wood.birch" },
  { id: "jungle", host: "bedrock", name: "wood.jungle" },
  { id: "acacia", host: "bedrock", name: "wood.acacia" },
  { id: "dark_oak", host: "bedrock", name: "wood.dark_oak" },
  { id: "mangrove", host: "bedrock", name: "wood.mangrove" },
  { id: "cherry", host: "bedrock", name: "wood.cherry" },
  { id: "bamboo", host: "bedrock", name: "wood.bamboo" },
  { id: "crimson", host: "bedrock", name: "wood.crimson" },
  { id: "warped", host: "bedrock", name: "wood.warped" },
];

export function woodsFor(host: Host): Wood[] {
  const out: Wood[] = [];
  for (const w of WOODS) if (w.host === host) out.push(w);
  return out;
}
