/**
 * The effect language at work: each step of a card's effect runs here, at once (draw, protect,
 * action, bonus) or through its seat's choice (a Prompt: discard, sacrifice, destroy, steal,
 * return, destroy-item, search, pull). A step with nothing to choose from does nothing.
 */
import { randomInt } from "../../../util/random";
import { CARDS } from "./deck";
import type { Step } from "./language";
import { SEARCH_TYPES, TRIGGERS } from "./language";
import { findHero, shielded, triggered } from "./party";
import { drawCards, log, noPrompt, removeAt, removeCard } from "./state";
import type { HtsState, Task } from "./types";

/** The steps of an effect as tasks for `seat`, to run next (before the tasks already waiting). */
export function runNext(s: HtsState, seat: number, steps: readonly Step[], source: number): void {
  const add: Task[] = [];
  for (const st of steps) add.push({ seat, verb: st.verb, n: st.n, source });
  s.tasks = add.concat(s.tasks);
}

/** A trigger's steps, after what is waiting. */
export function runTrigger(s: HtsState, seat: number, trigger: (typeof TRIGGERS)[number]): void {
  let t = 0;
  for (let i = 0; i < TRIGGERS.length; i++) if (TRIGGERS[i] === trigger) t = i;
  for (const st of triggered(s, seat, t)) s.tasks.push({ seat, verb: st.verb, n: st.n, source: s.parties[seat].leader });
}

function searchable(card: number, type: number): boolean {
  const want = SEARCH_TYPES[type];
  const kind = CARDS[card].kind;
  return want === "any" || kind === want || (want === "item" && kind === "cursed");
}

/** What the open prompt's seat may pick now: cards, or seats for pull (roll? is the flow's). */
export function promptOptions(s: HtsState): number[] {
  const p = s.prompt;
  const out: number[] = [];
  if (p.seat < 0) return out;
  const v = p.verb;
  if (v === "discard") return s.hands[p.seat].slice();
  if (v === "sacrifice") return s.parties[p.seat].heroes.slice();
  if (v === "destroy" || v === "steal" || v === "return") {
    for (let seat = 0; seat < s.seats; seat++) {
      if (seat === p.seat) continue;
      const party = s.parties[seat];
      for (let i = 0; i < party.heroes.length; i++) if (!shielded(s, seat, i)) out.push(party.heroes[i]);
    }
    return out;
  }
  if (v === "destroy-item") {
    for (const party of s.parties) for (const it of party.items) if (it >= 0) out.push(it);
    return out;
  }
  if (v === "search") {
    // Never the Magic card that searches (it lies on the discard pile already).
    for (const c of s.discard) if (c !== p.source && searchable(c, p.n)) out.push(c);
    return out;
  }
  if (v === "pull") {
    for (let seat = 0; seat < s.seats; seat++) if (seat !== p.seat && s.hands[seat].length > 0) out.push(seat);
    return out;
  }
  return out;
}

/** Runs one task: at once, or by opening its prompt (when there is something to choose). */
export function runTask(s: HtsState, t: Task): void {
  const v = t.verb;
  if (v === "draw") {
    drawCards(s, t.seat, t.n);
    return;
  }
  if (v === "protect") {
    s.protect[t.seat] = true;
    log(s, t.seat, "protect", t.source, 0);
    return;
  }
  if (v === "action" || v === "bonus") {
    // Only the seat whose turn it is has points and rolls this turn.
    if (t.seat !== s.active) return;
    if (v === "action") s.points += t.n;
    else s.bonus += t.n;
    return;
  }
  if (v === "each-discard" || v === "each-sacrifice") {
    const add: Task[] = [];
    for (let k = 1; k < s.seats; k++) add.push({ seat: (t.seat + k) % s.seats, verb: v === "each-discard" ? "discard" : "sacrifice", n: t.n, source: t.source });
    s.tasks = add.concat(s.tasks);
    return;
  }
  // n: the picks owed (discard, sacrifice), the type searched for, the cards a pull takes.
  s.prompt = { seat: t.seat, verb: v, n: t.n, source: t.source };
  if (promptOptions(s).length === 0) s.prompt = noPrompt();
}

/** The hero leaves its Party: its Item goes to the discard pile. Returns the seat it left. */
function takeHero(s: HtsState, hero: number): number {
  const at = findHero(s, hero);
  const party = s.parties[at.seat];
  removeAt(party.heroes, at.index);
  const it = removeAt(party.items, at.index);
  if (it >= 0) s.discard.push(it);
  return at.seat;
}

/** The prompt's seat picks `v` (a card, or a seat for pull); the prompt closes when nothing more is owed. */
export function pickStep(s: HtsState, v: number): void {
  const p = s.prompt;
  const seat = p.seat;
  let more = false;
  if (p.verb === "discard") {
    removeCard(s.hands[seat], v);
    s.discard.push(v);
    log(s, seat, "discard", v, 0);
    more = true;
  } else if (p.verb === "sacrifice") {
    takeHero(s, v);
    s.discard.push(v);
    log(s, seat, "sacrifice", v, 0);
    more = true;
  } else if (p.verb === "destroy" || p.verb === "return") {
    const from = takeHero(s, v);
    if (p.verb === "destroy") s.discard.push(v);
    else s.hands[from].push(v);
    log(s, seat, p.verb, v, from);
    runTrigger(s, from, "loss");
  } else if (p.verb === "steal") {
    const at = findHero(s, v);
    const from = at.seat;
    const it = s.parties[from].items[at.index];
    removeAt(s.parties[from].heroes, at.index);
    removeAt(s.parties[from].items, at.index);
    s.parties[seat].heroes.push(v);
    s.parties[seat].items.push(it);
    log(s, seat, "steal", v, from);
    runTrigger(s, from, "loss");
  } else if (p.verb === "destroy-item") {
    for (const party of s.parties) {
      const i = party.items.indexOf(v);
      if (i >= 0) party.items[i] = -1;
    }
    s.discard.push(v);
    log(s, seat, "item-lost", v, 0);
  } else if (p.verb === "search") {
    removeCard(s.discard, v);
    s.hands[seat].push(v);
    log(s, seat, "search", v, 0);
  } else if (p.verb === "pull") {
    // The cards are taken at random, unseen by the others.
    const hand = s.hands[v];
    let got = 0;
    for (let i = 0; i < p.n && hand.length > 0; i++) {
      s.hands[seat].push(removeAt(hand, randomInt(s.rng, hand.length)));
      got++;
    }
    log(s, seat, "pull", v, got);
  }
  p.n--;
  if (!more || p.n <= 0 || promptOptions(s).length === 0) s.prompt = noPrompt();
}
