/**
 * The world controller (src/tables/world): fit, lift-then-break with its dig guard, chairs to seats
 * by side, refused sitters, a seat that cannot be made. The world here is a grid of blocks; the
 * service is the real one over the fake host.
 */
import { describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/message";
import type { Message } from "../../src/i18n/types";
import type { PlayerId } from "../../src/tables/ports";
import { TableService } from "../../src/tables/service";
import { GUARD_MS, WorldController } from "../../src/tables/world/controller";
import { SIDES, type ChairPlacing, type Furniture, type Place, type ShownLook, type WorldPort } from "../../src/tables/world/port";
import { fakePorts, press, World } from "./fake-host";

const key = (p: Place): string => `${p.x},${p.y},${p.z}`;
const at = (x: number, z: number): Place => ({ space: "", x, y: 0, z });

/** A grid of tables and chairs, seats as a map; `seatThrows` makes the next seat fail as a host API can. */
class Grid implements WorldPort {
  blocks = new Map<string, Furniture>();
  looks = new Map<string, string>();
  seated = new Map<PlayerId, string>();
  seatThrows = false;
  /** Blocks that are not ours (dirt, a fence): no chair goes there. */
  solid = new Set<string>();
  /** Chairs in each player's hand; creative players place without using any up. */
  hands = new Map<PlayerId, number>();
  creative = new Set<PlayerId>();
  /** The player may not build here (a protected spot, a game mode that may not build). */
  refused = new Set<string>();
  /** The host cannot place here for another reason (an unloaded chunk). */
  failing = new Set<string>();
  key(p: Place): string {
    return key(p);
  }
  furnitureAt(p: Place): Furniture | undefined {
    return this.blocks.get(key(p));
  }
  turnChair(chair: Place, facing: number): void {
    this.blocks.set(key(chair), { kind: "chair", facing });
  }
  showBoard(table: Place, kind: string): void {
    this.looks.set(key(table), kind);
  }
  shownBoard(table: Place): ShownLook {
    return { ok: true, kind: this.looks.get(key(table)) ?? "" };
  }
  seat(player: PlayerId, chair: Place): Message | undefined {
    if (this.seatThrows) throw new Error("spawnEntity: the seat could not be made");
    this.seated.set(player, key(chair));
    return undefined;
  }
  removeSeat(player: PlayerId): void {
    this.seated.delete(player);
  }
  freeForChair(p: Place): boolean {
    return !this.blocks.has(key(p)) && !this.solid.has(key(p));
  }
  placeChair(player: PlayerId, p: Place, facing: number): ChairPlacing {
    const held = this.hands.get(player) ?? 0;
    if (this.refused.has(key(p))) return "refused";
    if (!this.freeForChair(p) || this.failing.has(key(p)) || held < 1) return "failed";
    this.blocks.set(key(p), { kind: "chair", facing });
    if (!this.creative.has(player)) this.hands.set(player, held - 1);
    return "placed";
  }
}

function setup() {
  const world = new World(3);
  for (const p of ["ann", "bob", "cat"]) world.addPlayer(p, []);
  const grid = new Grid();
  const box: { service?: TableService } = {};
  const log: string[] = [];
  const ctl = new WorldController(grid, () => box.service, { now: () => world.now }, { tell: (player, message) => void world.told.push({ player, message }) }, (l) => void log.push(l));
  const made = TableService.create({ ...fakePorts(world), seats: ctl.seats }, { botDelayMs: 0 });
  if (!made.ok) throw new Error(made.error.reason);
  box.service = made.service;
  made.service.recoverAtStartup();
  const T = at(0, 0);
  grid.blocks.set(key(T), { kind: "table" });
  expect(ctl.tablePlaced("ann", T)).toBe(true);
  const board = () => ({ kind: "gin_rummy", snapshot: "", stack: world.giveBoard("ann") });
  const told = (p: string) => world.told.filter((t) => t.player === p).map((t) => t.message.key);
  return { world, grid, ctl, service: made.service, T, board, told, log };
}

/** Chairs on every side of T (placed after the table: they turn to it). */
function chairs(s: ReturnType<typeof setup>): Place[] {
  const out: Place[] = [];
  for (const d of SIDES) {
    const c = at(d.dx, d.dz);
    s.grid.blocks.set(key(c), { kind: "chair", facing: -1 });
    expect(s.ctl.chairPlaced(c)).toBe(true);
    out.push(c);
  }
  return out;
}

/** Board fitted, ann north and bob south, a match started; returns the chairs. */
function started(s: ReturnType<typeof setup>): Place[] {
  const all = chairs(s);
  s.ctl.tableUsed("ann", s.T, s.board());
  s.ctl.chairUsed("ann", all[0]);
  s.ctl.chairUsed("bob", all[2]);
  press(s.service, s.world, "ann", "start");
  press(s.service, s.world, "bob", "start");
  return all;
}

describe("world controller", () => {
  it("turns chairs to their table, fits a board and seats each chair's side", () => {
    const s = setup();
    const [north, east] = chairs(s);
    expect(s.grid.furnitureAt(north)).toEqual({ kind: "chair", facing: 2 });
    expect(s.grid.furnitureAt(east)).toEqual({ kind: "chair", facing: 3 });
    expect(s.ctl.tableUsed("ann", s.T, s.board())).toBe(true);
    expect(s.grid.looks.get("0,0,0")).toBe("gin_rummy");
    s.ctl.chairUsed("bob", east);
    const seats = s.service.info("0,0,0")!.seats;
    expect(seats[1]).toEqual({ kind: "player", id: "bob" });
    expect(s.grid.seated.get("bob")).toBe("1,0,0");
  });

  it("a table placed among chairs turns the free ones to it, not one that faces another table", () => {
    const s = setup();
    const U = at(2, 0);
    // A chair between T and U already faces T (west, side 3).
    s.grid.blocks.set("1,0,0", { kind: "chair", facing: 3 });
    s.grid.blocks.set("2,0,1", { kind: "chair", facing: 0 });
    s.grid.blocks.set(key(U), { kind: "table" });
    s.ctl.tablePlaced("ann", U);
    expect(s.grid.furnitureAt(at(1, 0))).toEqual({ kind: "chair", facing: 3 });
    expect(s.grid.furnitureAt(at(2, 1))).toEqual({ kind: "chair", facing: 2 });
  });

  it("a held punch lifts the board, then breaks neither the table nor its chairs until a pause", () => {
    const s = setup();
    const [north] = chairs(s);
    s.ctl.tableUsed("ann", s.T, s.board());
    expect(s.ctl.tableHit("ann", s.T)).toBe("lifted");
    expect(s.grid.looks.get("0,0,0")).toBe("");
    // The button stays down for 6 s: a hit every 200 ms, on the table and on a chair.
    for (let t = 0; t < 6000; t += 200) {
      s.world.advance(200);
      expect(s.ctl.tableHit("ann", s.T)).toBe("kept");
      expect(s.ctl.chairHit("ann", north)).toBe(false);
    }
    s.world.advance(GUARD_MS);
    expect(s.ctl.chairHit("ann", north)).toBe(true);
    expect(s.ctl.tableHit("ann", s.T)).toBe("break");
  });

  it("a held punch whose digs take longer than the guard (a bare hand's 2 s in Luanti) breaks nothing", () => {
    const s = setup();
    const [north] = chairs(s);
    s.ctl.tableUsed("ann", s.T, s.board());
    // Luanti: a punch starts each dig, the dig completes 2 s later, the next punch follows at once.
    s.ctl.touched(s.T);
    s.world.advance(2000);
    expect(s.ctl.tableHit("ann", s.T)).toBe("lifted");
    for (let i = 0; i < 3; i++) {
      s.world.advance(150);
      s.ctl.touched(s.T);
      s.world.advance(2000);
      expect(s.ctl.tableHit("ann", s.T)).toBe("kept");
    }
    // The camera moved to the chair while the button stayed down.
    s.world.advance(150);
    s.ctl.touched(north);
    s.world.advance(2000);
    expect(s.ctl.chairHit("ann", north)).toBe(false);
    // A fresh punch after a pause digs as usual.
    s.world.advance(GUARD_MS + 500);
    s.ctl.touched(s.T);
    s.world.advance(2000);
    expect(s.ctl.tableHit("ann", s.T)).toBe("break");
  });

  it("a punch after a pause breaks a bare table; held on, it does not go on to the chairs", () => {
    const s = setup();
    const [north] = chairs(s);
    expect(s.ctl.tableHit("ann", s.T)).toBe("break");
    s.world.advance(300);
    expect(s.ctl.chairHit("ann", north)).toBe(false);
  });

  it("a chair with someone on it is never dug; a table anyone sits at is never broken", () => {
    const s = setup();
    const [north] = chairs(s);
    s.ctl.chairUsed("bob", north);
    s.world.advance(10 * GUARD_MS);
    expect(s.ctl.chairHit("ann", north)).toBe(false);
    expect(s.ctl.tableHit("ann", s.T)).toBe("kept");
    expect(s.told("ann")).toContain("table.sitters");
    s.ctl.stoodUp("bob");
    expect(s.ctl.chairHit("ann", north)).toBe(true);
  });

  it("a refused sitter never holds the chair: the kept seat's chair stays its player's", () => {
    const s = setup();
    const [, , south] = started(s);
    expect(s.service.info("0,0,0")!.phase).not.toBe("lobby");
    // Bob gets up mid-match: his seat is kept. Cat tries his chair.
    s.ctl.stoodUp("bob");
    s.grid.removeSeat("bob");
    s.ctl.chairUsed("cat", south);
    expect(s.grid.seated.has("cat")).toBe(false);
    expect(s.ctl.sitterOf(south)).toBeUndefined();
    expect(s.told("cat")).toContain("tables.error.seat_reserved");
    s.ctl.chairUsed("bob", south);
    expect(s.grid.seated.get("bob")).toBe("0,0,-1");
  });

  it("a sitter at a bare table whose seat is kept for another gets up when the board goes back on", () => {
    const s = setup();
    const [, , south] = started(s);
    expect(s.ctl.tableHit("ann", s.T)).toBe("lifted");
    // Lifting stood everyone up; cat sits on bob's chair at the bare table (plain furniture).
    expect(s.grid.seated.size).toBe(0);
    s.ctl.chairUsed("cat", south);
    expect(s.grid.seated.get("cat")).toBe("0,0,-1");
    const paused = s.world.inventories.get("ann")!.find((x) => x.meta !== undefined)!;
    s.world.advance(2 * GUARD_MS);
    expect(s.ctl.tableUsed("ann", s.T, { kind: "gin_rummy", snapshot: paused.meta!, stack: { ...paused } })).toBe(true);
    expect(s.grid.seated.has("cat")).toBe(false);
    expect(s.ctl.sitterOf(south)).toBeUndefined();
    s.ctl.chairUsed("bob", south);
    expect(s.grid.seated.get("bob")).toBe("0,0,-1");
  });

  it("a seat the host cannot make leaves the player standing, in the service too", () => {
    const s = setup();
    const [north] = chairs(s);
    s.ctl.tableUsed("ann", s.T, s.board());
    s.grid.seatThrows = true;
    s.ctl.chairUsed("bob", north);
    expect(s.service.info("0,0,0")!.seats.some((o) => o !== undefined && o.kind === "player" && o.id === "bob")).toBe(false);
    expect(s.told("bob")).toContain("chair.unavailable");
    expect(s.ctl.chairOfPlayer("bob")).toBeUndefined();
  });

  it("places four chairs from one spot, each facing the table: the side pointed at, across, then the others", () => {
    const s = setup();
    s.grid.hands.set("ann", 5);
    const from = at(0, -3);
    for (let i = 0; i < 4; i++) expect(s.ctl.chairUsedOnTable("ann", s.T, at(0, -1), from)).toBe(true);
    expect(s.grid.furnitureAt(at(0, -1))).toEqual({ kind: "chair", facing: 0 });
    expect(s.grid.furnitureAt(at(0, 1))).toEqual({ kind: "chair", facing: 2 });
    expect(s.grid.furnitureAt(at(-1, 0))).toEqual({ kind: "chair", facing: 1 });
    expect(s.grid.furnitureAt(at(1, 0))).toEqual({ kind: "chair", facing: 3 });
    expect(s.grid.hands.get("ann")).toBe(1);
    // Every side taken: the click uses the table (a bare one says how to play), the chair stays in hand.
    expect(s.ctl.chairUsedOnTable("ann", s.T, at(0, -1), from)).toBe(false);
    expect(s.grid.hands.get("ann")).toBe(1);
    expect(s.told("ann")).toContain(msg("tables.error.no_board").key);
  });

  it("a chair used on a table's top goes to the side the player stands at; a side that is not free is skipped", () => {
    const s = setup();
    s.grid.hands.set("ann", 2);
    s.grid.solid.add("1,0,0");
    // Pointing at the top (the block above), standing east: east is dirt, so across (west) first.
    expect(s.ctl.chairUsedOnTable("ann", s.T, { space: "", x: 0, y: 1, z: 0 }, at(3, 1))).toBe(true);
    expect(s.grid.furnitureAt(at(-1, 0))).toEqual({ kind: "chair", facing: 1 });
    expect(s.grid.blocks.has("1,0,0")).toBe(false);
  });

  it("a chair between two tables faces the table it was placed at, not the other one", () => {
    const s = setup();
    const U = at(2, 0);
    s.grid.blocks.set(key(U), { kind: "table" });
    s.ctl.tablePlaced("bob", U);
    s.grid.hands.set("ann", 1);
    expect(s.ctl.chairUsedOnTable("ann", s.T, at(1, 0), at(1, -3))).toBe(true);
    expect(s.grid.furnitureAt(at(1, 0))).toEqual({ kind: "chair", facing: 3 });
    expect(s.ctl.tableOfChair(at(1, 0))).toEqual(s.T);
  });

  it("a chair the host cannot place is neither placed nor taken; a player who may not build there is told so", () => {
    const s = setup();
    s.grid.hands.set("ann", 1);
    s.grid.failing.add("0,0,-1");
    expect(s.ctl.chairUsedOnTable("ann", s.T, at(0, -1), at(0, -3))).toBe(false);
    expect(s.grid.hands.get("ann")).toBe(1);
    expect(s.grid.blocks.has("0,0,-1")).toBe(false);
    expect(s.told("ann")).toEqual([]);
    // Protected, or a game mode that may not build: the same, and the player hears why.
    s.grid.failing.clear();
    s.grid.refused.add("0,0,-1");
    expect(s.ctl.chairUsedOnTable("ann", s.T, at(0, -1), at(0, -3))).toBe(false);
    expect(s.grid.hands.get("ann")).toBe(1);
    expect(s.grid.blocks.has("0,0,-1")).toBe(false);
    expect(s.told("ann")).toEqual(["chair.no_build"]);
    // A creative player's chair comes from nowhere: none is taken.
    s.grid.creative.add("bob");
    s.grid.hands.set("bob", 1);
    expect(s.ctl.chairUsedOnTable("bob", s.T, at(0, 1), at(0, 3))).toBe(true);
    expect(s.grid.hands.get("bob")).toBe(1);
  });

  it("redraws a look that differs from the record, and tells a bare table's user how to play", () => {
    const s = setup();
    s.ctl.tableUsed("ann", s.T, s.board());
    s.grid.looks.set("0,0,0", "");
    s.ctl.tableUsed("bob", s.T, undefined);
    expect(s.grid.looks.get("0,0,0")).toBe("gin_rummy");
    expect(s.log.length).toBe(1);
    s.ctl.tableHit("ann", s.T);
    s.ctl.tableUsed("bob", s.T, undefined);
    expect(s.told("bob")).toContain(msg("tables.error.no_board").key);
  });
});
