/**
 * `replay` over every hand-record format (docs/hand-records.md), shared by Node and Lua: a record
 * with `"version":2` names its game and seat count (3–4-player Gin Rummy, Uno No Mercy); one
 * without is the two-player Gin Rummy record of version 1, read exactly as before.
 */
import type { Json } from "../util/json";
import { isJsonObject } from "../util/json";
import { LineSink, MAX_LINE_BYTES } from "../util/lines";
import { errorJson, replayLine } from "./gin-rummy/engine/record";
import { GIN_KIND, multiResultJson, readMultiRecord, replayMultiRecord } from "./gin-rummy/engine/record-multi";
import { RECORD_VERSION } from "./record-common";
import { readUnoRecord, replayUnoRecord, UNO_KIND, unoResultJson } from "./uno-no-mercy/record";

type Parse = (text: string) => { ok: true; value: Json } | { ok: false; error: string };

function versioned(v: { [key: string]: Json }): string {
  const bad = (message: string): string => errorJson({ index: -1, code: "bad_record", message });
  const game = v["game"];
  if (game === GIN_KIND) {
    const rec = readMultiRecord(v);
    if (!rec.ok) return errorJson(rec.error);
    const res = replayMultiRecord(rec.record);
    return res.ok ? multiResultJson(res.result) : errorJson(res.error);
  }
  if (game === UNO_KIND) {
    const rec = readUnoRecord(v);
    if (!rec.ok) return errorJson(rec.error);
    const res = replayUnoRecord(rec.record);
    return res.ok ? unoResultJson(res.state) : errorJson(res.error);
  }
  return bad(`game must be ${GIN_KIND} or ${UNO_KIND}`);
}

/** One input line to one output line, any format. */
export function replayAnyLine(line: string, parse: Parse): string {
  const parsed = parse(line);
  if (!parsed.ok) return errorJson({ index: -1, code: "bad_json", message: parsed.error });
  const v = parsed.value;
  if (!isJsonObject(v) || v["version"] === undefined || v["version"] === null || v["version"] === 1) return replayLine(line, () => parsed);
  if (v["version"] !== RECORD_VERSION) return errorJson({ index: -1, code: "bad_record", message: `version must be 1 or ${RECORD_VERSION} (absent: 1, a two-player Gin Rummy record)` });
  return versioned(v);
}

/** The `replay` command on split input (src/util/lines.ts): a result line per non-empty line. */
export function replayAnySink(parse: Parse, write: (out: string) => void): LineSink {
  return (line, tooLong) => {
    if (tooLong > 0) write(errorJson({ index: -1, code: "line_too_long", message: `the line is longer than ${MAX_LINE_BYTES} bytes` }));
    else if (line !== "") write(replayAnyLine(line, parse));
  };
}
