/**
 * Here to Slay's moves outside the engine: a button id for every action
 * (`<verb>.<card+1>.<target+1>.<option+1>`, so -1 reads as 0 and no id holds a minus), the legal
 * action a bot's answer stands for, and the safe move for a seat whose timer ran out.
 */
import { natText } from "../../util/text";
import { isLegalHts, legalHts } from "./engine/rules";
import type { HtsAction, HtsState } from "./engine/types";

export function htsActionId(a: HtsAction): string {
  return a.do + "." + natText(a.card + 1) + "." + natText(a.target + 1) + "." + natText(a.option + 1);
}

/** The seat's legal action a button id stands for, or undefined. */
export function parseHtsAction(id: string, seat: number, s: HtsState): HtsAction | undefined {
  if (typeof id !== "string") return undefined;
  for (const l of legalHts(s, seat)) if (htsActionId(l) === id) return l;
  return undefined;
}

const VERBS = ["leader", "draw", "play", "roll", "attack", "redraw", "end", "pass", "challenge", "modify", "pick"];

function field(x: unknown): number | undefined {
  if (x === undefined) return -1;
  return typeof x === "number" ? x : undefined;
}

/** The legal action an untrusted answer stands for (missing numbers read as -1), or undefined. */
export function acceptHts(s: HtsState, seat: number, answer: unknown): HtsAction | undefined {
  if (answer === undefined || answer === null || typeof answer !== "object") return undefined;
  const x = answer as Record<string, unknown>;
  if (x.seat !== seat || typeof x.do !== "string" || VERBS.indexOf(x.do) < 0) return undefined;
  const card = field(x.card);
  const target = field(x.target);
  const option = field(x.option);
  if (card === undefined || target === undefined || option === undefined) return undefined;
  const a: HtsAction = { seat, do: x.do as HtsAction["do"], card, target, option };
  return isLegalHts(s, a) ? a : undefined;
}

/**
 * The automatic move for a timed-out seat: pass a window, decline a free roll, pick the first
 * option a step offers, take the first leader, else end the turn.
 */
export function htsSafeMove(s: HtsState, seat: number): HtsAction {
  const legal = legalHts(s, seat);
  for (const l of legal) if (l.do === "pass" || l.do === "end" || (l.do === "pick" && l.card < 0)) return l;
  return legal[0];
}
