/**
 * The storage port: the shared journal (src/tables/persistence/journal.ts) fsync'ed in a file, bdsx storage
 * as its copy, so a write is durable when `set` returns even though bdsx writes its files ~0.5 s
 * later and without fsync. Crashes are simulated by restarting from an older copy of what bdsx had
 * written (or none: a power cut can lose bdsx's unsynced file), with the journal as it was on disk.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Storage } from "bdsx/storage";
import { describe, expect, it } from "vitest";
import { FakeBdsx } from "./fake-bdsx";
import { createRng, randomInt } from "../../src/util/random";
import { byTier } from "../support/tier";
import { openStorage, type KeyValues } from "../../plugin/bdsx/src/storage-port";
import { JOURNAL_HEADER } from "../../src/tables/persistence/journal";
import type { StoragePort } from "../../src/tables/ports";

type Port = StoragePort & { close(): void };

function open(store: Storage<KeyValues>, path?: string): Port {
  const { storage, close } = openStorage(store, path);
  return { get: (k) => storage.get(k), set: (k, v) => storage.set(k, v), delete: (k) => storage.delete(k), list: (p) => storage.list(p), close };
}

/** A bdsx storage value; `saved` is what its driver last wrote to disk (saveRequest writes it). */
class FakeStorage implements Storage<KeyValues> {
  data: KeyValues | undefined;
  saved: string;
  /** Every file bdsx wrote, oldest first: without fsync, a power cut may leave any of them. */
  history: string[] = [""];
  constructor(saved = "") {
    this.saved = saved;
    this.data = saved === "" ? undefined : (JSON.parse(saved) as KeyValues);
  }
  get isLoaded(): boolean {
    return true;
  }
  init(v: KeyValues | undefined): void {
    this.data = v;
  }
  close(): boolean {
    return true;
  }
  /** bdsx's write-behind: copies the value to "disk" and resolves. */
  saveRequest(): Promise<void> {
    this.saved = JSON.stringify(this.data ?? {});
    this.history.push(this.saved);
    return Promise.resolve();
  }
}

const journal = (): string => join(mkdtempSync(join(tmpdir(), "gt-journal-")), "game-tables.journal");

describe("bdsx storage port", () => {
  it("stores, lists and deletes", () => {
    const port = open(new FakeStorage(), journal());
    port.set("t/1", "a");
    port.set("t/2", "b");
    port.set("e/9", "c");
    port.delete("t/2");
    expect(port.get("t/1")).toBe("a");
    expect(port.get("t/2")).toBeUndefined();
    expect(port.list("t/")).toEqual(["t/1"]);
    expect(port.list("").sort()).toEqual(["e/9", "t/1"]);
    port.close();
  });

  it("a write that returned survives a crash before bdsx wrote it, deletes included", () => {
    const path = journal();
    const before = new FakeStorage();
    const port = open(before, path);
    port.set("t/1", "v1");
    port.set("e/1", "held");
    const onDisk = JSON.stringify(before.data); // bdsx wrote this much
    port.set("t/1", "v2");
    port.delete("e/1");
    port.set("p/1", "paused");
    port.close();
    const after = open(new FakeStorage(onDisk), path);
    expect(after.get("t/1")).toBe("v2");
    expect(after.get("e/1")).toBeUndefined();
    expect(after.get("p/1")).toBe("paused");
    after.set("t/2", "next");
    after.close();
    const again = open(new FakeStorage(onDisk), path);
    expect(again.list("").sort()).toEqual(["p/1", "t/1", "t/2"]);
    again.close();
  });

  it("a bdsx file older than the journal never brings a settled escrow back (issue 11), even twice", () => {
    const path = journal();
    const store = new FakeStorage();
    const port = open(store, path);
    port.set("t/1", "table");
    port.set("e/m1", "held");
    const saved = JSON.stringify(store.data); // bdsx wrote the map while the stakes were held
    port.delete("e/m1");
    port.close();
    for (let kill = 0; kill < 2; kill++) {
      const back = open(new FakeStorage(saved), path);
      expect(back.list("").sort()).toEqual(["t/1"]);
      back.close();
    }
  });

  it("ignores a torn last journal line (its write never returned)", () => {
    const path = journal();
    const port = open(new FakeStorage(), path);
    port.set("a", "1");
    port.close();
    appendFileSync(path, "S\ta\t2");
    const after = open(new FakeStorage(), path);
    expect(after.get("a")).toBe("1");
    after.close();
  });

  it("compacts the journal into one atomic snapshot of itself: losing bdsx's unsynced file loses nothing", async () => {
    const path = journal();
    const store = new FakeStorage();
    const port = open(store, path);
    const big = "x".repeat(16384);
    for (let i = 0; i < 100; i++) {
      port.set(`t/${i % 20}`, big + i);
      await store.saveRequest(); // bdsx reports its file written (renamed, not fsync'ed)
    }
    // Compacted once past 1 MB: the 20 values then, and the writes since.
    const lines = readFileSync(path, "utf8").split("\n").length;
    expect(lines).toBeLessThan(150); // 202 uncompacted (each write's line and its count's, WRITES_KEY)
    expect(statSync(path).size).toBeLessThan(90 * 16400);
    port.set("t/last", "1");
    port.close();
    // A power cut: bdsx's file never reached the disk.
    const after = open(new FakeStorage(), path);
    expect(after.list("t/")).toHaveLength(21);
    expect(after.get("t/0")).toBe(big + 80);
    expect(after.get("t/19")).toBe(big + 99);
    expect(after.get("t/last")).toBe("1");
    after.close();
    // An older bdsx file is only a stale copy: the journal wins.
    const older = open(new FakeStorage(store.history[3]), path);
    expect(older.list("t/")).toHaveLength(21);
    expect(older.get("t/0")).toBe(big + 80);
    older.close();
  });

  it("a damaged line in the middle refuses start-up instead of dropping the writes after it; nothing is rewritten", () => {
    const path = journal();
    const port = open(new FakeStorage(), path);
    port.set("a", "1");
    port.set("b", "2");
    port.close();
    const text = readFileSync(path, "utf8");
    appendFileSync(path, "garbage\n" + "S\tc\t3\n");
    const damaged = readFileSync(path, "utf8");
    const store = new FakeStorage(JSON.stringify({ a: "1" }));
    expect(() => open(store, path)).toThrow(/line 6 is damaged/); // header, then each write and its count
    expect(readFileSync(path, "utf8")).toBe(damaged);
    expect(store.data).toEqual({ a: "1" });
    expect(damaged.startsWith(text)).toBe(true);
  });

  it("a damaged journal or old snapshot stops the plugin's tables with one log line, no stack trace; nothing is rewritten", () => {
    const cases: [string, (path: string) => string, string][] = [
      ["tables", (p) => p, "line 3 is damaged"],
      ["transfers", (p) => p + ".transfers", "line 3 is damaged"],
      ["an old snapshot", (p) => p + ".drops.snapshot", "unreadable (damaged)"],
    ];
    for (const [what, file, why] of cases) {
      const path = journal();
      const text = what === "an old snapshot" ? '{"seq":4,"map":{"t/1"' : JOURNAL_HEADER + "S\tt/1\tx\n" + "junk\n" + "D\tt/1\n";
      writeFileSync(file(path), text);
      if (what === "an old snapshot") writeFileSync(path + ".drops", "");
      const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 }, true, path);
      b.open();
      expect(b.plugin, what).toBeUndefined();
      expect(b.log, what).toEqual([`game-tables: ${file(path)}: ${why}${why.startsWith("line") ? " (not a write this mod made)" : ""}; the file is left as it is, tables are disabled`]);
      expect(readFileSync(file(path), "utf8"), what).toBe(text);
    }
  });

  it("bdsx's map is rewritten from the journal at start: a stale key in it is dropped", () => {
    const path = journal();
    const store = new FakeStorage();
    const port = open(store, path);
    port.set("e/m1", "held");
    const saved = JSON.stringify(store.data);
    port.delete("e/m1");
    port.set("t/1", "Jürgen");
    port.close();
    const back = new FakeStorage(saved);
    open(back, path).close();
    // The count of writes is copied too: it is how a restored older journal is told at start.
    expect(Object.keys(back.data ?? {}).sort()).toEqual(["#writes", "t/1"]);
    expect(back.data?.["t/1"]).toBe("\u0001J%00fcrgen");
  });

  it("random writes and crashes at random points: the state after a restart is the last returned write's", async () => {
    const rng = createRng(2026);
    // 16 runs of 300 writes (each fsync'ed); the fast tier runs the first 4.
    for (let run = 0; run < byTier(16, 4); run++) {
      const path = journal();
      const store = new FakeStorage();
      let port = open(store, path);
      const truth = new Map<string, string>();
      for (let op = 0; op < 300; op++) {
        const key = `k/${randomInt(rng, 12)}`;
        if (randomInt(rng, 4) === 0) {
          port.delete(key);
          truth.delete(key);
        } else {
          const v = "v".repeat(randomInt(rng, 3000)) + op;
          port.set(key, v);
          truth.set(key, v);
        }
        const r = randomInt(rng, 10);
        if (r === 0) {
          await store.saveRequest(); // bdsx got round to writing
        } else if (r === 2) {
          // crash: restart from a file bdsx wrote (unsynced, so any of them, or none), plus the journal
          port.close();
          const file = randomInt(rng, 2) === 0 ? store.saved : store.history[randomInt(rng, store.history.length)];
          store.data = file === "" ? undefined : (JSON.parse(file) as KeyValues);
          port = open(store, path);
          const got = new Map(port.list("").map((k) => [k, port.get(k) as string]));
          expect(got).toEqual(truth);
        }
      }
      port.close();
      expect(existsSync(path)).toBe(true);
    }
  });
});
