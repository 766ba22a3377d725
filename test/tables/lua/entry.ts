/** LuaJIT entry for the cross-runtime table scenario (built by test/tables/lua.test.ts). */
import { scenarioLines } from "../scenario";
import { windowLines } from "../window-scenario";

declare const io: { write(this: void, ...parts: string[]): void };

for (const line of scenarioLines(7)) io.write(line, "\n");
for (const line of windowLines(7)) io.write(line, "\n");
