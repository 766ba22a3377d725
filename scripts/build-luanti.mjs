// Builds the Luanti mod into dist/luanti/game_tables: the TypeScript adapter plus src/ compiled by
// typescript-to-lua into one bundle, init.lua, mod.conf, settingtypes.txt (from
// plugin/luanti/settings.json), crafts.lua (from recipes/), textures (from resources/, plus the
// screen's own frame textures drawn here), locale/*.tr (from the message catalogs), and the
// README, LICENSE and screenshot.png ContentDB and the main menu show (MOD_FILES).
// Usage: node scripts/build-luanti.mjs [--out DIR]
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { tsImport } from "tsx/esm/api";
import { must, ROOT } from "./lib/setup.mjs";

const PLUGIN = join(ROOT, "plugin", "luanti");
export const MOD_NAME = "game_tables";
export const MOD_DIR = join(ROOT, "dist", "luanti", MOD_NAME);

/** A Lua literal for plain JSON data (strings, numbers, booleans, arrays, objects). */
export function toLua(v, indent = "") {
  if (v === null || v === undefined) return "nil";
  if (typeof v === "string") return JSON.stringify(v).replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => `\\u{${h}}`);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const next = indent + "  ";
  if (Array.isArray(v)) return `{\n${v.map((x) => next + toLua(x, next)).join(",\n")}\n${indent}}`;
  const keys = Object.keys(v).sort();
  return `{\n${keys.map((k) => `${next}[${JSON.stringify(k)}] = ${toLua(v[k], next)}`).join(",\n")}\n${indent}}`;
}

function settingtypes() {
  const { settings } = JSON.parse(readFileSync(join(PLUGIN, "settings.json"), "utf8"));
  const lines = ["# Game Tables operator settings (generated from plugin/luanti/settings.json).", ""];
  for (const s of settings) {
    lines.push(`# ${s.help}`);
    if (s.type === "int") lines.push(`${s.key} (${s.title}) int ${s.default} ${s.min} ${s.max}`);
    else if (s.type === "bool") lines.push(`${s.key} (${s.title}) bool ${s.default}`);
    else if (s.type === "enum") lines.push(`${s.key} (${s.title}) enum ${s.default} ${s.values.join(",")}`);
    else lines.push(`${s.key} (${s.title}) string ${s.default}`);
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * What the build takes from the registry (src/games/registry.ts, through src/content): the games
 * in words for mod.conf, and each board's icon and fitted top, which the mod draws by name.
 */
export async function registryFacts() {
  const { gamesInWords } = await tsImport("../src/content/describe.ts", import.meta.url);
  const { BOARDS } = await tsImport("../src/content/boards.ts", import.meta.url);
  return { games: gamesInWords(), boardTextures: BOARDS.flatMap((b) => [b.icon, b.top]) };
}

/** mod.conf, with the fields ContentDB reads (min_minetest_version, supported_games); `games` from registryFacts. */
export function modConf(games) {
  return [
    `name = ${MOD_NAME}`,
    "title = Game Tables",
    `description = Card games at Small Game Tables: ${games}. Play friends or bots, stake items, pause a match on its board.`,
    "depends = default, wool, player_api",
    "optional_depends = sfinv, mesecons_mvps",
    // The oldest Luanti the mod is tested on (Debian's minetest-server; docs/luanti.md).
    "min_minetest_version = 5.6",
    "supported_games = minetest_game",
    "",
  ].join("\n");
}

/** Files of plugin/luanti copied as they are into the mod folder (the mod's own README, its licence, the main menu's screenshot). */
export const MOD_FILES = ["README.md", "LICENSE", "screenshot.png"];

// ---- textures -------------------------------------------------------------------------------

/** Textures the mod draws by name (with every board's: registryFacts); the build fails when the manifest lacks one. */
const REQUIRED_TEXTURES = [
  "game_tables_card_back.png",
  "game_tables_ui_felt.png",
  "game_tables_ui_slot.png",
  "game_tables_ui_select.png",
  "game_tables_ui_stock.png",
  "game_tables_ui_turn.png",
];

/** The Luanti assets of resources/manifest.json (cards, lessons, board, screen art). */
function luantiTextures(boardTextures) {
  const manifest = JSON.parse(readFileSync(join(ROOT, "resources", "manifest.json"), "utf8"));
  const out = manifest.assets.filter((a) => a.hosts.includes("luanti")).map((a) => ({ file: a.file, path: join(ROOT, "resources", a.path) }));
  const have = new Set(out.map((a) => a.file));
  const missing = [...REQUIRED_TEXTURES, ...boardTextures].filter((f) => !have.has(f));
  if (missing.length > 0) throw new Error(`resources/manifest.json lacks ${missing.join(", ")}`);
  return out;
}

// ---- crafts ---------------------------------------------------------------------------------

/**
 * recipes/recipes.json in Luanti terms: one shaped craft per recipe (per wood for per-wood
 * recipes), ingredients mapped through the file's own Luanti material and planks tables.
 */
export function luantiCrafts() {
  const file = JSON.parse(readFileSync(join(ROOT, "recipes", "recipes.json"), "utf8"));
  const out = [];
  for (const r of file.recipes) {
    const woods = r.perWood ? Object.entries(file.planks.luanti) : [[undefined, undefined]];
    for (const [wood, planks] of woods) {
      const recipe = r.pattern.map((line) =>
        [...line].map((ch) => {
          if (ch === " ") return "";
          const mat = r.key[ch];
          if (mat === "planks") return planks;
          const luanti = file.materials[mat]?.luanti;
          if (!luanti) throw new Error(`recipes.json: ${r.id}: no Luanti item for '${mat}'`);
          return luanti;
        }),
      );
      const result = `${file.namespace}:${r.result.replace("{wood}", wood ?? "")}`;
      out.push({ output: r.count > 1 ? `${result} ${r.count}` : result, recipe });
    }
  }
  return out;
}

/** The woods furniture comes in: recipes.json's Luanti planks table, in its order. */
export function luantiWoods() {
  const file = JSON.parse(readFileSync(join(ROOT, "recipes", "recipes.json"), "utf8"));
  return Object.entries(file.planks.luanti).map(([id, planks]) => ({ id, planks }));
}

// ---- build ------------------------------------------------------------------------------------

export async function buildLuanti(outDir = MOD_DIR) {
  must("npx", ["tstl", "-p", join(PLUGIN, "tsconfig.json")]);
  const facts = await registryFacts();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "textures"), { recursive: true });
  mkdirSync(join(outDir, "locale"), { recursive: true });
  copyFileSync(join(ROOT, "dist", "luanti", "tstl", "game_tables.lua"), join(outDir, "game_tables.lua"));
  for (const f of ["init.lua", "durable.lua"]) copyFileSync(join(PLUGIN, "mod", f), join(outDir, f));
  for (const f of MOD_FILES) copyFileSync(join(PLUGIN, f), join(outDir, f));
  writeFileSync(join(outDir, "mod.conf"), modConf(facts.games));
  writeFileSync(join(outDir, "settingtypes.txt"), settingtypes());
  writeFileSync(join(outDir, "crafts.lua"), `-- Generated from recipes/recipes.json by scripts/build-luanti.mjs.\nreturn ${toLua(luantiCrafts())}\n`);
  writeFileSync(join(outDir, "woods.lua"), `-- Generated from recipes/recipes.json by scripts/build-luanti.mjs.\nreturn ${toLua(luantiWoods())}\n`);
  // Translations: the content area's generator writes every language's .tr file.
  const locales = join(ROOT, "dist", "luanti", "locale");
  must("npx", ["tsx", join(ROOT, "tools", "i18n", "write-locales.ts"), locales]);
  for (const f of readdirSync(join(locales, "luanti"))) copyFileSync(join(locales, "luanti", f), join(outDir, "locale", f));
  for (const t of luantiTextures(facts.boardTextures)) copyFileSync(t.path, join(outDir, "textures", t.file));
  return outDir;
}

if (process.argv[1] && basename(process.argv[1]) === "build-luanti.mjs") {
  const i = process.argv.indexOf("--out");
  const dir = await buildLuanti(i > 0 ? process.argv[i + 1] : MOD_DIR);
  console.log(`luanti mod: ${dir}`);
}
