/**
 * A bdsx server that ran the storage port's older format (a JSON-lines journal of numbered writes,
 * the port's own `.snapshot`, `#seq` in bdsx's map) starts on the shared journal without losing a
 * write; damaged old files refuse start-up, rewriting nothing (the old port skipped on silently).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Storage } from "bdsx/storage";
import { describe, expect, it } from "vitest";
import { openStorage, type KeyValues } from "../../plugin/bdsx/src/storage-port";
import { toStored } from "../../plugin/bdsx/src/storage-text";
import { JOURNAL_HEADER, JournalError } from "../../src/tables/persistence/journal";

function store(data?: KeyValues): Storage<KeyValues> & { data: KeyValues | undefined } {
  const box = { data };
  return {
    get data() {
      return box.data;
    },
    set data(v) {
      box.data = v;
    },
    isLoaded: true,
    init: (v: KeyValues | undefined) => {
      box.data = v;
    },
    close: () => true,
  } as never;
}

const line = (s: number, k: string, v?: string): string => JSON.stringify(v === undefined ? { s, k } : { s, k, v }) + "\n";

/** A folder with the old files: journal text, snapshot text (or none). */
function oldFiles(journal: string, snapshot?: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "gt-upgrade-")), "game-tables.journal");
  writeFileSync(path, journal);
  if (snapshot !== undefined) writeFileSync(path + ".snapshot", snapshot);
  return path;
}

function state(data: KeyValues | undefined, path: string): Record<string, string> {
  const { storage, close } = openStorage(store(data), path);
  const out: Record<string, string> = {};
  for (const k of storage.list("").sort()) out[k] = storage.get(k) as string;
  close();
  return out;
}

describe("bdsx storage: upgrade from the old format", () => {
  it("takes the snapshot when it is newer than bdsx's map, replays the journal past it, and drops the old files", () => {
    const snap = JSON.stringify({ seq: 10, map: { "t/1": "Jürgen's table", "e/m1": "held", "t/9": "old" } });
    const path = oldFiles(line(9, "t/9", "older") + line(11, "e/m1") + line(12, "t/2", "Zoë"), snap);
    const map: KeyValues = { "t/1": "stale", "#seq": "4" };
    const s = store(map);
    const { storage, close } = openStorage(s, path);
    expect(storage.list("").sort()).toEqual(["t/1", "t/2", "t/9"]);
    expect(storage.get("t/1")).toBe("Jürgen's table");
    expect(storage.get("t/2")).toBe("Zoë");
    expect(storage.get("t/9")).toBe("old"); // line 9 is older than the snapshot
    close();
    expect(existsSync(path + ".snapshot")).toBe(false);
    expect(readFileSync(path, "utf8").startsWith(JOURNAL_HEADER)).toBe(true);
    // bdsx's map became the copy: no `#seq`, values ASCII.
    expect(s.data).toEqual({ "t/1": toStored("Jürgen's table"), "t/2": toStored("Zoë"), "t/9": "old" });
    // And it reads the same again, from the new journal alone.
    expect(state(undefined, path)).toEqual({ "t/1": "Jürgen's table", "t/2": "Zoë", "t/9": "old" });
  });

  it("takes bdsx's map when it is newer than the snapshot (values as bdsx kept them, escaped)", () => {
    const path = oldFiles(line(5, "t/1", "five") + line(6, "t/2", "six"), JSON.stringify({ seq: 3, map: { "t/0": "gone" } }));
    expect(state({ "t/1": toStored("fünf"), "#seq": "5" }, path)).toEqual({ "t/1": "fünf", "t/2": "six" });
  });

  it("an emptied old journal without a snapshot: bdsx's map is the state", () => {
    const path = oldFiles("");
    expect(state({ "t/1": "a", "#seq": "7" }, path)).toEqual({ "t/1": "a" });
  });

  it("keeps the write appended right behind a torn one on the same line (the old port dropped it and everything after)", () => {
    const torn = line(3, "t/3", "never returned").substring(0, 12);
    const path = oldFiles(line(1, "t/1", "a") + line(2, "t/2", "b") + torn + line(3, "t/3", "c") + line(4, "t/4", "d") + '{"s":5,"k":"t/5"');
    expect(state(undefined, path)).toEqual({ "t/1": "a", "t/2": "b", "t/3": "c", "t/4": "d" });
    // Torn inside its first characters too.
    const path2 = oldFiles(line(1, "t/1", "a") + '{"' + line(2, "t/2", "b"));
    expect(state(undefined, path2)).toEqual({ "t/1": "a", "t/2": "b" });
  });

  it("a damaged line in the middle of the old journal refuses start-up; nothing is rewritten", () => {
    const journal = line(1, "t/1", "a") + "{not json}\n" + line(3, "e/m1") + line(4, "t/4", "d");
    const snap = JSON.stringify({ seq: 0, map: {} });
    for (const bad of [journal, line(1, "t/1", "a") + line(2, "t/2", "b").trimEnd() + "X" + line(3, "t/3", "c")]) {
      const path = oldFiles(bad, snap);
      const s = store({ "e/m1": "held", "#seq": "0" });
      expect(() => openStorage(s, path)).toThrow(JournalError);
      expect(() => openStorage(s, path)).toThrow(/game-tables\.journal: line 2 is damaged/);
      expect(readFileSync(path, "utf8")).toBe(bad);
      expect(readFileSync(path + ".snapshot", "utf8")).toBe(snap);
      expect(s.data).toEqual({ "e/m1": "held", "#seq": "0" });
    }
  });

  it("an unreadable old snapshot refuses start-up (it was never read as 'no snapshot'); nothing is rewritten", () => {
    for (const snap of ['{"seq":12,"map":{"t/1":"a"', '{"seq":"12","map":{}}', '{"seq":12,"map":{"t/1":7}}']) {
      const path = oldFiles(line(13, "t/2", "b"), snap);
      expect(() => openStorage(store({ "#seq": "2" }), path)).toThrow(/game-tables\.journal\.snapshot: unreadable/);
      expect(readFileSync(path, "utf8")).toBe(line(13, "t/2", "b"));
      expect(readFileSync(path + ".snapshot", "utf8")).toBe(snap);
    }
  });

  it("an upgrade that stopped after writing the new journal: the leftover snapshot goes, the journal is the state", () => {
    const path = oldFiles(JOURNAL_HEADER + "S\tt/1\tnew\n", JSON.stringify({ seq: 99, map: { "t/1": "old", "t/2": "old" } }));
    expect(state({ "t/1": "old", "#seq": "99" }, path)).toEqual({ "t/1": "new" });
    expect(existsSync(path + ".snapshot")).toBe(false);
  });

  it("a storage without a journal (names, chairs) drops the old write counter from bdsx's map", () => {
    const s = store({ "x-ann": "Ann", "#seq": "3" });
    const { storage } = openStorage(s);
    expect(storage.list("")).toEqual(["x-ann"]);
    expect(s.data).toEqual({ "x-ann": "Ann" });
  });
});
