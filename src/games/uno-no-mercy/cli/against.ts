/**
 * Uno No Mercy against external bot processes (`game-tables arena --game uno-no-mercy --b
 * "cmd:..."`): a built-in bot in seat 0 and one process in each other seat, `--jobs` lanes of them
 * (src/cli/protocol-matches.ts), match i dealt as the in-process arena deals it (../bots/match-play.ts).
 */
import { UNO_ARENA } from "../bots/arena";
import { createUnoBot } from "../bots/index";
import { emptyUnoTally, unoMatchSeed, UnoTally } from "../bots/match-play";
import { newUnoMatch } from "../engine/hand";
import { unoPresetRules } from "../engine/rules";
import type { UnoAction, UnoState } from "../engine/types";
import type { UnoView } from "../engine/view";
import { unoNoMercy } from "../game";
import type { Game } from "../../game";
import { createRng, mix32, randomInt } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import type { CommandRun } from "../../../cli/game-cli";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import { ExternalRun, inLanes } from "../../../cli/protocol-matches";
import { UNO_SIDE } from "./protocol";

/** The run into the arena's tally, in `run.jobs` lanes of bot processes (inLanes). */
export async function unoRunAgainstCommand(run: CommandRun, tally: unknown): Promise<void> {
  const r: ExternalRun = { seats: run.players, a: run.a, command: run.command, matches: run.matches, seed: run.seed, opts: { log: run.log } };
  UNO_ARENA.merge(tally as UnoTally, await unoAgainstCommand(r, run.preset, run.jobs));
}

/** Uno No Mercy: match i as the in-process arena deals it (match-play.ts). */
export async function unoAgainstCommand(r: ExternalRun, preset: string, jobs = 1): Promise<UnoTally> {
  const tally = emptyUnoTally(r.seats);
  const rules = unoPresetRules(preset);
  tally.illegal = await inLanes<UnoView, UnoAction>(r, jobs, UNO_SIDE, async (i, bots) => {
    const s = unoMatchSeed(r.seed, i);
    const players: Player<UnoView, UnoAction>[] = [localPlayer(createUnoBot(r.a, createRng(mix32(s, 1000))))];
    for (const b of bots) players.push(b);
    const start = newUnoMatch(rules, r.seats, createRng(s), randomInt(createRng(mix32(s, 7)), r.seats));
    const winner = await playGameMatch(unoNoMercy as Game<UnoState, UnoAction, UnoView>, start, players, {
      move: () => tally.moves++,
      hand: () => tally.hands++,
    });
    tally.matches++;
    tally.wins[winner]++;
  });
  return tally;
}
