/**
 * Pixel glyphs as data: suit pips (5x5 for card pips and indices, 11x11 for aces and icons), the
 * rank index font (5x7, "10" is 7 wide), a 3x5 digit font for small numbers, and the face-card
 * portraits (top half; cards show it twice, rotated). '#' is ink; portraits use a palette.
 */
/**
 * At GUI size a pip is about 9 screen pixels: clubs and spades must differ in outline, not in
 * detail. The club is three lobes with gaps between them; the spade a solid point, no gaps.
 * (test/content/art.test.ts keeps them apart.)
 */
export const SUIT_SMALL: readonly (readonly string[])[] = [
  // clubs
  [".###.", ".###.", "##.##", "##.##", "..#.."],
  // diamonds
  ["..#..", ".###.", "#####", ".###.", "..#.."],
  // hearts
  [".#.#.", "#####", "#####", ".###.", "..#.."],
  // spades
  ["..#..", ".###.", "#####", "#####", "..#.."],
];

export const SUIT_LARGE: readonly (readonly string[])[] = [
  [
    "....###....",
    "...#####...",
    "...#####...",
    "....###....",
    ".##..#..##.",
    "####.#.####",
    "###########",
    "####.#.####",
    ".##..#..##.",
    "....###....",
    "..#######..",
  ],
  [
    ".....#.....",
    "....###....",
    "...#####...",
    "..#######..",
    ".#########.",
    "###########",
    ".#########.",
    "..#######..",
    "...#####...",
    "....###....",
    ".....#.....",
  ],
  [
    ".###...###.",
    "#####.#####",
    "###########",
    "###########",
    "###########",
    ".#########.",
    "..#######..",
    "...#####...",
    "....###....",
    ".....#.....",
    "...........",
  ],
  [
    ".....#.....",
    "....###....",
    "...#####...",
    "..#######..",
    ".#########.",
    "###########",
    "###########",
    ".####.####.",
    ".....#.....",
    "....###....",
    "..#######..",
  ],
];

/** Rank index glyphs in rank order A..K (index 9 is "10"). */
export const RANK_GLYPHS: readonly (readonly string[])[] = [
  [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
  ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
  [".#..##.", "##.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#..##."],
  ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
];

/** 3x5 digits for small counters in illustrations and icons. */
export const DIGITS_3X5: readonly (readonly string[])[] = [
  ["###", "#.#", "#.#", "#.#", "###"],
  [".#.", "##.", ".#.", ".#.", "###"],
  ["###", "..#", "###", "#..", "###"],
  ["###", "..#", ".##", "..#", "###"],
  ["#.#", "#.#", "###", "..#", "..#"],
  ["###", "#..", "###", "..#", "###"],
  ["###", "#..", "###", "#.#", "###"],
  ["###", "..#", ".#.", ".#.", ".#."],
  ["###", "#.#", "###", "#.#", "###"],
  ["###", "#.#", "###", "..#", "###"],
];

export const PLUS_3X5 = ["...", ".#.", "###", ".#.", "..."];

/**
 * Face-card portraits, top half, 12x19. Palette: g gold, G dark gold, h hair, s skin, e eye,
 * m mouth, b beard, w white (ermine, collar), r robe (suit colour), R robe shade, o outline.
 */
export const PORTRAITS: Record<"J" | "Q" | "K", readonly string[]> = {
  J: [
    "...rrrrrrw..",
    "..rrrrrrrrw.",
    "GggggggggggG",
    "..hhhhhhhh..",
    "..hssssssh..",
    "..hsessesh..",
    "..hssssssh..",
    "..hssmmssh..",
    "...ssssss...",
    ".....ss.....",
    ".rrrrwwrrrr.",
    "rrrrwwwwrrrr",
    "rRrrrwwrrrRr",
    "rRrgrrrrgrRr",
    "rRrrrrrrrrRr",
    "rRrrrggrrrRr",
    "rRrrrggrrrRr",
    "rRrrrrrrrrRr",
    "rRrrrrrrrrRr",
  ],
  Q: [
    "....g..g....",
    "...gggggg...",
    "..hgrggrgh..",
    ".hhhhhhhhhh.",
    ".hhsssssshh.",
    ".hhsesseshh.",
    ".hhsssssshh.",
    ".hhssmmsshh.",
    ".hhhsssshhh.",
    ".hhhhsshhhh.",
    "hhrrrwwrrrhh",
    "hrrrwwwwrrrh",
    "hrRrrggrrRrh",
    ".rRrrggrrRr.",
    ".rRrrrrrrRr.",
    ".rRrgrrgrRr.",
    ".rRrrrrrrRr.",
    ".rRrrrrrrRr.",
    ".rRrrrrrrRr.",
  ],
  K: [
    ".g..g..g..g.",
    ".gggggggggg.",
    ".grggggggrg.",
    "..hhhhhhhh..",
    "..hssssssh..",
    "..hsessesh..",
    "..hssssssh..",
    "..bssmmssb..",
    "..bbbbbbbb..",
    "...bbbbbb...",
    ".rrrbbbbrrr.",
    "rrrrwbbwrrrr",
    "rRrrwwwwrrRr",
    "rRrrrggrrrRr",
    "rRrrrggrrrRr",
    "rRrrrrrrrrRr",
    "rRggggggggRr",
    "rRrrrrrrrrRr",
    "rRrrrrrrrrRr",
  ],
};

/** 3x5 capitals for the contact sheet's section labels. */
export const LETTERS_3X5: Record<string, readonly string[]> = {
  A: [".#.", "#.#", "###", "#.#", "#.#"],
  B: ["##.", "#.#", "##.", "#.#", "##."],
  C: [".##", "#..", "#..", "#..", ".##"],
  D: ["##.", "#.#", "#.#", "#.#", "##."],
  E: ["###", "#..", "##.", "#..", "###"],
  F: ["###", "#..", "##.", "#..", "#.."],
  G: [".##", "#..", "#.#", "#.#", ".##"],
  H: ["#.#", "#.#", "###", "#.#", "#.#"],
  I: ["###", ".#.", ".#.", ".#.", "###"],
  J: ["..#", "..#", "..#", "#.#", ".#."],
  K: ["#.#", "#.#", "##.", "#.#", "#.#"],
  L: ["#..", "#..", "#..", "#..", "###"],
  M: ["#.#", "###", "###", "#.#", "#.#"],
  N: ["##.", "#.#", "#.#", "#.#", "#.#"],
  O: [".#.", "#.#", "#.#", "#.#", ".#."],
  P: ["##.", "#.#", "##.", "#..", "#.."],
  Q: [".#.", "#.#", "#.#", "##.", ".##"],
  R: ["##.", "#.#", "##.", "#.#", "#.#"],
  S: [".##", "#..", ".#.", "..#", "##."],
  T: ["###", ".#.", ".#.", ".#.", ".#."],
  U: ["#.#", "#.#", "#.#", "#.#", "###"],
  V: ["#.#", "#.#", "#.#", "#.#", ".#."],
  W: ["#.#", "#.#", "###", "###", "#.#"],
  X: ["#.#", "#.#", ".#.", "#.#", "#.#"],
  Y: ["#.#", "#.#", ".#.", ".#.", ".#."],
  Z: ["###", "..#", ".#.", "#..", "###"],
  "-": ["...", "...", "###", "...", "..."],
  " ": ["...", "...", "...", "...", "..."],
};
