/**
 * Reaction windows at a table (Game.rules.reacting), with the test-only react game (react-game.ts):
 * one shared window timer of reactionSeconds whoever the game names to move, an early end when
 * every asked seat answered, away seats passing at once, a window running out never counting as a
 * timed-out turn, the bots asked all at once, a new window re-arming the timer, and a restart in a
 * window. Screens tell every viewer, bystanders too, that a window is open and for how long.
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/games/game";
import type { Message } from "../../src/i18n/types";
import { TableService } from "../../src/tables/service";
import { buttons, fakePorts, press, World } from "./fake-host";
import { reactGame } from "./react-game";
import { hereToSlay } from "../../src/games/here-to-slay/game";
import type { HtsState } from "../../src/games/here-to-slay/engine/types";

const PLAYERS = ["ann", "bob", "cat", "dan"];
const BASE = { botDelayMs: 1000, reactionSeconds: 8, turnSeconds: 60, warnSeconds: [20], botLevels: ["easy", "booster", "broken"] };

function start(world: World, config: Record<string, unknown>): TableService {
  const made = TableService.create({ ...fakePorts(world), games: [reactGame() as unknown as AnyGame] }, { ...BASE, ...config });
  if (!made.ok) throw new Error(made.error.reason);
  made.service.recoverAtStartup();
  return made.service;
}

function table(config: Record<string, unknown> = {}) {
  const world = new World(5);
  for (const p of PLAYERS) world.addPlayer(p, []);
  const service = start(world, config);
  service.createTable("T1", "ann");
  expect(service.fitBoard("T1", "ann", "react", "", world.giveBoard("ann"))).toEqual({ ok: true, resumed: false });
  return { world, service };
}

type Setup = ReturnType<typeof table>;

/** ann, bob and cat sit and start; dan only looks on. */
function threeHumans(config: Record<string, unknown> = {}): Setup {
  const s = table(config);
  for (const [i, p] of ["ann", "bob", "cat"].entries()) expect(s.service.sit("T1", i, p)).toEqual({ ok: true });
  for (const p of ["ann", "bob", "cat"]) press(s.service, s.world, p, "start");
  expect(s.service.info("T1")!.phase).toBe("playing");
  s.service.openScreen("dan", "T1");
  return s;
}

function holding(s: Setup, action: string, players = ["ann", "bob", "cat"]): string[] {
  return players.filter((p) => buttons(s.world, p).includes(action));
}

/** The player to move adds, opening a window for the others; returns the mover and the asked players. */
function openWindow(s: Setup, players = ["ann", "bob", "cat"]): { mover: string; asked: string[] } {
  const movers = holding(s, "add", players);
  expect(movers).toHaveLength(1);
  expect(press(s.service, s.world, movers[0], "add")).toEqual({ ok: true });
  return { mover: movers[0], asked: holding(s, "pass", players) };
}

/** The window line on the player's screen ("Time to react (8 s): waiting for …"), or undefined. */
function windowLine(s: Setup, player: string): Message | undefined {
  return s.world.lastScreen(player).messages.find((m) => m.key === "tables.window.open");
}

function tickAfter(s: Setup, ms: number): void {
  s.world.advance(ms);
  s.service.tick();
}

function stored(s: Setup): { deadline: number; state: { asked: boolean[]; active: number } } {
  const rec = JSON.parse(s.world.storage.get("t/T1")!);
  return { deadline: rec.m.d, state: JSON.parse(rec.m.x) };
}

describe("reaction windows", () => {
  it("one shared timer of reactionSeconds, not the first asked seat's turn timer; every viewer is told", () => {
    const s = threeHumans();
    const { mover, asked } = openWindow(s);
    expect(asked).toHaveLength(2);
    expect(asked).not.toContain(mover);
    // Every viewer, the bystander too, sees the window and its countdown; the asked are named.
    for (const p of PLAYERS) {
      const line = windowLine(s, p);
      expect(line, p).toBeDefined();
      expect(line!.params!["seconds"]).toBe(8);
      expect(JSON.stringify(line!.params!["names"])).toContain(asked[0].toUpperCase());
      // The newest line, so a host showing only the last lines (Luanti: two) shows it.
      expect(s.world.lastScreen(p).messages.at(-1)!.key, p).toBe("tables.window.open");
    }
    // The game names the first asked seat to move: its turn timer (60 s) does not time the window.
    tickAfter(s, 7900);
    expect(holding(s, "pass")).toEqual(asked);
    tickAfter(s, 100);
    expect(holding(s, "pass")).toEqual([]);
    for (const p of asked) expect(s.world.toldKeys(p)).toContain("tables.window.passed");
    for (const p of asked) expect(s.world.toldKeys(p)).not.toContain("tables.turn.auto");
    // The window is over: the next seat's turn timer runs, with its full length.
    expect(holding(s, "add")).toHaveLength(1);
    expect(windowLine(s, "dan")).toBeUndefined();
    expect(stored(s).deadline).toBe(s.world.now + 60_000);
  });

  it("ends as soon as every asked seat has answered", () => {
    const s = threeHumans();
    const { asked } = openWindow(s);
    expect(press(s.service, s.world, asked[0], "pass")).toEqual({ ok: true });
    // One answer leaves the window's timer running, and the line names who is still asked.
    expect(JSON.stringify(windowLine(s, "dan")!.params!["names"])).not.toContain(asked[0].toUpperCase());
    expect(holding(s, "pass")).toEqual([asked[1]]);
    const before = stored(s).deadline;
    tickAfter(s, 2000);
    expect(press(s.service, s.world, asked[1], "pass")).toEqual({ ok: true });
    expect(holding(s, "pass")).toEqual([]);
    expect(holding(s, "add")).toHaveLength(1);
    expect(stored(s).deadline).not.toBe(before);
    expect(stored(s).deadline).toBe(s.world.now + 60_000);
  });

  it("a move that opens a new window (a boost asks everyone again) starts the timer again", () => {
    const s = threeHumans();
    const { asked } = openWindow(s);
    tickAfter(s, 5000);
    expect(press(s.service, s.world, asked[0], "boost")).toEqual({ ok: true });
    expect(holding(s, "pass")).toEqual(asked);
    expect(windowLine(s, "dan")!.params!["seconds"]).toBe(8);
    tickAfter(s, 7900);
    expect(holding(s, "pass")).toEqual(asked);
    tickAfter(s, 100);
    expect(holding(s, "pass")).toEqual([]);
  });

  it("an away seat passes at once; the others keep the window", () => {
    const s = threeHumans();
    const movers = holding(s, "add");
    const away = ["ann", "bob", "cat"].filter((p) => p !== movers[0])[0];
    s.world.online.delete(away);
    s.service.onPlayerLeave(away);
    openWindow(s, ["ann", "bob", "cat"].filter((p) => p !== away));
    const still = ["ann", "bob", "cat"].filter((p) => p !== away && p !== movers[0]);
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(2);
    s.service.tick();
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(1);
    expect(holding(s, "pass", still)).toEqual(still);
    expect(s.world.toldKeys(away)).not.toContain("tables.window.passed");
  });

  it("a window running out is no timed-out turn: no forfeit under onTimeout forfeit, never marked away", () => {
    const s = threeHumans({ onTimeout: "forfeit", awayAfterTimeouts: 1 });
    for (let round = 0; round < 4; round++) {
      openWindow(s);
      tickAfter(s, 8000);
      expect(s.service.info("T1")!.phase, `round ${round}`).toBe("playing");
      expect(holding(s, "pass")).toEqual([]);
    }
    // Nobody was marked away (no "I'm back"), nobody left the match.
    for (const p of ["ann", "bob", "cat"]) expect(buttons(s.world, p)).not.toContain("back");
    expect(s.service.info("T1")!.present).toEqual([true, true, true, false]);
    // The turn timer still forfeits a turn left to run out.
    tickAfter(s, 60_000);
    expect(s.service.info("T1")!.phase).toBe("result");
  });

  it("off-turn bots are asked all at once, one bot delay after the window opens", () => {
    const s = table();
    expect(s.service.sit("T1", 0, "ann")).toEqual({ ok: true });
    expect(press(s.service, s.world, "ann", "alone.easy.3")).toEqual({ ok: true });
    // Bots play until it is ann's turn.
    for (let i = 0; i < 40 && !buttons(s.world, "ann").includes("add"); i++) tickAfter(s, 1000);
    expect(press(s.service, s.world, "ann", "add")).toEqual({ ok: true });
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(3);
    tickAfter(s, 999);
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(3);
    // One tick after one bot delay: the three bots have all passed, and the turn went on; ann's
    // screen is drawn once for the three answers.
    const shown = s.world.shown.length;
    tickAfter(s, 1);
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(0);
    expect(s.world.shown.length - shown).toBe(1);
    expect(stored(s).state.active).not.toBe(0);
  });

  it("a bot that opens a new window re-arms the timer and is asked again one more delay later", () => {
    const s = table();
    expect(s.service.sit("T1", 0, "ann")).toEqual({ ok: true });
    expect(press(s.service, s.world, "ann", "alone.booster")).toEqual({ ok: true });
    for (let i = 0; i < 40 && !buttons(s.world, "ann").includes("add"); i++) tickAfter(s, 1000);
    expect(press(s.service, s.world, "ann", "add")).toEqual({ ok: true });
    const count = (): number => stored(s).state.asked.filter((a) => a).length;
    expect(count()).toBe(1);
    const first = stored(s).deadline;
    // The booster boosts: a new window asks it again, with a fresh timer.
    tickAfter(s, 1000);
    expect(count()).toBe(1);
    expect(stored(s).deadline).toBe(s.world.now + 8000);
    expect(stored(s).deadline).toBeGreaterThan(first);
    expect(windowLine(s, "ann")!.params!["seconds"]).toBe(8);
    // Its answer to the new window (a pass) comes one bot delay later; then it is the bot's turn.
    tickAfter(s, 999);
    expect(count()).toBe(1);
    tickAfter(s, 1);
    expect(count()).toBe(0);
    expect(stored(s).state.active).not.toBe(0);
  });

  it("a bot that throws in a window passes (the safe move)", () => {
    const s = table();
    expect(s.service.sit("T1", 0, "ann")).toEqual({ ok: true });
    expect(press(s.service, s.world, "ann", "alone.broken.3")).toEqual({ ok: true });
    for (let i = 0; i < 40 && !buttons(s.world, "ann").includes("add"); i++) tickAfter(s, 1000);
    expect(press(s.service, s.world, "ann", "add")).toEqual({ ok: true });
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(3);
    tickAfter(s, 1000);
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(0);
    expect(s.service.info("T1")!.phase).toBe("playing");
  });

  it("a restart in a window does not hang: its timer starts afresh and the away pass at once", () => {
    const s = threeHumans();
    openWindow(s);
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(2);
    tickAfter(s, 3000);
    // The server stops and starts again: every seated player is away until back.
    const service = start(s.world, {});
    expect(stored(s).deadline).toBe(s.world.now + 8000);
    service.tick();
    expect(stored(s).state.asked.filter((a) => a)).toHaveLength(0);
    expect(service.info("T1")!.phase).toBe("playing");
  });

  it("reactionSeconds is validated like the other settings", () => {
    for (const bad of [1, 601, 2.5, "8"]) {
      const made = TableService.create(fakePorts(new World(1)), { reactionSeconds: bad });
      expect(made.ok).toBe(false);
      if (!made.ok) expect(made.error.field).toBe("reactionSeconds");
    }
    expect(TableService.create(fakePorts(new World(1)), { reactionSeconds: 2 }).ok).toBe(true);
  });
});

describe("reaction windows of Here to Slay at a table", () => {
  it("one player and three bots: every window is answered within reactionSeconds, bots in one delay, and play goes on", () => {
    const world = new World(9);
    world.addPlayer("ann", []);
    const made = TableService.create({ ...fakePorts(world), games: [hereToSlay as unknown as AnyGame] }, { ...BASE, botLevels: ["simple"], awayAfterTimeouts: 0, turnSeconds: 10, warnSeconds: [5] });
    if (!made.ok) throw new Error(made.error.reason);
    const service = made.service;
    service.recoverAtStartup();
    service.createTable("T1", "ann");
    expect(service.fitBoard("T1", "ann", "here_to_slay", "", world.giveBoard("ann"))).toEqual({ ok: true, resumed: false });
    expect(service.sit("T1", 0, "ann")).toEqual({ ok: true });
    expect(press(service, world, "ann", "alone.simple.3")).toEqual({ ok: true });
    const state = (): HtsState => {
      const rec = JSON.parse(world.storage.get("t/T1")!);
      const s = hereToSlay.table.codec.decode(rec.m.x);
      if (typeof s === "string") throw new Error(s);
      return s;
    };
    const deadline = (): number => JSON.parse(world.storage.get("t/T1")!).m.d;
    let windows = 0;
    let botWindows = 0;
    let annPassed = 0;
    // ann never answers: the timers play for her.
    for (let i = 0; i < 600 && service.info("T1")!.phase === "playing"; i++) {
      const before = state();
      const asked = hereToSlay.rules.reacting(before);
      const due = deadline();
      if (asked.length > 0) {
        windows++;
        // One shared timer of reactionSeconds, never the first asked seat's turn timer.
        expect(due - world.now, `tick ${i}`).toBeLessThanOrEqual(8000);
      }
      world.advance(1000);
      service.tick();
      if (service.info("T1")!.phase !== "playing") break;
      const still = hereToSlay.rules.reacting(state());
      const same = deadline() === due;
      // Two bots or more asked, one bot delay since the window opened: each of them answered in this
      // tick (unless one opened a new window: a Modifier asks everyone again).
      const bots = asked.filter((seat) => seat !== 0);
      if (bots.length >= 2 && world.now >= due - 7000 && world.now < due) {
        botWindows++;
        if (same) for (const seat of bots) expect(still, `tick ${i}: bot seat ${seat} still asked`).not.toContain(seat);
      }
      // The window's timer ran out: ann passed (no turn timeout: the timer never marks her away here).
      if (asked.indexOf(0) >= 0 && world.now >= due) {
        annPassed++;
        if (same) expect(still, `tick ${i}`).not.toContain(0);
      }
    }
    expect(windows).toBeGreaterThan(5);
    expect(botWindows).toBeGreaterThan(0);
    expect(annPassed).toBeGreaterThan(0);
    expect(state().moves).toBeGreaterThan(50);
  });
});
