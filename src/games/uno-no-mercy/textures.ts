/**
 * Uno No Mercy's texture names (files under resources/, listed in resources/manifest.json): one
 * face per distinct card kind of deck "uno_no_mercy", its back, symbol icons and the board (lesson
 * pictures are named by lessons/). The engine names a card by colour index
 * and face number (engine/cards.ts); unoFaceOf turns that into a face here. Names are prefixed and
 * unique, so hosts copy them flat.
 */

/** The deck id screens carry for Uno No Mercy's card zones. */
export const UNO_DECK = "uno_no_mercy";

export type UnoColor = "red" | "yellow" | "green" | "blue";
/** By the engine's colour 0..3: the art's names, the pile colours screens carry, the protocol's words. */
export const UNO_COLORS: readonly UnoColor[] = ["red", "yellow", "green", "blue"];
/** By the engine's colour 0..3: the letter of a card's short name (`R7`) and of its art. */
export const UNO_COLOUR_LETTERS: readonly string[] = ["R", "Y", "G", "B"];

/** Per colour: 0-9, then the coloured action cards (draw4 is the coloured Draw Four). */
export type UnoColoredKind = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "skip" | "reverse" | "draw2" | "discard_all" | "skip_everyone" | "draw4";
export const UNO_COLORED_KINDS: readonly UnoColoredKind[] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "skip", "reverse", "draw2", "discard_all", "skip_everyone", "draw4"];

export type UnoWildKind = "wild_reverse_draw4" | "wild_draw6" | "wild_draw10" | "wild_color_roulette";
export const UNO_WILD_KINDS: readonly UnoWildKind[] = ["wild_reverse_draw4", "wild_draw6", "wild_draw10", "wild_color_roulette"];

export type UnoFace = { color: UnoColor; kind: UnoColoredKind } | { color: "wild"; kind: UnoWildKind };

/** Every distinct face (4 x 16 coloured, then 4 wilds): 68. */
export function unoFaces(): UnoFace[] {
  const out: UnoFace[] = [];
  for (const color of UNO_COLORS) for (const kind of UNO_COLORED_KINDS) out.push({ color, kind });
  for (const kind of UNO_WILD_KINDS) out.push({ color: "wild", kind });
  return out;
}

/**
 * The face of an engine card: colour 0..3 (red, yellow, green, blue; -1 for a wild) and face 0..19
 * (0-9, Skip, Reverse, Draw Two, Discard All, Skip Everyone, Draw Four, then the four wilds), the
 * orders of engine/cards.ts. Undefined for anything else.
 */
export function unoFaceOf(colour: number, face: number): UnoFace | undefined {
  if (colour === -1) return face >= 16 && face < 20 ? { color: "wild", kind: UNO_WILD_KINDS[face - 16] } : undefined;
  if (colour < 0 || colour > 3 || face < 0 || face > 15) return undefined;
  return { color: UNO_COLORS[colour], kind: UNO_COLORED_KINDS[face] };
}

/** File names carry a colour letter (w for wilds): Bedrock warns about pack paths over 100 characters. */
const COLOR_LETTER: Record<UnoColor | "wild", string> = { red: "r", yellow: "y", green: "g", blue: "b", wild: "w" };

/** `game_tables_uno_r_7.png`, `game_tables_uno_b_skip.png`, `game_tables_uno_w_draw10.png` (wild_ dropped). */
export function unoCardTexture(face: UnoFace): string {
  const kind = face.color === "wild" ? face.kind.substring(5) : face.kind;
  return "game_tables_uno_" + COLOR_LETTER[face.color] + "_" + kind + ".png";
}

export const UNO_CARD_BACK = "game_tables_uno_back.png";

/** Small symbols (16x16) for event lines, counters and buttons. */
export type UnoIcon = "skip" | "reverse" | "draw" | "discard_all" | "skip_all" | "roulette" | "wild" | "swap" | "pass" | "mercy" | "uno" | UnoColor;
export const UNO_ICONS: readonly UnoIcon[] = ["skip", "reverse", "draw", "discard_all", "skip_all", "roulette", "wild", "swap", "pass", "mercy", "uno", "red", "yellow", "green", "blue"];

/** `game_tables_uno_sym_skip.png` (skip_all: Skip Everyone); a colour's icon is a swatch (the colour a wild named). */
export function unoIconTexture(icon: UnoIcon): string {
  return "game_tables_uno_sym_" + icon + ".png";
}

export const UNO_BOARD_TEXTURES = {
  item: "game_tables_uno_board_item.png",
  top: "game_tables_uno_board_top.png",
};
