/**
 * The small effect language the card list is written in (deck.ts), read once when the module
 * loads. A card's text is statements separated by ";", each a verb and its words:
 *
 * One-time steps (a Hero's effect when its roll succeeds, a Magic card, a Monster's penalty, a
 * leader's trigger):
 *   draw N            draw N cards                        discard N         discard N cards of your choice
 *   each-discard N    every other player discards N       sacrifice N       put N of your Heroes in the discard pile
 *   each-sacrifice N  every other player sacrifices N     destroy           put another player's Hero in the discard pile
 *   destroy-item      put an equipped Item in the discard  steal             move another player's Hero into your Party
 *   return            put another player's Hero back into its owner's hand
 *   search TYPE       take a TYPE card (hero, item, magic, modifier, challenge, any) from the discard pile
 *   pull N            take N random cards from the hand of a player you choose
 *   protect           your Heroes cannot be destroyed, stolen or returned until your next turn
 *   action N          N more action points this turn      bonus N           +N to your rolls for the rest of the turn
 *
 * Lasting skills (a leader, a slain Monster, an Item on a Hero):
 *   attack +N / effect +N / challenge +N   to your attack, Hero-effect or challenge rolls
 *   roll +N           to the rolls of the Hero an Item is on (cursed: roll -N)
 *   guard             the Hero an Item is on cannot be destroyed, stolen or returned
 *   seal              the Hero an Item is on cannot roll its effect
 *   class CLASS       the Hero an Item is on is of CLASS
 *   turn-draw N       draw N at the start of each of your turns
 *   points +N         N more action points each turn
 *   on EVENT: STEPS   a trigger: slay (you slay a Monster), loss (another's card takes a Hero of yours),
 *                     magic (a Magic card of yours resolves), draw (you take the DRAW action)
 *
 * Nothing here knows a card: the engine (effects.ts) runs the steps, deck.ts is the list.
 */
import { parseNat, splitOn } from "../../../util/text";

export const CLASSES = ["fighter", "guardian", "ranger", "thief", "wizard", "bard"] as const;
export type HeroClass = (typeof CLASSES)[number];

export const STEP_VERBS = ["draw", "discard", "each-discard", "sacrifice", "each-sacrifice", "destroy", "destroy-item", "steal", "return", "search", "pull", "protect", "action", "bonus"] as const;
export type StepVerb = (typeof STEP_VERBS)[number];

export const SEARCH_TYPES = ["hero", "item", "magic", "modifier", "challenge", "any"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One step: the verb and its number (a count, or the index of a search type in SEARCH_TYPES). */
export interface Step {
  verb: StepVerb;
  n: number;
}

export const TRIGGERS = ["slay", "loss", "magic", "draw"] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** Lasting skills, summed over where they come from (a leader, slain Monsters, an Item). */
export interface Skills {
  attack: number;
  effect: number;
  challenge: number;
  roll: number;
  guard: boolean;
  seal: boolean;
  /** The class an Item makes its Hero, or -1. */
  classIs: number;
  turnDraw: number;
  points: number;
  /** Steps by trigger (TRIGGERS order); empty when none. */
  on: Step[][];
}

export function noSkills(): Skills {
  return { attack: 0, effect: 0, challenge: 0, roll: 0, guard: false, seal: false, classIs: -1, turnDraw: 0, points: 0, on: [[], [], [], []] };
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const w of splitOn(text, " ")) if (w !== "") out.push(w);
  return out;
}

/** A signed number "+2", "-3" or "2". */
function signed(w: string | undefined): number | undefined {
  if (w === undefined || w === "") return undefined;
  const first = w.charAt(0);
  if (first === "+" || first === "-") {
    const n = parseNat(w.substring(1));
    return n === undefined ? undefined : first === "-" ? -n : n;
  }
  return parseNat(w);
}

function fail(text: string, why: string): never {
  throw new Error(`card text "${text}": ${why}`);
}

function indexOfWord(list: readonly string[], w: string): number {
  for (let i = 0; i < list.length; i++) if (list[i] === w) return i;
  return -1;
}

function readStep(text: string, statement: string): Step {
  const w = words(statement);
  const verb = w.length > 0 ? indexOfWord(STEP_VERBS, w[0]) : -1;
  if (verb < 0) fail(text, `unknown step "${statement}"`);
  const v = STEP_VERBS[verb];
  if (v === "destroy" || v === "destroy-item" || v === "steal" || v === "return" || v === "protect") {
    if (w.length !== 1) fail(text, `"${v}" takes no number`);
    return { verb: v, n: 1 };
  }
  if (v === "search") {
    const t = w.length === 2 ? indexOfWord(SEARCH_TYPES, w[1]) : -1;
    if (t < 0) fail(text, "search needs a type: " + SEARCH_TYPES.join(", "));
    return { verb: v, n: t };
  }
  const n = w.length === 2 ? parseNat(w[1]) : undefined;
  if (n === undefined || n < 1 || n > 9) fail(text, `"${v}" needs a number 1..9`);
  return { verb: v, n };
}

/** One-time steps: "draw 2; discard 1". */
export function steps(text: string): Step[] {
  const out: Step[] = [];
  for (const statement of splitOn(text, ";")) if (words(statement).length > 0) out.push(readStep(text, statement));
  if (out.length === 0) fail(text, "no step");
  return out;
}

/** Lasting skills: "attack +1; on slay: draw 2". */
export function skills(text: string): Skills {
  const s = noSkills();
  if (text === "") return s;
  for (const statement of splitOn(text, ";")) {
    const w = words(statement);
    if (w.length === 0) continue;
    if (w[0] === "on") {
      const colon = statement.indexOf(":");
      const t = w.length >= 2 ? indexOfWord(TRIGGERS, splitOn(w[1], ":")[0]) : -1;
      if (colon < 0 || t < 0) fail(text, "a trigger is on " + TRIGGERS.join("|") + ": STEP");
      // Steps of one trigger follow its colon up to the next ";" (one step per trigger).
      s.on[t].push(readStep(text, statement.substring(colon + 1)));
      continue;
    }
    if (w[0] === "guard" || w[0] === "seal") {
      if (w.length !== 1) fail(text, `"${w[0]}" takes no number`);
      if (w[0] === "guard") s.guard = true;
      else s.seal = true;
      continue;
    }
    if (w[0] === "class") {
      const c = w.length === 2 ? indexOfWord(CLASSES, w[1]) : -1;
      if (c < 0) fail(text, "class needs one of " + CLASSES.join(", "));
      s.classIs = c;
      continue;
    }
    const n = signed(w[1]);
    if (w.length !== 2 || n === undefined || n < -9 || n > 9) fail(text, `"${statement}" needs one number`);
    if (w[0] === "attack") s.attack += n;
    else if (w[0] === "effect") s.effect += n;
    else if (w[0] === "challenge") s.challenge += n;
    else if (w[0] === "roll") s.roll += n;
    else if (w[0] === "turn-draw" && n > 0) s.turnDraw += n;
    else if (w[0] === "points" && n > 0) s.points += n;
    else fail(text, `unknown skill "${statement}"`);
  }
  return s;
}

/** Modifier options: "+1/-3" or "+2". */
export function options(text: string): number[] {
  const out: number[] = [];
  for (const o of splitOn(text, "/")) {
    const n = signed(o);
    if (n === undefined || n === 0 || n < -9 || n > 9) fail(text, "a modifier option is a signed number");
    out.push(n);
  }
  return out;
}
