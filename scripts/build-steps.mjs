// The build, one step per artifact. Each step is idempotent and writes only under dist/.
import { must } from "./lib/setup.mjs";

export const BUILD_STEPS = [
  {
    // Everything in src/ but the Node edge (the CLI, each game's cli/) must compile to Lua: this is the portability gate.
    name: "lua portability check (dist/lua-check)",
    run: () => must("npx", ["tstl", "-p", "tsconfig.lua-check.json"]),
  },
  {
    name: "lua CLI (dist/lua/game_tables_cli.lua)",
    run: () => must("npx", ["tstl", "-p", "tsconfig.lua.json"]),
  },
  { name: "lua bots bench/transcripts (dist/lua/game_tables_bots.lua)", run: () => must("npx", ["tstl", "-p", "tsconfig.lua-bots.json"]) },
  { name: "luanti mod (dist/luanti/game_tables)", run: async () => (await import("./build-luanti.mjs")).buildLuanti() },
  { name: "bedrock plugin + packs (dist/bedrock, dist/game-tables.mcaddon)", run: async () => (await import("./build-bedrock.mjs")).buildBedrock() },
  { name: "bedrock script add-on (dist/game-tables-addon.mcaddon)", run: async () => (await import("./build-addon.mjs")).buildAddon() },
];
