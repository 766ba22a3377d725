// Property: `easy` returns one of the legal actions at 100,000 decision points (legal-walk.ts).
import { expect, it } from "vitest";
import { createBot } from "../../src/games/gin-rummy/bots/index";
import { createRng } from "../../src/util/random";
import { checkLegality } from "./legal-walk";

it("easy plays only legal actions at 100,000 decision points, every rules preset", () => {
  expect(checkLegality([createBot("easy", createRng(7))], 100000, 11)).toBe(100000);
}, 600_000);
