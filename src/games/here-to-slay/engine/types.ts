/** The state of a Here to Slay match and the actions on it (plain data; rules.ts plays them). */
import type { RngState } from "../../../util/random";
import type { StepVerb } from "./language";

/** A seat's Party: its leader, its Heroes with the Item under each (-1: none), the Monsters it slew. */
export interface Party {
  leader: number;
  heroes: number[];
  items: number[];
  slain: number[];
}

/**
 * leaders: seats pick their Party Leader in turn; play: the match runs; over: someone won (or the
 * turn limit ended it).
 */
export type Phase = "leaders" | "play" | "over";

/**
 * A roll on the table: a Hero's effect, an attack, or a challenge (the player's roll against the
 * challenger's, `vs`). `bonus` is the lasting skills' part, `mods` the Modifiers played so far.
 */
export interface Roll {
  kind: "effect" | "attack" | "challenge";
  seat: number;
  dice: number[];
  bonus: number;
  mods: number;
  /** The Hero rolled, the Monster attacked, or the card challenged. */
  subject: number;
  /** A challenge's challenger and its roll; else -1 and zeros. */
  vsSeat: number;
  vsDice: number[];
  vsBonus: number;
  vsMods: number;
}

/**
 * An open reaction window: after a Hero, Item or Magic card is played (challenge: every other seat
 * may challenge it, the first challenge closes it), after every roll (modify: every seat may play
 * Modifiers, any number; a Modifier played opens the window to all again). `waiting` holds the
 * seats still to answer; the window ends when all have passed.
 */
export interface Window {
  kind: "none" | "challenge" | "modify";
  waiting: boolean[];
}

/**
 * A step waiting for its seat's choice (a card to discard, a Hero to destroy, a player to pull
 * from...), or "roll?": whether to roll the Hero just played at once. `n` counts the choices still
 * owed for this step (discard 2: two picks).
 */
export interface Prompt {
  seat: number;
  verb: StepVerb | "roll?";
  n: number;
  /** The card the step came from (a Hero, a Magic card, a Monster), for the log. */
  source: number;
}

/** A step still to run, for `seat` (the steps of an effect run in order; a choice stops them). */
export interface Task {
  seat: number;
  verb: StepVerb | "roll?";
  n: number;
  source: number;
}

/** The card being played, waiting out its challenge window: its seat and, for an Item, the Hero it goes on. */
export interface Played {
  card: number;
  seat: number;
  target: number;
}

/**
 * A public event for the move log. `a` and `b` are cards or numbers by kind: play (card, target
 * Hero), roll (subject, total), mod (modifier, value), challenge (card challenged), won/lost
 * (challenge outcome: card), slay / fightback / miss (monster, total), pass (-), draw (count),
 * discard/destroy/sacrifice/steal/return/search (card), pull (seat, count), leader (card), win (how: 0 monsters, 1 classes, 2 limit).
 */
export interface HtsEvent {
  seat: number;
  kind: EventKind;
  a: number;
  b: number;
}

export const EVENT_KINDS = [
  "leader", "play", "roll", "mod", "challenge", "won", "lost", "slay", "fightback", "miss", "draw", "discard", "destroy", "sacrifice", "steal", "return", "search", "pull", "protect", "redraw", "end", "win", "item-lost", "effect", "fail", "enter",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_LIMIT = 12;

export interface HtsState {
  seats: number;
  /** Shuffles and dice draw from here (seeded: Node and LuaJIT roll alike). */
  rng: RngState;
  phase: Phase;
  /** Face down; the top is the last card. */
  deck: number[];
  /** Face up; the top is the last card. */
  discard: number[];
  hands: number[][];
  parties: Party[];
  /** The leaders still to pick, while the phase is "leaders". */
  leadersLeft: number[];
  /** The face-up Monsters (up to three) and the face-down Monster deck (top last). */
  monsters: number[];
  monsterDeck: number[];
  /** The seat whose turn it is (the seat picking a leader in that phase). */
  active: number;
  points: number;
  /** The Heroes rolled this turn (once per Hero per turn). */
  used: number[];
  /** The "bonus N" steps' total for the rest of the turn. */
  bonus: number;
  /** Seats whose Heroes are protected until their next turn. */
  protect: boolean[];
  /** The card being played (card -1: none). */
  played: Played;
  window: Window;
  /** The roll on the table (kind "effect" with seat -1: none). */
  roll: Roll;
  prompt: Prompt;
  tasks: Task[];
  /** Whole turns played (the turn limit ends a match that runs too long). */
  turns: number;
  moves: number;
  winner: number;
  events: HtsEvent[];
}

export type HtsVerb = "leader" | "draw" | "play" | "roll" | "attack" | "redraw" | "end" | "pass" | "challenge" | "modify" | "pick";

/**
 * Every action has every field (-1 when unused), so an action reads back alike from a button id
 * or a bot's answer. card: the leader, the card played, the Hero rolled, the Monster attacked, the
 * Challenge or Modifier played, the card (or seat, for pull; -1: skip) picked. target: the Hero an
 * Item goes on; the roll a Modifier changes (0: the player's, 1: the challenger's). option: the
 * Modifier's option.
 */
export interface HtsAction {
  seat: number;
  do: HtsVerb;
  card: number;
  target: number;
  option: number;
}
