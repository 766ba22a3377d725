/**
 * Every table flow through the Script API add-on, against the fake of the official typings and
 * the real table service: craft, place, sit, fit, play alone, stakes, pause and resume, a restart
 * mid-match, a crash back to the last save, and bad forms.
 */
import { describe, expect, it } from "vitest";
import { BOARD_PROPERTY } from "../../plugin/bedrock-script/src/board";
import { BOARDS } from "../../src/content/boards";
import { LANGS, render } from "../../src/i18n/index";
import { FakeGame, FakeItem, type FakePlayer } from "./fake-world";
import { BOARD, CHAIR, COMPONENTS, game, playMove, press, recipeFor, seatBoth, setup, stake, startMatch, T, TABLE, TAGS } from "./game";
import { seatTexts } from "../support/occupants";

describe("add-on: craft, place, sit, fit", () => {
  it("crafts a table, chairs and the board with the pack's recipes, and places them", () => {
    const g = game();
    const ann = g.join("-100", "Ann");
    ann.container.slots[0] = new FakeItem("minecraft:oak_planks", 64);
    ann.container.slots[1] = new FakeItem("minecraft:stick", 16);
    ann.container.slots[2] = new FakeItem("minecraft:paper", 1);
    ann.container.slots[3] = new FakeItem("minecraft:green_wool", 1);
    expect(g.craft(ann, recipeFor(TABLE), TAGS)).toBe(true);
    expect(g.craft(ann, recipeFor(CHAIR), TAGS)).toBe(true);
    expect(g.craft(ann, recipeFor(BOARD), TAGS)).toBe(true);
    expect(g.craft(ann, recipeFor(BOARD), TAGS)).toBe(false); // no paper left
    expect(ann.container.count(TABLE)).toBe(1);
    expect(ann.container.count(BOARD)).toBe(1);
    ann.selectedSlotIndex = ann.container.slotOf(TABLE);
    g.place(ann, 0, 64, 0);
    expect(g.addon.service?.info(T)?.owner).toBe("-100");
    ann.selectedSlotIndex = ann.container.slotOf(CHAIR);
    const chairs = ann.container.count(CHAIR);
    g.place(ann, 1, 64, 0);
    expect(ann.container.count(CHAIR)).toBe(chairs - 1);
    // The chair turns to face the table (west of it).
    expect(g.overworld.stateAt(1, 64, 0).states["minecraft:cardinal_direction"]).toBe("west");
    // Chairs placed first turn when the table comes.
    g.place(ann, 10, 64, 9, CHAIR);
    expect(g.overworld.stateAt(10, 64, 9).states["minecraft:cardinal_direction"]).toBe("north");
    g.place(ann, 10, 64, 10, TABLE);
    expect(g.overworld.stateAt(10, 64, 9).states["minecraft:cardinal_direction"]).toBe("south");
  });

  it("every furniture block names the custom component the script registers", () => {
    const g = game();
    for (const [block, names] of COMPONENTS) {
      expect(names.length).toBe(1);
      expect(g.components.has(names[0])).toBe(true);
      expect(names[0]).toBe(block.indexOf("game_chair") >= 0 ? "game_tables:chair" : "game_tables:table");
    }
  });

  it("fits the board from the hand, seats two players facing the table; an empty hand opens the screen", () => {
    const { g, ann, bob } = setup();
    expect(ann.container.count(BOARD)).toBe(0);
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("gin_rummy");
    expect(g.overworld.stateAt(-1, 64, 0).states["minecraft:cardinal_direction"]).toBe("east");
    g.use(ann, -1, 64, 0);
    g.use(bob, 1, 64, 0);
    expect(ann.riding?.typeId).toBe("game_tables:seat");
    expect(ann.riding?.rotation).toEqual({ x: 0, y: -90 }); // looking east, at the table
    expect(bob.riding?.rotation).toEqual({ x: 0, y: 90 });
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["", "-200", "", "-100"]);
    const cat = g.join("-300", "Cat");
    g.use(cat, 1, 64, 0);
    expect(cat.riding).toBeUndefined();
    // Nothing in hand: the table's custom component still fires and the screen opens.
    expect(cat.container.slots[0]).toBeUndefined();
    g.use(cat, 0, 64, 0);
    expect(g.form(cat)?.title).toMatch(/Gin Rummy|table/i);
    // Sneaking off frees the seat (seen on the next rider check).
    g.dismount(bob);
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["", "", "", "-100"]);
    expect(g.overworld.getEntities({ type: "game_tables:seat" })).toHaveLength(1);
  });

  it("a chair with someone on it is never broken; leaving stands the player up; a chair with no table is a plain chair", () => {
    const { g, ann, bob } = setup();
    g.use(ann, -1, 64, 0);
    g.use(bob, 1, 64, 0);
    expect(g.breakBlock(ann, 1, 64, 0)).toBe(false);
    expect(g.breakBlock(bob, 1, 64, 0)).toBe(false);
    expect(bob.riding).toBeDefined();
    g.dismount(bob);
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["", "", "", "-100"]);
    expect(g.breakBlock(ann, 1, 64, 0)).toBe(true);
    g.leave(ann);
    expect(g.overworld.getEntities({ type: "game_tables:seat" })).toHaveLength(0);
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["", "", "", ""]);
    g.place(bob, 20, 64, 20, CHAIR);
    g.use(bob, 20, 64, 20);
    expect(bob.riding).toBeDefined();
    expect(g.addon.seatOf("-200")?.tableId).toBeUndefined();
  });

  it("a refused table (a record still at that spot, its block removed by a command) is taken back into the inventory", () => {
    const { g, ann } = setup();
    g.overworld.setBlock(0, 64, 0, { typeId: "minecraft:air", states: {} }); // /setblock ... air
    ann.hold(new FakeItem(TABLE, 1), 4);
    g.place(ann, 0, 64, 0);
    expect(g.overworld.stateAt(0, 64, 0).typeId).toBe("minecraft:air");
    expect(ann.container.count(TABLE)).toBe(1);
    expect(ann.messages[ann.messages.length - 1]).toMatch(/already/i);
  });

  it("an Uno No Mercy board fits: the item is taken, the table shows a board and plays Uno; lifting it gives it back", () => {
    const g = game();
    const ann = g.join("-100", "Ann");
    g.place(ann, 0, 64, 0, TABLE);
    const uno = "game_tables:uno_no_mercy_board";
    ann.hold(new FakeItem(uno, 1), 4);
    g.use(ann, 0, 64, 0);
    expect(ann.container.count(uno)).toBe(0);
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("uno_no_mercy");
    expect(g.addon.service?.info(T)?.board).toBe("uno_no_mercy");
    ann.selectedSlotIndex = 0;
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false); // the board comes off first
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("none");
    expect(g.addon.service?.info(T)?.board).toBe("");
    expect(ann.container.count(uno)).toBe(1);
  });

  it("a table in the Nether is its own table: its block, board state and record never touch the Overworld's", () => {
    const { g, ann } = setup();
    const nether = g.world.getDimension("minecraft:nether");
    g.place(ann, 0, 64, 0, TABLE, nether);
    expect(g.addon.service?.info("nether:0,64,0")?.owner).toBe("-100");
    ann.hold(new FakeItem(BOARD, 1), 4);
    g.use(ann, 0, 64, 0, nether);
    expect(nether.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("gin_rummy");
    ann.selectedSlotIndex = 0;
    expect(g.breakBlock(ann, 0, 64, 0, nether)).toBe(false); // the board comes off first
    expect(nether.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("none");
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("gin_rummy");
    expect(g.addon.service?.info(T)?.board).toBe("gin_rummy");
    g.tick(40); // a fresh blow, after a pause
    expect(g.breakBlock(ann, 0, 64, 0, nether)).toBe(true);
    expect(g.addon.service?.info("nether:0,64,0")).toBeUndefined();
    expect(g.overworld.stateAt(0, 64, 0).typeId).toBe(TABLE);
  });

  it("breaking a plain table gives it back; a table with a board first gives the board", () => {
    const { g, ann } = setup();
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(ann.container.count(BOARD)).toBe(1);
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("none");
    g.tick(40); // a fresh blow, after a pause
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(true);
    expect(g.addon.service?.info(T)).toBeUndefined();
    expect(g.overworld.drops.map((d) => d.item.typeId)).toEqual([TABLE]);
  });
});

describe("add-on: play alone", () => {
  it("a bot takes the other seat and a whole match is played through forms with card art", async () => {
    const { g, ann } = setup();
    g.use(ann, -1, 64, 0);
    g.use(ann, 0, 64, 0);
    await press(g, ann, /alone/i);
    expect(g.addon.service?.info(T)?.phase).toBe("playing");
    expect(seatTexts(g.addon.service?.info(T))[1]).toMatch(/^bot:/);
    const icons = new Set<string>();
    let moves = 0;
    for (let i = 0; i < 4000 && g.addon.service?.info(T)?.phase === "playing"; i++) {
      for (const b of g.form(ann)?.buttons ?? []) if (b.icon !== undefined) icons.add(b.icon);
      if (await playMove(g, ann)) moves++;
      else g.tick(30);
    }
    expect(g.addon.service?.info(T)?.phase).toBe("result");
    expect(moves).toBeGreaterThan(10);
    // Card buttons show the card art from the add-on's resource pack.
    expect([...icons].some((i) => /^textures\/game_tables\/tables\/cards\/game_tables_card_\w+$/.test(i))).toBe(true);
  });
});

describe("add-on: stakes", () => {
  it("takes the pot at Start through the container API and pays the winner everything, a named stack with lore included", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    const named = new FakeItem("minecraft:emerald", 3);
    named.nameTag = "Crown jewels";
    named.lore = ["from the vault"];
    bob.container.slots[4] = named.clone();
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 4);
    await stake(g, bob, "minecraft:emerald", 3);
    await startMatch(g, ann, bob);
    expect(ann.container.count("minecraft:diamond")).toBe(15);
    expect(bob.container.count("minecraft:diamond")).toBe(6);
    expect(bob.container.count("minecraft:emerald")).toBe(0);
    await press(g, bob, /^Resign/);
    await press(g, bob, /^Yes, resign/);
    expect(g.addon.service?.info(T)?.phase).toBe("result");
    expect(ann.container.count("minecraft:diamond")).toBe(24);
    expect(ann.container.find("minecraft:emerald")?.data()).toBe(named.data());
  });

  it("refuses a sword the game cannot rebuild (Sharpness 10) when it is offered, saying why: the pot is paid once, nothing repeats", async () => {
    // Issue 20, problem 1: such a sword was accepted; at the payout every rebuild threw after the
    // diamonds before it were given, unrecorded, so each rejoin gave them again.
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    const sword = new FakeItem("minecraft:diamond_sword", 1);
    sword.enchantments = [{ id: "sharpness", level: 10 }];
    bob.container.slots[4] = sword;
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 4);
    await press(g, bob, /^Add to the pot/);
    expect(g.form(bob)?.inputs[0].options).toEqual(["10 diamond"]);
    expect(bob.messages.some((m) => m.includes("diamond_sword") && m.includes("refuses to rebuild"))).toBe(true);
    await g.answer(bob, null);
    await startMatch(g, ann, bob);
    await press(g, bob, /^Resign/);
    await press(g, bob, /^Yes, resign/);
    expect(g.addon.service?.info(T)?.phase).toBe("result");
    for (let i = 0; i < 3; i++) {
      expect(ann.container.count("minecraft:diamond")).toBe(24);
      g.leave(ann);
      const back = g.join("-100", "Ann");
      expect(back.container.count("minecraft:diamond")).toBe(24);
    }
    expect(bob.container.count("minecraft:diamond_sword")).toBe(1);
  });

  it("refuses a tool: another add-on's data on it (scoped to that pack) would not come back", async () => {
    // Issue 20, problem 2: item dynamic properties are per behaviour pack, so the add-on cannot
    // see another pack's; a tool carrying them came back without them.
    const { g, ann, bob } = setup();
    const wand = new FakeItem("minecraft:iron_sword", 1);
    wand.packProps.set("other_addon", new Map([["other_addon:charges", 3]]));
    bob.container.slots[3] = wand;
    bob.container.slots[4] = new FakeItem("minecraft:emerald", 2);
    expect(g.addon.inventory.list(bob.id).map((s) => s.item)).toEqual(["minecraft:emerald"]);
    await seatBoth(g, ann, bob);
    await press(g, bob, /^Add to the pot/);
    expect(g.form(bob)?.inputs[0].options).toEqual(["2 emerald"]);
    expect(bob.messages.some((m) => m.includes("iron_sword") && m.includes("other add-ons"))).toBe(true);
    expect(bob.container.find("minecraft:iron_sword")?.data()).toBe(wand.data());
  });

  it("offers only items that come back whole: not trimmed armour or a shulker box's contents", async () => {
    const { g, ann, bob } = setup();
    const chest = new FakeItem("minecraft:diamond_chestplate", 1);
    chest.hidden = "trim:gold";
    const box = new FakeItem("minecraft:red_shulker_box", 1);
    box.hidden = "contents:64 diamonds";
    const map = new FakeItem("minecraft:filled_map", 1);
    map.hidden = "map:7";
    ann.container.slots[3] = chest;
    ann.container.slots[4] = box;
    ann.container.slots[5] = map;
    ann.container.slots[6] = new FakeItem("minecraft:emerald", 3);
    expect(g.addon.inventory.list("-100").map((s) => s.item)).toEqual(["minecraft:emerald"]);
    await seatBoth(g, ann, bob);
    await press(g, ann, /^Add to the pot/);
    expect(g.form(ann)?.inputs[0].options).toEqual(["3 emerald"]);
  });

  it("with nothing to offer there is no Add to the pot (the game refuses an empty dropdown)", async () => {
    const { g, ann, bob } = setup();
    await seatBoth(g, ann, bob);
    expect(g.buttonIndex(ann, (l) => /^Add to the pot/.test(l))).toBe(-1);
  });

  it("a full inventory never loses the winnings: the rest waits in the mailbox for /gametables claim", async () => {
    const { g, ann, bob } = setup();
    bob.container.slots[3] = new FakeItem("minecraft:ender_pearl", 16);
    ann.container.slots[9] = new FakeItem("minecraft:ender_pearl", 1);
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:ender_pearl", 1);
    await stake(g, bob, "minecraft:ender_pearl", 16);
    await startMatch(g, ann, bob);
    for (let i = 0; i < 36; i++) if (ann.container.slots[i] === undefined) ann.container.slots[i] = new FakeItem("minecraft:dirt", 64);
    await press(g, bob, /^Resign/);
    await press(g, bob, /^Yes, resign/);
    expect(ann.container.count("minecraft:ender_pearl")).toBe(0);
    expect(g.addon.service?.mailbox("-100").reduce((n, s) => n + s.count, 0)).toBe(17);
    ann.container.slots[0] = undefined;
    ann.container.slots[1] = undefined;
    g.run(ann, "claim");
    expect(ann.container.count("minecraft:ender_pearl")).toBe(17);
  });
});

describe("add-on: pause onto the board and resume", () => {
  async function paused(): Promise<{ g: FakeGame; ann: ReturnType<typeof setup>["ann"]; bob: ReturnType<typeof setup>["bob"]; matchId: string }> {
    const { g, ann, bob } = setup();
    await seatBoth(g, ann, bob);
    const matchId = await startMatch(g, ann, bob);
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(g.addon.service?.info(T)?.board).toBe("");
    return { g, ann, bob, matchId };
  }

  it("removing the board mid-match writes the signed snapshot into its dynamic property; another table resumes it once", async () => {
    const { g, ann, bob, matchId } = await paused();
    const board = ann.container.find(BOARD) as FakeItem;
    const value = board.getDynamicProperty(BOARD_PROPERTY) as string;
    expect(value.startsWith("1|gin_rummy|GT1.")).toBe(true);
    expect(board.lore.join(" ")).toMatch(/paused/i);
    g.place(ann, 10, 64, 10, "game_tables:small_game_table_birch");
    g.place(ann, 9, 64, 10, "game_tables:game_chair_birch");
    g.place(ann, 11, 64, 10, "game_tables:game_chair_birch");
    const copy = board.clone(); // a duplication glitch
    ann.selectedSlotIndex = ann.container.slotOf(BOARD);
    g.use(ann, 10, 64, 10);
    expect(ann.container.count(BOARD)).toBe(0);
    const t2 = "overworld:10,64,10";
    expect(g.addon.service?.info(t2)?.matchId).toBe(matchId);
    g.dismount(ann);
    g.dismount(bob);
    g.use(ann, 9, 64, 10);
    g.use(bob, 11, 64, 10);
    expect(g.addon.service?.info(t2)?.phase).toBe("playing");
    // The copy cannot replay the match.
    g.place(ann, 30, 64, 30, TABLE);
    ann.hold(copy, 20);
    const before = ann.messages.length;
    g.use(ann, 30, 64, 30);
    expect(g.addon.service?.info("overworld:30,64,30")?.matchId).not.toBe(matchId);
    expect(ann.messages.length).toBeGreaterThan(before);
  });

  it("the paused board's lore line names its board and fits the game's 50 characters in every language", () => {
    for (const b of BOARDS) {
      for (const lang of LANGS) {
        const line = render(lang, { key: "item.board.paused", params: { board: b.displayName } });
        expect(line).toContain(render(lang, b.displayName));
        expect(line.length).toBeLessThanOrEqual(50);
      }
    }
  });

  it("a tampered or oversized board property is refused with a message and fits as a plain board", async () => {
    const { g, ann, matchId } = await paused();
    const slot = ann.container.slotOf(BOARD);
    const board = ann.container.slots[slot] as FakeItem;
    const v = board.getDynamicProperty(BOARD_PROPERTY) as string;
    const i = v.length - 30;
    board.props.set(BOARD_PROPERTY, v.substring(0, i) + (v.charAt(i) === "A" ? "B" : "A") + v.substring(i + 1));
    ann.selectedSlotIndex = slot;
    const before = ann.messages.length;
    g.use(ann, 0, 64, 0);
    expect(ann.messages.slice(before).join(" ")).toMatch(/altered/);
    expect(g.addon.service?.info(T)?.board).toBe("gin_rummy");
    expect(g.addon.service?.info(T)?.matchId).not.toBe(matchId);
    expect(g.addon.service?.pausedMatches()).toContain(matchId);
    // Oversized, wrong type, extra keys, other layout versions: refused before the service sees them.
    const odd = (value: string | number, extra?: string): FakeItem => {
      const b = new FakeItem(BOARD, 1);
      b.props.set(BOARD_PROPERTY, value);
      if (extra !== undefined) b.props.set(extra, "x");
      return b;
    };
    const { readBoard } = await import("../../plugin/bedrock-script/src/board");
    expect(readBoard(odd("1|gin_rummy|" + "G".repeat(5000)))).toEqual({ ok: false, error: "oversized" });
    expect(readBoard(odd(5))).toEqual({ ok: false, error: "malformed" });
    expect(readBoard(odd("1|gin_rummy|GT1.x", "game_tables:owner"))).toEqual({ ok: false, error: "malformed" });
    expect(readBoard(odd("9|gin_rummy|GT1.x"))).toEqual({ ok: false, error: "version" });
    expect(readBoard(odd("1|Gin Rummy|GT1.x"))).toEqual({ ok: false, error: "malformed" });
  });
});

describe("add-on: restarts", () => {
  it("a restart mid-match keeps the table, the escrow and the match; the winner is paid after it", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 5);
    const matchId = await startMatch(g, ann, bob);
    // A clean stop saves the world.
    const g2 = game(g.save());
    expect(g2.log.join("\n")).toContain("1 tables");
    const ann2 = g2.join("-100", "Ann");
    const bob2 = g2.join("-200", "Bob", "de_DE");
    expect(g2.addon.service?.info(T)?.matchId).toBe(matchId);
    g2.use(ann2, -1, 64, 0);
    g2.use(bob2, 1, 64, 0);
    g2.use(bob2, 0, 64, 0);
    await press(g2, bob2, /^Aufgeben/);
    await press(g2, bob2, /^Ja, aufgeben/);
    expect(ann2.container.count("minecraft:diamond")).toBe(25);
    expect(bob2.container.count("minecraft:diamond")).toBe(5);
  });

  it("a crash goes back to the last save as a whole: the stakes are where that save had them, nothing doubled", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 5);
    await startMatch(g, ann, bob);
    const saved = g.save(); // the last autosave: stakes in escrow
    await press(g, bob, /^Resign/);
    await press(g, bob, /^Yes, resign/);
    expect(ann.container.count("minecraft:diamond")).toBe(25);
    // The server dies before the next save: the payout is lost with everything after the save.
    const g2 = game(saved);
    const ann2 = g2.join("-100", "Ann");
    const bob2 = g2.join("-200", "Bob");
    expect(ann2.container.count("minecraft:diamond") + bob2.container.count("minecraft:diamond")).toBe(20);
    expect(g2.addon.service?.info(T)?.phase).toBe("playing");
    g2.use(ann2, -1, 64, 0);
    g2.use(bob2, 1, 64, 0);
    g2.use(bob2, 0, 64, 0);
    await press(g2, bob2, /^Resign/);
    await press(g2, bob2, /^Yes, resign/);
    expect(ann2.container.count("minecraft:diamond")).toBe(25);
    expect(bob2.container.count("minecraft:diamond")).toBe(5);
  });

  it("a world whose stored table data is broken is refused with one clear line, and the add-on stays out of the way", () => {
    const { g } = setup();
    const save = g.save();
    const head = [...save.props.keys()].find((k) => k.startsWith("gts:")) as string;
    save.props.set(head, "3|only the first of three parts");
    const g2 = game(save);
    expect(g2.log).toEqual([`game-tables: not started: storage key ${head.substring(4)} lost part 1 of 3`]);
    expect(g2.addon.service).toBeUndefined();
    const ann = g2.join("-100", "Ann");
    g2.use(ann, 0, 64, 0);
    expect(g2.form(ann)).toBeUndefined();
  });

  it("a crash while paying: storage says the payout is under way, the player's data has it; it completes exactly once", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 5);
    await startMatch(g, ann, bob);
    const inv = g.addon.inventory;
    const give = inv.give.bind(inv);
    let saved: ReturnType<FakeGame["save"]> | undefined;
    // The world as saved right after the first stack of the pot was given: the server dies there.
    inv.give = (player, txId, stack) => {
      const left = give(player, txId, stack);
      if (saved === undefined) saved = g.save();
      return left;
    };
    await press(g, bob, /^Resign/);
    await press(g, bob, /^Yes, resign/);
    expect(saved).toBeDefined();
    expect([...(saved as ReturnType<FakeGame["save"]>).props.values()].some((v) => typeof v === "string" && v.includes('"st":"pay"'))).toBe(true);
    const g2 = game(saved);
    const ann2 = g2.join("-100", "Ann");
    const bob2 = g2.join("-200", "Bob");
    g2.tick(40);
    expect(ann2.container.count("minecraft:diamond")).toBe(25);
    expect(bob2.container.count("minecraft:diamond")).toBe(5);
  });
});

describe("add-on: bad forms and commands", () => {
  it("forged and closed form answers change nothing and lose nothing", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    await seatBoth(g, ann, bob);
    const n = g.form(ann)?.buttons.length ?? 0;
    const phase = g.addon.service?.info(T)?.phase;
    await g.answer(ann, n + 5); // a button that does not exist
    expect(g.addon.service?.info(T)?.phase).toBe(phase);
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    await press(g, ann, /^Add to the pot/);
    await g.answer(ann, [99, "5"]); // a slot that does not exist
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    await press(g, ann, /^Add to the pot/);
    await g.answer(ann, [0, "-3"]);
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    await press(g, ann, /^Add to the pot/);
    await g.answer(ann, [0, "9999999999"]);
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    await press(g, ann, /^Add to the pot/);
    await g.answer(ann, null);
    expect(ann.container.count("minecraft:diamond")).toBe(20);
    // No offer was made: the pot lines still read "-".
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    expect(g.form(ann)?.body).toContain("1: -");
    expect(g.form(ann)?.body).not.toContain("diamond");
    // A closed table form tells the service; the next use opens it again.
    if (g.form(ann) !== undefined) await g.answer(ann, null);
    expect(g.form(ann)).toBeUndefined();
    g.use(ann, 0, 64, 0);
    expect(g.form(ann)).toBeDefined();
  });

  it("a form refused because the player is busy is offered again", async () => {
    const { g, ann } = setup();
    g.ui.open_.set(ann.id, { kind: "action", title: "chat", body: "", buttons: [], inputs: [], resolve: () => undefined });
    g.use(ann, 0, 64, 0);
    await g.settle();
    expect(g.form(ann)?.title).toBe("chat");
    g.ui.open_.delete(ann.id);
    g.tick(25);
    expect(g.form(ann)?.title).not.toBe("chat");
    expect(g.form(ann)).toBeDefined();
  });

  it("a stake form refused because the player is busy is offered again, not dropped (issue 20 problem 5)", async () => {
    const { g, ann, bob } = setup();
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    await seatBoth(g, ann, bob);
    // The first modal form the game is asked to show finds the player busy (chat open).
    const open = g.ui.open.bind(g.ui);
    let busy = 1;
    g.ui.open = (player, form) => (form.kind === "modal" && busy-- > 0 ? Promise.resolve({ canceled: true, cancelationReason: g.addon.api.enums.userBusy }) : open(player, form));
    await press(g, ann, /^Add to the pot/);
    await g.settle();
    expect(busy).toBe(0);
    g.tick(25);
    await g.settle();
    expect(g.form(ann)?.kind).toBe("modal");
  });

  it("the command lists tables for operators, refunds paused matches, and refuses a broken config", async () => {
    const { g, ann, bob } = setup();
    expect(g.registered?.name).toBe("game_tables:gametables");
    expect(g.enums.get("game_tables:action")).toContain("refund");
    g.run(bob, "list");
    expect(bob.messages.join("\n")).not.toContain(T);
    bob.commandPermissionLevel = g.addon.api.enums.permissionOperator;
    g.run(bob, "list");
    expect(bob.messages.join("\n")).toContain(T);
    ann.container.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.container.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(g, ann, bob);
    await stake(g, ann, "minecraft:diamond", 5);
    await stake(g, bob, "minecraft:diamond", 5);
    const matchId = await startMatch(g, ann, bob);
    g.breakBlock(ann, 0, 64, 0);
    expect(g.addon.service?.pausedMatches()).toContain(matchId);
    g.run(undefined, "refund", matchId);
    expect(ann.container.count("minecraft:diamond")).toBe(20);
    expect(bob.container.count("minecraft:diamond")).toBe(10);
    const last = (): string => bob.messages[bob.messages.length - 1];
    g.run(bob, "config", '{"turnSeconds": "soon"}');
    expect(last()).toMatch(/turnSeconds.*previous settings stay/);
    expect(g.addon.service).toBeDefined();
    g.run(bob, "config", "{not json");
    expect(last()).toMatch(/not JSON/);
    g.run(bob, "config", "turnSeconds=soon");
    expect(last()).toMatch(/turnSeconds/);
    g.run(bob, "config", "turnSeconds=45");
    expect(last()).toMatch(/Setting changed/);
    g.run(bob, "config", "botDelayMs=0");
    expect(last()).toMatch(/Setting changed/);
    expect(JSON.parse((g.world.getDynamicProperty("gth:config") as string).substring(1))).toEqual({ botDelayMs: 0, turnSeconds: 45 });
    // Players cannot change it.
    g.run(ann, "config", "turnSeconds=10");
    expect(ann.messages[ann.messages.length - 1]).toMatch(/operator/i);
    // A restart keeps it.
    const g2 = game(g.save());
    expect(g2.log.join("\n")).not.toContain("config");
  });
});

describe("add-on: the board a table shows", () => {
  const TABLE_AT = (g: FakeGame): Record<string, boolean | number | string> => g.overworld.stateAt(0, 64, 0).states;

  it("a table saved before per-board looks (the old boolean true) keeps showing Gin Rummy, and its board comes off as before", () => {
    const { g, ann } = setup();
    // What the game reads from such a block: the new state at its default, the old one true.
    g.overworld.setBlock(0, 64, 0, { typeId: TABLE, states: { "game_tables:fitted": "none", "game_tables:board": true } });
    g.use(ann, 0, 64, 0);
    expect(g.form(ann)).toBeDefined();
    expect(TABLE_AT(g)["game_tables:board"]).toBe(true); // not redrawn: the old state draws Gin Rummy
    expect(g.log.join("\n")).not.toContain("redrawn");
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(TABLE_AT(g)).toEqual({ "game_tables:fitted": "none", "game_tables:board": false });
    expect(ann.container.count(BOARD)).toBe(1);
  });

  it("a look that is not the record's (a /setblock, a value no board has, the old state on a bare table) is redrawn from the record; nothing moves", () => {
    const { g, ann } = setup();
    g.overworld.setBlock(0, 64, 0, { typeId: TABLE, states: { "game_tables:fitted": "uno_no_mercy", "game_tables:board": false } });
    g.use(ann, 0, 64, 0);
    expect(g.log.at(-1)).toBe('game-tables: table overworld:0,64,0 showed board "uno_no_mercy"; its record holds "gin_rummy": redrawn from the record');
    expect(TABLE_AT(g)["game_tables:fitted"]).toBe("gin_rummy");
    // A value this release's packs do not list (a world saved with newer packs).
    g.overworld.setBlock(0, 64, 0, { typeId: TABLE, states: { "game_tables:fitted": "chess", "game_tables:board": false } });
    g.use(ann, 0, 64, 0);
    expect(g.log.at(-1)).toBe('game-tables: table overworld:0,64,0 showed "chess", which is no board; its record holds "gin_rummy": redrawn from the record');
    expect(TABLE_AT(g)["game_tables:fitted"]).toBe("gin_rummy");
    expect(g.addon.service?.info(T)?.board).toBe("gin_rummy");
    // The old state on a table whose record holds no board.
    g.place(ann, 5, 64, 5, TABLE);
    g.overworld.setBlock(5, 64, 5, { typeId: TABLE, states: { "game_tables:fitted": "none", "game_tables:board": true } });
    g.use(ann, 5, 64, 5);
    expect(g.log.at(-1)).toBe('game-tables: table overworld:5,64,5 showed board "gin_rummy"; its record holds "none": redrawn from the record');
    expect(g.overworld.stateAt(5, 64, 5).states).toEqual({ "game_tables:fitted": "none", "game_tables:board": false });
    // The board is where it was: on the first table, and it comes back whole.
    expect(ann.container.count(BOARD)).toBe(0);
    g.breakBlock(ann, 0, 64, 0);
    expect(ann.container.count(BOARD)).toBe(1);
  });
});

describe("add-on: packs from another release", () => {
  it("the game refusing a board's look: the board still fits and plays, the log says why, and the board comes back whole", () => {
    const g = game();
    const ann = g.join("-100", "Ann");
    g.place(ann, 0, 64, 0, TABLE);
    g.unlisted.add("uno_no_mercy"); // the world's packs predate Uno No Mercy's look
    const uno = "game_tables:uno_no_mercy_board";
    ann.hold(new FakeItem(uno, 1), 4);
    g.use(ann, 0, 64, 0);
    expect(g.addon.service?.info(T)?.board).toBe("uno_no_mercy");
    expect(ann.container.count(uno)).toBe(0);
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("none");
    expect(g.log.at(-1)).toBe('game-tables: table overworld:0,64,0: board "uno_no_mercy" cannot be shown (the game refused it: fake: the pack lists no state value "uno_no_mercy"); the table keeps its look, its board is safe in its record');
    ann.selectedSlotIndex = 0;
    expect(g.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(ann.container.count(uno)).toBe(1);
    expect(g.addon.service?.info(T)?.board).toBe("");
  });
});

describe("add-on: four chairs, one per side", () => {
  const UNO = "game_tables:uno_no_mercy_board";

  /** An Uno table at 0,64,0 owned by ann, chairs on all four sides (two placed before the table). */
  function unoTable(): { g: FakeGame; players: FakePlayer[] } {
    const g = game();
    const players = [g.join("-100", "Ann"), g.join("-200", "Bob"), g.join("-300", "Cat"), g.join("-400", "Dan")];
    const ann = players[0];
    g.place(ann, 0, 64, 1, CHAIR);
    g.place(ann, 0, 64, -1, CHAIR);
    g.place(ann, 0, 64, 0, TABLE);
    g.place(ann, 1, 64, 0, CHAIR);
    g.place(ann, -1, 64, 0, CHAIR);
    ann.hold(new FakeItem(UNO, 1), 8);
    g.use(ann, 0, 64, 0);
    ann.selectedSlotIndex = 0;
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("uno_no_mercy");
    return { g, players };
  }

  it("every chair faces the table; each side is its own seat (+z, +x, -z, -x) and four players start a match", async () => {
    const { g, players } = unoTable();
    const facing = (x: number, z: number): unknown => g.overworld.stateAt(x, 64, z).states["minecraft:cardinal_direction"];
    expect([facing(0, 1), facing(1, 0), facing(0, -1), facing(-1, 0)]).toEqual(["north", "west", "south", "east"]);
    const sides: [number, number][] = [[0, 1], [1, 0], [0, -1], [-1, 0]];
    players.forEach((p, i) => g.use(p, sides[i][0], 64, sides[i][1]));
    expect(seatTexts(g.addon.service?.info(T))).toEqual(["-100", "-200", "-300", "-400"]);
    // Each seat looks at the table: +z looks north (180), +x west (90), -z south (0), -x east (-90).
    expect(players.map((p) => p.riding?.rotation.y)).toEqual([180, 90, 0, -90]);
    for (const p of players) {
      // A newer screen replaces an open form on the next tick (a player sat down).
      await g.settle();
      if (g.form(p) === undefined) g.use(p, 0, 64, 0);
      await press(g, p, /^Start/);
    }
    expect(g.addon.service?.info(T)?.phase).toBe("playing");
    expect(g.addon.service?.publicState(T)?.handSizes).toHaveLength(4);
  });

  it("the lobby offers Play alone with one, two or three bots; three fill the other sides", async () => {
    const { g, players } = unoTable();
    const ann = players[0];
    g.use(ann, 0, 64, 1);
    if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
    const labels = (g.form(ann)?.buttons ?? []).map((b) => b.text);
    for (const n of [2, 3]) expect(labels.some((l) => l.startsWith(`Play alone: ${n} ×`)), labels.join(" | ")).toBe(true);
    expect(labels.some((l) => /^Play alone: [^0-9]/.test(l))).toBe(true);
    expect(labels.some((l) => l.startsWith("Play alone: 4 ×"))).toBe(false);
    await press(g, ann, /^Play alone: 3 ×/);
    expect(g.addon.service?.info(T)?.phase).toBe("playing");
    const seats = seatTexts(g.addon.service?.info(T));
    expect(seats[0]).toBe("-100");
    expect(seats.slice(1).every((s) => s.startsWith("bot:"))).toBe(true);
    expect(g.addon.service?.publicState(T)?.handSizes).toHaveLength(4);
  });
});
