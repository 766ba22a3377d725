/** Scenario helpers: set up a table with two seated players and play moves through the screens. */
import type { ItemStack } from "../../src/tables/ports";
import type { TableService } from "../../src/tables/service";
import { buttons, press, startService, World } from "./fake-host";

export interface Setup {
  world: World;
  service: TableService;
}

/** Owner "ann" places table T1 with a board; "ann" and "bob" sit. */
export function twoSeated(config: unknown = { botDelayMs: 0 }, items: { ann?: ItemStack[]; bob?: ItemStack[] } = {}, seed = 7): Setup {
  const world = new World(seed);
  world.addPlayer("ann", items.ann ?? []);
  world.addPlayer("bob", items.bob ?? []);
  world.addPlayer("cat", []);
  const service = startService(world, config);
  service.createTable("T1", "ann");
  service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
  service.sit("T1", 0, "ann");
  service.sit("T1", 1, "bob");
  return { world, service };
}

/**
 * One simple move for whoever's turn it is (by the screens): the first-upcard pass, a stock draw,
 * gin or a knock when offered, else the first discard. Returns false when nobody had a move.
 */
export function playOne(s: Setup, players: string[] = ["ann", "bob"]): boolean {
  for (const p of players) {
    if (!s.world.screens.has(p)) continue;
    const b = buttons(s.world, p);
    const pick =
      b.find((x) => x === "next") ??
      b.find((x) => x === "pass") ??
      b.find((x) => x === "stock") ??
      b.find((x) => x.startsWith("knock.")) ??
      b.find((x) => x.startsWith("discard."));
    if (pick !== undefined) {
      const r = press(s.service, s.world, p, pick);
      if (r.ok) return true;
    }
  }
  return false;
}

/** Plays until the table shows a match result (or `limit` moves). */
export function playToEnd(s: Setup, limit = 5000, players: string[] = ["ann", "bob"]): number {
  for (let i = 0; i < limit; i++) {
    const info = s.service.info("T1");
    if (info === undefined || info.phase !== "playing") return i;
    if (!playOne(s, players)) {
      s.world.advance(1000);
      s.service.tick();
    }
  }
  return limit;
}
