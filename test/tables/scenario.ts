/**
 * A deterministic table scenario that runs unchanged in Node and in LuaJIT (no Node APIs): a
 * staked match played through the screens with a pause onto the board and a resume, then a bot
 * match. Returns lines describing everything durable, so the two runtimes can be compared
 * byte for byte (storage values, snapshot text, HMAC, inventories).
 */
import { boardStack, buttons, press, startService, World } from "./fake-host";
import { playOne } from "./helpers";
import { render } from "../../src/i18n/index";
import { CONSOLE, runCommandLine } from "../../src/tables/commands";

export function scenarioLines(seed: number): string[] {
  const lines: string[] = [];
  const world = new World(seed);
  world.addPlayer("ann", [{ item: "gem", count: 20 }]);
  world.addPlayer("bob", [{ item: "coin", count: 30, meta: "{\"name\":\"lucky\"}" }]);
  const service = startService(world, { botDelayMs: 0, botLevels: ["easy"] });
  service.createTable("T1", "ann");
  service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
  service.sit("T1", 0, "ann");
  service.sit("T1", 1, "bob");
  press(service, world, "ann", "stake.add", { slot: "0", count: "12" });
  press(service, world, "bob", "stake.add", { slot: "0", count: "7" });
  press(service, world, "ann", "start");
  press(service, world, "bob", "start");
  const s = { world, service };
  for (let i = 0; i < 15; i++) playOne(s);
  const removed = service.removeBoard("T1", "ann");
  const meta = removed.ok ? removed.boardMeta : "";
  lines.push("snapshot " + meta);
  // Ann carries the paused match on her board to a table of hers.
  service.createTable("T2", "ann");
  const fit = service.fitBoard("T2", "ann", "gin_rummy", meta, boardStack(meta));
  lines.push("resumed " + (fit.ok && fit.resumed ? "yes" : "no"));
  service.sit("T2", 0, "ann");
  service.sit("T2", 1, "bob");
  let moves = 0;
  for (let i = 0; i < 3000; i++) {
    const info = service.info("T2");
    if (info === undefined || info.phase !== "playing") break;
    if (playOne(s)) moves++;
    else {
      world.now += 1000;
      service.tick();
    }
  }
  lines.push("moves " + moves + " phase " + (service.info("T2")?.phase ?? "gone"));
  service.stand("bob");
  const alone = buttons(world, "ann").indexOf("alone.easy") >= 0;
  lines.push("alone offered " + (alone ? "yes" : "no"));
  if (alone) press(service, world, "ann", "alone.easy");
  for (let i = 0; i < 400; i++) {
    if (!playOne(s, ["ann"])) {
      world.now += 500;
      service.tick();
    }
  }
  const keys: string[] = [];
  for (const k of world.storage.keys()) keys.push(k);
  keys.sort();
  for (const k of keys) lines.push(k + " = " + (world.storage.get(k) ?? ""));
  for (const p of ["ann", "bob"]) {
    const inv: string[] = [];
    for (const st of world.inv(p)) inv.push(st.item + "x" + st.count + (st.meta !== undefined ? st.meta : ""));
    lines.push(p + " " + inv.join(","));
  }
  const last = world.lastScreen("ann");
  lines.push("screen " + last.kind + " buttons " + last.buttons.map((b) => b.action).join(","));
  // A table whose first seats are empty: in Lua those are holes before a taken seat, which a
  // loop over the list (ipairs) would stop at; /gametables list must still show every seat.
  service.createTable("T3", "bob");
  service.fitBoard("T3", "bob", "gin_rummy", "", world.giveBoard("bob"));
  service.sit("T3", 2, "bob");
  const list = runCommandLine({ service: () => service, isOperator: () => true, name: (p) => p }, CONSOLE, "list");
  for (const m of list.lines) lines.push("list " + render("en", m));
  return lines;
}
