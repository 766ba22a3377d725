/**
 * Uno No Mercy at a Small Game Table, through the table service and its screens: the board fits,
 * Play alone with three bots plays to the end with every card kept, a catch is pressed by a seat
 * that is not to move (its timer untouched), the match pauses onto the board and resumes, and
 * stakes of three players are paid once to the winner.
 */
import { describe, expect, it } from "vitest";
import { unoNoMercy } from "../../../src/games/uno-no-mercy/game";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import type { ItemStack } from "../../../src/tables/ports";
import { render } from "../../../src/i18n/index";
import { seatTexts } from "../../support/occupants";
import { boardStack, buttons, press, resign, startService, World } from "../../tables/fake-host";

const KIND = "uno_no_mercy";
const GEMS: ItemStack = { item: "gem", count: 10 };
const PLAYERS = ["ann", "bob", "cat", "dan"];
/** Screen buttons that are not moves of the game. */
const FRAME = ["resign", "resign.confirm", "resign.cancel", "tab.lessons", "tab.game", "close", "stand", "claim", "back", "next", "catch", "uno.back"];

function unoTable(config: Record<string, unknown> = {}, seed = 5) {
  const world = new World(seed);
  for (const p of PLAYERS) world.addPlayer(p, [{ ...GEMS }]);
  world.addPlayer("op", []);
  world.operators.add("op");
  const service = startService(world, { botDelayMs: 0, ...config });
  service.createTable("T1", "ann");
  const board = boardStack("", KIND);
  world.inventories.set("ann", world.inv("ann").concat([{ ...board }]));
  expect(service.fitBoard("T1", "ann", KIND, "", board)).toEqual({ ok: true, resumed: false });
  return { world, service };
}

type Setup = ReturnType<typeof unoTable>;

function record(s: Setup, table = "T1") {
  return JSON.parse(s.world.storage.get("t/" + table)!);
}

/** The running match as stored (the table record is the truth). */
function stored(s: Setup, table = "T1"): UnoState {
  const st = unoNoMercy.table.codec.decode(record(s, table).m.x);
  if (typeof st === "string") throw new Error(st);
  return st;
}

/** Every one of the 168 cards exactly once: in a hand, the draw pile or the discard pile. */
function expectCardsKept(st: UnoState): void {
  const all: number[] = [...st.drawPile, ...st.discard];
  for (const h of st.hands) all.push(...h);
  expect(all.length).toBe(168);
  expect(new Set(all).size).toBe(168);
}

/** The player's first card played (never calling UNO, so a catch can come), else its first other move, or undefined. */
function moveOf(s: Setup, p: string): string | undefined {
  if (!s.world.screens.has(p)) return undefined;
  const b = buttons(s.world, p).filter((x) => FRAME.indexOf(x) < 0 && !x.startsWith("alone.") && !x.startsWith("lesson.") && !x.startsWith("rules."));
  return b.find((x) => x.startsWith("play.") && !x.endsWith(".uno")) ?? b.find((x) => !x.endsWith(".uno")) ?? b[0];
}

/** One step: a seated human with a move presses it (or Next), else the clock runs a second. */
function step(s: Setup, humans: string[]): void {
  for (const p of humans) {
    const m = moveOf(s, p);
    if (m !== undefined && press(s.service, s.world, p, m).ok) return;
  }
  for (const p of humans) if (s.world.screens.has(p) && buttons(s.world, p).includes("next") && press(s.service, s.world, p, "next").ok) return;
  s.world.advance(1000);
  s.service.tick();
}

function gems(s: Setup): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of PLAYERS) out[p] = s.world.count(p, "gem") + s.service.mailbox(p).reduce((n, x) => n + (x.item === "gem" ? x.count : 0), 0);
  return out;
}

describe("an Uno No Mercy table", () => {
  it("is named for its game and offers Play alone with 1-3 of Uno's own bots", () => {
    const s = unoTable();
    expect(s.service.sit("T1", 0, "ann").ok).toBe(true);
    const screen = s.world.lastScreen("ann");
    expect(render("en", screen.title)).toBe("Uno No Mercy table of ANN");
    const b = buttons(s.world, "ann");
    for (const level of ["simple", "hard"]) for (const n of ["", ".2", ".3"]) expect(b).toContain("alone." + level + n);
    // Gin Rummy's levels are not Uno's: not offered, and refused when forged.
    expect(b.filter((x) => x.startsWith("alone.easy") || x.startsWith("alone.normal"))).toEqual([]);
    expect(s.service.info("T1")!.seats.length).toBe(4);
  });

  it("teaches its own rules and then the table's: seats, stakes, pause and rematch", () => {
    const s = unoTable();
    expect(s.service.sit("T1", 0, "ann").ok).toBe(true);
    press(s.service, s.world, "ann", "tab.lessons");
    const ids = s.world.lastScreen("ann").lessons!.list.map((l) => l.id);
    expect(ids.slice(0, 2)).toEqual(["match", "draw"]);
    expect(ids.slice(-4)).toEqual(["seats", "stakes", "pause", "rematch"]);
    press(s.service, s.world, "ann", "lesson.stakes");
    const open = s.world.lastScreen("ann").lessons!.open!;
    expect([open.id, open.image]).toEqual(["stakes", "game_tables_lesson_stakes.png"]);
    expect(render("en", open.body[0])).toContain("pot");
  });

  it("Play alone with three bots plays to the end of the match; every card is kept after every step", () => {
    const s = unoTable();
    s.service.sit("T1", 0, "ann");
    expect(press(s.service, s.world, "ann", "alone.hard.3")).toEqual({ ok: true });
    expect(seatTexts(s.service.info("T1"))).toEqual(["ann", "bot:hard", "bot:hard", "bot:hard"]);
    let hands = 0;
    let seenHandOver = false;
    for (let i = 0; i < 40000 && s.service.info("T1")!.phase === "playing"; i++) {
      const st = stored(s);
      expectCardsKept(st);
      if (st.phase === "over" && !seenHandOver) hands++;
      seenHandOver = st.phase === "over";
      step(s, ["ann"]);
    }
    expect(s.service.info("T1")!.phase).toBe("result");
    expect(hands).toBeGreaterThanOrEqual(1);
    const last = record(s).l;
    expect(last.why).toBe("score");
    expect(Math.max(...last.tot)).toBeGreaterThanOrEqual(1000);
    // The result names the winner with every seat's total.
    const won = s.world.lastScreen("ann").messages.find((m) => m.key === "tables.match.won_scores")!;
    expect(render("en", won).split(" · ").length).toBe(4);
    // Rematch deals again with the same bots.
    expect(press(s.service, s.world, "ann", "rematch")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("playing");
  });

  it("a seat that is not to move catches an uncalled UNO; the timer of the seat to move keeps running", () => {
    const s = unoTable({ turnSeconds: 600 });
    for (let i = 0; i < 4; i++) s.service.sit("T1", i, PLAYERS[i]);
    for (const p of PLAYERS) press(s.service, s.world, p, "start");
    expect(s.service.info("T1")!.phase).toBe("playing");
    let catcher: string | undefined;
    // Until a player who did not call UNO can be caught by a seat that is not to move (matches
    // where mercy leaves two players in the hand are played out and rematched).
    for (let i = 0; i < 20000 && catcher === undefined; i++) {
      if (s.service.info("T1")!.phase === "result") for (const p of PLAYERS) press(s.service, s.world, p, "rematch");
      step(s, PLAYERS);
      if (s.service.info("T1")!.phase !== "playing") continue;
      const st = stored(s);
      if (st.unoOpen < 0 || st.phase === "over") continue;
      catcher = PLAYERS.find((p, seat) => seat !== st.turn && seat !== st.unoOpen && buttons(s.world, p).includes("catch"));
    }
    expect(catcher).toBeDefined();
    const before = stored(s);
    const caught = before.unoOpen;
    const deadline = record(s).m.d;
    s.world.advance(5000);
    expect(press(s.service, s.world, catcher!, "catch")).toEqual({ ok: true });
    const after = stored(s);
    expect(after.hands[caught].length).toBe(before.hands[caught].length + 2);
    expect(after.turn).toBe(before.turn);
    expect(after.unoOpen).toBe(-1);
    expectCardsKept(after);
    // The catch was not the turn's move: the deadline of the seat to move is the one it had.
    expect(record(s).m.d).toBe(deadline);
    expect(buttons(s.world, catcher!)).not.toContain("catch");
  });

  it("a bot not to move catches a player's uncalled UNO", () => {
    const s = unoTable({ turnSeconds: 600 });
    s.service.sit("T1", 0, "ann");
    press(s.service, s.world, "ann", "alone.simple.3");
    let caughtByBot = false;
    for (let i = 0; i < 40000 && !caughtByBot; i++) {
      if (s.service.info("T1")!.phase === "result") press(s.service, s.world, "ann", "rematch");
      const before = stored(s);
      step(s, ["ann"]);
      if (s.service.info("T1")!.phase !== "playing") continue;
      const after = stored(s);
      // ann never calls UNO: a bot catches her before anyone else moves (simple bots always catch).
      // (Only while a bot that is not to move is still in the hand: mercy may have left just two.)
      const offTurn = before.out.some((o, seat) => !o && seat !== 0 && seat !== before.turn);
      if (before.unoOpen === 0 && offTurn && after.handNumber === before.handNumber && after.phase !== "over") {
        expect(after.unoOpen).toBe(-1);
        expect(after.hands[0].length).toBe(before.hands[0].length + 2);
        const e = after.events[after.events.length - 1];
        expect(e.kind).toBe("catch");
        // Caught by a bot that was not to move (the one to move has not moved yet).
        expect(e.seat).not.toBe(before.turn);
        expect(after.turn).toBe(before.turn);
        caughtByBot = true;
      }
    }
    expect(caughtByBot).toBe(true);
  });

  it("pauses onto its board and resumes on another table, hands and bots as they were", () => {
    const s = unoTable();
    s.service.sit("T1", 0, "ann");
    press(s.service, s.world, "ann", "alone.simple.3");
    for (let i = 0; i < 30; i++) step(s, ["ann"]);
    const text = record(s).m.x;
    const removed = s.service.removeBoard("T1", "ann");
    if (!removed.ok) throw new Error("remove failed");
    expect(removed.boardMeta.startsWith("GT2.")).toBe(true);
    expect(s.world.inv("ann").some((x) => x.item === "gt:board_" + KIND && x.meta === removed.boardMeta)).toBe(true);
    s.service.createTable("T2", "ann");
    expect(s.service.fitBoard("T2", "ann", KIND, removed.boardMeta, boardStack(removed.boardMeta, KIND))).toEqual({ ok: true, resumed: true });
    expect(s.service.info("T2")!.board).toBe(KIND);
    expect(seatTexts(s.service.info("T2"))).toEqual(["ann", "bot:simple", "bot:simple", "bot:simple"]);
    // The paused table names the one player who must sit down, not its bots (issue 24 #8).
    s.service.openScreen("ann", "T2");
    const waiting = s.world.lastScreen("ann").messages.filter((m) => m.key.startsWith("tables.match.waiting"));
    expect(waiting.map((m) => render("en", m))).toEqual(["Paused until ANN is back in the seat."]);
    s.service.sit("T2", 0, "ann");
    expect(s.service.info("T2")!.phase).toBe("playing");
    expect(unoNoMercy.table.codec.encode(stored(s, "T2"))).toBe(unoNoMercy.table.codec.encode(unoNoMercy.table.codec.decode(text) as UnoState));
    // Play goes on at the new table.
    const moves = stored(s, "T2").moves;
    for (let i = 0; i < 20 && stored(s, "T2").moves === moves; i++) step(s, ["ann"]);
    expect(stored(s, "T2").moves).toBeGreaterThan(moves);
  });

  it("stakes of three players go into one pot, paid once to the winner", () => {
    const s = unoTable();
    for (let i = 0; i < 3; i++) s.service.sit("T1", i, PLAYERS[i]);
    const offers: Record<string, number> = { ann: 3, bob: 4, cat: 5 };
    for (const [p, n] of Object.entries(offers)) {
      const slot = s.world.lastScreen(p).stake!.inventory.findIndex((l) => l.item === "gem");
      expect(press(s.service, s.world, p, "stake.add", { slot: String(slot), count: String(n) })).toEqual({ ok: true });
    }
    for (const p of ["ann", "bob", "cat"]) press(s.service, s.world, p, "start");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(gems(s)).toEqual({ ann: 7, bob: 6, cat: 5, dan: 10 });
    for (let i = 0; i < 40000 && s.service.info("T1")!.phase === "playing"; i++) step(s, ["ann", "bob", "cat"]);
    expect(s.service.info("T1")!.phase).toBe("result");
    const winner = ["ann", "bob", "cat"][record(s).l.w];
    const paid: Record<string, number> = { ann: 7, bob: 6, cat: 5, dan: 10 };
    paid[winner] += 12;
    expect(gems(s)).toEqual(paid);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
    // One give per stack of the pot, each under its own transfer id.
    expect([...s.world.tx.keys()].filter((k) => k.includes(".pay#")).length).toBe(3);
  });

  it("resigning with three at the table asks without naming a winner; the last one left wins", () => {
    const s = unoTable();
    for (let i = 0; i < 3; i++) s.service.sit("T1", i, PLAYERS[i]);
    for (const p of ["ann", "bob", "cat"]) press(s.service, s.world, p, "start");
    press(s.service, s.world, "cat", "resign");
    expect(s.world.lastScreen("cat").messages.map((m) => m.key)).toContain("tables.resign.ask_many");
    press(s.service, s.world, "cat", "resign.confirm");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(resign(s.service, s.world, "bob")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("result");
    const line = s.world.lastScreen("ann").messages.find((m) => m.key === "tables.match.last_left");
    expect(line && render("en", line)).toBe("ANN wins the match, the last player left in it.");
  });

  // A table without a board reads as the default game's (Gin Rummy): it must keep nothing of Uno.
  it("taken off its table, the board leaves a table record that reads back after a restart", () => {
    const s = unoTable();
    expect(s.service.removeBoard("T1", "ann").ok).toBe(true);
    const again = startService(s.world);
    expect(again.info("T1")?.board).toBe("");
    expect(s.world.count("ann", "gt:board_" + KIND)).toBe(1);
  });

  it("a table broken after a match ends gives its board back", () => {
    const s = unoTable();
    for (let i = 0; i < 2; i++) s.service.sit("T1", i, PLAYERS[i]);
    for (const p of ["ann", "bob"]) press(s.service, s.world, p, "start");
    expect(resign(s.service, s.world, "bob")).toEqual({ ok: true });
    expect(s.service.breakTable("T1", "ann").ok).toBe(true);
    expect(s.world.count("ann", "gt:board_" + KIND)).toBe(1);
  });
});
