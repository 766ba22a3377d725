/**
 * The Game contract, run over every registered game, the games in progress (built, not yet
 * registered: contract/in-progress.ts) and the test-only race game, in the manner of
 * OpenSpiel's basic tests: for several seeds and every seat count a game takes, random legal play
 * to the end of a match (bounded), and on the states it passes: the safe move is legal (every
 * state), every legal move plays and comes back from a bot's answer, the ids each seat's screen
 * offers turn back into exactly its legal moves, the codec and the board snapshot round-trip, no
 * seat sees another's hidden cards, nonsense is refused, and nothing changes the state it is given.
 * A new board passes this before it is registered (docs/games.md).
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/games/game";
import { GAMES } from "../../src/games/registry";
import { raceGame } from "../tables/race-game";
import { IN_PROGRESS } from "./contract/in-progress";
import type { Subject } from "./contract/checks";
import { checkCodec, checkHidden, checkLegal, checkNonsense, checkPresses, checkTurn } from "./contract/checks";
import { HIDDEN_CARDS, NO_CARDS } from "./contract/hidden-cards";
import { dealWords, playToEnd } from "./contract/play";
import { byTier } from "../support/tier";

const SUBJECTS: Subject[] = [
  ...GAMES.map((game) => ({ game, cards: HIDDEN_CARDS[game.kind] })),
  ...IN_PROGRESS.map((game) => ({ game, cards: HIDDEN_CARDS[game.kind] })),
  { game: raceGame() as unknown as AnyGame, cards: NO_CARDS },
];
/** Matches per seat count (the fast tier plays one). */
const SEEDS = byTier(3, 1);
/** About twelve times the longest match these seeds play (Gin Rummy, 4 seats, straight gin: 1,640 moves). */
const MAX_STEPS = 20_000;

/** Some seat not to move has a move now (Uno's catch, a Here to Slay reaction window). */
function othersMayMove(game: AnyGame, state: unknown): boolean {
  const turn = game.rules.turn(state);
  if (turn < 0) return false;
  const n = game.rules.scores(state).length;
  for (let seat = 0; seat < n; seat++) if (seat !== turn && game.rules.legal(state, seat).length > 0) return true;
  return false;
}

/**
 * The full checks run on the first moves of a match, every 29th state, and the states where things
 * happen: a deal, a hand's or the match's end, a move opening to a seat not to move (Uno's catch;
 * the first state of a reaction window, whose later states the 29th-state rule samples: Here to
 * Slay opens one on every card played and every roll).
 */
function fullCheck(game: AnyGame, state: unknown, step: number, dealt: boolean, opened: boolean): boolean {
  return step < 60 || step % 29 === 0 || dealt || game.rules.turn(state) < 0 || opened;
}

describe("the Game contract", () => {
  it("knows where every registered game and every game in progress hides its cards", () => {
    for (const game of [...GAMES, ...IN_PROGRESS]) expect(HIDDEN_CARDS[game.kind], game.kind).toBeDefined();
  });

  it("runs a game in progress only until it is registered", () => {
    for (const game of IN_PROGRESS) expect(GAMES.map((g) => g.kind), game.kind).not.toContain(game.kind);
  });

  for (const subject of SUBJECTS) {
    const { game } = subject;
    describe(game.kind, () => {
      it("deals the same match from the same words, under every preset and seat count", () => {
        for (const preset of game.rules.presets)
          for (let seats = game.rules.minSeats; seats <= game.rules.maxSeats; seats++) {
            const m = game.rules.newMatch(preset, seats, dealWords(seats));
            expect(game.table.codec.encode(game.rules.newMatch(preset, seats, dealWords(seats)))).toBe(game.table.codec.encode(m));
            expect(game.rules.scores(m)).toHaveLength(seats);
            expect(game.rules.presetOf(m), `${preset}, ${seats} seats`).toBe(preset);
          }
      });

      for (let seats = game.rules.minSeats; seats <= game.rules.maxSeats; seats++) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          // Every preset in turn, the default first (the fast tier plays the default and its next).
          const preset = game.rules.presets[(seed - 1 + seats - game.rules.minSeats) % game.rules.presets.length];
          it(`${seats} seats, ${preset}, seed ${seed}: plays to the end and keeps the contract`, () => {
            let full = 0;
            let states = 0;
            let last: unknown;
            let othersBefore = false;
            for (const { state, step, dealt } of playToEnd(game, preset, seats, seed, MAX_STEPS)) {
              const at = `${game.kind} ${seats} seats ${preset} seed ${seed} step ${step}`;
              checkTurn(subject, state, at);
              states++;
              last = state;
              const others = othersMayMove(game, state);
              const opened = others && !othersBefore;
              othersBefore = others;
              if (!fullCheck(game, state, step, dealt, opened)) continue;
              full++;
              const before = structuredClone(state);
              checkLegal(subject, state, at);
              checkPresses(subject, state, at);
              checkHidden(subject, state, at);
              checkCodec(subject, state, at);
              checkNonsense(subject, state, at);
              expect(state, `${at}: the state changed under the checks`).toEqual(before);
            }
            expect(game.rules.result(last)).toBeDefined();
            expect(full).toBeGreaterThanOrEqual(Math.min(states, 60));
          });
        }
      }
    });
  }
});
