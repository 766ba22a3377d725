/**
 * Upgrades lose nothing: storage, inventories and a paused board written by main at 29cb03e (two
 * seats, records without a version; test/fixtures/tables/v1-29cb03e.json, made by
 * test/support/make-v1-fixture.ts with that code) load into this version and every match resumes
 * and settles, with every item counted.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/registry";
import { readRecord } from "../../src/tables/items/escrow";
import type { ItemStack } from "../../src/tables/ports";
import { readTable } from "../../src/tables/persistence/records";
import { decodeSnapshot } from "../../src/tables/persistence/snapshot";
import { boardStack, fakePorts, startService, World } from "./fake-host";
import { playOne } from "./helpers";
import { seatTexts } from "../support/occupants";

interface Fixture {
  snapshot: string;
  storage: Record<string, string>;
  inventories: Record<string, ItemStack[]>;
  now: number;
}

const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../fixtures/tables/v1-29cb03e.json"), "utf8")) as Fixture;
const PLAYERS = ["ann", "bob", "cat", "dan", "eve", "fay", "gus"];

/** A server whose storage and players are as main at 29cb03e left them, restarted with this version. */
function upgraded() {
  const world = new World(5);
  world.now = fixture.now + 60_000;
  for (const p of PLAYERS) world.addPlayer(p, fixture.inventories[p]);
  const ports = fakePorts(world);
  for (const k of Object.keys(fixture.storage)) ports.storage.set(k, fixture.storage[k]);
  for (const p of PLAYERS) world.online.delete(p);
  const service = startService(world, { botDelayMs: 0, stakesVsBots: true });
  return { world, service };
}

function total(world: World, service: ReturnType<typeof startService>, item: string): number {
  let n = 0;
  const count = (list: ItemStack[]) => {
    for (const s of list) if (s.item === item) n += s.count;
  };
  for (const p of PLAYERS) {
    count(world.inv(p));
    count(service.mailbox(p));
    count(world.dropped.get(p) ?? []);
  }
  count(service.mailbox("@house"));
  for (const [k, v] of world.storage) if (k.startsWith("e/")) for (const s of readRecord(v)!.stakes) count(s.flat());
  return n;
}

describe("upgrading from main at 29cb03e", () => {
  it("reads every old table, escrow record and the old board snapshot", () => {
    let tables = 0;
    for (const [k, v] of Object.entries(fixture.storage)) {
      if (k.startsWith("t/")) {
        const rec = readTable(v, GAMES);
        if (typeof rec === "string") throw new Error(k + ": " + rec);
        // A Gin Rummy table now has a seat per side (four); the two old occupants keep seats 0 and 1.
        const old = JSON.parse(v) as { s: { p: string; b: string }[] };
        expect(rec.seats.length).toBe(4);
        expect(rec.seats.map((x) => [x.player, x.bot])).toEqual([...old.s.map((x) => [x.p, x.b]), ["", ""], ["", ""]]);
        if (rec.match !== undefined) expect(rec.match.at).toEqual([0, 1]);
        tables++;
      }
      if (k.startsWith("e/")) expect(readRecord(v)?.players.length).toBe(2);
    }
    expect(tables).toBe(4);
    const secret = Buffer.from(fixture.storage["s/secret"], "base64url");
    const snap = decodeSnapshot(fixture.snapshot, fixture.storage["s/server"], [...secret], GAMES[0].table.codec);
    expect(snap.ok).toBe(true);
  });

  it("resumes every match, pays each pot once, delivers the mailbox and loses no item", () => {
    const { world, service } = upgraded();
    const gems = total(world, service, "gem");
    const coins = total(world, service, "coin");
    expect(gems).toBe(140);
    expect(coins).toBe(63);
    expect(service.info("T1")!.phase).toBe("playing");
    expect(service.info("T4")!.phase).toBe("playing");
    for (const p of PLAYERS) {
      world.online.add(p);
      service.onPlayerJoin(p);
    }
    // Bob gets up and sits on the chair across from Ann (side 2 of the four): his match seat
    // follows him there, nothing else changes.
    service.stand("bob");
    expect(service.sit("T1", 2, "bob")).toEqual({ ok: true });
    expect(JSON.parse(world.storage.get("t/T1")!).m.at).toEqual([0, 2]);
    expect(seatTexts(service.info("T1"))).toEqual(["ann", "", "bob", ""]);
    // The offline winner's pot from before the upgrade.
    expect(service.mailbox("gus")).toEqual([{ item: "gem", count: 2 }, { item: "coin", count: 1, meta: "{\"name\":\"lucky\"}" }]);
    service.claimMailbox("gus");
    expect(world.count("gus", "gem")).toBe(22);
    // The board paused before the upgrade resumes on a table of the new version.
    const board = world.inv("dan").find((s) => s.meta === fixture.snapshot)!;
    expect(board).toBeDefined();
    service.createTable("T9", "dan");
    expect(service.fitBoard("T9", "dan", "gin_rummy", fixture.snapshot, boardStack(fixture.snapshot))).toEqual({ ok: true, resumed: true });
    service.sit("T9", 0, "dan");
    // A resumed two-player match sits face to face (sides 0 and 2).
    expect(service.sit("T9", 2, "eve")).toEqual({ ok: true });
    expect(service.info("T9")!.phase).toBe("playing");
    for (const [p, t] of [["ann", "T1"], ["bob", "T1"], ["cat", "T4"]]) service.openScreen(p, t);
    // Every match plays to its end.
    const s = { world, service };
    for (let i = 0; i < 20000; i++) {
      const running = ["T1", "T4", "T9"].filter((t) => service.info(t)!.phase === "playing");
      if (running.length === 0) break;
      if (!playOne(s, ["ann", "bob", "cat", "dan", "eve"])) {
        world.advance(1500);
        service.tick();
      }
    }
    for (const t of ["T1", "T4", "T9"]) expect(service.info(t)!.phase).toBe("result");
    expect([...world.storage.keys()].filter((k) => k.startsWith("e/") || k.startsWith("p/"))).toEqual([]);
    expect(total(world, service, "gem")).toBe(gems);
    expect(total(world, service, "coin")).toBe(coins);
    // Tables written since are version 2 (start-up rewrites those whose seats it freed).
    for (const t of ["T1", "T3", "T4", "T9"]) expect(JSON.parse(world.storage.get("t/" + t)!).v).toBe(2);
    expect(service.info("T3")!.phase).toBe("result");
  });
});
