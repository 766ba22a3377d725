/**
 * Gin Rummy's moves outside the engine: button ids for actions (written on the screen, parsed
 * back when pressed) and the safe move the table makes for a seat whose turn timer ran out.
 */
import type { Card } from "./engine/cards";
import type { MatchState } from "./engine/match";
import { minDeadwood } from "./engine/melds";
import type { Action, Seat } from "./engine/types";
import { parseNat, startsWith } from "../../util/text";

/** The stable action id of an engine action (parseAction reads it back). */
export function actionId(a: Action): string {
  if (a.do === "discard") return (a.knock === true ? "knock." : "discard.") + a.card;
  if (a.do === "bigGin") return "biggin";
  return a.do;
}

/** Parses a game button id back into an engine action for the seat. */
export function parseAction(id: string, seat: Seat): Action | undefined {
  if (id === "take" || id === "pass" || id === "stock") return { seat, do: id };
  if (id === "biggin") return { seat, do: "bigGin" };
  const knock = startsWith(id, "knock.");
  if (knock || startsWith(id, "discard.")) {
    const card = parseNat(id.substring(knock ? 6 : 8));
    if (card === undefined || card > 51) return undefined;
    return knock ? { seat, do: "discard", card, knock: true } : { seat, do: "discard", card };
  }
  return undefined;
}

/**
 * The automatic move for a timed-out turn: pass the first upcard, draw from the stock, discard
 * the card that leaves the least deadwood (the highest such card), and knock only with gin.
 */
export function safeMove(m: MatchState, seat: Seat): Action {
  const hand = m.hand;
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
    const d = minDeadwood(rest);
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
