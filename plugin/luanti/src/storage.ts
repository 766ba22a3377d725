/**
 * The table service's storage on Luanti: the journal of src/tables/persistence/journal.ts in the world
 * directory is the truth; the mod storage (keys "k:<key>") is only its copy, rewritten to match at
 * start, so operators still find the state where Luanti keeps mod data. Luanti saves mod storage
 * on its own schedule, so after a crash that copy can be older than the journal: it is never read
 * back while a journal exists.
 *
 * Durability (the StoragePort contract): a write returns once its journal line is flushed to the
 * operating system, so a killed or crashed server loses none. With LuaJIT's ffi from init.lua (the
 * mod is in secure.trusted_mods) the journal is also fsync'ed by `sync`, which tables.ts calls at
 * the end of every server step that wrote and when a player leaves: Luanti saves players and the
 * map after the globalsteps of a step, and a leaving player after on_leaveplayer, so no item move
 * reaches the disk before the write that guards it. One fsync per write would be simpler but costs
 * ~4 ms each on the build machine (10-14 ms per move, K = 500 tables stalled: docs/benchmarks.md).
 * A compaction writes the next file (`game_tables.journal.new`) a little per write; once whole it
 * is fsync'ed, renamed over the journal and the directory fsync'ed. Without ffi nothing is fsync'ed: a power cut or kernel crash can lose the last writes
 * together with moves that were saved (logged once at start).
 */
import { JournalStorage, type HostCopy, type JournalFile } from "../../../src/tables/persistence/journal";

const PREFIX = "k:";

/** What init.lua passes from the insecure environment (nothing when the mod is not trusted). */
export interface Durable {
  sync(this: void, file: LuaFile): boolean;
  sync_dir(this: void, path: string): boolean;
}

class ModStorageCopy implements HostCopy {
  readonly where = "Luanti's mod storage";
  constructor(private readonly mod: StorageRef) {}
  keys(): string[] {
    const out: string[] = [];
    const fields = this.mod.to_table()?.fields;
    if (fields !== undefined) for (const [k] of fields) if (k.substring(0, PREFIX.length) === PREFIX) out.push(k.substring(PREFIX.length));
    return out;
  }
  get(key: string): string | undefined {
    return this.mod.contains(PREFIX + key) === true ? this.mod.get_string(PREFIX + key) : undefined;
  }
  set(key: string, value: string): void {
    this.mod.set_string(PREFIX + key, value);
  }
  delete(key: string): void {
    this.mod.set_string(PREFIX + key, "");
  }
}

class JournalOnDisk implements JournalFile {
  private handle: LuaFile | undefined;
  /** The next file while a compaction writes it (journal.ts), and whether it has unsynced text. */
  private next: LuaFile | undefined;
  private nextUnsynced = false;
  /** Lines flushed but not fsync'ed yet. */
  private unsynced = false;

  constructor(
    private readonly path: string,
    private readonly dir: string,
    private readonly durable: Durable | undefined,
  ) {}

  read(): string | undefined {
    const [f] = io.open(this.path, "rb");
    if (f === undefined) return undefined;
    const text = f.read("*a") as string | undefined;
    f.close();
    return text ?? "";
  }

  append(text: string): void {
    if (this.handle === undefined) {
      const [f, err] = io.open(this.path, "ab");
      if (f === undefined) error(`game_tables: cannot append to ${this.path}: ${err}`);
      this.handle = f;
    }
    const f = this.handle;
    const [ok, err] = f.write(text);
    if (ok === undefined) error(`game_tables: cannot write ${this.path}: ${err}`);
    f.flush();
    this.unsynced = true;
  }

  /**
   * Puts the appended lines on disk (when the mod may fsync); a compaction's next file too, so
   * its swap has little left to write.
   */
  sync(): void {
    if (this.durable === undefined) return;
    // A failure here shows again at the swap, which then drops that compaction (journal.ts).
    if (this.nextUnsynced && this.next !== undefined) this.durable.sync(this.next);
    this.nextUnsynced = false;
    if (!this.unsynced || this.handle === undefined) return;
    if (!this.durable.sync(this.handle)) error(`game_tables: cannot sync ${this.path} to disk`);
    this.unsynced = false;
  }

  startNext(text: string): void {
    this.next?.close();
    const [f, err] = io.open(this.path + ".new", "wb");
    if (f === undefined) error(`game_tables: cannot write ${this.path}.new: ${err}`);
    this.next = f;
    this.appendNext(text);
  }

  /** Buffered by Lua's io; synced with the journal at the end of a step, and whole in swapNext. */
  appendNext(text: string): void {
    const [ok, err] = (this.next as LuaFile).write(text);
    if (ok === undefined) error(`game_tables: cannot write ${this.path}.new: ${err}`);
    this.nextUnsynced = true;
  }

  swapNext(): void {
    const next = this.next as LuaFile;
    this.next = undefined;
    const written = this.durable === undefined ? next.flush() !== undefined : this.durable.sync(next);
    next.close();
    if (!written) error(`game_tables: cannot write ${this.path}.new to disk`);
    this.handle?.close(); // its unsynced lines are all in the next file, synced
    this.handle = undefined;
    this.unsynced = false;
    const [renamed, why] = os.rename(this.path + ".new", this.path);
    if (renamed === undefined) error(`game_tables: cannot rename ${this.path}.new: ${why}`);
    if (this.durable !== undefined && !this.durable.sync_dir(this.dir)) error(`game_tables: cannot sync ${this.dir} to disk`);
  }

  close(): void {
    this.next?.close(); // an unfinished compaction: the next start writes its own snapshot
    this.next = undefined;
    this.sync();
    this.handle?.close();
    this.handle = undefined;
  }
}

/** Opens the world's journal (`dir`/game_tables.journal); throws JournalError on a damaged one. */
export function openStorage(
  mod: StorageRef,
  dir: string,
  durable: Durable | undefined,
): { storage: JournalStorage; sync: () => void; close: () => void } {
  const disk = new JournalOnDisk(dir + "/game_tables.journal", dir, durable);
  const storage = new JournalStorage(disk, new ModStorageCopy(mod), dir + "/game_tables.journal");
  return { storage, sync: () => disk.sync(), close: () => disk.close() };
}
