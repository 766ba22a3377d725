/**
 * Matches against external bots (`cmd:` in the arena) for the games beyond two-player Gin Rummy:
 * 3–4-player Gin Rummy and Uno No Mercy. A built-in bot plays seat 0 and one bot process plays
 * each other seat (a session is one seat's), seeded as the in-process arena seeds its matches so
 * the same built-in bots behind `bot serve` play the same games. `failed` counts replies that were
 * not legal actions (or came late, or never): 0 for a bot that follows the protocol.
 */
import { matchSeed } from "../games/gin-rummy/bots/match-play";
import { createMultiBot } from "../games/gin-rummy/bots/multi";
import type { BotLevel } from "../games/gin-rummy/bots/bot";
import { addMultiHand, emptyMultiTally, multiBotRng, MultiTally } from "../games/gin-rummy/bots/multi-play";
import { multiRules, newMultiMatch } from "../games/gin-rummy/engine/multi-match";
import type { MultiAction, MultiHandResult } from "../games/gin-rummy/engine/multi-types";
import type { MultiSeatView } from "../games/gin-rummy/engine/multi-view";
import { HOUSE_RULES, type Rules } from "../games/gin-rummy/engine/rules";
import { ginRummy, GinMatch } from "../games/gin-rummy/game";
import type { Game } from "../games/game";
import { createUnoBot } from "../games/uno-no-mercy/bots/index";
import { emptyUnoTally, unoMatchSeed, UnoTally } from "../games/uno-no-mercy/bots/match-play";
import { newUnoMatch } from "../games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../games/uno-no-mercy/engine/rules";
import type { UnoAction, UnoState } from "../games/uno-no-mercy/engine/types";
import type { UnoView } from "../games/uno-no-mercy/engine/view";
import { unoNoMercy } from "../games/uno-no-mercy/game";
import { createRng, mix32, randomInt } from "../util/random";
import { ExternalBot, ExternalBotOptions, Player } from "./bot-client";
import { localPlayer } from "./bot-match";
import { playGameMatch } from "./game-match";
import { MULTI_GIN_SIDE } from "./protocol-gin-multi";
import { UNO_SIDE } from "./protocol-uno";

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

/** Runs `play` with one external bot per seat but the first, closing them all at the end. */
async function withBots<V, A>(r: ExternalRun, side: ConstructorParameters<typeof ExternalBot<V, A>>[2], play: (bots: ExternalBot<V, A>[]) => Promise<void>): Promise<number> {
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

/** Uno No Mercy: match i as the in-process arena deals it (match-play.ts). */
export async function unoAgainstCommand(r: ExternalRun, preset: string): Promise<UnoTally> {
  const tally = emptyUnoTally(r.seats);
  const rules = unoPresetRules(preset);
  tally.illegal = await withBots<UnoView, UnoAction>(r, UNO_SIDE, async (bots) => {
    for (let i = 0; i < r.matches; i++) {
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
    }
  });
  return tally;
}

/** 3–4-player Gin Rummy under `base` rules (the house rules unless a preset says): match i as the in-process arena deals it (multi-play.ts). */
export async function multiGinAgainstCommand(r: ExternalRun, base: Rules = HOUSE_RULES): Promise<MultiTally> {
  const tally = emptyMultiTally(r.seats);
  const rules = multiRules(base, r.seats);
  tally.illegal = await withBots<MultiSeatView, MultiAction>(r, MULTI_GIN_SIDE, async (bots) => {
    for (let i = 0; i < r.matches; i++) {
      const s = matchSeed(r.seed, i);
      const players: Player<MultiSeatView, MultiAction>[] = [localPlayer(createMultiBot(r.a as BotLevel, multiBotRng(s, 0)))];
      for (const b of bots) players.push(b);
      const start = newMultiMatch(rules, r.seats, createRng(s), i % r.seats);
      const winner = await playGameMatch(ginRummy as unknown as Game<GinMatch, MultiAction, MultiSeatView>, start as GinMatch, players, {
        hand: (_dealt, _moves, end) => addMultiHand(tally, (end as { hand: { result: MultiHandResult } }).hand.result),
      });
      tally.matches++;
      tally.matchWins[winner]++;
    }
  });
  return tally;
}
