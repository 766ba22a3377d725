import { describe, expect, it } from "vitest";
import { fuzz, fuzzRun, unoScreenLeaks } from "./fuzz";
import { unoNoMercy } from "../../src/games/uno-no-mercy/game";
import { boardStack, press, startService, World } from "./fake-host";
import { byTier } from "../support/tier";

describe("fault-injection fuzz", () => {
  it("keeps every invariant over many random runs with crashes", () => {
    // 2,000 runs; the fast tier runs the first 400, expecting a fifth of each count below.
    const runs = byTier(2000, 400);
    const least = (n: number): number => (n * runs) / 2000;
    const res = fuzz(1, runs);
    if (res.violations.length > 0) console.log(JSON.stringify(res.violations.slice(0, 3), null, 1));
    expect(res.violations).toEqual([]);
    // The runs reach the paths they are meant to: crashes, stakes, payouts, pauses and resumes.
    expect(res.stats.crashes).toBeGreaterThan(least(500));
    expect(res.stats.escrowed).toBeGreaterThan(least(100));
    expect(res.stats.payouts).toBeGreaterThan(least(50));
    expect(res.stats.resumes).toBeGreaterThan(least(30));
    expect(res.stats.refusedSnapshots).toBeGreaterThan(least(30));
    // The disk faults happen: torn journal writes, and host stores older than the journal.
    expect(res.stats.tornWrites).toBeGreaterThan(least(300));
    expect(res.stats.staleStores).toBeGreaterThan(least(300));
    // A quarter of the runs seat 2-4 players at Uno No Mercy tables.
    expect(res.stats.unoStarted).toBeGreaterThan(least(300));
    expect(res.stats.unoEnded).toBeGreaterThan(least(100));
    // A sixteenth play the react game, whose reaction windows go through crashes and restarts.
    expect(res.stats.windowStates).toBeGreaterThan(least(200));
  });

  it("stays clean on the runs that once found a bug (boards and ledger redos after crashes)", () => {
    // Each failed before a fix: replay order after a redo, a redo cut off after its mailbox
    // write, a take redone after its item went to the mailbox, and that take done twice.
    for (const seed of [1000947, 1001357, 9003860, 9009777, 9017296, 123000503]) {
      expect({ seed, violations: fuzzRun(seed).violations }).toEqual({ seed, violations: [] });
    }
  });

  it("its Uno screen check finds another seat's card on a screen, and passes the real one", () => {
    const world = new World(3);
    for (const p of ["ann", "bob"]) world.addPlayer(p, []);
    const service = startService(world);
    service.createTable("T1", "ann");
    const board = boardStack("", "uno_no_mercy");
    world.inventories.set("ann", [{ ...board }]);
    service.fitBoard("T1", "ann", "uno_no_mercy", "", board);
    service.sit("T1", 0, "ann");
    service.sit("T1", 1, "bob");
    for (const p of ["ann", "bob"]) press(service, world, p, "start");
    const screen = world.lastScreen("ann");
    expect(unoScreenLeaks(world.storage, "ann", screen)).toEqual([]);
    const st = unoNoMercy.table.codec.decode(JSON.parse(world.storage.get("t/T1")!).m.x);
    if (typeof st === "string") throw new Error(st);
    const bobs = st.hands[1][0];
    const leaked = { ...screen, game: { ...screen.game!, zones: screen.game!.zones.concat([{ id: "x", deck: "uno", layout: "row", seat: 1, groups: [{ cards: [{ face: bobs }], tone: "plain" }], hidden: 0 }]) } };
    expect(unoScreenLeaks(world.storage, "ann", leaked as typeof screen)).toEqual([`ann saw seat 1's Uno card ${bobs}`]);
  });
});
