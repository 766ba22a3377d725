/**
 * What a card is to the engine: its kind and the numbers and effects deck.ts wrote for it in the
 * effect language (language.ts). Card ids are one space for the whole box: the six Party Leaders,
 * then the main deck, then the Monsters, so every card is in exactly one place by its id.
 */
import { splitOn } from "../../../util/text";
import type { Skills, Step } from "./language";
import { CLASSES, noSkills, options, skills, steps } from "./language";

export type CardKind = "leader" | "hero" | "item" | "cursed" | "magic" | "modifier" | "challenge" | "monster";

export interface CardDef {
  id: number;
  kind: CardKind;
  /** The card's name (English; the texts of every language are a later session's). */
  name: string;
  /** The text as the card list wrote it (effect or skill), shown as it reads. */
  text: string;
  /** Hero and leader: its class (CLASSES index); else -1. */
  cls: number;
  /** Hero: the roll its effect needs (2d6 plus bonuses at or above); else 0. */
  need: number;
  /** Hero: its effect; Magic: the spell; Monster: its penalty. */
  steps: Step[];
  /** Leader, Monster (once slain), Item and Cursed Item: what it gives for as long as it stays. */
  skills: Skills;
  /** Modifier: the numbers it may add, one of them per play. */
  options: number[];
  /** Monster: the Party it asks for, one class index per slot, -1 for any Hero. */
  slots: number[];
  /** Monster: a roll at or above this slays it. */
  slay: number;
  /** Monster: a roll at or below this makes the attacker pay `steps`. */
  fightBack: number;
  /** Monster: its penalty as written. */
  penalty: string;
}

function base(kind: CardKind, name: string, text: string): CardDef {
  return { id: -1, kind, name, text, cls: -1, need: 0, steps: [], skills: noSkills(), options: [], slots: [], slay: 0, fightBack: 0, penalty: "" };
}

function classIndex(c: string): number {
  for (let i = 0; i < CLASSES.length; i++) if (CLASSES[i] === c) return i;
  throw new Error("unknown class " + c);
}

export function leader(name: string, cls: string, skill: string): CardDef {
  const d = base("leader", name, skill);
  d.cls = classIndex(cls);
  d.skills = skills(skill);
  return d;
}

export function hero(name: string, cls: string, need: number, effect: string): CardDef {
  const d = base("hero", name, effect);
  d.cls = classIndex(cls);
  d.need = need;
  d.steps = steps(effect);
  return d;
}

export function item(name: string, skill: string): CardDef {
  const d = base("item", name, skill);
  d.skills = skills(skill);
  return d;
}

export function cursed(name: string, skill: string): CardDef {
  const d = base("cursed", name, skill);
  d.skills = skills(skill);
  return d;
}

export function magic(name: string, effect: string): CardDef {
  const d = base("magic", name, effect);
  d.steps = steps(effect);
  return d;
}

export function modifier(name: string, opts: string): CardDef {
  const d = base("modifier", name, opts);
  d.options = options(opts);
  return d;
}

export function challenge(name: string): CardDef {
  return base("challenge", name, "challenge");
}

/** `party`: the slots as words ("any any fighter"); `penalty` in steps; `skill` in skills. */
export function monster(name: string, party: string, slay: number, fightBack: number, penalty: string, skill: string): CardDef {
  const d = base("monster", name, skill);
  for (const w of splitOn(party, " ")) d.slots.push(w === "any" ? -1 : classIndex(w));
  d.slay = slay;
  d.fightBack = fightBack;
  d.penalty = penalty;
  d.steps = steps(penalty);
  d.skills = skills(skill);
  return d;
}

/** `count` copies of a card (Modifiers and Challenges come in copies). */
export function copies(count: number, make: () => CardDef): CardDef[] {
  const out: CardDef[] = [];
  for (let i = 0; i < count; i++) out.push(make());
  return out;
}
