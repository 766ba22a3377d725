/**
 * The Luanti mod's crafts.lua comes from recipes/recipes.json through scripts/build-luanti.mjs:
 * every board item of src/content/boards.ts gets its shaped craft in Luanti item names.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/content/boards";
import { ROOT } from "./keys";

interface Craft {
  output: string;
  recipe: string[][];
}

describe("Luanti crafts", () => {
  it("has a craft for each board, the Uno No Mercy board from paper, red wool and 7 planks of any wood", async () => {
    const build = (await import(pathToFileURL(join(ROOT, "scripts/build-luanti.mjs")).href)) as { luantiCrafts: () => Craft[] };
    const crafts = build.luantiCrafts();
    for (const b of BOARDS) expect(crafts.filter((c) => c.output === "game_tables:" + b.item), b.item).toHaveLength(1);
    const uno = crafts.find((c) => c.output === "game_tables:uno_no_mercy_board");
    expect(uno?.recipe).toEqual([
      ["group:wood", "default:paper", "group:wood"],
      ["group:wood", "wool:red", "group:wood"],
      ["group:wood", "group:wood", "group:wood"],
    ]);
    const gin = crafts.find((c) => c.output === "game_tables:gin_rummy_board");
    expect(gin?.recipe[1][1]).toBe("wool:green");
  });
});
