/**
 * What reading bdsx's own sources (commit 3cb7d804) showed the plugin got wrong, each through the
 * fake bdsx: actors have no isValid() and decay once removed; server commands run in the
 * Overworld; riders are told about switching rides; the seat may not spawn; item NBT has Long tags
 * and unsigned bytes; bdsx's storage file breaks on non-ASCII strings.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fromBdsx, toBdsx } from "../../plugin/bdsx/src/nbt-bridge";
import { openStorage, type KeyValues } from "../../plugin/bdsx/src/storage-port";
import { fromStored, toStored } from "../../plugin/bdsx/src/storage-text";
import { bin64, CANCEL, FakeBdsx, FakeItem, NBT, type FakePlayer } from "./fake-bdsx";
import { readStorageFile } from "./fake-jsdata";
import { seatTexts } from "../support/occupants";

const TABLE = "game_tables:small_game_table_oak";
const CHAIR = "game_tables:game_chair_oak";
const BOARD = "game_tables:gin_rummy_board";

/** ann owns a table at 0,64,0 (in `dim`) with chairs west and east and the board fitted. */
function setup(dim = 0): { b: FakeBdsx; ann: FakePlayer; bob: FakePlayer } {
  const b = new FakeBdsx();
  b.handPack = true;
  b.open();
  const ann = b.join("x-ann", "Ann");
  const bob = b.join("x-bob", "Bob");
  ann.travel(dim);
  bob.travel(dim);
  expect(b.place(ann, 0, 64, 0, TABLE)).toBe(true);
  b.place(ann, -1, 64, 0, CHAIR);
  b.place(ann, 1, 64, 0, CHAIR);
  ann.inventory.slots[0] = new FakeItem(BOARD, 1);
  b.use(ann, 0, 64, 0);
  ann.inventory.slots[0] = undefined;
  return { b, ann, bob };
}

function tableId(dim: number): string {
  return `${dim}:0,64,0`;
}

describe("bdsx plugin against real bdsx: seats", () => {
  it("a seated player who leaves is stood up and the service hears of it (Actor has no isValid)", () => {
    const { b, ann, bob } = setup();
    b.use(ann, -1, 64, 0);
    b.use(bob, 1, 64, 0);
    expect(() => b.leave(bob)).not.toThrow();
    // onPlayerLeave ran: the seat is free and bob's seat entity is gone.
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", "x-ann"]);
    expect(b.world.actors.filter((a) => !a.decayed)).toHaveLength(1);
    expect(b.plugin.seatOf("x-bob")).toBeUndefined();
  });

  it("a seat BDS already removed (killed, unloaded) is not touched again when its rider stands up", () => {
    const { b, ann } = setup();
    b.use(ann, -1, 64, 0);
    const seat = ann.riding;
    expect(seat).toBeDefined();
    // /kill @e removes the seat: BDS tells the rider, then bdsx decays the object.
    expect(() => seat?.despawn()).not.toThrow();
    expect(ann.riding).toBeUndefined();
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", ""]);
    // Leaving afterwards does not touch the decayed seat either.
    expect(() => b.leave(ann)).not.toThrow();
  });

  it("sitting down from a boat is not standing up (stopRiding with switchingRides)", () => {
    const { b, ann } = setup();
    const boat = b.host.summon(ann.world as never, b.host.newVec3(-1, 64, 2), b.host.actorType("minecraft:boat")) as never;
    expect(ann.startRiding(boat)).toBe(true);
    b.use(ann, -1, 64, 0);
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    expect(b.plugin.seatOf("x-ann")).toBeDefined();
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", "x-ann"]);
    // Switching from the seat to another ride does stand the player up.
    const cart = b.host.summon(ann.world as never, b.host.newVec3(-1, 64, 3), b.host.actorType("minecraft:minecart")) as never;
    expect(ann.startRiding(cart)).toBe(true);
    expect(b.plugin.seatOf("x-ann")).toBeUndefined();
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", ""]);
  });

  it("when BDS cannot spawn the seat, the player is told and not left sitting without one", () => {
    const { b, ann } = setup();
    b.summonFails = true;
    expect(() => b.use(ann, -1, 64, 0)).not.toThrow();
    expect(ann.riding).toBeUndefined();
    expect(b.plugin.seatOf("x-ann")).toBeUndefined();
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", ""]);
    expect(ann.messages.at(-1)).toMatch(/cannot seat you/);
    b.summonFails = false;
    b.use(ann, -1, 64, 0);
    expect(ann.riding?.identifier).toBe("game_tables:seat");
  });
});

describe("bdsx plugin against real bdsx: dimensions", () => {
  it("a table in the Nether shows its board in the Nether, not on the Overworld block at the same place", () => {
    const { b, ann } = setup(1);
    // An Overworld table at the same coordinates (another owner's) must not change.
    b.world.set(0, 64, 0, TABLE);
    const nether = b.world.in(1);
    expect(b.plugin.service?.info(tableId(1))?.board).not.toBe("");
    expect(nether.state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBeUndefined();
    // The chairs turned in the Nether too.
    expect(nether.state(-1, 64, 0, "minecraft:cardinal_direction")).toBe('"east"');
    // Taking the board off changes the Nether table back.
    b.breakBlock(ann, 0, 64, 0);
    expect(nether.state(0, 64, 0, "game_tables:fitted")).toBe('"none"');
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBeUndefined();
    expect(b.world.commands.filter((c) => c.includes("setblock")).every((c) => c.startsWith("execute in nether run setblock "))).toBe(true);
  });

  it("names the End as the_end and keeps the Overworld's commands in the overworld", () => {
    const end = setup(2);
    expect(end.b.world.in(2).state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    expect(end.b.world.commands).toContain('execute in the_end run setblock 0 64 0 game_tables:small_game_table_oak ["game_tables:fitted"="gin_rummy"]');
    const over = setup(0);
    expect(over.b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    expect(over.b.world.commands).toContain('execute in overworld run setblock 0 64 0 game_tables:small_game_table_oak ["game_tables:fitted"="gin_rummy"]');
  });
});

describe("bdsx plugin against real bdsx: item NBT", () => {
  /** Lists the player's stack, takes it into escrow and gives it back: it must come back identical. */
  function roundTrip(item: FakeItem): FakeItem | undefined {
    const b = new FakeBdsx();
    b.handPack = true;
    b.open();
    const p = b.join("x-ann", "Ann");
    p.inventory.slots[4] = item.clone();
    const listed = b.plugin.inventory.list("x-ann");
    expect(listed).toHaveLength(1);
    expect(b.plugin.inventory.take("x-ann", "t1", listed[0])).toBe("ok");
    expect(p.inventory.count(item.name)).toBe(0);
    expect(b.plugin.inventory.give("x-ann", "g1", listed[0])).toBe(0);
    return p.inventory.find(item.name);
  }

  it("a filled map keeps its Long tags (NBT.Int64), whatever their value", () => {
    const map = new FakeItem("minecraft:filled_map", 1, {
      map_uuid: NBT.int64(bin64(2 ** 40 + 12345)),
      map_name_index: NBT.int(3),
      parents: [NBT.int64("\uffff\uffff\uffff\uffff"), NBT.int64(bin64(7))],
    });
    const back = roundTrip(map);
    // Same classes too: a Long that came back as a compound would be another item to BDS.
    expect(back?.save()).toStrictEqual(map.save());
    expect(back?.tag?.["map_uuid"]).toBeInstanceOf(NBT.Int64);
    expect((back?.tag?.["map_uuid"] as { value: string }).value).toBe(bin64(2 ** 40 + 12345));
  });

  it("bytes of 128 and up (bdsx's are unsigned) are listed, taken and given back unchanged", () => {
    const book = new FakeItem("minecraft:written_book", 1, { generation: NBT.byte(200), resolved: NBT.byte(1), marks: [NBT.byte(255), NBT.byte(128), NBT.byte(0)] });
    const back = roundTrip(book);
    expect(back?.save()).toStrictEqual(book.save());
    expect(Number(back?.tag?.["generation"])).toBe(200);
  });

  it("converts both ways at the bridge: 0..255 to -128..127 and Long words to [high, low]", () => {
    expect(fromBdsx(NBT, NBT.byte(255), 64)).toEqual({ type: "byte", value: -1 });
    expect(fromBdsx(NBT, NBT.byte(127), 64)).toEqual({ type: "byte", value: 127 });
    expect(Number(toBdsx(NBT, { type: "byte", value: -128 }))).toBe(128);
    expect(fromBdsx(NBT, NBT.int64(bin64(2 ** 32 + 5)), 64)).toEqual({ type: "long", value: [1, 5] });
    expect(fromBdsx(NBT, NBT.int64("\uffff\uffff\uffff\uffff"), 64)).toEqual({ type: "long", value: [-1, -1] });
    expect((toBdsx(NBT, { type: "long", value: [-2, 7] }) as { value: string }).value).toBe("\u0007\u0000\ufffe\uffff");
  });
});

describe("bdsx plugin against real bdsx: storage", () => {
  it("a player called Jürgen on a server without Xbox sign-in: names, tables and chairs survive a restart", () => {
    const b = new FakeBdsx();
    b.handPack = true;
    b.open();
    const jurgen = b.join("", "Jürgen");
    const zoe = b.join("", "Zoë 🂡");
    expect(b.place(jurgen, 0, 64, 0, TABLE)).toBe(true);
    b.place(jurgen, -1, 64, 0, CHAIR);
    b.place(jurgen, 1, 64, 0, CHAIR);
    jurgen.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
    b.use(jurgen, 0, 64, 0);
    b.use(jurgen, -1, 64, 0);
    b.use(zoe, 1, 64, 0);
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "name:Zoë 🂡", "", "name:Jürgen"]);
    // The server stops and starts again from what bdsx wrote, in bdsx's file format.
    const b2 = new FakeBdsx(b.flush(), b.world);
    b2.handPack = true;
    b2.open();
    expect(b2.log.filter((l) => l.includes("unreadable"))).toEqual([]);
    expect(b2.plugin.service?.info(tableId(0))?.owner).toBe("name:Jürgen");
    // Offline players are listed by their stored names.
    const list = b2.plugin.runCommand("@console", "list", "");
    expect(list.text).toContain("owner Jürgen");
    // The chair keeps its seat number: Jürgen sits west (side 3) again.
    const j2 = b2.join("", "Jürgen");
    b2.use(j2, -1, 64, 0);
    expect(seatTexts(b2.plugin.service?.info(tableId(0)))[3]).toBe("name:Jürgen");
  });

  it("with the journal, the copy it rewrites into bdsx's file at start-up reads back in bdsx's format; a lost bdsx file loses nothing", () => {
    const journalPath = join(mkdtempSync(join(tmpdir(), "gt-real-")), "game-tables.journal");
    const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 }, true, journalPath);
    b.handPack = true;
    b.open();
    const jurgen = b.join("", "Jürgen");
    expect(b.place(jurgen, 0, 64, 0, TABLE)).toBe(true);
    // A power cut: bdsx's unsynced files are gone, the journal is not.
    const b2 = new FakeBdsx(new Map(), b.world, { botDelayMs: 0 }, true, journalPath);
    b2.handPack = true;
    b2.open();
    expect(b2.plugin.service?.info(tableId(0))?.owner).toBe("name:Jürgen");
    const file = b2.flush().get("game_tables/tables") as string;
    const map = readStorageFile(file) as KeyValues;
    expect(Object.values(map).some((v) => v.includes("J%00fcrgen"))).toBe(true);
    for (const v of Object.values(map)) for (let i = 0; i < v.length; i++) expect(v.charCodeAt(i)).toBeLessThan(128);
  });

  it("keeps every value ASCII in bdsx's map and gives back exactly what was stored", () => {
    const box: { data: KeyValues | undefined } = { data: undefined };
    const store = { get data() { return box.data; }, isLoaded: true, init: (v: KeyValues | undefined) => { box.data = v; }, close: () => true };
    const port = openStorage(store).storage;
    const values = ["Jürgen", "plain", "100%", "%0041", "\u0001x", "\u0001", "", "😀 ÿ \ud800 lone", '{"name":"Zoë"}'];
    values.forEach((v, i) => port.set(`k${i}`, v));
    for (const raw of Object.values(box.data ?? {})) for (let i = 0; i < raw.length; i++) expect(raw.charCodeAt(i)).toBeLessThan(128);
    values.forEach((v, i) => expect(port.get(`k${i}`)).toBe(v));
    // Plain ASCII is stored verbatim (values written before the escaping read the same).
    expect(box.data?.["k1"]).toBe("plain");
    expect(fromStored("100%")).toBe("100%");
    expect(fromStored(toStored("%zz%"))).toBe("%zz%");
  });
});

describe("bdsx plugin against real bdsx: an empty hand", () => {
  it("any held item works instead, and its own use on a table or chair is cancelled (a held block is not placed)", () => {
    const { b, ann } = setup();
    ann.inventory.slots[0] = new FakeItem("minecraft:dirt", 5);
    b.now += 1000;
    const onChair = b.events.itemUseOnBlock.fire({ itemStack: ann.getMainhandSlot(), actor: ann, x: -1, y: 64, z: 0, face: 1 });
    expect(onChair).toBe(CANCEL);
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    b.now += 1000;
    const onTable = b.events.itemUseOnBlock.fire({ itemStack: ann.getMainhandSlot(), actor: ann, x: 0, y: 64, z: 0, face: 1 });
    expect(onTable).toBe(CANCEL);
    expect(b.form(ann)?.type).toBe("form");
    expect(ann.inventory.count("minecraft:dirt")).toBe(5);
  });

  it("/gametables use from the behaviour pack's script opens the table or sits, for the player running it, within reach", () => {
    const { b, ann, bob } = setup();
    expect(ann.getMainhandSlot().isNull()).toBe(true);
    ann.pos = { x: -1.5, y: 64, z: 1.5 };
    expect(b.plugin.runCommand("x-ann", "use", "-1 64 0")).toEqual({ ok: true, text: "" });
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    b.now += 1000;
    expect(b.plugin.runCommand("x-ann", "use", " 0 64 0 ").ok).toBe(true);
    expect(b.form(ann)?.type).toBe("form");
    // Out of reach, malformed, or from the console: refused, nothing happens.
    bob.pos = { x: 40, y: 64, z: 40 };
    const far = b.plugin.runCommand("x-bob", "use", "1 64 0");
    expect(far.ok).toBe(false);
    expect(far.text).toMatch(/Come closer/);
    expect(bob.riding).toBeUndefined();
    expect(b.plugin.runCommand("x-bob", "use", "1 64").ok).toBe(false);
    expect(b.plugin.runCommand("x-bob", "use", "1 64 zero").ok).toBe(false);
    expect(b.plugin.runCommand("@console", "use", "1 64 0").ok).toBe(false);
    expect(seatTexts(b.plugin.service?.info(tableId(0)))).toEqual(["", "", "", "x-ann"]);
  });
});
