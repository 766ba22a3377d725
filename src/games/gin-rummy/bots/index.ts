// The bots' public surface: createBot(level, rng) for tables, the arena and the Luanti mod.
import type { RngState } from "../../../util/random";
import type { ArenaLevel, Bot, BotLevel } from "./bot";
import { createEasyBot } from "./easy";
import { withKnockMelds } from "./knock-melds";
import { createLookaheadBot } from "./levels";
import { createSimpleBot } from "./simple";
import { createReaderBot } from "./discard-reader";
import { playAcesHigh } from "./hand-masks";
import type { SeatView } from "../engine/view";
import type { Action } from "../engine/types";

export type { ArenaLevel, Bot, BotLevel } from "./bot";
export { ARENA_LEVELS, BOT_LEVELS, botLevels, isArenaLevel, isBotLevel, playsSeats } from "./bot";
export { chooseKnockMelds } from "./knock-melds";

/** A bot of the level, owning `rng` (pass a fresh stream: the bot advances it). */
export function createBot(level: BotLevel, rng: RngState): Bot {
  if (level === "easy") return withRuns(createEasyBot(rng));
  if (level === "simple") return withRuns(createSimpleBot(rng));
  // The lookahead levels choose their knock melds; easy and simple take the engine's default.
  return withRuns(withKnockMelds(createLookaheadBot(level, rng)));
}

/** A bot of any level the arena plays, the arena-only ones included. */
export function createArenaBot(level: ArenaLevel, rng: RngState): Bot {
  if (level === "ginseeker" || level === "knocker") return withRuns(withKnockMelds(createLookaheadBot(level, rng)));
  if (level === "reader") return withRuns(createReaderBot());
  return createBot(level, rng);
}

/** A bot that counts deadwood as the view's rules form runs (aces high or low under Mahjong gin). */
function withRuns(bot: Bot): Bot {
  return {
    level: bot.level,
    decide: (view: SeatView): Action => {
      playAcesHigh(view.rules.mahjong === true);
      return bot.decide(view);
    },
  };
}
