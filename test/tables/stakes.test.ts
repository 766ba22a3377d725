import { describe, expect, it } from "vitest";
import { render } from "../../src/i18n/index";
import { boardStack, buttons, press, resign, startService, World } from "./fake-host";
import { playOne, playToEnd, twoSeated } from "./helpers";
import { stockCount, topDiscard, zone } from "../support/parts";
import { seatTexts } from "../support/occupants";

const DIAMONDS = { item: "default:diamond", count: 10 };
const GOLD = { item: "default:gold_ingot", count: 5 };

function offer(s: ReturnType<typeof twoSeated>, player: string, item: string, count: number): void {
  const screen = s.world.lastScreen(player);
  const slot = screen.stake!.inventory.findIndex((l) => l.item === item);
  expect(slot).toBeGreaterThanOrEqual(0);
  const r = press(s.service, s.world, player, "stake.add", { slot: String(slot), count: String(count) });
  expect(r).toEqual({ ok: true });
}

function winnerOf(s: ReturnType<typeof twoSeated>): "ann" | "bob" {
  const rec = JSON.parse(s.world.storage.get("t/T1")!);
  return rec.l.w === 0 ? "ann" : "bob";
}

describe("item stakes", () => {
  it("shows the pot to both, clears confirmations on any change, escrows on start, pays the winner", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 4);
    press(s.service, s.world, "bob", "start");
    expect(s.world.lastScreen("ann").stake!.confirmed).toEqual([false, true, false, false]);
    offer(s, "ann", "default:diamond", 2);
    expect(s.world.lastScreen("ann").stake!.confirmed).toEqual([false, false, false, false]);
    expect(s.world.lastScreen("bob").stake!.offers[0]).toEqual([{ item: "default:diamond", count: 6 }]);
    offer(s, "bob", "default:gold_ingot", 5);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(s.world.count("ann", "default:diamond")).toBe(4);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(0);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/")).length).toBe(1);
    expect(s.world.lastScreen("ann").stake!.held).toBe(true);
    playToEnd(s);
    const w = winnerOf(s);
    expect(s.world.count(w, "default:diamond")).toBe(w === "ann" ? 10 : 6);
    expect(s.world.count(w, "default:gold_ingot")).toBe(5);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
    expect(s.world.toldKeys(w)).toContain("tables.stake.won");
    // The loser hears where its stake went, once (issue 24 #8: it heard nothing).
    const l = w === "ann" ? "bob" : "ann";
    const lost = s.world.told.filter((t) => t.player === l && t.message.key.startsWith("tables.stake.lost"));
    expect(lost.map((t) => render("en", t.message))).toEqual([`You lost your stake (${l === "ann" ? 6 : 5} items): the pot went to ${w.toUpperCase()}.`]);
    expect(s.world.toldKeys(w)).not.toContain("tables.stake.lost");
    // Every move stays in the ledger until the host has saved it (this fake: with the move), and
    // its transfer id is forgotten at the next tick after that: the board's fit, two stakes, and
    // the pot's two stacks (each stack moves on its own).
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("l/")).length).toBe(5);
    s.world.advance(1);
    s.service.tick();
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("l/"))).toEqual([]);
    expect(s.world.tx.size).toBe(0);
  });

  it("refuses an offer larger than what the player holds", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS] });
    const slot = String(s.world.lastScreen("ann").stake!.inventory.findIndex((l) => l.item === "default:diamond"));
    expect(press(s.service, s.world, "ann", "stake.add", { slot, count: "11" }).ok).toBe(false);
    expect(press(s.service, s.world, "ann", "stake.add", { slot, count: "0" }).ok).toBe(false);
    expect(press(s.service, s.world, "ann", "stake.add", { slot: "99", count: "1" }).ok).toBe(false);
    expect(s.world.lastScreen("ann").stake!.offers[0]).toEqual([]);
  });

  it("Add to the pot with nothing chosen says how to choose (it used to answer only that the move is not allowed)", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS] });
    expect(buttons(s.world, "ann")).toContain("stake.add");
    expect(press(s.service, s.world, "ann", "stake.add", {}).ok).toBe(false);
    expect(s.world.toldKeys("ann").pop()).toBe("tables.stake.choose");
    expect(s.world.lastScreen("ann").stake!.offers[0]).toEqual([]);
  });

  it("offering more after everything is offered says so (not a range of 1 to 0)", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS] });
    offer(s, "ann", "default:diamond", 10);
    const slot = String(s.world.lastScreen("ann").stake!.inventory.findIndex((l) => l.item === "default:diamond"));
    for (const count of ["1", ""]) {
      expect(press(s.service, s.world, "ann", "stake.add", { slot, count }).ok).toBe(false);
      expect(s.world.toldKeys("ann").pop()).toBe("tables.stake.all_offered");
    }
    expect(s.world.lastScreen("ann").stake!.offers[0]).toEqual([DIAMONDS]);
  });

  it("a player who gave the items away before the start gets nothing taken; the other is refunded", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 3);
    offer(s, "bob", "default:gold_ingot", 5);
    press(s.service, s.world, "ann", "start");
    s.world.inventories.set("bob", []);
    press(s.service, s.world, "bob", "start");
    expect(s.service.info("T1")!.phase).toBe("lobby");
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.toldKeys("ann")).toContain("tables.stake.missing");
    expect(s.world.lastScreen("ann").stake!.offers[1]).toEqual([]);
  });

  it("a full inventory sends the rest to the mailbox; claiming delivers it later", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [{ item: "x:a", count: 64 }], bob: [{ item: "x:b", count: 64 }] });
    s.world.slots.set("ann", 1);
    s.world.slots.set("bob", 1);
    offer(s, "ann", "x:a", 64);
    offer(s, "bob", "x:b", 64);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    // Fill both inventories so the pot cannot fit.
    s.world.inventories.set("ann", [{ item: "x:z", count: 64 }]);
    s.world.inventories.set("bob", [{ item: "x:z", count: 64 }]);
    playToEnd(s);
    const w = winnerOf(s);
    expect(s.world.toldKeys(w)).toContain("tables.mail.waiting");
    expect(s.service.mailbox(w).reduce((n, x) => n + x.count, 0)).toBe(128);
    expect(buttons(s.world, w)).toContain("claim");
    s.world.slots.set(w, 3);
    press(s.service, s.world, w, "claim");
    expect(s.world.count(w, "x:a") + s.world.count(w, "x:b")).toBe(128);
    expect(s.service.mailbox(w)).toEqual([]);
  });

  it("with the drop policy, what does not fit drops at the winner's feet", () => {
    const s = twoSeated({ botDelayMs: 0, overflow: "drop" }, { ann: [{ item: "x:a", count: 10 }], bob: [{ item: "x:b", count: 10 }] });
    offer(s, "ann", "x:a", 10);
    offer(s, "bob", "x:b", 10);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.slots.set("ann", 0);
    s.world.slots.set("bob", 0);
    playToEnd(s);
    const w = winnerOf(s);
    expect((s.world.dropped.get(w) ?? []).reduce((n, x) => n + x.count, 0)).toBe(20);
    expect(s.world.toldKeys(w)).toContain("tables.mail.dropped");
  });

  it("an offline winner is paid into the mailbox and told on joining", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 10);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    resign(s.service, s.world, "ann");
    expect(s.service.mailbox("bob")).toEqual([DIAMONDS]);
    s.world.online.add("bob");
    s.service.onPlayerJoin("bob");
    expect(s.world.toldKeys("bob")).toContain("tables.mail.have");
    s.service.claimMailbox("bob");
    expect(s.world.count("bob", "default:diamond")).toBe(10);
  });

  it("an aborted match (table broken by an operator) refunds each player's own items", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 7);
    offer(s, "bob", "default:gold_ingot", 2);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.operators.add("cat");
    expect(s.service.breakTable("T1", "cat")).toEqual({ ok: true, board: "gin_rummy" });
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(5);
    expect(s.world.toldKeys("ann")).toContain("tables.stake.refunded");
  });

  it("no stakes against a bot by default; allowed by config, the house keeps a bot's winnings", () => {
    const world = new World(5);
    world.addPlayer("ann", [DIAMONDS]);
    const service = startService(world, { botDelayMs: 0 });
    service.createTable("T1", "ann");
    service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
    service.sit("T1", 0, "ann");
    const slot = String(world.lastScreen("ann").stake!.inventory.findIndex((l) => l.item === "default:diamond"));
    press(service, world, "ann", "stake.add", { slot, count: "3" });
    expect(press(service, world, "ann", "alone.easy").ok).toBe(false);
    expect(world.toldKeys("ann")).toContain("tables.stake.no_bots");

    const w2 = new World(5);
    w2.addPlayer("ann", [DIAMONDS]);
    w2.addPlayer("op");
    w2.operators.add("op");
    const s2 = startService(w2, { botDelayMs: 0, stakesVsBots: true });
    s2.createTable("T1", "ann");
    s2.fitBoard("T1", "ann", "gin_rummy", "", w2.giveBoard("ann"));
    s2.sit("T1", 0, "ann");
    const slot2 = String(w2.lastScreen("ann").stake!.inventory.findIndex((l) => l.item === "default:diamond"));
    press(s2, w2, "ann", "stake.add", { slot: slot2, count: "3" });
    expect(press(s2, w2, "ann", "alone.easy").ok).toBe(true);
    expect(w2.count("ann", "default:diamond")).toBe(7);
    resign(s2, w2, "ann");
    expect(s2.mailbox("@house")).toEqual([{ item: "default:diamond", count: 3 }]);
    expect(w2.told.filter((t) => t.player === "ann" && t.message.key === "tables.stake.lost_house").map((t) => render("en", t.message))).toEqual([
      "You lost your stake (3 items): a bot won the match, so the pot goes to the house.",
    ]);
    s2.claimHouse("op");
    expect(w2.count("op", "default:diamond")).toBe(3);
  });
});

describe("no pot where stakes are off", () => {
  it("a table of bots with stakes against bots off shows no pot and no Add to the pot, to its player or a bystander; with them on, it does (issue 24 #8)", () => {
    for (const stakesVsBots of [false, true]) {
      const world = new World(5);
      world.addPlayer("ann", [DIAMONDS]);
      world.addPlayer("cat");
      const service = startService(world, { botDelayMs: 0, stakesVsBots });
      service.createTable("T1", "ann");
      service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
      service.sit("T1", 0, "ann");
      // Alone, a human may still come: the pot is there.
      expect(world.lastScreen("ann").stake).toBeDefined();
      expect(press(service, world, "ann", "alone.easy").ok).toBe(true);
      expect(world.lastScreen("ann").stake).toBeUndefined();
      resign(service, world, "ann");
      service.openScreen("cat", "T1");
      for (const who of ["ann", "cat"]) {
        const screen = world.lastScreen(who);
        expect(screen.kind, who).not.toBe("game");
        expect(screen.stake !== undefined, `${who}, stakes vs bots ${stakesVsBots}`).toBe(stakesVsBots);
        if (!stakesVsBots) expect(screen.buttons.map((b) => b.action)).not.toContain("stake.add");
      }
    }
  });
});

describe("pause and keep", () => {
  function started(items = true, seed = 7) {
    const s = twoSeated({ botDelayMs: 0 }, items ? { ann: [DIAMONDS], bob: [GOLD] } : {}, seed);
    if (items) {
      offer(s, "ann", "default:diamond", 4);
      offer(s, "bob", "default:gold_ingot", 1);
    }
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    for (let i = 0; i < 9; i++) playOne(s);
    return s;
  }

  it("removing the board writes the match onto it; fitting it elsewhere resumes once the same players sit", () => {
    const s = started();
    const before = s.world.lastScreen("ann").game!;
    const removed = s.service.removeBoard("T1", "ann");
    expect(removed.ok).toBe(true);
    if (!removed.ok) return;
    expect(removed.boardMeta.startsWith("GT1.")).toBe(true);
    expect(removed.boardMeta.length).toBeLessThan(700);
    expect(s.service.info("T1")!.board).toBe("");
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/")).length).toBe(1);
    s.service.stand("ann");
    s.service.stand("bob");
    s.service.createTable("T2", "ann");
    const fit = s.service.fitBoard("T2", "ann", "gin_rummy", removed.boardMeta, boardStack(removed.boardMeta));
    expect(fit).toEqual({ ok: true, resumed: true });
    expect(s.service.info("T2")!.phase).toBe("paused");
    expect(s.service.sit("T2", 0, "cat").ok).toBe(false);
    s.service.sit("T2", 0, "ann");
    expect(s.service.info("T2")!.phase).toBe("paused");
    s.service.sit("T2", 1, "bob");
    expect(s.service.info("T2")!.phase).toBe("playing");
    const after = s.world.lastScreen("ann").game!;
    expect(zone(after, "hand")).toEqual(zone(before, "hand"));
    expect(stockCount(after)).toBe(stockCount(before));
    expect(topDiscard(after)).toBe(topDiscard(before));
    expect(s.world.lastScreen("ann").stake!.offers).toEqual([[{ item: "default:diamond", count: 4 }], [{ item: "default:gold_ingot", count: 1 }]]);

    // A copied board (duplication) cannot replay the match.
    s.service.createTable("T3", "cat");
    const copy = s.service.fitBoard("T3", "cat", "gin_rummy", removed.boardMeta, s.world.giveBoard("cat", removed.boardMeta));
    expect(copy.ok && copy.resumed).toBe(false);
    expect(copy.ok && copy.notice?.key).toBe("tables.snapshot.used");
    expect(s.service.info("T3")!.phase).toBe("lobby");
    expect(s.service.info("T2")!.phase).toBe("playing");
  });

  it("refuses forged, tampered, truncated, foreign and outdated snapshots, fitting a plain board", () => {
    const s = started(false);
    const removed = s.service.removeBoard("T1", "ann");
    if (!removed.ok) throw new Error("remove failed");
    const meta = removed.boardMeta;
    const storageBefore = new Map(s.world.storage);
    const cases: [string, string][] = [
      ["this is not a snapshot", "tables.snapshot.malformed"],
      [meta.substring(0, meta.length - 30), "tables.snapshot.truncated"],
      [meta.substring(0, 40), "tables.snapshot.truncated"],
      [meta.replace(".GT", ".GT").substring(0, 60) + (meta.charAt(60) === "A" ? "B" : "A") + meta.substring(61), "tables.snapshot.tampered"],
      ["GT0" + meta.substring(3), "tables.snapshot.outdated"],
      ["GT9" + meta.substring(3), "tables.snapshot.unsupported"],
    ];
    // Foreign: the same snapshot made by another server (different secret and id).
    const other = started(false, 99);
    const theirs = other.service.removeBoard("T1", "ann");
    if (!theirs.ok) throw new Error("remove failed");
    cases.push([theirs.boardMeta, "tables.snapshot.foreign"]);
    let n = 0;
    for (const [text, key] of cases) {
      const id = "X" + n++;
      s.service.createTable(id, "cat");
      const fit = s.service.fitBoard(id, "cat", "gin_rummy", text, s.world.giveBoard("cat", text));
      expect(fit.ok).toBe(true);
      if (!fit.ok) continue;
      expect(fit.resumed).toBe(false);
      expect(fit.notice?.key).toBe(key);
      expect(s.service.info(id)!.phase).toBe("lobby");
      s.service.breakTable(id, "cat");
    }
    // Nothing but the test tables came and went: escrow, pause records and T1 are as they were.
    for (const [k, v] of storageBefore) if (!k.startsWith("t/X")) expect(s.world.storage.get(k)).toBe(v);
    // The genuine board still resumes.
    s.service.createTable("T9", "ann");
    expect(s.service.fitBoard("T9", "ann", "gin_rummy", meta, boardStack(meta))).toEqual({ ok: true, resumed: true });
  });

  it("an operator can refund a match paused on a board; the board then fits as a plain board", () => {
    const s = started();
    const removed = s.service.removeBoard("T1", "ann");
    if (!removed.ok) throw new Error("remove failed");
    const [mid] = s.service.pausedMatches();
    expect(s.service.refundPaused(mid, "bob").ok).toBe(false);
    s.world.operators.add("cat");
    expect(s.service.refundPaused(mid, "cat").ok).toBe(true);
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(5);
    s.service.createTable("T2", "ann");
    const fit = s.service.fitBoard("T2", "ann", "gin_rummy", removed.boardMeta, boardStack(removed.boardMeta));
    expect(fit.ok && fit.notice?.key).toBe("tables.snapshot.used");
  });

  it("a match against a bot pauses onto the board and resumes with the bot", () => {
    const world = new World(11);
    world.addPlayer("ann");
    const service = startService(world, { botDelayMs: 0 });
    service.createTable("T1", "ann");
    service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
    service.sit("T1", 0, "ann");
    press(service, world, "ann", "alone.normal");
    world.now += 10;
    service.tick();
    const removed = service.removeBoard("T1", "ann");
    if (!removed.ok) throw new Error("remove failed");
    expect(seatTexts(service.info("T1"))).toEqual(["", "", "", ""]);
    service.fitBoard("T1", "ann", "gin_rummy", removed.boardMeta, boardStack(removed.boardMeta));
    expect(seatTexts(service.info("T1"))).toEqual(["ann", "", "bot:normal", ""]);
    expect(service.info("T1")!.phase).toBe("paused");
    service.sit("T1", 0, "ann");
    expect(service.info("T1")!.phase).toBe("playing");
  });
});

describe("abandoned seats", () => {
  it("a seat abandoned past its grace forfeits the match but the stakes go back", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 30, onGraceExpiry: "forfeit" }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 5);
    offer(s, "bob", "default:gold_ingot", 5);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.now += 31_000;
    s.service.tick();
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.l.w).toBe(0);
    expect(rec.l.why).toBe("forfeit");
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.service.mailbox("bob")).toEqual([GOLD]);
  });
});
