/**
 * LuaJIT entry for Here to Slay's Node = LuaJIT check (test/games/here-to-slay/lua.test.ts):
 *   SEED COUNT LEVEL...   the transcript of COUNT bot matches, one level per seat
 */
import { isHtsBotLevel } from "../../../../src/games/here-to-slay/bots/index";
import type { HtsBotLevel } from "../../../../src/games/here-to-slay/bots/index";
import { htsTranscript } from "../../../../src/games/here-to-slay/bots/transcript";

declare const arg: Record<number, string | undefined>;
declare const io: { write(this: void, ...parts: string[]): void };
declare function tonumber(this: void, text: string): number | undefined;

const levels: HtsBotLevel[] = [];
for (let i = 3; arg[i] !== undefined; i++) {
  const l = arg[i] as string;
  if (isHtsBotLevel(l)) levels.push(l);
}
for (const line of htsTranscript(levels, tonumber(arg[1] ?? "1") ?? 1, tonumber(arg[2] ?? "1") ?? 1)) io.write(line, "\n");
