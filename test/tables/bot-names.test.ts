/**
 * Bots of one level at one table get distinct names ("Simple bot 2"), the same wherever a seat is
 * named: the seats on every screen, the move log, the notes told in chat and the Luanti infotext.
 * A lone bot keeps its level's name. Every language tells them apart.
 */
import { describe, expect, it } from "vitest";
import { LANGS, msg, render } from "../../src/i18n/index";
import type { Message } from "../../src/i18n/types";
import { botName } from "../../src/screen/build";
import { infotextLines } from "../../plugin/luanti/src/infotext";
import { boardStack, press, startService, World } from "./fake-host";

const KIND = "uno_no_mercy";

function unoTable() {
  const world = new World(5);
  world.addPlayer("ann", []);
  const service = startService(world, { botDelayMs: 0 });
  service.createTable("T1", "ann");
  const board = boardStack("", KIND);
  world.inventories.set("ann", world.inv("ann").concat([{ ...board }]));
  expect(service.fitBoard("T1", "ann", KIND, "", board).ok).toBe(true);
  service.sit("T1", 0, "ann");
  return { world, service };
}

const en = (m: Message | string): string => (typeof m === "string" ? m : render("en", m));

describe("bot names", () => {
  it("number bots of one level in seat order, and leave a lone bot of a level unnumbered", () => {
    expect([1, 2, 3].map((seat) => en(botName(["", "simple", "simple", "simple"], seat)))).toEqual(["Simple bot 1", "Simple bot 2", "Simple bot 3"]);
    expect(en(botName(["hard", "", "simple", "hard"], 2))).toBe("Simple bot");
    expect(en(botName(["hard", "", "simple", "hard"], 3))).toBe("Hard bot 2");
    for (const lang of LANGS) {
      const names = [1, 2, 3].map((s) => render(lang, botName(["", "simple", "simple", "simple"], s)));
      expect(new Set(names).size, lang).toBe(3);
      for (const n of names) expect(n, lang).toContain(render(lang, msg("tables.bot.simple")));
    }
  });

  it("name three Simple bots apart on the screen, in the move log, in chat and in the infotext", () => {
    const s = unoTable();
    expect(press(s.service, s.world, "ann", "alone.simple.3")).toEqual({ ok: true });
    const expected = ["Simple bot 1", "Simple bot 2", "Simple bot 3"];
    const screen = s.world.lastScreen("ann");
    expect(screen.seats.map((l) => en(l.label))).toEqual(["ANN", ...expected]);
    // Let the bots move: every bot's move in the log names it by its own name.
    for (let i = 0; i < 60; i++) {
      s.world.advance(1000);
      s.service.tick();
    }
    s.service.openScreen("ann", "T1");
    const log = s.world.lastScreen("ann").game!.events.map(en).join("\n");
    expect(new Set(log.match(/Simple bot [123]/g)).size).toBeGreaterThan(1);
    expect(log).not.toMatch(/Simple bot(?! [123])/);
    // What the table tells its players names the bots the same way.
    const told = s.world.told.filter((t) => t.player === "ann").map((t) => en(t.message)).join("\n");
    expect(told).toMatch(/Simple bot [123] deals/);
    expect(told).not.toMatch(/Simple bot(?! [123])/);
    const lines = infotextLines(s.service.info("T1")!, s.service.publicState("T1"), msg("game.uno_no_mercy.name")).map(en);
    // (Luanti names a player by its id.)
    expect(lines.slice(1).map((l) => l.replace(/: \d+$/, ""))).toEqual(["ann", ...expected]);
  });
});
