/**
 * An arena worker process: receives ranges of match indices, plays them with built-in bots and
 * sends back the tally. Matches are seeded by index, so splitting work never changes results.
 */
import { createArenaBot, isArenaLevel } from "../games/gin-rummy/bots/index";
import { botRng, emptyTally, playMatches } from "../games/gin-rummy/bots/match-play";
import { HOUSE_RULES } from "../games/gin-rummy/engine/rules";

interface Job {
  a: string;
  b: string;
  seed: number;
  from: number;
  to: number;
}

process.on("message", (job: Job) => {
  const { a, b } = job;
  if (!isArenaLevel(a) || !isArenaLevel(b)) throw new Error("arena worker: unknown level");
  const tally = emptyTally();
  playMatches(HOUSE_RULES, job.seed, job.from, job.to, (s) => [createArenaBot(a, botRng(s, 0)), createArenaBot(b, botRng(s, 1))], tally);
  process.send?.(tally);
});
