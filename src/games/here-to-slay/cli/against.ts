/**
 * Here to Slay against external bot processes (`game-tables arena --game here-to-slay --b
 * "cmd:..."`): a built-in bot in seat 0 and one process in each other seat, `--jobs` lanes of them
 * (src/cli/protocol-matches.ts), match i dealt as the in-process arena deals it (../bots/transcript.ts).
 */
import type { Game } from "../../game";
import type { Player } from "../../../cli/bot-client";
import type { CommandRun } from "../../../cli/game-cli";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import { ExternalRun, inLanes } from "../../../cli/protocol-matches";
import { HTS_ARENA, tallyHtsMatch, type HtsTally } from "../bots/arena";
import { createHtsBot, type HtsBotLevel } from "../bots/index";
import { htsArenaDeal } from "../bots/transcript";
import type { HtsAction, HtsState } from "../engine/types";
import type { HtsView } from "../engine/view";
import { hereToSlay } from "../game";
import { HTS_SIDE } from "./protocol";

const HTS = hereToSlay as Game<HtsState, HtsAction, HtsView>;

/** The run into the arena's tally, in `run.jobs` lanes of bot processes (inLanes). */
export async function htsRunAgainstCommand(run: CommandRun, tally: unknown): Promise<void> {
  const r: ExternalRun = { seats: run.players, a: run.a, command: run.command, matches: run.matches, seed: run.seed, opts: { log: run.log } };
  HTS_ARENA.merge(tally as HtsTally, await htsAgainstCommand(r, run.jobs));
}

/** Matches 0 .. r.matches - 1, each dealt as the in-process arena deals it; seat 0's bot seeded alike. */
export async function htsAgainstCommand(r: ExternalRun, jobs = 1): Promise<HtsTally> {
  const o = { players: r.seats, a: r.a, b: r.a, preset: "", matches: r.matches, seed: r.seed };
  const tally = HTS_ARENA.emptyTally(o);
  tally.illegal = await inLanes<HtsView, HtsAction>(r, jobs, HTS_SIDE, async (i, bots) => {
    const deal = htsArenaDeal(r.seats, r.seed, i);
    const players: Player<HtsView, HtsAction>[] = [localPlayer(createHtsBot(r.a as HtsBotLevel, deal.botRngs[0]))];
    for (const b of bots) players.push(b);
    let end = deal.start;
    await playGameMatch(HTS, deal.start, players, { hand: (_dealt, _moves, s) => (end = s), turnOnly: true });
    tallyHtsMatch(tally, end);
  });
  return tally;
}
