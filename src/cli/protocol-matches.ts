/**
 * Matches against external bots (`cmd:` in the arena) where a built-in bot plays seat 0 and one bot
 * process plays each other seat (a session is one seat's): the games' `againstCommand`
 * (src/games/<game>/cli/) seed match i as their in-process arena does, so the same built-in bots
 * behind `bot serve` play the same games. `failed` counts replies that were not legal actions (or
 * came late, or never): 0 for a bot that follows the protocol.
 */
import { mix32 } from "../util/random";
import { ExternalBot, ExternalBotOptions, HostSide } from "./bot-client";

export interface ExternalRun {
  seats: number;
  /** The built-in level in seat 0. */
  a: string;
  /** The command line every other seat runs. */
  command: string;
  matches: number;
  seed: number;
  opts?: ExternalBotOptions;
}

/** Runs `play` with one external bot per seat but the first, closing them all at the end; the replies they failed. */
export async function withBots<V, A>(r: ExternalRun, side: HostSide<V, A>, play: (bots: ExternalBot<V, A>[]) => Promise<void>): Promise<number> {
  const bots: ExternalBot<V, A>[] = [];
  for (let seat = 1; seat < r.seats; seat++) bots.push(new ExternalBot<V, A>(r.command, { ...r.opts, seed: mix32(r.seed, seat) }, side));
  try {
    await play(bots);
  } finally {
    await Promise.all(bots.map((b) => b.close()));
  }
  let failed = 0;
  for (const b of bots) failed += b.failed;
  return failed;
}

/**
 * Plays matches 0 .. r.matches - 1 in `jobs` lanes at once, each lane with its own bot processes
 * (withBots): lane j plays matches j, j + jobs, j + 2 jobs... in order, so which process plays which
 * match is fixed by `jobs`, never by timing. A bot that carries something from match to match (one
 * random stream for its whole process) still plays other games under another `jobs`. Returns the
 * replies the bots failed.
 */
export async function inLanes<V, A>(r: ExternalRun, jobs: number, side: HostSide<V, A>, play: (match: number, bots: ExternalBot<V, A>[]) => Promise<void>): Promise<number> {
  const lanes: Promise<number>[] = [];
  const n = Math.max(1, Math.min(jobs, r.matches));
  for (let lane = 0; lane < n; lane++) {
    lanes.push(
      withBots(r, side, async (bots) => {
        for (let i = lane; i < r.matches; i += n) await play(i, bots);
      }),
    );
  }
  let failed = 0;
  for (const f of await Promise.all(lanes)) failed += f;
  return failed;
}
