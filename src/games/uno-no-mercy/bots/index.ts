// Uno No Mercy's bots by level.
import type { RngState } from "../../../util/random";
import type { UnoBot } from "./bot";
import { createHardBot } from "./hard";
import { createSimpleBot } from "./simple";

export type { UnoBot } from "./bot";
export { UNO_BOT_LEVELS } from "./bot";

export function isUnoBotLevel(level: string): boolean {
  return level === "simple" || level === "hard";
}

/** A bot of the level, owning `rng` (the bot advances it). */
export function createUnoBot(level: string, rng: RngState): UnoBot {
  if (level === "hard") return createHardBot();
  if (level === "simple") return createSimpleBot(rng);
  throw new Error("unknown bot level " + level);
}
