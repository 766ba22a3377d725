/** What a Party adds up to: its skills, its classes, whether it meets a Monster's requirements. */
import { CARDS } from "./deck";
import type { Skills, Step } from "./language";
import { noSkills, TRIGGERS } from "./language";
import type { HtsState, Party } from "./types";

/** The lasting skills of a seat: its leader's and its slain Monsters' (Items count per Hero: heroRoll). */
export function seatSkills(s: HtsState, seat: number): Skills {
  const out = noSkills();
  const p = s.parties[seat];
  const from: number[] = [];
  if (p.leader >= 0) from.push(p.leader);
  for (const m of p.slain) from.push(m);
  for (const c of from) {
    const k = CARDS[c].skills;
    out.attack += k.attack;
    out.effect += k.effect;
    out.challenge += k.challenge;
    out.turnDraw += k.turnDraw;
    out.points += k.points;
    for (let t = 0; t < TRIGGERS.length; t++) for (const st of k.on[t]) out.on[t].push(st);
  }
  return out;
}

/** The steps a seat's leader and slain Monsters run when `trigger` (an index of TRIGGERS) happens. */
export function triggered(s: HtsState, seat: number, trigger: number): Step[] {
  return seatSkills(s, seat).on[trigger];
}

/** The class a Hero in a Party counts as (its Item may change it). */
export function heroClass(p: Party, index: number): number {
  const it = p.items[index];
  if (it >= 0 && CARDS[it].skills.classIs >= 0) return CARDS[it].skills.classIs;
  return CARDS[p.heroes[index]].cls;
}

/** The distinct classes in a Party, its leader's included. */
export function classCount(p: Party): number {
  const seen = [false, false, false, false, false, false];
  if (p.leader >= 0) seen[CARDS[p.leader].cls] = true;
  for (let i = 0; i < p.heroes.length; i++) seen[heroClass(p, i)] = true;
  let n = 0;
  for (const b of seen) if (b) n++;
  return n;
}

/**
 * The Party meets the Monster's slots: a Hero fills one slot at most, a class slot only with a Hero
 * of that class, an "any" slot with any Hero; the leader is no Hero. With one class per Hero, that
 * holds when each class has as many Heroes as its slots and there are as many Heroes as slots.
 */
export function meets(p: Party, monster: number): boolean {
  const slots = CARDS[monster].slots;
  if (p.heroes.length < slots.length) return false;
  const need = [0, 0, 0, 0, 0, 0];
  for (const c of slots) if (c >= 0) need[c]++;
  const have = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < p.heroes.length; i++) have[heroClass(p, i)]++;
  for (let c = 0; c < 6; c++) if (have[c] < need[c]) return false;
  return true;
}

/** The bonus of a Hero's own Item to its rolls, and whether the Item seals or guards it. */
export function itemSkills(p: Party, index: number): Skills | undefined {
  const it = p.items[index];
  return it >= 0 ? CARDS[it].skills : undefined;
}

/** Where a Hero is: its seat and index in that Party, or seat -1. */
export function findHero(s: HtsState, hero: number): { seat: number; index: number } {
  for (let seat = 0; seat < s.parties.length; seat++) {
    const i = s.parties[seat].heroes.indexOf(hero);
    if (i >= 0) return { seat, index: i };
  }
  return { seat: -1, index: -1 };
}

/** Another's card may not take this Hero: its seat is protected, or its Item guards it. */
export function shielded(s: HtsState, seat: number, index: number): boolean {
  if (s.protect[seat]) return true;
  const k = itemSkills(s.parties[seat], index);
  return k !== undefined && k.guard;
}
