/**
 * Every reader that checks the shape of outside data (operator settings, stored records, hand
 * records, actions), fed `{}` and `[]` where the other is expected. In Lua the two are the same
 * table, so each must read them alike in Node and in LuaJIT (test/tables/shapes.test.ts compares
 * the lines): issue 25 was an operator who set nothing, whose empty settings table Array.isArray
 * called a list, so the Luanti mod refused its own defaults.
 */
import { validateConfig } from "../../../src/tables/config";
import { readRecord as readEscrow } from "../../../src/tables/items/escrow";
import { readStacks, readStacksLoose } from "../../../src/tables/items/stacks";
import { readTable } from "../../../src/tables/persistence/records";
import { GAMES } from "../../../src/games/registry";
import { replayAnyLine } from "../../../src/games/records";
import { readCards, recordJson } from "../../../src/games/gin-rummy/engine/record";
import { dealHand } from "../../../src/games/gin-rummy/engine/match";
import { knockMeldsChoice } from "../../../src/games/gin-rummy/engine/knock-melds";
import { HOUSE_RULES } from "../../../src/games/gin-rummy/engine/rules";
import { unoRecordJson } from "../../../src/games/uno-no-mercy/record";
import { newUnoMatch } from "../../../src/games/uno-no-mercy/engine/hand";
import { NO_MERCY_RULES } from "../../../src/games/uno-no-mercy/engine/rules";
import { createRng } from "../../../src/util/random";
import { parseJson, writeJson, type Json, type Out } from "../../../src/util/json";

function parsed(text: string): Json {
  const p = parseJson(text);
  if (!p.ok) throw new Error("bad test JSON: " + text);
  return p.value;
}

/** A result as one line: JSON of plain data, lists written as lists. */
function show(v: unknown): string {
  if (v === undefined) return "undefined";
  if (typeof v === "string") return v;
  return writeJson(toOut(v));
}

function toOut(v: unknown): Out {
  if (v === undefined || v === null) return null;
  if (typeof v === "boolean" || typeof v === "number" || typeof v === "string") return v;
  if (Array.isArray(v)) return (v as unknown[]).map((x) => toOut(x));
  const keys: string[] = [];
  for (const k in v as Record<string, unknown>) keys.push(k);
  keys.sort();
  return { entries: keys.map((k): [string, Out] => [k, toOut((v as Record<string, unknown>)[k])]) };
}

function config(text: string): string {
  const r = validateConfig(parsed(text));
  return r.ok ? "ok " + show(r.config) : `refused ${r.error.field}: ${r.error.reason}`;
}

/** A record whose actions list is written `{}` instead of `[]`. */
function emptyActions(record: string): string {
  const at = record.indexOf('"actions":[]');
  if (at < 0) throw new Error("record without an empty actions list: " + record);
  return record.substring(0, at) + '"actions":{}' + record.substring(at + '"actions":[]'.length);
}

export function shapeLines(): string[] {
  const out: string[] = [];
  const line = (name: string, result: string): void => {
    out.push(name + " => " + result);
  };
  // The writer: an empty list and an empty object stay apart (objects are written from entries).
  line("write [] and {}", writeJson([]) + " " + writeJson({ entries: [] }) + " " + writeJson(parsed("[]") as Out));
  line("config {}", config("{}"));
  line("config []", config("[]"));
  line("config [1]", config("[1]"));
  line("config 1", config("1"));
  line('config {"warnSeconds":{}}', config('{"warnSeconds":{}}'));
  line('config {"warnSeconds":[]}', config('{"warnSeconds":[]}'));
  line('config {"botLevels":{}}', config('{"botLevels":{}}'));
  line('config {"botLevels":{"a":"easy"}}', config('{"botLevels":{"a":"easy"}}'));
  for (const text of ["{}", "[]", "[{}]", '{"i":"x","c":1}', '[{"i":"default:dirt","c":2}]']) {
    line(`stacks ${text}`, show(readStacks(parsed(text))));
    line(`loose stacks ${text}`, show(readStacksLoose(parsed(text))));
  }
  for (const text of ["{}", "[]", '{"m":"m1","t":"T1","p":{},"s":{},"k":{},"d":{}}']) line(`escrow ${text}`, show(readEscrow(text)));
  for (const text of ["{}", "[]", '{"id":"T1","o":"ann","b":"","r":"","s":{}}']) {
    const t = readTable(text, GAMES);
    line(`table ${text}`, typeof t === "string" ? t : "read");
  }
  line("cards {}", show(readCards(parsed("{}"), "hand")));
  line("cards []", show(readCards(parsed("[]"), "hand")));
  const hand = readCards(parsed('["AS","2S","3S","4S","5D","6D","7D","KH","KC","KD"]'), "hand");
  if (typeof hand === "string") throw new Error(hand);
  for (const text of ["{}", "[]", "[{}]", '[["AS","2S","3S"],{}]', '{"a":1}']) line(`knock melds ${text}`, show(knockMeldsChoice(hand, parsed(text))));
  const gin = recordJson(dealHand(HOUSE_RULES, createRng(3), 0), []);
  const multi = recordJson(dealHand(HOUSE_RULES, createRng(4), 0, 3), []);
  const uno = unoRecordJson(newUnoMatch(NO_MERCY_RULES, 2, createRng(5), 0), []);
  for (const [name, record] of [["gin", gin], ["gin 3 seats", multi], ["uno", uno]]) {
    line(`${name} record, actions []`, replayAnyLine(record, parseJson));
    line(`${name} record, actions {}`, replayAnyLine(emptyActions(record), parseJson));
  }
  return out;
}
