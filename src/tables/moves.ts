/**
 * Where a seat's moves come from besides the engine: a pressed button, a timed-out turn, a bot.
 * Each turns into an engine action the service still checks with applyMatchAction.
 */
import type { Card } from "../engine/cards";
import type { MatchState } from "../engine/match";
import { knockMeldsChoice } from "../engine/knock-melds";
import { minDeadwood, optimalArrangements } from "../engine/melds";
import type { rngFromWords } from "../engine/random";
import type { Action, Seat } from "../engine/types";
import type { seatView } from "../engine/view";
import { actionId } from "../screen/build";
import type { Bot, BotFactory } from "./ports";
import { parseNat, splitOn } from "./codec";

export function startsWith(s: string, prefix: string): boolean {
  return s.substring(0, prefix.length) === prefix;
}

/**
 * Parses a game button id back into an engine action for the seat. `knock.<card>.<n>` lays down
 * the n-th least-deadwood arrangement of `hand` less the card (the screen's KnockPanel).
 */
export function parseAction(id: string, seat: Seat, hand: readonly Card[] = []): Action | undefined {
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
    const all = optimalArrangements(rest);
    if (choice >= all.length) return undefined;
    return { seat, do: "discard", card, knock: true, melds: all[choice].melds };
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
    for (const l of view.legal) {
      if (actionId(l) !== actionId(a) || l.do !== a.do) continue;
      // A knock keeps the bot's melds when they are its least-deadwood arrangement (else the default).
      if (l.do === "discard" && a.do === "discard" && l.knock === true && a.melds !== undefined) {
        const hand: Card[] = [];
        for (const c of view.hand) if (c !== l.card) hand.push(c);
        if (typeof knockMeldsChoice(hand, a.melds) === "number") return { seat: l.seat, do: "discard", card: l.card, knock: true, melds: a.melds };
      }
      return l;
    }
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
