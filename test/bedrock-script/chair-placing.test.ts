/**
 * A chair used on a table in the Script API add-on (issue 24 item 9): the world controller picks
 * the table's next free side and the chair's facing; the add-on sets the block and takes one chair
 * from the hand, or neither; a player who could not build there keeps the chair and is told why.
 */
import { describe, expect, it } from "vitest";
import { ADVENTURE, CUSTOM, ENUMS, FakeItem, VISITOR, type FakeGame, type FakePlayer } from "./fake-world";
import { CHAIR, game, TABLE } from "./game";

/** ann's bare table at 0,64,0; ann stands north of it (-z) holding `chairs` oak chairs. */
function table(chairs: number): { g: FakeGame; ann: FakePlayer } {
  const g = game();
  const ann = g.join("-100", "Ann");
  g.place(ann, 0, 64, 0, TABLE);
  ann.location = { x: 0.5, y: 64, z: -2.5 };
  ann.hold(new FakeItem(CHAIR, chairs), 0);
  return { g, ann };
}

/** Where the chair at x,z (level with the table) looks, or undefined for no chair there. */
function chairAt(g: FakeGame, x: number, z: number): string | undefined {
  const b = g.overworld.stateAt(x, 64, z);
  return b.typeId === CHAIR ? String(b.states["minecraft:cardinal_direction"]) : undefined;
}

function chairsPlaced(g: FakeGame): number {
  return [...g.overworld.blocks.values()].filter((b) => b.typeId === CHAIR).length;
}

describe("add-on: a chair used on a table", () => {
  it("goes to the table's next free side, facing it, one chair taken per click; then the click uses the table", () => {
    const { g, ann } = table(5);
    for (let i = 1; i <= 4; i++) {
      g.use(ann, 0, 64, 0, g.overworld, "North");
      expect(chairsPlaced(g)).toBe(i);
      expect(ann.container.count(CHAIR)).toBe(5 - i);
    }
    // The side pointed at, the side across, then the other two; each looks at the table.
    expect(chairAt(g, 0, -1)).toBe("south");
    expect(chairAt(g, 0, 1)).toBe("north");
    expect(chairAt(g, -1, 0)).toBe("east");
    expect(chairAt(g, 1, 0)).toBe("west");
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairsPlaced(g)).toBe(4);
    expect(ann.container.count(CHAIR)).toBe(1);
    expect(ann.messages.at(-1)).toBe("Fit a board into the table first.");
  });

  it("the last chair empties the hand; a click on the table's top puts it on the side the player stands at", () => {
    const { g, ann } = table(1);
    ann.location = { x: 3.5, y: 64, z: 0.5 };
    g.use(ann, 0, 64, 0, g.overworld, "Up");
    expect(chairAt(g, 1, 0)).toBe("west");
    expect(ann.container.slots[0]).toBeUndefined();
  });

  it("creative places without using a chair up; adventure places none, keeps it and is told why", () => {
    const { g, ann } = table(1);
    ann.gameMode = ENUMS.creative;
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairAt(g, 0, -1)).toBe("south");
    expect(ann.container.count(CHAIR)).toBe(1);
    ann.gameMode = ADVENTURE;
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairsPlaced(g)).toBe(1);
    expect(ann.container.count(CHAIR)).toBe(1);
    expect(ann.messages.at(-1)).toBe("You may not build there, so the chair stays in your hand.");
  });

  it("a visitor, or a player with custom permissions (whose build ability the script cannot read), places none and keeps it", () => {
    for (const level of [VISITOR, CUSTOM]) {
      const { g, ann } = table(1);
      ann.permissionLevel = level;
      g.use(ann, 0, 64, 0, g.overworld, "North");
      expect(chairsPlaced(g)).toBe(0);
      expect(ann.container.count(CHAIR)).toBe(1);
      expect(ann.messages.at(-1)).toBe("You may not build there, so the chair stays in your hand.");
    }
    // An operator builds as a member does.
    const { g, ann } = table(1);
    ann.permissionLevel = ENUMS.operator;
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairAt(g, 0, -1)).toBe("south");
    expect(ann.container.count(CHAIR)).toBe(0);
  });

  it("a side whose chunk is not loaded is skipped; with none loaded the click uses the table and the chair stays in hand", () => {
    const { g, ann } = table(2);
    g.overworld.unloaded.add("0,64,-1");
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairAt(g, 0, 1)).toBe("north");
    expect(ann.container.count(CHAIR)).toBe(1);
    const { g: g2, ann: ann2 } = table(1);
    for (const k of ["0,64,-1", "0,64,1", "-1,64,0", "1,64,0"]) g2.overworld.unloaded.add(k);
    g2.use(ann2, 0, 64, 0, g2.overworld, "North");
    expect(chairsPlaced(g2)).toBe(0);
    expect(ann2.container.count(CHAIR)).toBe(1);
    expect(ann2.messages.at(-1)).toBe("Fit a board into the table first.");
  });

  it("a chair the game refuses to set (packs from another release) is not placed, and stays in hand", () => {
    const { g, ann } = table(1);
    g.unlisted.add("south");
    g.use(ann, 0, 64, 0, g.overworld, "North");
    expect(chairsPlaced(g)).toBe(0);
    expect(ann.container.count(CHAIR)).toBe(1);
    expect(g.log.at(-1)).toMatch(/no chair placed at overworld:0,64,-1/);
  });
});
