/**
 * The inventory port on bdsx inventories: all-or-nothing takes, gives that report what did not fit,
 * item NBT carried unchanged, and transfer ids applied at most once (also after a "crash" that lost
 * the transfer records but kept the player's saved tags).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { itemMeta } from "../../plugin/bdsx/src/inventory-port";
import { FakeBdsx, FakeItem, NBT } from "./fake-bdsx";

function setup(): { b: FakeBdsx; p: ReturnType<FakeBdsx["join"]> } {
  const b = new FakeBdsx();
  b.open();
  const p = b.join("x-ann", "Ann");
  return { b, p };
}

describe("bdsx inventory port", () => {
  it("takes a whole stack or nothing, once per transfer id", () => {
    const { b, p } = setup();
    p.inventory.slots[0] = new FakeItem("minecraft:diamond", 3);
    p.inventory.slots[7] = new FakeItem("minecraft:diamond", 4);
    const inv = b.plugin.inventory;
    expect(inv.take("x-ann", "t1", { item: "minecraft:diamond", count: 9 })).toBe("missing");
    expect(p.inventory.count("minecraft:diamond")).toBe(7);
    expect(inv.take("x-ann", "t2", { item: "minecraft:diamond", count: 5 })).toBe("ok");
    expect(inv.take("x-ann", "t2", { item: "minecraft:diamond", count: 5 })).toBe("ok");
    expect(p.inventory.count("minecraft:diamond")).toBe(2);
    expect(inv.take("x-nobody", "t3", { item: "minecraft:diamond", count: 1 })).toBe("offline");
  });

  it("gives what fits, returns how many did not, and answers a retry the same way", () => {
    const { b, p } = setup();
    for (let i = 0; i < 35; i++) p.inventory.slots[i] = new FakeItem("minecraft:dirt", 64);
    p.inventory.slots[35] = new FakeItem("minecraft:ender_pearl", 10);
    const inv = b.plugin.inventory;
    expect(inv.give("x-ann", "g1", { item: "minecraft:ender_pearl", count: 9 })).toBe(3);
    expect(inv.give("x-ann", "g2", { item: "minecraft:diamond", count: 2 })).toBe(2);
    expect(p.inventory.count("minecraft:ender_pearl")).toBe(16);
    expect(inv.give("x-ann", "g1", { item: "minecraft:ender_pearl", count: 9 })).toBe(3);
    expect(p.inventory.count("minecraft:ender_pearl")).toBe(16);
  });

  it("a transfer applied before a crash is not applied again after it (the tag is saved with the player)", () => {
    const { b, p } = setup();
    b.plugin.inventory.give("x-ann", "g9", { item: "minecraft:diamond", count: 2 });
    const b2 = new FakeBdsx(new Map(), b.world); // the transfer records were lost
    b2.open();
    b2.join("x-ann", "Ann", "en_US", p);
    expect(b2.plugin.inventory.give("x-ann", "g9", { item: "minecraft:diamond", count: 2 })).toBe(0);
    expect(p.inventory.count("minecraft:diamond")).toBe(2);
    b2.plugin.inventory.forget("x-ann", "g9");
    expect(p.hasTag("gt.tx.g9")).toBe(false);
  });

  it("what did not fit is remembered through a crash before bdsx wrote it (journal), so a retry still reports it", () => {
    const journalPath = join(mkdtempSync(join(tmpdir(), "gt-inv-")), "game-tables.journal");
    const b = new FakeBdsx(new Map(), undefined, undefined, true, journalPath);
    b.open();
    const p = b.join("x-ann", "Ann");
    const lagging = new Map(b.flush());
    for (let i = 0; i < 36; i++) p.inventory.slots[i] = new FakeItem("minecraft:dirt", 64);
    expect(b.plugin.inventory.give("x-ann", "g7", { item: "minecraft:diamond", count: 4 })).toBe(4);
    const b2 = new FakeBdsx(lagging, b.world, undefined, true, journalPath);
    b2.open();
    b2.join("x-ann", "Ann", "en_US", p);
    expect(b2.plugin.inventory.give("x-ann", "g7", { item: "minecraft:diamond", count: 4 })).toBe(4);
  });

  it("carries item NBT (enchantments, names, damage) unchanged and never merges different NBT", () => {
    const { b, p } = setup();
    const sword = new FakeItem("minecraft:diamond_sword", 1, { ench: [{ id: NBT.short(9), lvl: NBT.short(5) }] }, 12);
    p.inventory.slots[2] = sword.clone();
    const listed = b.plugin.inventory.list("x-ann");
    expect(listed).toHaveLength(1);
    expect(listed[0].meta).toBe(itemMeta(b.host, sword as never));
    expect(b.plugin.inventory.take("x-ann", "t", listed[0])).toBe("ok");
    expect(b.plugin.inventory.give("x-ann", "g", listed[0])).toBe(0);
    expect(p.inventory.find("minecraft:diamond_sword")?.save()).toEqual(sword.save());
    p.inventory.slots[3] = new FakeItem("minecraft:diamond", 1);
    expect(b.plugin.inventory.list("x-ann").find((s) => s.item === "minecraft:diamond")?.meta).toBeUndefined();
  });

  it("one item whose NBT cannot be carried (over 64 KiB, an End tag) is left out; the holder's other items still list, take and give", () => {
    // Issue 20, problem 3: itemMeta threw inside slots(), so list, take and give all threw while
    // such an item was anywhere in the 36 slots.
    const { b, p } = setup();
    const books = new FakeItem("minecraft:red_shulker_box", 1, { Items: [{ Name: "minecraft:written_book", tag: { pages: ["x".repeat(70 * 1024)] } }] });
    const odd = new FakeItem("minecraft:stick", 1, { strange: null });
    p.inventory.slots[0] = books;
    p.inventory.slots[1] = odd;
    p.inventory.slots[2] = new FakeItem("minecraft:diamond", 5);
    const inv = b.plugin.inventory;
    expect(inv.list("x-ann")).toEqual([{ item: "minecraft:diamond", count: 5 }]);
    expect(inv.refusedStakes("x-ann")).toEqual(["minecraft:red_shulker_box", "minecraft:stick"]);
    expect(inv.take("x-ann", "t", { item: "minecraft:diamond", count: 2 })).toBe("ok");
    expect(inv.give("x-ann", "g", { item: "minecraft:diamond", count: 4 })).toBe(0);
    expect(p.inventory.count("minecraft:diamond")).toBe(7);
    // The unreadable items are untouched and their slots count as full.
    expect(p.inventory.slots[0]).toBe(books);
    expect(p.inventory.slots[1]).toBe(odd);
    for (let i = 3; i < 36; i++) p.inventory.slots[i] = new FakeItem("minecraft:dirt", 64);
    expect(inv.give("x-ann", "g2", { item: "minecraft:emerald", count: 3 })).toBe(3);
  });

  it("drops for an offline player wait and land at its feet when it joins", () => {
    const { b, p } = setup();
    b.leave(p);
    b.plugin.inventory.drop("x-ann", "d1", { item: "minecraft:diamond", count: 3 });
    expect(b.world.drops).toHaveLength(0);
    b.join("x-ann", "Ann", "en_US", p);
    expect(b.world.drops.map((d) => [d.item.name, d.item.amount])).toEqual([["minecraft:diamond", 3]]);
    b.plugin.inventory.drop("x-ann", "d1", { item: "minecraft:diamond", count: 3 });
    expect(b.world.drops).toHaveLength(1);
  });
});
