/**
 * LuaJIT entry for test/tables/shapes.test.ts: the lines of cases.ts, then the Luanti mod's own
 * settings reader (plugin/luanti/src/config.ts) on a server where the operator set nothing,
 * through the table service's validateConfig, as the mod starts. Built with the mod's Luanti
 * declarations, so not part of the Node type check (tsconfig.json leaves this file out).
 */
import { readConfig } from "../../../plugin/luanti/src/config";
import { validateConfig } from "../../../src/tables/config";
import { shapeLines } from "./cases";

declare const _G: Record<string, unknown>;
declare function print(this: void, ...parts: string[]): void;

for (const line of shapeLines()) print(line);
// minetest.settings of a minetest.conf without one game_tables key.
_G["minetest"] = { settings: { get: () => undefined, get_bool: () => undefined } };
const r = validateConfig(readConfig());
print("luanti settings, none set => " + (r.ok ? "ok" : `refused ${r.error.field}: ${r.error.reason}`));
