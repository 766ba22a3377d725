/**
 * Storage that keeps the StoragePort contract (ports.ts) for a host whose own store is saved on
 * its own schedule (Luanti's mod storage, bdsx's storage map; the fake host of the tests): a
 * journal file is the single source of truth, and the host's store is kept only as a copy.
 *
 * Why: a host's storage is saved on the host's schedule, so after a crash it can be older than the
 * journal. Merging that older copy back resurrects deleted keys (a settled escrow came back "held"
 * and paid a second time). So once a journal exists the host's copy is never read again: at start
 * the journal is read, compacted into a full snapshot (written atomically: the new file or the old
 * one, never a mix), and the host's copy is rewritten to match it. "Absent" in a snapshot means
 * deleted; nothing else can bring a key back.
 *
 * File format (text): a header line, then one line per write; backslash, newline and tab in keys
 * and values are escaped.
 *   game-tables journal 1
 *   S<TAB>key<TAB>value      a set
 *   D<TAB>key                a delete
 * A last line without its newline is a torn write (the process died inside it): its `set` never
 * returned, so it is ignored, and the start-up snapshot drops it. Any other unreadable line means
 * the file is damaged: start-up refuses (nothing is rewritten) rather than guess.
 * A file without the header is a journal of the older format (replayed over the host's copy),
 * read once to upgrade.
 */
import type { StoragePort } from "./ports";

export const JOURNAL_HEADER = "game-tables journal 1\n";

/** The journal file, as a host keeps it. Both writes are durable when they return. */
export interface JournalFile {
  /** The whole file, or undefined when there is none. */
  read(): string | undefined;
  /** Appends `text` (flushed and synced to disk before returning). */
  append(text: string): void;
  /** Replaces the whole file atomically: after a crash it holds the old text or the new, whole. */
  replace(text: string): void;
}

/** The host's own storage, kept as a copy of the journal (never read while a journal exists). */
export interface HostCopy {
  keys(): string[];
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
}

/** A damaged journal: start-up stops with this message (the file is left as it is). */
export class JournalError extends Error {}

/** Compact once the appended lines outgrow the last snapshot this much. */
const COMPACT_FACTOR = 4;
const COMPACT_SLACK = 1000000;

export function escapeField(s: string): string {
  if (s.indexOf("\\") < 0 && s.indexOf("\n") < 0 && s.indexOf("\t") < 0) return s;
  return s.split("\\").join("\\\\").split("\n").join("\\n").split("\t").join("\\t");
}

/** Undoes escapeField; undefined for a dangling or unknown escape. */
export function unescapeField(s: string): string | undefined {
  let at = s.indexOf("\\");
  if (at < 0) return s;
  const parts: string[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(s.substring(from, at));
    const c = s.substring(at + 1, at + 2);
    if (c === "\\") parts.push("\\");
    else if (c === "n") parts.push("\n");
    else if (c === "t") parts.push("\t");
    else return undefined;
    from = at + 2;
    at = s.indexOf("\\", from);
  }
  parts.push(s.substring(from));
  return parts.join("");
}

export function setLine(key: string, value: string): string {
  return "S\t" + escapeField(key) + "\t" + escapeField(value) + "\n";
}

export function deleteLine(key: string): string {
  return "D\t" + escapeField(key) + "\n";
}

/** A full snapshot: the header and one set line per key (sorted, so equal states write equal files). */
export function snapshotText(values: ReadonlyMap<string, string>): string {
  const keys: string[] = [];
  for (const [k] of values) keys.push(k);
  keys.sort();
  const parts: string[] = [JOURNAL_HEADER];
  for (const k of keys) parts.push(setLine(k, values.get(k) as string));
  return parts.join("");
}

/**
 * Applies the lines of `text` from `from` to `values`. Returns how many bytes of torn last line
 * were ignored; throws JournalError (naming `name` and the line) on any other unreadable line.
 */
export function replayLines(text: string, from: number, values: Map<string, string>, name: string): number {
  let start = from;
  let line = from === 0 ? 0 : 1;
  for (;;) {
    const end = text.indexOf("\n", start);
    if (end < 0) return text.length - start;
    line++;
    const record = text.substring(start, end);
    start = end + 1;
    const tab = record.indexOf("\t");
    const tag = record.substring(0, tab);
    const rest = record.substring(tab + 1);
    if (tab === 1 && tag === "S") {
      const mid = rest.indexOf("\t");
      const key = mid < 0 ? undefined : unescapeField(rest.substring(0, mid));
      const value = mid < 0 ? undefined : unescapeField(rest.substring(mid + 1));
      if (key !== undefined && value !== undefined) {
        values.set(key, value);
        continue;
      }
    } else if (tab === 1 && tag === "D" && rest.indexOf("\t") < 0) {
      const key = unescapeField(rest);
      if (key !== undefined) {
        values.delete(key);
        continue;
      }
    }
    throw new JournalError(`${name}: line ${line} is damaged (not a write this mod made); the file is left as it is`);
  }
}

/**
 * A StoragePort on a journal file, keeping a host copy in step. Opening it reads the journal
 * (or, when there is none yet, the host copy), writes the snapshot and rewrites the host copy.
 */
export class JournalStorage implements StoragePort {
  private readonly values = new Map<string, string>();
  private appended = 0;
  private snapshotBytes = 0;
  /** Bytes of a torn last write found at start (for the host's log). */
  readonly tornBytes: number;

  constructor(
    private readonly file: JournalFile,
    private readonly copy: HostCopy | undefined,
    name: string,
  ) {
    const text = file.read();
    if (text !== undefined && text.substring(0, JOURNAL_HEADER.length) === JOURNAL_HEADER) {
      this.tornBytes = replayLines(text, JOURNAL_HEADER.length, this.values, name);
    } else {
      // No journal yet (a new world), or one of the older format (over the host copy).
      if (copy !== undefined) for (const k of copy.keys()) this.values.set(k, copy.get(k) as string);
      this.tornBytes = text === undefined ? 0 : replayLines(text, 0, this.values, name);
    }
    this.compact();
    if (copy !== undefined) {
      for (const k of copy.keys()) if (!this.values.has(k)) copy.delete(k);
      for (const [k, v] of this.values) if (copy.get(k) !== v) copy.set(k, v);
    }
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    const line = setLine(key, value);
    this.file.append(line);
    this.values.set(key, value);
    this.copy?.set(key, value);
    this.grew(line.length);
  }

  delete(key: string): void {
    if (!this.values.has(key)) return;
    const line = deleteLine(key);
    this.file.append(line);
    this.values.delete(key);
    this.copy?.delete(key);
    this.grew(line.length);
  }

  list(prefix: string): string[] {
    const out: string[] = [];
    for (const [k] of this.values) if (k.substring(0, prefix.length) === prefix) out.push(k);
    return out;
  }

  private grew(bytes: number): void {
    this.appended += bytes;
    if (this.appended > COMPACT_FACTOR * this.snapshotBytes + COMPACT_SLACK) this.compact();
  }

  /** The journal becomes one snapshot of the current values (deleted keys simply absent). */
  private compact(): void {
    const text = snapshotText(this.values);
    this.file.replace(text);
    this.snapshotBytes = text.length;
    this.appended = 0;
  }
}
