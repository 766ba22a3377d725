/**
 * The world controller on the Script API add-on (src/tables/world): a seat the game cannot spawn,
 * the dig guard against a held button, a refused sitter who never holds the chair, and a world
 * saved with the old "gtc:" chair store.
 */
import { describe, expect, it } from "vitest";
import { BOARD_FACE, RIDER_Y, SEAT_ENTITY_Y, SEATED_PITCH } from "../../plugin/bedrock-common/seats";
import { seatTexts } from "../support/occupants";
import { game, seatBoth, setup, startMatch, T } from "./game";

describe("add-on: the world controller", () => {
  it("when spawnEntity throws, the player is told and not left seated at the table (issue 20 problem 4)", () => {
    const { g, bob } = setup();
    g.overworld.spawnThrows = true;
    g.use(bob, 1, 64, 0);
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["", "", "", ""]);
    expect(g.addon.seatOf("-200")).toBeUndefined();
    expect(bob.messages.at(-1)).toMatch(/cannot seat you/);
    g.overworld.spawnThrows = false;
    g.use(bob, 1, 64, 0);
    expect(seatTexts(g.addon.service?.info(T))[1]).toBe("-200");
  });

  it("sitting turns the camera to the table and down to its board, as on Luanti (issue 24 item 3)", () => {
    const { g, bob } = setup();
    bob.rotation = { x: 0, y: 45 };
    g.use(bob, 1, 64, 0);
    expect(g.addon.seatOf("-200")).toBeDefined();
    // The chair east of the table looks west (-x: yaw 90), down by the shared geometry's pitch.
    expect(bob.rotation.y).toBe(90);
    expect(bob.rotation.x).toBeCloseTo(SEATED_PITCH, 6);
    // The crosshair's ray from the sitting eye meets the board's face inside the board, not the player across.
    const eye = 64 + SEAT_ENTITY_Y + RIDER_Y + (1.62 - 0.75);
    const run = (eye - (64 + BOARD_FACE)) / Math.tan((bob.rotation.x * Math.PI) / 180);
    expect(Math.abs(1.5 - run - 0.5)).toBeLessThan(6 / 16);
  });

  it("a turn the game refuses (setRotation throws) leaves the player seated, and is logged", () => {
    const { g, bob } = setup();
    bob.setRotation = () => {
      throw new Error("fake: InvalidEntityError");
    };
    g.use(bob, 1, 64, 0);
    expect(g.addon.seatOf("-200")).toBeDefined();
    expect(bob.riding?.typeId).toBe("game_tables:seat");
    expect(g.log.at(-1)).toMatch(/look was not set: fake: InvalidEntityError/);
  });

  it("a held button lifts the board, then breaks neither the table nor a chair until a pause", () => {
    const { g, ann } = setup();
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(g.addon.service?.info(T)?.board).toBe("");
    for (let t = 0; t < 3000; t += 200) {
      g.tick(4);
      expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
      expect(g.breakBlock(ann, 1, 64, 0)).toBe(false);
    }
    g.tick(40);
    expect(g.breakBlock(ann, 1, 64, 0)).toBe(true);
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(true);
    expect(g.addon.service?.info(T)).toBeUndefined();
  });

  it("a refused sitter never holds the chair: a kept seat's chair stays its player's", async () => {
    const { g, ann, bob } = setup();
    const cat = g.join("-300", "Cat");
    await seatBoth(g, ann, bob);
    await startMatch(g, ann, bob);
    g.dismount(bob);
    g.use(cat, 1, 64, 0);
    expect(cat.riding).toBeUndefined();
    expect(g.addon.seatOf("-300")).toBeUndefined();
    g.use(bob, 1, 64, 0);
    expect(bob.riding).toBeDefined();
  });

  it("a world saved with the old gtc: chair store (first come) loads and seats by side", () => {
    const { g } = setup();
    const save = g.save();
    // The old add-on's chair order for this table: the east chair first.
    save.props.set("gtc:" + T, JSON.stringify(["overworld:1,64,0", "overworld:-1,64,0"]));
    const g2 = game(save);
    const ann2 = g2.join("-100", "Ann");
    const bob2 = g2.join("-200", "Bob");
    g2.use(bob2, 1, 64, 0);
    g2.use(ann2, -1, 64, 0);
    expect(seatTexts(g2.addon.service?.info(T))).toEqual(["", "-200", "", "-100"]);
  });
});
