/** Every generated asset: where it goes under resources/, what it is for, and how it is drawn. */
import { ILLUSTRATION_IDS, illustrationFile } from "../../src/games/gin-rummy/lessons/lessons";
import { lessonImage, TABLE_LESSON_IDS } from "../../src/screen/lessons";
import { CARD_BACK, PACK_ICON, UI_TEXTURES, woodTexture, type WoodPart } from "../../src/content/textures";
import { BOARD_TEXTURES, cardTexture } from "../../src/games/gin-rummy/textures";
import { WOODS } from "../../src/content/woods";
import type { Canvas } from "./canvas";
import { cardBack, cardFace } from "./cards";
import { LESSON_PICTURES } from "./lessons";
import { boardItem, boardTop, feltTile, packIcon, selectFrame, slot, readyMark, stockPile, turnMarker } from "./ui";
import { UNO_BOARD_TEXTURES, UNO_CARD_BACK, UNO_DECK, UNO_ICONS, unoCardTexture, unoFaces, unoIconTexture } from "../../src/games/uno-no-mercy/textures";
import { UNO_ILLUSTRATION_IDS, unoIllustrationFile } from "../../src/games/uno-no-mercy/lessons/lessons";
import { unoBoardItem, unoBoardTop } from "./uno-board";
import { unoCardBack, unoCardFace } from "./uno-cards";
import { unoIcon } from "./uno-icons";
import { UNO_LESSON_PICTURES } from "./uno-lessons";
import { HTS_BOARD_TEXTURES, HTS_CARD_BACK, HTS_DECK, HTS_MONSTER_BACK, htsFaces } from "../../src/games/here-to-slay/textures";
import { HTS_ILLUSTRATION_IDS, htsIllustrationFile } from "../../src/games/here-to-slay/lessons/lessons";
import { CLASSES } from "../../src/games/here-to-slay/engine/language";
import { htsBoardItem, htsBoardTop } from "./hts-board";
import { htsCardBack, htsCardFace, htsMonsterBack } from "./hts-cards";
import { HTS_LESSON_PICTURES } from "./hts-lessons";
import { chairIcon, chairSide, chairTop, planks, tableIcon, tableSide, tableTop, WOOD_ART } from "./wood";

export type AssetGroup = "cards" | "cards4" | "board" | "wood" | "ui" | "lessons" | "uno" | "uno_icons" | "hts";

export interface Asset {
  /** Path under resources/. */
  path: string;
  group: AssetGroup;
  purpose: string;
  hosts: ("luanti" | "bedrock")[];
  draw: () => Canvas;
}

const BOTH: Asset["hosts"] = ["luanti", "bedrock"];
const SUITS = ["clubs", "diamonds", "hearts", "spades"];
const RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"];

export function assets(): Asset[] {
  const out: Asset[] = [];
  for (const deck of ["classic", "four"] as const) {
    for (let card = 0; card < 52; card++) {
      const rank = card % 13;
      const suit = Math.floor(card / 13);
      out.push({
        path: `cards/${deck}/${cardTexture(card, deck)}`,
        group: deck === "classic" ? "cards" : "cards4",
        purpose: `card face, ${RANKS[rank]} of ${SUITS[suit]} (${deck === "classic" ? "red and black" : "four-colour"} suits), 32x48`,
        // The four-colour faces are a Luanti viewer's option; Bedrock forms show the classic ones.
        hosts: deck === "classic" ? BOTH : ["luanti"],
        draw: () => cardFace(rank, suit, deck),
      });
    }
  }
  out.push({ path: `cards/${CARD_BACK}`, group: "cards", purpose: "card back (stock, opponent's hand), 32x48", hosts: BOTH, draw: cardBack });
  out.push({ path: `textures/${BOARD_TEXTURES.item}`, group: "board", purpose: "Gin Rummy Board inventory icon, 16x16", hosts: BOTH, draw: boardItem });
  out.push({ path: `textures/${PACK_ICON}`, group: "board", purpose: "add-on pack icon (Bedrock pack_icon.png), 128x128", hosts: ["bedrock"], draw: packIcon });
  out.push({ path: `textures/${BOARD_TEXTURES.top}`, group: "board", purpose: "board fitted on a table, top view, 16x16", hosts: BOTH, draw: boardTop });
  const parts: [WoodPart, string, (w: (typeof WOOD_ART)[number]) => Canvas][] = [
    ["planks", "plank tile", planks],
    ["table_top", "Small Game Table top", tableTop],
    ["table_side", "Small Game Table sides: apron rows 0-3, legs at both ends (alpha between)", tableSide],
    ["table_item", "Small Game Table inventory icon", tableIcon],
    ["chair_top", "Game Chair seat, top", chairTop],
    ["chair_side", "Game Chair sides: seat rows 8-9, legs below, back posts and slats above (alpha between)", chairSide],
    ["chair_item", "Game Chair inventory icon", chairIcon],
  ];
  for (const art of WOOD_ART) {
    const hosts = WOODS.filter((w) => w.id === art.id).map((w) => w.host);
    for (const [part, purpose, draw] of parts) {
      out.push({ path: `textures/${woodTexture(art.id, part)}`, group: "wood", purpose: `${purpose}, ${art.id}, 16x16`, hosts, draw: () => draw(art) });
    }
  }
  const ui: [string, string, () => Canvas][] = [
    [UI_TEXTURES.felt, "game screen background, tileable felt, 64x64", feltTile],
    [UI_TEXTURES.slot, "empty card place (empty discard pile), 32x48", slot],
    [UI_TEXTURES.select, "highlight frame over a selected or just-drawn card, 32x48", selectFrame],
    [UI_TEXTURES.turn, "whose-turn marker, 16x16", turnMarker],
    [UI_TEXTURES.stock, "the stock as a pile of backs, 36x52", stockPile],
    [UI_TEXTURES.ready, "ready / stake agreed tick, 16x16", readyMark],
  ];
  for (const [file, purpose, draw] of ui) out.push({ path: `textures/${file}`, group: "ui", purpose, hosts: BOTH, draw });
  for (const id of ILLUSTRATION_IDS) {
    out.push({ path: `lessons/${illustrationFile(id)}`, group: "lessons", purpose: `lesson picture "${id}", 192x112`, hosts: BOTH, draw: LESSON_PICTURES[id] });
  }
  for (const id of TABLE_LESSON_IDS) {
    out.push({ path: `lessons/${lessonImage(id)}`, group: "lessons", purpose: `lesson picture "${id}", 192x112`, hosts: BOTH, draw: LESSON_PICTURES[id] });
  }
  out.push(...unoAssets());
  out.push(...htsAssets());
  return out;
}

/** Here to Slay: a face per distinct card of the box, the two backs, the board and lesson pictures. */
function htsAssets(): Asset[] {
  const out: Asset[] = [];
  const dir = `cards/${HTS_DECK}`;
  for (const face of htsFaces()) {
    const what = face.kind + (face.cls >= 0 ? " " + CLASSES[face.cls] : "") + (face.kind === "leader" || face.kind === "challenge" ? "" : " " + (face.index + 1));
    out.push({ path: `${dir}/${face.file}`, group: "hts", purpose: `Here to Slay card face, ${what}, 32x48`, hosts: BOTH, draw: () => htsCardFace(face) });
  }
  out.push({ path: `${dir}/${HTS_CARD_BACK}`, group: "hts", purpose: "Here to Slay card back (main deck, other hands), 32x48", hosts: BOTH, draw: htsCardBack });
  out.push({ path: `${dir}/${HTS_MONSTER_BACK}`, group: "hts", purpose: "Here to Slay Monster deck back, 32x48", hosts: BOTH, draw: htsMonsterBack });
  out.push({ path: `textures/${HTS_BOARD_TEXTURES.item}`, group: "board", purpose: "Here to Slay Board inventory icon, 16x16", hosts: BOTH, draw: htsBoardItem });
  out.push({ path: `textures/${HTS_BOARD_TEXTURES.top}`, group: "board", purpose: "Here to Slay board fitted on a table, top view, 16x16", hosts: BOTH, draw: htsBoardTop });
  for (const id of HTS_ILLUSTRATION_IDS) {
    out.push({ path: `lessons/${htsIllustrationFile(id)}`, group: "lessons", purpose: `Here to Slay lesson picture "${id}", 192x112`, hosts: BOTH, draw: HTS_LESSON_PICTURES[id] });
  }
  return out;
}

/** Uno No Mercy: a face per distinct card, the back, symbol icons, the board and lesson pictures. */
function unoAssets(): Asset[] {
  const out: Asset[] = [];
  const dir = `cards/${UNO_DECK}`;
  for (const face of unoFaces()) {
    const what = face.color === "wild" ? face.kind.split("_").join(" ") : `${face.color} ${face.kind.split("_").join(" ")}`;
    out.push({ path: `${dir}/${unoCardTexture(face)}`, group: "uno", purpose: `Uno No Mercy card face, ${what}, 32x48`, hosts: BOTH, draw: () => unoCardFace(face) });
  }
  out.push({ path: `${dir}/${UNO_CARD_BACK}`, group: "uno", purpose: "Uno No Mercy card back (draw pile, other hands), 32x48", hosts: BOTH, draw: unoCardBack });
  for (const icon of UNO_ICONS) {
    out.push({ path: `${dir}/${unoIconTexture(icon)}`, group: "uno_icons", purpose: `Uno No Mercy symbol "${icon}" for event lines and buttons, 16x16`, hosts: BOTH, draw: () => unoIcon(icon) });
  }
  out.push({ path: `textures/${UNO_BOARD_TEXTURES.item}`, group: "board", purpose: "Uno No Mercy Board inventory icon, 16x16", hosts: BOTH, draw: unoBoardItem });
  out.push({ path: `textures/${UNO_BOARD_TEXTURES.top}`, group: "board", purpose: "Uno No Mercy board fitted on a table, top view, 16x16", hosts: BOTH, draw: unoBoardTop });
  for (const id of UNO_ILLUSTRATION_IDS) {
    out.push({ path: `lessons/${unoIllustrationFile(id)}`, group: "lessons", purpose: `Uno No Mercy lesson picture "${id}", 192x112`, hosts: BOTH, draw: UNO_LESSON_PICTURES[id] });
  }
  return out;
}
