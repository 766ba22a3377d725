/**
 * Gin Rummy against external bot processes (`game-tables arena --b "cmd:..."`), into the arena's
 * tally (../bots/arena.ts), any seat count: a built-in bot in seat 0 and one process in each other
 * seat, match i dealt as the in-process arena deals it (../bots/match-play.ts), played by the
 * match runner every game shares (src/cli/game-match.ts); `--jobs J` plays J lanes of processes at
 * once (inLanes, src/cli/protocol-matches.ts).
 */
import { addHand, botRng, matchSeed, resultText, actionText, type Tally } from "../bots/match-play";
import { createArenaBot, type ArenaLevel } from "../bots/index";
import { newMatch, type MatchState } from "../engine/match";
import { presetRules, rulesForSeats, type PresetName, type Rules } from "../engine/rules";
import type { Action, HandResult } from "../engine/types";
import type { SeatView } from "../engine/view";
import { ginRummy } from "../game";
import type { Game } from "../../game";
import { createRng } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import type { CommandRun } from "../../../cli/game-cli";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import { inLanes } from "../../../cli/protocol-matches";
import { GIN_SIDE } from "./protocol";

const GIN = ginRummy as unknown as Game<MatchState, Action, SeatView>;

/**
 * One match of Gin Rummy under `rules` from `seed`, `players` by seat (their count is the seats),
 * into `tally`; `log` hears every action and every hand's result as the in-process arena's
 * transcripts write them (match-play.ts). Returns the winning seat.
 */
export function playGinMatch(rules: Rules, seed: number, firstDealer: number, players: readonly Player<SeatView, Action>[], tally: Tally, log?: (line: string) => void): Promise<number> {
  const start = newMatch(rulesForSeats(rules, players.length), createRng(seed), firstDealer, players.length);
  return playGameMatch(GIN, start, players, {
    move: (a) => log?.(actionText(a)),
    hand: (_dealt, _moves, end) => {
      const result = end.hand.result as HandResult;
      addHand(tally, result);
      log?.(resultText(result));
    },
  }).then((winner) => {
    tally.matches++;
    tally.matchWins[winner]++;
    return winner;
  });
}

/** The run into the arena's tally (a Tally of the run's seats), in `run.jobs` lanes (src/cli/protocol-matches.ts). */
export async function ginAgainstCommand(run: CommandRun, tally: unknown): Promise<void> {
  const total = tally as Tally;
  const rules = presetRules(run.preset as PresetName);
  const r = { seats: run.players, a: run.a, command: run.command, matches: run.matches, seed: run.seed, opts: { log: run.log } };
  total.illegal += await inLanes<SeatView, Action>(r, run.jobs, GIN_SIDE, async (i, bots) => {
    const s = matchSeed(run.seed, i);
    await playGinMatch(rules, s, i % run.players, [localPlayer(createArenaBot(run.a as ArenaLevel, botRng(s, 0))), ...bots], total);
  });
}
