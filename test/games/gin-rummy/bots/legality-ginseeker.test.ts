// Property: the arena's gin seeker returns one of the legal actions at 10,000 decision points
// (legal-walk.ts), every rules preset.
import { expect, it } from "vitest";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { createRng } from "../../../../src/util/random";
import { checkLegality } from "./legal-walk";

it("ginseeker plays only legal actions at 10,000 decision points, every rules preset", () => {
  expect(checkLegality([createArenaBot("ginseeker", createRng(4))], 10000, 17)).toBe(10000);
}, 600_000);
