/**
 * The Luanti formspec renderer draws the cards other seats took face up from the discard pile:
 * Gin Rummy's real screens (test/support/gin-screens.ts) under LuaJIT, four seats and two. Each
 * known face is drawn small at the end of its seat's fan of backs, named in a tooltip, beside the
 * seat's figure; the backs are only the cards nobody saw.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { deckArt } from "../../src/content/decks";
import { render } from "../../src/i18n/index";
import type { CardZone } from "../../src/screen/parts";
import { GIN_VIEWER, ginLessonsScreen, ginTakenScreen } from "../support/gin-screens";
import { luaEntry } from "../support/lua";


let output: string[] | undefined;

/** The four-seat table's formspec, then the two-seat one's (built and run once). */
function rendered(): string[] {
  if (output === undefined) {
    output = execFileSync("luajit", [luaEntry("test/luanti/render/gin-entry.ts")], { encoding: "utf8" }).trimEnd().split(/\n=== (?:two|lessons)\n/);
  }
  return output;
}

/** Every element's rectangle and what follows it. */
function rects(spec: string): { el: string; x: number; y: number; w: number; h: number; rest: string }[] {
  const out: { el: string; x: number; y: number; w: number; h: number; rest: string }[] = [];
  for (const m of spec.matchAll(/(\w+)\[(-?[\d.]+),(-?[\d.]+);([\d.]+),([\d.]+)([;\]][^\]]*)/g)) {
    out.push({ el: m[1], x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]), rest: m[6] });
  }
  return out;
}

function others(seats: number): CardZone[] {
  return ginTakenScreen(seats).game!.zones.filter((z) => z.layout === "hand" && z.seat !== GIN_VIEWER);
}

function upFaces(z: CardZone): number[] {
  return z.groups.flatMap((g) => g.cards.map((c) => c.face));
}

/** The small cards across the top (the other hands' fans), left to right. */
function fans(spec: string) {
  return rects(spec)
    .filter((r) => r.el === "image" && Math.abs(r.y - 2.05) < 1e-6 && Math.abs(r.w - 0.66) < 1e-6)
    .sort((a, b) => a.x - b.x);
}

describe("the Luanti renderer draws other seats' known cards", () => {
  it("four seats: each fan ends with the faces its seat took, small, named in a tooltip; the backs are the rest", () => {
    const spec = rendered()[0];
    const zones = others(4);
    const cards = fans(spec);
    expect(cards.length).toBe(zones.reduce((n, z) => n + z.hidden + upFaces(z).length, 0));
    let i = 0;
    for (const z of zones) {
      const up = upFaces(z);
      expect(up.length).toBeGreaterThan(0);
      const fan = cards.slice(i, i + z.hidden + up.length);
      i += fan.length;
      for (let b = 0; b < z.hidden; b++) expect(fan[b].rest).toContain(deckArt("classic52").back);
      for (let k = 0; k < up.length; k++) {
        const card = fan[z.hidden + k];
        expect(card.rest).toContain(deckArt("classic52").texture(up[k], "classic"));
        expect(spec).toMatch(new RegExp(`tooltip\\[${card.x},2\\.05;[\\d.]+,[\\d.]+;${render("en", deckArt("classic52").name(up[k]))}\\]`));
      }
      // The seat's figure under its fan still counts every card it holds.
      expect(spec).toContain(render("en", z.label!));
    }
    for (const r of rects(spec)) expect(r.x + r.w, `${r.el} at ${r.x}`).toBeLessThanOrEqual(20.001);
  });

  it("two seats: the opponent's taken card lies at the end of its fan, its figure to the right of it", () => {
    const spec = rendered()[1];
    const [z] = others(2);
    const up = upFaces(z);
    expect(up.length).toBeGreaterThan(0);
    const cards = fans(spec);
    expect(cards.length).toBe(z.hidden + up.length);
    const last = cards[cards.length - 1];
    expect(last.rest).toContain(deckArt("classic52").texture(up[up.length - 1], "classic"));
    const label = rects(spec).find((r) => r.el === "hypertext" && r.rest.includes("Opponent holds"))!;
    expect(label.x).toBeGreaterThan(last.x + last.w);
    expect(render("en", z.label!)).toMatch(/Opponent holds \d+/);
  });

  it("offers the four-colour deck checkbox beside the classic deck's cards (Uno's screens have none)", () => {
    for (const spec of rendered().slice(0, 2)) expect(spec).toContain("checkbox[0.45,6.4;o_deck;Four-colour deck;false]");
  });

  it("lists every lesson page on the screen, the page on rule sets among them, and opens it", () => {
    const spec = rendered()[2];
    const pages = ginLessonsScreen().lessons!.list;
    expect(pages.length).toBe(13);
    const list = rects(spec).filter((r) => r.el === "button" && r.rest.startsWith(";a_lesson."));
    expect(list.length).toBe(pages.length);
    for (let i = 0; i < list.length; i++) {
      expect(list[i].y + list[i].h, list[i].rest).toBeLessThanOrEqual(12.45);
      if (i > 0) expect(list[i].y).toBeGreaterThanOrEqual(list[i - 1].y + list[i - 1].h);
    }
    expect(spec).toContain(";a_lesson.presets@3.gin;Rule sets]");
    expect(spec).toContain("<b>Rule sets</b>");
    expect(spec).toContain("This table plays Classic rules.");
    expect(spec).toContain("game_tables_lesson_score.png");
  });
});
