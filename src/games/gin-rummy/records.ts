/**
 * Gin Rummy's hand records for `game-tables replay` (Game.tooling.records, docs/hand-records.md): a record
 * without `version` is the two-player record of version 1, read exactly as before; one of version 2
 * is a 3–4-player hand.
 */
import type { GameRecords } from "../game";
import { errorJson, RECORD_VERSION } from "../record-common";
import { isJsonObject } from "../../util/json";
import { replayLine, replayRecord, resultJson } from "./engine/record";
import { readRecordV2 } from "./engine/record-v2";

export const GIN_RECORDS: GameRecords = {
  version1: "a two-player Gin Rummy record",
  replay: (value, line) => {
    if (!isJsonObject(value) || value["version"] !== RECORD_VERSION) return replayLine(line, () => ({ ok: true, value }));
    const rec = readRecordV2(value);
    if (!rec.ok) return errorJson(rec.error);
    const res = replayRecord(rec.record);
    return res.ok ? resultJson(res.result, RECORD_VERSION) : errorJson(res.error);
  },
};
