/**
 * Calls into a bot, which is code the table does not trust: a throw or an answer that is not one
 * of the seat's legal actions gives undefined, and the table plays the safe move instead.
 */
import type { AnyGame } from "../../games/game";
import type { RngState } from "../../util/random";
import type { Bot, BotFactory } from "../ports";

/** A bot's choice for `seat`, only as the legal action it stands for (the game judges: Game.table.accept). */
export function decideSafely(game: AnyGame, bot: Bot, state: unknown, seat: number): unknown {
  try {
    const a = bot.decide(game.rules.seatView(state, seat));
    if (a === undefined || a === null || typeof a !== "object") return undefined;
    return game.table.accept(state, seat, a);
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
