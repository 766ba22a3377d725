/**
 * Coming back to a seat (issue 24, item 3): the screen opens on return, the returner's turn starts
 * afresh, and while a player is away the others read "away", not "is playing…".
 */
import { describe, expect, it } from "vitest";
import { press } from "./fake-host";
import { playOne, twoSeated } from "./helpers";

function started() {
  const s = twoSeated({ botDelayMs: 0, graceSeconds: 120, onGraceExpiry: "pause", turnSeconds: 60 });
  for (const p of ["ann", "bob"]) expect(press(s.service, s.world, p, "start")).toEqual({ ok: true });
  return s;
}

/** Plays moves until it is bob's turn (his screen offers a move). */
function toBobsTurn(s: ReturnType<typeof started>): void {
  for (let i = 0; i < 20; i++) {
    const keys = s.world.lastScreen("ann").messages.map((m) => m.key);
    if (keys.includes("tables.turn.theirs")) return;
    playOne(s, ["ann"]);
  }
  throw new Error("never bob's turn");
}

describe("coming back to a seat", () => {
  it("while bob is away on his turn, ann reads that he is away, not that he is playing", () => {
    const s = started();
    toBobsTurn(s);
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    const keys = s.world.lastScreen("ann").messages.map((m) => m.key);
    expect(keys).toContain("tables.turn.away");
    expect(keys).not.toContain("tables.turn.theirs");
  });

  it("bob reconnecting gets the table's screen at once and a whole turn", () => {
    const s = started();
    toBobsTurn(s);
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.screens.delete("bob"); // a client that left shows nothing
    s.world.now += 100_000;
    s.service.tick();
    s.world.online.add("bob");
    s.service.onPlayerJoin("bob");
    expect(s.world.screens.has("bob")).toBe(true);
    const screen = s.world.lastScreen("bob");
    expect(screen.kind).toBe("game");
    expect(screen.game!.turn.timeLeft).toBe(60);
  });

  it("once bob is back, 'bob left the table' is gone from every screen (it stayed on after his move)", () => {
    const s = started();
    toBobsTurn(s);
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).toContain("tables.away");
    s.world.online.add("bob");
    s.service.onPlayerJoin("bob");
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).toContain("tables.back");
    expect(playOne(s, ["bob"])).toBe(true);
    for (const p of ["ann", "bob"]) expect(s.world.lastScreen(p).messages.map((m) => m.key)).not.toContain("tables.away");
  });

  it("the opening line goes once play goes on (it stayed on top for the whole hand)", () => {
    const s = started();
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).toContain("tables.match.started");
    expect(playOne(s)).toBe(true);
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).not.toContain("tables.match.started");
  });
});
