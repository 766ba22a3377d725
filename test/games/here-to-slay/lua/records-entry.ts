/**
 * LuaJIT entry for Here to Slay's hand records before the game is registered (the Lua CLI's
 * `replay` finds records through the registry): JSONL on stdin, one result line per record, as
 * `game-tables replay` prints them (test/games/here-to-slay/records.test.ts).
 */
import { HTS_RECORDS } from "../../../../src/games/here-to-slay/records";
import { errorJson } from "../../../../src/games/record-common";
import { parseJson } from "../../../../src/util/json";
import { endLines, feedLines, lineSplitter } from "../../../../src/util/lines";

declare const io: { write(this: void, ...parts: string[]): void; read(this: void, n: number): string | undefined };

const lines = lineSplitter();
const sink = (line: string, tooLong: number): void => {
  if (tooLong > 0 || line === "") return;
  const parsed = parseJson(line);
  io.write(parsed.ok ? HTS_RECORDS.replay(parsed.value, line) : errorJson({ index: -1, code: "bad_json", message: parsed.error }), "\n");
};
for (;;) {
  const chunk = io.read(65536);
  if (chunk === undefined) break;
  feedLines(lines, chunk, sink);
}
endLines(lines, sink);
