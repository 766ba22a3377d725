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
import { GIN_VIEWER, ginKnockChoiceScreen, ginLessonsScreen, ginTakenScreen } from "../support/gin-screens";
import { luaEntry } from "../support/lua";
import { onScreen, rects } from "./formspec-rects";


let output: string[] | undefined;

/** The four-seat table's formspec, then the two-seat one's (built and run once). */
function rendered(): string[] {
  if (output === undefined) {
    output = execFileSync("luajit", [luaEntry("test/luanti/render/gin-entry.ts")], { encoding: "utf8" }).trimEnd().split(/\n=== (?:two|lessons|knock|resign)\n/);
  }
  return output;
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
    for (const spec of rendered().slice(0, 2)) expect(spec).toContain("checkbox[0.45,6.6;o_deck;Four-colour deck;false]");
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

/** A hypertext box's text (markup and escapes dropped) and size. */
function texts(spec: string): { x: number; y: number; w: number; h: number; size: number; text: string }[] {
  const out: { x: number; y: number; w: number; h: number; size: number; text: string }[] = [];
  for (const m of spec.matchAll(/hypertext\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);;<global[^>]*size=(\d+)>((?:[^\]\\]|\\.)*)\]/g)) {
    const text = m[6].replace(/<[^>]*>/g, "").replace(/\\(.)/g, "$1").replace(/\\(.)/g, "$1");
    out.push({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]), size: Number(m[5]), text });
  }
  return out;
}

/** Lines a text wraps to at 1024 x 768 (46 px a unit): an average glyph of 0.55 em, lines filled to 90 %. */
function lines(text: string, w: number, size: number): number {
  const perLine = Math.floor((w * 46 * 0.9) / (size * 0.55));
  return text.split("\n").reduce((n, t) => n + Math.max(1, Math.ceil([...t].length / perLine)), 0);
}

/** Whether a hypertext box holds its lines (1.25 em apart) without a scrollbar. */
function holds(t: { w: number; h: number; size: number; text: string }): boolean {
  return lines(t.text, t.w, t.size) * t.size * 1.25 <= t.h * 46;
}

describe("the Gin knocker's choice of melds and the resign confirmation fit in every language (issue 24 round two)", () => {
  const knocks = { en: 3, de: 4, fr: 5, ru: 6 } as const;
  it("each lay-down button is wide enough for its label, the whole label its tooltip; the cards close up inside the opaque panel", () => {
    const screen = ginKnockChoiceScreen();
    const lays = screen.buttons.filter((b) => b.action.startsWith("knock.") && b.short !== undefined);
    expect(lays.length).toBe(2);
    for (const [lang, i] of Object.entries(knocks)) {
      const spec = rendered()[i];
      const panel = rects(spec).find((r) => r.el === "box" && r.rest === ";#0b2e17")!;
      expect(panel, lang).toBeDefined();
      for (const b of lays) {
        const r = rects(spec).find((e) => e.el === "button" && e.rest.startsWith(`;a_${b.action}@3.gin;`))!;
        const label = render(lang as "en", b.short!);
        expect(r.rest, lang).toBe(`;a_${b.action}@3.gin;${label.replace(/[,;[\]\\]/g, "\\$&")}`);
        // A bold label at 16 px: at most 0.2 units a character, with the button's margins.
        expect([...label].length * 0.2 + 0.5, `${lang}: ${label}`).toBeLessThanOrEqual(r.w + 1e-6);
        expect(spec).toContain(`tooltip[a_${b.action}@3.gin;${render(lang as "en", b.label).replace(/[,;[\]\\]/g, "\\$&")}]`);
      }
      const after = spec.slice(spec.indexOf(";#0b2e17]"));
      for (const c of rects(after).filter((e) => e.el === "image" && e.y < panel.y + panel.h)) {
        expect(c.x + c.w, lang).toBeLessThanOrEqual(panel.x + panel.w);
        expect(c.y + c.h, lang).toBeLessThanOrEqual(panel.y + panel.h);
      }
      // Nothing of the table under the panel: no piles (their figures showed through), no opponent's fan.
      expect(spec, lang).not.toContain(render(lang as "en", { key: "panel.stock", params: { count: 31 } }));
      expect(rects(spec).filter((e) => e.el === "image" && Math.abs(e.y - 2.05) < 1e-6).length, lang).toBe(0);
      // The prompt alone (not "Discard a card" too), above the panel, whole, without a scrollbar.
      const prompt = texts(spec).find((t) => t.text === render(lang as "en", { key: "tables.knock.choose" }))!;
      expect(prompt, lang).toBeDefined();
      expect(holds(prompt), `${lang}: ${prompt.size}px`).toBe(true);
      expect(prompt.y + prompt.h, lang).toBeLessThanOrEqual(panel.y);
      onScreen(spec);
    }
  });

  it("the turn timer is one line under the seats and the rules on the left are as tall as their lines (German, Russian)", () => {
    for (const [lang, i] of [["de", 7], ["ru", 8]] as const) {
      const spec = rendered()[i];
      const timer = texts(spec).find((t) => t.text === render(lang, { key: "panel.time_left", params: { seconds: 30 } }))!;
      expect(timer, lang).toBeDefined();
      expect(lines(timer.text, timer.w, timer.size), `${lang}: ${timer.size}px`).toBe(1);
      expect(holds(timer), lang).toBe(true);
      // The real client drew a scrollbar at 14 px in 0.42 units: at most 13 px, with room to spare.
      expect(timer.size, lang).toBeLessThanOrEqual(13);
      expect(timer.size * 1.25 + 8, lang).toBeLessThanOrEqual(timer.h * 46);
      expect(timer.x + timer.w, lang).toBeLessThanOrEqual(4.2);
      expect(timer.y, lang).toBeGreaterThanOrEqual(5.8);
      const rules = texts(spec).filter((t) => t.x < 1 && t.y >= 7);
      expect(rules.length, lang).toBe(2);
      for (const r of rules) expect(holds(r), `${lang}: ${r.text}`).toBe(true);
      expect(rules[1].y, lang).toBeGreaterThanOrEqual(rules[0].y + rules[0].h - 0.2);
      expect(spec, lang).toContain("a_resign.confirm@3.gin");
    }
  });
});
