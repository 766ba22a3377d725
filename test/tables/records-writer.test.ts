/**
 * The table record writer (src/tables/persistence/records.ts writes its pieces key by key) gives the same
 * bytes as the Out tree it replaced (kept here, `treeWriteTable`, as the reference): on every
 * record two games write while played through the table service, and on those records with their
 * fields drawn at random (escapes in every string, negative and fractional numbers, item meta,
 * board transits, results with and without a match).
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/games/game";
import { GAMES } from "../../src/games/registry";
import type { ItemStack } from "../../src/tables/ports";
import type { SeatState, TableRecord } from "../../src/tables/persistence/records";
import { gameOfBoard, readTable, TABLE_VERSION, writeTable } from "../../src/tables/persistence/records";
import type { SeatRef } from "../../src/tables/persistence/snapshot";
import { stacksOut } from "../../src/tables/items/stacks";
import type { Out } from "../../src/util/json";
import { obj, writeJson } from "../../src/util/json";
import type { RngState } from "../../src/util/random";
import { createRng, randomInt } from "../../src/util/random";
import { twoSeated, playToEnd } from "./helpers";
import { boardStack, press, startService, World } from "./fake-host";

/** records.ts's writer before it wrote pieces directly (main at 1200421): the reference. */
function treeWriteTable(t: TableRecord, game: AnyGame): string {
  const refOut = (r: SeatRef): Out => obj([["p", r.player], ["b", r.bot]]);
  const seatOut = (s: SeatState): Out => {
    const e: [string, Out][] = [["p", s.player], ["b", s.bot], ["y", s.ready], ["a", s.away], ["o", stacksOut(s.offer)], ["k", s.kept]];
    if (s.sub !== "") e.push(["u", s.sub]);
    return obj(e);
  };
  const entries: [string, Out][] = [["v", TABLE_VERSION], ["id", t.id], ["o", t.owner], ["b", t.board], ["r", t.preset], ["s", t.seats.map(seatOut)]];
  const m = t.match;
  if (m !== undefined) {
    entries.push([
      "m",
      obj([
        ["id", m.id],
        ["g", m.gen],
        ["x", game.table.codec.encode(m.state)],
        ["e", m.escrow],
        ["pot", m.pot.map(stacksOut)],
        ["res", m.reserved.map(refOut)],
        ["at", m.at.slice()],
        ["out", m.out.slice()],
        ["pz", m.paused],
        ["d", m.deadline],
        ["h", m.handOverAt],
      ]),
    ]);
  }
  const tr = t.transit;
  if (tr !== undefined) entries.push(["bt", obj([["p", tr.player], ["x", tr.txId], ["k", tr.kind], ["s", stacksOut([tr.stack])]])]);
  const l = t.last;
  if (l !== undefined) {
    const le: [string, Out][] = [["id", l.matchId], ["w", l.winner], ["why", l.reason], ["tot", l.totals.slice()], ["at", l.at.slice()]];
    if (l.match !== undefined) le.push(["x", game.table.codec.encode(l.match)]);
    entries.push(["l", obj(le)]);
  }
  return writeJson(obj(entries));
}

/** Every table record written while a Gin Rummy match and an Uno No Mercy match are played. */
function playedRecords(): string[] {
  const texts: string[] = [];
  const gin = twoSeated();
  gin.world.onWrite = (key, value) => {
    if (key.startsWith("t/") && value !== undefined) texts.push(value);
  };
  press(gin.service, gin.world, "ann", "start");
  press(gin.service, gin.world, "bob", "start");
  playToEnd(gin);

  const world = new World(5);
  world.addPlayer("ann", []);
  world.onWrite = (key, value) => {
    if (key.startsWith("t/") && value !== undefined) texts.push(value);
  };
  const service = startService(world, { botDelayMs: 0 });
  service.createTable("T2", "ann");
  const board = boardStack("", "uno_no_mercy");
  world.inventories.set("ann", world.inv("ann").concat([{ ...board }]));
  service.fitBoard("T2", "ann", "uno_no_mercy", "", board);
  service.sit("T2", 0, "ann");
  press(service, world, "ann", "alone.simple.3");
  for (let i = 0; i < 300; i++) {
    const b = world.lastScreen("ann").buttons.map((x) => x.action);
    const pick = b.find((x) => x.startsWith("play.") || x.startsWith("pick.")) ?? b.find((x) => x === "take" || x === "draw" || x === "keep");
    if (pick === undefined || !press(service, world, "ann", pick).ok) {
      world.advance(1000);
      service.tick();
    }
  }
  return texts;
}

const ODD = ['"', "\\", "\n", "\t", "\u0001", "a", "é", "/", " "];

function oddText(rng: RngState): string {
  let s = "";
  const n = randomInt(rng, 6);
  for (let i = 0; i < n; i++) s += ODD[randomInt(rng, ODD.length)];
  return s;
}

function oddNumber(rng: RngState): number {
  const k = randomInt(rng, 4);
  if (k === 0) return -1;
  if (k === 1) return randomInt(rng, 100000) * 1000 + 1764000000000;
  if (k === 2) return -randomInt(rng, 1000) / 8;
  return randomInt(rng, 50);
}

function oddStacks(rng: RngState): ItemStack[] {
  const out: ItemStack[] = [];
  const n = randomInt(rng, 3);
  for (let i = 0; i < n; i++) {
    const s: ItemStack = { item: "mod:" + oddText(rng), count: 1 + randomInt(rng, 99) };
    const meta = randomInt(rng, 3);
    if (meta === 1) s.meta = oddText(rng);
    if (meta === 2) s.meta = "";
    out.push(s);
  }
  return out;
}

/** `t` with its fields drawn anew (its match states kept: the codec writes those). */
function scramble(t: TableRecord, rng: RngState): TableRecord {
  const seats = t.seats.map((s) => ({ ...s, player: oddText(rng), bot: oddText(rng), ready: randomInt(rng, 2) === 0, away: oddNumber(rng), offer: oddStacks(rng), kept: randomInt(rng, 2) === 0, sub: randomInt(rng, 2) === 0 ? "" : oddText(rng) }));
  const out: TableRecord = { ...t, id: oddText(rng), owner: oddText(rng), preset: oddText(rng), seats };
  if (t.match !== undefined) {
    const m = t.match;
    out.match = {
      ...m,
      id: oddText(rng),
      gen: oddNumber(rng),
      escrow: randomInt(rng, 2) === 0,
      pot: m.pot.map(() => oddStacks(rng)),
      reserved: m.reserved.map(() => ({ player: oddText(rng), bot: oddText(rng) })),
      out: m.out.map(() => randomInt(rng, 2) === 0),
      paused: randomInt(rng, 2) === 0,
      deadline: oddNumber(rng),
      handOverAt: oddNumber(rng),
    };
  }
  if (randomInt(rng, 2) === 0) out.transit = { player: oddText(rng), txId: oddText(rng), kind: randomInt(rng, 2) === 0 ? "take" : "give", stack: oddStacks(rng)[0] ?? { item: "x", count: 1, meta: oddText(rng) } };
  if (t.last !== undefined && randomInt(rng, 3) === 0) out.last = { ...t.last, matchId: oddText(rng), winner: oddNumber(rng), totals: t.last.totals.map(() => oddNumber(rng)), match: randomInt(rng, 2) === 0 ? undefined : t.last.match };
  if (randomInt(rng, 4) === 0) out.last = undefined;
  return out;
}

describe("table record writer", () => {
  const texts = playedRecords();
  const read = texts.map((text) => {
    const t = readTable(text, GAMES);
    if (typeof t === "string") throw new Error(t);
    return { text, t, game: gameOfBoard(GAMES, t.board)! };
  });

  it("writes every played record as stored, byte for byte, and as the Out tree did", () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(read.some((r) => r.t.board === "uno_no_mercy" && r.t.match !== undefined)).toBe(true);
    expect(read.some((r) => r.t.board === "gin_rummy" && r.t.match !== undefined)).toBe(true);
    expect(read.some((r) => r.t.last !== undefined)).toBe(true);
    for (const r of read) {
      expect(writeTable(r.t, r.game)).toBe(r.text);
      expect(treeWriteTable(r.t, r.game)).toBe(r.text);
    }
  });

  it("writes random records as the Out tree did", () => {
    const rng = createRng("records-writer");
    for (let i = 0; i < 2000; i++) {
      const r = read[randomInt(rng, read.length)];
      const t = scramble(r.t, rng);
      expect(writeTable(t, r.game)).toBe(treeWriteTable(t, r.game));
    }
  });
});
