/**
 * What hand records of every game share (docs/hand-records.md): the version that names the game
 * and seat count (records without one are two-player Gin Rummy), and the reshuffle generator's
 * state written as four words so a hand that reshuffles replays exactly.
 */
import type { Json, Out } from "../util/json";
import { obj, writeJson } from "../util/json";
import type { RngState } from "../util/random";
import { createRng } from "../util/random";

/** Records that carry `version`, `game` and `seats`; version 1 is the two-player Gin Rummy record. */
export const RECORD_VERSION = 2;

export type RecordError = { index: number; code: string; message: string };

/** The line `replay` prints for a record it cannot replay (docs/hand-records.md). */
export function errorJson(e: RecordError): string {
  return writeJson(obj([["error", obj([["index", e.index], ["code", e.code], ["message", e.message]])]]));
}

export function badRecord(message: string): { ok: false; error: RecordError } {
  return { ok: false, error: { index: -1, code: "bad_record", message } };
}

function isWord(v: Json | undefined): v is number {
  return typeof v === "number" && Math.floor(v) === v && v >= -2147483648 && v <= 2147483647;
}

/** `rng`: four signed 32-bit words (the generator as dealt); createRng(0) when absent. */
export function readRng(v: Json | undefined): RngState | string {
  if (v === undefined || v === null) return createRng(0);
  if (!Array.isArray(v) || v.length !== 4 || !isWord(v[0]) || !isWord(v[1]) || !isWord(v[2]) || !isWord(v[3])) return "rng must be four signed 32-bit integers";
  return { a: v[0], b: v[1], c: v[2], d: v[3] };
}

export function rngOut(r: RngState): Out {
  return [r.a, r.b, r.c, r.d];
}

/** `seats` of a versioned record: an integer in min..max. */
export function readSeats(v: Json | undefined, min: number, max: number): number | string {
  if (typeof v !== "number" || Math.floor(v) !== v || v < min || v > max) return `seats must be ${min}..${max}`;
  return v;
}
