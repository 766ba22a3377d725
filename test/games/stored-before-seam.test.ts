/**
 * Storage written before the game seam (test/fixtures/tables/before-game-seam.json, by main at
 * 381319e) still loads: table records read through the Gin Rummy Game and write back byte for
 * byte, and a board's paused match decodes and re-encodes to the same snapshot fields.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { GAMES } from "../../src/games/registry";
import { readTable, writeTable } from "../../src/tables/persistence/records";

const ROOT = resolve(import.meta.dirname, "../..");
const fixture = JSON.parse(readFileSync(resolve(ROOT, "test/fixtures/tables/before-game-seam.json"), "utf8")) as {
  snapshot: string;
  storage: Record<string, string>;
};

const EMPTY_SEAT = { p: "", b: "", y: false, a: -1, o: [], k: false };

describe("storage from before the game seam", () => {
  it("every table record loads and writes back with the same fields (as version 2)", () => {
    const tables = Object.keys(fixture.storage).filter((k) => k.startsWith("t/"));
    expect(tables.length).toBe(2);
    let running = 0;
    for (const key of tables) {
      const text = fixture.storage[key];
      const rec = readTable(text, GAMES);
      if (typeof rec === "string") throw new Error(key + ": " + rec);
      if (rec.match !== undefined) running++;
      // Written again as version 2: the same fields plus the version and the seat maps.
      const written = writeTable(rec, ginRummy);
      const again = JSON.parse(written);
      expect(again.v).toBe(2);
      delete again.v;
      if (again.m !== undefined) {
        expect(again.m.at).toEqual([0, 1]);
        delete again.m.at;
        delete again.m.out;
      }
      // A Gin Rummy table now has four seats: the two stored ones first, two empty ones added.
      const old = JSON.parse(text);
      expect(again.s.slice(2)).toEqual([EMPTY_SEAT, EMPTY_SEAT]);
      again.s = again.s.slice(0, 2);
      expect(again).toEqual(old);
      expect(readTable(written, GAMES)).toEqual(rec);
    }
    expect(running).toBe(1);
  });

  it("a paused board's match fields decode and encode back to the same text", () => {
    const fields = fixture.snapshot.split(".");
    const matchFields = fields.slice(7, fields.length - 1);
    expect(matchFields.length).toBe(ginRummy.table.codec.snapshotFields);
    const m = ginRummy.table.codec.decodeSnapshot(matchFields);
    if (typeof m === "string") throw new Error(m);
    expect(ginRummy.table.codec.encodeSnapshot(m)).toBe(matchFields.join("."));
    expect(ginRummy.rules.turn(m)).toBeGreaterThanOrEqual(0);
  });

  it("a record naming a board kind no game offers is refused, not guessed", () => {
    const text = fixture.storage["t/T2"].replace('"b":"gin_rummy"', '"b":"chess"');
    expect(readTable(text, GAMES)).toBe("bad board");
  });
});
