/**
 * A host that saves players only every few seconds, as Luanti does: a crash rolls inventories
 * back to the last save while the tables' storage keeps every write. The ledger must redo exactly
 * the moves that were lost, once, and nothing that was saved.
 */
import { describe, expect, it } from "vitest";
import { Escrow } from "../../src/tables/items/escrow";
import { itemStores } from "../../src/tables/items/stores";
import type { TableService } from "../../src/tables/service";
import { Crash, fakePorts, press, resign, startService, World } from "./fake-host";
import { playToEnd, twoSeated, type Setup } from "./helpers";

const DIAMONDS = { item: "default:diamond", count: 10 };
const GOLD = { item: "default:gold_ingot", count: 5 };

function offer(s: Setup, player: string, item: string, count: number): void {
  const slot = s.world.lastScreen(player).stake!.inventory.findIndex((l) => l.item === item);
  expect(press(s.service, s.world, player, "stake.add", { slot: String(slot), count: String(count) })).toEqual({ ok: true });
}

/** Ann stakes 4 diamonds, Bob 5 gold, both start: the stakes are taken into escrow. */
function staked(): Setup {
  const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
  s.world.saveEveryMs = 5000;
  s.world.savePlayers();
  offer(s, "ann", "default:diamond", 4);
  offer(s, "bob", "default:gold_ingot", 5);
  press(s.service, s.world, "ann", "start");
  press(s.service, s.world, "bob", "start");
  expect(s.service.info("T1")!.phase).toBe("playing");
  return s;
}

/** The server dies and starts again with nobody online; `back` join at once. */
function crash(s: Setup, back: string[] = []): Setup {
  s.world.rollBack();
  s.world.online.clear();
  s.world.screens.clear();
  const service: TableService = startService(s.world);
  const again = { world: s.world, service };
  for (const p of back) join(again, p);
  return again;
}

function join(s: Setup, player: string): void {
  s.world.online.add(player);
  s.service.onPlayerJoin(player);
}

function ledgerKeys(s: Setup): string[] {
  return [...s.world.storage.keys()].filter((k) => k.startsWith("l/"));
}

/** Everything of `item` the players hold, in their mailboxes and in escrow. */
function total(s: Setup, item: string): number {
  let n = 0;
  for (const [k, v] of s.world.storage) {
    if (!k.startsWith("e/")) continue;
    const r = JSON.parse(v);
    for (const seat of [0, 1]) if (r.k[seat]) for (const x of r.s[seat]) if (x.i === item) n += x.c;
  }
  for (const p of ["ann", "bob"]) n += s.world.count(p, item);
  for (const [k, v] of s.world.storage) {
    if (!k.startsWith("m/")) continue;
    for (const x of JSON.parse(v).s) if (x.i === item) n += x.c;
  }
  return n;
}

describe("moves a crash rolled back (players saved every 5 s)", () => {
  it("stakes taken just before a crash are taken again, once, as each player comes back", () => {
    let s = staked();
    expect(s.world.count("ann", "default:diamond")).toBe(6);
    s = crash(s);
    // The crash undid the takes: the stakes are back in the inventories, and still in escrow.
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(5);
    join(s, "ann");
    expect(s.world.count("ann", "default:diamond")).toBe(6);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(5);
    join(s, "bob");
    expect(s.world.count("bob", "default:gold_ingot")).toBe(0);
    // A second crash before the next save undoes the redo too; it is redone once more, not twice.
    s = crash(s, ["ann", "bob"]);
    expect(s.world.count("ann", "default:diamond")).toBe(6);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(0);
    // Once the host has saved, the ledger lets go and forgets the ids.
    s.world.advance(5001);
    s.service.tick();
    expect(ledgerKeys(s)).toEqual([]);
    // The match plays on (both look at the table again) and the winner gets the whole pot, once.
    s.service.openScreen("ann", "T1");
    s.service.openScreen("bob", "T1");
    playToEnd(s);
    expect(s.service.info("T1")!.phase).toBe("result");
    expect(total(s, "default:diamond")).toBe(10);
    expect(total(s, "default:gold_ingot")).toBe(5);
  });

  it("a payout lost in a crash is paid again when the winner is back; a saved payout is not", () => {
    for (const saved of [false, true]) {
      let s = staked();
      s.world.advance(5000); // the takes are saved
      playToEnd(s);
      const rec = JSON.parse(s.world.storage.get("t/T1")!);
      const winner = rec.l.w === 0 ? "ann" : "bob";
      const won = s.world.count(winner, "default:diamond") + s.world.count(winner, "default:gold_ingot");
      if (saved) s.world.advance(5000);
      s = crash(s);
      const rolled = s.world.count(winner, "default:diamond") + s.world.count(winner, "default:gold_ingot");
      expect(rolled).toBe(saved ? won : won - 9);
      join(s, "ann");
      join(s, "bob");
      expect(s.world.count(winner, "default:diamond") + s.world.count(winner, "default:gold_ingot")).toBe(won);
      expect(total(s, "default:diamond")).toBe(10);
      expect(total(s, "default:gold_ingot")).toBe(5);
      s.world.advance(5001);
      s.service.tick();
      expect(ledgerKeys(s)).toEqual([]);
    }
  });

  it("a redo that a crash cuts off after its mailbox write gives only what the mailbox did not get", () => {
    let s = staked();
    s.world.advance(5000); // the takes are saved
    playToEnd(s);
    const winner = JSON.parse(s.world.storage.get("t/T1")!).l.w === 0 ? "ann" : "bob";
    s = crash(s);
    // Back with a full inventory: the redone payout only partly fits, the rest goes to the mailbox,
    // and the server dies right after that mailbox write.
    const inv = s.world.inv(winner);
    while (inv.length < 8) inv.push({ item: "default:dirt", count: 64 });
    s.world.onWrite = (key) => {
      if (key.startsWith("m/")) throw new Crash();
    };
    expect(() => join(s, winner)).toThrow(Crash);
    s.world.onWrite = undefined;
    s = crash(s);
    join(s, winner);
    s.service.claimMailbox(winner);
    expect(total(s, "default:diamond")).toBe(10);
    expect(total(s, "default:gold_ingot")).toBe(5);
  });

  it("a stake a crash caught right after its take is taken again after the moves before it, not ahead of them (#11)", () => {
    const s0 = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    s0.world.saveEveryMs = 5000;
    s0.world.savePlayers();
    // Ann stakes 8 of her 10 diamonds and wins them back with Bob's gold: none of it is saved.
    offer(s0, "ann", "default:diamond", 8);
    offer(s0, "bob", "default:gold_ingot", 5);
    press(s0.service, s0.world, "ann", "start");
    press(s0.service, s0.world, "bob", "start");
    expect(resign(s0.service, s0.world, "bob")).toEqual({ ok: true });
    expect(s0.world.count("ann", "default:diamond")).toBe(10);
    // The rematch takes 4 of them; the server dies right after the take's ledger record.
    const before = new Set(ledgerKeys(s0));
    offer(s0, "ann", "default:diamond", 4);
    s0.world.onWrite = (key) => {
      if (key.startsWith("l/ann/") && !before.has(key)) throw new Crash();
    };
    press(s0.service, s0.world, "bob", "rematch");
    expect(() => press(s0.service, s0.world, "ann", "rematch")).toThrow(Crash);
    s0.world.onWrite = undefined;
    // Back as of the last save (10 diamonds, no gold): the first match's take of 8 must still find
    // its diamonds, so the rematch's take may only come after it.
    const s = crash(s0, ["ann", "bob"]);
    expect(total(s, "default:diamond")).toBe(10);
    expect(total(s, "default:gold_ingot")).toBe(5);
    // The rematch never reached the table, so its stake went back too.
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("ann", "default:gold_ingot")).toBe(5);
  });

  it("a replayed take does not help itself to a payout a waiting step left in the mailbox", () => {
    // As a crash leaves it: an older take of ann's (run 1) that the rollback undid and whose items
    // are gone from her inventory, and a payout of the same stacks (run 2) whose leftovers reached
    // her mailbox right before the escrow record's delete.
    const world = new World(3);
    world.addPlayer("ann", []);
    const ports = fakePorts(world);
    const pot = [{ i: "default:diamond", c: 3 }];
    ports.storage.set("l/ann/old.take0", JSON.stringify({ k: "take", s: pot, t: 0, r: 1, o: [1, 1] }));
    ports.storage.set("e/M", JSON.stringify({ m: "M", t: "T1", p: ["ann", "bob"], s: [pot, []], st: "pay", w: 0, k: [true, false], d: [false, false], o: "mailbox" }));
    ports.storage.set("m/ann/M.pay", JSON.stringify({ s: pot, n: 0 }));
    const stores = itemStores(ports);
    const escrow = new Escrow(ports, () => "mailbox", stores);
    escrow.ledger.run = 3;
    escrow.resumeFor("ann");
    // The payout was delivered (to the mailbox) and stays there; the old take finds nothing to take.
    expect(stores.mail.get("ann", "M.pay")).toEqual([{ item: "default:diamond", count: 3 }]);
    expect(world.count("ann", "default:diamond")).toBe(0);
    expect(ports.storage.get("e/M")).toBeUndefined();
  });
});

describe("a host whose saves run on game time, behind the wall clock", () => {
  /** Stakes taken on a server whose game time runs at half the wall clock's pace. */
  function lagging(): Setup {
    const s = staked();
    s.world.gameRate = 0.5;
    return s;
  }

  it("keeps a move until the save clock has passed the save delay too, so a crash cannot copy a stake", () => {
    let s = lagging();
    // Six seconds of wall time, three of game time: no save has happened since the takes.
    s.world.advance(6000);
    s.service.tick();
    expect(ledgerKeys(s).length).toBeGreaterThan(0);
    s = crash(s, ["ann", "bob"]);
    // The crash undid the takes; the ledger took them again: the diamonds are 6 held + 4 staked.
    expect(s.world.count("ann", "default:diamond")).toBe(6);
    expect(total(s, "default:diamond")).toBe(10);
    expect(total(s, "default:gold_ingot")).toBe(5);
  });

  it("drops the moves once a save on game time has surely come", () => {
    const s = lagging();
    s.world.advance(6000);
    s.service.tick();
    expect(ledgerKeys(s).length).toBeGreaterThan(0);
    s.world.advance(6000);
    s.service.tick();
    expect(ledgerKeys(s)).toEqual([]);
    const after = crash(s, ["ann", "bob"]);
    expect(after.world.count("ann", "default:diamond")).toBe(6);
    expect(total(after, "default:diamond")).toBe(10);
  });
});
