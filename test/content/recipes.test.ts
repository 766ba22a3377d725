import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRecipes, resolveRecipes, type RecipeData } from "../../src/content/recipes";
import { woodsFor } from "../../src/content/woods";
import { itemsFor, NAMESPACE } from "../../src/content/items";
import { BOARDS } from "../../src/content/boards";
import { ROOT } from "./keys";

const TEXT = readFileSync(join(ROOT, "recipes/recipes.json"), "utf8");
const load = (): RecipeData => {
  const r = parseRecipes(TEXT);
  if (!r.ok) throw new Error(r.errors.join("\n"));
  return r.value;
};
const errorsOf = (mutate: (j: Record<string, unknown>) => void): string[] => {
  const j = JSON.parse(TEXT) as Record<string, unknown>;
  mutate(j);
  const r = parseRecipes(JSON.stringify(j));
  return r.ok ? [] : r.errors;
};
const recipe = (j: Record<string, unknown>, i: number): Record<string, unknown> => (j.recipes as Record<string, unknown>[])[i];

describe("recipes/recipes.json", () => {
  it("validates", () => {
    expect(parseRecipes(TEXT)).toMatchObject({ ok: true });
  });

  it("makes the board from 1 paper, 7 planks of any wood and 1 green wool", () => {
    for (const host of ["luanti", "bedrock"] as const) {
      const board = resolveRecipes(load(), host).find((r) => r.id === "gin_rummy_board");
      expect(board?.output).toBe(`${NAMESPACE}:gin_rummy_board`);
      const cells = (board?.grid ?? []).flat();
      expect(cells.length).toBe(9);
      const anyPlanks = host === "luanti" ? "group:wood" : "tag:minecraft:planks";
      expect(cells.filter((c) => c === anyPlanks).length).toBe(7);
      expect(cells.filter((c) => c === (host === "luanti" ? "default:paper" : "minecraft:paper")).length).toBe(1);
      expect(cells.filter((c) => c === (host === "luanti" ? "wool:green" : "minecraft:green_wool")).length).toBe(1);
    }
  });

  it("makes the Uno No Mercy board from 1 paper, 7 planks of any wood and 1 red wool, a grid no other recipe has", () => {
    for (const host of ["luanti", "bedrock"] as const) {
      const all = resolveRecipes(load(), host);
      const board = all.find((r) => r.id === "uno_no_mercy_board");
      expect(board?.output).toBe(`${NAMESPACE}:uno_no_mercy_board`);
      expect(board?.count).toBe(1);
      const cells = (board?.grid ?? []).flat();
      expect(cells.filter((c) => c === (host === "luanti" ? "group:wood" : "tag:minecraft:planks")).length).toBe(7);
      expect(cells.filter((c) => c === (host === "luanti" ? "default:paper" : "minecraft:paper")).length).toBe(1);
      expect(cells.filter((c) => c === (host === "luanti" ? "wool:red" : "minecraft:red_wool")).length).toBe(1);
      const gin = all.find((r) => r.id === "gin_rummy_board");
      expect(JSON.stringify(board?.grid)).not.toBe(JSON.stringify(gin?.grid));
    }
  });

  it("makes the Here to Slay board from 1 book, 7 planks of any wood and 1 purple wool, a grid no other recipe has", () => {
    for (const host of ["luanti", "bedrock"] as const) {
      const all = resolveRecipes(load(), host);
      const board = all.find((r) => r.id === "here_to_slay_board");
      expect(board?.output).toBe(`${NAMESPACE}:here_to_slay_board`);
      expect(board?.count).toBe(1);
      const cells = (board?.grid ?? []).flat();
      expect(cells.filter((c) => c === (host === "luanti" ? "group:wood" : "tag:minecraft:planks")).length).toBe(7);
      expect(cells.filter((c) => c === (host === "luanti" ? "default:book" : "minecraft:book")).length).toBe(1);
      expect(cells.filter((c) => c === (host === "luanti" ? "wool:violet" : "minecraft:purple_wool")).length).toBe(1);
      for (const other of ["gin_rummy_board", "uno_no_mercy_board"]) {
        expect(JSON.stringify(board?.grid)).not.toBe(JSON.stringify(all.find((r) => r.id === other)?.grid));
      }
    }
  });

  it("has a table and a chair recipe per wood of each host, from that wood's planks, for every registered item", () => {
    for (const host of ["luanti", "bedrock"] as const) {
      const resolved = resolveRecipes(load(), host);
      const woods = woodsFor(host);
      expect(resolved.length).toBe(BOARDS.length + 2 * woods.length);
      for (const wood of woods) {
        for (const prefix of ["small_game_table_", "game_chair_"]) {
          const r = resolved.find((x) => x.id === prefix + wood.id);
          expect(r, prefix + wood.id).toBeDefined();
          const planks = r?.grid.flat().filter((c) => c !== "" && c !== (host === "luanti" ? "default:stick" : "minecraft:stick")) ?? [];
          expect(new Set(planks).size).toBe(1);
          expect(planks[0]).toBe(load().planks[host][wood.id]);
        }
      }
      // Every item the host registers can be crafted, and nothing else is.
      expect(resolved.map((r) => r.id).sort()).toEqual(itemsFor(host).map((i) => i.name).sort());
      // No two recipes share a grid (a shared grid would craft the wrong item).
      const grids = resolved.map((r) => JSON.stringify(r.grid));
      expect(new Set(grids).size).toBe(grids.length);
    }
  });

  it("names ingredients for each host (items, a Luanti group, a Bedrock tag)", () => {
    const lu = resolveRecipes(load(), "luanti").find((r) => r.id === "gin_rummy_board");
    expect(lu?.key["#"]).toEqual({ kind: "group", name: "wood" });
    const be = resolveRecipes(load(), "bedrock").find((r) => r.id === "small_game_table_cherry");
    expect(be?.key["#"]).toEqual({ kind: "item", name: "minecraft:cherry_planks" });
    expect(be?.pattern).toEqual(["###", "| |", "| |"]);
    expect(resolveRecipes(load(), "bedrock").find((r) => r.id === "gin_rummy_board")?.key["#"]).toEqual({ kind: "tag", name: "minecraft:planks" });
  });

  it("rejects broken data with a clear error for each problem", () => {
    expect(parseRecipes("{")).toMatchObject({ ok: false });
    expect(errorsOf((j) => (recipe(j, 0).key = { "#": "any_planks", P: "paper" }))).toContain("recipes[0].pattern: symbol W has no key");
    expect(errorsOf((j) => (recipe(j, 0).key = { "#": "any_planks", P: "paper", W: "green_wool", X: "stick" }))).toContain(
      "recipes[0].key.X: not used in the pattern",
    );
    expect(errorsOf((j) => (recipe(j, 0).key = { "#": "unobtainium", P: "paper", W: "green_wool" }))).toContain(
      "recipes[0].key.#: unknown material unobtainium",
    );
    expect(errorsOf((j) => (recipe(j, 0).pattern = ["#P#", "#W", "###"]))).toContain("recipes[0].pattern: rows of one width expected");
    expect(errorsOf((j) => (recipe(j, 0).pattern = ["#P#", "#W#", "###", "###"]))).toContain("recipes[0].pattern: 1 to 3 rows expected");
    expect(errorsOf((j) => (recipe(j, 0).count = 0))).toContain("recipes[0].count: 1..64 expected");
    expect(errorsOf((j) => (recipe(j, 0).key = { "#": "planks", P: "paper", W: "green_wool" }))).toContain(
      "recipes[0].key.#: planks of the recipe's wood need perWood",
    );
    expect(errorsOf((j) => (recipe(j, 1).result = "small_game_table"))).toContain("recipes[1].result: {wood} belongs in per-wood results only");
    expect(errorsOf((j) => (recipe(j, 2).id = "small_game_table"))).toContain("recipes[2]: duplicate id small_game_table");
    expect(errorsOf((j) => delete (j.planks as Record<string, Record<string, string>>).bedrock.cherry)).toContain(
      "planks.bedrock.cherry: item id expected",
    );
    expect(errorsOf((j) => ((j.planks as Record<string, Record<string, string>>).luanti.oak = "default:oak"))).toContain(
      "planks.luanti.oak: unknown wood",
    );
    expect(errorsOf((j) => ((j.materials as Record<string, Record<string, string>>).paper.luanti = "group:paper x"))).toContain(
      "materials.paper.luanti: item id expected",
    );
    expect(errorsOf((j) => ((j.materials as Record<string, Record<string, string>>).paper.bedrock = "tag:paper"))).toContain(
      "materials.paper.bedrock: item id expected",
    );
    expect(errorsOf((j) => (recipe(j, 0).extra = 1))).toContain("recipes[0].extra: unknown field");
  });
});
