/**
 * `bot serve` under the variant presets (docs/rules.md, "The variants"): a Mahjong gin start deals
 * 13 cards and names `"mahjong":true`, and the bot knocks on a hand that only aces high make
 * knockable (Q-K-A); the start message of the other presets names none of the variants.
 */
import { describe, expect, it } from "vitest";
import { createBot } from "../../../src/games/gin-rummy/bots/index";
import { startMessage } from "../../../src/games/gin-rummy/cli/protocol";
import { ServeSession } from "../../../src/games/gin-rummy/cli/serve";
import { newMatch } from "../../../src/games/gin-rummy/engine/match";
import { presetRules } from "../../../src/games/gin-rummy/engine/rules";
import { seatView } from "../../../src/games/gin-rummy/engine/view";
import { createRng } from "../../../src/util/random";

const rules = { ...presetRules("mahjong") };
// After drawing 2D: QS KS AS, 4C 5C 6C, 7D 8D 9D, TH JH QH, and 2D 3H 5H (10) loose once 9C goes.
const DEALT = "QS KS AS 4C 5C 6C 7D 8D 9D TH JH QH 3H".split(" ");
const HAND = [...DEALT, "2D"];
const START = { type: "start", seat: 0, dealer: 1, hand: DEALT, upcard: "JD", knockLimit: 10, rules };
const discard = (card: string, knock = false) => (knock ? { seat: 0, do: "discard", card, knock: true } : { seat: 0, do: "discard", card });

describe("bot serve under the variants", () => {
  it("takes a 13-card Mahjong gin start and knocks with Q-K-A melded", () => {
    for (const level of ["simple", "normal", "hard"] as const) {
      const log: string[] = [];
      const s = new ServeSession(createBot(level, createRng(3)), (l) => log.push(l));
      expect(s.handle(JSON.stringify(START)), log.join("\n")).toBeUndefined();
      const legal = [...HAND.map((c) => discard(c)), discard("3H", true), discard("2D", true)];
      const decide = { type: "decide", id: 1, phase: "discard", hand: HAND, drawn: "2D", taken: null, topDiscard: "JD", stockCount: 24, opponentCards: 13, legal };
      const reply = JSON.parse(s.handle(JSON.stringify(decide)) as string);
      expect(reply.error, `${level}: ${log.join("\n")}`).toBeUndefined();
      expect(reply.do).toBe("discard");
      // 5 deadwood with the ace high (28 with it low, no knock): simple and normal knock at once.
      if (level !== "hard") expect(reply.knock, level).toBe(true);
    }
  });

  it("refuses a 10-card start under Mahjong gin, naming the 13 it deals", () => {
    const log: string[] = [];
    const s = new ServeSession(createBot("simple", createRng(3)), (l) => log.push(l));
    s.handle(JSON.stringify({ ...START, hand: DEALT.slice(0, 10) }));
    expect(log.join("\n")).toContain("hand: 13 cards are dealt to 2 seats");
  });

  it("names the variants in the start's rules only when on", () => {
    for (const [preset, key] of [["hollywood", "hollywood"], ["tedesco", "streakBonus"], ["mahjong", "mahjong"]] as const) {
      const m = newMatch(presetRules(preset), createRng(1), 0);
      const msg = startMessage(seatView(m.hand, 0, m.scores), { handNumber: 1, scores: [0, 0] });
      expect(Object.keys(msg["rules"] as object)).toContain(key);
    }
    for (const preset of ["house", "classic", "oklahoma", "straight"] as const) {
      const m = newMatch(presetRules(preset), createRng(1), 0);
      const text = JSON.stringify(startMessage(seatView(m.hand, 0, m.scores), { handNumber: 1, scores: [0, 0] })["rules"]);
      expect(text).not.toMatch(/hollywood|streakBonus|mahjong/);
    }
  });
});
