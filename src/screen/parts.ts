/**
 * The parts a game's screen is made of. A game composes its panel, its open choice and its
 * showdown from these; every host draws each part one way, for any game and any number of seats
 * (src/screen/model.ts frames them with seats, stakes and buttons). A host never asks which game
 * it draws: cards are faces of a named deck (src/content/decks.ts), figures are ready-made messages.
 */
import type { Message } from "../i18n/types";

/** One card as a zone shows it. */
export interface CardFace {
  /** The face in the zone's deck (a number the deck's art knows: src/content/decks.ts). */
  face: number;
  /** Drawn raised (the card just drawn, a card laid off, a pile top one may take). */
  highlight?: boolean;
  /** What pressing the card does: a Button with this action is on the screen. */
  action?: string;
  /** A second move with this card (e.g. end the hand with it): marked under the card, its button beside the zone. */
  alt?: string;
  /** On the viewer's turn, why this card cannot be played now: drawn dimmed, the reason as its tooltip. */
  blocked?: Message;
}

/** "set": cards that belong together (a meld, a run); "loose": cards that count against the seat. */
export type GroupTone = "plain" | "set" | "loose";

export interface CardGroup {
  cards: CardFace[];
  tone: GroupTone;
  /** A figure over the group ("Deadwood: 13"); text hosts print it before the cards. */
  label?: Message;
}

/**
 * hand: a seat's cards, fanned (face-up groups for the viewer, backs for the others); pile: cards
 * on the table, the top face over a count of the cards beneath; row: a line of small groups (the
 * melds of a choice or of a showdown).
 */
export type ZoneLayout = "hand" | "pile" | "row";

export interface CardZone {
  /** Stable within the screen ("hand", "stock", "discard", "hand.2"). */
  id: string;
  /** The card art set the faces belong to (src/content/decks.ts). */
  deck: string;
  layout: ZoneLayout;
  /** The seat it belongs to, or -1 for the table's. */
  seat: number;
  /** Face-up cards, in groups; a pile's top card is its last group's last card. */
  groups: CardGroup[];
  /** Face-down cards besides the faces: another seat's hand, the stock. */
  hidden: number;
  /** A figure beside the zone ("Stock: 31", "Opponent holds 10"). */
  label?: Message;
  /** Pressing the pile (its back) does this: a Button with this action is on the screen. */
  action?: string;
  /** A colour the pile stands for now (a colour id of src/content/decks.ts: COLOURS), or "". */
  colour?: string;
}

/** A figure with its words ("Knock at 10 or less"); `value` is the number for tests and text hosts. */
export interface Counter {
  id: string;
  text: Message;
  value: number;
  /** The seat it is about, or -1. */
  seat: number;
  tone?: "good" | "bad" | "note";
  /** Cards the figure names (laid off, ...): hosts list them in their own words after the text. */
  cards?: { deck: string; faces: number[] };
}

export interface TurnMarker {
  /** Seat to move, or -1 (no one: between hands, match over). */
  seat: number;
  /** Seconds left on the turn timer at render time, or -1 (no timer, e.g. a bot's turn). */
  timeLeft: number;
  /** The direction of play: 1 (seat order), -1 (reversed), 0 (not shown). */
  direction: number;
}

/** The running match as the viewer sees it. */
export interface TablePart {
  /** The viewer's hand, the other seats' hands, the piles, in any order (hosts place them by layout and seat). */
  zones: CardZone[];
  /** Figures that belong to no zone (knock limit, hand number, match target). */
  counters: Counter[];
  turn: TurnMarker;
  /** Recent public events, newest first (at most 8). */
  events: Message[];
  /** Buttons (by action id) drawn beside the piles rather than in the action bar (e.g. pass the upcard). */
  controls: string[];
}

/** An open choice between arrangements of cards: one row per option, pressed by the row's `action`. */
export interface ChoicePart {
  rows: CardZone[];
}

/** One seat's line in a showdown. */
export interface ResultSeat {
  seat: number;
  /** The seat's cards as shown (groups; highlighted cards were laid onto them by others). */
  zone: CardZone;
  /** Figures after the seat's name (deadwood, the cards it laid off). */
  notes: Counter[];
  /** Points the seat scored this hand. */
  points: number;
}

/** The end of a hand (or match): who did what, and the cards. */
export interface ResultPart {
  /** What happened ("Ann knocks and scores 17"). */
  headline: Message;
  /** How the hand ended (the game's own word: "out", "dead", ...). */
  outcome: string;
  seats: ResultSeat[];
  /** Lines under the seats (the match score, the match winner). */
  lines: Message[];
  /** The match winner's seat once the match is over, else -1. */
  winner: number;
}
