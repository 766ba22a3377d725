/**
 * Every table flow through the bdsx plugin, against the fake bdsx layer and the real table
 * service: placing and sitting, play alone, a whole match through forms, stakes, pausing onto the
 * board's NBT and resuming, refused boards, and a restart.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FormDataSimple } from "bdsx/bds/form";
import { CONSOLE } from "../../plugin/bdsx/src/plugin";
import { FakeBdsx, FakeItem, type FakePlayer } from "./fake-bdsx";

const TABLE = "game_tables:small_game_table_oak";
const CHAIR = "game_tables:game_chair_oak";
const BOARD = "game_tables:gin_rummy_board";
const T = "0:0,64,0";

function hold(p: FakePlayer, item: FakeItem, slot = 0): void {
  p.inventory.slots[slot] = item;
  p.inventory.selected = slot;
}

/** ann owns a table at 0,64,0 with chairs west and east; the board is fitted. */
function setup(config: unknown = { botDelayMs: 0 }): { b: FakeBdsx; ann: FakePlayer; bob: FakePlayer } {
  const b = new FakeBdsx(new Map(), undefined, config);
  b.handPack = true;
  b.open();
  const ann = b.join("x-ann", "Ann");
  const bob = b.join("x-bob", "Bob");
  expect(b.place(ann, 0, 64, 0, TABLE)).toBe(true);
  b.place(ann, -1, 64, 0, CHAIR);
  b.place(ann, 1, 64, 0, CHAIR);
  hold(ann, new FakeItem(BOARD, 1));
  b.use(ann, 0, 64, 0);
  return { b, ann, bob };
}

function simple(b: FakeBdsx, p: FakePlayer): FormDataSimple {
  const f = b.form(p);
  if (f === undefined || f.type !== "form") throw new Error(`${p.name} sees no table form`);
  return f;
}

/**
 * Plays like a person: presses a move on the form in front of the player (next hand, pass, draw
 * from the stock, knock or gin, else a discard), or closes a stale form when a newer one waits.
 */
async function playMove(b: FakeBdsx, p: FakePlayer): Promise<boolean> {
  const f = b.form(p);
  if (f === undefined || f.type !== "form") return false;
  const labels = f.buttons.map((x) => x.text);
  const pick = [/^Next/, /^Pass$/, /^Draw from the stock/, /^Knock|^Gin/, /^Discard/].map((re) => labels.findIndex((l) => re.test(l))).find((i) => i >= 0);
  if (pick !== undefined) {
    await b.answer(p, pick);
    return true;
  }
  if ((b.forms.get(p.ni) ?? []).length > 1) {
    await b.answer(p, null);
    return true;
  }
  return false;
}

describe("bdsx plugin: table flows", () => {
  it("places a table, fits the board (taking the item and showing it on the table), seats two players facing it", () => {
    const { b, ann, bob } = setup();
    expect(ann.inventory.count(BOARD)).toBe(0);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    // Chairs placed beside the table turn to face it.
    expect(b.world.state(-1, 64, 0, "minecraft:cardinal_direction")).toBe('"east"');
    expect(b.world.state(1, 64, 0, "minecraft:cardinal_direction")).toBe('"west"');
    b.use(ann, -1, 64, 0);
    b.use(bob, 1, 64, 0);
    expect(ann.riding).toBeDefined();
    expect(bob.riding).toBeDefined();
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    // Seats face the table's centre.
    expect(ann.riding?.facing).toEqual({ x: 0.5, y: 64.9, z: 0.5 });
    expect(seatTexts(b.plugin.service?.info(T))).toEqual(["", "x-bob", "", "x-ann"]);
    // A third player cannot take a taken chair.
    const cat = b.join("x-cat", "Cat");
    b.use(cat, 1, 64, 0);
    expect(cat.riding).toBeUndefined();
    // Sneaking off frees the seat.
    bob.dismount();
    expect(seatTexts(b.plugin.service?.info(T))).toEqual(["", "", "", "x-ann"]);
    expect(b.world.actors.filter((a) => !a.decayed)).toHaveLength(1);
  });

  it("fits an Uno No Mercy board: the item is taken and the table plays Uno; the owner's blow gives it back", () => {
    const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 });
    b.handPack = true;
    b.open();
    const ann = b.join("x-ann", "Ann");
    expect(b.place(ann, 0, 64, 0, TABLE)).toBe(true);
    const uno = "game_tables:uno_no_mercy_board";
    hold(ann, new FakeItem(uno, 1));
    b.use(ann, 0, 64, 0);
    expect(ann.inventory.count(uno)).toBe(0);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"uno_no_mercy"');
    expect(b.plugin.service?.info(T)?.board).toBe("uno_no_mercy");
    b.now += 1000; // past the plugin's double-click guard
    ann.inventory.selected = 8;
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"none"');
    expect(b.plugin.service?.info(T)?.board).toBe("");
    expect(ann.inventory.count(uno)).toBe(1);
  });

  it("a chair with someone on it is never broken; leaving the server stands the player up and removes the seat", () => {
    const { b, ann, bob } = setup();
    b.use(ann, -1, 64, 0);
    b.use(bob, 1, 64, 0);
    expect(b.breakBlock(ann, 1, 64, 0)).toBe(false);
    expect(b.breakBlock(bob, 1, 64, 0)).toBe(false);
    expect(bob.riding?.identifier).toBe("game_tables:seat");
    bob.dismount();
    expect(seatTexts(b.plugin.service?.info(T))).toEqual(["", "", "", "x-ann"]);
    expect(b.breakBlock(ann, 1, 64, 0)).toBe(true);
    b.leave(ann);
    expect(b.world.actors.filter((a) => !a.decayed)).toHaveLength(0);
    // A chair with no table next to it is a plain chair: it seats, at no table.
    b.place(bob, 20, 64, 20, CHAIR);
    bob.pos = { x: 20, y: 64, z: 21 };
    b.use(bob, 20, 64, 20);
    expect(bob.riding?.identifier).toBe("game_tables:seat");
    expect(b.plugin.seatOf("x-bob")?.tableId).toBeUndefined();
  });

  it("play alone: a bot takes the other seat and a whole match is played through forms", async () => {
    const { b, ann } = setup();
    b.use(ann, -1, 64, 0);
    b.use(ann, 0, 64, 0); // open the table screen
    const alone = b.buttonIndex(ann, (l) => /alone/i.test(l));
    expect(alone).toBeGreaterThanOrEqual(0);
    await b.answer(ann, alone);
    expect(b.plugin.service?.info(T)?.phase).toBe("playing");
    expect(seatTexts(b.plugin.service?.info(T))[1]).toMatch(/^bot:/);
    let moves = 0;
    for (let i = 0; i < 4000 && b.plugin.service?.info(T)?.phase === "playing"; i++) {
      if (await playMove(b, ann)) moves++;
      else b.tick(1500);
    }
    expect(b.plugin.service?.info(T)?.phase).toBe("result");
    expect(moves).toBeGreaterThan(10);
    // Card buttons carry the card images of the resource pack.
    expect(ann.messages.length).toBeGreaterThan(0);
  });
});

describe("bdsx plugin: identities", () => {
  it("uses the XUID, or the player name on a server without Xbox sign-in (online-mode=false)", () => {
    const b = new FakeBdsx();
    b.handPack = true;
    b.open();
    const cat = b.join("", "Cat", "ru_RU");
    b.place(cat, 5, 64, 5, TABLE);
    expect(b.plugin.service?.info("0:5,64,5")?.owner).toBe("name:Cat");
    hold(cat, new FakeItem(BOARD, 1));
    b.use(cat, 5, 64, 5);
    b.use(cat, 5, 64, 5);
    expect(simple(b, cat).title).toMatch(/[а-я]/); // shown in Russian
  });
});

describe("bdsx plugin: operator command", () => {
  it("lists tables for operators and refuses players", () => {
    const { b, ann } = setup();
    expect(b.plugin.runCommand(CONSOLE, "list", "").text).toContain(T);
    expect(b.plugin.runCommand("x-ann", "list", "").ok).toBe(false);
    ann.permission = 1;
    expect(b.plugin.runCommand("x-ann", "list", "").ok).toBe(true);
  });
});

/** Both seated; returns after both players' forms are drained to the current table form. */
async function seatBoth(b: FakeBdsx, ann: FakePlayer, bob: FakePlayer): Promise<void> {
  b.use(ann, -1, 64, 0);
  b.use(bob, 1, 64, 0);
  b.use(ann, 0, 64, 0);
  b.use(bob, 0, 64, 0);
  await drain(b, ann);
  await drain(b, bob);
}

/** Closes stale forms until only the newest is left. */
async function drain(b: FakeBdsx, p: FakePlayer): Promise<void> {
  while ((b.forms.get(p.ni) ?? []).length > 1) await b.answer(p, null);
}

async function press(b: FakeBdsx, p: FakePlayer, label: RegExp): Promise<void> {
  await drain(b, p);
  const i = b.buttonIndex(p, (l) => label.test(l));
  if (i < 0) throw new Error(`${p.name}: no button ${label} in ${JSON.stringify(b.form(p))}`);
  await b.answer(p, i);
}

/** Offers `count` of the stack whose dropdown label contains `item` (as shown: "diamond sword"). */
async function stake(b: FakeBdsx, p: FakePlayer, item: string, count: number): Promise<void> {
  await press(b, p, /^Add to the pot/);
  const f = b.form(p);
  if (f === undefined || f.type !== "custom_form") throw new Error("no stake form");
  const options = (f.content[0] as { options: string[] }).options;
  const slot = options.findIndex((o) => o.endsWith(" " + item.replace("minecraft:", "").split("_").join(" ")));
  expect(slot).toBeGreaterThanOrEqual(0);
  await b.answer(p, [slot, String(count)]);
}

function enchantedSword(): FakeItem {
  return new FakeItem("minecraft:diamond_sword", 1, { ench: [{ id: NBTs.short(9), lvl: NBTs.short(5) }], display: { Name: "Oathkeeper" } }, 17);
}

import { NBT as NBTs } from "./fake-bdsx";
import { seatTexts } from "../support/occupants";

describe("bdsx plugin: stakes", () => {
  it("takes the agreed pot into escrow at Start and pays the winner everything, NBT and all", async () => {
    const { b, ann, bob } = setup();
    ann.inventory.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.inventory.slots[3] = new FakeItem("minecraft:diamond", 10);
    bob.inventory.slots[4] = enchantedSword();
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:diamond", 5);
    await stake(b, bob, "minecraft:diamond", 4);
    await stake(b, bob, "minecraft:diamond_sword", 1);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    expect(b.plugin.service?.info(T)?.phase).toBe("playing");
    expect(ann.inventory.count("minecraft:diamond")).toBe(15);
    expect(bob.inventory.count("minecraft:diamond")).toBe(6);
    expect(bob.inventory.count("minecraft:diamond_sword")).toBe(0);
    await press(b, bob, /^Resign/);
    await press(b, bob, /^Yes, resign/);
    expect(b.plugin.service?.info(T)?.phase).toBe("result");
    expect(ann.inventory.count("minecraft:diamond")).toBe(24);
    expect(bob.inventory.count("minecraft:diamond")).toBe(6);
    const sword = ann.inventory.find("minecraft:diamond_sword");
    expect(sword?.save()).toEqual(enchantedSword().save());
  });

  it("a full inventory never loses the winnings: the rest waits in the mailbox and /gametables claim collects it", async () => {
    const { b, ann, bob } = setup();
    bob.inventory.slots[3] = new FakeItem("minecraft:ender_pearl", 16);
    ann.inventory.slots[9] = new FakeItem("minecraft:ender_pearl", 1);
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:ender_pearl", 1);
    await stake(b, bob, "minecraft:ender_pearl", 16);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    for (let i = 0; i < 36; i++) if (ann.inventory.slots[i] === undefined) ann.inventory.slots[i] = new FakeItem("minecraft:dirt", 64);
    await press(b, bob, /^Resign/);
    await press(b, bob, /^Yes, resign/);
    expect(ann.inventory.count("minecraft:ender_pearl")).toBe(0);
    expect(b.plugin.service?.mailbox("x-ann").reduce((n, s) => n + s.count, 0)).toBe(17);
    for (let i = 0; i < 2; i++) ann.inventory.slots[i] = undefined;
    expect(b.plugin.runCommand("x-ann", "claim", "").ok).toBe(true);
    expect(ann.inventory.count("minecraft:ender_pearl")).toBe(17);
  });
});

describe("bdsx plugin: pause onto the board, resume, refused boards", () => {
  async function pausedBoard(): Promise<{ b: FakeBdsx; ann: FakePlayer; bob: FakePlayer; matchId: string }> {
    const { b, ann, bob } = setup();
    await seatBoth(b, ann, bob);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    const matchId = b.plugin.service?.info(T)?.matchId ?? "";
    expect(matchId).not.toBe("");
    ann.inventory.selected = 8;
    // The owner's first blow takes the board off: the table stays, the match goes onto the board.
    // (In creative mode bdsx reports one break twice: the second report must not break the table.)
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.plugin.service?.info(T)).toBeDefined();
    b.now += 1000;
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"none"');
    expect(b.plugin.service?.info(T)?.board).toBe("");
    return { b, ann, bob, matchId };
  }

  it("removing the board mid-match writes the signed snapshot into its NBT; another table resumes it", async () => {
    const { b, ann, bob, matchId } = await pausedBoard();
    const board = ann.inventory.find(BOARD) as FakeItem;
    expect(board).toBeDefined();
    const read = b.plugin.readBoard(board as never);
    expect(read.ok && read.snapshot.startsWith("GT1.")).toBe(true);
    expect(JSON.stringify(board.tag)).toContain("paused");
    // A second table elsewhere, with its own chairs.
    b.place(ann, 10, 64, 10, "game_tables:small_game_table_birch");
    b.place(ann, 9, 64, 10, "game_tables:game_chair_birch");
    b.place(ann, 11, 64, 10, "game_tables:game_chair_birch");
    const copy = board.clone(); // a duplication glitch
    ann.inventory.selected = ann.inventory.slots.indexOf(board);
    ann.pos = { x: 10, y: 64, z: 12 };
    b.use(ann, 10, 64, 10);
    expect(ann.inventory.count(BOARD)).toBe(0);
    const t2 = "0:10,64,10";
    expect(b.plugin.service?.info(t2)?.matchId).toBe(matchId);
    ann.dismount();
    bob.dismount();
    bob.pos = { x: 12, y: 64, z: 10 };
    b.use(ann, 9, 64, 10);
    b.use(bob, 11, 64, 10);
    expect(b.plugin.service?.info(t2)?.phase).toBe("playing");
    // The first table, its board gone, breaks like any block; the second, with a match on it, only for its owner.
    b.now += 1000;
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(true);
    expect(b.plugin.service?.info(T)).toBeUndefined();
    b.now += 1000;
    expect(b.breakBlock(bob, 10, 64, 10)).toBe(false);
    expect(b.plugin.service?.info(t2)?.board).toBe("gin_rummy");
    // The copied board cannot replay the match: it resumes only once.
    b.place(ann, 30, 64, 30, TABLE);
    hold(ann, copy, 20);
    ann.pos = { x: 30, y: 64, z: 32 };
    const before = ann.messages.length;
    b.use(ann, 30, 64, 30);
    expect(b.plugin.service?.info("0:30,64,30")?.matchId).not.toBe(matchId);
    expect(ann.messages.length).toBeGreaterThan(before);
  });

  it("an owner with a full inventory finds the paused board in the mailbox, match and all", async () => {
    const { b, ann, bob } = setup();
    await seatBoth(b, ann, bob);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    for (let i = 0; i < 36; i++) ann.inventory.slots[i] = new FakeItem("minecraft:cobblestone", 64);
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.world.drops.find((d) => d.item.name === BOARD)).toBeUndefined();
    expect(b.plugin.service?.mailbox("x-ann").map((s) => s.item)).toEqual([BOARD]);
    expect(ann.messages.join(" ")).toMatch(/wait for you/);
    ann.inventory.slots[5] = undefined;
    expect(b.plugin.runCommand("x-ann", "claim", "").ok).toBe(true);
    const board = ann.inventory.find(BOARD);
    expect(board).toBeDefined();
    const read = b.plugin.readBoard(board as never);
    expect(read.ok && read.snapshot.startsWith("GT1.")).toBe(true);
  });

  it("a tampered board is refused with a clear message and fitted as a plain board; the match is not resumed", async () => {
    const { b, ann, matchId } = await pausedBoard();
    const board = ann.inventory.find(BOARD) as FakeItem;
    const tag = (board.tag as Record<string, Record<string, unknown>>)["game_tables"];
    const snap = tag["snapshot"] as string;
    const i = snap.length - 30;
    tag["snapshot"] = snap.substring(0, i) + (snap.charAt(i) === "A" ? "B" : "A") + snap.substring(i + 1);
    ann.inventory.selected = ann.inventory.slots.indexOf(board);
    const before = ann.messages.length;
    b.use(ann, 0, 64, 0);
    expect(ann.messages.slice(before).join(" ")).toMatch(/altered/);
    expect(b.plugin.service?.info(T)?.board).toBe("gin_rummy");
    expect(b.plugin.service?.info(T)?.matchId).not.toBe(matchId);
    expect(b.plugin.service?.pausedMatches()).toContain(matchId);
  });

  it("an oversized or malformed NBT payload is refused before any check, with a message; the board fits as a plain one", async () => {
    const { b, ann, matchId } = await pausedBoard();
    const board = ann.inventory.find(BOARD) as FakeItem;
    (board.tag as Record<string, Record<string, unknown>>)["game_tables"]["snapshot"] = "G".repeat(40000);
    expect(b.plugin.readBoard(board as never)).toEqual({ ok: false, error: { key: "tables.snapshot.tampered" } });
    ann.inventory.selected = ann.inventory.slots.indexOf(board);
    const before = ann.messages.length;
    b.use(ann, 0, 64, 0);
    expect(ann.messages.length).toBeGreaterThan(before);
    expect(ann.inventory.count(BOARD)).toBe(0);
    expect(b.plugin.service?.info(T)?.board).toBe("gin_rummy");
    expect(b.plugin.service?.info(T)?.matchId).not.toBe(matchId);
    // Wrong tag types, extra keys and other layout versions are refused the same way.
    const odd = new FakeItem(BOARD, 1, { game_tables: { v: NBTs.byte(1), kind: "gin_rummy", snapshot: NBTs.int(5), len: NBTs.int(1) } });
    expect(b.plugin.readBoard(odd as never)).toEqual({ ok: false, error: { key: "tables.snapshot.malformed" } });
    const extra = new FakeItem(BOARD, 1, { game_tables: { v: NBTs.byte(1), kind: "gin_rummy", owner: "me" } });
    expect(b.plugin.readBoard(extra as never).ok).toBe(false);
    const v9 = new FakeItem(BOARD, 1, { game_tables: { v: NBTs.byte(9), kind: "gin_rummy" } });
    expect(b.plugin.readBoard(v9 as never)).toEqual({ ok: false, error: { key: "tables.snapshot.unsupported" } });
  });
});

describe("bdsx plugin: restart", () => {
  it("a server restart mid-match keeps the table, the escrow and the seats' match; the winner is paid after it", async () => {
    const { b, ann, bob } = setup();
    ann.inventory.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.inventory.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:diamond", 5);
    await stake(b, bob, "minecraft:diamond", 5);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    const matchId = b.plugin.service?.info(T)?.matchId;
    // The server stops: bdsx's storage is on disk, the players' saved data (inventory, tags) too.
    const disk = b.flush();
    const b2 = new FakeBdsx(disk, b.world);
    b2.handPack = true;
    b2.open();
    expect(b2.log.join("\n")).toContain("1 tables");
    expect(b2.world.commands).toContain("kill @e[type=game_tables:seat]");
    const ann2 = b2.join("x-ann", "Ann", "en_US", ann);
    const bob2 = b2.join("x-bob", "Bob", "de_DE", bob);
    expect(b2.plugin.service?.info(T)?.matchId).toBe(matchId);
    b2.use(ann2, -1, 64, 0);
    b2.use(bob2, 1, 64, 0);
    b2.use(bob2, 0, 64, 0);
    await drain(b2, bob2);
    const resign = b2.buttonIndex(bob2, (l) => /^Aufgeben/.test(l));
    expect(resign).toBeGreaterThanOrEqual(0);
    await b2.answer(bob2, resign);
    await press(b2, bob2, /^Ja, aufgeben/);
    expect(ann2.inventory.count("minecraft:diamond") + bob2.inventory.count("minecraft:diamond")).toBe(30);
    expect(ann2.inventory.count("minecraft:diamond")).toBe(25);
  });

  it("a crash before bdsx wrote the newest table state loses nothing: the journal has every write", async () => {
    const journalPath = join(mkdtempSync(join(tmpdir(), "gt-flow-")), "game-tables.journal");
    const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 }, true, journalPath);
    b.handPack = true;
    b.open();
    const ann = b.join("x-ann", "Ann");
    const bob = b.join("x-bob", "Bob");
    b.place(ann, 0, 64, 0, TABLE);
    b.place(ann, -1, 64, 0, CHAIR);
    b.place(ann, 1, 64, 0, CHAIR);
    hold(ann, new FakeItem(BOARD, 1));
    b.use(ann, 0, 64, 0);
    ann.inventory.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.inventory.slots[3] = new FakeItem("minecraft:diamond", 10);
    const lagging = new Map(b.flush()); // the last thing bdsx wrote: a table with a board, no match
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:diamond", 5);
    await stake(b, bob, "minecraft:diamond", 5);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    const matchId = b.plugin.service?.info(T)?.matchId;
    // The server dies: the diamonds left both inventories (saved with the players), bdsx lagged.
    const b2 = new FakeBdsx(lagging, b.world, { botDelayMs: 0 }, true, journalPath);
    b2.handPack = true;
    b2.open();
    expect(b2.plugin.service?.info(T)?.matchId).toBe(matchId);
    const ann2 = b2.join("x-ann", "Ann", "en_US", ann);
    const bob2 = b2.join("x-bob", "Bob", "en_US", bob);
    b2.use(ann2, -1, 64, 0);
    b2.use(bob2, 1, 64, 0);
    b2.use(bob2, 0, 64, 0);
    await press(b2, bob2, /^Resign/);
    await press(b2, bob2, /^Yes, resign/);
    expect(ann2.inventory.count("minecraft:diamond")).toBe(25);
    expect(bob2.inventory.count("minecraft:diamond")).toBe(5);
  });

  it("a crash in the middle of paying the winner: after the restart the payout completes exactly once", async () => {
    const { b, ann, bob } = setup();
    ann.inventory.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.inventory.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:diamond", 5);
    await stake(b, bob, "minecraft:diamond", 5);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    // The server dies while handing the pot over: the first give has run, storage is as it was then.
    const inv = b.plugin.inventory;
    const give = inv.give.bind(inv);
    let disk: Map<string, string> | undefined;
    inv.give = (player, txId, stacks) => {
      give(player, txId, stacks);
      disk = new Map(b.flush());
      throw new Error("crash");
    };
    await press(b, bob, /^Resign/);
    await press(b, bob, /^Yes, resign/).catch(() => undefined);
    expect(disk).toBeDefined();
    const b2 = new FakeBdsx(disk, b.world);
    b2.handPack = true;
    b2.open();
    const ann2 = b2.join("x-ann", "Ann", "en_US", ann);
    const bob2 = b2.join("x-bob", "Bob", "en_US", bob);
    b2.tick();
    expect(ann2.inventory.count("minecraft:diamond")).toBe(25);
    expect(bob2.inventory.count("minecraft:diamond")).toBe(5);
  });

  it("/gametables reload refuses a broken config and keeps running; operators refund a paused match", async () => {
    const { b, ann, bob } = setup();
    ann.inventory.slots[5] = new FakeItem("minecraft:diamond", 20);
    bob.inventory.slots[3] = new FakeItem("minecraft:diamond", 10);
    await seatBoth(b, ann, bob);
    await stake(b, ann, "minecraft:diamond", 5);
    await stake(b, bob, "minecraft:diamond", 5);
    await press(b, ann, /^Start/);
    await press(b, bob, /^Start/);
    const matchId = b.plugin.service?.info(T)?.matchId ?? "";
    ann.inventory.selected = 8;
    b.breakBlock(ann, 0, 64, 0);
    expect(b.plugin.runCommand(CONSOLE, "list", "").text).toContain(matchId);
    expect(b.plugin.runCommand("x-bob", "refund", matchId).ok).toBe(false);
    expect(b.plugin.runCommand(CONSOLE, "refund", matchId).ok).toBe(true);
    expect(ann.inventory.count("minecraft:diamond")).toBe(20);
    expect(bob.inventory.count("minecraft:diamond")).toBe(10);
    const broken = new FakeBdsx(new Map(), undefined, { turnSeconds: "soon" });
    broken.handPack = true;
    broken.open();
    expect(broken.plugin.service).toBeUndefined();
    expect(broken.log.join("\n")).toContain("turnSeconds");
    expect(broken.plugin.runCommand(CONSOLE, "reload", "").ok).toBe(false);
  });
});

describe("bdsx plugin: the board a table shows", () => {
  /** ann's empty hand uses the table (its screen opens). */
  function look(b: FakeBdsx, ann: FakePlayer, x = 0, z = 0): void {
    ann.inventory.selected = 8;
    b.use(ann, x, 64, z);
  }

  it("a table saved by the old plugin (its boolean state true) keeps showing Gin Rummy, and its board comes off as before", () => {
    const { b, ann } = setup();
    b.world.set(0, 64, 0, TABLE, { "game_tables:board": "true" }); // as the old plugin left it
    const commands = b.world.commands.length;
    look(b, ann);
    expect(b.form(ann)).toBeDefined();
    expect(b.world.commands.length).toBe(commands); // nothing redrawn: the old state draws Gin Rummy
    expect(b.log.join("\n")).not.toContain("redrawn");
    b.now += 1000;
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"none"');
    expect(b.world.state(0, 64, 0, "game_tables:board")).toBeUndefined(); // back to its default, false
    expect(ann.inventory.count(BOARD)).toBe(1);
  });

  it("a look that is not the record's (a /setblock, a value no board has, the old state on a bare table) is redrawn from the record; nothing moves", () => {
    const { b, ann } = setup();
    b.world.set(0, 64, 0, TABLE, { "game_tables:fitted": '"uno_no_mercy"' });
    look(b, ann);
    expect(b.log.at(-1)).toBe('game-tables: table 0:0,64,0 showed board "uno_no_mercy"; its record holds "gin_rummy": redrawn from the record');
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    // A value this release's packs do not list (a world saved with newer packs).
    b.world.set(0, 64, 0, TABLE, { "game_tables:fitted": '"chess"' });
    look(b, ann);
    expect(b.log.at(-1)).toBe('game-tables: table 0:0,64,0 showed "chess", which is no board; its record holds "gin_rummy": redrawn from the record');
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"gin_rummy"');
    expect(b.plugin.service?.info(T)?.board).toBe("gin_rummy");
    // The old state on a table whose record holds no board.
    b.place(ann, 5, 64, 5, TABLE);
    b.world.set(5, 64, 5, TABLE, { "game_tables:board": "true" });
    look(b, ann, 5, 5);
    expect(b.log.at(-1)).toBe('game-tables: table 0:5,64,5 showed board "gin_rummy"; its record holds "none": redrawn from the record');
    expect(b.world.state(5, 64, 5, "game_tables:fitted")).toBe('"none"');
    expect(b.world.state(5, 64, 5, "game_tables:board")).toBeUndefined();
    // The board is where it was: on the first table, and it comes back whole.
    expect(ann.inventory.count(BOARD)).toBe(0);
    b.now += 1000;
    b.breakBlock(ann, 0, 64, 0);
    expect(ann.inventory.count(BOARD)).toBe(1);
  });
});

describe("bdsx plugin: packs from another release", () => {
  it("BDS refusing a board's look: the board still fits and plays, the log says why, and the board comes back whole", () => {
    const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 });
    b.handPack = true;
    b.open();
    const ann = b.join("x-ann", "Ann");
    b.place(ann, 0, 64, 0, TABLE);
    b.unlisted.add('"uno_no_mercy"'); // the world's packs predate Uno No Mercy's look
    const uno = "game_tables:uno_no_mercy_board";
    hold(ann, new FakeItem(uno, 1));
    b.use(ann, 0, 64, 0);
    expect(b.plugin.service?.info(T)?.board).toBe("uno_no_mercy");
    expect(ann.inventory.count(uno)).toBe(0);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBeUndefined();
    expect(b.log.at(-1)).toBe('game-tables: table 0:0,64,0: board "uno_no_mercy" cannot be shown (BDS refused the setblock: are the packs from this release?); the table keeps its look, its board is safe in its record');
    b.now += 1000;
    ann.inventory.selected = 8;
    expect(b.breakBlock(ann, 0, 64, 0)).toBe(false);
    expect(ann.inventory.count(uno)).toBe(1);
    expect(b.plugin.service?.info(T)?.board).toBe("");
  });
});

describe("bdsx plugin: four chairs, one per side", () => {
  const UNO = "game_tables:uno_no_mercy_board";

  /** An Uno table at 0,64,0 owned by ann, chairs on all four sides (two placed before the table). */
  function unoTable(): { b: FakeBdsx; players: FakePlayer[] } {
    const b = new FakeBdsx(new Map(), undefined, { botDelayMs: 0 });
    b.handPack = true;
    b.open();
    const players = [b.join("x-ann", "Ann"), b.join("x-bob", "Bob"), b.join("x-cat", "Cat"), b.join("x-dan", "Dan")];
    const ann = players[0];
    b.place(ann, 0, 64, 1, CHAIR);
    b.place(ann, 0, 64, -1, CHAIR);
    expect(b.place(ann, 0, 64, 0, TABLE)).toBe(true);
    b.place(ann, 1, 64, 0, CHAIR);
    b.place(ann, -1, 64, 0, CHAIR);
    hold(ann, new FakeItem(UNO, 1));
    b.use(ann, 0, 64, 0);
    expect(b.world.state(0, 64, 0, "game_tables:fitted")).toBe('"uno_no_mercy"');
    ann.inventory.selected = 8;
    return { b, players };
  }

  it("every chair faces the table, placed before it or after; each side is its own seat (+z, +x, -z, -x) and four players start a match", async () => {
    const { b, players } = unoTable();
    expect(b.world.state(0, 64, 1, "minecraft:cardinal_direction")).toBe('"north"');
    expect(b.world.state(0, 64, -1, "minecraft:cardinal_direction")).toBe('"south"');
    expect(b.world.state(1, 64, 0, "minecraft:cardinal_direction")).toBe('"west"');
    expect(b.world.state(-1, 64, 0, "minecraft:cardinal_direction")).toBe('"east"');
    const sides: [number, number][] = [[0, 1], [1, 0], [0, -1], [-1, 0]];
    players.forEach((p, i) => b.use(p, sides[i][0], 64, sides[i][1]));
    expect(seatTexts(b.plugin.service?.info(T))).toEqual(["x-ann", "x-bob", "x-cat", "x-dan"]);
    for (const p of players) expect(p.riding?.facing).toEqual({ x: 0.5, y: 64.9, z: 0.5 });
    for (const p of players) b.use(p, 0, 64, 0);
    for (const p of players) await press(b, p, /^Start/);
    expect(b.plugin.service?.info(T)?.phase).toBe("playing");
    expect(b.plugin.service?.publicState(T)?.handSizes).toHaveLength(4);
  });

  it("the lobby offers Play alone with one, two or three bots; three fill the other sides", async () => {
    const { b, players } = unoTable();
    const ann = players[0];
    b.use(ann, 0, 64, 1);
    b.use(ann, 0, 64, 0);
    await drain(b, ann);
    const labels = (simple(b, ann).buttons ?? []).map((x) => x.text);
    for (const n of [2, 3]) expect(labels.some((l) => l.startsWith(`Play alone: ${n} ×`)), labels.join(" | ")).toBe(true);
    expect(labels.some((l) => /^Play alone: [^0-9]/.test(l))).toBe(true);
    expect(labels.some((l) => l.startsWith("Play alone: 4 ×"))).toBe(false);
    await press(b, ann, /^Play alone: 3 ×/);
    expect(b.plugin.service?.info(T)?.phase).toBe("playing");
    const seats = seatTexts(b.plugin.service?.info(T));
    expect(seats[0]).toBe("x-ann");
    expect(seats.slice(1).every((s) => s.startsWith("bot:"))).toBe(true);
    expect(b.plugin.service?.publicState(T)?.handSizes).toHaveLength(4);
  });
});
