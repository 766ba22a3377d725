/**
 * The storage port: bdsx storage plus an fsync'ed journal and snapshot, so a write is durable when
 * `set` returns even though bdsx writes its files ~0.5 s later and without fsync. Crashes are
 * simulated by restarting from an older copy of what bdsx had written (or none: a power cut can
 * lose bdsx's unsynced file), with the journal and snapshot as they were on disk.
 */
import { appendFileSync, existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Storage } from "bdsx/storage";
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../../src/util/random";
import { BdsxStoragePort, type KeyValues } from "../../plugin/bdsx/src/storage-port";

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
  it("stores, lists and deletes; its bookkeeping key is invisible", () => {
    const port = new BdsxStoragePort(new FakeStorage(), journal());
    port.set("t/1", "a");
    port.set("t/2", "b");
    port.set("e/9", "c");
    port.delete("t/2");
    expect(port.get("t/1")).toBe("a");
    expect(port.get("t/2")).toBeUndefined();
    expect(port.list("t/")).toEqual(["t/1"]);
    expect(port.list("").sort()).toEqual(["e/9", "t/1"]);
    expect(port.get("#seq")).toBeUndefined();
    port.close();
  });

  it("a write that returned survives a crash before bdsx wrote it, deletes included", () => {
    const path = journal();
    const before = new FakeStorage();
    const port = new BdsxStoragePort(before, path);
    port.set("t/1", "v1");
    port.set("e/1", "held");
    const onDisk = JSON.stringify(before.data); // bdsx wrote this much
    port.set("t/1", "v2");
    port.delete("e/1");
    port.set("p/1", "paused");
    port.close();
    const after = new BdsxStoragePort(new FakeStorage(onDisk), path);
    expect(after.get("t/1")).toBe("v2");
    expect(after.get("e/1")).toBeUndefined();
    expect(after.get("p/1")).toBe("paused");
    after.set("t/2", "next");
    after.close();
    const again = new BdsxStoragePort(new FakeStorage(onDisk), path);
    expect(again.list("").sort()).toEqual(["p/1", "t/1", "t/2"]);
    again.close();
  });

  it("a bdsx file older than the journal never brings a settled escrow back (issue 11), even twice", () => {
    const path = journal();
    const store = new FakeStorage();
    const port = new BdsxStoragePort(store, path);
    port.set("t/1", "table");
    port.set("e/m1", "held");
    const saved = JSON.stringify(store.data); // bdsx wrote the map while the stakes were held
    port.delete("e/m1");
    port.close();
    for (let kill = 0; kill < 2; kill++) {
      const back = new BdsxStoragePort(new FakeStorage(saved), path);
      expect(back.list("").sort()).toEqual(["t/1"]);
      back.close();
    }
  });

  it("ignores a torn last journal line (its write never returned)", () => {
    const path = journal();
    const port = new BdsxStoragePort(new FakeStorage(), path);
    port.set("a", "1");
    port.close();
    appendFileSync(path, '{"s":2,"k":"a","v":"2');
    const after = new BdsxStoragePort(new FakeStorage(), path);
    expect(after.get("a")).toBe("1");
    after.close();
  });

  it("empties the journal only into its own fsync'ed snapshot: losing bdsx's unsynced file loses nothing", async () => {
    const path = journal();
    const store = new FakeStorage();
    const port = new BdsxStoragePort(store, path);
    const big = "x".repeat(4096);
    for (let i = 0; i < 80; i++) {
      port.set(`t/${i}`, big);
      await store.saveRequest(); // bdsx reports its file written (renamed, not fsync'ed)
    }
    expect(statSync(path).size).toBeLessThan(256 * 1024);
    expect(existsSync(path + ".snapshot")).toBe(true);
    port.set("t/last", "1");
    port.close();
    // A power cut: bdsx's file never reached the disk.
    const after = new BdsxStoragePort(new FakeStorage(), path);
    expect(after.list("t/")).toHaveLength(81);
    expect(after.get("t/0")).toBe(big);
    expect(after.get("t/last")).toBe("1");
    after.close();
    // bdsx's file from before the snapshot: the snapshot is newer and wins.
    const older = new BdsxStoragePort(new FakeStorage(store.history[3]), path);
    expect(older.list("t/")).toHaveLength(81);
    older.close();
  });

  it("random writes and crashes at random points: the state after a restart is the last returned write's", async () => {
    const rng = createRng(2026);
    for (let run = 0; run < 16; run++) {
      const path = journal();
      const store = new FakeStorage();
      let port = new BdsxStoragePort(store, path);
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
        } else if (r === 1) {
          await Promise.resolve(); // a compaction may finish
        } else if (r === 2) {
          // crash: restart from a file bdsx wrote (unsynced, so any of them, or none), plus the journal
          port.close();
          const file = randomInt(rng, 2) === 0 ? store.saved : store.history[randomInt(rng, store.history.length)];
          store.data = file === "" ? undefined : (JSON.parse(file) as KeyValues);
          port = new BdsxStoragePort(store, path);
          const got = new Map(port.list("").map((k) => [k, port.get(k) as string]));
          expect(got).toEqual(truth);
        }
      }
      port.close();
      expect(existsSync(path)).toBe(true);
    }
  });
});
