/**
 * Host-neutral crafting recipes (recipes/recipes.json): validation and resolution into each
 * host's item ids. Host builds turn the resolved recipes into `minetest.register_craft` calls or
 * Bedrock `minecraft:recipe_shaped` files. Portable (no Node APIs): callers pass the file's text.
 */
import { isJsonObject, parseJson, type Json } from "../util/json";
import { woodsFor, type Host } from "./woods";

export const HOSTS: readonly Host[] = ["luanti", "bedrock"];

/** The symbol that a per-wood recipe uses for "planks of this recipe's wood". */
export const WOOD_PLANKS = "planks";

export interface RecipeSource {
  id: string;
  result: string;
  count: number;
  pattern: string[];
  key: Record<string, string>;
  perWood: boolean;
}

export interface RecipeData {
  namespace: string;
  materials: Record<string, Record<Host, string>>;
  planks: Record<Host, Record<string, string>>;
  recipes: RecipeSource[];
}

/** An ingredient as a host names it: an item, a Luanti group or a Bedrock item tag. */
export interface Ingredient {
  kind: "item" | "group" | "tag";
  /** `default:paper`, `wood` (group), `minecraft:planks` (tag). */
  name: string;
}

export interface ResolvedRecipe {
  /** Unique per host: `small_game_table_oak`. */
  id: string;
  /** `game_tables:small_game_table_oak`. */
  output: string;
  count: number;
  wood: string;
  /** Rows of the pattern, spaces for empty cells (all rows the same width). */
  pattern: string[];
  key: Record<string, Ingredient>;
  /**
   * The same grid as the host writes ingredient ids (`default:wood`, `group:wood`,
   * `tag:minecraft:planks`), "" for an empty cell: Luanti's `recipe` field as is.
   */
  grid: string[][];
}

export type RecipeResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function parseRecipes(text: string): RecipeResult<RecipeData> {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, errors: ["recipes: invalid JSON (" + parsed.error + " at " + parsed.at + ")"] };
  return validateRecipes(parsed.value);
}

/** Checks shape, item ids, patterns and keys; collects every problem. */
export function validateRecipes(v: Json): RecipeResult<RecipeData> {
  const errors: string[] = [];
  if (!isJsonObject(v)) return { ok: false, errors: ["recipes: not an object"] };
  if (v["version"] !== 1) errors.push("version: 1 expected");
  const namespace = v["namespace"];
  if (typeof namespace !== "string" || !isName(namespace)) errors.push("namespace: a lowercase name expected");

  const materials: Record<string, Record<Host, string>> = {};
  const mats = v["materials"];
  if (!isJsonObject(mats)) errors.push("materials: object expected");
  else {
    for (const name in mats) {
      const m = mats[name];
      if (!isName(name)) errors.push("materials." + name + ": bad name");
      if (name === WOOD_PLANKS) errors.push("materials." + name + ": reserved for per-wood planks");
      if (!isJsonObject(m)) {
        errors.push("materials." + name + ": object expected");
        continue;
      }
      const entry: Record<Host, string> = { luanti: "", bedrock: "" };
      for (const host of HOSTS) {
        const id = m[host];
        if (typeof id !== "string" || !isIngredientId(host, id)) errors.push("materials." + name + "." + host + ": item id expected");
        else entry[host] = id;
      }
      for (const k in m) if (k !== "luanti" && k !== "bedrock") errors.push("materials." + name + "." + k + ": unknown host");
      materials[name] = entry;
    }
  }

  const planks: Record<Host, Record<string, string>> = { luanti: {}, bedrock: {} };
  const pl = v["planks"];
  if (!isJsonObject(pl)) errors.push("planks: object expected");
  else {
    for (const host of HOSTS) {
      const byWood = pl[host];
      if (!isJsonObject(byWood)) {
        errors.push("planks." + host + ": object expected");
        continue;
      }
      for (const wood of woodsFor(host)) {
        const id = byWood[wood.id];
        if (typeof id !== "string" || !isItemId(id)) errors.push("planks." + host + "." + wood.id + ": item id expected");
        else planks[host][wood.id] = id;
      }
      for (const k in byWood) {
        if (planks[host][k] === undefined && !woodsFor(host).some((w) => w.id === k)) errors.push("planks." + host + "." + k + ": unknown wood");
      }
    }
  }

  const recipes: RecipeSource[] = [];
  const list = v["recipes"];
  if (!Array.isArray(list) || list.length === 0) errors.push("recipes: non-empty array expected");
  else {
    const ids: string[] = [];
    for (let i = 0; i < list.length; i++) {
      const r = validateRecipe(list[i], "recipes[" + i + "]", materials, errors);
      if (r === undefined) continue;
      if (ids.indexOf(r.id) >= 0) errors.push("recipes[" + i + "]: duplicate id " + r.id);
      ids.push(r.id);
      recipes.push(r);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { namespace: namespace as string, materials, planks, recipes } };
}

function validateRecipe(
  v: Json,
  at: string,
  materials: Record<string, Record<Host, string>>,
  errors: string[],
): RecipeSource | undefined {
  if (!isJsonObject(v)) {
    errors.push(at + ": object expected");
    return undefined;
  }
  const before = errors.length;
  const id = v["id"];
  const result = v["result"];
  const count = v["count"];
  const perWood = v["perWood"] === undefined ? false : v["perWood"];
  if (typeof id !== "string" || !isName(id)) errors.push(at + ".id: a lowercase name expected");
  if (typeof perWood !== "boolean") errors.push(at + ".perWood: boolean expected");
  if (typeof result !== "string" || result.length === 0) errors.push(at + ".result: name expected");
  else {
    const hasWood = result.indexOf("{wood}") >= 0;
    if (hasWood !== (perWood === true)) errors.push(at + ".result: {wood} belongs in per-wood results only");
    if (!isName(replaceWood(result, "x"))) errors.push(at + ".result: a lowercase name expected");
  }
  if (typeof count !== "number" || Math.floor(count) !== count || count < 1 || count > 64) errors.push(at + ".count: 1..64 expected");

  const pattern: string[] = [];
  const p = v["pattern"];
  if (!Array.isArray(p) || p.length < 1 || p.length > 3) errors.push(at + ".pattern: 1 to 3 rows expected");
  else {
    for (const row of p) {
      if (typeof row !== "string" || row.length < 1 || row.length > 3) errors.push(at + ".pattern: rows of 1 to 3 cells expected");
      else pattern.push(row);
    }
    for (const row of pattern) if (row.length !== pattern[0].length) errors.push(at + ".pattern: rows of one width expected");
  }

  const key: Record<string, string> = {};
  const k = v["key"];
  if (!isJsonObject(k)) errors.push(at + ".key: object expected");
  else {
    for (const sym in k) {
      const mat = k[sym];
      if (sym.length !== 1 || sym === " ") errors.push(at + ".key." + sym + ": one non-space symbol expected");
      if (typeof mat !== "string") {
        errors.push(at + ".key." + sym + ": material name expected");
        continue;
      }
      if (mat === WOOD_PLANKS) {
        if (perWood !== true) errors.push(at + ".key." + sym + ": planks of the recipe's wood need perWood");
      } else if (materials[mat] === undefined) errors.push(at + ".key." + sym + ": unknown material " + mat);
      key[sym] = mat;
    }
    for (const sym in key) if (!pattern.some((row) => row.indexOf(sym) >= 0)) errors.push(at + ".key." + sym + ": not used in the pattern");
  }
  let filled = 0;
  for (const row of pattern) {
    for (let i = 0; i < row.length; i++) {
      const c = row.charAt(i);
      if (c === " ") continue;
      filled++;
      if (key[c] === undefined) errors.push(at + ".pattern: symbol " + c + " has no key");
    }
  }
  if (pattern.length > 0 && filled === 0) errors.push(at + ".pattern: empty");
  for (const name in v) {
    if (["id", "result", "count", "pattern", "key", "perWood"].indexOf(name) < 0) errors.push(at + "." + name + ": unknown field");
  }
  if (errors.length > before) return undefined;
  return { id: id as string, result: result as string, count: count as number, pattern, key, perWood: perWood as boolean };
}

/** Every recipe for one host, per-wood recipes expanded for each of the host's woods. */
export function resolveRecipes(data: RecipeData, host: Host): ResolvedRecipe[] {
  const out: ResolvedRecipe[] = [];
  for (const r of data.recipes) {
    const woods = r.perWood ? woodsFor(host).map((w) => w.id) : [""];
    for (const wood of woods) {
      const ids: Record<string, string> = {};
      const key: Record<string, Ingredient> = {};
      for (const sym in r.key) {
        const mat = r.key[sym];
        ids[sym] = mat === WOOD_PLANKS ? data.planks[host][wood] : data.materials[mat][host];
        key[sym] = ingredient(ids[sym]);
      }
      const grid: string[][] = [];
      for (const row of r.pattern) {
        const cells: string[] = [];
        for (let i = 0; i < row.length; i++) cells.push(row.charAt(i) === " " ? "" : ids[row.charAt(i)]);
        grid.push(cells);
      }
      const name = replaceWood(r.result, wood);
      out.push({ id: name, output: data.namespace + ":" + name, count: r.count, wood, pattern: r.pattern.slice(), key, grid });
    }
  }
  return out;
}

/** `group:wood` and `tag:minecraft:planks` name a group or tag; anything else is an item. */
export function ingredient(id: string): Ingredient {
  if (id.substring(0, 6) === "group:") return { kind: "group", name: id.substring(6) };
  if (id.substring(0, 4) === "tag:") return { kind: "tag", name: id.substring(4) };
  return { kind: "item", name: id };
}

function replaceWood(text: string, wood: string): string {
  const at = text.indexOf("{wood}");
  return at < 0 ? text : text.substring(0, at) + wood + text.substring(at + 6);
}

function isName(s: string): boolean {
  if (s.length === 0 || s.length > 64) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95)) return false;
  }
  return true;
}

/** `mod:item` with lowercase names. */
function isItemId(s: string): boolean {
  const colon = s.indexOf(":");
  return colon > 0 && isName(s.substring(0, colon)) && isName(s.substring(colon + 1));
}

/** Luanti allows `group:x`; Bedrock allows `tag:ns:x`; both allow items. */
function isIngredientId(host: Host, s: string): boolean {
  if (host === "luanti" && s.substring(0, 6) === "group:") return isName(s.substring(6));
  if (host === "bedrock" && s.substring(0, 4) === "tag:") return isItemId(s.substring(4));
  return isItemId(s);
}
