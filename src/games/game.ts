/**
 * The game seam: one board game as the rest of the code sees it, and nothing of how it is played
 * inside. A Game comes in slices by who uses them (Game, at the end): the rules, what the table
 * service needs (src/tables holds a match only as an opaque state and asks its Game about it),
 * the presentation (screens, texts, art) and the tooling (the CLI). Each game lives in its own
 * folder under src/games/ and registers one Game object (registry.ts).
 *
 * The split follows the game/state idea: a Game is stateless and pure; a match is plain data (`S`)
 * that only the Game's functions read or change. Every function returns a fresh state and never
 * touches randomness other than what the state or its seed words carry, so a match replays alike
 * in Node and in LuaJIT. Types only here: this file imports no game.
 */
import type { CardDeck } from "../content/textures";
import type { Catalog, Message } from "../i18n/types";
import type { Button, LessonsPanel } from "../screen/model";
import type { ChoicePart, ResultPart, TablePart } from "../screen/parts";
import type { Json } from "../util/json";
import type { RngState } from "../util/random";

/** What a host needs of one card art set (CardZone.deck): the renderers look decks up, never a game. */
export interface DeckArt {
  /** The face's texture file (Luanti); `style` is the viewer's face preference (four-colour). */
  texture(face: number, style: CardDeck): string;
  /** The face's image path in the Bedrock resource pack (without ".png"). */
  formImage(face: number): string;
  /** The card's name in words ("Seven of Hearts"). */
  name(face: number): Message;
  /** The card in a few glyphs, the same in every language ("7♥"). */
  short(face: number): string;
  /** The back's texture file (Luanti): other seats' hands, face-down piles. */
  back: string;
  /** Its faces also come in the four-colour style (`texture`'s "four"): screens showing it offer the toggle. */
  fourColour?: boolean;
}

/** A game's board item: both hosts' items and recipes are generated from it (recipes/recipes.json names the item). */
export interface BoardDef {
  /** The board kind items and records carry. */
  kind: string;
  /** Item name without namespace. */
  item: string;
  displayName: Message;
  hint: Message;
  /** Inventory icon and the top of a table it is fitted on. */
  icon: string;
  top: string;
}

/** A seat is an index 0..maxSeats-1; -1 means "nobody" (no one to move, no winner). */
export type SeatIndex = number;

/** A bot plays one seat from what that seat may see, answering one of the legal actions. */
export interface GameBot<V, A> {
  decide(view: V): A;
}

/** A game's bots by level ("easy", "hard", ...). */
export interface GameBots<V, A> {
  /** The levels on offer; `seats` (when given) keeps only those that play that many players. */
  levels(seats?: number): string[];
  create(level: string, rng: RngState): GameBot<V, A>;
}

/** How a finished match came out. */
export interface MatchOutcome {
  winner: SeatIndex;
  totals: number[];
}

/** How the last hand (round) came out, while the next one has not started: winner -1 for none. */
export interface HandOutcome {
  winner: SeatIndex;
  points: number;
}

/** The storage and board-snapshot text of a match; decoding checks everything it reads. */
export interface GameCodec<S> {
  /** The table record's form (full history). */
  encode(state: S): string;
  /** The state, or why the text is not one (so a state is never a string itself). */
  decode(text: string): S | string;
  /** How many "."-separated fields `encodeSnapshot` writes (a snapshot is checked by its count). */
  snapshotFields: number;
  /** The board item's form (bounded history), fields joined by "." with no "." inside one. */
  encodeSnapshot(state: S): string;
  decodeSnapshot(fields: readonly string[]): S | string;
}

/** A pile on the tabletop: its top face (or -1: face down or empty) over `count` cards beneath. */
export interface TablePile {
  id: string;
  /** The card art set (GamePresentation.decks). */
  deck: string;
  top: number;
  count: number;
  /** A colour the pile stands for (a key of GamePresentation.colours), or "". */
  colour: string;
}

/** The face of a running match on the tabletop, as the hosts draw it. */
export interface Tabletop {
  phase: string;
  turn: SeatIndex;
  dealer: SeatIndex;
  /** The piles in the middle of the table, left to right as the first seat sees them. */
  piles: TablePile[];
  handSizes: number[];
  scores: number[];
  handNumber: number;
}

/** A seat name as screens show it: a display name, or a message (a bot's level). */
export type SeatName = string | Message;

/** What the game contributes to a viewer's screen while a match runs: compositions of src/screen/parts.ts. */
export interface GameView {
  game: TablePart;
  /** Set while the last hand's result is on show. */
  result?: ResultPart;
  /** Set while the viewer answers an open choice (Gin Rummy: the melds a knock lays down). */
  choice?: ChoicePart;
  /** Prompts for the viewer (whose turn, what to do). */
  messages: Message[];
  /** The viewer's move buttons (empty when it is not the viewer's turn). */
  buttons: Button[];
}

/** The game's part of the screens (src/screen frames it: seats, stakes, lobby, tabs). */
export interface GameScreens<S> {
  /** The game's name ("Gin Rummy"): table titles and infotext say which board is on the table. */
  name: Message;
  /**
   * The running match for one viewer (`seat` -1: a bystander, who sees public things only);
   * `choice` is the viewer's open choice (GameTable.choiceFor), or "".
   */
  view(state: S, seat: SeatIndex, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView;
  /** The result of a finished match for the result screen, when it has one to show. */
  finalResult(state: S, names: readonly SeatName[], winner: SeatIndex, totals: readonly number[]): ResultPart | undefined;
  /** Seat line figures. */
  score(state: S, seat: SeatIndex): number;
  handsWon(state: S, seat: SeatIndex): number;
  /** The rules of a preset as lines for the lobby. */
  rulesSummary(preset: string): Message[];
  presetLabel(preset: string): Message;
  /** The lessons of the rules in force (the running match's, else the preset's); `open` picks one. */
  lessons(state: S | undefined, preset: string, open: string): LessonsPanel;
}

/**
 * How the game looks and reads: its screens, and what it brings along for the texts, the content
 * and the hosts (src/i18n and src/content gather them from the registry): texts, card art, its
 * board item, the tabletop hosts draw.
 */
export interface GamePresentation<S> extends GameScreens<S> {
  /**
   * The game's own texts in every language (its i18n.ts, which also adds the keys to MessageKey);
   * src/i18n/catalogs.ts gathers them from the registry. Table and host texts stay in src/i18n.
   */
  messages: Catalog;
  /** Its card art sets by deck id (src/content/decks.ts looks them up for the hosts). */
  decks: Record<string, DeckArt>;
  /** Pile colours (TablePile.colour, CardZone.colour) as hosts paint them ("#rrggbb"). */
  colours: Record<string, string>;
  /** Its board item (src/content/boards.ts lists every game's). */
  board: BoardDef;
  /** The running match as hosts draw it on the table top (piles, hand sizes, scores). */
  tabletop(state: S): Tabletop;
}

/** One arena run (`game-tables arena`), as src/cli/arena.ts parsed it; the game checks the rest. */
export interface ArenaOptions {
  players: number;
  /** Bot levels: A in seat 0, B in every other seat. */
  a: string;
  b: string;
  /** One of the game's presets (the default first). */
  preset: string;
  matches: number;
  seed: number;
}

/**
 * Whole matches between the game's bots, for `game-tables arena` (src/cli/arena.ts runs them, in
 * several worker processes when asked). Match i of a run depends on the run's seed and i only, and
 * a tally is plain data that adds up, so splitting the work never changes a figure.
 */
export interface GameArena<T> {
  /** What --players, --a and --b are when not given ("": the option is required). */
  players: number;
  a: string;
  b: string;
  /** Why the options do not fit this game (bot levels for the seats), or undefined. */
  check(o: ArenaOptions): string | undefined;
  emptyTally(o: ArenaOptions): T;
  /** Plays matches [from, to) of the run into the tally. */
  play(o: ArenaOptions, from: number, to: number, tally: T): void;
  merge(into: T, tally: T): void;
  /**
   * Moves the host played for a bot: an external bot's failed replies (late, malformed, illegal,
   * missing); built-in bots never fail. Not 0: the arena exits with 1 (docs/bot-protocol.md).
   */
  illegal(tally: T): number;
  /** The report the arena prints as JSON; `seconds` is the run's wall time. */
  report(o: ArenaOptions, tally: T, seconds: number): object;
  /** The report as text lines for a person. */
  format(report: object): string;
  /**
   * Every move and result of matches [0, count) as text lines: Node and LuaJIT must print the
   * same bytes (tools/luajit/games.ts, test/games/determinism.test.ts).
   */
  transcript(o: ArenaOptions, count: number): string[];
}

/** The game's hand records (docs/hand-records.md) for `game-tables replay`, in Node and LuaJIT alike (src/games/records.ts). */
export interface GameRecords {
  /**
   * Records without `version` (version 1) are this game's, said so in errors ("a two-player Gin
   * Rummy record"); one game at most. Others read only records of version 2 that name their kind.
   */
  version1?: string;
  /** One record's result line, or its error line: `value` is the line as parsed (any JSON for version 1), `line` its text. */
  replay(value: Json, line: string): string;
}

/**
 * The rules: how a match is dealt and played, and what each seat may see. Pure functions of plain
 * data (`S` a match, `A` an action, `V` a seat's view): the table, the CLI and bots play by them.
 */
export interface GameRules<S, A, V> {
  minSeats: number;
  maxSeats: number;
  /** Rule presets, the default first. */
  presets: readonly string[];
  /** The preset whose rules a running match follows (the default when none matches). */
  presetOf(state: S): string;
  /** A new match under a preset, from seven secure random words (deal and first dealer). */
  newMatch(preset: string, seats: number, words: readonly number[]): S;
  /** Who is to move, or -1 (between hands, match over). */
  turn(state: S): SeatIndex;
  /**
   * The seats asked in an open reaction window (every seat may answer a card played or a roll:
   * challenge, modify, or pass), empty when the state is no window. While it is not empty the
   * table times the window with one shared timer instead of `turn`'s turn timer, asks every
   * asked bot at once, passes at once for an away seat, and when the timer runs out plays
   * `GameTable.safeMove` (which must pass) for each seat still asked, never counted as a timed-out
   * turn. Each asked seat has legal moves, its safe move among them; a window is over for a seat
   * once it is no longer listed. A move by an asked seat that leaves it out and the other seats as
   * they were continues the window; any other change is a new window (the timer starts again).
   * A move out of turn that the game does not wait for (Uno No Mercy's catch) is no window.
   */
  reacting(state: S): SeatIndex[];
  /** Who deals the running hand. */
  dealer(state: S): SeatIndex;
  /** The finished match's outcome, or undefined while it runs. */
  result(state: S): MatchOutcome | undefined;
  /** The last hand's outcome while the table waits for the next hand, else undefined. */
  handOver(state: S): HandOutcome | undefined;
  /** Deals the next hand after handOver; undefined when there is none to deal. */
  nextHand(state: S): S | undefined;
  /** The running scores, one per seat. */
  scores(state: S): number[];
  /** The seat's legal actions now (empty when it is not to move). */
  legal(state: S, seat: SeatIndex): A[];
  /** The state after a move, or undefined when the move is not legal. Pure. */
  apply(state: S, action: A): S | undefined;
  /** The seat an action is for. */
  actionSeat(action: A): SeatIndex;
  /** What one seat may see (what its bot decides from). */
  seatView(state: S, seat: SeatIndex): V;
}

/**
 * What the table service needs beyond the rules to hold a match (src/tables): the move it makes on
 * a timeout, the moves players press and bots answer, open choices, bot seats, and the stored forms.
 */
export interface GameTable<S, A, V> {
  /** The move the table makes for a seat whose turn timer ran out: always legal. */
  safeMove(state: S, seat: SeatIndex): A;
  /** The action a pressed button id stands for (undefined when the id is no action for the seat now). */
  parseAction(id: string, seat: SeatIndex, state: S): A | undefined;
  /** The legal action an untrusted answer (a bot's) stands for, or undefined. May throw on nonsense. */
  accept(state: S, seat: SeatIndex, answer: unknown): A | undefined;
  /**
   * A pressed move that first asks the viewer one more thing (Gin Rummy: which melds a knock lays
   * down): the choice's id, which the screen then shows; undefined to play the move at once.
   */
  choiceFor(state: S, seat: SeatIndex, action: A): string | undefined;
  /** The button that drops an open choice. */
  cancelChoice: string;
  /** A number that changes with every move: an open choice holds only until the next one. */
  moment(state: S): number;
  /** The bots that take seats (Play alone, stand-ins for the absent). */
  bots: GameBots<V, A>;
  /** The match in table records and on a paused board. */
  codec: GameCodec<S>;
}

/** What only tools use: the CLI (arena, replay) and the benchmarks. */
export interface GameTooling {
  /** Bot against bot, many matches (`game-tables arena --game <kind>`). */
  arena?: GameArena<unknown>;
  /** Its hand records (`game-tables replay`). */
  records?: GameRecords;
}

/**
 * One board game, in slices by who uses them: `rules` (everyone who plays it), `table` (the table
 * service), `presentation` (screens, texts, art: src/screen, src/i18n, src/content, the hosts),
 * `tooling` (the CLI). A consumer takes the slice it uses. The table service holds `S`, `A` and
 * `V` as `unknown` (AnyGame) and never looks inside.
 */
export interface Game<S, A, V> {
  /** The board kind items and records carry ("gin_rummy"). */
  kind: string;
  rules: GameRules<S, A, V>;
  table: GameTable<S, A, V>;
  presentation: GamePresentation<S>;
  tooling: GameTooling;
}

/** A game as the table service holds it: the state, actions and views are opaque. */
export type AnyGame = Game<unknown, unknown, unknown>;
/** The rules alone, for a consumer that needs no more (resigning, seat counts). */
export type AnyRules = GameRules<unknown, unknown, unknown>;
