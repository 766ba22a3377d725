/**
 * Play: moves, turn timers, reaction windows, the next deal, bots at the table, and the one way a
 * match ends. Seats here are table seats; the game numbers the match's seats 0..n-1 (LiveMatch.at maps them).
 */
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import { rngFromWords } from "../../util/random";
import { createSafely, decideSafely } from "./bot-calls";
import type { Live, TableContext } from "../context";
import { fill, REFUSE } from "../context";
import type { EndReason, LiveMatch, TableRecord } from "../persistence/records";
import { emptySeat } from "../persistence/records";
import { resignOutcome } from "./resign";
import { windowSeats } from "./window";
import type { TableScreens } from "./screens";
import { refundStakes, settleStakes } from "../items/stakes";
import type { Outcome, Seat } from "../types";


export class Play {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
  ) {}

  /** `a` is the game's action for table seat `seat` (parsed from the seat's button). */
  move(live: Live, seat: Seat, a: unknown): Outcome {
    const m = live.rec.match as LiveMatch;
    if (m.paused) return REFUSE(msg("tables.error.illegal"));
    const game = this.ctx.game(live.rec);
    if (game.rules.actionSeat(a) !== this.ctx.matchSeat(live.rec, seat)) return REFUSE(msg("tables.error.illegal"));
    const turn = game.rules.turn(m.state);
    const next = game.rules.apply(m.state, a);
    if (next === undefined) return REFUSE(msg("tables.error.illegal"));
    m.state = next;
    // A move of one's own: the player is at the table.
    live.timeouts[seat] = 0;
    this.afterMove(live, turn, game.rules.actionSeat(a));
    return { ok: true };
  }

  /**
   * After any move. `turn` is the match seat that was to move before it: a move out of turn (a
   * catch of a missed call) that leaves the same seat to move leaves its timer (or its bot's delay)
   * running. `publish` false: the caller saves and refreshes once after several moves (a window's answers).
   */
  private afterMove(live: Live, turn: number, mover: number, publish = true): void {
    const m = live.rec.match as LiveMatch;
    // Lines that greet a moment ("A new match begins…", "bob is back.") are old news once play
    // goes on: they stayed on top of the screen for the whole hand.
    if (live.notes.length > 0) live.notes = live.notes.filter((n) => !PASSING_NOTES.has(n.key));
    const game = this.ctx.game(live.rec);
    const result = game.rules.result(m.state);
    if (result !== undefined) {
      this.endMatch(live, winnerIn(m, result.winner, result.totals), "score");
      return;
    }
    const hand = game.rules.handOver(m.state);
    const asked = hand === undefined ? this.asked(live) : [];
    if (hand !== undefined) {
      m.handOverAt = this.ctx.ports.clock.now();
      m.deadline = -1;
      live.asked = [];
      live.next = fill(live.rec.seats.length, false);
      const at = this.ctx.tableSeat(live.rec, hand.winner);
      if (at >= 0) this.ctx.note(live, msg("tables.hand.won", { name: this.ctx.seatName(live.rec, at), points: hand.points }));
    } else if (asked.length > 0) {
      // An answer that only takes its seat out of the window leaves the window's timer running.
      if (sameWindow(live.asked, asked, mover)) live.asked = asked;
      else this.armWindow(live, asked);
    } else if (live.asked.length > 0 || mover === turn || game.rules.turn(m.state) !== turn) this.armTurn(live);
    // A window's bots are asked by the window (Timers.tickWindow), not as moves out of turn.
    live.offDue = asked.length === 0 && this.offTurnBots(live).length > 0 ? this.ctx.ports.clock.now() + this.ctx.config.botDelayMs : -1;
    if (!publish) return;
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /** Whether the table seat is played by a bot: a bot's seat, a stand-in, or a seat that forfeited. */
  automatic(rec: TableRecord, seat: Seat): boolean {
    const s = rec.seats[seat];
    if (s.bot !== "" || s.sub !== "") return true;
    const m = rec.match;
    const ms = this.ctx.matchSeat(rec, seat);
    return m !== undefined && ms >= 0 && m.out[ms];
  }

  /** Starts the timer (or the bot's delay) for the seat to move, or the window's timer while a window is open. */
  armTurn(live: Live): void {
    const m = live.rec.match;
    if (m === undefined) return;
    const now = this.ctx.ports.clock.now();
    live.warned = 0;
    const asked = this.asked(live);
    if (asked.length > 0) {
      this.armWindow(live, asked);
      return;
    }
    live.asked = [];
    const turn = this.ctx.tableSeat(live.rec, this.ctx.game(live.rec).rules.turn(m.state));
    if (turn < 0) {
      m.deadline = -1;
      return;
    }
    if (this.automatic(live.rec, turn)) {
      m.deadline = -1;
      live.botDue = now + this.ctx.config.botDelayMs;
    } else m.deadline = now + this.ctx.config.turnSeconds * 1000;
  }

  /**
   * The match seats asked in the open reaction window (Game.rules.reacting), in the game's order;
   * empty when there is none (no match, a hand over).
   */
  asked(live: Live): number[] {
    return windowSeats(this.ctx.game(live.rec), live.rec);
  }

  /**
   * Opens a window's one shared timer (reactionSeconds), whoever the game names to move: no turn
   * timer runs meanwhile. Its bots are all asked one bot delay from now (Timers.tickWindow).
   */
  private armWindow(live: Live, asked: number[]): void {
    const m = live.rec.match as LiveMatch;
    const now = this.ctx.ports.clock.now();
    live.asked = asked;
    live.windows++;
    live.warned = 0;
    m.deadline = now + this.ctx.config.reactionSeconds * 1000;
    live.botDue = now + this.ctx.config.botDelayMs;
  }

  /**
   * Answers the open window for the match seats `seats` still asked in it, in order: a bot's
   * answer when `bots` and the seat has one (judged like any bot's, the safe move when it fails),
   * else the game's safe move (a pass). Never a timed-out turn: no timeout is counted and nothing
   * is forfeited. Stops when the match ends or a move opens a new window (its seats are asked
   * afresh, its bots after a new bot delay). `told`: the players the timer passed for are told.
   */
  answerWindow(live: Live, seats: readonly number[], bots: boolean, told: boolean): void {
    const m = live.rec.match as LiveMatch;
    const game = this.ctx.game(live.rec);
    if (bots && seats.some((ms) => !m.out[ms] && live.bots[m.at[ms]] === undefined)) this.makeBots(live);
    const opened = live.windows;
    let moved = false;
    for (const ms of seats) {
      if (live.rec.match !== m || m.paused || live.windows !== opened) break;
      if (this.asked(live).indexOf(ms) < 0) continue;
      const seat = m.at[ms];
      const bot = bots && !m.out[ms] ? live.bots[seat] : undefined;
      const a = bot !== undefined ? decideSafely(game, bot, m.state, ms) : undefined;
      let next = a !== undefined && game.rules.actionSeat(a) === ms ? game.rules.apply(m.state, a) : undefined;
      if (next === undefined) next = game.rules.apply(m.state, game.table.safeMove(m.state, ms));
      if (next === undefined) continue;
      const turn = game.rules.turn(m.state);
      m.state = next;
      const player = live.rec.seats[seat].player;
      if (told && bot === undefined && player !== "" && !this.automatic(live.rec, seat)) this.ctx.ports.messages.tell(player, msg("tables.window.passed"));
      // One write and one screen for all the answers (a match that ended has had its own).
      this.afterMove(live, turn, ms, false);
      moved = true;
    }
    if (moved && live.rec.match === m) {
      this.ctx.save(live);
      this.screens.refresh(live);
    }
  }

  /** After a restart: a running timer starts afresh, the window's timer for an open window (recovery). */
  restartTimer(live: Live): void {
    const m = live.rec.match;
    if (m === undefined || m.deadline < 0) return;
    const asked = this.asked(live);
    live.asked = asked;
    m.deadline = this.ctx.ports.clock.now() + (asked.length > 0 ? this.ctx.config.reactionSeconds : this.ctx.config.turnSeconds) * 1000;
  }

  maybeNextHand(live: Live, timedOut: boolean): void {
    const rec = live.rec;
    const m = rec.match;
    const game = this.ctx.game(rec);
    if (m === undefined || game.rules.handOver(m.state) === undefined || game.rules.result(m.state) !== undefined) return;
    if (!timedOut) {
      for (const seat of m.at) if (!this.automatic(rec, seat) && !live.next[seat]) {
        this.screens.refresh(live);
        return;
      }
    }
    const next = game.rules.nextHand(m.state);
    if (next === undefined) return;
    m.state = next;
    m.handOverAt = -1;
    // "… wins the hand" belongs to the hand just over: it stayed on top through the next one.
    if (live.notes.length > 0) live.notes = live.notes.filter((n) => n.key !== "tables.hand.won");
    live.next = fill(rec.seats.length, false);
    this.armTurn(live);
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /**
   * The one way a match ends (`winner`: a match seat). The table record with the result is the
   * commit point: written before the pot moves, so start-up finishes a payout the crash
   * interrupted and never pays twice.
   */
  endMatch(live: Live, winner: number, reason: EndReason): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    const game = this.ctx.game(rec);
    const result = game.rules.result(m.state);
    const totals = (result !== undefined ? result.totals : game.rules.scores(m.state)).slice(0, m.at.length);
    rec.last = { matchId: m.id, winner, reason, totals, at: m.at.slice(), match: m.state, off: false };
    rec.match = undefined;
    live.bots = fill(rec.seats.length, undefined);
    this.clearSeatsAfterMatch(rec);
    this.ctx.save(live);
    settleStakes(this.ctx, m, winner, reason);
    this.screens.refresh(live);
  }

  /**
   * The match ends with no winner and every stake goes back to its owner (an operator's abort,
   * the players who stayed ending a match paused for the absent). The table record without the
   * match is written first: a crash before the refund refunds at start-up (no table shows it).
   */
  callOff(live: Live, note: Message): void {
    const rec = live.rec;
    const m = rec.match as LiveMatch;
    rec.match = undefined;
    live.bots = fill(rec.seats.length, undefined);
    this.clearSeatsAfterMatch(rec);
    this.ctx.save(live);
    this.ctx.tellSeats(m.reserved, note);
    if (m.escrow) refundStakes(this.ctx, m.id);
    this.screens.refresh(live);
  }

  clearSeatsAfterMatch(rec: TableRecord): void {
    for (let seat = 0; seat < rec.seats.length; seat++) {
      const s = rec.seats[seat];
      s.ready = false;
      s.offer = [];
      s.sub = "";
      if (s.player !== "" && (s.away >= 0 || !this.ctx.ports.players.isOnline(s.player))) {
        rec.seats[seat] = emptySeat();
      }
    }
  }

  /**
   * A seated player resigned (table seat). In a match of two the other seat wins; with more, the
   * seat leaves the match (its stake stays in the pot) and the others play on, until one is left
   * or only bots are (resign.ts: the confirmation says the same).
   */
  resign(live: Live, seat: Seat): void {
    const m = live.rec.match as LiveMatch;
    const ms = this.ctx.matchSeat(live.rec, seat);
    if (ms < 0) return;
    const outcome = resignOutcome(live.rec, this.ctx.game(live.rec).rules, ms);
    if (outcome.winner >= 0) {
      this.endMatch(live, outcome.winner, "resign");
      return;
    }
    m.out[ms] = true;
    if (this.ctx.tableSeat(live.rec, this.ctx.game(live.rec).rules.turn(m.state)) === seat) this.armTurn(live);
    this.ctx.save(live);
    this.screens.refresh(live);
  }

  /** The match seat that wins when `seat` (a match seat) is out of a match of two: the other. */
  otherSeat(m: LiveMatch, seat: number): number {
    for (let i = 0; i < m.at.length; i++) if (i !== seat && !m.out[i]) return i;
    return seat === 0 ? 1 : 0;
  }

  /**
   * The turn timer ran out: forfeit, or the safe move in the player's place. True when that ended
   * the config's awayAfterTimeouts-th turn in a row the timer played: the caller treats the seat as away.
   */
  timeout(live: Live, seat: Seat): boolean {
    const m = live.rec.match as LiveMatch;
    const ms = this.ctx.matchSeat(live.rec, seat);
    if (this.ctx.config.onTimeout === "forfeit") {
      this.endMatch(live, this.otherSeat(m, ms), "timeout");
      return false;
    }
    const game = this.ctx.game(live.rec);
    const a = game.table.safeMove(m.state, ms);
    this.ctx.ports.messages.tell(live.rec.seats[seat].player, msg("tables.turn.auto"));
    const next = game.rules.apply(m.state, a);
    if (next === undefined) return false;
    m.state = next;
    // Counted per turn the timer finished for the player (a draw it made still leaves the discard).
    if (game.rules.turn(m.state) !== ms) live.timeouts[seat]++;
    this.afterMove(live, ms, ms);
    const limit = this.ctx.config.awayAfterTimeouts;
    return limit > 0 && live.timeouts[seat] >= limit && live.rec.match === m;
  }

  /**
   * A bot's move (a bot's seat, a stand-in for an absent player, or the safe move for a seat that
   * forfeited), checked like a human's; a bot that throws or answers nonsense gets the safe move.
   */
  botMove(live: Live, seat: Seat): void {
    const m = live.rec.match as LiveMatch;
    const ms = this.ctx.matchSeat(live.rec, seat);
    let bot = live.bots[seat];
    if (bot === undefined) {
      this.makeBots(live);
      bot = live.bots[seat];
    }
    const game = this.ctx.game(live.rec);
    let a: unknown = undefined;
    if (bot !== undefined && !m.out[ms]) a = decideSafely(game, bot, m.state, ms);
    let next = a !== undefined && game.rules.actionSeat(a) === ms ? game.rules.apply(m.state, a) : undefined;
    if (next === undefined) next = game.rules.apply(m.state, game.table.safeMove(m.state, ms));
    if (next === undefined) return;
    m.state = next;
    this.afterMove(live, ms, ms);
  }

  /**
   * The match seats played automatically that have a legal action while another seat is to move
   * (a catch of a missed call), in match order: their bots are asked once the bot delay has passed.
   */
  private offTurnBots(live: Live): number[] {
    const rec = live.rec;
    const m = rec.match;
    const out: number[] = [];
    if (m === undefined || m.paused) return out;
    const game = this.ctx.game(rec);
    const turn = game.rules.turn(m.state);
    if (turn < 0) return out;
    for (let ms = 0; ms < m.at.length; ms++) {
      if (ms === turn || m.out[ms] || !this.automatic(rec, m.at[ms])) continue;
      if (game.rules.legal(m.state, ms).length > 0) out.push(ms);
    }
    return out;
  }

  /**
   * Asks the bots of off-turn seats with a legal action (offTurnBots) for a move out of turn; the
   * first legal answer is played. A bot may decline (any answer that is not legal): nothing is
   * played for it, no safe move, and it is asked again only after the next move. The timer of
   * the seat to move keeps running (afterMove).
   */
  offTurnMove(live: Live): void {
    live.offDue = -1;
    const m = live.rec.match as LiveMatch;
    const game = this.ctx.game(live.rec);
    const seats = this.offTurnBots(live);
    if (seats.length === 0) return;
    if (seats.some((ms) => live.bots[m.at[ms]] === undefined)) this.makeBots(live);
    const turn = game.rules.turn(m.state);
    for (const ms of seats) {
      const bot = live.bots[m.at[ms]];
      if (bot === undefined) continue;
      const a = decideSafely(game, bot, m.state, ms);
      if (a === undefined || game.rules.actionSeat(a) !== ms) continue;
      const next = game.rules.apply(m.state, a);
      if (next === undefined) continue;
      m.state = next;
      this.afterMove(live, turn, ms);
      return;
    }
  }

  makeBots(live: Live): void {
    const rec = live.rec;
    for (let seat = 0; seat < rec.seats.length; seat++) {
      const level = rec.seats[seat].bot !== "" ? rec.seats[seat].bot : rec.seats[seat].sub;
      if (level === "" || live.bots[seat] !== undefined) continue;
      // Each bot gets its own secure stream: its choices cannot be predicted from the deal.
      const w = this.ctx.ports.random.words(4);
      const made = createSafely(this.ctx.bots(rec), level, rngFromWords(w[0], w[1], w[2], w[3]));
      live.bots[seat] = made;
    }
    live.botDue = this.ctx.ports.clock.now() + this.ctx.config.botDelayMs;
  }
}

/**
 * Whether `now` (the seats asked after `mover`'s move) is the window `before` still open: the mover
 * answered and left it, every other seat as it was. Anything else is a new window (a Modifier
 * played asks every seat again).
 */
function sameWindow(before: readonly number[], now: readonly number[], mover: number): boolean {
  if (before.indexOf(mover) < 0 || now.indexOf(mover) >= 0 || now.length !== before.length - 1) return false;
  for (const ms of now) if (before.indexOf(ms) < 0) return false;
  return true;
}

/** Notes a move makes old news (afterMove). */
const PASSING_NOTES = new Set<string>(["tables.match.started", "tables.back", "tables.match.resumed"]);

/**
 * The match seat that takes a finished match: the game's winner, unless that seat forfeited
 * (the forfeit absent policy), then the seat still in with the highest total (the first on a tie).
 */
function winnerIn(m: LiveMatch, winner: number, totals: readonly number[]): number {
  if (winner >= 0 && winner < m.out.length && !m.out[winner]) return winner;
  let best = -1;
  for (let i = 0; i < m.at.length; i++) {
    if (m.out[i]) continue;
    if (best < 0 || (totals[i] ?? 0) > (totals[best] ?? 0)) best = i;
  }
  return best >= 0 ? best : winner;
}
