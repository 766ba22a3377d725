/**
 * The journal file of src/tables/persistence/journal.ts on Node (the bdsx plugin): every append is written
 * and fsync'ed before it returns (bdsx has no server step to batch syncs at, and a write must be
 * durable once it returns); a compaction's next file is written beside it, fsync'ed once whole,
 * renamed over the journal, and the folder fsync'ed where the operating system allows it.
 */
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from "fs";
import { dirname } from "path";
import { JournalError, type JournalFile } from "../../../src/tables/persistence/journal";

/** The text of `bytes`; invalid UTF-8 before the last newline is damage, after it a torn write. */
function decode(bytes: Buffer, path: string): string {
  const end = bytes.lastIndexOf(10) + 1;
  const whole = bytes.toString("utf8", 0, end);
  // Node replaces invalid bytes silently (and bdsx's Node has no strict TextDecoder): a text that
  // does not encode back to the same bytes was not all UTF-8.
  if (Buffer.byteLength(whole, "utf8") !== end || !Buffer.from(whole, "utf8").equals(bytes.subarray(0, end))) {
    throw new JournalError(`${path}: not UTF-8 text (damaged); the file is left as it is`);
  }
  return whole + bytes.toString("utf8", end);
}

/** Writes all of `bytes` at the end of `fd` (a short write is continued, not dropped). */
function writeAll(fd: number, bytes: Buffer): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}

export class NodeJournalFile implements JournalFile {
  private fd: number | undefined;
  /** The file's length while it is open for appending. */
  private size = 0;
  /** The next file while a compaction writes it (src/tables/persistence/journal.ts). */
  private next: number | undefined;

  constructor(private readonly path: string) {}

  read(): string | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw e;
    }
    return decode(bytes, this.path);
  }

  append(text: string): void {
    if (this.fd === undefined) {
      this.fd = openSync(this.path, "a");
      this.size = fstatSync(this.fd).size;
    }
    const fd = this.fd;
    const bytes = Buffer.from(text, "utf8");
    try {
      writeAll(fd, bytes);
      fsyncSync(fd);
    } catch (e) {
      // A failed write (a full disk) must not leave half a line that later lines would follow:
      // that would read as damage in the middle of the journal.
      try {
        ftruncateSync(fd, this.size);
      } catch {
        // the next start-up sees the half line as the torn last one, or refuses
      }
      throw e;
    }
    this.size += bytes.length;
  }

  startNext(text: string): void {
    if (this.next !== undefined) closeSync(this.next);
    this.next = undefined;
    this.next = openSync(this.path + ".new", "w");
    this.appendNext(text);
  }

  /** Not synced: the next file reaches the disk as a whole in swapNext. */
  appendNext(text: string): void {
    if (this.next === undefined) throw new Error(`${this.path}.new is not open`);
    writeAll(this.next, Buffer.from(text, "utf8"));
  }

  swapNext(): void {
    const next = this.next;
    if (next === undefined) throw new Error(`${this.path}.new is not open`);
    this.next = undefined;
    try {
      fsyncSync(next);
    } finally {
      closeSync(next);
    }
    this.close();
    renameSync(this.path + ".new", this.path);
    // The rename is durable once the folder is synced (POSIX); Windows cannot open a folder for
    // this, and NTFS journals the rename itself.
    try {
      const dir = openSync(dirname(this.path), "r");
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
    } catch {
      // not supported here
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
