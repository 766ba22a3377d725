/**
 * The mod's entry (bundled as game_tables.lua, loaded by init.lua): registers the furniture and
 * the board, seating, crafts and the table service glue. Returns the mod's Lua-visible API.
 */
import { registerCrafts } from "./crafts";
import { registerFurniture } from "./furniture";
import { formspecFor, lastScreen, setLanguage, told } from "./host";
import { addStandIn, removeStandIn } from "./players";
import { installSitting } from "./sit";
import { offerStack } from "./stakes";
import type { Durable } from "./storage";
import { api, installTables } from "./tables";
import { TEX } from "./textures";
import { MOD } from "./woods";

const modpath = minetest.get_modpath(MOD) ?? error("game_tables: no mod path");
registerFurniture({ boardTop: TEX.boardTop });
installSitting();
const crafts = registerCrafts(dofile(modpath + "/crafts.lua") as unknown[]);
minetest.log("action", `[game_tables] ${crafts} crafts registered`);
// init.lua passes its fsync functions (or nothing, for a mod that is not trusted).
const [passed] = [...$vararg] as unknown[];
installTables(typeof passed === "object" ? (passed as Durable) : undefined);

export const service = api.service;
export const handleFields = api.handleFields;
export const refreshTable = api.refreshTable;
export const storageSynced = api.storageSynced;
export { addStandIn, removeStandIn, setLanguage };
export function lastScreenOf(this: void, name: string): unknown {
  return lastScreen.get(name);
}
export function formspecOf(this: void, name: string): string | undefined {
  return formspecFor(name);
}
export function toldTo(this: void, name: string): string[] {
  return told.get(name) ?? [];
}
/** Offers a stack as if dropped on the stake slot (the tests use it; clients drag and drop). */
export function offer(this: void, player: string, itemstring: string): boolean {
  const s = api.service();
  return s !== undefined && offerStack(s, player, ItemStack(itemstring));
}
