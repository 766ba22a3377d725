/**
 * Gin Rummy's moves outside the engine: button ids for actions (written on the screen, parsed
 * back when pressed), the legal action a bot's answer stands for, and the safe move the table
 * makes for a seat whose turn timer ran out.
 */
import type { Card } from "./engine/cards";
import { knockMeldsChoice } from "./engine/knock-melds";
import { minDeadwood, optimalArrangements } from "./engine/melds";
import type { Action, HandState } from "./engine/types";
import { parseNat, splitOn, startsWith } from "../../util/text";

/** The stable action id of an engine action (parseAction reads it back). */
export function actionId(a: Action): string {
  if (a.do === "discard") return (a.knock === true ? "knock." : "discard.") + a.card;
  if (a.do === "bigGin") return "biggin";
  return a.do;
}

/**
 * Parses a game button id back into an engine action for the seat. `knock.<card>.<n>` lays down
 * the n-th least-deadwood arrangement of `hand` less the card (the screen's KnockPanel).
 */
export function parseAction(id: string, seat: number, hand: readonly Card[] = [], acesHigh = false): Action | undefined {
  if (id === "take" || id === "pass" || id === "stock") return { seat, do: id };
  if (id === "biggin") return { seat, do: "bigGin" };
  const knock = startsWith(id, "knock.");
  if (knock || startsWith(id, "discard.")) {
    const parts = splitOn(id.substring(knock ? 6 : 8), ".");
    const card = parseNat(parts[0]);
    if (card === undefined || card > 51) return undefined;
    if (!knock) return parts.length === 1 ? { seat, do: "discard", card } : undefined;
    if (parts.length === 1) return { seat, do: "discard", card, knock: true };
    const choice = parseNat(parts[1]);
    if (parts.length !== 2 || choice === undefined) return undefined;
    const rest: Card[] = [];
    for (const c of hand) if (c !== card) rest.push(c);
    const all = optimalArrangements(rest, acesHigh);
    if (choice >= all.length) return undefined;
    return { seat, do: "discard", card, knock: true, melds: all[choice].melds };
  }
  return undefined;
}


/**
 * The automatic move for a timed-out turn: pass the first upcard, draw from the stock, discard
 * the card that leaves the least deadwood (the highest such card), and knock only with gin.
 */
export function safeMove(hand: HandState, seat: number): Action {
  if (hand.phase === "firstUpcard") return { seat, do: "pass" };
  if (hand.phase === "draw") return { seat, do: "stock" };
  const cards = hand.hands[seat];
  let best: Card = -1;
  let bestDw = 1000;
  let bestPts = -1;
  for (const c of cards) {
    if (c === hand.justTaken) continue;
    const rest: Card[] = [];
    for (const x of cards) if (x !== c) rest.push(x);
    const d = minDeadwood(rest, hand.rules.mahjong === true);
    const pts = c % 13 < 9 ? (c % 13) + 1 : 10;
    if (d < bestDw || (d === bestDw && pts > bestPts)) {
      best = c;
      bestDw = d;
      bestPts = pts;
    }
  }
  if (bestDw === 0) return { seat, do: "discard", card: best, knock: true };
  return { seat, do: "discard", card: best };
}

/**
 * The legal action a bot's answer stands for among the seat's `legal` actions (empty when it is not
 * to move), or undefined (nonsense, or not legal now); `held` is the seat's hand. A knock
 * keeps the bot's melds when they are its least-deadwood arrangement (else the default).
 */
export function acceptAction(legal: readonly Action[], held: readonly Card[], a: Action, acesHigh = false): Action | undefined {
  if (a === undefined || a === null || typeof a !== "object") return undefined;
  for (const l of legal) {
    if (actionId(l) !== actionId(a) || l.do !== a.do) continue;
    if (l.do === "discard" && a.do === "discard" && l.knock === true && a.melds !== undefined) {
      const hand: Card[] = [];
      for (const c of held) if (c !== l.card) hand.push(c);
      if (typeof knockMeldsChoice(hand, a.melds, acesHigh) === "number") return { seat: l.seat, do: "discard", card: l.card, knock: true, melds: a.melds };
    }
    return l;
  }
  return undefined;
}
