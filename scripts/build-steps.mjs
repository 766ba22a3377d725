// The build, one step per artifact. Each step is idempotent and writes only under dist/.
import { must } from "./lib/setup.mjs";

export const BUILD_STEPS = [
  {
    name: "lua core (dist/lua)",
    run: () => must("npx", ["tstl", "-p", "tsconfig.lua.json"]),
  },
];
