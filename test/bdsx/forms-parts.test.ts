/**
 * The Bedrock renderers draw parts, not games: the parts-only fake game (four seats, a 20-card
 * hand of a deck no board registered, two piles, one of them coloured) becomes a form with every
 * part in words and every playable card a button, through the bdsx form model and the Script API
 * add-on's forms alike.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPackFiles } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { screenForm } from "../../plugin/bedrock-common/forms";
import type { ScriptApi } from "../../plugin/bedrock-script/src/api";
import { ScriptScreens } from "../../plugin/bedrock-script/src/screens";
import { FAKE_HAND, fakePartsScreen, fakeResultScreen } from "../support/fake-parts-game";

describe("Bedrock forms draw parts", () => {
  it("a four-seat game with a 20-card hand and two piles, in words and buttons", () => {
    const f = screenForm("en", fakePartsScreen());
    const lines = f.data.content.split("\n");
    expect(lines.slice(0, 4)).toEqual(["Ann: 0 (ready)", "Bob (you): 10 (ready)", "Cy: 20 (ready)", "Di: 30 (ready)"]);
    const hand = FAKE_HAND.map((c) => `Card ${c}`).join(", ");
    expect(lines).toContain(`[ ${hand} ]`);
    expect(lines).toContain(">> §9■§r Card 150");
    expect(lines).toContain("Stock: 61 · Opponent holds 7 · Opponent holds 25 · Opponent holds 3 · At most 30 s left");
    expect(lines).toContain("Play to 1000 points");
    for (const seat of [1, 2, 3, 4]) expect(lines.some((l) => l.startsWith(`${seat}: `))).toBe(true);
    const plays = f.targets.filter((t) => t.kind === "action" && t.action.startsWith("play."));
    expect(plays).toHaveLength(7);
    // A deck without art of its own shows a picture the pack ships (the card back).
    const rp = buildPackFiles(gatherContent(join(__dirname, "../..")).inputs).rp;
    const images = f.data.buttons.filter((x) => x.image !== undefined);
    expect(images).toHaveLength(7);
    for (const b of images) expect(rp.has(`${b.image?.data}.png`)).toBe(true);
  });

  it("a four-seat showdown: each seat's cards, its figures, the points and the lines under it", () => {
    const lines = screenForm("en", fakeResultScreen()).data.content.split("\n");
    for (const [s, name] of ["Ann", "Bob (you)", "Cy", "Di"].entries()) {
      expect(lines).toContain(`${name.replace(" (you)", "")}: [ Card ${10 * s + 1} + Card ${10 * s} ]`);
      expect(lines).toContain(`Laid off: Card ${10 * s}`);
    }
    expect(lines).toContain("— Card 32, Card 33, Card 34, Card 35, Card 36, Card 37, Card 38, Card 39, Card 40, Card 41");
    expect(lines).toContain("250 : 0 : 0 : 0");
    expect(lines).toContain("Play to 1000 points");
  });

  it("the Script API add-on shows the same form", async () => {
    const shown: { title: string; body: string; buttons: string[] }[] = [];
    const form = { title: "", body: "", buttons: [] as string[] };
    const builder = {
      title(t: string) {
        form.title = t;
        return builder;
      },
      body(t: string) {
        form.body = t;
        return builder;
      },
      button(t: string) {
        form.buttons.push(t);
        return builder;
      },
      show() {
        shown.push({ ...form });
        return new Promise(() => undefined);
      },
    };
    const api = { actionForm: () => builder, enums: {} } as unknown as ScriptApi;
    const screens = new ScriptScreens(api, { player: () => ({}) as never, lang: () => "en", service: () => undefined, log: () => undefined });
    const screen = fakePartsScreen();
    screens.show("bob", screen);
    const bdsx = screenForm("en", screen);
    expect(shown).toHaveLength(1);
    expect(shown[0].body).toBe(bdsx.data.content);
    expect(shown[0].buttons).toEqual(bdsx.data.buttons.map((b) => b.text));
  });
});
