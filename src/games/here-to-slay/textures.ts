/**
 * Here to Slay's texture names (files under resources/, listed in resources/manifest.json): one
 * face per distinct card of the box (engine/deck.ts; copies of a Modifier or a Challenge share
 * one), the main deck's back, the Monster deck's back and the board (lesson pictures are named by
 * lessons/). A face is named by the card's kind, class and place in its group, never by its
 * English name, so renaming a card keeps its art. Names are prefixed and unique: hosts copy them flat.
 */
import { CARDS, CARD_COUNT } from "./engine/deck";
import type { CardKind } from "./engine/cards";
import { CLASSES } from "./engine/language";

/** The deck id screens carry for Here to Slay's card zones. */
export const HTS_DECK = "here_to_slay";

export const HTS_CARD_BACK = "game_tables_hts_back.png";
export const HTS_MONSTER_BACK = "game_tables_hts_monster_back.png";

export const HTS_BOARD_TEXTURES = {
  item: "game_tables_hts_board_item.png",
  top: "game_tables_hts_board_top.png",
};

/** One distinct face: its file, the first card id that shows it, and where it sits in its group. */
export interface HtsFace {
  file: string;
  card: number;
  kind: CardKind;
  /** Hero and leader: the class index; else -1. */
  cls: number;
  /** Its place among the faces of its kind (and class, for Heroes), from 0. */
  index: number;
}

const KIND_PART: Record<CardKind, string> = {
  leader: "lead",
  hero: "hero",
  item: "item",
  cursed: "curse",
  magic: "magic",
  modifier: "mod",
  challenge: "chal",
  monster: "mon",
};

/** Every distinct face in card order, and each card's face index into it. */
function buildFaces(): { faces: HtsFace[]; ofCard: number[] } {
  const faces: HtsFace[] = [];
  const ofCard: number[] = [];
  const byName: Record<string, number> = {};
  const counts: Record<string, number> = {};
  for (const d of CARDS) {
    // Copies carry one name and one text: one face.
    const same = byName[d.kind + "/" + d.name];
    if (same !== undefined) {
      ofCard.push(same);
      continue;
    }
    const group = d.kind === "hero" ? "hero_" + CLASSES[d.cls] : d.kind;
    const index = counts[group] !== undefined ? counts[group] : 0;
    counts[group] = index + 1;
    let file = "game_tables_hts_" + KIND_PART[d.kind];
    if (d.kind === "leader" || d.kind === "hero") file += "_" + CLASSES[d.cls];
    if (d.kind !== "leader" && d.kind !== "challenge") file += "_" + (index + 1);
    byName[d.kind + "/" + d.name] = faces.length;
    ofCard.push(faces.length);
    faces.push({ file: file + ".png", card: d.id, kind: d.kind, cls: d.cls, index });
  }
  return { faces, ofCard };
}

const BUILT = buildFaces();

/** Every distinct face of the box: 6 leaders, 48 Heroes, Items, Cursed Items, Magic, Modifiers, one Challenge, 15 Monsters. */
export function htsFaces(): readonly HtsFace[] {
  return BUILT.faces;
}

/** A card's face file (`game_tables_hts_hero_wizard_3.png`); anything not a card shows the back. */
export function htsCardTexture(card: number): string {
  if (card < 0 || card >= CARD_COUNT || Math.floor(card) !== card) return HTS_CARD_BACK;
  return BUILT.faces[BUILT.ofCard[card]].file;
}
