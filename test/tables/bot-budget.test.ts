/**
 * A tick with a budget of bot moves (TableService.tick(botMoves), what Luanti calls every server
 * step): at most that many bots move, the tables left waiting go first next tick, so every table
 * gets its turn in order; players' timers are never held back.
 */
import { describe, expect, it } from "vitest";
import { press, startService, World } from "./fake-host";

const TABLES = ["T1", "T2", "T3"];

/** Three tables, each a player against an `easy` bot, with the bot to move at every table. */
function threeTables(config: Record<string, unknown> = {}) {
  const world = new World(3);
  const service = startService(world, { botDelayMs: 0, ...config });
  TABLES.forEach((t, i) => {
    const p = "p" + i;
    world.addPlayer(p, []);
    service.createTable(t, p);
    service.fitBoard(t, p, "gin_rummy", "", world.giveBoard(p));
    service.sit(t, 0, p);
    expect(press(service, world, p, "alone.easy").ok).toBe(true);
  });
  return { world, service };
}

function botToMove(s: ReturnType<typeof threeTables>, t: string): boolean {
  const st = s.service.publicState(t);
  return st !== undefined && st.turn === 1 && st.phase !== "over";
}

function records(s: ReturnType<typeof threeTables>): string[] {
  return TABLES.map((t) => s.world.storage.get("t/" + t) ?? "");
}

describe("a tick's budget of bot moves", () => {
  it("moves at most that many bots, and the tables left waiting go first next tick", () => {
    const s = threeTables();
    // The order the budget promises: each tick starts at the first table the last one held back.
    let start = 0;
    let held = 0;
    for (let tick = 0; tick < 60; tick++) {
      const due = TABLES.map((t) => botToMove(s, t));
      const before = records(s);
      s.service.tick(1);
      const after = records(s);
      const changed = TABLES.filter((_, i) => before[i] !== after[i]);
      const order = [0, 1, 2].map((i) => (start + i) % 3).filter((i) => due[i]);
      expect(changed).toEqual(order.slice(0, 1).map((i) => TABLES[i]));
      start = order.length > 1 ? order[1] : 0;
      if (order.length > 1) held++;
      // The players move whenever it is their turn, so the bots keep getting theirs.
      TABLES.forEach((t, n) => {
        if (botToMove(s, t)) return;
        const b = s.world.lastScreen("p" + n).buttons.map((x) => x.action);
        const pick = b.find((x) => x === "next") ?? b.find((x) => x === "pass") ?? b.find((x) => x === "stock") ?? b.find((x) => x.startsWith("discard."));
        if (pick !== undefined) press(s.service, s.world, "p" + n, pick);
      });
    }
    expect(held).toBeGreaterThan(10); // the budget was short often enough to matter
  });

  it("without a budget every due bot moves in one tick", () => {
    const s = threeTables();
    for (let i = 0; i < 10 && !TABLES.every((t) => botToMove(s, t)); i++) {
      TABLES.forEach((t, n) => {
        if (!botToMove(s, t)) press(s.service, s.world, "p" + n, "pass");
      });
    }
    const before = records(s);
    s.service.tick();
    const after = records(s);
    expect(TABLES.filter((_, i) => before[i] !== after[i]).length).toBe(3);
  });

  it("holds no player's turn timer back, even with no bot moves left", () => {
    const s = threeTables({ turnSeconds: 60, onTimeout: "auto" });
    const players = TABLES.filter((t) => !botToMove(s, t));
    expect(players.length).toBeGreaterThan(0);
    s.world.now += 61_000;
    s.service.tick(0);
    for (const t of players) expect(botToMove(s, t)).toBe(true); // the timer moved for the player
  });
});
