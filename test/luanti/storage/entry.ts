/**
 * LuaJIT entry for test/luanti/storage.test.ts: the Luanti host's storage (plugin/luanti/src/
 * storage.ts) against real files, with mod storage faked the way Luanti keeps it, through the
 * crash that paid a pot twice (issue 11): mod storage saved while an escrow was held, the escrow
 * deleted, then two hard kills that bring back that older mod storage. Prints what each start
 * shows; args: <dir> <path of durable.lua or "">. Built with the mod's Luanti declarations (so
 * not part of the Node type check: tsconfig.json leaves test/luanti/storage out).
 */
import { JournalError } from "../../../src/tables/persistence/journal";
import { openStorage, type Durable } from "../../../plugin/luanti/src/storage";

declare const arg: string[];
declare const _G: LuaTable;
declare function print(this: void, ...parts: string[]): void;
declare function pcall(this: void, f: () => void): LuaMultiReturn<[boolean, unknown]>;

// TSTL indexes arrays from 0: arg[0] is Lua's arg[1].
const [dir, durablePath] = [arg[0], arg[1]];

/** Luanti's mod storage: fields in memory; `saved` is what its file holds. */
class ModStorage {
  fields = new LuaTable<string, string>();
  constructor(from?: LuaTable<string, string>) {
    if (from !== undefined) for (const [k, v] of from) this.fields.set(k, v);
  }
  contains(key: string): boolean {
    return this.fields.get(key) !== undefined;
  }
  get_string(key: string): string {
    return this.fields.get(key) ?? "";
  }
  set_string(key: string, value: string): void {
    if (value === "") this.fields.delete(key);
    else this.fields.set(key, value);
  }
  get_int(): number {
    return 0;
  }
  set_int(): void {}
  get_float(): number {
    return 0;
  }
  set_float(): void {}
  to_table(): { fields: LuaTable<string, string> } {
    return { fields: this.fields };
  }
  /** Luanti writes mod storage to disk now and then. */
  save(): LuaTable<string, string> {
    const copy = new LuaTable<string, string>();
    for (const [k, v] of this.fields) copy.set(k, v);
    return copy;
  }
}

(_G as unknown as { minetest: unknown }).minetest = {
  safe_file_write: (path: string, content: string): boolean => {
    const [f] = io.open(path + ".tmp", "wb");
    if (f === undefined) return false;
    f.write(content);
    f.close();
    return os.rename(path + ".tmp", path)[0] !== undefined;
  },
};

const durable = durablePath === "" ? undefined : ((dofile(durablePath) as (ie: unknown) => Durable | undefined)(_G));
print(`durable ${durable !== undefined ? "yes" : "no"}`);

/** One line per start: newlines in values shown as "<NL>". */
const oneLine = (s: string): string => s.split("\n").join("<NL>");

function show(label: string, mod: ModStorage): ReturnType<typeof openStorage> {
  const opened = openStorage(mod as unknown as StorageRef, dir, durable);
  const keys = opened.storage.list("");
  keys.sort();
  print(`${label}: ${keys.map((k) => oneLine(`${k}=${opened.storage.get(k)}`)).join(" ")}`);
  const copy: string[] = [];
  for (const [k, v] of mod.fields) copy.push(oneLine(`${k}=${v}`));
  copy.sort();
  print(`${label} mod storage: ${copy.join(" ")}`);
  return opened;
}

let mod = new ModStorage();
let run = show("first start", mod);
run.storage.set("t/T1", "table");
run.storage.set("e/m1", "held");
const savedWhileHeld = mod.save();
run.storage.delete("e/m1");
run.storage.set("m/ann/m1.pay", "tab\there\nnew line \\ backslash");
run.sync(); // the end of the server step
run.close();
for (const kill of [1, 2]) {
  mod = new ModStorage(savedWhileHeld); // killed before Luanti saved mod storage again
  run = show(`after kill ${kill}`, mod);
  run.close();
}
// A write torn by the kill: the start ignores it, and later writes are read back.
const path = dir + "/game_tables.journal";
const [tail] = io.open(path, "ab");
tail?.write("S\tt/T2\tpart");
tail?.close();
run = show("after a torn write", mod);
run.storage.set("t/T3", "later");
run.close();
run = show("after the next start", mod);
run.close();
// A backup of the journal put back (issue 20, problem 11), while Luanti had saved mod storage
// after later writes: the start refuses with one line, changes nothing, and goes on from the
// newer mod storage once the journal is moved away, as that line says.
const readAll = (file: string): string => {
  const [f] = io.open(file, "rb");
  const text = f?.read("*a") as string;
  f?.close();
  return text;
};
const backup = readAll(path);
run = openStorage(mod as unknown as StorageRef, dir, durable);
run.storage.set("e/m2", "held");
run.storage.delete("e/m2");
run.close();
const savedLater = mod.save();
const [back] = io.open(path, "wb");
back?.write(backup);
back?.close();
mod = new ModStorage(savedLater);
const [opened, why] = pcall(() => void openStorage(mod as unknown as StorageRef, dir, durable));
print(`backup put back: ${opened ? "opened" : why instanceof JournalError ? why.message.split(dir).join("<dir>") : "crashed"}`);
print(`journal untouched: ${readAll(path) === backup}`);
os.rename(path, path + ".old");
run = show("journal moved away", mod);
run.close();
// A damaged journal: the start refuses and leaves the file as it is.
const [bad] = io.open(path, "ab");
bad?.write("not a record\n");
bad?.close();
const [ok, e] = pcall(() => void openStorage(mod as unknown as StorageRef, dir, durable));
print(`damaged: ${ok ? "opened" : e instanceof JournalError ? e.message.substring(e.message.indexOf(":") + 2) : "crashed"}`);
