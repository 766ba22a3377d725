/**
 * The table service's storage on Luanti: the journal of src/tables/journal.ts in the world
 * directory is the truth; the mod storage (keys "k:<key>") is only its copy, rewritten to match at
 * start, so operators still find the state where Luanti keeps mod data. Luanti saves mod storage
 * on its own schedule, so after a crash that copy can be older than the journal: it is never read
 * back while a journal exists.
 *
 * Durability: a write returns once its journal line is flushed and, when init.lua could load
 * LuaJIT's ffi (the mod is in secure.trusted_mods), fsync'ed; a snapshot is written to a new file,
 * synced, renamed over the journal and the directory synced. Without ffi the lines are flushed to
 * the operating system only: a killed server loses nothing, a power cut or kernel crash can lose
 * the last writes (logged once at start).
 */
import { JournalStorage, type HostCopy, type JournalFile } from "../../../src/tables/journal";

const PREFIX = "k:";

/** What init.lua passes from the insecure environment (nothing when the mod is not trusted). */
export interface Durable {
  sync(this: void, file: LuaFile): boolean;
  sync_dir(this: void, path: string): boolean;
}

class ModStorageCopy implements HostCopy {
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
    if (this.durable !== undefined) {
      if (!this.durable.sync(f)) error(`game_tables: cannot sync ${this.path} to disk`);
    } else f.flush();
  }

  replace(text: string): void {
    this.close();
    if (this.durable === undefined) {
      if (!minetest.safe_file_write(this.path, text)) error(`game_tables: cannot write ${this.path}`);
      return;
    }
    const tmp = this.path + ".new";
    const [f, err] = io.open(tmp, "wb");
    if (f === undefined) error(`game_tables: cannot write ${tmp}: ${err}`);
    const [ok] = f.write(text);
    const synced = ok !== undefined && this.durable.sync(f);
    f.close();
    if (!synced) error(`game_tables: cannot write ${tmp} to disk`);
    const [renamed, why] = os.rename(tmp, this.path);
    if (renamed === undefined) error(`game_tables: cannot rename ${tmp}: ${why}`);
    if (!this.durable.sync_dir(this.dir)) error(`game_tables: cannot sync ${this.dir} to disk`);
  }

  close(): void {
    this.handle?.close();
    this.handle = undefined;
  }
}

/** Opens the world's journal (`dir`/game_tables.journal); throws JournalError on a damaged one. */
export function openStorage(mod: StorageRef, dir: string, durable: Durable | undefined): { storage: JournalStorage; close: () => void } {
  const disk = new JournalOnDisk(dir + "/game_tables.journal", dir, durable);
  const storage = new JournalStorage(disk, new ModStorageCopy(mod), dir + "/game_tables.journal");
  return { storage, close: () => disk.close() };
}
