/**
 * The table service's key-value storage on bdsx's storage (bdsx/storage: a value per key, written
 * by bdsx's file driver under the bdsx project's storage/ folder, atomically by rename).
 *
 * bdsx writes a changed value about 0.5 s later, but the service's contract is stronger: a write is
 * durable once it returns (intent is written before items move). So every write is also appended
 * to a journal file and fsync'ed before `set` returns; the map carries the sequence number of the
 * last write it holds (`#seq`), start-up replays journal lines past it, and the journal is emptied
 * once bdsx reports the map written (its save promise) with nothing newer pending.
 */
import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from "fs";
import type { Storage } from "bdsx/storage";
import type { StoragePort } from "../../../src/tables/ports";

export type KeyValues = Record<string, string>;

const SEQ = "#seq";
/** Empty the journal once it is this big and bdsx has written everything in it. */
const COMPACT_BYTES = 256 * 1024;

interface Line {
  s: number;
  k: string;
  v?: string;
}

/** bdsx's storage objects have a public saveRequest() resolving once the value is on disk. */
type Saving = { saveRequest?: () => Promise<void> };

export class BdsxStoragePort implements StoragePort {
  private seq: number;
  private fd: number | undefined;
  private saving = false;

  constructor(
    private readonly store: Storage<KeyValues>,
    journalPath?: string,
  ) {
    if (store.data === undefined || store.data === null || typeof store.data !== "object") store.init({});
    this.seq = this.stored();
    if (journalPath !== undefined) {
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
      if (typeof line.v === "string") this.map[line.k] = line.v;
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
    if (line.v !== undefined) this.map[line.k] = line.v;
    else delete this.map[line.k];
    this.map[SEQ] = String(line.s);
    this.afterWrite();
  }

  /** Once bdsx has the map on disk and nothing newer is pending, the journal can go. */
  private afterWrite(): void {
    const save = (this.store as unknown as Saving).saveRequest;
    if (this.fd === undefined || this.saving || typeof save !== "function") return;
    if (fstatSync(this.fd).size < COMPACT_BYTES) return;
    this.saving = true;
    const upTo = this.seq;
    save.call(this.store).then(
      () => {
        this.saving = false;
        if (this.fd === undefined) return;
        if (this.seq === upTo) ftruncateSync(this.fd, 0);
        else this.afterWrite(); // newer writes came meanwhile: ask again
      },
      () => {
        this.saving = false;
      },
    );
  }

  get(key: string): string | undefined {
    if (key === SEQ) return undefined;
    const v = this.map[key];
    return typeof v === "string" ? v : undefined;
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
