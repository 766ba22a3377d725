/**
 * The world controller on bdsx (src/tables/world): the dig guard against a held button, a refused
 * sitter who never holds the chair, and a world saved by the old plugin (with its first-come
 * chair store) that still loads and seats by side.
 */
import { describe, expect, it } from "vitest";
import { openStorage, type KeyValues } from "../../plugin/bdsx/src/storage-port";
import { SEATED_PITCH } from "../../plugin/bedrock-common/seats";
import { FakeBdsx, FakeItem, type FakePlayer } from "./fake-bdsx";
import { seatTexts } from "../support/occupants";

const TABLE = "game_tables:small_game_table_oak";
const CHAIR = "game_tables:game_chair_oak";
const T = "0:0,64,0";

/** ann's table at 0,64,0 with the board fitted and chairs west (ann) and east (bob), both seated. */
function seated(): { b: FakeBdsx; ann: FakePlayer; bob: FakePlayer; cat: FakePlayer } {
  const b = new FakeBdsx();
  b.handPack = true;
  b.open();
  const ann = b.join("x-ann", "Ann");
  const bob = b.join("x-bob", "Bob");
  const cat = b.join("x-cat", "Cat");
  b.place(ann, 0, 64, 0, TABLE);
  b.place(ann, -1, 64, 0, CHAIR);
  b.place(ann, 1, 64, 0, CHAIR);
  ann.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
  b.use(ann, 0, 64, 0);
  ann.inventory.selected = 8;
  b.use(ann, -1, 64, 0);
  bob.pos = { x: 2, y: 64, z: 0 };
  cat.pos = { x: 2, y: 64, z: 1 };
  b.use(bob, 1, 64, 0);
  return { b, ann, bob, cat };
}

describe("bdsx: the world controller", () => {
  it("sitting turns the camera to the table and down to its board, as on Luanti (issue 24 item 3)", () => {
    const { b, ann, bob } = seated();
    // ann sits west of the table (looking +x: yaw -90), bob east (looking -x: yaw 90); both riding their seat.
    expect(ann.look).toEqual({ pitch: SEATED_PITCH, yaw: -90, riding: ann.riding?.runtimeId });
    expect(bob.look).toEqual({ pitch: SEATED_PITCH, yaw: 90, riding: bob.riding?.runtimeId });
    expect(SEATED_PITCH).toBeGreaterThan(20);
    expect(SEATED_PITCH).toBeLessThan(30);
    // Every packet was freed.
    expect(b.packetsLive).toBe(0);
  });

  it("a look packet that cannot be sent leaves the player seated, and is logged", () => {
    const b = new FakeBdsx();
    b.handPack = true;
    b.open();
    const ann = b.join("x-ann", "Ann");
    b.place(ann, 0, 64, 0, TABLE);
    b.place(ann, -1, 64, 0, CHAIR);
    ann.sendNetworkPacket = () => {
      throw new Error("fake: the connection is gone");
    };
    b.use(ann, -1, 64, 0);
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    expect(b.log.at(-1)).toMatch(/look was not sent: fake: the connection is gone/);
    expect(b.packetsLive).toBe(0);
  });

  it("a held button lifts the board, then breaks neither the table nor a chair until a pause", () => {
    const { b, ann } = seated();
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.plugin.service?.info(T)?.board).toBe("");
    // BDS repeats the break while the button is down: every 200 ms for 3 s.
    for (let t = 0; t < 3000; t += 200) {
      b.now += 200;
      expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
      expect(b.breakBlock(ann, 1, 64, 0)).toBe(false);
    }
    expect(b.plugin.service?.info(T)).toBeDefined();
    b.now += 2000;
    expect(b.breakBlock(ann, 1, 64, 0)).toBe(true);
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(true);
    expect(b.plugin.service?.info(T)).toBeUndefined();
  });

  it("a table anyone sits at is not broken, and a sitter's chair by nobody", () => {
    const { b, ann, bob } = seated();
    b.breakBlock(ann, 0, 64, 0);
    b.now += 5000;
    // The lift stood both up; bob sits again at the bare table.
    b.use(bob, 1, 64, 0);
    expect(bob.riding?.identifier).toBe("game_tables:seat");
    b.now += 5000;
    expect(b.breakBlock(ann, 1, 64, 0)).toBe(false);
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.plugin.service?.info(T)).toBeDefined();
  });

  it("a refused sitter never holds the chair: a kept seat's chair stays its player's", async () => {
    const { b, ann, bob, cat } = seated();
    for (const p of [ann, bob]) {
      while ((b.forms.get(p.ni) ?? []).length > 1) await b.answer(p, null);
      const i = b.buttonIndex(p, (label) => /^Start/.test(label));
      expect(i).toBeGreaterThanOrEqual(0);
      await b.answer(p, i);
    }
    expect(b.plugin.service?.info(T)?.phase).toBe("playing");
    bob.dismount();
    b.use(cat, 1, 64, 0);
    expect(cat.riding).toBeUndefined();
    expect(b.plugin.seatOf("x-cat")).toBeUndefined();
    b.use(bob, 1, 64, 0);
    expect(bob.riding?.identifier).toBe("game_tables:seat");
  });

  it("a world saved with the old first-come chair store loads and seats by side", () => {
    const { b, ann, bob } = seated();
    // The old plugin's order of this table's chairs (east first): nothing reads it now.
    openStorage(b.host.storage<KeyValues>("game_tables/chairs")).storage.set(T, JSON.stringify(["0:1,64,0", "0:-1,64,0"]));
    const b2 = new FakeBdsx(b.flush(), b.world);
    b2.handPack = true;
    b2.open();
    expect(b2.log.filter((l) => l.includes("unreadable") || l.includes("disabled"))).toEqual([]);
    const ann2 = b2.join("x-ann", "Ann", "en_US", ann);
    const bob2 = b2.join("x-bob", "Bob", "en_US", bob);
    ann2.riding = undefined;
    bob2.riding = undefined;
    b2.use(bob2, 1, 64, 0);
    b2.use(ann2, -1, 64, 0);
    expect(seatTexts(b2.plugin.service?.info(T))).toEqual(["", "x-bob", "", "x-ann"]);
  });
});
