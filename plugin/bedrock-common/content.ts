/**
 * Gathers the packs' inputs from the shared content: recipes/ (host-neutral recipes), resources/
 * (generated art) and src/i18n (translations). Missing art for a block falls back to a generated
 * texture (fallback-art.ts) with a warning, so the packs always build and validate.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BOARDS, DEFAULT_BOARD } from "../../src/content/boards";
import { parseRecipes, resolveRecipes, type ResolvedRecipe } from "../../src/content/recipes";
import { bedrockLangText, bedrockLocale } from "../../src/i18n/bedrock";
import { LANGS, t } from "../../src/i18n/index";
import { PNG } from "pngjs";
import { boardTexture, planksTexture, transparentTexture, upscale } from "./fallback-art";
import { TEXTURE_PATHS, type Files, type PackInputs, type ShapedRecipe } from "./packs";
import { SEAT_ENTITY, WOODS } from "./woods";

export interface Gathered {
  inputs: PackInputs;
  warnings: string[];
}

function readVersion(root: string): [number, number, number] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  const parts = pkg.version.split(".").map((p) => parseInt(p, 10));
  return [parts[0] || 0, parts[1] || 0, parts[2] || 0];
}

interface Asset {
  path: string;
  file: string;
  hosts: string[];
}

/** resources/manifest.json's assets for Bedrock, by file name. */
function bedrockAssets(res: string): Map<string, Asset> {
  const out = new Map<string, Asset>();
  const manifest = join(res, "manifest.json");
  if (!existsSync(manifest)) return out;
  const data = JSON.parse(readFileSync(manifest, "utf8")) as { assets: Asset[] };
  for (const a of data.assets) if (a.hosts.indexOf("bedrock") >= 0) out.set(a.file, a);
  return out;
}

function gatherTextures(root: string, warnings: string[]): { textures: Files; packIcon: Buffer } {
  const res = join(root, "resources");
  const assets = bedrockAssets(res);
  const file = (name: string): Buffer | undefined => {
    const a = assets.get(name);
    return a !== undefined && existsSync(join(res, a.path)) ? readFileSync(join(res, a.path)) : undefined;
  };
  const textures: Files = new Map();
  const put = (path: string, found: Buffer | undefined, fallback: () => Buffer, what: string): void => {
    if (found === undefined) warnings.push(`resources: no ${what}; using a generated texture`);
    textures.set(path, found ?? fallback());
  };
  for (const wood of WOODS) {
    for (const face of ["side", "top"] as const) {
      put(TEXTURE_PATHS.table(wood.id, face), file(`game_tables_table_${wood.id}_${face}.png`), () => planksTexture(wood.color), `table ${face} texture for ${wood.id}`);
      put(TEXTURE_PATHS.chair(wood.id, face), file(`game_tables_chair_${wood.id}_${face}.png`), () => planksTexture(wood.color), `chair ${face} texture for ${wood.id}`);
    }
  }
  for (const b of BOARDS) {
    put(TEXTURE_PATHS.boardTop(b.item), file(b.top), boardTexture, `${b.item} top texture`);
    put(TEXTURE_PATHS.boardIcon(b.item), file(b.icon), boardTexture, `${b.item} icon`);
  }
  textures.set(TEXTURE_PATHS.seat, transparentTexture());
  // Every game's card art (resources/cards: faces, backs, symbols) and every lesson picture the
  // manifest gives Bedrock, by folder: a new board's art needs no line here.
  for (const a of [...assets.values()].sort((x, y) => (x.file < y.file ? -1 : 1))) {
    if (a.path.startsWith("cards/")) textures.set(TEXTURE_PATHS.card(a.file), readFileSync(join(res, a.path)));
    if (a.path.startsWith("lessons/")) textures.set(TEXTURE_PATHS.lesson(a.file), readFileSync(join(res, a.path)));
  }
  // The pack's icon is the default board's (src/content/boards.ts).
  const icon = file(DEFAULT_BOARD.icon) ?? boardTexture();
  return { textures, packIcon: upscale(icon, Math.max(1, Math.floor(128 / PNG.sync.read(icon).width))) };
}

/** recipes/recipes.json, validated and resolved for Bedrock by the content area's reader. */
function gatherRecipes(root: string): ShapedRecipe[] {
  const parsed = parseRecipes(readFileSync(join(root, "recipes/recipes.json"), "utf8"));
  if (!parsed.ok) throw new Error(`recipes/recipes.json: ${parsed.errors.join("; ")}`);
  return bedrockRecipes(resolveRecipes(parsed.value, "bedrock"));
}

export function bedrockRecipes(resolved: ResolvedRecipe[]): ShapedRecipe[] {
  return resolved.map((r) => {
    const key: ShapedRecipe["key"] = {};
    for (const sym of Object.keys(r.key).sort()) {
      const ing = r.key[sym];
      if (ing.kind === "group") throw new Error(`recipe ${r.id}: a Luanti group has no Bedrock meaning`);
      key[sym] = ing.kind === "tag" ? { tag: ing.name } : { item: ing.name };
    }
    return { id: r.output, pattern: r.pattern, key, result: { item: r.output, count: r.count } };
  });
}

/** The content area's .lang generator (src/i18n/bedrock.ts), plus the seat entity's name. */
function gatherLangs(): Map<string, string> {
  const langs = new Map<string, string>();
  for (const lang of LANGS) {
    // The invisible seat has its own name (the chairs' name needs a wood).
    langs.set(bedrockLocale(lang), bedrockLangText(lang) + `entity.${SEAT_ENTITY}.name=${t(lang, "seat.entity.name")}\n`);
  }
  return langs;
}

export function gatherContent(root: string): Gathered {
  const warnings: string[] = [];
  const { textures, packIcon } = gatherTextures(root, warnings);
  return {
    inputs: { version: readVersion(root), recipes: gatherRecipes(root), textures, langs: gatherLangs(), packIcon },
    warnings,
  };
}
