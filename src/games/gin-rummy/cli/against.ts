/**
 * Gin Rummy against external bot processes (`game-tables arena --b "cmd:..."`), into the arena's
 * tally (../bots/arena.ts). Two players: J lanes, each with its own bot process, playing matches
 * in turn. Three or four: a built-in bot in seat 0 and one process in each other seat
 * (src/cli/protocol-matches.ts), match i dealt as the in-process arena deals it (../bots/match-play.ts).
 */
import { GIN_ARENA } from "../bots/arena";
import type { BotLevel } from "../bots/bot";
import { addHand, botRng, emptyTally, matchSeed, type Tally } from "../bots/match-play";
import { createArenaBot, createBot, isArenaLevel } from "../bots/index";
import { newMatch, type MatchState } from "../engine/match";
import { HOUSE_RULES, presetRules, rulesForSeats, type PresetName, type Rules } from "../engine/rules";
import type { Action, HandResult, Seat } from "../engine/types";
import type { SeatView } from "../engine/view";
import { ginRummy } from "../game";
import type { Game } from "../../game";
import { createRng } from "../../../util/random";
import { ExternalBot, Player } from "../../../cli/bot-client";
import type { CommandRun } from "../../../cli/game-cli";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import { ExternalRun, withBots } from "../../../cli/protocol-matches";
import { playMatchAsync } from "./match";
import { GIN_SIDE } from "./protocol";
import { MULTI_GIN_SIDE } from "./protocol-multi";

/** The run into the arena's tally (one Tally for any seat count). */
export async function ginAgainstCommand(run: CommandRun, tally: unknown): Promise<void> {
  const rules = presetRules(run.preset as PresetName);
  if (run.players === 2) return twoAgainstCommand(run, rules, tally as Tally);
  const r: ExternalRun = { seats: run.players, a: run.a, command: run.command, matches: run.matches, seed: run.seed, opts: { log: run.log } };
  GIN_ARENA.merge(tally as Parameters<typeof GIN_ARENA.merge>[0], await multiGinAgainstCommand(r, rules));
}

async function twoAgainstCommand(run: CommandRun, rules: Rules, total: Tally): Promise<void> {
  const a = run.a;
  if (!isArenaLevel(a)) throw new Error("arena: unknown level " + a);
  let next = 0;
  const lanes: Promise<void>[] = [];
  for (let j = 0; j < Math.min(run.jobs, run.matches); j++) {
    lanes.push(
      (async () => {
        const external = new ExternalBot<SeatView, Action>(run.command, { log: run.log }, GIN_SIDE);
        try {
          while (next < run.matches) {
            const i = next++;
            const s = matchSeed(run.seed, i);
            const players: [Player<SeatView, Action>, Player<SeatView, Action>] = [localPlayer(createArenaBot(a, botRng(s, 0))), external];
            await playMatchAsync(rules, s, (i % 2) as Seat, players, total);
          }
        } finally {
          await external.close();
          total.illegal += external.failed;
        }
      })(),
    );
  }
  await Promise.all(lanes);
}

/** 3–4-player Gin Rummy under `base` rules (the house rules unless a preset says): match i as the in-process arena deals it (match-play.ts). */
export async function multiGinAgainstCommand(r: ExternalRun, base: Rules = HOUSE_RULES): Promise<Tally> {
  const tally = emptyTally(r.seats);
  const rules = rulesForSeats(base, r.seats);
  tally.illegal = await withBots<SeatView, Action>(r, MULTI_GIN_SIDE, async (bots) => {
    for (let i = 0; i < r.matches; i++) {
      const s = matchSeed(r.seed, i);
      const players: Player<SeatView, Action>[] = [localPlayer(createBot(r.a as BotLevel, botRng(s, 0)))];
      for (const b of bots) players.push(b);
      const start = newMatch(rules, createRng(s), i % r.seats, r.seats);
      const winner = await playGameMatch(ginRummy as Game<MatchState, Action, SeatView>, start, players, {
        hand: (_dealt, _moves, end) => addHand(tally, (end as { hand: { result: HandResult } }).hand.result),
      });
      tally.matches++;
      tally.matchWins[winner]++;
    }
  });
  return tally;
}
