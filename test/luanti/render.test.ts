/**
 * The Luanti formspec renderer draws parts, not games: a parts-only fake game (four seats, a
 * 20-card hand of a deck no board registered, three hands of backs, a draw pile and a coloured
 * discard pile, play reversed) renders under LuaJIT with every part on the 20 x 12.5 screen, and
 * the host renderers hold no Gin Rummy branch.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { COLOURS } from "../../src/content/decks";
import { render } from "../../src/i18n/index";
import { FAKE_HAND, fakeResignScreen } from "../support/fake-parts-game";
import { luaEntry } from "../support/lua";

const ROOT = resolve(import.meta.dirname, "../..");

let output: string[] | undefined;

/** The table's formspec, then the showdown's, the lobby's, the resign question's in German and in Russian (built and run once). */
function rendered(): string[] {
  if (output === undefined) {
    output = execFileSync("luajit", [luaEntry("test/luanti/render/entry.ts")], { encoding: "utf8" }).trimEnd().split(/\n=== (?:result|lobby|resign)\n/);
  }
  return output;
}

function onScreen(spec: string): void {
  for (const r of rects(spec)) {
    expect(r.x, `${r.el} at ${r.x}`).toBeGreaterThanOrEqual(0);
    expect(r.x + r.w, `${r.el} at ${r.x}`).toBeLessThanOrEqual(20.001);
    expect(r.y + r.h, `${r.el} at ${r.y}`).toBeLessThanOrEqual(12.501);
  }
}

/** Every element's rectangle ("x,y;w,h" after the element's "["). */
function rects(spec: string): { el: string; x: number; y: number; w: number; h: number }[] {
  const out: { el: string; x: number; y: number; w: number; h: number }[] = [];
  for (const m of spec.matchAll(/(\w+)\[(-?[\d.]+),(-?[\d.]+);([\d.]+),([\d.]+)[;\]]/g)) {
    out.push({ el: m[1], x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]) });
  }
  return out;
}

/** Code without its comments. */
function code(file: string): string {
  return readFileSync(resolve(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");
}

describe("the Luanti renderer draws parts", () => {
  it("draws a four-seat game with a 20-card hand and two piles, all of it on the screen", () => {
    const spec = rendered()[0];
    // The viewer's 20 cards in one row, the playable ones as buttons with their action ids.
    const hand = rects(spec).filter((r) => (r.el === "image" || r.el === "image_button") && Math.abs(r.y - 7.3) < 1e-6 && r.w === 1.2);
    const xs = new Set(hand.map((r) => r.x));
    expect(xs.size).toBe(20);
    for (let i = 0; i < FAKE_HAND.length; i += 3) expect(spec).toContain(`;a_play.${FAKE_HAND[i]}@7.fake;;false;false;]`);
    // The three other hands as labelled fans of backs, the draw pile as a button, the discard's colour.
    for (const n of [7, 25, 3]) expect(spec).toContain(`Opponent holds ${n}`);
    expect(spec.split("game_tables_card_back.png").length - 1).toBe(7 + 25 + 3);
    expect(spec).toContain("a_draw@7.fake");
    expect(spec).toContain("Stock: 61");
    expect(spec).toContain(COLOURS.blue);
    // The control beside the piles, the timer, the direction of play, a counter, the events newest first.
    expect(spec).toMatch(/button\[[\d.]+,4\.05;1\.7,0\.7;a_uno@7\.fake;/);
    // The seconds are at render time: "at most" stays true while the screen stays up (issue 24 #8).
    expect(spec).toContain("At most 30 s left");
    expect(spec).toContain("game_tables_ui_turn.png^\\[transformR90");
    expect(spec).toContain("Play to 1000 points");
    expect(spec.indexOf("Bob drew from the stock")).toBeLessThan(spec.indexOf("shuffled into the stock"));
    // Four seats, four stakes.
    for (const name of ["Ann", "Bob", "Cy", "Di"]) expect(spec).toContain(`<b>${name}</b>`);
    expect(spec).toContain("item_image[");
    expect(spec).toContain("default:gold_ingot");
    onScreen(spec);
  });

  it("draws the pot's counts readable: over each item's lower right corner, on a dark patch, at 13 px or more (they were 11)", () => {
    const spec = rendered()[0];
    const items = [...spec.matchAll(/item_image\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);([^\]]*)\]/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]), item: m[5] }));
    expect(items.map((i) => i.item)).toEqual(["default:diamond", "default:gold_ingot"]);
    for (const [i, count] of [[0, 2], [1, 1]] as const) {
      const it = items[i];
      const text = [...spec.matchAll(/hypertext\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);;<global halign=right valign=middle color=#ffffff size=(\d+)><b>(\d+)<\/b>\]/g)]
        .map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]), size: Number(m[5]), count: Number(m[6]) }))
        .find((t) => t.x >= it.x && t.x + t.w <= it.x + it.w + 1e-6 && t.y >= it.y && t.y + t.h <= it.y + it.h + 1e-6)!;
      expect(text.count).toBe(count);
      expect(text.size).toBeGreaterThanOrEqual(13);
      // Its patch sits exactly under it.
      expect(spec).toContain(`box[${text.x},${text.y};${text.w},${text.h};#000000a0]`);
      expect(text.x + text.w).toBeCloseTo(it.x + it.w, 5);
      expect(text.y + text.h).toBeCloseTo(it.y + it.h, 5);
    }
  });

  it("draws a four-seat showdown: a row of cards per seat, its figures, the lines under it", () => {
    const spec = rendered()[1];
    // Seat s shows 3 + 3s cards: 2 in a set (the first highlighted), the rest boxed as loose.
    const small = rects(spec).filter((r) => r.el === "image" && r.w < 0.8 && r.w > 0.3 && r.y > 3);
    expect(small.filter((r) => r.w === small[0].w && r.h === small[0].h).length).toBe(3 + 6 + 9 + 12 + 4);
    expect(spec.split("#ef9a9a").length - 1).toBe(1 + 4 + 7 + 10);
    expect(spec).toContain("+250");
    for (const s of [0, 1, 2, 3]) expect(spec).toContain(`Laid off: #${10 * s}`);
    expect(spec).toContain("Play to 1000 points");
    expect(spec).toContain("shuffled into the stock");
    onScreen(spec);
  });

  it("holds no game's branches: no game import, no Gin Rummy word or move id in the host renderers", () => {
    const files = ["plugin/luanti/src/formspec.ts", "plugin/luanti/src/tabletop.ts", "plugin/luanti/src/tabletop-layout.ts", "plugin/bedrock-common/forms.ts", "plugin/bedrock-script/src/screens.ts"];
    for (const f of files) {
      const text = code(f);
      expect(text, f).not.toMatch(/src\/games\/(?!game")/);
      expect(text, f).not.toMatch(/gin|knock|meld|deadwood|topDiscard|stockCount|"(take|pass|stock|discard)"|`(discard|knock)\./i);
    }
  });
  it("fits a long resign question (German, Russian) into the message box over the table: whole, at a size whose lines fit, no scrollbar", () => {
    const screen = fakeResignScreen();
    const ask = screen.messages[screen.messages.length - 1];
    expect(ask.key).toBe("tables.resign.ask_bots");
    for (const [i, lang] of [[3, "de"], [4, "ru"]] as const) {
      const spec = rendered()[i];
      const box = [...spec.matchAll(/hypertext\[4\.6,1;([\d.]+),([\d.]+);;<global halign=center color=#fff59d size=(\d+)>([^\]]*)\]/g)];
      expect(box.length, lang).toBe(1);
      const [, w, h, size, markup] = box[0];
      const text = markup.replace(/\\(.)/g, "$1");
      const question = render(lang, ask);
      expect(text.endsWith(question), lang).toBe(true);
      // Lines at 1024 x 768 (46 px a unit): an average glyph of 0.55 em, lines filled to 90 %, 1.25 em apart.
      const perLine = Math.floor((Number(w) * 46 * 0.9) / (Number(size) * 0.55));
      const lines = text.split("\n").reduce((n, t) => n + Math.ceil([...t].length / perLine), 0);
      expect(lines * Number(size) * 1.25, `${lang}: ${lines} lines at ${size}px`).toBeLessThanOrEqual(Number(h) * 46);
      expect(spec).toContain("a_resign.confirm@7.fake");
      expect(spec).toContain("a_resign.cancel@7.fake");
    }
  });

  it("draws a four-seat lobby's Play alone as a row per level, each button saying what it starts (3 × Normal bot), inside the lobby box", () => {
    const spec = rendered()[2];
    const alone = [...spec.matchAll(/button\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);a_alone\.(\w+)(?:\.(\d))?@7\.fake;([^\]]*)\]/g)].map((m) => ({
      x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]), level: m[5], count: m[6] ?? "1", label: m[7],
    }));
    // 3 levels x 1-3 bots and one bot of the fourth, each button labelled with its count and level
    // (issue 24 #8: the buttons said "1", "2", "3", the level and "×" only in the tooltip).
    const names: Record<string, string> = { easy: "Easy bot", simple: "Simple bot", normal: "Normal bot", hard: "Hard bot" };
    expect(alone.length).toBe(10);
    for (const b of alone) expect(b.label).toBe(`${b.count} × ${names[b.level]}`);
    expect(alone.filter((b) => b.level === "hard").map((b) => b.label)).toEqual(["1 × Hard bot"]);
    expect(spec).toContain("tooltip[a_alone.normal.3@7.fake;Play alone: 3 × Normal bot]");
    // A row per level.
    for (const level of Object.keys(names)) expect(new Set(alone.filter((b) => b.level === level).map((b) => b.y)).size).toBe(1);
    expect(new Set(alone.map((b) => b.y)).size).toBe(4);
    // Nothing overlaps, and every button stays in the lobby's box (4.5-15.5 x 2.2-6.2), above the inventory.
    for (const b of alone) {
      expect(b.x).toBeGreaterThanOrEqual(4.5);
      expect(b.x + b.w).toBeLessThanOrEqual(15.5);
      expect(b.y + b.h).toBeLessThanOrEqual(6.2);
    }
    for (let i = 0; i < alone.length; i++)
      for (let j = i + 1; j < alone.length; j++) {
        const a = alone[i];
        const b = alone[j];
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${a.level}.${a.count} and ${b.level}.${b.count}`).toBe(true);
      }
    // The rules in force under them, inside the box.
    const summary = [...spec.matchAll(/hypertext\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);;<global color=#e8f5e9 size=\d+>Play to 1000 points/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) }))[0];
    expect(summary.y).toBeGreaterThanOrEqual(Math.max(...alone.map((b) => b.y + b.h)));
    expect(summary.y + summary.h).toBeLessThanOrEqual(6.2);
    onScreen(spec);
  });

  it("shows every rule preset with the one in force marked (the buttons listed only the others), the others as buttons", () => {
    const spec = rendered()[2];
    // The one in force: a gold box with its name and a tick, not a button.
    expect(spec).toMatch(/box\[[\d.]+,[\d.]+;[\d.]+,[\d.]+;#c8a24a\]hypertext\[[^\]]*<b>House rules<\/b> <img name=game_tables_ui_ready\.png/);
    expect(spec).not.toContain("a_rules.house@");
    // The others: buttons under it, in the presets' order.
    const presets = [...spec.matchAll(/button\[([\d.]+),([\d.]+);[\d.]+,[\d.]+;a_rules\.(\w+)@7\.fake;([^\]]*)\]/g)].map((m) => ({ y: Number(m[2]), preset: m[3], label: m[4] }));
    expect(presets.map((p) => [p.preset, p.label])).toEqual([["classic", "Classic rules"], ["straight", "Straight gin"]]);
    const marked = Number(/box\[[\d.]+,([\d.]+);[\d.]+,[\d.]+;#c8a24a\]/.exec(spec)![1]);
    expect(presets[0].y).toBeGreaterThan(marked);
    expect(spec).toContain("<b>Rules</b>");
    onScreen(spec);
  });
});
