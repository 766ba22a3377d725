/**
 * The 168-card Uno No Mercy deck as data. A card is a number 0..167; CARD_COLOUR and CARD_FACE
 * say what it is. Per colour (red, yellow, green, blue): 0-9 twice, Skip x3, Reverse x3,
 * Draw Two x3, Discard All x3, Skip Everyone x2, Draw Four x2 (36 x 4 = 144); then the wilds:
 * Wild Reverse Draw Four x8, Wild Draw Six x4, Wild Draw Ten x4, Wild Color Roulette x8 (24).
 */
export type Card = number;

/** Faces 0..9 are numbers; the rest are actions. */
export const SKIP = 10;
export const REVERSE = 11;
export const DRAW_TWO = 12;
export const DISCARD_ALL = 13;
export const SKIP_EVERYONE = 14;
export const DRAW_FOUR = 15;
export const WILD_REVERSE_FOUR = 16;
export const WILD_DRAW_SIX = 17;
export const WILD_DRAW_TEN = 18;
export const WILD_ROULETTE = 19;

export const COLOURS = 4;
/** The colour of a wild card. */
export const NO_COLOUR = -1;

/** How many of each coloured face one colour has, by face (0..15). */
const PER_COLOUR: readonly number[] = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 2, 2];
/** How many of each wild face the deck has: faces 16..19. */
const WILDS: readonly number[] = [8, 4, 4, 8];

export const CARD_COLOUR: number[] = [];
export const CARD_FACE: number[] = [];
for (let colour = 0; colour < COLOURS; colour++) {
  for (let face = 0; face < PER_COLOUR.length; face++) {
    for (let k = 0; k < PER_COLOUR[face]; k++) {
      CARD_COLOUR.push(colour);
      CARD_FACE.push(face);
    }
  }
}
for (let w = 0; w < WILDS.length; w++) {
  for (let k = 0; k < WILDS[w]; k++) {
    CARD_COLOUR.push(NO_COLOUR);
    CARD_FACE.push(WILD_REVERSE_FOUR + w);
  }
}

export const DECK_SIZE = CARD_FACE.length;

export function isWild(c: Card): boolean {
  return CARD_COLOUR[c] === NO_COLOUR;
}

/** Cards a draw card makes the next player take (0 for any other card). */
export function drawValue(c: Card): number {
  const f = CARD_FACE[c];
  if (f === DRAW_TWO) return 2;
  if (f === DRAW_FOUR || f === WILD_REVERSE_FOUR) return 4;
  if (f === WILD_DRAW_SIX) return 6;
  if (f === WILD_DRAW_TEN) return 10;
  return 0;
}

/** What a card left in a hand scores for the player who went out. */
export function cardPoints(c: Card): number {
  const f = CARD_FACE[c];
  if (f <= 9) return f;
  return isWild(c) ? 50 : 20;
}
