/**
 * A chair used on a table on bdsx (issue 24 item 9): the world controller picks the table's next
 * free side and the chair's facing; the plugin sets the block and takes one chair from the hand,
 * or neither; where the player could not place it themselves (game type, build ability, another
 * plugin's protection) they keep it and are told why. One click the client sends twice places one chair (plugin.ts ONE_CLICK_MS).
 */
import { describe, expect, it } from "vitest";
import { CANCEL, FakeBdsx, FakeItem, GAME_TYPE, type FakePlayer } from "./fake-bdsx";

const TABLE = "game_tables:small_game_table_oak";
const CHAIR = "game_tables:game_chair_oak";
/** bdsx's Facing of the table's north (-z), south (+z) and east (+x) faces. */
const NORTH = 2;
const SOUTH = 3;
const EAST = 5;
const NO_BUILD = "You may not build there, so the chair stays in your hand.";

/** ann's bare table at 0,64,0; ann stands north of it (-z) holding `chairs` oak chairs. */
function table(chairs: number, handPack = false): { b: FakeBdsx; ann: FakePlayer } {
  const b = new FakeBdsx();
  b.handPack = handPack;
  b.open();
  const ann = b.join("x-ann", "Ann");
  expect(b.place(ann, 0, 64, 0, TABLE)).toBe(true);
  ann.pos = { x: 0.5, y: 65.62, z: -2.5 };
  ann.inventory.slots[0] = new FakeItem(CHAIR, chairs);
  return { b, ann };
}

/** The chair at x,z (level with the table) and where it looks, or undefined. */
function chairAt(b: FakeBdsx, x: number, z: number): string | undefined {
  if (b.world.getBlock({ x, y: 64, z }).getName() !== CHAIR) return undefined;
  return b.world.state(x, 64, z, "minecraft:cardinal_direction");
}

function chairsPlaced(b: FakeBdsx): number {
  return [...b.world.blocks.values()].filter((v) => v.name === CHAIR).length;
}

describe("bdsx: a chair used on a table", () => {
  it("goes to the table's next free side, facing it, one chair taken per click; then the click uses the table", () => {
    const { b, ann } = table(5);
    for (let i = 1; i <= 4; i++) {
      b.use(ann, 0, 64, 0, NORTH);
      // One chair per click, though the client sends a click twice once the side pointed at is taken.
      expect(chairsPlaced(b)).toBe(i);
      expect(ann.inventory.count(CHAIR)).toBe(5 - i);
    }
    // The side pointed at, the side across, then the other two; each looks at the table.
    expect(chairAt(b, 0, -1)).toBe('"south"');
    expect(chairAt(b, 0, 1)).toBe('"north"');
    expect(chairAt(b, -1, 0)).toBe('"east"');
    expect(chairAt(b, 1, 0)).toBe('"west"');
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(4);
    expect(ann.inventory.count(CHAIR)).toBe(1);
    expect(ann.messages.at(-1)).toBe("Fit a board into the table first.");
  });

  it("the last chair of a stack empties the hand; a chair on the table's top goes to the side the player stands at", () => {
    const { b, ann } = table(1);
    ann.pos = { x: 3.5, y: 65.62, z: 0.5 };
    b.use(ann, 0, 64, 0, 1);
    expect(chairAt(b, 1, 0)).toBe('"west"');
    expect(ann.inventory.getItem(0).isNull()).toBe(true);
  });

  it("with the empty-hand pack (no face known) the chair goes to the side the player stands at", () => {
    const { b, ann } = table(2, true);
    ann.pos = { x: -2.5, y: 65.62, z: 0.5 };
    b.use(ann, 0, 64, 0);
    expect(chairAt(b, -1, 0)).toBe('"east"');
    expect(ann.inventory.count(CHAIR)).toBe(1);
  });

  it("creative places without using a chair up; adventure places none, keeps it and is told why", () => {
    const { b, ann } = table(1);
    ann.gameType = GAME_TYPE.Creative;
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairAt(b, 0, -1)).toBe('"south"');
    expect(ann.inventory.count(CHAIR)).toBe(1);
    ann.gameType = GAME_TYPE.Adventure;
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(1);
    expect(ann.inventory.count(CHAIR)).toBe(1);
    expect(ann.messages.at(-1)).toBe(NO_BUILD);
  });

  it("a player of the Default game type builds as the world's default says: adventure none, creative without using it up", () => {
    const { b, ann } = table(1);
    ann.gameType = GAME_TYPE.Default;
    b.world.defaultGameType = GAME_TYPE.Adventure;
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(0);
    expect(ann.messages.at(-1)).toBe(NO_BUILD);
    b.world.defaultGameType = GAME_TYPE.Creative;
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(1);
    expect(ann.inventory.count(CHAIR)).toBe(1);
  });

  it("a player without the build ability (a visitor, custom permissions) places none and keeps it", () => {
    const { b, ann } = table(1);
    ann.build = false;
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(0);
    expect(ann.inventory.count(CHAIR)).toBe(1);
    expect(ann.messages.at(-1)).toBe(NO_BUILD);
  });

  it("another plugin's protection (it cancels blockPlace) is asked as for the player's own placement", () => {
    const { b, ann } = table(2);
    // A land-claim plugin: nobody but its owner builds at z < 0.
    const asked: { player: unknown; block: string; z: number }[] = [];
    b.events.blockPlace.on((e) => {
      const ev = e as { player: FakePlayer; block: { getName(): string }; blockPos: { z: number } };
      asked.push({ player: ev.player, block: ev.block.getName(), z: ev.blockPos.z });
      return ev.blockPos.z < 0 ? CANCEL : undefined;
    });
    b.use(ann, 0, 64, 0, NORTH);
    expect(asked).toEqual([{ player: ann, block: CHAIR, z: -1 }]);
    expect(chairsPlaced(b)).toBe(0);
    expect(ann.inventory.count(CHAIR)).toBe(2);
    expect(ann.messages.at(-1)).toBe(NO_BUILD);
    // From the south side the plugin lets it be.
    ann.pos = { x: 0.5, y: 65.62, z: 2.5 };
    b.use(ann, 0, 64, 0, SOUTH);
    expect(chairAt(b, 0, 1)).toBe('"north"');
    expect(ann.inventory.count(CHAIR)).toBe(1);
  });

  it("a chair between two tables faces the table it was placed at (asking the other plugins does not turn it)", () => {
    const { b, ann } = table(1);
    expect(b.place(ann, 2, 64, 0, TABLE)).toBe(true);
    ann.pos = { x: 1.5, y: 65.62, z: -2.5 };
    b.use(ann, 0, 64, 0, EAST);
    expect(chairAt(b, 1, 0)).toBe('"west"');
  });

  it("a spot BDS cannot set (its chunk not loaded) gets no chair, and the chair stays in hand", () => {
    const { b, ann } = table(1);
    b.world.unloaded.add(b.world.key(0, 64, -1));
    b.use(ann, 0, 64, 0, NORTH);
    expect(chairsPlaced(b)).toBe(0);
    expect(ann.inventory.count(CHAIR)).toBe(1);
  });
});
