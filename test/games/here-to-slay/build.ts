/**
 * Builders of constructed Here to Slay states for the rules tests: a match past its leader picks,
 * cards moved by name from wherever they lie (so every card stays in exactly one place), an effect
 * run as a card would run it, and the dice of the roll on the table set by hand.
 */
import { expect } from "vitest";
import { CARDS } from "../../../src/games/here-to-slay/engine/deck";
import { checkHts } from "../../../src/games/here-to-slay/engine/check";
import { runNext } from "../../../src/games/here-to-slay/engine/effects";
import { settle } from "../../../src/games/here-to-slay/engine/flow";
import { steps } from "../../../src/games/here-to-slay/engine/language";
import { applyHts, legalHts, newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import { cloneState, removeCard } from "../../../src/games/here-to-slay/engine/state";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import { createRng } from "../../../src/util/random";

/** The first card of that name (copies: the `nth`). */
export function card(name: string, nth = 0): number {
  let k = 0;
  for (const c of CARDS) if (c.name === name && k++ === nth) return c.id;
  throw new Error("no card " + name);
}

/** Takes the card out of wherever it lies. */
function lift(s: HtsState, c: number): void {
  if (removeCard(s.deck, c) || removeCard(s.discard, c) || removeCard(s.monsters, c) || removeCard(s.monsterDeck, c) || removeCard(s.leadersLeft, c)) return;
  for (const h of s.hands) if (removeCard(h, c)) return;
  for (const p of s.parties) {
    const i = p.heroes.indexOf(c);
    if (i >= 0) {
      p.heroes.splice(i, 1);
      const it = p.items.splice(i, 1)[0];
      if (it >= 0) s.discard.push(it);
      return;
    }
    const j = p.items.indexOf(c);
    if (j >= 0) {
      p.items[j] = -1;
      return;
    }
    if (removeCard(p.slain, c)) return;
  }
  throw new Error("card " + c + " is nowhere");
}

/**
 * A match of `seats` with these leaders (seat order), seat 0 to move with 3 points, empty hands
 * (their cards back in the deck), no log: a clean table for one rule at a time.
 */
export function table(seats: number, leaders: string[]): HtsState {
  let s = newHtsMatch(seats, createRng(7), 0);
  s = cloneState(s);
  for (let seat = 0; seat < seats; seat++) {
    for (const c of s.hands[seat]) s.deck.push(c);
    s.hands[seat] = [];
    const l = card(leaders[seat]);
    removeCard(s.leadersLeft, l);
    s.parties[seat].leader = l;
  }
  s.phase = "play";
  s.active = 0;
  s.points = 3;
  s.events = [];
  expect(checkHts(s)).toBeUndefined();
  return s;
}

/** Cards by name (the first copy) or id into the seat's hand. */
export function toHand(s: HtsState, seat: number, ...names: (string | number)[]): number[] {
  return names.map((n) => {
    const c = typeof n === "string" ? card(n) : n;
    lift(s, c);
    s.hands[seat].push(c);
    return c;
  });
}

export function toParty(s: HtsState, seat: number, hero: string, item?: string): number {
  const h = card(hero);
  lift(s, h);
  s.parties[seat].heroes.push(h);
  let it = -1;
  if (item !== undefined) {
    it = card(item);
    lift(s, it);
  }
  s.parties[seat].items.push(it);
  return h;
}

export function toDiscard(s: HtsState, ...names: string[]): number[] {
  return names.map((n) => {
    const c = card(n);
    lift(s, c);
    s.discard.push(c);
    return c;
  });
}

/** Puts these Monsters face up (the others back in the Monster deck). */
export function faceUp(s: HtsState, ...names: string[]): number[] {
  for (const m of s.monsters) s.monsterDeck.push(m);
  s.monsters = [];
  return names.map((n) => {
    const c = card(n);
    lift(s, c);
    s.monsters.push(c);
    return c;
  });
}

/** Runs an effect written in the effect language for `seat`, as a card would. */
export function run(s: HtsState, seat: number, text: string): HtsState {
  const next = cloneState(s);
  runNext(next, seat, steps(text), -1);
  settle(next);
  expect(checkHts(next)).toBeUndefined();
  return next;
}

/** Plays a legal action (failing the test when it is not), checking the state after. */
export function play(s: HtsState, a: Partial<HtsAction> & { seat: number; do: HtsAction["do"] }): HtsState {
  const full: HtsAction = { seat: a.seat, do: a.do, card: a.card ?? -1, target: a.target ?? -1, option: a.option ?? -1 };
  const next = applyHts(s, full);
  if (next === undefined) throw new Error(`not legal: ${JSON.stringify(full)}; legal: ${JSON.stringify(legalHts(s, a.seat))}`);
  expect(checkHts(next)).toBeUndefined();
  return next;
}

/** Every seat still asked passes the open window. */
export function allPass(s: HtsState): HtsState {
  let next = s;
  for (let guard = 0; next.window.kind !== "none" && guard < 10; guard++) {
    for (let seat = 0; seat < next.seats; seat++) if (next.window.kind !== "none" && next.window.waiting[seat]) next = play(next, { seat, do: "pass" });
  }
  return next;
}

/** Sets the dice of the roll on the table (the player's, or `vs` the challenger's). */
export function dice(s: HtsState, a: number, b: number, vs?: [number, number]): HtsState {
  const next = cloneState(s);
  next.roll.dice = [a, b];
  if (vs !== undefined) next.roll.vsDice = vs.slice();
  return next;
}

/** What the prompt's seat may pick. */
export function picks(s: HtsState): number[] {
  return legalHts(s, s.prompt.seat).map((a) => a.card);
}
