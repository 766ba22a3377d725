/**
 * An arena worker process: receives ranges of match indices, plays them with the game's built-in
 * bots (Game.tooling.arena) and sends back the tally. Matches are seeded by index, so splitting work never
 * changes results.
 */
import type { ArenaOptions } from "../games/game";
import { GAMES } from "../games/registry";

interface Job {
  options: ArenaOptions & { game: string };
  from: number;
  to: number;
}

process.on("message", (job: Job) => {
  const arena = GAMES.find((g) => g.kind === job.options.game)?.tooling.arena;
  if (arena === undefined) throw new Error("arena worker: no arena for " + job.options.game);
  const tally = arena.emptyTally(job.options);
  arena.play(job.options, job.from, job.to, tally);
  process.send?.(tally);
});
