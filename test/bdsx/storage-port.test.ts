/**
 * The storage port: an fsync'ed journal is the truth and bdsx storage its copy, so a write is
 * durable when `set` returns even though bdsx writes its files ~0.5 s later, and an older bdsx
 * file never brings a deleted key back. Crashes are simulated by restarting from an older copy of
 * what bdsx had written, with the journal as it was on disk.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Storage } from "bdsx/storage";
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../../src/engine/random";
import { BdsxStoragePort, type KeyValues } from "../../plugin/bdsx/src/storage-port";
import { JOURNAL_HEADER } from "../../src/tables/journal";

/** A bdsx storage value; `saved` is what its driver last wrote to disk (saveRequest writes it). */
class FakeStorage implements Storage<KeyValues> {
  data: KeyValues | undefined;
  saved: string;
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
    return Promise.resolve();
  }
}

const journal = (): string => join(mkdtempSync(join(tmpdir(), "gt-journal-")), "game-tables.journal");

describe("bdsx storage port", () => {
  it("stores, lists and deletes", () => {
    const port = new BdsxStoragePort(new FakeStorage(), journal());
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

  it("ignores a torn last journal line (its write never returned)", () => {
    const path = journal();
    const port = new BdsxStoragePort(new FakeStorage(), path);
    port.set("a", "1");
    port.close();
    appendFileSync(path, "S\ta\t2");
    const after = new BdsxStoragePort(new FakeStorage(), path);
    expect(after.get("a")).toBe("1");
    after.close();
  });

  it("a bdsx file older than the journal never brings a settled escrow back (issue 11), and is rewritten", () => {
    const path = journal();
    const store = new FakeStorage();
    const port = new BdsxStoragePort(store, path);
    port.set("t/1", "table");
    port.set("e/m1", "held");
    const saved = JSON.stringify(store.data); // bdsx wrote the map while the stakes were held
    port.delete("e/m1");
    port.close();
    for (let kill = 0; kill < 2; kill++) {
      const older = new FakeStorage(saved);
      const back = new BdsxStoragePort(older, path);
      expect(back.list("").sort()).toEqual(["t/1"]);
      expect(older.data).toEqual({ "t/1": "table" });
      back.close();
    }
  });

  it("upgrades the earlier journal (JSON lines past the map's #seq) once, losing no write", () => {
    const path = journal();
    writeFileSync(path, ['{"s":1,"k":"t/1","v":"old"}', '{"s":2,"k":"e/1","v":"held"}', '{"s":3,"k":"e/1"}', '{"s":4,"k":"t/2","v":"b"}', '{"s":5,"k":"t/'].join("\n"));
    const store = new FakeStorage(JSON.stringify({ "#seq": "2", "t/1": "old", "e/1": "held" }));
    const port = new BdsxStoragePort(store, path);
    expect(port.list("").sort()).toEqual(["t/1", "t/2"]);
    expect(store.data).toEqual({ "t/1": "old", "t/2": "b" });
    port.close();
    expect(readFileSync(path, "utf8").startsWith(JOURNAL_HEADER)).toBe(true);
    const again = new BdsxStoragePort(new FakeStorage(JSON.stringify({ "#seq": "2", "e/1": "held" })), path);
    expect(again.list("").sort()).toEqual(["t/1", "t/2"]);
    again.close();
  });

  it("random writes and crashes at random points: the state after a restart is the last returned write's", async () => {
    const rng = createRng(2026);
    for (let run = 0; run < 16; run++) {
      const path = journal();
      const store = new FakeStorage();
      let port = new BdsxStoragePort(store, path);
      const truth = new Map<string, string>();
      const saves: string[] = [];
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
          saves.push(store.saved);
        } else if (r === 1) {
          await Promise.resolve(); // a compaction may finish
        } else if (r === 2) {
          port.close(); // crash: restart from what bdsx wrote at some point, plus the journal
          if (saves.length > 0 && randomInt(rng, 2) === 0) store.saved = saves[randomInt(rng, saves.length)];
          store.data = store.saved === "" ? undefined : (JSON.parse(store.saved) as KeyValues);
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
