import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
    // The portable core compiles to Lua: no Node APIs, no RegExp literals, no BigInt.
    // src/cli is the Node edge and is exempt.
    files: ["src/**/*.ts"],
    ignores: ["src/cli/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["node:*", "fs", "path", "zod", "prismarine-nbt", "crypto"] }],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[regex]", message: "No RegExp in src/: it must compile to Lua." },
        { selector: "NewExpression[callee.name='RegExp']", message: "No RegExp in src/: it must compile to Lua." },
        { selector: "Literal[bigint]", message: "No BigInt in src/: it must compile to Lua." },
        { selector: "CallExpression[callee.name='BigInt']", message: "No BigInt in src/: it must compile to Lua." },
      ],
    },
  },
);
