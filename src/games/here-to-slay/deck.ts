/**
 * Here to Slay's card art for the hosts (DeckArt): a card id of the box (engine/deck.ts) to its
 * face file (textures.ts), its Bedrock form image and a short name in a few glyphs, the same in
 * every language. The spoken name comes from the card texts (`htsCardName`, texts/cards.ts), handed in.
 */
import type { DeckArt } from "../game";
import type { Message } from "../../i18n/types";
import { CARD_COUNT, CARDS } from "./engine/deck";
import { HTS_CARD_BACK, htsCardTexture, htsFaces } from "./textures";

/** Bedrock form images of card art: the resource pack keeps it under one folder (plugin/bedrock-common/packs.ts). */
const FORM_CARDS = "textures/game_tables/cards/";

/** By class index: the letter of a Hero's or leader's short name. */
const CLASS_LETTERS = ["F", "G", "R", "T", "W", "B"];
const KIND_SHORT: Record<string, string> = { item: "I", cursed: "C", magic: "M", monster: "Mo" };

/** Each face's short name: LF (a leader), F3 (a Hero), I2, C1, M7, +1/-3 (a Modifier's options), Ch, Mo4. */
const SHORTS: string[] = (() => {
  const out: string[] = [];
  for (const f of htsFaces()) {
    const d = CARDS[f.card];
    if (f.kind === "leader") out.push("L" + CLASS_LETTERS[f.cls]);
    else if (f.kind === "hero") out.push(CLASS_LETTERS[f.cls] + (f.index + 1));
    else if (f.kind === "modifier") {
      let s = "";
      for (let i = 0; i < d.options.length; i++) s += (i > 0 ? "/" : "") + (d.options[i] >= 0 ? "+" : "") + d.options[i];
      out.push(s);
    } else if (f.kind === "challenge") out.push("Ch");
    else out.push(KIND_SHORT[f.kind] + (f.index + 1));
  }
  return out;
})();

/** A card's short name; anything not a card "#n". */
export function htsShort(card: number): string {
  if (card < 0 || card >= CARD_COUNT || Math.floor(card) !== card) return "#" + card;
  const file = htsCardTexture(card);
  const faces = htsFaces();
  for (let i = 0; i < faces.length; i++) if (faces[i].file === file) return SHORTS[i];
  return "#" + card;
}

/** Here to Slay's deck, its spoken names from `name` (a card id to its Message); anything not a card shows the back. */
export function htsDeckArt(name: (this: void, card: number) => Message): DeckArt {
  return {
    texture: (face) => htsCardTexture(face),
    formImage: (face) => {
      const file = htsCardTexture(face);
      return FORM_CARDS + file.substring(0, file.length - 4);
    },
    name: (face) => (face >= 0 && face < CARD_COUNT && Math.floor(face) === face ? name(face) : { key: "card.face", params: { face } }),
    short: (face) => htsShort(face),
    back: HTS_CARD_BACK,
  };
}
