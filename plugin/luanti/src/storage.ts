/**
 * The table service's durable key-value store. Values live in the mod storage (so operators find
 * them where Luanti keeps mod data), but Luanti 5.6 writes mod storage to disk only every
 * server_map_save_interval, so a crash could lose the last seconds. Every write is therefore also
 * appended to a journal file in the world directory and flushed before `set` returns; at start-up
 * the journal is replayed over the mod storage and rewritten as a compact snapshot. A torn last
 * line (crash mid-write) is ignored: its `set` never returned.
 */
import type { StoragePort } from "../../../src/tables/ports";

const PREFIX = "k:";

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\t": "\\t" };
const UNESCAPES: Record<string, string> = { "\\\\": "\\", "\\n": "\n", "\\t": "\t" };

/** One line per record: backslash, newline and tab escaped (one C-speed pass each way). */
function escape(s: string): string {
  const [out] = string.gsub(s, "[\\\n\t]", ESCAPES);
  return out;
}

function unescape(s: string): string {
  const [out] = string.gsub(s, "\\.", UNESCAPES);
  return out;
}

export class JournaledStorage implements StoragePort {
  private readonly values = new Map<string, string>();
  private journal: LuaFile | undefined;
  private journalBytes = 0;
  private snapshotBytes = 0;

  constructor(
    private readonly mod: StorageRef,
    private readonly path: string,
  ) {
    const fields = mod.to_table()?.fields;
    if (fields !== undefined) {
      for (const [k, v] of fields) {
        if (k.substring(0, PREFIX.length) === PREFIX) this.values.set(k.substring(PREFIX.length), v);
      }
    }
    this.replay();
    this.compact();
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    this.append(`S\t${escape(key)}\t${escape(value)}\n`);
    this.values.set(key, value);
    this.mod.set_string(PREFIX + key, value);
  }

  delete(key: string): void {
    if (!this.values.has(key)) return;
    this.append(`D\t${escape(key)}\n`);
    this.values.delete(key);
    this.mod.set_string(PREFIX + key, "");
  }

  list(prefix: string): string[] {
    const out: string[] = [];
    for (const [k] of this.values) {
      if (k.substring(0, prefix.length) === prefix) out.push(k);
    }
    return out;
  }

  close(): void {
    this.journal?.close();
    this.journal = undefined;
  }

  private replay(): void {
    const [f] = io.open(this.path, "rb");
    if (f === undefined) return;
    const text = f.read("*a") as string | undefined;
    f.close();
    if (text === undefined) return;
    let start = 0;
    for (;;) {
      const end = text.indexOf("\n", start);
      if (end < 0) break; // a torn last line never returned to its caller
      const parts = text.substring(start, end).split("\t");
      start = end + 1;
      if (parts[0] === "S" && parts.length === 3) {
        const key = unescape(parts[1]);
        const value = unescape(parts[2]);
        this.values.set(key, value);
        this.mod.set_string(PREFIX + key, value);
      } else if (parts[0] === "D" && parts.length === 2) {
        const key = unescape(parts[1]);
        this.values.delete(key);
        this.mod.set_string(PREFIX + key, "");
      }
    }
  }

  /** Rewrites the journal as one `S` line per live key (atomically), then appends to it. */
  private compact(): void {
    this.close();
    const lines: string[] = [];
    const keys: string[] = [];
    for (const [k] of this.values) keys.push(k);
    keys.sort();
    for (const k of keys) lines.push(`S\t${escape(k)}\t${escape(this.values.get(k) ?? "")}\n`);
    const text = lines.join("");
    if (!minetest.safe_file_write(this.path, text)) error(`game_tables: cannot write ${this.path}`);
    this.snapshotBytes = text.length;
    this.journalBytes = 0;
    const [f, err] = io.open(this.path, "ab");
    if (f === undefined) error(`game_tables: cannot append to ${this.path}: ${err}`);
    this.journal = f;
  }

  private append(line: string): void {
    const f = this.journal;
    if (f === undefined) error("game_tables: storage is closed");
    f.write(line);
    f.flush();
    this.journalBytes += line.length;
    if (this.journalBytes > 4 * this.snapshotBytes + 1000000) this.compact();
  }
}
