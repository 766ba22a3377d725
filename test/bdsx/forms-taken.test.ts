/**
 * The Bedrock forms (bdsx, and the Script API add-on, which shows the same form) name the cards
 * other seats took face up from the discard pile beside each seat's count: Gin Rummy's real
 * screens (test/support/gin-screens.ts), four seats and two, in every language.
 */
import { describe, expect, it } from "vitest";
import { deckArt } from "../../src/content/decks";
import { LANGS, render } from "../../src/i18n/index";
import type { Screen } from "../../src/screen/model";
import type { CardZone } from "../../src/screen/parts";
import { screenForm } from "../../plugin/bedrock-common/forms";
import type { ScriptApi } from "../../plugin/bedrock-script/src/api";
import { ScriptScreens } from "../../plugin/bedrock-script/src/screens";
import { GIN_VIEWER, ginTakenScreen } from "../support/gin-screens";

function others(s: Screen): CardZone[] {
  return s.game!.zones.filter((z) => z.layout === "hand" && z.seat !== GIN_VIEWER);
}

function upFaces(z: CardZone): number[] {
  return z.groups.flatMap((g) => g.cards.map((c) => c.face));
}

/** What the add-on's action form shows for a screen. */
function addonBody(screen: Screen): string {
  let body = "";
  const builder = {
    title: () => builder,
    body(t: string) {
      body = t;
      return builder;
    },
    button: () => builder,
    show: () => new Promise(() => undefined),
  };
  const api = { actionForm: () => builder, enums: {} } as unknown as ScriptApi;
  new ScriptScreens(api, { player: () => ({}) as never, lang: () => "en", service: () => undefined, log: () => undefined }).show("ann", screen);
  return body;
}

describe("Bedrock forms name other seats' known cards", () => {
  for (const seats of [4, 2]) {
    it(`${seats} seats: each other seat's count is followed by the cards it took, in every language`, () => {
      const screen = ginTakenScreen(seats);
      for (const lang of LANGS) {
        const content = screenForm(lang, screen).data.content;
        for (const z of others(screen)) {
          const up = upFaces(z);
          expect(up.length).toBeGreaterThan(0);
          const cards = up.map((c) => render(lang, deckArt("classic52").name(c))).join(", ");
          expect(content, lang).toContain(`${render(lang, z.label!)} — ${cards}`);
          // Not as a group of its own, as if the viewer held it.
          expect(content, lang).not.toContain(`[ ${cards} ]`);
        }
      }
      expect(addonBody(screen)).toBe(screenForm("en", screen).data.content);
    });
  }
});
