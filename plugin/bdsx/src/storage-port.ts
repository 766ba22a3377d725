/**
 * The table service's key-value storage on bdsx: the journal of src/tables/journal.ts is the
 * truth, and bdsx's storage (bdsx/storage: a value per key, written by bdsx's file driver about
 * 0.5 s after a change) only its copy, rewritten to match at start. After a crash bdsx's file can
 * be older than the journal; it is never read back while a journal exists.
 *
 * Durability: each journal line is fsync'ed before `set` returns; a snapshot is written to a new
 * file, fsync'ed, renamed over the journal and the directory fsync'ed. Without a journal path (tests
 * of other things) the port is bdsx's storage alone, as durable as bdsx makes it.
 *
 * Upgrade: the journal of the earlier port (JSON lines past the map's "#seq") is rewritten once in
 * this format, from the map and its lines.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "fs";
import { dirname } from "path";
import type { Storage } from "bdsx/storage";
import { JOURNAL_HEADER, JournalStorage, snapshotText, type HostCopy, type JournalFile } from "../../../src/tables/journal";

export type KeyValues = Record<string, string>;

/** The earlier port's bookkeeping key in the map (removed on upgrade). */
const OLD_SEQ = "#seq";

class BdsxCopy implements HostCopy {
  constructor(private readonly store: Storage<KeyValues>) {
    if (store.data === undefined || store.data === null || typeof store.data !== "object") store.init({});
  }
  private get map(): KeyValues {
    return this.store.data as KeyValues;
  }
  keys(): string[] {
    return Object.keys(this.map);
  }
  get(key: string): string | undefined {
    const v = this.map[key];
    return typeof v === "string" ? v : undefined;
  }
  set(key: string, value: string): void {
    this.map[key] = value;
  }
  delete(key: string): void {
    delete this.map[key];
  }
}

/** Writes `text` to `path` and fsyncs it (and, for a new name in it, the directory). */
function writeSynced(path: string, text: string, flags: "a" | "w"): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncDir(path: string): void {
  const fd = openSync(dirname(path), "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

class JournalOnDisk implements JournalFile {
  private fd: number | undefined;
  constructor(private readonly path: string) {}
  read(): string | undefined {
    return existsSync(this.path) ? readFileSync(this.path, "utf8") : undefined;
  }
  append(text: string): void {
    if (this.fd === undefined) this.fd = openSync(this.path, "a");
    writeSync(this.fd, text);
    fsyncSync(this.fd);
  }
  replace(text: string): void {
    this.close();
    const tmp = this.path + ".new";
    writeSynced(tmp, text, "w");
    renameSync(tmp, this.path);
    syncDir(this.path);
  }
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** No journal: bdsx's storage alone. */
const NO_JOURNAL: JournalFile = { read: () => undefined, append: () => undefined, replace: () => undefined };

/**
 * The earlier port's journal (JSON lines past the map's "#seq") becomes a journal of this format,
 * written whole and atomically: the map plus those lines, the truth from then on.
 */
function upgradeOldJournal(copy: BdsxCopy, disk: JournalOnDisk): void {
  const text = disk.read();
  if (text === undefined || text.startsWith(JOURNAL_HEADER)) return;
  const values = new Map<string, string>();
  for (const k of copy.keys()) if (k !== OLD_SEQ) values.set(k, copy.get(k) as string);
  const seq = Number(copy.get(OLD_SEQ) ?? "0");
  for (const line of text.split("\n")) {
    if (line === "") continue;
    let rec: { s?: unknown; k?: unknown; v?: unknown };
    try {
      rec = JSON.parse(line) as typeof rec;
    } catch {
      break; // a torn last line: its write never returned
    }
    if (typeof rec.s !== "number" || typeof rec.k !== "string" || rec.s <= seq) continue;
    if (typeof rec.v === "string") values.set(rec.k, rec.v);
    else values.delete(rec.k);
  }
  disk.replace(snapshotText(values));
}

export class BdsxStoragePort extends JournalStorage {
  private readonly disk: JournalOnDisk | undefined;

  constructor(store: Storage<KeyValues>, journalPath?: string) {
    const copy = new BdsxCopy(store);
    const disk = journalPath !== undefined ? new JournalOnDisk(journalPath) : undefined;
    if (disk !== undefined) upgradeOldJournal(copy, disk);
    super(disk ?? NO_JOURNAL, copy, journalPath ?? "bdsx storage");
    this.disk = disk;
  }

  close(): void {
    this.disk?.close();
  }
}
