// Property: `normal` returns one of the legal actions at 100,000 decision points (legal-walk.ts; 2,000 in the fast tier).
import { expect, it } from "vitest";
import { createBot } from "../../../../src/games/gin-rummy/bots/index";
import { createRng } from "../../../../src/util/random";
import { checkLegality, LONG_WALK } from "./legal-walk";

it(`normal plays only legal actions at ${LONG_WALK} decision points, every rules preset`, () => {
  expect(checkLegality([createBot("normal", createRng(7))], LONG_WALK, 11)).toBe(LONG_WALK);
}, 600_000);
