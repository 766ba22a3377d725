/** The card art sets hosts look up: Uno No Mercy's deck maps every engine card to a face the packs ship. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COLOURS, deckArt, DECKS } from "../../src/content/decks";
import { UNO_CARD_BACK, UNO_DECK, unoCardTexture, unoFaces } from "../../src/games/uno-no-mercy/textures";
import { CARD_COLOUR, CARD_FACE, DECK_SIZE } from "../../src/games/uno-no-mercy/engine/cards";
import { UNO_COLORS } from "../../src/games/uno-no-mercy/labels";
import { render } from "../../src/i18n/index";
import { TEXTURE_PATHS } from "../../plugin/bedrock-common/packs";
import { hex } from "../../tools/art/canvas";
import { UNO_INK } from "../../tools/art/uno-cards";
import { ROOT } from "./keys";

const CARDS = join(ROOT, "resources", "cards", UNO_DECK);
const uno = DECKS[UNO_DECK];

describe("the Uno No Mercy deck", () => {
  it("is registered under the id the Uno screens carry", () => {
    expect(uno).toBeDefined();
    expect(deckArt(UNO_DECK)).toBe(uno);
  });

  it("gives each of the 168 cards a face that exists, the twins the same one, and uses all 68 faces", () => {
    expect(DECK_SIZE).toBe(168);
    const used = new Set<string>();
    const byKind = new Map<string, string>();
    for (let c = 0; c < DECK_SIZE; c++) {
      const file = uno.texture(c, "classic");
      expect(file, `card ${c}`).not.toBe(UNO_CARD_BACK);
      expect(existsSync(join(CARDS, file)), file).toBe(true);
      // The Bedrock form image is the same file in the resource pack's card folder.
      expect(uno.formImage(c) + ".png").toBe(TEXTURE_PATHS.card(file));
      const kind = CARD_COLOUR[c] + "/" + CARD_FACE[c];
      expect(byKind.get(kind) ?? file).toBe(file);
      byKind.set(kind, file);
      used.add(file);
    }
    expect(used).toEqual(new Set(unoFaces().map(unoCardTexture)));
    expect(existsSync(join(CARDS, uno.back))).toBe(true);
    // Anything else shows the back, never a crash.
    expect([uno.texture(-1, "classic"), uno.texture(168, "four")]).toEqual([UNO_CARD_BACK, UNO_CARD_BACK]);
  });

  it("names each card in words and in a short form unique to its kind", () => {
    const byCard = (colour: number, face: number): number => {
      for (let c = 0; c < DECK_SIZE; c++) if (CARD_COLOUR[c] === colour && CARD_FACE[c] === face) return c;
      throw new Error("no card");
    };
    expect(render("en", uno.name(byCard(0, 7)))).toBe("Red 7");
    expect(render("en", uno.name(byCard(3, 10)))).toBe("Blue Skip");
    expect(render("en", uno.name(byCard(-1, 18)))).toBe("Wild Draw Ten");
    expect(render("de", uno.name(byCard(1, 12)))).toBe("Gelb Zieh zwei");
    expect([uno.short(byCard(0, 7)), uno.short(byCard(2, 12)), uno.short(byCard(-1, 18)), uno.short(byCard(-1, 19))]).toEqual(["R7", "G+2", "W+10", "W?"]);
    const shorts = new Map<string, string>();
    for (let c = 0; c < DECK_SIZE; c++) {
      const kind = CARD_COLOUR[c] + "/" + CARD_FACE[c];
      const s = uno.short(c);
      expect(shorts.get(s) ?? kind, s).toBe(kind);
      shorts.set(s, kind);
    }
    expect(shorts.size).toBe(68);
  });

  it("paints each colour the pile stands for in the ink of the cards", () => {
    for (const id of UNO_COLORS) expect(hex(COLOURS[id]), id).toEqual(UNO_INK[id as keyof typeof UNO_INK]);
  });
});
