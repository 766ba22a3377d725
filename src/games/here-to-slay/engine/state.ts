/** Small pieces every part of the engine uses: copying a state, the log, drawing, dice. */
import { cloneRng, randomInt, shuffle } from "../../../util/random";
import type { EventKind, HtsEvent, HtsState, Roll, Task } from "./types";
import { EVENT_LIMIT } from "./types";

export function noRoll(): Roll {
  return { kind: "effect", seat: -1, dice: [], bonus: 0, mods: 0, subject: -1, vsSeat: -1, vsDice: [], vsBonus: 0, vsMods: 0 };
}

/** A deep copy: apply never changes the state it is given. */
export function cloneState(s: HtsState): HtsState {
  const tasks: Task[] = [];
  for (const t of s.tasks) tasks.push({ seat: t.seat, verb: t.verb, n: t.n, source: t.source });
  const hands: number[][] = [];
  for (const h of s.hands) hands.push(h.slice());
  return {
    seats: s.seats,
    rng: cloneRng(s.rng),
    phase: s.phase,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    hands,
    parties: s.parties.map((p) => ({ leader: p.leader, heroes: p.heroes.slice(), items: p.items.slice(), slain: p.slain.slice() })),
    leadersLeft: s.leadersLeft.slice(),
    monsters: s.monsters.slice(),
    monsterDeck: s.monsterDeck.slice(),
    active: s.active,
    points: s.points,
    used: s.used.slice(),
    bonus: s.bonus,
    protect: s.protect.slice(),
    played: { card: s.played.card, seat: s.played.seat, target: s.played.target },
    window: { kind: s.window.kind, waiting: s.window.waiting.slice() },
    roll: { ...s.roll, dice: s.roll.dice.slice(), vsDice: s.roll.vsDice.slice() },
    prompt: { seat: s.prompt.seat, verb: s.prompt.verb, n: s.prompt.n, source: s.prompt.source },
    tasks,
    turns: s.turns,
    moves: s.moves,
    winner: s.winner,
    events: s.events.map((e) => ({ seat: e.seat, kind: e.kind, a: e.a, b: e.b })),
  };
}

export function log(s: HtsState, seat: number, kind: EventKind, a: number, b: number): void {
  s.events.push({ seat, kind, a, b });
  if (s.events.length > EVENT_LIMIT) s.events.shift();
}

/** Events whose `a` is a card (play and enter name one in `b` too); the others carry counts, seats and totals. */
const CARD_EVENTS: readonly EventKind[] = ["leader", "play", "roll", "mod", "challenge", "won", "lost", "slay", "fightback", "miss", "discard", "destroy", "sacrifice", "steal", "return", "search", "protect", "item-lost", "effect", "fail", "enter"];

/** The cards an event names. */
export function eventCards(e: HtsEvent): number[] {
  const out: number[] = [];
  if (CARD_EVENTS.indexOf(e.kind) >= 0 && e.a >= 0) out.push(e.a);
  if ((e.kind === "play" || e.kind === "enter") && e.b >= 0) out.push(e.b);
  return out;
}

/**
 * The discard pile becomes the face-down deck: the log forgets the events naming its cards, so no
 * line names a card whose place is now secret.
 */
function reshuffle(s: HtsState): void {
  const kept: HtsEvent[] = [];
  for (const e of s.events) {
    let secret = false;
    for (const c of eventCards(e)) if (s.discard.indexOf(c) >= 0) secret = true;
    if (!secret) kept.push(e);
  }
  s.events = kept;
  s.deck = shuffle(s.rng, s.discard);
  s.discard = [];
}

/** Draws up to `n` cards into the seat's hand, shuffling the discard pile into the deck when it runs out. */
export function drawCards(s: HtsState, seat: number, n: number): number {
  let got = 0;
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      reshuffle(s);
    }
    s.hands[seat].push(s.deck.pop() as number);
    got++;
  }
  if (got > 0) log(s, seat, "draw", got, 0);
  return got;
}

/** Two six-sided dice from the match's seeded generator. */
export function rollDice(s: HtsState): number[] {
  return [1 + randomInt(s.rng, 6), 1 + randomInt(s.rng, 6)];
}

export function removeAt<T>(list: T[], i: number): T {
  return list.splice(i, 1)[0];
}

export function removeCard(list: number[], card: number): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

export function noPrompt(): HtsState["prompt"] {
  return { seat: -1, verb: "draw", n: 0, source: -1 };
}

export function rollTotal(dice: readonly number[], bonus: number, mods: number): number {
  let t = bonus + mods;
  for (const d of dice) t += d;
  return t;
}
