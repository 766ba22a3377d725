/**
 * Builds each viewer's screen from the table's state: the frame every game shares (seats, lobby,
 * stakes, rules, tabs, the table's lessons, pause and resign) around the game's own part, which the
 * board's Game builds (src/games/game.ts: GameScreens) from what the viewer's seat may see.
 */
import type { GameScreens, GameView, SeatName } from "../games/game";
import type { MessageKey } from "../i18n/message";
import { msg } from "../i18n/message";
import type { Message } from "../i18n/types";
import { button } from "./button";
import { withTableLessons } from "./lessons";
import { namesLine, totalsLine } from "./lines";
import type { RulesPanel, Screen, SeatLine, StakeLine, StakePanel } from "./model";

export type ScreenPhase = "empty" | "lobby" | "playing" | "paused" | "result";

export interface SeatInput {
  /** Player id ("" when empty or a bot). */
  player: string;
  name: string;
  /** Bot level, or "". */
  bot: string;
  present: boolean;
  ready: boolean;
  offer: StakeLine[];
}

export interface LastMatch {
  winner: number;
  /** score | forfeit | resign | timeout */
  reason: string;
  totals: number[];
  match: unknown;
}

export interface ScreenInput {
  /** The board's part of the screens. */
  game: GameScreens<unknown>;
  /** The board's presets, the default first. */
  presets: readonly string[];
  tableId: string;
  token: string;
  /** The viewer's seat, or -1 for a bystander. */
  viewerSeat: number;
  tab: "game" | "lessons";
  lessonId: string;
  phase: ScreenPhase;
  ownerName: string;
  canEditRules: boolean;
  preset: string;
  /** The seats shown: a running match's (in match order), else the table's. */
  seats: SeatInput[];
  match: unknown;
  /** The running match waits for the next hand. */
  handOver: boolean;
  /** Seconds left on the running turn timer (the window's, while one is open), or -1. */
  timeLeft: number;
  /**
   * The seats (as `seats` orders them) asked in an open reaction window (Game.rules.reacting); its
   * countdown is `timeLeft`. Every viewer, bystanders too, is told a window is open and for how long.
   */
  reacting?: number[];
  /** The viewer already asked for the next hand. */
  nextPressed: boolean;
  last: LastMatch | undefined;
  /** Stakes in escrow for the running (or paused) match. */
  held: StakeLine[][] | undefined;
  /** Most bots Play alone may add (the game's seats less the humans seated; 1 for two-seat games). */
  maxBots?: number;
  /** Per level of botLevels, most bots of it Play alone may add (a level may play fewer players; default maxBots). */
  botsOfLevel?: number[];
  /** The viewer's inventory, for offering stakes. */
  inventory: StakeLine[];
  botLevels: string[];
  stakesVsBots: boolean;
  mailbox: StakeLine[];
  notes: Message[];
  /** The viewer pressed Resign: ask to confirm. */
  confirmResign: boolean;
  /** What resigning would do now (src/tables/flow/resign.ts): the seat that would win, or -1 when the others play on. */
  resignWinner?: number;
  /** The match would end only because no player but bots would be left. */
  resignBotsOnly?: boolean;
  /** The turn timer marked the viewer's seat away while the viewer sat there: offer "I'm back". */
  canComeBack: boolean;
  /** The viewer may end the paused match, the absent being past their grace: offer "End the match". */
  canEnd?: boolean;
  /** The names of the players a paused match waits for (not its bots, nor who sits there already). */
  waitingFor?: string[];
  /** The viewer's open choice for this move (GameScreens.view), or "". */
  choice: string;
}

const BOT_KEYS: Record<string, MessageKey> = {
  easy: "tables.bot.easy",
  simple: "tables.bot.simple",
  normal: "tables.bot.normal",
  hard: "tables.bot.hard",
};

export function botLabel(level: string): Message {
  const key = BOT_KEYS[level];
  return key !== undefined ? msg(key) : msg("tables.bot.other", { level });
}

/**
 * The name of the bot in `seat`, given every seat's bot level ("" for no bot): its level's name,
 * numbered in seat order when more than one bot of that level sits at the table ("Simple bot 2"),
 * so a move log tells them apart. Screens, notes and infotext all name bots through this.
 */
export function botName(levels: readonly string[], seat: number): Message {
  const level = levels[seat];
  let nth = 0;
  let same = 0;
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] !== level) continue;
    same++;
    if (i <= seat) nth++;
  }
  return same > 1 ? msg("tables.bot.numbered", { bot: botLabel(level), n: nth }) : botLabel(level);
}

function botLevels(input: ScreenInput): string[] {
  const out: string[] = [];
  for (const s of input.seats) out.push(s.bot);
  return out;
}

function isEmpty(s: SeatInput): boolean {
  return s.player === "" && s.bot === "";
}

/**
 * Each seat's name (a bot's is its numbered level), worked out once per screen: the seat lines,
 * the game's part and the frame's messages all name seats, and a screen is built after every move.
 */
function seatNames(input: ScreenInput): SeatName[] {
  let levels: string[] | undefined = undefined;
  const out: SeatName[] = [];
  for (let i = 0; i < input.seats.length; i++) {
    const s = input.seats[i];
    if (s.bot === "") out.push(s.name);
    else {
      if (levels === undefined) levels = botLevels(input);
      out.push(botName(levels, i));
    }
  }
  return out;
}

function seatLabel(input: ScreenInput, names: readonly SeatName[], seat: number): Message {
  const s = input.seats[seat];
  if (s.bot !== "") return names[seat] as Message;
  if (s.player === "") return msg("tables.seat.empty");
  return msg("tables.seat.player", { name: s.name });
}

export function buildScreen(input: ScreenInput): Screen {
  const names = seatNames(input);
  const seats: SeatLine[] = [];
  const m = input.match;
  for (let i = 0; i < input.seats.length; i++) {
    const s = input.seats[i];
    seats.push({
      seat: i,
      name: s.bot !== "" ? "" : s.name,
      label: seatLabel(input, names, i),
      bot: s.bot !== "",
      present: s.bot !== "" || (s.player !== "" && s.present),
      score: m !== undefined ? input.game.score(m, i) : input.last !== undefined ? (input.last.totals[i] ?? 0) : 0,
      handsWon: m !== undefined ? input.game.handsWon(m, i) : 0,
      ready: s.ready,
    });
  }
  const screen: Screen = {
    kind: "lobby",
    tableId: input.tableId,
    token: input.token,
    title: input.phase === "empty" ? msg("tables.title.empty", { owner: input.ownerName }) : msg("table.infotext.board", { game: input.game.name, owner: input.ownerName }),
    seat: input.viewerSeat,
    seats,
    messages: input.notes.slice(),
    buttons: [],
  };
  if (input.mailbox.length > 0) {
    screen.mailbox = { items: input.mailbox.slice() };
    screen.buttons.push(button("claim", msg("tables.button.claim"), "primary"));
  }
  if (input.tab === "lessons" && input.phase !== "empty") {
    screen.kind = "lessons";
    screen.lessons = withTableLessons(input.game.lessons(input.match, input.preset, input.lessonId), input.lessonId);
    for (const l of screen.lessons.list) screen.buttons.push(button("lesson." + l.id, l.title));
    screen.buttons.push(button("tab.game", msg("tables.button.game"), "primary"));
    screen.buttons.push(button("close", msg("tables.button.close")));
    return screen;
  }
  if (input.phase === "playing" || input.phase === "paused") gameScreen(input, names, screen);
  else if (input.phase === "lobby" || input.phase === "result") lobbyScreen(input, names, screen);
  if (input.phase !== "empty") screen.buttons.push(button("tab.lessons", msg("tables.button.lessons")));
  screen.buttons.push(button("close", msg("tables.button.close")));
  return screen;
}

function gameScreen(input: ScreenInput, names: readonly SeatName[], screen: Screen): void {
  const seat = input.viewerSeat;
  screen.kind = seat === -1 ? "public" : "game";
  const view = input.game.view(input.match, seat, names, input.phase === "paused", input.timeLeft, input.choice);
  screen.game = view.game;
  if (view.choice !== undefined) screen.choice = view.choice;
  if (view.result !== undefined) {
    screen.kind = seat === -1 ? "public" : "result";
    screen.result = view.result;
  }
  if (input.held !== undefined) screen.stake = stakePanel(input, false);
  if (input.phase === "paused") {
    // Only who must come back is named: a bot never sits, and who is seated already is there.
    const waiting = input.waitingFor ?? [];
    if (waiting.length === 1) screen.messages.push(msg("tables.match.waiting_one", { name: waiting[0] }));
    else if (waiting.length > 1) screen.messages.push(msg("tables.match.waiting_for", { names: namesLine(waiting) }));
    if (seat !== -1 && input.canComeBack) screen.buttons.push(button("back", msg("tables.button.back"), "primary"));
    if (seat !== -1 && input.canEnd === true) screen.buttons.push(button("end", msg("tables.button.end_paused"), "danger"));
    if (seat !== -1) screen.buttons.push(button("stand", msg("tables.button.stand")));
    return;
  }
  if (seat !== -1) playingScreen(input, names, screen, view);
  const reacting = input.reacting ?? [];
  if (reacting.length > 0) {
    // Last, so a host that shows only the newest lines (Luanti: two) shows it.
    const asked: SeatName[] = reacting.map((i) => names[i]);
    screen.messages.push(msg("tables.window.open", { names: namesLine(asked), seconds: Math.max(0, input.timeLeft) }));
  }
}

/** A seated viewer's part of a running match: the resign question, Next, or the game's prompts and moves. */
function playingScreen(input: ScreenInput, names: readonly SeatName[], screen: Screen, view: GameView): void {
  const seat = input.viewerSeat;
  if (input.confirmResign) {
    // The moves wait (the turn timer does not): one answer, then the table as it was.
    // The words say what Play.resign will do (src/tables/flow/resign.ts): the one seat left wins; only
    // bots left: the match ends on the best score; else the viewer leaves and the others play on.
    const winner = input.resignWinner ?? (input.seats.length === 2 ? (seat === 0 ? 1 : 0) : -1);
    if (winner < 0) screen.messages.push(msg("tables.resign.ask_many"));
    else if (input.resignBotsOnly === true) screen.messages.push(msg("tables.resign.ask_bots", { name: names[winner] }));
    else screen.messages.push(msg("tables.resign.ask", { name: names[winner] }));
    screen.buttons.push(button("resign.confirm", msg("tables.button.resign_confirm"), "danger"));
    screen.buttons.push(button("resign.cancel", msg("tables.button.resign_cancel"), "primary"));
    return;
  }
  if (input.handOver) {
    if (!input.nextPressed) screen.buttons.push(button("next", msg("tables.button.next"), "primary"));
  } else {
    // The seat to move is a player who left (its seat kept): the game's "is playing…" would say
    // the opposite of the note above it.
    const turn = view.game !== undefined ? view.game.turn.seat : -1;
    const mover = turn >= 0 && turn !== seat ? input.seats[turn] : undefined;
    if (mover !== undefined && mover.player !== "" && !mover.present) screen.messages.push(msg("tables.turn.away", { name: names[turn] }));
    else for (const line of view.messages) screen.messages.push(line);
    for (const b of view.buttons) screen.buttons.push(b);
  }
  screen.buttons.push(button("resign", msg("tables.button.resign"), "danger"));
}

function stakePanel(input: ScreenInput, editable: boolean): StakePanel {
  const held = input.held;
  const offers: StakeLine[][] = [];
  const confirmed: boolean[] = [];
  for (let i = 0; i < input.seats.length; i++) {
    offers.push(held !== undefined && held[i] !== undefined ? held[i].slice() : input.seats[i].offer.slice());
    confirmed.push(input.seats[i].ready);
  }
  return {
    offers,
    confirmed,
    editable,
    inventory: editable ? input.inventory.slice() : [],
    held: held !== undefined,
  };
}

function rulesPanel(input: ScreenInput): RulesPanel {
  const presets: string[] = [];
  const labels: Message[] = [];
  for (const p of input.presets) {
    presets.push(p);
    labels.push(input.game.presetLabel(p));
  }
  return { preset: input.preset, presets, labels, editable: input.canEditRules, summary: input.game.rulesSummary(input.preset) };
}

function lobbyScreen(input: ScreenInput, names: readonly SeatName[], screen: Screen): void {
  const seat = input.viewerSeat;
  screen.kind = "lobby";
  const last = input.last;
  let alone = seat !== -1;
  for (let i = 0; i < input.seats.length; i++) if (i !== seat && !isEmpty(input.seats[i])) alone = false;
  if (last !== undefined) {
    const lm = last.match;
    const winnerName = names[last.winner];
    // Who lost is named only in a match of two; with more, the winner is the last one left.
    const two = last.totals.length === 2;
    const loser = names[last.winner === 0 ? 1 : 0];
    // A seat the match's end emptied (its player was away) has no name to show: the note of its
    // forfeit already says who left.
    if (winnerName !== "" && (!two || loser !== "")) {
      if (last.reason === "score") screen.messages.push(msg("tables.match.won_scores", { name: winnerName, scores: totalsLine(names, last.totals) }));
      else if (!two && last.reason === "resign" && input.seats[last.winner]?.bot !== "") screen.messages.push(msg("tables.match.bots_left", { name: winnerName }));
      else if (!two) screen.messages.push(msg("tables.match.last_left", { name: winnerName }));
      else if (last.reason === "resign") screen.messages.push(msg("tables.match.resigned", { name: winnerName, loser }));
      else screen.messages.push(msg("tables.match.forfeit", { name: winnerName, loser }));
    }
    // Left alone at the table, the viewer is in the lobby (Play alone, the rules): the result's
    // line above says how it ended.
    if (!alone) {
      screen.kind = seat === -1 ? "public" : "result";
      const result = lm !== undefined ? input.game.finalResult(lm, names, last.winner, last.totals) : undefined;
      if (result !== undefined) screen.result = result;
    }
  }
  screen.rules = rulesPanel(input);
  if (input.canEditRules) {
    for (const p of input.presets) {
      if (p !== input.preset) screen.buttons.push(button("rules." + p, input.game.presetLabel(p)));
    }
  }
  // Bots at the table and no stakes against them: no pot to show (an empty one said otherwise).
  let bots = false;
  let offered = false;
  for (const s of input.seats) {
    if (s.bot !== "") bots = true;
    if (s.offer.length > 0) offered = true;
  }
  const stakesAllowed = !bots || input.stakesVsBots;
  if (seat === -1) {
    if (stakesAllowed || offered) screen.stake = stakePanel(input, false);
    let free = false;
    for (const s of input.seats) if (isEmpty(s)) free = true;
    if (free) screen.messages.push(msg("tables.board.fitted"));
    return;
  }
  const me = input.seats[seat];
  let others = 0;
  let waitFor: SeatInput | undefined = undefined;
  for (let i = 0; i < input.seats.length; i++) {
    const s = input.seats[i];
    if (i === seat || (s.player === "" && s.bot === "")) continue;
    others++;
    if (s.bot === "" && !s.ready && waitFor === undefined) waitFor = s;
  }
  if (stakesAllowed || offered) screen.stake = stakePanel(input, stakesAllowed);
  const maxBots = input.maxBots ?? 1;
  if (others === 0) {
    screen.messages.push(msg("tables.lobby.waiting_opponent"));
    for (let i = 0; i < input.botLevels.length; i++) {
      const level = input.botLevels[i];
      const name = botLabel(level);
      // Where a game seats more, each count is a button of its own, its short label "2 × Simple
      // bot" (a bare "2" said what it starts only in its tooltip).
      const one = button("alone." + level, msg("tables.button.alone", { level: name }), "primary");
      one.short = msg("tables.button.alone_count", { count: 1, level: name });
      screen.buttons.push(one);
      // More bots where the game seats more (alone.<level>.<count>; alone.<level> is one).
      const most = input.botsOfLevel !== undefined ? input.botsOfLevel[i] : maxBots;
      for (let n = 2; n <= most; n++) {
        const more = button("alone." + level + "." + n, msg("tables.button.alone_n", { level: name, count: n }), "primary");
        more.short = msg("tables.button.alone_count", { count: n, level: name });
        screen.buttons.push(more);
      }
    }
  } else if (!me.ready) {
    screen.buttons.push(button(last !== undefined ? "rematch" : "start", msg(last !== undefined ? "tables.button.rematch" : "tables.button.start"), "primary"));
  } else if (waitFor !== undefined) {
    screen.messages.push(msg(last !== undefined ? "tables.lobby.rematch_wait" : "tables.lobby.waiting_ready", { name: waitFor.name }));
  }
  if (stakesAllowed) {
    if (input.inventory.length > 0) screen.buttons.push(button("stake.add", msg("tables.button.stake_add")));
    if (me.offer.length > 0) screen.buttons.push(button("stake.clear", msg("tables.button.stake_clear")));
  }
  screen.buttons.push(button("stand", msg("tables.button.stand")));
}
