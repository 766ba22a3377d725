/** LuaJIT entry for the cross-runtime content test: prints contentDump() for the recipes JSON on stdin, one line each. */
import { contentDump } from "./dump";

declare function print(this: void, ...args: unknown[]): void;
declare const io: { read(this: void, format: string): string };

for (const line of contentDump(io.read("*a"))) print(line);
