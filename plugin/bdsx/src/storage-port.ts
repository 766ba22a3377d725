/**
 * The table service's key-value storage on bdsx's storage (bdsx/storage: a value per key, written
 * by bdsx's file driver under the bdsx project's storage/ folder, by rename but without fsync).
 *
 * bdsx writes a changed value about 0.5 s later, and not durably, but the service's contract is
 * stronger: a write is durable once it returns (intent is written before items move). So every
 * write is also appended to a journal file and fsync'ed before `set` returns; the map carries the
 * sequence number of the last write it holds (`#seq`). When the journal grows, the whole map goes
 * to the port's own snapshot file (written, fsync'ed, renamed) and only then is the journal
 * emptied. Start-up takes the newer of bdsx's map and the snapshot and replays the journal past it.
 *
 * Values are kept in bdsx's map as ASCII (storage-text.ts): bdsx's format breaks on anything else.
 */
import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from "fs";
import { dirname } from "path";
import type { Storage } from "bdsx/storage";
import type { StoragePort } from "../../../src/tables/ports";
import { fromStored, toStored } from "./storage-text";

export type KeyValues = Record<string, string>;

const SEQ = "#seq";
/** Snapshot the map and empty the journal once the journal is this big. */
const COMPACT_BYTES = 256 * 1024;

interface Line {
  s: number;
  k: string;
  v?: string;
}

/** The snapshot file: every key with its plain (unescaped) value, as of write number `seq`. */
interface Snapshot {
  seq: number;
  map: KeyValues;
}

/** Writes a file so that after a crash it is either the old one or the whole new one. */
function writeDurably(path: string, text: string): void {
  const tmp = path + ".tmp";
  const fd = openSync(tmp, "w");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  // The rename itself is durable once the folder is synced (POSIX); Windows cannot open a folder
  // for this, and NTFS journals the rename.
  try {
    const dir = openSync(dirname(path), "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // not supported here
  }
}

export class BdsxStoragePort implements StoragePort {
  private seq: number;
  private fd: number | undefined;
  private readonly snapshotPath: string | undefined;

  constructor(
    private readonly store: Storage<KeyValues>,
    journalPath?: string,
  ) {
    if (store.data === undefined || store.data === null || typeof store.data !== "object") store.init({});
    this.seq = this.stored();
    if (journalPath !== undefined) {
      this.snapshotPath = journalPath + ".snapshot";
      this.loadSnapshot(this.snapshotPath);
      this.replay(journalPath);
      this.fd = openSync(journalPath, "a");
    }
  }

  private get map(): KeyValues {
    return this.store.data as KeyValues;
  }

  private stored(): number {
    const s = Number(this.map[SEQ]);
    return Number.isFinite(s) ? s : 0;
  }

  /** Takes the snapshot when it is newer than what bdsx wrote (bdsx's file may be lost or older). */
  private loadSnapshot(path: string): void {
    if (!existsSync(path)) return;
    let snap: Snapshot;
    try {
      snap = JSON.parse(readFileSync(path, "utf8")) as Snapshot;
    } catch {
      return; // written by rename after fsync, so never torn; anything else is not ours to trust
    }
    if (typeof snap.seq !== "number" || snap.seq <= this.seq || snap.map === null || typeof snap.map !== "object") return;
    const map = this.map;
    for (const key of Object.keys(map)) delete map[key];
    for (const key of Object.keys(snap.map)) {
      const v = snap.map[key];
      if (typeof v === "string") map[key] = toStored(v);
    }
    this.seq = snap.seq;
    map[SEQ] = String(this.seq);
  }

  /** Applies journal lines the map does not hold yet (a crash came before bdsx wrote them). */
  private replay(path: string): void {
    if (!existsSync(path)) return;
    const lines = readFileSync(path, "utf8").split("\n");
    for (const text of lines) {
      if (text === "") continue;
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        break; // a torn last line: the write it held never returned, so nothing relied on it
      }
      if (typeof line.s !== "number" || typeof line.k !== "string" || line.s <= this.seq) continue;
      if (typeof line.v === "string") this.map[line.k] = toStored(line.v);
      else delete this.map[line.k];
      this.seq = line.s;
      this.map[SEQ] = String(this.seq);
    }
  }

  private write(line: Line): void {
    if (this.fd !== undefined) {
      writeSync(this.fd, JSON.stringify(line) + "\n");
      fsyncSync(this.fd);
    }
    if (line.v !== undefined) this.map[line.k] = toStored(line.v);
    else delete this.map[line.k];
    this.map[SEQ] = String(line.s);
    this.compact();
  }

  /** A big journal: the whole map into the snapshot (durably), then the journal can go. */
  private compact(): void {
    if (this.fd === undefined || this.snapshotPath === undefined) return;
    if (fstatSync(this.fd).size < COMPACT_BYTES) return;
    const map: KeyValues = {};
    for (const key of this.list("")) map[key] = this.get(key) as string;
    const snap: Snapshot = { seq: this.seq, map };
    writeDurably(this.snapshotPath, JSON.stringify(snap));
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
  }

  get(key: string): string | undefined {
    if (key === SEQ) return undefined;
    const v = this.map[key];
    return typeof v === "string" ? fromStored(v) : undefined;
  }

  set(key: string, value: string): void {
    this.seq++;
    this.write({ s: this.seq, k: key, v: value });
  }

  delete(key: string): void {
    this.seq++;
    this.write({ s: this.seq, k: key });
  }

  list(prefix: string): string[] {
    return Object.keys(this.map).filter((k) => k !== SEQ && k.startsWith(prefix));
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
