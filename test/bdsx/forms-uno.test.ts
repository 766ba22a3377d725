/**
 * Bedrock forms draw Uno No Mercy's real four-seat screens (test/support/uno-screens.ts): the hand
 * in words, one button per playable kind of card with its face from the resource pack, the piles
 * and counts in words; a wild's colour choice as four buttons and the way back.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPackFiles } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { screenForm } from "../../plugin/bedrock-common/forms";
import { unoNoMercy } from "../../src/games/uno-no-mercy/index";
import { render } from "../../src/i18n/index";
import { deckArt } from "../../src/content/decks";
import { UNO_DECK } from "../../src/games/uno-no-mercy/textures";
import { UNO_VIEWER, unoChoiceScreen, unoLessonsScreen, unoState, unoTableScreen, unoWild } from "../support/uno-screens";

describe("Bedrock forms draw Uno No Mercy", () => {
  it("a four-seat table: the hand in words, a button with its face per playable kind, piles and counts", () => {
    const s = unoState();
    const f = screenForm("en", unoTableScreen());
    const lines = f.data.content.split("\n");
    const art = deckArt(UNO_DECK);
    expect(lines).toContain(`[ ${s.hands[UNO_VIEWER].map((c) => render("en", art.name(c))).join(", ")} ]`);
    expect(lines).toContain(`Draw pile: ${s.drawPile.length} · Colour: ${["Red", "Yellow", "Green", "Blue"][s.colour]} · Ann: cards: 7 · Cy: cards: 7 · Di: cards: 7 · At most 30 s left`);
    const hand = unoNoMercy.presentation.view(s, UNO_VIEWER, ["Ann", "Bob", "Cy", "Di"], false, 30, "").game.zones.filter((z) => z.id === "hand")[0];
    const moves = new Set(hand.groups[0].cards.filter((c) => c.action !== undefined).map((c) => c.action));
    const plays = f.targets.filter((t) => t.kind === "action" && t.action.startsWith("play."));
    expect(plays).toHaveLength(moves.size);
    const rp = buildPackFiles(gatherContent(join(__dirname, "../..")).inputs).rp;
    const images = f.data.buttons.filter((x) => x.image !== undefined);
    expect(images).toHaveLength(moves.size);
    for (const b of images) expect(rp.has(`${b.image?.data}.png`), b.image?.data).toBe(true);
  });

  it("the lessons: every page's button shows that page's own picture from the pack (Uno's page ids are not picture names)", () => {
    const screen = unoLessonsScreen();
    const f = screenForm("en", screen);
    const rp = buildPackFiles(gatherContent(join(__dirname, "../..")).inputs).rp;
    const pages = f.data.buttons.filter((_, i) => f.targets[i].kind === "action" && (f.targets[i] as { action: string }).action.startsWith("lesson."));
    expect(pages.length).toBe(screen.lessons!.list.length);
    for (const b of pages) expect(rp.has(`${b.image?.data}.png`), b.image?.data).toBe(true);
    expect(pages.map((b) => b.image?.data)).toContain("textures/game_tables/lessons/game_tables_lesson_uno_swap");
  });

  it("a wild's colour choice: four buttons, then the way back", () => {
    const f = screenForm("en", unoChoiceScreen());
    const wild = unoWild(unoState());
    const actions = f.targets.map((t) => (t.kind === "action" ? t.action : t.kind));
    expect(actions.slice(0, 5)).toEqual([0, 1, 2, 3].map((k) => `play.${wild}.c${k}`).concat(["uno.back"]));
    expect(f.data.content).toContain(`Choose the colour for ${render("en", deckArt(UNO_DECK).name(wild))}.`);
  });
});
