/**
 * The host-neutral screen model: what a table looks like to one viewer. A host turns it into a
 * Luanti formspec or a Bedrock form; it never decides anything itself. Cards are engine card
 * numbers (0..51, suit * 13 + rank); text is a message key plus params. Every submission from a
 * screen must echo `token` and one button `action` id; the service ignores anything stale.
 */
import type { Message } from "../i18n/types";

/** A card as the board's game numbers it (Gin Rummy: 0..51, suit * 13 + rank). */
type Card = number;

/** Which main panel the screen shows. */
export type ScreenKind = "lobby" | "game" | "result" | "public" | "lessons" | "mailbox";

export interface Screen {
  kind: ScreenKind;
  tableId: string;
  /** Echo this in the `token` form field; a submission with any other token is ignored. */
  token: string;
  title: Message;
  /** The viewer's seat, or -1 for a bystander. */
  seat: number;
  /** Both seats (names, who is away, scores). */
  seats: SeatLine[];
  /** Lines to show prominently (turn prompts, errors, warnings), newest last. */
  messages: Message[];
  game?: GamePanel;
  result?: ResultPanel;
  stake?: StakePanel;
  rules?: RulesPanel;
  lessons?: LessonsPanel;
  mailbox?: MailboxPanel;
  /** Set while the viewer picks the melds to lay down for a knock. */
  knock?: KnockPanel;
  /** The buttons the viewer may press now, in display order. */
  buttons: Button[];
}

export interface SeatLine {
  seat: number;
  /** Display name ("" for an empty seat or a bot). */
  name: string;
  /** What to show: the name, the bot's level, or "empty seat". */
  label: Message;
  bot: boolean;
  /** Connected and seated. */
  present: boolean;
  score: number;
  handsWon: number;
  /** Ready to start (pressed Start or Rematch). */
  ready: boolean;
}

export type ButtonStyle = "primary" | "normal" | "danger";

/**
 * A button. `action` is a stable id: `take`, `pass`, `stock`, `discard.<card>`, `knock.<card>`
 * (when the hand left can be melded more than one way, it opens the choice of melds instead),
 * `knock.<card>.<n>` (knock laying down option n of the KnockPanel), `knock.back`, `biggin`,
 * `start`, `alone.<level>`, `rematch`, `stand`, `resign` (asks), `resign.confirm`,
 * `resign.cancel`, `back`, `stake.add`, `stake.clear`,
 * `rules.<preset>`, `tab.game`, `tab.lessons`, `lesson.<id>`, `claim`, `close`.
 * `card` is set for card buttons so a host can draw the card itself as the button.
 */
export interface Button {
  action: string;
  label: Message;
  style: ButtonStyle;
  card?: Card;
}

export interface GamePanel {
  /** The viewer's hand in its best melds (empty for bystanders). */
  melds: Card[][];
  deadwoodCards: Card[];
  deadwood: number;
  /** The card just drawn from the stock (highlight it), or -1. */
  justDrawn: Card;
  /** The top of the discard pile, or -1. */
  topDiscard: Card;
  stockCount: number;
  opponentCards: number;
  /** Seat to move. */
  turn: number;
  phase: "firstUpcard" | "draw" | "discard" | "over";
  dealer: number;
  knockLimit: number;
  handNumber: number;
  matchTarget: number;
  /** Seconds left on the turn timer at render time (-1: no timer, e.g. a bot's turn). */
  timeLeft: number;
  /** Recent public events, newest last (at most 8). */
  events: Message[];
}

/** The knocker's choice of melds: each least-deadwood arrangement of the hand after the discard. */
export interface KnockPanel {
  /** The card the knock discards. */
  card: Card;
  deadwood: number;
  /** Display order: the suggested one (the default, from the viewer's cards alone) first. */
  options: KnockOption[];
}

export interface KnockOption {
  /** Pressing `knock.<card>.<index>` lays these melds down. */
  index: number;
  melds: Card[][];
  deadwoodCards: Card[];
  suggested: boolean;
}

export interface ResultPanel {
  /** The last hand's showdown. */
  outcome: string;
  outcomeText: Message;
  hands: [Card[], Card[]];
  melds: [Card[][], Card[][]];
  /** Per seat, the cards its deadwood counts: neither melded nor laid off (they add up to `deadwood`). */
  deadwoodCards: [Card[], Card[]];
  /** Per seat and meld of `melds`, the cards the other seat laid off onto it, in order. */
  laidOn: [Card[][], Card[][]];
  deadwood: [number, number];
  layoffs: { card: Card; onto: Card[] }[];
  points: [number, number];
  scores: [number, number];
  /** Set when the match is over. */
  matchWinner: number;
  totals: [number, number];
}

export interface StakeLine {
  item: string;
  count: number;
  meta?: string;
}

export interface StakePanel {
  /** Each seat's offer. */
  offers: StakeLine[][];
  /** Confirmations (the seat pressed Start with this pot). */
  confirmed: boolean[];
  /** The viewer may change its offer now. */
  editable: boolean;
  /** What the viewer could offer (its inventory), when editable. */
  inventory: StakeLine[];
  /** Stakes are held in escrow for the running match. */
  held: boolean;
}

export interface RulesPanel {
  preset: string;
  presets: string[];
  /** Only the owner (or an operator) may change the rules, and only before the first deal. */
  editable: boolean;
  /** The numbers in force, for display. */
  summary: Message[];
}

export interface LessonsPanel {
  list: { id: string; title: Message }[];
  /** The open lesson, if any. */
  /** `image` is a texture file name (resources/lessons), the same in both hosts' packs. */
  open?: { id: string; title: Message; body: Message[]; image: string };
}

export interface MailboxPanel {
  items: StakeLine[];
}
