/** The mailbox store (src/tables/items/mail-store.ts) and the shared take plan (stacks.ts planTake). */
import { describe, expect, it } from "vitest";
import { HOUSE, MailStore } from "../../src/tables/items/mail-store";
import { planTake } from "../../src/tables/items/stacks";
import type { StoragePort } from "../../src/tables/ports";
import { fakePorts, World } from "./fake-host";

const GEM = { item: "gem", count: 3 };
const COIN = { item: "coin", count: 2, meta: "old" };

function store(): { world: World; storage: StoragePort; mail: MailStore } {
  const world = new World(1);
  const ports = fakePorts(world);
  return { world, storage: ports.storage, mail: new MailStore(ports) };
}

describe("mailbox store", () => {
  it("writes the stored format earlier versions wrote and reads theirs back", () => {
    const { world, storage, mail } = store();
    mail.put("a/b", "M1.pay", [GEM, COIN]);
    expect(storage.get("m/a%2Fb/M1.pay")).toBe('{"s":[{"i":"gem","c":3},{"i":"coin","c":2,"m":"old"}],"n":0}');
    expect(world.toldKeys("a/b")).toEqual(["tables.mail.waiting"]);
    mail.write("ann", "x", [GEM], 2, true);
    expect(storage.get("m/ann/x")).toBe('{"s":[{"i":"gem","c":3}],"n":2,"c":true}');
    // An entry as an older version left it (a claim under way).
    storage.set("m/ann/old", '{"s":[{"i":"coin","c":2,"m":"old"}],"n":1,"c":true}');
    expect(mail.entries("ann")).toEqual([
      { id: "old", stacks: [COIN], attempt: 1, claiming: true, to: "" },
      { id: "x", stacks: [GEM], attempt: 2, claiming: true, to: "" },
    ]);
    expect(mail.stacks("ann")).toEqual([COIN, GEM]);
  });

  it("finds, gets and removes entries; an unreadable entry is left alone", () => {
    const { storage, mail } = store();
    mail.put("ann", "b", [GEM]);
    mail.put("ann", "a", [COIN]);
    storage.set("m/ann/broken", "{nope");
    expect(mail.find("ann", [{ item: "gem", count: 1 }, { item: "gem", count: 2 }], new Set())).toBe("b");
    expect(mail.find("ann", [GEM], new Set(["b"]))).toBeUndefined();
    expect(mail.get("ann", "a")).toEqual([COIN]);
    expect(mail.get("ann", "zzz")).toBeUndefined();
    mail.remove("ann", "a");
    mail.remove("ann", "a");
    expect(mail.entries("ann").map((e) => e.id)).toEqual(["b"]);
    expect(storage.get("m/ann/broken")).toBe("{nope");
  });

  it("moves the house's entries to one operator, and claiming the copy deletes any original left", () => {
    const { storage, mail } = store();
    mail.write(HOUSE, "M1.pay", [GEM], 0);
    // A move a crash cut off after the copy: the original names its operator.
    storage.set("m/@house/M2.pay", '{"s":[{"i":"gem","c":1}],"n":0,"to":"op1"}');
    storage.set("m/op1/house.M2.pay", '{"s":[{"i":"gem","c":1}],"n":0}');
    expect(mail.moveHouseTo("op2")).toBe(3);
    expect(mail.entries(HOUSE)).toEqual([]);
    expect(mail.stacks("op1")).toEqual([{ item: "gem", count: 1 }]);
    expect(mail.stacks("op2")).toEqual([GEM]);
    // The copy outlives its original only once the original is gone.
    storage.set("m/@house/M3.pay", '{"s":[{"i":"gem","c":4}],"n":0,"to":"op1"}');
    storage.set("m/op1/house.M3.pay", '{"s":[{"i":"gem","c":4}],"n":0}');
    mail.remove("op1", "house.M3.pay");
    expect(storage.get("m/@house/M3.pay")).toBeUndefined();
  });
});

describe("take plan", () => {
  const held = [
    { slot: 0, stack: { item: "gem", count: 2 } },
    { slot: 3, stack: { item: "coin", count: 5, meta: "old" } },
    { slot: 5, stack: { item: "gem", count: 64 } },
    { slot: 7, stack: { item: "coin", count: 5 } },
  ];

  it("takes each stack from the first slots of its kind, meta included", () => {
    expect(planTake(held, [{ item: "gem", count: 3 }, { item: "coin", count: 4, meta: "old" }, { item: "gem", count: 1 }])).toEqual([
      [0, 2],
      [5, 1],
      [3, 4],
      [5, 1],
    ]);
    expect(planTake(held, [])).toEqual([]);
  });

  it("plans nothing when any kind is short, counting every stack of that kind", () => {
    expect(planTake(held, [{ item: "coin", count: 6, meta: "old" }])).toBeUndefined();
    expect(planTake(held, [{ item: "coin", count: 5 }, { item: "coin", count: 1 }])).toBeUndefined();
    expect(planTake(held, [{ item: "dirt", count: 1 }])).toBeUndefined();
  });
});
