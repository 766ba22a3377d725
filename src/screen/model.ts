/**
 * The host-neutral screen model: what a table looks like to one viewer. A host turns it into a
 * Luanti formspec or a Bedrock form; it never decides anything itself. The game's part is made of
 * the parts in parts.ts (card zones, counters, turn marker, events); text is a message key plus params. Every submission from a
 * screen must echo `token` and one button `action` id; the service ignores anything stale.
 */
import type { Message } from "../i18n/types";
import type { ChoicePart, ResultPart, TablePart } from "./parts";

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
  /** Every seat (names, who is away, scores). */
  seats: SeatLine[];
  /**
   * Lines to show prominently (turn prompts, errors, warnings), newest last; while a reaction
   * window is open the last says so, with its seconds left, on every viewer's screen.
   */
  messages: Message[];
  /** The running match (the game's parts). */
  game?: TablePart;
  /** The last hand's or match's showdown. */
  result?: ResultPart;
  stake?: StakePanel;
  rules?: RulesPanel;
  lessons?: LessonsPanel;
  mailbox?: MailboxPanel;
  /** Set while the viewer answers an open choice (e.g. which cards a move lays down). */
  choice?: ChoicePart;
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
 * A button. `action` is a stable id: the table's own (`start`, `alone.<level>[.<count>]`,
 * `rematch`, `next`, `stand`, `resign` (asks), `resign.confirm`, `resign.cancel`, `back`,
 * `end` (a match paused for the absent),
 * `stake.add`, `stake.clear`, `rules.<preset>`, `tab.game`, `tab.lessons`, `lesson.<id>`, `claim`,
 * `close`; src/tables/flow/screen-actions.ts), or the game's own, which it reads back (Game.table.parseAction,
 * Game.table.cancelChoice).
 * `card` is set for card buttons (a face of `deck`) so a host can draw the card itself as the
 * button; `short` is a compact label for a tight spot ("Knock 7♥"), the full label its tooltip.
 */
export interface Button {
  action: string;
  label: Message;
  style: ButtonStyle;
  card?: number;
  deck?: string;
  short?: Message;
}

export interface StakeLine {
  item: string;
  count: number;
  meta?: string;
}

export interface StakePanel {
  /** Each seat's offer, one per seat. */
  offers: StakeLine[][];
  /** Confirmations (the seat pressed Start with this pot), one per seat. */
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
  /** Each preset's name, as `presets` orders them. */
  labels: Message[];
  /** Only the owner (or an operator) may change the rules, and only before the first deal. */
  editable: boolean;
  /** The numbers in force, for display. */
  summary: Message[];
}

export interface LessonsPanel {
  /** Every page; `image` is its illustration's texture file (a host that shows pictures in the list). */
  list: { id: string; title: Message; image?: string }[];
  /** The open lesson, if any; `image` is a texture file name (resources/lessons), the same in every host's pack. */
  open?: { id: string; title: Message; body: Message[]; image: string };
}

export interface MailboxPanel {
  items: StakeLine[];
}
