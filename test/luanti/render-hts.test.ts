/**
 * The Luanti formspec renderer draws Here to Slay's screens under LuaJIT (a four-seat table): every
 * element stays on the 20 x 12.5 screen the other games are held to, in English, German and
 * Russian; the Parties, the Monsters, the roll and the log are there in words; the second step of
 * a target choice shows one player's Heroes with their buttons and the way back; a search of a
 * long discard pile scrolls, one row per kind of card, no button over another.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { luaEntry } from "../support/lua";
import { onScreen, rects } from "./formspec-rects";

let output: Map<string, string> | undefined;

/** Each screen's formspec by its label (built and run once). */
function rendered(): Map<string, string> {
  if (output === undefined) {
    output = new Map();
    const text = execFileSync("luajit", [luaEntry("test/luanti/render/hts-entry.ts")], { encoding: "utf8" });
    for (const part of text.split("=== ").slice(1)) {
      const nl = part.indexOf("\n");
      output.set(part.substring(0, nl), part.substring(nl + 1).trimEnd());
    }
  }
  return output;
}

describe("the Luanti renderer draws Here to Slay", () => {
  it("keeps every screen on the 20 x 12.5 formspec, in English, German and Russian", () => {
    const all = rendered();
    expect([...all.keys()]).toEqual(["turn", "dice", "challenge", "target", "pick", "search", "over", "turn.de", "turn.ru", "search.ru"]);
    for (const [label, spec] of all) {
      expect(spec.startsWith("formspec_version[6]size[20,12.5]"), label).toBe(true);
      onScreen(spec, label);
      // The figures end above the action bar.
      for (const r of rects(spec).filter((e) => e.el === "hypertext" && e.rest.startsWith(";;<global color=#e8f5e9 size=12>"))) expect(r.y + r.h, `${label}: ${r.rest.substring(0, 80)}`).toBeLessThanOrEqual(11.3);
      // No message key is left untranslated.
      expect(spec, label).not.toMatch(/[;>\]]hts\.[a-z_]+\.[a-z_.]+/);
    }
  });

  it("draws the turn: three other Parties with names and classes, the Monsters' terms, the points, the move buttons", () => {
    const spec = rendered().get("turn")!;
    expect(spec.match(/ · classes: \d\/6/g)!.length).toBe(3);
    expect(spec).toMatch(/<b>Classes: \d\/6<\/b>/);
    expect(spec).toContain("Action points: ");
    expect(spec).toMatch(/: needs [^;]*\\; slay \d+\+\\; \d or less: /);
    expect(spec).toContain("Your hand");
    expect(spec).toContain("End the turn");
    expect(spec).toMatch(/a_roll\.\d+\.0\.0@9\.hts/);
  });

  it("draws a roll: the dice, skills and Modifiers added, the total, against the slay number", () => {
    expect(rendered().get("dice")!).toMatch(/attacks .* \(slay \d+\+\\, \d or less fights back\): \d \+ \d\\, skills [+-]?\d+\\, Modifiers [+-]?\d+: \d+/);
  });

  it("draws the second step of a target choice: that player's Heroes as buttons, and Back", () => {
    const spec = rendered().get("pick")!;
    expect(spec).toMatch(/choose from the Party of (Ann|Bob|Cy|Di)\./);
    expect(spec).toMatch(/button\[[^\]]*;a_pick\.\d+\.0\.0@9\.hts;(Destroy|Steal|Send) /);
    expect(spec).toContain(";a_hts.back@9.hts;Back]");
  });

  it.each(["search", "search.ru"])("lists a long discard pile's search one kind of card a row, in a scrolled panel whose buttons never cover each other (%s)", (label) => {
    const spec = rendered().get(label)!;
    const all = rects(spec);
    const box = all.find((r) => r.el === "scroll_container");
    expect(box, "no scroll container").toBeDefined();
    const picks = all.filter((r) => r.el === "button" && /^;a_pick\./.test(r.rest));
    // One row per kind: no label twice, and every pick button inside the container.
    const labels = picks.map((r) => r.rest.substring(r.rest.lastIndexOf(";") + 1));
    expect(picks.length).toBeGreaterThanOrEqual(10);
    expect(new Set(labels).size).toBe(labels.length);
    for (const p of picks) expect(p.clip).toBe(box);
    // Nothing in the container starts above its top edge, which would clip it (the first row's button and text lost their tops).
    for (const r of all.filter((e) => e.clip === box)) expect(r.y, `${r.el} ${r.rest.substring(0, 40)}`).toBeGreaterThanOrEqual(box!.y - 1e-9);
    // Buttons in turn, none over another (they were 0.7 high a row of 0.28 apart, and a click took the row below).
    for (let i = 1; i < picks.length; i++) expect(picks[i].y, labels[i]).toBeGreaterThanOrEqual(picks[i - 1].y + picks[i - 1].h);
    // The scrollbar reaches the last row: its range (tenths of a unit) covers what the container cannot show.
    const max = Number(/scrollbaroptions\[min=0;max=(\d+);/.exec(spec)![1]);
    const last = picks[picks.length - 1];
    expect(box!.y + box!.h + max / 10).toBeGreaterThanOrEqual(last.y + last.h);
    expect(spec).toMatch(/scrollbar\[[^\]]*;vertical;s_choice;0\]/);
    // The first rows show without scrolling.
    expect(picks[0].y + picks[0].h).toBeLessThanOrEqual(box!.y + box!.h);
  });
});
