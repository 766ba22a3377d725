/**
 * Calls into a bot, which is code the table does not trust: a throw or an answer that is not one
 * of the seat's legal actions gives undefined, and the table plays the safe move instead.
 */
import type { AnyGame } from "../games/game";
import type { RngState } from "../util/random";
import type { Bot, BotFactory } from "./ports";

/** A bot's choice, only if it is one of the legal actions (compared by action id). */
export function decideSafely(game: AnyGame, bot: Bot, view: unknown, legal: readonly unknown[]): unknown {
  try {
    const a = bot.decide(view);
    if (a === undefined || a === null || typeof a !== "object") return undefined;
    const id = game.actionId(a);
    for (const l of legal) if (game.actionId(l) === id) return l;
    return undefined;
  } catch {
    return undefined;
  }
}

export function createSafely(factory: BotFactory, level: string, rng: RngState): Bot | undefined {
  try {
    return factory.create(level, rng);
  } catch {
    return undefined;
  }
}
