// Property: `hard` returns one of the legal actions at 100,000 decision points (legal-walk.ts; 2,000 in the fast tier),
// with a small sample budget there (the decision rules are the same), and at full budget on fewer.
import { expect, it } from "vitest";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";
import { createLookaheadBot, HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { createRng } from "../../../../src/util/random";
import { checkLegality, LONG_WALK } from "./legal-walk";

it(`hard (small budget) plays only legal actions at ${LONG_WALK} decision points, every rules preset`, () => {
  // A small budget: three sampled deals per knock-or-wait search, a short replayed-belief chain
  // (the walk's random match scores soon make the bot take the other seat for a player who knocks
  // at once, so the chain runs at most decisions).
  const search = HARD.search === undefined ? undefined : { ...HARD.search, samples: 3 };
  const replay = { fresh: 60, rounds: 3, warm: 20, samples: 5, every: 2, bits: 8 };
  const cheap = createLookaheadBot("hard", createRng(9), { ...HARD, knockSamples: 3, search, replay });
  expect(checkLegality([cheap], LONG_WALK, 13)).toBe(LONG_WALK);
}, 600_000);

it("hard (full budget) plays only legal actions at 1,500 decision points", () => {
  expect(checkLegality([createBot("hard", createRng(5))], 1500, 12)).toBe(1500);
}, 600_000);
