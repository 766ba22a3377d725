/**
 * The storage every host uses (src/tables/journal.ts): the journal is the truth and the host's
 * store only its copy, so after any crash storage shows the newest acknowledged state, deletions
 * included, whatever older copy the host brings back; a torn write is ignored; a damaged journal
 * is refused, untouched.
 */
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../../src/util/random";
import { JOURNAL_HEADER, JournalError, JournalStorage, setLine, type HostCopy, type JournalFile } from "../../src/tables/journal";

class Disk implements JournalFile {
  constructor(public text: string | undefined = undefined) {}
  read(): string | undefined {
    return this.text;
  }
  append(text: string): void {
    this.text = (this.text ?? "") + text;
  }
  replace(text: string): void {
    this.text = text;
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
      expect(stale.map).toEqual(new Map([["t/1", "b"]]));
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
    let replaced = 0;
    const replace = disk.replace.bind(disk);
    disk.replace = (t) => {
      replaced++;
      replace(t);
    };
    for (let i = 0; i < 60; i++) s.set(`t/${i % 7}`, big + i);
    s.delete("t/0");
    expect(replaced).toBeGreaterThan(0);
    expect((disk.text as string).length).toBeLessThan(60 * 50_000);
    const expected = new Map<string, string>();
    for (let i = 0; i < 60; i++) expected.set(`t/${i % 7}`, big + i);
    expected.delete("t/0");
    expect(view(new JournalStorage(disk, new Copy(), "j"))).toEqual(new Map([...expected].sort()));
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
