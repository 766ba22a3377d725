/**
 * How a turn moves on: rolls and their Modifier windows, played cards and their challenge windows,
 * what a roll decides (a Hero's effect, a slain Monster or its fight-back, a challenge), turns
 * starting and ending, and the wins. `settle` runs waiting steps until someone must choose.
 */
import { CARDS } from "./deck";
import { promptOptions, runNext, runTask, runTrigger } from "./effects";
import { classCount, findHero, itemSkills, seatSkills } from "./party";
import { log, noPrompt, noRoll, rollDice, rollTotal } from "./state";
import type { HtsState } from "./types";

export const START_POINTS = 3;
/** Whole turns after which a match ends by the count of slain Monsters (a safety net: real games end long before). */
export const TURN_LIMIT = 400;

function noneWaiting(s: HtsState): boolean[] {
  const w: boolean[] = [];
  for (let seat = 0; seat < s.seats; seat++) w.push(false);
  return w;
}

function allWaiting(s: HtsState, except: number): boolean[] {
  const w: boolean[] = [];
  for (let seat = 0; seat < s.seats; seat++) w.push(seat !== except);
  return w;
}

/** Rolls for the seat and opens the Modifier window to every seat. */
export function startRoll(s: HtsState, kind: "effect" | "attack", seat: number, subject: number): void {
  const k = seatSkills(s, seat);
  let bonus = seat === s.active ? s.bonus : 0;
  if (kind === "attack") bonus += k.attack;
  else {
    bonus += k.effect;
    const at = findHero(s, subject);
    const it = at.seat >= 0 ? itemSkills(s.parties[at.seat], at.index) : undefined;
    if (it !== undefined) bonus += it.roll;
  }
  const roll = noRoll();
  roll.kind = kind;
  roll.seat = seat;
  roll.dice = rollDice(s);
  roll.bonus = bonus;
  roll.subject = subject;
  s.roll = roll;
  log(s, seat, "roll", subject, rollTotal(roll.dice, bonus, 0));
  s.window = { kind: "modify", waiting: allWaiting(s, -1) };
}

/** The card just played meets its challenge window (every other seat may challenge it). */
export function openChallenge(s: HtsState, card: number, seat: number, target: number): void {
  s.played = { card, seat, target };
  s.window = { kind: "challenge", waiting: allWaiting(s, seat) };
}

/** A Challenge card against the played card: both roll, then the Modifier window. */
export function startChallenge(s: HtsState, challenger: number): void {
  const roll = noRoll();
  roll.kind = "challenge";
  roll.seat = s.played.seat;
  roll.dice = rollDice(s);
  roll.bonus = seatSkills(s, s.played.seat).challenge;
  roll.subject = s.played.card;
  roll.vsSeat = challenger;
  roll.vsDice = rollDice(s);
  roll.vsBonus = seatSkills(s, challenger).challenge;
  s.roll = roll;
  log(s, challenger, "challenge", s.played.card, 0);
  s.window = { kind: "modify", waiting: allWaiting(s, -1) };
}

function win(s: HtsState, seat: number, how: number): void {
  s.phase = "over";
  s.winner = seat;
  s.window = { kind: "none", waiting: noneWaiting(s) };
  s.prompt = noPrompt();
  s.tasks = [];
  s.played = { card: -1, seat: -1, target: -1 };
  log(s, seat, "win", how, 0);
}

/** The played card takes effect: a Hero joins the Party (and may roll at once), an Item goes on its Hero, a Magic card resolves. */
function resolvePlayed(s: HtsState): void {
  const p = s.played;
  s.played = { card: -1, seat: -1, target: -1 };
  const def = CARDS[p.card];
  if (def.kind === "hero") {
    s.parties[p.seat].heroes.push(p.card);
    s.parties[p.seat].items.push(-1);
    log(s, p.seat, "enter", p.card, 0);
    s.tasks.push({ seat: p.seat, verb: "roll?", n: 1, source: p.card });
  } else if (def.kind === "item" || def.kind === "cursed") {
    const at = findHero(s, p.target);
    if (at.seat >= 0 && s.parties[at.seat].items[at.index] < 0) {
      s.parties[at.seat].items[at.index] = p.card;
      log(s, p.seat, "enter", p.card, p.target);
    } else s.discard.push(p.card);
  } else {
    s.discard.push(p.card);
    log(s, p.seat, "effect", p.card, 0);
    runNext(s, p.seat, def.steps, p.card);
    runTrigger(s, p.seat, "magic");
  }
}

function resolveRoll(s: HtsState): void {
  const r = s.roll;
  s.roll = noRoll();
  const total = rollTotal(r.dice, r.bonus, r.mods);
  if (r.kind === "challenge") {
    const vs = rollTotal(r.vsDice, r.vsBonus, r.vsMods);
    // The challenger wins ties.
    if (vs >= total) {
      log(s, r.vsSeat, "won", s.played.card, vs);
      s.discard.push(s.played.card);
      s.played = { card: -1, seat: -1, target: -1 };
    } else {
      log(s, r.seat, "lost", s.played.card, total);
      resolvePlayed(s);
    }
    return;
  }
  if (r.kind === "effect") {
    const def = CARDS[r.subject];
    const at = findHero(s, r.subject);
    if (total >= def.need && at.seat === r.seat) {
      log(s, r.seat, "effect", r.subject, total);
      runNext(s, r.seat, def.steps, r.subject);
    } else log(s, r.seat, "fail", r.subject, total);
    return;
  }
  const m = CARDS[r.subject];
  if (total >= m.slay) {
    s.monsters.splice(s.monsters.indexOf(r.subject), 1);
    s.parties[r.seat].slain.push(r.subject);
    log(s, r.seat, "slay", r.subject, total);
    if (s.monsterDeck.length > 0) s.monsters.push(s.monsterDeck.pop() as number);
    if (s.parties[r.seat].slain.length >= 3) {
      win(s, r.seat, 0);
      return;
    }
    runTrigger(s, r.seat, "slay");
  } else if (total <= m.fightBack) {
    log(s, r.seat, "fightback", r.subject, total);
    runNext(s, r.seat, m.steps, r.subject);
  } else log(s, r.seat, "miss", r.subject, total);
}

/** Every seat has passed: the window closes and what waited on it happens. */
export function closeWindow(s: HtsState): void {
  const kind = s.window.kind;
  s.window = { kind: "none", waiting: noneWaiting(s) };
  if (kind === "challenge") resolvePlayed(s);
  else resolveRoll(s);
}

export function startTurn(s: HtsState, seat: number): void {
  s.active = seat;
  s.points = START_POINTS + seatSkills(s, seat).points;
  s.used = [];
  s.bonus = 0;
  s.protect[seat] = false;
  const draw = seatSkills(s, seat).turnDraw;
  if (draw > 0) s.tasks.push({ seat, verb: "draw", n: draw, source: s.parties[seat].leader });
}

/** The most Monsters slain wins a match the turn limit ends; a tie is no one's. */
function limitWinner(s: HtsState): number {
  let best = -1;
  let tie = false;
  for (let seat = 0; seat < s.seats; seat++) {
    const n = s.parties[seat].slain.length;
    if (best < 0 || n > s.parties[best].slain.length) {
      best = seat;
      tie = false;
    } else if (n === s.parties[best].slain.length) tie = true;
  }
  return tie ? -1 : best;
}

export function endTurn(s: HtsState): void {
  const seat = s.active;
  log(s, seat, "end", 0, 0);
  if (classCount(s.parties[seat]) >= 6) {
    win(s, seat, 1);
    return;
  }
  s.turns++;
  if (s.turns >= TURN_LIMIT) {
    win(s, limitWinner(s), 2);
    return;
  }
  startTurn(s, (seat + 1) % s.seats);
}

/** The "roll?" prompt's options: the Hero just played, or -1 (not now). */
export function rollOptions(s: HtsState): number[] {
  return [s.prompt.source, -1];
}

/** Options of the open prompt, whichever it is. */
export function pickOptions(s: HtsState): number[] {
  return s.prompt.verb === "roll?" ? rollOptions(s) : promptOptions(s);
}

/** Runs waiting steps and ends a turn without points, until a seat must choose or the match is over. */
export function settle(s: HtsState): void {
  for (;;) {
    if (s.phase !== "play" || s.window.kind !== "none" || s.prompt.seat >= 0) return;
    if (s.tasks.length > 0) {
      const t = s.tasks.shift()!;
      if (t.verb === "roll?") {
        // Only a Hero still in its Party may roll.
        if (findHero(s, t.source).seat === t.seat) s.prompt = { seat: t.seat, verb: "roll?", n: 1, source: t.source };
      } else runTask(s, t);
      continue;
    }
    if (s.points <= 0) {
      endTurn(s);
      continue;
    }
    return;
  }
}

