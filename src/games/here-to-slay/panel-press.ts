/**
 * What a Here to Slay screen lets a player press beyond the legal moves themselves: a press that
 * still lacks one answer opens a choice (GameTable.choiceFor), whose rows are the legal moves.
 * - an Item pressed in the hand ("play.<card+1>.0.0"): the Hero it goes on;
 * - a Modifier pressed in a window ("modify.<card+1>.0.0"): which roll and which option;
 * - a player pressed while a step takes another's card ("pick.0.<seat+1>.0", the first of two
 *   steps): that player's cards the step may take.
 * Such a press reads back as an action the rules refuse (target or card -1), so it never plays.
 */
import { natText, parseNat, splitOn } from "../../util/text";
import { CARDS } from "./engine/deck";
import { legalHts } from "./engine/rules";
import type { HtsAction, HtsState } from "./engine/types";
import { htsActionId, parseHtsAction } from "./moves";

/** The button that drops an open choice. */
export const HTS_BACK = "hts.back";

/** Prompts whose choice is another player's card: a player first, then the card. */
const TWO_STEP: readonly string[] = ["destroy", "steal", "return", "destroy-item"];

export function isTwoStep(s: HtsState): boolean {
  return s.prompt.seat >= 0 && TWO_STEP.indexOf(s.prompt.verb) >= 0;
}

/** The seat whose Party holds a card (a Hero or an Item on one), or -1. */
export function ownerOf(s: HtsState, card: number): number {
  for (let i = 0; i < s.seats; i++) {
    const p = s.parties[i];
    if (p.heroes.indexOf(card) >= 0 || p.items.indexOf(card) >= 0) return i;
  }
  return -1;
}

/** The legal moves a press still lacking an answer stands for (empty when it is no such press). */
export function completions(s: HtsState, seat: number, a: HtsAction): HtsAction[] {
  const out: HtsAction[] = [];
  for (const l of legalHts(s, seat)) {
    if (a.do === "play" && l.do === "play" && l.card === a.card && a.target < 0 && l.target >= 0) out.push(l);
    else if (a.do === "modify" && l.do === "modify" && l.card === a.card && a.target < 0) out.push(l);
    else if (a.do === "pick" && l.do === "pick" && a.card < 0 && a.target >= 0 && isTwoStep(s) && ownerOf(s, l.card) === a.target) out.push(l);
  }
  return out;
}

/** The open press of a card or a player (-1 where the answer is still to come). */
export function openPress(seat: number, verb: "play" | "modify" | "pick", card: number, target: number): HtsAction {
  return { seat, do: verb, card, target, option: -1 };
}

/** The action a pressed id stands for: a legal move, or a press that opens a choice; else undefined. */
export function parseHtsPress(id: string, seat: number, s: HtsState): HtsAction | undefined {
  const legal = parseHtsAction(id, seat, s);
  if (legal !== undefined || typeof id !== "string") return legal;
  const parts = splitOn(id, ".");
  if (parts.length !== 4 || parts[3] !== "0") return undefined;
  const card = parseNat(parts[1]);
  const target = parseNat(parts[2]);
  if (card === undefined || target === undefined) return undefined;
  let a: HtsAction | undefined;
  if ((parts[0] === "play" || parts[0] === "modify") && card >= 1 && target === 0 && CARDS[card - 1] !== undefined) a = openPress(seat, parts[0], card - 1, -1);
  else if (parts[0] === "pick" && card === 0 && target >= 1) a = openPress(seat, "pick", -1, target - 1);
  if (a === undefined || completions(s, seat, a).length === 0) return undefined;
  return a;
}

/** The choice a press opens (its own id), or undefined when it plays at once. */
export function htsChoiceFor(s: HtsState, seat: number, a: HtsAction): string | undefined {
  if (a.seat !== seat || completions(s, seat, a).length === 0) return undefined;
  return htsActionId(a);
}

/** The open press an id names (the view's `choice`), or undefined when it is none now. */
export function openChoice(s: HtsState, seat: number, choice: string): { press: HtsAction; rows: HtsAction[] } | undefined {
  if (choice === "") return undefined;
  const a = parseHtsPress(choice, seat, s);
  if (a === undefined) return undefined;
  const rows = completions(s, seat, a);
  return rows.length > 0 ? { press: a, rows } : undefined;
}

/** The id of the first step of a two-step pick: the player whose card is taken. */
export function playerPressId(seat: number): string {
  return "pick.0." + natText(seat + 1) + ".0";
}
