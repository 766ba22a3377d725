/** The real bots of src/bots as the service's default bot factory. */
import { BOT_LEVELS, createBot, isBotLevel } from "../games/gin-rummy/bots/index";
import type { BotFactory } from "./ports";

export function defaultBots(): BotFactory {
  return {
    levels: () => BOT_LEVELS.slice(),
    create: (level, rng) => {
      if (!isBotLevel(level)) throw new Error("unknown bot level " + level);
      return createBot(level, rng);
    },
  };
}
