/**
 * Random play to the end of a match, as the contract test walks it: each move is the safe move or,
 * as often, any seat's legal move picked at random, but three times in four a move that ends the
 * hand when there is one (uniform play alone takes some 100,000 moves to end a Gin Rummy match: it
 * knocks too seldom). Hands are dealt on as the table deals them.
 */
import type { AnyGame } from "../../../src/games/game";
import type { RngState } from "../../../src/util/random";
import { createRng, nextInt32, randomInt } from "../../../src/util/random";

/** The seven words newMatch gets, from a seed. */
export function dealWords(seed: number): number[] {
  const rng = createRng("contract:" + seed);
  return Array.from({ length: 7 }, () => nextInt32(rng));
}

export interface Step {
  state: unknown;
  /** Moves made so far (a deal counts as one). */
  step: number;
  /** The state is a fresh deal (the match's first, or the next hand's). */
  dealt: boolean;
}

/** The states of one match from the deal to its result; throws when it is stuck or outlasts `maxSteps`. */
export function* playToEnd(game: AnyGame, preset: string, seats: number, seed: number, maxSteps: number): Generator<Step> {
  const rng: RngState = createRng(seed);
  let state = game.rules.newMatch(preset, seats, dealWords(seed));
  let dealt = true;
  for (let step = 0; step <= maxSteps; step++) {
    yield { state, step, dealt };
    dealt = false;
    if (game.rules.result(state) !== undefined) return;
    if (game.rules.handOver(state) !== undefined) {
      const next = game.rules.nextHand(state);
      if (next === undefined) throw new Error(`step ${step}: a hand is over, the match is not, and no next hand is dealt`);
      state = next;
      dealt = true;
      continue;
    }
    const turn = game.rules.turn(state);
    if (turn < 0) throw new Error(`step ${step}: nobody to move, yet neither the hand nor the match is over`);
    const legal: unknown[] = [];
    for (let seat = 0; seat < seats; seat++) legal.push(...game.rules.legal(state, seat));
    let action: unknown = randomInt(rng, 2) === 0 ? game.table.safeMove(state, turn) : legal[randomInt(rng, legal.length)];
    // Three times in four a move that ends the hand, when there is one.
    if (randomInt(rng, 4) !== 0) for (const a of legal) if (game.rules.turn(game.rules.apply(state, a) ?? state) < 0) action = a;
    const next = game.rules.apply(state, action);
    if (next === undefined) throw new Error(`step ${step}: the legal move ${JSON.stringify(action)} was refused`);
    state = next;
  }
  throw new Error(`no result within ${maxSteps} moves`);
}
