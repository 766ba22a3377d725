/**
 * The storage every host uses (src/tables/persistence/journal.ts): the journal is the truth and the host's
 * store only its copy, so after any crash storage shows the newest acknowledged state, deletions
 * included, whatever older copy the host brings back; a torn write is ignored; a damaged journal
 * is refused, untouched.
 */
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../../src/util/random";
import { JOURNAL_HEADER, JournalError, JournalStorage, setLine, type HostCopy, type JournalFile } from "../../src/tables/persistence/journal";

/** The journal and the next file a compaction writes (kept in pieces: a test writes megabytes). */
class Disk implements JournalFile {
  private parts: string[] | undefined;
  next: string[] | undefined;
  /** The largest single write to the next file, and how many were swapped in. */
  largestNextWrite = 0;
  swaps = 0;
  constructor(text: string | undefined = undefined) {
    this.parts = text === undefined ? undefined : [text];
  }
  get text(): string | undefined {
    return this.parts?.join("");
  }
  read(): string | undefined {
    return this.text;
  }
  append(text: string): void {
    (this.parts ??= []).push(text);
  }
  startNext(text: string): void {
    this.next = [text];
  }
  appendNext(text: string): void {
    if (this.next === undefined) throw new Error("no next file");
    this.next.push(text);
    this.largestNextWrite = Math.max(this.largestNextWrite, text.length);
  }
  swapNext(): void {
    this.parts = this.next;
    this.next = undefined;
    this.swaps++;
  }
  /** The files as a crash now would leave them. */
  crashCopy(): Disk {
    const d = new Disk(this.text);
    d.next = this.next === undefined ? undefined : [this.next.join("")];
    return d;
  }
}

class Copy implements HostCopy {
  constructor(public map = new Map<string, string>()) {}
  keys(): string[] {
    return [...this.map.keys()];
  }
  get(key: string): string | undefined {
    return this.map.get(key);
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

function view(s: JournalStorage): Map<string, string> {
  return new Map(s.list("").sort().map((k) => [k, s.get(k) as string]));
}

const AWKWARD = ["", "plain", "tab\there", "new\nline", "back\\slash", "\\n not a newline", "\\", "ünï €", "S\tk\tv\n"];

describe("journal storage", () => {
  it("keeps any key and value through a restart, deletions included", () => {
    const disk = new Disk();
    const s = new JournalStorage(disk, new Copy(), "j");
    AWKWARD.forEach((v, i) => s.set(`k${i}/${v}`, v));
    s.delete(`k2/${AWKWARD[2]}`);
    s.set("e/1", "held");
    s.delete("e/1");
    s.delete("never/written");
    const again = new JournalStorage(disk, new Copy(), "j");
    expect(view(again)).toEqual(view(s));
    expect(again.get("e/1")).toBeUndefined();
    expect(again.list("k2/")).toEqual([]);
    expect(disk.text?.startsWith(JOURNAL_HEADER)).toBe(true);
  });

  it("never reads an older host store back once a journal exists, and rewrites it to match", () => {
    const disk = new Disk();
    const copy = new Copy();
    const s = new JournalStorage(disk, copy, "j");
    s.set("t/1", "a");
    s.set("e/1", "held");
    const older = new Map(copy.map);
    s.delete("e/1");
    s.set("t/1", "b");
    for (let kill = 0; kill < 2; kill++) {
      const stale = new Copy(new Map(older));
      const back = new JournalStorage(disk, stale, "j");
      expect(view(back)).toEqual(new Map([["t/1", "b"]]));
      expect(stale.map).toEqual(new Map([["t/1", "b"], ["#writes", "4"]]));
    }
  });

  it("refuses a journal older than the host's copy (a backup put back) with one line, and changes nothing", () => {
    const disk = new Disk();
    const copy = new Copy();
    const s = new JournalStorage(disk, copy, "j");
    s.set("t/1", "a");
    s.set("e/1", "held");
    const backup = disk.text as string;
    s.delete("e/1"); // the match ended and paid
    s.set("t/1", "b");
    const restored = new Disk(backup);
    const copied = new Map(copy.map);
    expect(() => new JournalStorage(restored, new Copy(new Map(copied)), "world/game_tables.journal")).toThrow(JournalError);
    expect(() => new JournalStorage(restored, new Copy(new Map(copied)), "world/game_tables.journal")).toThrow(
      "world/game_tables.journal went back in time: it holds 2 writes, but the copy in the host's storage saw 4",
    );
    expect(restored.text).toBe(backup);
    // The line's way on: without the journal, the newer copy is the state.
    expect(view(new JournalStorage(new Disk(), new Copy(new Map(copied)), "j"))).toEqual(new Map([["t/1", "b"]]));
    // A copy as new as the journal, or older, is no sign of that.
    expect(view(new JournalStorage(new Disk(disk.text), new Copy(new Map(copied)), "j"))).toEqual(new Map([["t/1", "b"]]));
  });

  it("a write torn inside its count line leaves the copy's count at most the journal's", () => {
    const disk = new Disk();
    const copy = new Copy();
    const s = new JournalStorage(disk, copy, "j");
    s.set("t/1", "a");
    const before = disk.text as string;
    const saved = new Map(copy.map); // the copy as the host saved it before the next write
    const lines = setLine("t/2", "b") + setLine("#writes", "2");
    for (let cut = 0; cut < lines.length; cut++) {
      const back = new JournalStorage(new Disk(before + lines.substring(0, cut)), new Copy(new Map(saved)), "j");
      expect(back.get("t/1")).toBe("a");
    }
  });

  it("a new world starts from the host store (no journal yet); a journal of the older format is replayed over it", () => {
    const copy = new Copy(new Map([["t/1", "old"], ["e/1", "held"]]));
    const fresh = new Disk();
    expect(view(new JournalStorage(fresh, copy, "j"))).toEqual(new Map([["t/1", "old"], ["e/1", "held"]]));
    expect(fresh.text).toBe(JOURNAL_HEADER + "S\te/1\theld\nS\tt/1\told\n");
    const legacy = new Disk("S\tt/1\tnew\nD\te/1\nS\tm/1\ta\\tb\n");
    const upgraded = new JournalStorage(legacy, new Copy(new Map(copy.map)), "j");
    expect(view(upgraded)).toEqual(new Map([["m/1", "a\tb"], ["t/1", "new"]]));
    expect(legacy.text?.startsWith(JOURNAL_HEADER)).toBe(true);
  });

  it("ignores a write torn at any byte, and reads the writes made after it", () => {
    const base = new Disk();
    const s = new JournalStorage(base, new Copy(), "j");
    s.set("t/1", "a\tb");
    const before = base.text as string;
    const line = "S\tt/2\tvalue with \\\\ and \\n\n";
    for (let cut = 0; cut < line.length; cut++) {
      const disk = new Disk(before + line.substring(0, cut));
      const back = new JournalStorage(disk, new Copy(), "j");
      expect(view(back)).toEqual(new Map([["t/1", "a\tb"]]));
      expect(back.tornBytes).toBe(cut);
      back.set("t/3", "c");
      expect(view(new JournalStorage(disk, new Copy(), "j"))).toEqual(new Map([["t/1", "a\tb"], ["t/3", "c"]]));
    }
  });

  it("refuses a damaged journal with the line that is wrong, and leaves the file as it is", () => {
    for (const bad of ["X\tt/1\n", "S\tonly-key\n", "D\tk\textra\n", "S\tk\tbad \\q escape\n", "\n"]) {
      const text = JOURNAL_HEADER + "S\tt/1\ta\n" + bad + "S\tt/2\tb\n";
      const disk = new Disk(text);
      expect(() => new JournalStorage(disk, new Copy(), "world/game_tables.journal")).toThrow(JournalError);
      expect(() => new JournalStorage(disk, new Copy(), "world/game_tables.journal")).toThrow("world/game_tables.journal: line 3 is damaged");
      expect(disk.text).toBe(text);
    }
  });

  it("compacts a long journal into a snapshot without losing a write", () => {
    const disk = new Disk();
    const s = new JournalStorage(disk, new Copy(), "j");
    const big = "x".repeat(50_000);
    for (let i = 0; i < 60; i++) s.set(`t/${i % 7}`, big + i);
    s.delete("t/0");
    expect(disk.swaps).toBeGreaterThan(1); // the start's snapshot and at least one compaction
    expect((disk.text as string).length).toBeLessThan(60 * 50_000);
    const expected = new Map<string, string>();
    for (let i = 0; i < 60; i++) expected.set(`t/${i % 7}`, big + i);
    expected.delete("t/0");
    expect(view(new JournalStorage(disk, new Copy(), "j"))).toEqual(new Map([...expected].sort()));
  });

  it("compacts a little per write: no write copies the whole store", () => {
    const disk = new Disk();
    const s = new JournalStorage(disk, new Copy(), "j");
    const value = "v".repeat(1000);
    for (let i = 0; i < 500; i++) s.set(`t/${i}`, value); // a store of ~0.5 MB
    const swaps = disk.swaps;
    for (let i = 0; i < 5000 && disk.swaps === swaps; i++) s.set(`t/${i % 500}`, value + i);
    expect(disk.swaps).toBe(swaps + 1);
    // Each write copies about its own size (two lines at most), never the ~0.5 MB store.
    expect(disk.largestNextWrite).toBeLessThan(2 * 1100);
    expect(view(new JournalStorage(disk, new Copy(), "j")).size).toBe(500);
  });

  it("a crash at any write of a compaction under way (whole or torn) shows exactly what was acknowledged", () => {
    const rng = createRng(5);
    const disk = new Disk();
    const s = new JournalStorage(disk, new Copy(), "j");
    const truth = new Map<string, string>();
    const pad = "p".repeat(25_000);
    let checked = 0;
    let leftBehind = 0;
    // A compaction of a ~1 MB store, with sets, deletes and new keys while it runs.
    while (disk.swaps < 2) {
      const key = `k/${randomInt(rng, 40)}`;
      if (randomInt(rng, 6) === 0) {
        s.delete(key);
        truth.delete(key);
      } else {
        const value = pad + randomInt(rng, 1000);
        s.set(key, value);
        truth.set(key, value);
      }
      if (disk.next === undefined) continue;
      // Killed now: the journal holds everything; the next file, unfinished, is left behind.
      const crashed = disk.crashCopy();
      const back = new JournalStorage(crashed, new Copy(), "j");
      expect(view(back)).toEqual(new Map([...truth].sort()));
      expect(crashed.next).toBeUndefined(); // the start wrote its own snapshot
      // Killed inside the next write: its torn line is ignored.
      const torn = disk.crashCopy();
      const line = setLine(key, "unacknowledged");
      torn.append(line.substring(0, randomInt(rng, line.length)));
      expect(view(new JournalStorage(torn, new Copy(), "j"))).toEqual(new Map([...truth].sort()));
      checked++;
      if (disk.next.length > 1) leftBehind++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(leftBehind).toBeGreaterThan(10);
    expect(view(new JournalStorage(disk, new Copy(), "j"))).toEqual(new Map([...truth].sort()));
  });

  it("a compaction whose next file cannot be written is dropped; the writes are kept and a later one finishes", () => {
    const disk = new Disk();
    const s = new JournalStorage(disk, new Copy(), "j");
    const value = "w".repeat(20_000);
    const appendNext = disk.appendNext.bind(disk);
    let failures = 1;
    disk.appendNext = (t) => {
      if (failures > 0 && disk.next !== undefined && disk.next.length > 2) {
        failures--;
        throw new Error("disk full");
      }
      appendNext(t);
    };
    const truth = new Map<string, string>();
    for (let i = 0; disk.swaps < 2; i++) {
      const key = `t/${i % 30}`;
      try {
        s.set(key, value + i);
      } catch (e) {
        expect((e as Error).message).toBe("disk full");
      }
      truth.set(key, value + i); // the journal has it even when the compaction failed
      expect(s.get(key)).toBe(value + i);
    }
    expect(failures).toBe(0);
    expect(view(new JournalStorage(disk, new Copy(), "j"))).toEqual(new Map([...truth].sort()));
  });

  it("random writes, torn crashes and stale host stores: every start shows exactly what was acknowledged", () => {
    const rng = createRng(11);
    for (let run = 0; run < 40; run++) {
      const disk = new Disk();
      let copy = new Copy();
      const saves: Map<string, string>[] = [];
      let s = new JournalStorage(disk, copy, "j");
      const truth = new Map<string, string>();
      for (let op = 0; op < 200; op++) {
        const key = `k/${randomInt(rng, 10)}`;
        const value = AWKWARD[randomInt(rng, AWKWARD.length)] + op;
        const r = randomInt(rng, 12);
        if (r === 0) saves.push(new Map(copy.map));
        else if (r === 1) {
          // A crash in the middle of a write: part of its line may be on disk; it never returned.
          const line = setLine(key, value);
          disk.append(line.substring(0, randomInt(rng, line.length)));
          copy = new Copy(new Map(saves.length > 0 ? saves[randomInt(rng, saves.length)] : []));
          s = new JournalStorage(disk, copy, "j");
          expect(view(s)).toEqual(new Map([...truth].sort()));
        } else if (r < 5) {
          s.delete(key);
          truth.delete(key);
        } else {
          s.set(key, value);
          truth.set(key, value);
        }
      }
    }
  });
});
