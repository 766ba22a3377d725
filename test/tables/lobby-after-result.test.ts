/**
 * The lobby after a finished match (issue 24, item 1): a screen is built from who sits at the
 * table now. Once a seat of the last match changes hands, nobody is shown its result, its scores
 * or a Rematch; the result stays in the record only to settle its pot.
 */
import { describe, expect, it } from "vitest";
import { readTable } from "../../src/tables/persistence/records";
import { GAMES } from "../../src/games/registry";
import { buttons, press, resign, startService } from "./fake-host";
import { twoSeated } from "./helpers";

/** Ann and Bob seated, the match dealt. */
function started(): ReturnType<typeof twoSeated> {
  const s = twoSeated();
  for (const p of ["ann", "bob"]) expect(press(s.service, s.world, p, "start")).toEqual({ ok: true });
  expect(s.service.info("T1")!.phase).toBe("playing");
  return s;
}

function keys(s: ReturnType<typeof twoSeated>, player: string): string[] {
  return s.world.lastScreen(player).messages.map((m) => m.key);
}

describe("the lobby after a result", () => {
  it("a finished match's result is shown to the two who played it, with Rematch", () => {
    const s = started();
    expect(resign(s.service, s.world, "bob")).toEqual({ ok: true });
    expect(s.world.lastScreen("ann").kind).toBe("result");
    expect(keys(s, "ann")).toContain("tables.match.resigned");
    expect(buttons(s.world, "ann")).toContain("rematch");
  });

  it("once a seat of it changes hands, the result, its scores and Rematch are gone for everyone", () => {
    const s = started();
    expect(resign(s.service, s.world, "ann")).toEqual({ ok: true });
    s.service.stand("ann");
    const bobs = s.world.lastScreen("bob");
    expect(bobs.kind).toBe("lobby");
    expect(bobs.result).toBeUndefined();
    expect(keys(s, "bob")).not.toContain("tables.match.resigned");
    for (const line of bobs.seats) expect(line.score).toBe(0);
    expect(s.service.sit("T1", 0, "cat")).toEqual({ ok: true });
    const cats = s.world.lastScreen("cat");
    expect(cats.kind).toBe("lobby");
    expect(keys(s, "cat")).not.toContain("tables.match.resigned");
    expect(buttons(s.world, "cat")).toContain("start");
    expect(buttons(s.world, "cat")).not.toContain("rematch");
    expect(s.service.info("T1")!.phase).toBe("lobby");
  });

  it("the hidden result is kept in the record (it may still settle a pot) across a restart", () => {
    const s = started();
    expect(resign(s.service, s.world, "ann")).toEqual({ ok: true });
    s.service.stand("ann");
    const text = s.world.storage.get("t/T1")!;
    expect(JSON.parse(text).l.off).toBe(true);
    const rec = readTable(text, GAMES);
    expect(typeof rec === "string" ? rec : rec.last?.off).toBe(true);
    const back = startService(s.world);
    expect(back.info("T1")!.phase).toBe("lobby");
  });

  it("left alone by a forfeit, the winner gets the lobby (Play alone, the line), no blank names, no buttons crammed into a bar", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 30, onGraceExpiry: "forfeit" });
    for (const p of ["ann", "bob"]) press(s.service, s.world, p, "start");
    s.service.stand("ann");
    s.world.now += 31_000;
    s.service.tick();
    const bobs = s.world.lastScreen("bob");
    expect(bobs.kind).toBe("lobby");
    expect(bobs.result).toBeUndefined();
    expect(buttons(s.world, "bob").some((b) => b.startsWith("alone."))).toBe(true);
    for (const m of bobs.messages) for (const v of Object.values(m.params ?? {})) expect(v).not.toBe("");
  });
});
