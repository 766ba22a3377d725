/**
 * Where a seat's moves come from besides the engine: a pressed button, a timed-out turn, a bot.
 * Each turns into an engine action the service still checks with applyMatchAction.
 */
import type { Card } from "../games/gin-rummy/engine/cards";
import type { MatchState } from "../games/gin-rummy/engine/match";
import { minDeadwood } from "../games/gin-rummy/engine/melds";
import type { rngFromWords } from "../util/random";
import type { Action, Seat } from "../games/gin-rummy/engine/types";
import type { seatView } from "../games/gin-rummy/engine/view";
import { actionId } from "../screen/build";
import type { Bot, BotFactory } from "./ports";
import { parseNat } from "./codec";

export function startsWith(s: string, prefix: string): boolean {
  return s.substring(0, prefix.length) === prefix;
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

/** A bot's choice, only if it is one of the legal actions (a throw or nonsense gives undefined). */
export function decideSafely(bot: Bot, view: ReturnType<typeof seatView>): Action | undefined {
  try {
    const a = bot.decide(view);
    if (a === undefined || a === null || typeof a !== "object") return undefined;
    for (const l of view.legal) if (actionId(l) === actionId(a) && l.do === a.do) return l;
    return undefined;
  } catch {
    return undefined;
  }
}

export function createSafely(factory: BotFactory, level: string, rng: ReturnType<typeof rngFromWords>): Bot | undefined {
  try {
    return factory.create(level, rng);
  } catch {
    return undefined;
  }
}
