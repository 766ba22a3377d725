/**
 * Uno No Mercy's texture names (files under resources/, listed in resources/manifest.json): one
 * face per distinct card kind of deck "uno_no_mercy", its back, symbol icons, the board and the
 * lesson pictures. The engine (src/games/uno-no-mercy) names a card by colour and kind; screens
 * turn that into a file here. Names are prefixed and unique, so hosts copy them flat.
 */

/** The deck id screens carry for Uno No Mercy's card zones. */
export const UNO_DECK = "uno_no_mercy";

export type UnoColor = "red" | "yellow" | "green" | "blue";
export const UNO_COLORS: readonly UnoColor[] = ["red", "yellow", "green", "blue"];

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

/** The lesson pages' picture ids (the lessons in src/games/uno-no-mercy use the same ids). */
export type UnoIllustrationId =
  | "uno.goal"
  | "uno.turn"
  | "uno.stacking"
  | "uno.seven_zero"
  | "uno.actions"
  | "uno.wilds"
  | "uno.mercy"
  | "uno.scoring"
  | "uno.uno_call";
export const UNO_ILLUSTRATION_IDS: readonly UnoIllustrationId[] = [
  "uno.goal",
  "uno.turn",
  "uno.stacking",
  "uno.seven_zero",
  "uno.actions",
  "uno.wilds",
  "uno.mercy",
  "uno.scoring",
  "uno.uno_call",
];

/** Short file names (Bedrock warns about pack paths over 100 characters); Gin's are `game_tables_lesson_<id>.png`. */
const ILLUSTRATION_FILES: Record<UnoIllustrationId, string> = {
  "uno.goal": "game_tables_lesson_uno_goal.png",
  "uno.turn": "game_tables_lesson_uno_turn.png",
  "uno.stacking": "game_tables_lesson_uno_stack.png",
  "uno.seven_zero": "game_tables_lesson_uno_swap.png",
  "uno.actions": "game_tables_lesson_uno_actions.png",
  "uno.wilds": "game_tables_lesson_uno_wilds.png",
  "uno.mercy": "game_tables_lesson_uno_mercy.png",
  "uno.scoring": "game_tables_lesson_uno_score.png",
  "uno.uno_call": "game_tables_lesson_uno_call.png",
};

export function unoIllustrationFile(id: UnoIllustrationId): string {
  return ILLUSTRATION_FILES[id];
}
