/**
 * Upgrades the bdsx plugin's storage from the format it had before it used the shared journal
 * (src/tables/persistence/journal.ts): a JSON-lines journal `{"s":seq,"k":key,"v":value}` (no `v`: a delete),
 * the port's own `<journal>.snapshot` (`{"seq":n,"map":{...}}`, written when the journal was
 * emptied), and bdsx's map holding `#seq`, the number of the last write it had. That state was the
 * newer of bdsx's map and the snapshot, with the journal's later writes applied.
 *
 * It is read once, strictly: a damaged line anywhere but the torn end, or an unreadable snapshot,
 * refuses (JournalError, nothing rewritten), where the old port skipped on and lost writes. The
 * result becomes the new journal (one atomic snapshot) before the old snapshot file goes.
 */
import { existsSync, readFileSync, unlinkSync } from "fs";
import { JOURNAL_HEADER, JournalError, snapshotText, type JournalFile } from "../../../src/tables/persistence/journal";
import { fromStored } from "./storage-text";

/** The old port's bookkeeping key in bdsx's map. */
export const OLD_SEQ = "#seq";
/** How every line of the old journal began (JSON escapes a quote inside a string, so only there). */
const LINE_START = '{"s":';

interface OldLine {
  s: number;
  k: string;
  v?: string;
}

function parseLine(text: string): OldLine | undefined {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (x === null || typeof x !== "object") return undefined;
  const l = x as Record<string, unknown>;
  if (typeof l.s !== "number" || !Number.isInteger(l.s) || typeof l.k !== "string") return undefined;
  if (l.v !== undefined && typeof l.v !== "string") return undefined;
  return { s: l.s, k: l.k, v: l.v };
}

/**
 * Whether `piece` is a torn write: a proper beginning of a line. Such a piece never holds a whole
 * write (cut inside a string, it does not parse); one that does had its newline damaged.
 */
function torn(piece: string): boolean {
  if (!piece.startsWith(LINE_START)) return LINE_START.startsWith(piece);
  for (let j = piece.indexOf("}"); j >= 0; j = piece.indexOf("}", j + 1)) if (parseLine(piece.substring(0, j + 1)) !== undefined) return false;
  return true;
}

/**
 * The write on one old journal line. After a torn write the old port appended its next line right
 * behind the torn piece (no newline between): the pieces before the last LINE_START must each be
 * torn.
 */
function lastWrite(record: string): OldLine | undefined {
  const at = record.lastIndexOf(LINE_START);
  if (at < 0) return undefined;
  let from = 0;
  while (from < at) {
    const next = record.indexOf(LINE_START, from + 1);
    if (!torn(record.substring(from, next))) return undefined;
    from = next;
  }
  return parseLine(record.substring(at));
}

function readSnapshot(path: string): { seq: number; map: Map<string, string> } {
  const damaged = new JournalError(`${path}: unreadable (damaged); the file is left as it is`);
  let x: unknown;
  try {
    x = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    if (e instanceof SyntaxError) throw damaged;
    throw e;
  }
  const snap = x as { seq?: unknown; map?: unknown } | null;
  if (snap === null || typeof snap !== "object" || typeof snap.seq !== "number" || typeof snap.map !== "object" || snap.map === null) throw damaged;
  const raw = snap.map as Record<string, unknown>;
  const map = new Map<string, string>();
  for (const k of Object.keys(raw)) {
    const v = raw[k];
    if (typeof v !== "string") throw damaged;
    map.set(k, v);
  }
  return { seq: snap.seq, map };
}

/** Applies the old journal's writes numbered above `seq`; a torn last line is ignored. */
function replay(text: string, seq: number, values: Map<string, string>, path: string): void {
  let start = 0;
  let line = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    if (end < 0) return; // a torn last write: its `set` never returned
    line++;
    const w = lastWrite(text.substring(start, end));
    start = end + 1;
    if (w === undefined) throw new JournalError(`${path}: line ${line} is damaged (not a write this plugin made); the file is left as it is`);
    if (w.s <= seq) continue;
    if (w.v === undefined) values.delete(w.k);
    else values.set(w.k, w.v);
    seq = w.s;
  }
}

/**
 * When `file` (at `path`) is missing its header but there is an old journal or snapshot, writes
 * the state they held as the new journal. `map` is bdsx's map (values as storage-text.ts keeps them).
 */
export function upgradeOldStorage(file: JournalFile, map: Record<string, unknown>, path: string): void {
  const text = file.read();
  const snapPath = path + ".snapshot";
  const hasSnap = existsSync(snapPath);
  if (text !== undefined && text.startsWith(JOURNAL_HEADER)) {
    // An upgrade that stopped after writing the journal: the snapshot is in it.
    if (hasSnap) unlinkSync(snapPath);
    return;
  }
  if (text === undefined && !hasSnap) return; // never had a journal: bdsx's map is the state
  let seq = Number(map[OLD_SEQ]);
  if (!Number.isFinite(seq)) seq = 0;
  let values = new Map<string, string>();
  for (const k of Object.keys(map)) {
    const v = map[k];
    if (k !== OLD_SEQ && typeof v === "string") values.set(k, fromStored(v));
  }
  if (hasSnap) {
    const snap = readSnapshot(snapPath);
    if (snap.seq > seq) {
      values = snap.map;
      seq = snap.seq;
    }
  }
  if (text !== undefined) replay(text, seq, values, path);
  file.startNext(snapshotText(values));
  file.swapNext();
  if (hasSnap) unlinkSync(snapPath);
}
