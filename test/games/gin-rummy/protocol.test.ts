/**
 * The bot protocol at the Node edge: a scripted external bot that sends malformed JSON, illegal
 * cards, nothing at all, late replies, or crashes never stalls a match; it is replaced by `normal`
 * when it keeps failing; and our own bots behind `bot serve` play exactly as they do in-process.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createBot } from "../../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../src/games/gin-rummy/bots/match-play";
import { HOUSE_RULES } from "../../../src/games/gin-rummy/engine/rules";
import { ExternalBot } from "../../../src/cli/bot-client";
import { localPlayer } from "../../../src/cli/game-match";
import { playGinMatch } from "../../../src/games/gin-rummy/cli/against";
import { GIN_SIDE } from "../../../src/games/gin-rummy/cli/protocol";
import type { Action } from "../../../src/games/gin-rummy/engine/types";
import type { SeatView } from "../../../src/games/gin-rummy/engine/view";
import { mix32 } from "../../../src/util/random";

const ROOT = resolve(import.meta.dirname, "../../..");
const SCRIPTED = resolve(import.meta.dirname, "../../bots/fixtures/scripted-bot.mjs");

// Timeouts leave room for a loaded test machine; the first reply may take longer (process start).
async function matchAgainst(command: string, timeoutMs = 500): Promise<{ bot: ExternalBot<SeatView, Action>; log: string[]; hands: number }> {
  const log: string[] = [];
  const bot = new ExternalBot(command, { timeoutMs, startupMs: 3000, log: (l) => log.push(l) }, GIN_SIDE);
  const tally = emptyTally();
  try {
    await playGinMatch(HOUSE_RULES, 99, 0, [localPlayer(createBot("simple", botRng(99, 0))), bot], tally);
  } finally {
    await bot.close();
  }
  expect(tally.matches).toBe(1);
  return { bot, log, hands: tally.hands };
}

describe("external bots never stall a match", () => {
  it("a well-behaved scripted bot plays the whole match without errors", async () => {
    const { bot, log } = await matchAgainst(`node ${SCRIPTED} good`);
    expect(log).toEqual([]);
    expect(bot.replacement).toBeUndefined();
  });

  for (const [mode, reason] of [
    ["malformed", "malformed JSON"],
    ["illegal", "not a card"],
    ["silent", "no reply within"],
  ]) {
    it(`${mode} replies: logged, a safe move played, then replaced by normal`, async () => {
      const { bot, log } = await matchAgainst(`node ${SCRIPTED} ${mode}`);
      expect(log.some((l) => l.includes(reason) && l.includes("instead"))).toBe(true);
      expect(log.some((l) => l.includes("failed 3 times in a row; replaced by the normal bot"))).toBe(true);
      expect(bot.replacement?.level).toBe("normal");
    });
  }

  it("a reply line that never ends is refused at 1 MiB, not read into memory", async () => {
    const { bot, log } = await matchAgainst(`node ${SCRIPTED} endless`);
    expect(log.some((l) => l.includes("a reply line longer than 1048576 bytes (1 MiB)") && l.includes("instead"))).toBe(true);
    expect(bot.replacement?.level).toBe("normal");
  });

  it("a crash is logged and the normal bot takes over at once", async () => {
    const { bot, log } = await matchAgainst(`node ${SCRIPTED} crash`);
    expect(log.some((l) => l.includes("the process exited with code 3"))).toBe(true);
    expect(bot.replacement?.level).toBe("normal");
  });

  it("a command that does not exist is a crash too", async () => {
    const { bot } = await matchAgainst("/nonexistent/bot-binary");
    expect(bot.replacement?.level).toBe("normal");
  });

  it("late replies are dropped, never taken for the next decision", async () => {
    const { bot, log } = await matchAgainst(`node ${SCRIPTED} late`);
    expect(log.some((l) => l.includes("no reply within 500 ms"))).toBe(true);
    expect(log.some((l) => l.includes("ignored a reply to decision"))).toBe(true);
    // One late reply is a forgiven failure: taken for the next decision it would have been a
    // second failure or a wrong move; dropped, the bot plays on in its seat.
    expect(bot.replacement).toBeUndefined();
  });

  it("occasional failures are forgiven: a flaky bot keeps its seat", async () => {
    const { bot, log } = await matchAgainst(`node ${SCRIPTED} flaky`);
    expect(log.some((l) => l.includes("malformed JSON: oops"))).toBe(true);
    expect(log.some((l) => l.includes("illegal action"))).toBe(true);
    expect(bot.replacement).toBeUndefined();
  });
});

describe("bot serve", () => {
  it("plays exactly the in-process game (the view is rebuilt faithfully from the messages)", async () => {
    for (const level of ["hard", "easy"] as const) {
      const seed = matchSeed(5, 0);
      const local: string[] = [];
      playMatch(HOUSE_RULES, seed, 1, [createBot("normal", botRng(seed, 0)), createBot(level, botRng(seed, 1))], emptyTally(), (l) => local.push(l));
      // The served bot gets the same random stream as the in-process one: createRng(mix32(seed, 0x51a7 + 1)).
      const served = new ExternalBot(`node ${ROOT}/bin/game-tables.mjs bot serve --level ${level} --seed ${mix32(seed, 0x51a8)}`, {
        timeoutMs: 20000,
        log: (l) => expect.fail(l),
      }, GIN_SIDE);
      const remote: string[] = [];
      try {
        await playGinMatch(HOUSE_RULES, seed, 1, [localPlayer(createBot("normal", botRng(seed, 0))), served], emptyTally(), (l) => remote.push(l));
      } finally {
        await served.close();
      }
      expect(remote).toEqual(local);
    }
  });
});
