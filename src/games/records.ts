/**
 * `replay` over every registered game's hand records (Game.tooling.records, docs/hand-records.md), shared
 * by Node and Lua: a record with `"version":2` names its game and seat count; one without is
 * version 1, the record of the one game that reads it (GameRecords.version1), read exactly as before.
 */
import type { AnyGame, GameRecords } from "./game";
import type { Json } from "../util/json";
import { isJsonObject } from "../util/json";
import { LineSink, MAX_LINE_BYTES } from "../util/lines";
import { errorJson, RECORD_VERSION } from "./record-common";
import { GAMES } from "./registry";
import { oneOf } from "../util/text";

type Parse = (text: string) => { ok: true; value: Json } | { ok: false; error: string };

const bad = (message: string): string => errorJson({ index: -1, code: "bad_record", message });

/** The games with records, in registry order. */
const READERS: { game: AnyGame; records: GameRecords }[] = [];
for (const game of GAMES) if (game.tooling.records !== undefined) READERS.push({ game, records: game.tooling.records });

/** The records without a version: the first game's that reads them. */
let VERSION1: GameRecords | undefined = undefined;
for (const r of READERS) if (VERSION1 === undefined && r.records.version1 !== undefined) VERSION1 = r.records;

/** One input line to one output line, any format. */
export function replayAnyLine(line: string, parse: Parse): string {
  const parsed = parse(line);
  if (!parsed.ok) return errorJson({ index: -1, code: "bad_json", message: parsed.error });
  const v = parsed.value;
  const first = VERSION1;
  if (!isJsonObject(v) || v["version"] === undefined || v["version"] === null || v["version"] === 1) {
    return first !== undefined ? first.replay(v, line) : bad(`version must be ${RECORD_VERSION}`);
  }
  if (v["version"] !== RECORD_VERSION) {
    return bad(first !== undefined ? `version must be 1 or ${RECORD_VERSION} (absent: 1, ${first.version1})` : `version must be ${RECORD_VERSION}`);
  }
  for (const r of READERS) if (v["game"] === r.game.kind) return r.records.replay(v, line);
  return bad(`game must be ${oneOf(READERS.map((r) => r.game.kind))}`);
}

/** The `replay` command on split input (src/util/lines.ts): a result line per non-empty line. */
export function replayAnySink(parse: Parse, write: (out: string) => void): LineSink {
  return (line, tooLong) => {
    if (tooLong > 0) write(errorJson({ index: -1, code: "line_too_long", message: `the line is longer than ${MAX_LINE_BYTES} bytes` }));
    else if (line !== "") write(replayAnyLine(line, parse));
  };
}
