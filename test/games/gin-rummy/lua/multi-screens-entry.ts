/** LuaJIT entry for the 3–4-player Gin Rummy screens (built by test/games/gin-rummy/screens-lua.test.ts). */
import { multiScreenLines } from "./multi-screens";

declare const io: { write(this: void, ...parts: string[]): void };

for (const line of multiScreenLines()) io.write(line, "\n");
