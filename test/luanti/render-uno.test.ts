/**
 * The Luanti formspec renderer draws Uno No Mercy's real screens under LuaJIT (a four-seat table
 * seen from seat 1): a 30-card hand with the Uno faces, the other hands as Uno backs with names,
 * both piles, the colour in force, the counters and the direction of play; a wild's colour choice;
 * a hand's result. Everything stays on the 20 x 12.5 screen.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { COLOURS, deckArt } from "../../src/content/decks";
import { UNO_CARD_BACK, UNO_DECK } from "../../src/games/uno-no-mercy/textures";
import { unoNoMercy } from "../../src/games/uno-no-mercy/index";
import { UNO_COLORS } from "../../src/games/uno-no-mercy/labels";
import { render } from "../../src/i18n/index";
import { luaEntry } from "../support/lua";
import { onScreen, rects } from "./formspec-rects";
import { UNO_HAND, UNO_VIEWER, unoState, unoSwapScreen, unoTwoCardsScreen, unoWild } from "../support/uno-screens";


let output: string[] | undefined;

/** The table's formspec, the choice's, the result's (built and run once). */
function rendered(): string[] {
  if (output === undefined) {
    output = execFileSync("luajit", [luaEntry("test/luanti/render/uno-entry.ts")], { encoding: "utf8" }).trimEnd().split(/\n=== (?:choice|result|swap|two|lessons)\n/);
  }
  return output;
}

const count = (spec: string, text: string): number => spec.split(text).length - 1;

describe("the Luanti renderer draws Uno No Mercy", () => {
  it("draws a four-seat table: a 30-card hand in Uno faces, three hands of Uno backs, both piles, counters", () => {
    const spec = rendered()[0];
    const s = unoState();
    const art = deckArt(UNO_DECK);
    // The viewer's cards in one row at the hand's height, each its own face.
    const hand = rects(spec).filter((r) => (r.el === "image" || r.el === "image_button") && Math.abs(r.y - 7.3) < 1e-6 && r.w === 1.2);
    expect(new Set(hand.map((r) => r.x)).size).toBe(UNO_HAND);
    // The counters on the left end before the hand's box (a 15-card hand touched "First to 1000
    // wins the match." in the real client).
    const left = Math.min(...hand.map((r) => r.x)) - 0.08;
    const counters = rects(spec).filter((r) => r.el === "hypertext" && r.x < 1 && r.y >= 7);
    expect(counters.length).toBeGreaterThan(0);
    for (const c of counters) expect(c.x + c.w).toBeLessThanOrEqual(left);
    for (const c of s.hands[UNO_VIEWER]) expect(spec).toContain(art.texture(c, "classic"));
    // Every playable card is a button with its move (the wild among them), the others plain.
    const cards = unoNoMercy.presentation.view(s, UNO_VIEWER, ["Ann", "Bob", "Cy", "Di"], false, 30, "").game.zones.filter((z) => z.id === "hand")[0].groups[0].cards;
    const moves = cards.filter((c) => c.action !== undefined).map((c) => c.action as string);
    expect(moves).toContain(`play.${unoWild(s)}`);
    expect(moves.length).toBeLessThan(UNO_HAND);
    for (const a of moves) expect(spec).toContain(`;a_${a}@9.uno;`);
    expect(count(spec, "image_button[")).toBe(moves.length);
    // Every other card is dimmed, its reason as a tooltip over it (issue 24 #5).
    expect(count(spec, "#0000007a]")).toBe(UNO_HAND - moves.length);
    expect(count(spec, "Does not match: play ")).toBe(UNO_HAND - moves.length);
    // The others' hands: seven Uno backs each, named; the draw pile two Uno backs stacked; no
    // classic backs or classic stock anywhere.
    expect(count(spec, UNO_CARD_BACK)).toBe(21 + 2);
    expect(spec).not.toContain("game_tables_card_back.png");
    expect(spec).not.toContain("game_tables_ui_stock.png");
    for (const name of ["Ann", "Cy", "Di"]) expect(spec).toContain(`${name}: cards: 7`);
    expect(spec).not.toContain("Bob: cards");
    // The draw pile's count, the discard's face framed in the colour in force, play reversed.
    expect(spec).toContain(`Draw pile: ${s.drawPile.length}`);
    expect(spec).toContain(art.texture(s.discard[s.discard.length - 1], "classic"));
    expect(spec).toContain(COLOURS[UNO_COLORS[s.colour]]);
    // Play goes up the seat list: the turn marker points up (the fonts have no arrow glyphs).
    expect(spec).not.toContain("↑");
    expect(count(spec, "game_tables_ui_turn.png^\\[transformR90")).toBe(1);
    expect(spec).toContain("Cards until mercy: 10");
    expect(spec).toContain("First to 1000 wins the match.");
    onScreen(spec);
  });

  it("draws a wild's colour choice: a row per colour with its button, and the way back", () => {
    const spec = rendered()[1];
    const wild = unoWild(unoState());
    for (let k = 0; k < 4; k++) expect(spec).toContain(`;a_play.${wild}.c${k}@9.uno;`);
    // Each colour's button is wide enough for its label ("Wild Reverse Draw Four: Yellow" was cut
    // off at 4.1 units in the real client), its card right of it, inside the panel.
    for (const r of rects(spec).filter((e) => e.el === "button" && e.rest.startsWith(`;a_play.${wild}.c`))) {
      expect(r.w).toBeGreaterThan(9);
      const card = rects(spec).filter((e) => e.el === "image" && Math.abs(e.y - r.y) < 0.6 && e.x > r.x);
      expect(card.length).toBeGreaterThan(0);
      for (const c of card) expect(c.x + c.w).toBeLessThanOrEqual(15.5);
    }
    // Each colour's button is drawn in its colour (they were all grey).
    for (let k = 0; k < 4; k++) expect(spec).toContain(`style[a_play.${wild}.c${k}@9.uno;bgcolor=${COLOURS[UNO_COLORS[k]]};`);
    expect(spec).toContain("a_uno.back@9.uno;Back to my hand");
    expect(spec).toContain("Choose the colour for Wild");
    onScreen(spec);
  });

  it("draws a hand's result: the winner's points, the cards left, the seat out by mercy, the scores", () => {
    const spec = rendered()[2];
    expect(spec).toContain("Ann went out. Score: 321.");
    expect(spec).toContain("+321");
    expect(spec).toContain("Out by mercy");
    expect(count(spec, "Card points: ")).toBe(2);
    expect(spec).toContain("Ann: 321 · Bob: 0 · Cy: 250 · Di: 0");
    onScreen(spec);
  });

  it("opens the lesson on rule sets: the set in force and what each changes", () => {
    const spec = rendered()[5];
    expect(spec).toContain(";a_lesson.presets@9.uno;Rule sets]");
    expect(spec).toContain("This table plays No Mercy.");
    expect(spec).toContain("Classic stacking: as No Mercy");
    expect(spec).toContain("may only be answered with one of the same value.");
    expect(spec).toContain("game_tables_lesson_uno_stack.png");
    onScreen(spec);
  });

  it("shows no four-colour deck checkbox (its tooltip is about clubs and diamonds) on any Uno screen", () => {
    for (const spec of rendered()) {
      expect(spec).not.toContain("checkbox[");
      expect(spec).not.toContain("o_deck");
      expect(spec).not.toContain("clubs");
    }
  });

  it("draws a 7's choice of whom to swap with: each row shows that player's hand of backs and card count, inside the panel over the hands", () => {
    const spec = rendered()[3];
    const panel = rects(spec).find((r) => r.el === "box" && r.rest === ";#0b2e17")!;
    const after = spec.slice(spec.indexOf(";#0b2e17]"));
    const rows = unoSwapScreen().choice!.rows;
    expect(rows.map((r) => r.hidden)).toEqual([7, 9, 11]);
    for (const [name, n] of [["Ann", 7], ["Cy", 9], ["Di", 11]] as const) {
      // The count is drawn after (over) the panel, within it, on the row of its button.
      expect(after).toContain(`${name}: cards: ${n}`);
      const text = rects(after).find((r) => r.el === "hypertext" && r.rest.includes(`${name}: cards: ${n}`))!;
      expect(text.x).toBeGreaterThanOrEqual(panel.x);
      expect(text.x + text.w).toBeLessThanOrEqual(panel.x + panel.w);
      expect(text.y).toBeGreaterThanOrEqual(panel.y);
      expect(text.y + text.h).toBeLessThanOrEqual(panel.y + panel.h);
      const swap = rows.find((r) => r.label !== undefined && (r.label.params?.player as string) === name)!.action!;
      const button = rects(after).find((r) => r.el === "button" && r.rest.startsWith(`;a_${swap}@9.uno;`))!;
      expect(button.x + button.w).toBeLessThanOrEqual(text.x);
      expect(Math.abs(text.y + text.h / 2 - (button.y + button.h / 2))).toBeLessThan(0.3);
    }
    // The backs: 7 + 9 + 11 in the panel, besides the three fans above it.
    const backs = rects(after).filter((r) => r.el === "image" && r.rest.startsWith(";" + UNO_CARD_BACK));
    expect(backs.length).toBe(7 + 9 + 11);
    for (const b of backs) expect(b.x + b.w).toBeLessThanOrEqual(panel.x + panel.w);
    onScreen(spec);
  });

  it("a swap's button says 'Swap' (the whole move its tooltip) and each count fits one line beside its backs, in German and Russian too", () => {
    const rows = unoSwapScreen().choice!.rows;
    for (const [lang, i] of [["en", 3], ["de", 6], ["ru", 7]] as const) {
      const spec = rendered()[i];
      const panel = rects(spec).find((r) => r.el === "box" && r.rest === ";#0b2e17")!;
      for (const row of rows) {
        const b = unoSwapScreen().buttons.find((x) => x.action === row.action)!;
        const button = rects(spec).find((r) => r.el === "button" && r.rest.startsWith(`;a_${b.action}@9.uno;`))!;
        expect(button.rest, lang).toBe(`;a_${b.action}@9.uno;${render(lang, { key: "uno.button.swap_short" })}`);
        expect(spec, lang).toContain(`tooltip[a_${b.action}@9.uno;${render(lang, b.label)}]`);
        const label = render(lang, row.label!);
        const m = [...spec.matchAll(/hypertext\[([\d.]+),([\d.]+);([\d.]+),([\d.]+);;<global valign=middle color=#c8e6c9 size=(\d+)><b>([^<]*)<\/b>\]/g)].find((x) => x[6] === label)!;
        expect(m, `${lang}: ${label}`).toBeDefined();
        const [w, size] = [Number(m[3]), Number(m[5])];
        // One line at 1024 x 768 (46 px a unit, an average glyph of 0.55 em, lines filled to 90 %).
        expect([...label].length, `${lang}: ${label} at ${size}px`).toBeLessThanOrEqual(Math.floor((w * 46 * 0.9) / (size * 0.55)));
        expect(Number(m[1]) + w, lang).toBeLessThanOrEqual(panel.x + panel.w);
      }
      // The table under the panel is not drawn: no opponent's figure shows through.
      expect(spec.slice(0, spec.indexOf(";#0b2e17]")), lang).not.toContain(render(lang, rows[0].label!));
      onScreen(spec);
    }
  });

  it("labels the UNO buttons 'UNO!' beside the card's own face, not 'Y9 + UNO!' or 'W? + UNO!'", () => {
    const spec = rendered()[4];
    const screen = unoTwoCardsScreen();
    const unos = screen.buttons.filter((b) => b.action.endsWith(".uno"));
    expect(unos.length).toBe(2);
    const art = deckArt(UNO_DECK);
    for (const b of unos) {
      const button = rects(spec).find((r) => r.el === "button" && r.rest.startsWith(`;a_${b.action}@9.uno;`))!;
      expect(button.rest).toBe(`;a_${b.action}@9.uno;UNO!`);
      // The card it plays, small, just before the button.
      const tex = art.texture(b.card!, "classic");
      const face = rects(spec).find((r) => r.el === "image" && r.rest === ";" + tex && Math.abs(r.y - button.y) < 1e-6)!;
      expect(face).toBeDefined();
      expect(face.x + face.w).toBeLessThanOrEqual(button.x);
      // Card-shaped (it was squeezed to 0.41 x 0.62) and large enough to read.
      expect(face.h / face.w).toBeCloseTo(1.8 / 1.2, 2);
      expect(face.w).toBeGreaterThanOrEqual(0.6);
      expect(button.x - (face.x + face.w)).toBeLessThan(0.2);
    }
    expect(spec).not.toMatch(/[RYGBW][0-9?Ø↔×+]+ \+ UNO!/);
    // The whole move stays the tooltip.
    expect(spec).toContain(": choose a colour + UNO!]");
    onScreen(spec);
  });
});
