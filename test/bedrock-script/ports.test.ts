/**
 * The add-on's storage and inventory ports on their own: world dynamic properties never give back
 * an older value or a deleted key (long values split over several properties included), and a
 * transfer id moves items at most once, recorded with the player's own data.
 */
import { describe, expect, it } from "vitest";
import { ContainerInventoryPort } from "../../plugin/bedrock-script/src/inventory";
import { CHUNK_CHARS, DynamicPropertyStorage } from "../../plugin/bedrock-script/src/storage";
import { FakeDimension, FakeItem, FakePlayer, FakeWorld } from "./fake-world";

function world(props = new Map<string, string | number | boolean>()): FakeWorld {
  const w = new FakeWorld(props, new Map());
  w.mode = "normal";
  return w;
}

describe("storage on world dynamic properties", () => {
  it("reads back the newest value and never a deleted key, across a reload", () => {
    const w = world();
    const s = new DynamicPropertyStorage(w, "gts:");
    s.set("table/a", "1");
    s.set("table/a", "2");
    s.set("table/b", "x");
    s.delete("table/b");
    s.set("mail/c", "y");
    const again = new DynamicPropertyStorage(w, "gts:");
    expect(again.get("table/a")).toBe("2");
    expect(again.get("table/b")).toBeUndefined();
    expect(again.list("table/").sort()).toEqual(["table/a"]);
    expect(again.list("").sort()).toEqual(["mail/c", "table/a"]);
  });

  it("splits a long value over several properties, and shrinking or deleting it leaves no part behind", () => {
    const w = world();
    const s = new DynamicPropertyStorage(w, "gts:");
    const long = "ä".repeat(CHUNK_CHARS * 2 + 17);
    s.set("big", long);
    expect(w.getDynamicPropertyIds().length).toBe(3);
    for (const id of w.getDynamicPropertyIds()) expect((w.getDynamicProperty(id) as string).length).toBeLessThanOrEqual(CHUNK_CHARS + 8);
    expect(new DynamicPropertyStorage(w, "gts:").get("big")).toBe(long);
    expect(new DynamicPropertyStorage(w, "gts:").list("")).toEqual(["big"]);
    s.set("big", "small");
    expect(w.getDynamicPropertyIds()).toEqual(["gts:big"]);
    expect(new DynamicPropertyStorage(w, "gts:").get("big")).toBe("small");
    s.set("big", long);
    s.delete("big");
    expect(w.getDynamicPropertyIds()).toEqual([]);
  });

  it("keeps stores apart by prefix", () => {
    const w = world();
    new DynamicPropertyStorage(w, "gts:").set("k", "service");
    new DynamicPropertyStorage(w, "gtn:").set("k", "name");
    expect(new DynamicPropertyStorage(w, "gts:").get("k")).toBe("service");
    expect(new DynamicPropertyStorage(w, "gtn:").list("")).toEqual(["k"]);
  });

  it("refuses to make up a value when a part is missing (a world edited outside the game)", () => {
    const w = world();
    new DynamicPropertyStorage(w, "gts:").set("big", "x".repeat(CHUNK_CHARS + 1));
    w.setDynamicProperty("gts:#1:big", undefined);
    expect(() => new DynamicPropertyStorage(w, "gts:")).toThrow(/lost part 1/);
  });
});

describe("inventory on the player's container", () => {
  function port(): { inv: ContainerInventoryPort; ann: FakePlayer; online: Set<string> } {
    const ann = new FakePlayer("-1", "Ann", new FakeDimension("minecraft:overworld"));
    const online = new Set(["-1"]);
    const inv = new ContainerInventoryPort({
      player: (id) => (online.has(id) && id === ann.id ? ann : undefined),
      isBoard: (t) => t === "game_tables:gin_rummy_board",
      newItem: (t, n) => new FakeItem(t, n),
      enchantmentType: (id) => ({ id }),
      now: () => 5000,
      tick: () => 100,
    });
    return { inv, ann, online };
  }

  it("a transfer id takes at most once, records the result with the player, and answers offline when away", () => {
    const { inv, ann, online } = port();
    ann.container.slots[0] = new FakeItem("minecraft:diamond", 10);
    expect(inv.take("-1", "t1", { item: "minecraft:diamond", count: 4 })).toBe("ok");
    expect(inv.take("-1", "t1", { item: "minecraft:diamond", count: 4 })).toBe("ok");
    expect(ann.container.count("minecraft:diamond")).toBe(6);
    expect(inv.applied("-1", "t1")).toBe(true);
    expect(inv.take("-1", "t2", { item: "minecraft:diamond", count: 7 })).toBe("missing");
    ann.container.slots[1] = new FakeItem("minecraft:diamond", 10);
    expect(inv.take("-1", "t2", { item: "minecraft:diamond", count: 7 })).toBe("missing");
    expect(inv.give("-1", "g1", { item: "minecraft:diamond", count: 4 })).toBe(0);
    expect(inv.give("-1", "g1", { item: "minecraft:diamond", count: 4 })).toBe(0);
    expect(ann.container.count("minecraft:diamond")).toBe(20);
    inv.forget("-1", "g1");
    expect(inv.applied("-1", "g1")).toBe(false);
    online.delete("-1");
    expect(inv.take("-1", "t3", { item: "minecraft:diamond", count: 1 })).toBe("offline");
    expect(inv.give("-1", "g2", { item: "minecraft:diamond", count: 1 })).toBe("offline");
    expect(inv.applied("-1", "t1")).toBe("offline");
    expect(inv.list("-1")).toEqual([]);
  });

  it("gives what fits and returns how many did not; takes only stacks with the same data", () => {
    const { inv, ann } = port();
    for (let i = 1; i < 36; i++) ann.container.slots[i] = new FakeItem("minecraft:dirt", 64);
    const named = new FakeItem("minecraft:emerald", 5);
    named.nameTag = "Sting";
    const stack = inv.stackOf(named);
    expect(stack?.meta).toBe('{"n":"Sting"}');
    expect(inv.give("-1", "g", { item: "minecraft:gold_ingot", count: 70 })).toBe(6);
    ann.container.slots[1] = named;
    expect(inv.take("-1", "t", { item: "minecraft:emerald", count: 1 })).toBe("missing"); // a plain one is not there
    expect(inv.take("-1", "t2", stack as { item: string; count: number; meta: string })).toBe("ok");
    expect(ann.container.count("minecraft:emerald")).toBe(0);
  });

  it("a stack the game refuses to rebuild throws before anything moves, and records nothing", () => {
    // Issue 20, problem 1: give() added stacks before a later one's rebuild threw.
    const { inv, ann } = port();
    const meta = JSON.stringify({ e: [["sharpness", 10]] });
    expect(() => inv.give("-1", "g", { item: "minecraft:diamond_sword", count: 2, meta })).toThrow(/OutOfBounds/);
    expect(ann.container.emptySlotsCount).toBe(36);
    expect(inv.applied("-1", "g")).toBe(false);
    expect(() => inv.drop("-1", "d", { item: "minecraft:diamond_sword", count: 1, meta })).toThrow(/OutOfBounds/);
    expect(inv.applied("-1", "d")).toBe(false);
  });

  it("refuses as stakes, with why: items the game will not rebuild, unreadable ones, and every non-stackable item but our boards", () => {
    const { inv, ann } = port();
    const sharp = new FakeItem("minecraft:diamond_sword", 1);
    sharp.enchantments = [{ id: "sharpness", level: 10 }];
    const both = new FakeItem("minecraft:diamond_sword", 1);
    both.enchantments = [{ id: "sharpness", level: 1 }, { id: "smite", level: 1 }];
    const longLore = new FakeItem("minecraft:emerald", 1);
    longLore.lore = Array.from({ length: 21 }, () => "x");
    const wand = new FakeItem("minecraft:iron_sword", 1);
    wand.packProps.set("other_addon", new Map([["other_addon:charges", 3]]));
    const map = new FakeItem("minecraft:filled_map", 1);
    map.hidden = "map:7";
    expect(inv.stakeRefusal(sharp)).toBe("tables.stake.no_copy");
    expect(inv.stakeRefusal(both)).toBe("tables.stake.no_copy");
    expect(inv.stakeRefusal(longLore)).toBe("tables.stake.no_copy");
    expect(inv.stakeRefusal(wand)).toBe("tables.stake.hidden_data");
    expect(inv.stakeRefusal(map)).toBe("tables.stake.unreadable");
    expect(inv.stakeRefusal(new FakeItem("minecraft:iron_shovel", 1))).toBe("tables.stake.hidden_data");
    expect(inv.stakeRefusal(new FakeItem("game_tables:gin_rummy_board", 1))).toBeUndefined();
    expect(inv.stakeRefusal(new FakeItem("minecraft:diamond", 3))).toBeUndefined();
    ann.container.slots[0] = sharp;
    ann.container.slots[1] = wand;
    ann.container.slots[2] = new FakeItem("minecraft:diamond", 3);
    ann.container.slots[3] = longLore;
    // One bad item never blocks the others: listed and taken around it.
    expect(inv.list("-1")).toEqual([{ item: "minecraft:diamond", count: 3 }]);
    expect(inv.take("-1", "t", { item: "minecraft:diamond", count: 2 })).toBe("ok");
    expect(inv.refusedStakes("-1").map((r) => r.why)).toEqual(["tables.stake.no_copy", "tables.stake.hidden_data", "tables.stake.no_copy"]);
  });

  it("expires transfer records older than a month when the player joins", () => {
    const { inv, ann } = port();
    ann.setDynamicProperty("gtx:old", "-3000000000|ok");
    ann.setDynamicProperty("gtx:new", "4000|ok");
    ann.setDynamicProperty("other", 1);
    inv.expireOld(ann);
    expect(ann.getDynamicPropertyIds().sort()).toEqual(["gtx:new", "other"]);
  });
});
