/**
 * Tables of 3 and 4 seats, with a trivial N-player test game (race-game.ts): seating by side,
 * Play alone with several bots, stakes from every player paid once to the winner, refunds for N,
 * the absent-player policies (pause, forfeit, bot) and pause-and-keep of a 3-seat match.
 */
import { describe, expect, it } from "vitest";
import { render } from "../../src/i18n/index";
import type { AnyGame } from "../../src/games/game";
import { readRecord } from "../../src/tables/items/escrow";
import type { ItemStack } from "../../src/tables/ports";
import { TableService } from "../../src/tables/service";
import { seatTexts } from "../support/occupants";
import { boardStack, buttons, fakePorts, press, resign, World } from "./fake-host";
import { raceGame } from "./race-game";

const GEMS: ItemStack = { item: "gem", count: 10 };
const PLAYERS = ["ann", "bob", "cat", "dan"];

function raceTable(config: Record<string, unknown> = {}, seed = 3) {
  const world = new World(seed);
  for (const p of PLAYERS) world.addPlayer(p, [{ ...GEMS }]);
  world.addPlayer("op", []);
  world.operators.add("op");
  const made = TableService.create({ ...fakePorts(world), games: [raceGame() as unknown as AnyGame] }, { botDelayMs: 0, botLevels: ["easy", "hard"], ...config });
  if (!made.ok) throw new Error(made.error.reason);
  const service = made.service;
  service.recoverAtStartup();
  service.createTable("T1", "ann");
  expect(service.fitBoard("T1", "ann", "race", "", world.giveBoard("ann"))).toEqual({ ok: true, resumed: false });
  return { world, service };
}

type Setup = ReturnType<typeof raceTable>;

function stake(s: Setup, player: string, count: number): void {
  const slot = s.world.lastScreen(player).stake!.inventory.findIndex((l) => l.item === "gem");
  expect(press(s.service, s.world, player, "stake.add", { slot: String(slot), count: String(count) })).toEqual({ ok: true });
}

/** Seats players at the given sides and has them all press Start. */
function seated(s: Setup, sides: Record<string, number>, stakes: Record<string, number> = {}): void {
  for (const [p, side] of Object.entries(sides)) expect(s.service.sit("T1", side, p)).toEqual({ ok: true });
  for (const [p, n] of Object.entries(stakes)) stake(s, p, n);
  for (const p of Object.keys(sides)) press(s.service, s.world, p, "start");
}

/** The player to move presses add.1 (or ticks for bots); until the table leaves `playing`. */
function playOut(s: Setup, players: string[] = PLAYERS, limit = 500): void {
  for (let i = 0; i < limit && s.service.info("T1")!.phase === "playing"; i++) {
    const mover = players.find((p) => s.world.screens.has(p) && buttons(s.world, p).includes("add.1"));
    if (mover !== undefined) press(s.service, s.world, mover, "add.1");
    else {
      s.world.advance(1000);
      s.service.tick();
    }
  }
}

function gems(s: Setup): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of PLAYERS) out[p] = s.world.count(p, "gem") + s.service.mailbox(p).reduce((n, x) => n + (x.item === "gem" ? x.count : 0), 0);
  out["@house"] = s.service.mailbox("@house").reduce((n, x) => n + x.count, 0);
  return out;
}

function escrowKeys(s: Setup): string[] {
  return [...s.world.storage.keys()].filter((k) => k.startsWith("e/"));
}

function lastResult(s: Setup): { w: number; why: string; at: number[] } {
  return JSON.parse(s.world.storage.get("t/T1")!).l;
}

describe("N seats", () => {
  it("a table of a four-seat game has four sides; the match seats the occupied ones in table order", () => {
    const s = raceTable();
    expect(seatTexts(s.service.info("T1"))).toEqual(["", "", "", ""]);
    expect(s.service.sit("T1", 4, "bob").ok).toBe(false);
    seated(s, { ann: 0, bob: 2, cat: 3 });
    const info = s.service.info("T1")!;
    expect(info.phase).toBe("playing");
    expect(seatTexts(info)).toEqual(["ann", "", "bob", "cat"]);
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.v).toBe(2);
    expect(rec.m.at).toEqual([0, 2, 3]);
    // The screen shows the match's three seats, each viewer its own.
    expect(s.world.lastScreen("cat").seats.length).toBe(3);
    expect(s.world.lastScreen("cat").seat).toBe(2);
    // Nobody sits down on the free side during the match.
    expect(s.service.sit("T1", 1, "dan").ok).toBe(false);
    playOut(s);
    expect(s.service.info("T1")!.phase).toBe("result");
    expect(lastResult(s).at).toEqual([0, 2, 3]);
  });

  it("Start needs the game's minimum; two seats of a four-seat game play a match of two", () => {
    const s = raceTable();
    s.service.sit("T1", 1, "ann");
    expect(press(s.service, s.world, "ann", "start").ok).toBe(false);
    seated(s, { bob: 3 });
    press(s.service, s.world, "ann", "start");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(JSON.parse(s.world.storage.get("t/T1")!).m.at).toEqual([1, 3]);
    playOut(s);
    expect(s.service.info("T1")!.phase).toBe("result");
  });

  it("Play alone offers one to three bots; alone.<level>.3 fills the table and bots play to the end", () => {
    const s = raceTable();
    s.service.sit("T1", 1, "ann");
    const b = buttons(s.world, "ann");
    expect(b).toContain("alone.easy");
    expect(b).toContain("alone.easy.2");
    expect(b).toContain("alone.easy.3");
    expect(b).not.toContain("alone.easy.4");
    expect(press(s.service, s.world, "ann", "alone.hard.3")).toEqual({ ok: true });
    expect(seatTexts(s.service.info("T1"))).toEqual(["bot:hard", "ann", "bot:hard", "bot:hard"]);
    playOut(s, ["ann"]);
    expect(s.service.info("T1")!.phase).toBe("result");
  });

  it("three stakes go into one pot, paid once to the winner; nothing else moves", () => {
    const s = raceTable();
    seated(s, { ann: 0, bob: 1, cat: 2 }, { ann: 3, bob: 4, cat: 5 });
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(escrowKeys(s).length).toBe(1);
    const r = readRecord(s.world.storage.get(escrowKeys(s)[0])!)!;
    expect(r.players).toEqual(["ann", "bob", "cat"]);
    expect(JSON.parse(s.world.storage.get(escrowKeys(s)[0])!).v).toBe(2);
    expect(s.world.lastScreen("ann").stake!.offers.length).toBe(3);
    playOut(s);
    const winner = ["ann", "bob", "cat"][lastResult(s).w];
    const after = gems(s);
    const paid: Record<string, number> = { ann: 7, bob: 6, cat: 5, dan: 10, "@house": 0 };
    paid[winner] += 12;
    expect(after).toEqual(paid);
    expect(escrowKeys(s)).toEqual([]);
    // The pay went out under one transfer id.
    expect([...s.world.tx.keys()].filter((k) => k.endsWith(".pay")).length).toBeLessThanOrEqual(1);
  });

  it("breaking the table or an operator's abort refunds each of the N players", () => {
    for (const how of ["break", "abort"]) {
      const s = raceTable();
      seated(s, { ann: 0, bob: 1, cat: 2, dan: 3 }, { ann: 1, bob: 2, cat: 3, dan: 4 });
      expect(gems(s)).toEqual({ ann: 9, bob: 8, cat: 7, dan: 6, "@house": 0 });
      if (how === "break") expect(s.service.breakTable("T1", "ann").ok).toBe(true);
      else expect(s.service.abortMatch("T1", "op").ok).toBe(true);
      expect(gems(s)).toEqual({ ann: 10, bob: 10, cat: 10, dan: 10, "@house": 0 });
      expect(escrowKeys(s)).toEqual([]);
    }
  });

  it("a 3-seat match paused onto its board (GT2) resumes on another table with the stakes held", () => {
    const s = raceTable();
    seated(s, { ann: 0, bob: 2, cat: 3 }, { bob: 2 });
    press(s.service, s.world, buttons(s.world, "ann").includes("add.1") ? "ann" : buttons(s.world, "bob").includes("add.1") ? "bob" : "cat", "add.2");
    const removed = s.service.removeBoard("T1", "ann");
    if (!removed.ok) throw new Error("remove failed");
    expect(removed.boardMeta.startsWith("GT2.")).toBe(true);
    s.service.createTable("T2", "ann");
    expect(s.service.fitBoard("T2", "ann", "race", removed.boardMeta, boardStack(removed.boardMeta, "race"))).toEqual({ ok: true, resumed: true });
    expect(s.service.info("T2")!.phase).toBe("paused");
    expect(seatTexts(s.service.info("T2"))).toEqual(["ann", "bob", "cat", ""]);
    // The pause line names who must still sit down, and no one who already did (issue 24 #8).
    const waiting = (who: string): string[] => s.world.lastScreen(who).messages.filter((m) => m.key.startsWith("tables.match.waiting")).map((m) => render("en", m));
    s.service.openScreen("dan", "T2");
    expect(waiting("dan")).toEqual(["Paused until they are back in their seats: ANN, BOB, CAT."]);
    s.service.sit("T2", 0, "ann");
    expect(waiting("ann")).toEqual(["Paused until they are back in their seats: BOB, CAT."]);
    s.service.sit("T2", 1, "bob");
    expect(waiting("bob")).toEqual(["Paused until CAT is back in the seat."]);
    s.service.sit("T2", 2, "cat");
    expect(s.service.info("T2")!.phase).toBe("playing");
    expect(waiting("cat")).toEqual([]);
    // A copy of the board cannot replay it.
    s.service.createTable("T3", "dan");
    const copy = s.service.fitBoard("T3", "dan", "race", removed.boardMeta, s.world.giveBoard("dan", removed.boardMeta));
    expect(copy.ok && copy.resumed).toBe(false);
    expect(escrowKeys(s).length).toBe(1);
  });

  it("resigning in a match of three leaves it (the stake stays in the pot); the last two play on", () => {
    const s = raceTable();
    seated(s, { ann: 0, bob: 1, cat: 2 }, { ann: 2, bob: 2, cat: 2 });
    expect(resign(s.service, s.world, "cat")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("playing");
    playOut(s, ["ann", "bob"]);
    const last = lastResult(s);
    expect(last.w).not.toBe(2);
    const winner = ["ann", "bob"][last.w];
    const after = gems(s);
    expect(after[winner]).toBe(14);
    expect(after.cat).toBe(8);
  });
});

describe("resigning from a match of 3-4: the confirmation says what happens (issue 24 #7)", () => {
  it("against bots only, the confirmation says the match ends and who wins; it ends so, with the best score", () => {
    const s = raceTable();
    s.service.sit("T1", 1, "ann");
    expect(press(s.service, s.world, "ann", "alone.easy.3")).toEqual({ ok: true });
    expect(press(s.service, s.world, "ann", "resign")).toEqual({ ok: true });
    const ask = s.world.lastScreen("ann").messages.find((m) => m.key.startsWith("tables.resign.ask"))!;
    expect(ask.key).toBe("tables.resign.ask_bots");
    const names = s.world.lastScreen("ann").seats.map((l) => l.label);
    expect(press(s.service, s.world, "ann", "resign.confirm")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("result");
    const winner = lastResult(s).w;
    expect(ask.params!.name).toEqual(names[winner]);
    const ended = s.world.lastScreen("ann").messages.map((m) => m.key);
    expect(ended).toContain("tables.match.bots_left");
    expect(ended).not.toContain("tables.match.last_left");
  });

  it("with another player still in, the confirmation says the others play on, and they do", () => {
    const s = raceTable();
    seated(s, { ann: 0, bob: 1, cat: 2 });
    expect(press(s.service, s.world, "cat", "resign")).toEqual({ ok: true });
    expect(s.world.lastScreen("cat").messages.map((m) => m.key)).toContain("tables.resign.ask_many");
    expect(press(s.service, s.world, "cat", "resign.confirm")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("playing");
    // Two left: the next to resign is told the other wins.
    expect(press(s.service, s.world, "bob", "resign")).toEqual({ ok: true });
    const ask = s.world.lastScreen("bob").messages.find((m) => m.key.startsWith("tables.resign.ask"))!;
    expect(ask.key).toBe("tables.resign.ask");
    expect(ask.params!.name).toBe("ANN");
  });
});

describe("an absent player in a match of 3-4 (absentPolicy)", () => {
  function away(config: Record<string, unknown>) {
    const s = raceTable({ graceSeconds: 30, ...config });
    seated(s, { ann: 0, bob: 1, cat: 2 }, { ann: 2, bob: 2, cat: 2 });
    s.world.online.delete("cat");
    s.service.onPlayerLeave("cat");
    s.world.advance(31_000);
    s.service.tick();
    return s;
  }

  it("pause (the default): the match pauses until the player is back", () => {
    const s = away({});
    expect(s.service.info("T1")!.phase).toBe("paused");
    s.world.online.add("cat");
    s.service.onPlayerJoin("cat");
    expect(s.service.info("T1")!.phase).toBe("playing");
  });

  it("pause: the players who stay may end the match (no winner, every stake back to its owner)", () => {
    const s = away({});
    expect(s.service.info("T1")!.phase).toBe("paused");
    // They had only Stand up and the lessons: the stakes waited for cat or an operator.
    for (const p of ["ann", "bob"]) expect(buttons(s.world, p)).toContain("end");
    expect(gems(s)).toEqual({ ann: 8, bob: 8, cat: 8, dan: 10, "@house": 0 });
    expect(press(s.service, s.world, "bob", "end")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("lobby");
    expect(s.world.toldKeys("ann")).toContain("tables.match.ended_paused");
    // cat, away, finds its share in its mailbox.
    expect(gems(s)).toEqual({ ann: 10, bob: 10, cat: 10, dan: 10, "@house": 0 });
    expect(escrowKeys(s)).toEqual([]);
  });

  it("pause: no End button while an absent player's grace runs, nor for the absent player", () => {
    const s = raceTable({ graceSeconds: 30 });
    seated(s, { ann: 0, bob: 1, cat: 2 });
    // cat walks away without a word: the turn timer's walk-away pauses at once, grace from now.
    s.world.online.delete("cat");
    s.service.onPlayerLeave("cat");
    s.world.advance(20_000);
    s.service.tick();
    expect(buttons(s.world, "ann")).not.toContain("end");
    s.world.advance(11_000);
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("paused");
    expect(buttons(s.world, "ann")).toContain("end");
    s.world.online.add("cat");
    s.service.onPlayerJoin("cat");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(buttons(s.world, "ann")).not.toContain("end");
  });

  it("forfeit: the seat leaves the match, its stake stays in the pot, the other two play on", () => {
    const s = away({ absentPolicy: "forfeit" });
    expect(s.service.info("T1")!.phase).toBe("playing");
    playOut(s, ["ann", "bob"]);
    const last = lastResult(s);
    expect(last.w).not.toBe(2);
    const after = gems(s);
    expect(after[["ann", "bob"][last.w]]).toBe(14);
    expect(after.cat).toBe(8);
    expect(escrowKeys(s)).toEqual([]);
  });

  it("forfeit: when only one seat is left it wins the pot (walkover)", () => {
    const s = raceTable({ graceSeconds: 30, absentPolicy: "forfeit" });
    seated(s, { ann: 0, bob: 1, cat: 2 }, { ann: 1, bob: 1, cat: 1 });
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.advance(31_000);
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("playing"); // bob is out; ann and cat play on
    s.world.online.delete("cat");
    s.service.onPlayerLeave("cat");
    s.world.advance(31_000);
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("result");
    expect(lastResult(s)).toMatchObject({ w: 0, why: "walkover" });
    expect(gems(s).ann).toBe(12);
  });

  it("bot: a bot plays the seat until the player is back, then gives it back", () => {
    const s = away({ absentPolicy: "bot" });
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(JSON.parse(s.world.storage.get("t/T1")!).s[2].u).toBe("hard");
    // The others play; the bot moves for cat on ticks.
    const before = JSON.parse(s.world.storage.get("t/T1")!).m.x;
    for (let i = 0; i < 6; i++) playOut(s, ["ann", "bob"], 1);
    expect(JSON.parse(s.world.storage.get("t/T1")!).m.x).not.toBe(before);
    s.world.online.add("cat");
    s.service.onPlayerJoin("cat");
    s.service.sit("T1", 2, "cat");
    expect(JSON.parse(s.world.storage.get("t/T1")!).s[2].u).toBeUndefined();
    playOut(s, ["ann", "bob", "cat"]);
    expect(s.service.info("T1")!.phase).toBe("result");
    const total = Object.values(gems(s)).reduce((a, b) => a + b, 0);
    expect(total).toBe(40);
  });

  it("a two-player match keeps today's rule (onGraceExpiry): forfeit ends it and refunds", () => {
    const s = raceTable({ graceSeconds: 30, onGraceExpiry: "forfeit", absentPolicy: "bot" });
    seated(s, { ann: 0, bob: 3 }, { ann: 2, bob: 2 });
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.advance(31_000);
    s.service.tick();
    expect(lastResult(s)).toMatchObject({ w: 0, why: "forfeit" });
    s.world.online.add("bob");
    s.service.onPlayerJoin("bob");
    expect(gems(s)).toEqual({ ann: 10, bob: 10, cat: 10, dan: 10, "@house": 0 });
  });
});
