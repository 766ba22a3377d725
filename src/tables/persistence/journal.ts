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
 * While running, the journal is compacted once its appended lines outgrow the last snapshot, a
 * little with every write (never the whole store in one server step): a next file gets every
 * write plus a copy of each key, and is swapped in atomically once it holds them all. Until then
 * the journal alone holds everything, so a crash in between loses nothing (the next file left
 * behind is started afresh by the next compaction).
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
import { natText } from "../../util/text";
import type { StoragePort } from "../ports";

export const JOURNAL_HEADER = "game-tables journal 1\n";

/**
 * The journal file, as a host keeps it, and the next one a compaction writes beside it. Appends to
 * the journal are durable when they return; the next file is durable once swapped in.
 */
export interface JournalFile {
  /** The whole file, or undefined when there is none. */
  read(): string | undefined;
  /** Appends `text` (flushed and synced to disk before returning). */
  append(text: string): void;
  /** Starts the next file with `text` (emptying one a crash left behind). */
  startNext(text: string): void;
  /** Appends `text` to the next file (it need not reach the disk before swapNext). */
  appendNext(text: string): void;
  /**
   * Makes the next file the journal atomically: after a crash the disk holds the old journal or
   * the next file, whole. Appends go to it from then on.
   */
  swapNext(): void;
}

/**
 * The host's own storage, kept as a copy of the journal (never read while a journal exists, but
 * for its count of writes: WRITES_KEY).
 */
export interface HostCopy {
  /** Where the host keeps it, for the start-up error ("Luanti's mod storage"). */
  readonly where?: string;
  keys(): string[];
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
}

/** A damaged journal, or one older than the host's copy: start-up stops with this message (the file is left as it is). */
export class JournalError extends Error {}

/**
 * The key that counts every write ever made (a set line of it follows each write in the journal;
 * the host's copy gets it too). The host's copy is written after the journal and saved later, so
 * its count is never above the journal's, unless the journal went back in time: a backup put
 * back, or writes the disk lost. Start-up then refuses rather than replay an old world of items
 * (revived matches paid again, newer stakes lost).
 */
export const WRITES_KEY = "#writes";

/** A count as the journal writes it (natText); 0 for anything else. */
function readCount(text: string | undefined): number {
  if (text === undefined || text.length === 0 || text.length > 15) return 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return 0;
    n = n * 10 + c;
  }
  return n;
}

/** Compact once the appended lines outgrow the last snapshot this much. */
const COMPACT_FACTOR = 4;
const COMPACT_SLACK = 1000000;
/**
 * A compaction copies this many snapshot bytes per byte written meanwhile, so its cost is spread
 * over the writes (a server step never writes the whole store): done after about a snapshot's
 * worth of writes, while the journal is at most 4 snapshots + 1 MB + that long.
 */
const COPY_PER_BYTE = 1;

/** A compaction under way: the keys still to copy into the next file. */
interface Compaction {
  readonly keys: string[];
  at: number;
  /** Bytes written to the next file so far. */
  bytes: number;
  /** Bytes it may copy before the next write. */
  credit: number;
}

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
  private compaction: Compaction | undefined;
  /** Bytes of a torn last write found at start (for the host's log). */
  readonly tornBytes: number;
  /** Writes ever made (WRITES_KEY). */
  private writes: number;

  constructor(
    private readonly file: JournalFile,
    private readonly copy: HostCopy | undefined,
    name: string,
  ) {
    const text = file.read();
    if (text !== undefined && text.substring(0, JOURNAL_HEADER.length) === JOURNAL_HEADER) {
      this.tornBytes = replayLines(text, JOURNAL_HEADER.length, this.values, name);
      const mine = readCount(this.values.get(WRITES_KEY));
      const copied = copy === undefined ? 0 : readCount(copy.get(WRITES_KEY));
      if (copied > mine) {
        throw new JournalError(
          `${name} went back in time: it holds ${mine} writes, but the copy in ${copy?.where ?? "the host's storage"} saw ${copied} (a backup put back, or writes the disk lost); ` +
            `starting would bring back ended matches and lose items, so nothing was changed. Put back the newest journal, or move this one away to start from that newer copy`,
        );
      }
    } else {
      // No journal yet (a new world), or one of the older format (over the host copy).
      if (copy !== undefined) for (const k of copy.keys()) this.values.set(k, copy.get(k) as string);
      this.tornBytes = text === undefined ? 0 : replayLines(text, 0, this.values, name);
    }
    this.writes = readCount(this.values.get(WRITES_KEY));
    // At start the whole snapshot is written at once (sorted: equal states write equal files).
    const snapshot = snapshotText(this.values);
    file.startNext(snapshot);
    file.swapNext();
    this.snapshotBytes = snapshot.length;
    if (copy !== undefined) {
      for (const k of copy.keys()) if (!this.values.has(k)) copy.delete(k);
      for (const [k, v] of this.values) if (copy.get(k) !== v) copy.set(k, v);
    }
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    const lines = this.counting(setLine(key, value));
    this.file.append(lines);
    this.values.set(key, value);
    this.copy?.set(key, value);
    this.counted(lines);
  }

  delete(key: string): void {
    if (!this.values.has(key)) return;
    const lines = this.counting(deleteLine(key));
    this.file.append(lines);
    this.values.delete(key);
    this.copy?.delete(key);
    this.counted(lines);
  }

  list(prefix: string): string[] {
    const out: string[] = [];
    for (const [k] of this.values) if (k.substring(0, prefix.length) === prefix && k !== WRITES_KEY) out.push(k);
    return out;
  }

  /** A write's line and the count after it, appended at once (a torn count leaves the copy's count lower). */
  private counting(line: string): string {
    this.writes++;
    return line + setLine(WRITES_KEY, natText(this.writes));
  }

  /** After the write's lines reached the journal and its value the map: the count, then the compaction. */
  private counted(lines: string): void {
    const n = natText(this.writes);
    this.values.set(WRITES_KEY, n);
    this.copy?.set(WRITES_KEY, n);
    this.follow(lines);
  }

  /**
   * After a write reached the journal: the next file gets it too while a compaction runs, and the
   * compaction copies on; or one starts. A compaction that fails (its file cannot be written) is
   * dropped, as the next file may lack writes: the journal still holds them all.
   */
  private follow(line: string): void {
    this.appended += line.length;
    const c = this.compaction;
    if (c !== undefined) {
      this.compaction = undefined; // until the next file has this write
      this.file.appendNext(line);
      c.bytes += line.length;
      c.credit += COPY_PER_BYTE * line.length;
      this.copyOn(c);
    } else if (this.appended > COMPACT_FACTOR * this.snapshotBytes + COMPACT_SLACK) {
      const keys: string[] = [];
      for (const [k] of this.values) keys.push(k);
      this.file.startNext(JOURNAL_HEADER);
      this.copyOn({ keys, at: 0, bytes: JOURNAL_HEADER.length, credit: COPY_PER_BYTE * line.length });
    }
  }

  /**
   * Copies the next keys' current values into the next file, as far as the credit goes. Why the
   * next file ends up holding exactly the current values: it gets every write made since it was
   * started, in order, and each key of the start's list once, with its value at the time of the
   * copy (after every earlier write of it; a key deleted by then is skipped, and one created
   * since is in the writes). Until it is swapped in, the journal alone holds everything.
   */
  private copyOn(c: Compaction): void {
    const parts: string[] = [];
    while (c.credit > 0 && c.at < c.keys.length) {
      const k = c.keys[c.at];
      c.at++;
      const v = this.values.get(k);
      if (v === undefined) continue;
      const line = setLine(k, v);
      parts.push(line);
      c.credit -= line.length;
      c.bytes += line.length;
    }
    if (parts.length > 0) this.file.appendNext(parts.join(""));
    if (c.at < c.keys.length) {
      this.compaction = c;
      return;
    }
    this.file.swapNext();
    this.snapshotBytes = c.bytes;
    this.appended = 0;
  }
}
