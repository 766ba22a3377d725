/**
 * Crafts, as the build generated them from the host-neutral recipes/recipes.json (crafts.lua:
 * shaped recipes already in Luanti item names). An output that is not one of our registered items
 * is a data error: logged loudly, never half-registered.
 */
interface Craft {
  output: string;
  recipe: string[][];
}

export function registerCrafts(crafts: unknown[]): number {
  let n = 0;
  for (const c of crafts as Craft[]) {
    const name = c.output.split(" ")[0];
    if (minetest.registered_items.get(name) === undefined) {
      minetest.log("error", `[game_tables] craft for unknown item ${name}`);
      continue;
    }
    minetest.register_craft({ output: c.output, recipe: c.recipe });
    n++;
  }
  return n;
}
