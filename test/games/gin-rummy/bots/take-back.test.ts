// Lookahead bots never take back a card they threw this hand: two of them could otherwise pass
// cards round for ever (one throws A, the other takes A and throws B, the first takes B and throws
// C, ...), and the hand would never end — it happened between hard and the gin seeker.
import { describe, expect, it } from "vitest";
import { createArenaBot } from "../../../../src/games/gin-rummy/bots/index";
import { botRng, emptyTally, matchSeed, playMatch } from "../../../../src/games/gin-rummy/bots/match-play";
import { HOUSE_RULES } from "../../../../src/games/gin-rummy/engine/rules";

describe("taking back a thrown card", () => {
  it("lets the match that once passed three aces round for ever end", () => {
    // Match 738 of seed 7, hard against the gin seeker: AD, AH and AS went round and round.
    const s = matchSeed(7, 738);
    let longest = 0;
    let run = 0;
    playMatch(HOUSE_RULES, s, 0, [createArenaBot("hard", botRng(s, 0)), createArenaBot("ginseeker", botRng(s, 1))], emptyTally(), (line) => {
      run = line.startsWith("{") ? 0 : run + 1;
      longest = Math.max(longest, run);
      if (run > 500) throw new Error("a hand of more than 500 actions");
    });
    expect(longest).toBeGreaterThan(10);
  });
});
