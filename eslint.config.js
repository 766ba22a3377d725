import js from "@eslint/js";
import tseslint from "typescript-eslint";

// The portable core compiles to Lua: no Node APIs or Node-only libraries.
const NODE_ONLY = {
  group: ["node:*", "fs", "path", "zod", "prismarine-nbt", "crypto", "**/cli/*"],
  message: "src/ (but src/cli and a game's cli/ folder) compiles to Lua: no Node-only module, and not the command line.",
};

/** The Node edge: the command line and each game's side of it (not compiled to Lua, tsconfig.lua-check.json). */
const NODE_EDGE = ["src/cli/**", "src/games/*/cli/**"];

/**
 * The game seam: code outside src/games sees a board game only through `allowed` (modules directly
 * in src/games), never a game's own folder, so a new board is its folder plus one registry line.
 * test/games/seam.test.ts and one-folder.test.ts check the same, transitively.
 */
function gameSeam(allowed, where) {
  return {
    regex: `(^|/)games/(?!(${allowed.join("|")})$)`,
    message: `${where} may import from src/games only ${allowed.map((m) => `games/${m}.ts`).join(" and ")} (docs/games.md).`,
  };
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "world/**", "resources/**/*.json", "plugin/luanti/game_tables/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: "readonly", process: "readonly", Buffer: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", performance: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // CommonJS where a tool loads its plugins with require (tools/lua-prune.cjs, a typescript-to-lua plugin).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The portable core compiles to Lua: no Node APIs, no RegExp literals, no BigInt.
    // The Node edge is exempt.
    files: ["src/**/*.ts"],
    ignores: NODE_EDGE,
    rules: {
      "no-restricted-imports": ["error", { patterns: [NODE_ONLY] }],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[regex]", message: "No RegExp in src/: it must compile to Lua." },
        { selector: "NewExpression[callee.name='RegExp']", message: "No RegExp in src/: it must compile to Lua." },
        { selector: "Literal[bigint]", message: "No BigInt in src/: it must compile to Lua." },
        { selector: "CallExpression[callee.name='BigInt']", message: "No BigInt in src/: it must compile to Lua." },
      ],
    },
  },
  {
    // The table service and the screen model hold a match as opaque state and ask its Game (types only).
    files: ["src/tables/**/*.ts", "src/screen/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NODE_ONLY, gameSeam(["game"], "src/tables and src/screen")] }] },
  },
  {
    // Texts and content gather every game from the registry.
    files: ["src/content/**/*.ts", "src/i18n/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NODE_ONLY, gameSeam(["game", "registry"], "src/content and src/i18n")] }] },
  },
  {
    // The command line dispatches over the games (the registry, their records; their CLI sides are found from the registry, src/cli/game-clis.ts) and names none.
    files: ["src/cli/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [gameSeam(["game", "registry", "records"], "src/cli")] }] },
  },
  {
    // A host hands the registry's list to the table service and holds no game.
    files: ["plugin/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [gameSeam(["game", "registry"], "A host (plugin/)")] }] },
  },
);
