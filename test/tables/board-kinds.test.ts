/**
 * Boards whose game the service does not play: every board item of src/content/boards.ts exists
 * in both hosts, but fitting one whose kind is not in src/games/registry.ts is refused with a clear
 * message, and the board stays with the player. Every board item is played today (Gin Rummy, Uno
 * No Mercy), so the refusal is checked with a kind no game has, as a forged or future board carries.
 */
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/content/boards";
import { GAMES } from "../../src/games/registry";
import { boardStack, startService, World } from "./fake-host";

const played = new Set(GAMES.map((g) => g.kind));

describe("board kinds", () => {
  it("has a board item for every game the service plays, and plays every board item", () => {
    for (const kind of played) expect(BOARDS.map((b) => b.kind)).toContain(kind);
    expect([...played].sort()).toEqual(BOARDS.map((b) => b.kind).sort());
  });

  it("refuses a board of a kind it does not play: board kept, table unchanged, then a played board still fits", () => {
    const unplayed = BOARDS.filter((b) => !played.has(b.kind)).map((b) => b.kind).concat(["no_such_game"]);
    for (const kind of unplayed) {
      const world = new World(1);
      world.addPlayer("ann");
      const service = startService(world);
      service.createTable("T1", "ann");
      const stack = boardStack("", kind);
      world.inventories.set("ann", [{ ...stack }]);
      const before = new Map(world.storage);
      const r = service.fitBoard("T1", "ann", kind, "", stack);
      expect(r.ok, kind).toBe(false);
      if (!r.ok) expect(r.error.key).toBe("tables.error.unknown_board");
      expect(world.toldKeys("ann")).toContain("tables.error.unknown_board");
      expect(world.count("ann", stack.item)).toBe(1);
      expect(service.info("T1")?.board).toBe("");
      expect(world.storage).toEqual(before);
      // The same table takes a board it plays.
      const gin = world.giveBoard("ann");
      expect(service.fitBoard("T1", "ann", "gin_rummy", "", gin).ok).toBe(true);
      expect(service.info("T1")?.board).toBe("gin_rummy");
      expect(world.count("ann", stack.item)).toBe(1);
    }
  });
});
